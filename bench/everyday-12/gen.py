#!/usr/bin/env python3
"""Generate five realistic, messy CSV exports for the QA-engine test."""
import csv, random, datetime as dt
random.seed(2323)

def w(name, header, rows):
    with open(name, 'w', newline='') as f:
        wr = csv.writer(f)
        wr.writerow(header)
        wr.writerows(rows)

def money(x):
    return '${:,.2f}'.format(x)

# ---------------- (a) email campaigns ----------------
segments = ['New Subscribers', 'Loyal Customers', 'Lapsed', 'VIP', 'Cart Abandoners', 'Newsletter Only']
themes = ['Spring Sale', 'Summer Clearance', 'Back to School', 'Black Friday', 'Holiday Gift Guide',
          'New Arrivals', 'Weekly Digest', 'Win-Back', 'Product Launch', 'Flash Sale', 'Loyalty Rewards']
rows = []
start = dt.date(2023, 1, 2)
for i in range(260):
    d = start + dt.timedelta(days=random.randint(0, 545))
    seg = random.choice(segments)
    theme = random.choice(themes)
    sent = random.randint(800, 60000) if seg != 'VIP' else random.randint(200, 3000)
    orate = random.uniform(0.12, 0.45) + (0.1 if seg in ('VIP', 'Loyal Customers') else 0)
    opened = int(sent * orate)
    clicked = int(opened * random.uniform(0.04, 0.22))
    unsub = int(sent * random.uniform(0.0, 0.006))
    rev = round(clicked * random.uniform(0.5, 9.0), 2)
    ab = random.choice(['Y', 'N', 'N'])
    name = f"{theme} {d.year} - {seg.split()[0]}"
    r = [f"CMP-{1000+i}", name, f"{d.month}/{d.day}/{d.year}", seg, sent, opened, clicked,
         unsub, money(rev), ab]
    if random.random() < 0.04: r[8] = ''         # revenue missing
    if random.random() < 0.03: r[7] = ''         # unsubs missing
    if random.random() < 0.02: r[3] = ''         # segment missing
    rows.append(r)
rows.sort(key=lambda r: dt.datetime.strptime(r[2], '%m/%d/%Y'))
w('email_campaigns.csv',
  ['Campaign ID', 'Campaign Name', 'Send Date', 'Audience Segment', 'Sent', 'Opened', 'Clicked',
   'Unsubs', 'Revenue ($)', 'A/B Test'], rows)

# ---------------- (b) hospital admissions ----------------
depts = ['Cardiology', 'Orthopedics', 'Oncology', 'Pediatrics', 'Neurology', 'General Surgery',
         'Emergency', 'Maternity']
ins = ['Medicare', 'Medicaid', 'Private', 'Self-Pay', 'Blue Cross']
rows = []
for i in range(230):
    dept = random.choice(depts)
    if dept == 'Pediatrics':
        age = random.randint(0, 17)
    elif dept == 'Maternity':
        age = random.randint(18, 44)
    else:
        age = random.randint(18, 95)
    sex = 'F' if dept == 'Maternity' else random.choice(['M', 'F'])
    admit = dt.date(2023, 1, 1) + dt.timedelta(days=random.randint(0, 540))
    los = max(1, int(random.expovariate(1 / 4.5)) + 1)
    if dept in ('Oncology', 'General Surgery'):
        los += random.randint(1, 5)
    dis = admit + dt.timedelta(days=los)
    insurance = 'Medicare' if age >= 65 and random.random() < 0.7 else random.choice(ins)
    readm = 'Yes' if random.random() < (0.12 + (0.1 if age > 70 else 0)) else 'No'
    bill = round(los * random.uniform(1800, 5200) + random.uniform(300, 4000), 2)
    r = [f"P{20000 + random.randint(0, 79999):05d}" if False else f"PT-{100230 + i*7}", age, sex, dept,
         admit.isoformat(), dis.isoformat(), los, insurance, readm, f"{bill:.2f}"]
    if random.random() < 0.03: r[5] = ''; r[6] = ''   # still admitted
    if random.random() < 0.03: r[7] = ''
    rows.append(r)
w('hospital_admissions.csv',
  ['patient_id', 'Age', 'Sex', 'Dept', 'Admit Date', 'Discharge Date', 'LOS', 'Insurance',
   'Readmitted', 'Bill Amt'], rows)

# ---------------- (c) bike / scooter trips ----------------
stations = ['Union Square', 'City Hall', 'Riverside Park', 'Central Station', 'Market & 5th',
            'University Ave', 'Harbor Point', 'Museum District', 'Elm St & 3rd']
rows = []
base = dt.datetime(2024, 5, 1, 0, 0, 0)
for i in range(280):
    st = base + dt.timedelta(seconds=random.randint(0, 92 * 86400))
    hr = st.hour
    if hr < 6 and random.random() < 0.7:
        st = st.replace(hour=random.randint(7, 21))
    member = random.choice(['member', 'member', 'casual'])
    bike = random.choice(['classic_bike', 'classic_bike', 'electric_bike', 'electric_scooter'])
    s1 = random.choice(stations)
    s2 = random.choice(stations) if random.random() < 0.85 else s1
    dur = round(random.uniform(3, 45) if member == 'member' else random.uniform(5, 90), 1)
    speed = {'classic_bike': 13, 'electric_bike': 18, 'electric_scooter': 15}[bike]
    dist = round(dur / 60 * speed * random.uniform(0.5, 1.0), 2)
    if s1 == s2:
        dist = round(dist * 0.6, 2)
    en = st + dt.timedelta(seconds=int(dur * 60))
    r = [f"TR{880000 + i}", st.strftime('%Y-%m-%d %H:%M:%S'), en.strftime('%Y-%m-%d %H:%M:%S'),
         dur, s1, s2, member, bike, dist]
    if random.random() < 0.04: r[5] = ''      # dock missing
    if random.random() < 0.03: r[8] = ''      # gps missing
    rows.append(r)
