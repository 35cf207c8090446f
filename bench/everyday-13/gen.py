#!/usr/bin/env python3
"""Generate five realistic-looking CSV exports for testing. stdlib only."""
import csv, random, datetime as dt

random.seed(2424)

def w(name, header, rows):
    with open(name, 'w', newline='') as f:
        cw = csv.writer(f)
        cw.writerow(header)
        cw.writerows(rows)

def money(x, dollar=True, sep=True):
    s = f"{x:,.2f}" if sep else f"{x:.2f}"
    return ("$" + s) if dollar else s

# ---------------------------------------------------------------- (a) quality inspections
inspectors = ['R. Patel', 'M. Gomez', 'J. Okafor', 'L. Chen', 'S. Novak', 'T. Brennan']
lines = ['Line A', 'Line B', 'Line C', 'Line D']
shifts = ['Day', 'Swing', 'Night']
products = ['Bracket-220', 'Housing-HX', 'Gear-45T', 'Valve-V2', 'Panel-P9']
rows = []
start = dt.date(2024, 1, 2)
n = 254
for i in range(n):
    d = start + dt.timedelta(days=random.randint(0, 300))
    line = random.choices(lines, weights=[4, 3, 3, 2])[0]
    shift = random.choices(shifts, weights=[5, 3, 2])[0]
    insp = random.choice(inspectors)
    prod = random.choice(products)
    units = random.choice([50, 80, 100, 120, 150, 200, 250])
    base = {'Line A': 0.012, 'Line B': 0.02, 'Line C': 0.03, 'Line D': 0.018}[line]
    if shift == 'Night':
        base *= 1.6
    defects = sum(1 for _ in range(units) if random.random() < base)
    rate = round(100 * defects / units, 2)
    result = 'FAIL' if rate > 3.0 else 'PASS'
    rework = 'Y' if defects > 0 and (result == 'FAIL' or random.random() < 0.2) else 'N'
    # mixed date formats
    fmt = random.choice(['%Y-%m-%d', '%Y-%m-%d', '%m/%d/%Y'])
    batch = f"B{d.strftime('%y%m')}-{random.randint(100, 999)}"
    notes = random.choice(['', '', '', '', 'scratches', 'burrs on edge', 'dimension out of tol', 'porosity', 're-inspected'])
    if defects == 0 and notes not in ('', 're-inspected'):
        notes = ''
    rows.append([f"QI-{10001 + i}", batch, prod, line, shift, insp, units, defects, rate, result, rework, d.strftime(fmt), notes])
rows.sort(key=lambda r: r[0])
w('quality_inspections.csv',
  ['InspectionID', 'Batch_No', 'Product', 'ProdLine', 'Shift', 'Inspector', 'Units Inspected', 'DefectsFound', 'Defect Rate (%)', 'Result', 'Rework Req (Y/N)', 'inspection_date', 'Notes'],
  rows)

# ---------------------------------------------------------------- (b) marathon results
first_m = ['James', 'Luca', 'Kenji', 'Mohamed', 'Peter', 'Diego', 'Tom', 'Samuel', 'Ivan', 'Noah', 'Eliud', 'Marco', 'Ben', 'Ahmed', 'Lars']
first_f = ['Anna', 'Grace', 'Yuki', 'Sofia', 'Emma', 'Fatima', 'Chloe', 'Maria', 'Ruth', 'Ingrid', 'Lucy', 'Hana', 'Paula', 'Nina', 'Zoe']
lasts = ['Smith', 'Kipchoge', 'Rossi', 'Tanaka', 'Müller', 'Garcia', 'Brown', 'Okoro', 'Petrov', 'Larsen', 'Nakamura', 'Silva', 'Dubois', 'Kowalski', 'Walsh', 'Cheruiyot', 'Haddad', 'Olsen']
countries = ['USA', 'KEN', 'GBR', 'JPN', 'GER', 'ITA', 'ESP', 'FRA', 'CAN', 'ETH', 'NOR', 'BRA']
cweights = [10, 3, 6, 4, 4, 3, 3, 3, 4, 2, 2, 2]
age_groups = ['18-29', '30-39', '40-49', '50-59', '60+']
rows = []
n = 283
bibs = random.sample(range(100, 3000), n)
for i in range(n):
    g = random.choices(['M', 'F'], weights=[55, 45])[0]
    name = random.choice(first_m if g == 'M' else first_f) + ' ' + random.choice(lasts)
    ag = random.choices(age_groups, weights=[5, 7, 6, 4, 2])[0]
    c = random.choices(countries, weights=cweights)[0]
    base = 3.3 if g == 'M' else 3.7
    base += {'18-29': 0.0, '30-39': 0.05, '40-49': 0.25, '50-59': 0.5, '60+': 0.85}[ag]
    if c in ('KEN', 'ETH'):
        base -= 0.45
    secs = int(max(2.05, random.gauss(base + 0.5, 0.55)) * 3600)
    dnf = random.random() < 0.06
    if dnf:
        ft = ''
        pace = ''
        half = '' if random.random() < 0.5 else str(dt.timedelta(seconds=int(secs * 0.48)))
    else:
        ft = f"{secs // 3600}:{secs % 3600 // 60:02d}:{secs % 60:02d}"
        p = secs / 42.195
        pace = f"{int(p // 60)}:{int(p % 60):02d}"
        half = str(dt.timedelta(seconds=int(secs * random.uniform(0.46, 0.5))))
    rows.append([bibs[i], name, g, ag, c, ft, pace, half, 'Y' if dnf else 'N', secs if not dnf else None])