rows.sort(key=lambda r: r[1])
w('bike_trips.csv',
  ['ride_id', 'started_at', 'ended_at', 'duration_min', 'start_station_name', 'end_station_name',
   'member_casual', 'rideable_type', 'distance_km'], rows)

# ---------------- (d) retail inventory ----------------
cats = {
    'Beverages': ['Cold Brew Coffee', 'Green Tea', 'Sparkling Water', 'Orange Juice', 'Energy Drink', 'Oat Milk'],
    'Snacks': ['Potato Chips', 'Trail Mix', 'Granola Bar', 'Pretzels', 'Dark Chocolate', 'Popcorn'],
    'Household': ['Dish Soap', 'Paper Towels', 'Trash Bags', 'Laundry Detergent', 'Sponges'],
    'Personal Care': ['Shampoo', 'Toothpaste', 'Body Wash', 'Deodorant', 'Hand Lotion'],
    'Frozen': ['Frozen Pizza', 'Ice Cream', 'Frozen Peas', 'Fish Sticks'],
    'Dairy': ['Greek Yogurt', 'Cheddar Cheese', 'Butter', 'Whole Milk'],
    'Bakery': ['Sourdough Loaf', 'Bagels', 'Croissants', 'Muffins'],
}
suppliers = ['Acme Foods', 'Northwind Traders', 'FreshCo', 'Global Goods Inc', 'Pinnacle Supply', 'Harvest Lane']
sizes = ['Small', 'Regular', 'Large', 'Family Size', '6-Pack', '12 oz', '24 oz', 'Value Pack']
rows = []
used = set()
catnames = list(cats)
for i in range(240):
    while True:
        c = random.choice(catnames)
        pn = f"{random.choice(cats[c])} {random.choice(sizes)}"
        if pn not in used:
            used.add(pn); break
    sup = random.choice(suppliers)
    qty = random.randint(0, 450)
    if random.random() < 0.08: qty = 0
    reorder = random.choice([10, 20, 25, 30, 50, 75, 100])
    cost = round(random.uniform(0.6, 18.0), 2)
    restock = dt.date(2023, 6, 1) + dt.timedelta(days=random.randint(0, 420))
    disc = random.choice(['0'] * 9 + ['1'])
    sku = f"{c[:3].upper()}-{random.randint(10000, 99999)}"
    r = [sku, pn, c, sup, qty, reorder, f"{cost:.2f}", restock.strftime('%d-%b-%Y'), disc]
    if random.random() < 0.03: r[3] = ''
    if random.random() < 0.03: r[7] = ''
    rows.append(r)
w('store_inventory.csv',
  ['SKU', 'ProductName', 'Category', 'Supplier', 'QtyInStock', 'ReorderLvl', 'UnitCost',
   'LastRestockDate', 'Discontinued'], rows)

# ---------------- (e) sales quarterly targets ----------------
regions = {'North': 'Dana Whitfield', 'South': 'Marcus Oyelaran', 'East': 'Priya Natarajan',
           'West': 'Tom Castellano', 'Central': 'Dana Whitfield'}
first = ['Alice', 'Ben', 'Carla', 'Derek', 'Elena', 'Farid', 'Grace', 'Hiro', 'Isabel', 'Jamal',
         'Kara', 'Liam', 'Maya', 'Noah', 'Olga', 'Pedro', 'Quinn', 'Rosa', 'Sam', 'Tanya',
         'Umar', 'Vera', 'Wes', 'Ximena', 'Yusuf', 'Zoe', 'Aaron', 'Bianca', 'Colin', 'Dina']
last = ['Morgan', 'Kim', 'Reyes', 'Schmidt', 'Patel', 'Nguyen', "O'Brien", 'Costa', 'Ivanova',
        'Brooks', 'Lindqvist', 'Haddad', 'Tanaka', 'Silva', 'Walsh']
reps = []
for fn in first:
    reps.append((f"{fn} {random.choice(last)}", random.choice(list(regions))))
quarters = [(q, y) for y in (2023, 2024) for q in (1, 2, 3, 4)]
rows = []
for name, reg in reps:
    base_t = random.choice([150000, 200000, 250000, 300000, 400000])
    skip = random.random() < 0.2
    for qi, (q, y) in enumerate(quarters):
        if skip and qi < 2:
            continue   # joined later
        tgt = base_t + (25000 if y == 2024 else 0)
        act = round(tgt * random.uniform(0.55, 1.35), -2)
        deals = max(0, int(act / random.uniform(9000, 30000)))
        mgr = regions[reg]
        a = f"{int(act):,}" if random.random() < 0.5 else str(int(act))
        r = [name, reg, f"Q{q} {y}", tgt, a, deals, mgr]
        if (y, q) == (2024, 4) and random.random() < 0.15:
            r[4] = ''; r[5] = ''       # quarter not yet closed for some
        rows.append(r)
w('sales_targets.csv',
  ['Rep Name', 'Region', 'Quarter', 'Target', 'Actual', 'Deals Closed', 'Manager'], rows)
print('ok')