fin = sorted([r for r in rows if r[8] == 'N'], key=lambda r: r[9])
place = {id(r): k + 1 for k, r in enumerate(fin)}
out = []
for r in fin + [r for r in rows if r[8] == 'Y']:
    out.append([place.get(id(r), ''), r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8]])
w('marathon_results.csv',
  ['Place', 'Bib #', 'Runner Name', 'Gender', 'AgeGroup', 'Country', 'Finish Time', 'Pace (min/km)', 'Half Split', 'DNF'],
  out)

# ---------------------------------------------------------------- (c) restaurant POS line items
menu = {
    'Starter': [('Garlic Bread', 6.50), ('Calamari', 12.50), ('Soup of the Day', 7.00), ('Caesar Salad', 9.75)],
    'Main': [('Ribeye Steak', 34.00), ('Salmon Fillet', 26.50), ('Mushroom Risotto', 19.00), ('Chicken Parm', 21.50), ('Burger', 16.00)],
    'Dessert': [('Tiramisu', 8.50), ('Cheesecake', 8.00), ('Gelato', 6.00)],
    'Beverage': [('House Red (glass)', 11.00), ('Draft IPA', 8.00), ('Soda', 3.50), ('Espresso', 3.75), ('Sparkling Water', 4.50)],
    'Side': [('Fries', 5.00), ('Side Salad', 5.50)],
}
servers = ['Alex', 'Brianna', 'Carlos', 'Dana', 'Eli']
rows = []
oid = 50211
t0 = dt.datetime(2024, 6, 3, 11, 30)
while len(rows) < 262:
    t = t0 + dt.timedelta(days=random.randint(0, 27), minutes=random.randint(0, 600))
    srv = random.choice(servers)
    tbl = random.randint(1, 18)
    cats = ['Main']
    if random.random() < 0.5: cats.append('Starter')
    cats += ['Beverage'] * random.randint(0, 2)
    if random.random() < 0.35: cats.append('Dessert')
    if random.random() < 0.25: cats.append('Side')
    lines_ = []
    for c in cats:
        item, price = random.choice(menu[c])
        qty = random.choices([1, 2, 3, 4], weights=[6, 3, 1, 0.5])[0]
        lines_.append((item, c, qty, price))
    subtotal = sum(q * p for _, _, q, p in lines_)
    tip = round(subtotal * random.choice([0.0, 0.15, 0.18, 0.18, 0.2, 0.2, 0.22]), 2)
    pay = random.choices(['Card', 'Cash', 'Apple Pay'], weights=[6, 2, 2])[0]
    for k, (item, c, qty, price) in enumerate(lines_):
        rows.append([oid, k + 1, t.strftime('%Y-%m-%d %H:%M'), tbl, srv, item, c, qty, f"${price:.2f}", f"${qty*price:.2f}",
                     f"{tip:.2f}" if k == 0 else '', pay, 'Y' if random.random() < 0.03 else 'N'])
    oid += random.choice([1, 1, 1, 2])
w('pos_line_items.csv',
  ['order_id', 'line_no', 'timestamp', 'table_no', 'server', 'item_name', 'category', 'Qty', 'unit_price', 'line_total', 'tip_amt', 'payment_type', 'comped'],
  rows)

# ---------------------------------------------------------------- (d) grant applications
orgs = ['Riverbend Food Bank', 'Youth Arts Collective', 'Green Valley Land Trust', 'Northside Literacy Project', 'Harbor Health Clinic',
        'Open Door Shelter', 'STEM Girls Initiative', 'Eastside Seniors Network', 'Clearwater Watershed Council', 'Refugee Welcome Center',
        'Mountain Music School', 'Community Tool Library', 'Bright Futures Tutoring', 'Main Street Theater', 'Urban Orchard Co-op',
        'Veterans Bridge', 'Lakeside Animal Rescue', 'Hope Recovery House', 'Digital Inclusion Lab', 'Westfield Historical Society']
areas = ['Education', 'Health', 'Arts & Culture', 'Environment', 'Housing', 'Food Security']
reviewers = ['Dr. K. Ames', 'P. Ortiz', 'H. Lindqvist', 'B. Osei']
regions = ['North', 'South', 'East', 'West']
rows = []
n = 236
for i in range(n):
    org = random.choice(orgs)
    area = random.choice(areas)
    req = random.choice([5000, 7500, 10000, 12500, 15000, 20000, 25000, 30000, 40000, 50000, 75000, 100000])
    d = dt.date(2022, 1, 1) + dt.timedelta(days=random.randint(0, 1000))
    score = random.choices(range(1, 11), weights=[1, 2, 3, 4, 5, 6, 6, 5, 3, 2])[0]
    if d > dt.date(2024, 8, 1) and random.random() < 0.6:
        status = 'Pending'
    elif random.random() < 0.05:
        status = 'Withdrawn'
    elif score >= 7 or (score >= 5 and random.random() < 0.3):
        status = 'Awarded'
    else:
        status = 'Rejected'
    if status == 'Awarded':
        aw = req if random.random() < 0.45 else round(req * random.choice([0.5, 0.6, 0.75, 0.8]), -2)
        aw_s = f"${aw:,.0f}"
    else:
        aw_s = ''
    sc = '' if status in ('Pending', 'Withdrawn') and random.random() < 0.7 else str(score)
    rows.append([f"GA-{2022 + (d.year - 2022)}-{i + 1:04d}", org, area, f"${req:,.0f}", aw_s, status, d.strftime('%d/%m/%Y'),
                 random.choice(reviewers), sc, random.choice(['Yes', 'No', 'No']), random.choice(regions)])
w('grant_applications.csv',
  ['Application ID', 'Applicant Organization', 'programArea', 'Requested Amt ($)', 'Awarded Amt ($)', 'Status', 'Submitted (DD/MM/YYYY)',
   'Lead Reviewer', 'Reviewer Score (1-10)', 'First-time Applicant?', 'Region'],
  rows)

# ---------------------------------------------------------------- (e) fleet work orders
trucks = [f"TRK-{k:03d}" for k in range(101, 125)]
work_types = ['Preventive Maintenance', 'Brake Repair', 'Tire Replacement', 'Engine Repair', 'Transmission', 'Electrical', 'DOT Inspection', 'Body Work']
vendors = ['In-House', 'Midwest Truck Service', 'Rush Peterbilt', 'TA Truck Service', "Bob's Diesel"]
rows = []
odo = {t: random.randint(80000, 420000) for t in trucks}
n = 268
for i in range(n):
    t = random.choice(trucks)
    odo[t] += random.randint(500, 9000)
    wt = random.choices(work_types, weights=[8, 4, 4, 2, 1, 3, 3, 1])[0]
    pri = random.choices(['High', 'Medium', 'Low'], weights=[2, 4, 3])[0]
    if wt in ('Engine Repair', 'Transmission'): pri = 'High'
    parts = {'Preventive Maintenance': 180, 'Brake Repair': 650, 'Tire Replacement': 1400, 'Engine Repair': 4200, 'Transmission': 5200,
             'Electrical': 380, 'DOT Inspection': 40, 'Body Work': 1500}[wt] * random.uniform(0.5, 1.6)
    parts = round(parts, 2)
    hrs = round({'Preventive Maintenance': 2.5, 'Brake Repair': 4, 'Tire Replacement': 2, 'Engine Repair': 14, 'Transmission': 12,
                 'Electrical': 3.5, 'DOT Inspection': 1.5, 'Body Work': 9}[wt] * random.uniform(0.5, 1.5) * 2) / 2
    vendor = random.choices(vendors, weights=[6, 3, 2, 2, 2])[0]
    op = dt.date(2023, 7, 1) + dt.timedelta(days=random.randint(0, 540))
    cl = op + dt.timedelta(days=random.choices([0, 1, 2, 3, 5, 8, 14], weights=[3, 4, 3, 2, 2, 1, 1])[0])
    is_open = op > dt.date(2024, 12, 1) and random.random() < 0.5
    fmt_o = random.choice(['%Y-%m-%d', '%m/%d/%Y', '%b %d, %Y'])
    rows.append([f"WO{24000 + i}", t, f"{odo[t]:,}", wt, pri, money(parts, dollar=False, sep=True), hrs, vendor,
                 op.strftime(fmt_o), '' if is_open else cl.strftime(fmt_o), 'Open' if is_open else 'Closed',
                 random.choice(['1', '0', '0', '0']), random.choice(['', '', '', 'waiting on parts', 'repeat issue', 'roadside call'])])
w('fleet_work_orders.csv',
  ['WO_Number', 'Truck ID', 'Odometer (mi)', 'Work Type', 'Priority', 'Parts Cost ($)', 'Labor Hrs', 'Vendor', 'Opened', 'Closed',
   'WO Status', 'warranty_claim', 'Tech Notes'],
  rows)
print('ok')
