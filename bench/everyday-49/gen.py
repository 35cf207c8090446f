import csv, random, datetime as dt
random.seed(8248)
R = random
def d0(y=2024, m=1, d=1): return dt.date(y, m, d)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

# 1 parcel lockers: snake_case, ISO dates, plain numbers, Y/N
rows = []
sites = ['Central Station', 'Harbor Mall', 'Elm Street', 'University', 'Airport P2']
couriers = ['DHL', 'UPS', 'PostNord', 'DPD', 'GLS']
custs = [f"C{n:04d}" for n in R.sample(range(1000, 9999), 70)]
flagset = ['fragile', 'oversize', 'perishable', 'cod', 'age check']
n = R.randint(220, 280)
for i in range(n):
    drop = d0() + dt.timedelta(days=R.randint(0, 273))
    size = R.choices(['S', 'M', 'L'], [5, 3, 2])[0]
    wait = R.choices(range(0, 8), [20, 30, 18, 10, 7, 5, 4, 6])[0]
    ret = 'Y' if wait >= 7 and R.random() < 0.6 else 'N'
    pick = '' if ret == 'Y' else (drop + dt.timedelta(days=wait)).isoformat()
    fee = {'S': 2.5, 'M': 3.5, 'L': 4.5}[size] + (1.0 if wait > 3 else 0)
    w = round(R.uniform(0.2, 3) if size == 'S' else R.uniform(1, 8) if size == 'M' else R.uniform(4, 20), 1)
    fl = ', '.join(sorted(R.sample(flagset, R.choices([0, 1, 2], [6, 3, 1])[0])))
    rows.append(dict(parcel_id=f"PL{50000+i}", locker_site=R.choice(sites), courier=R.choices(couriers, [4, 3, 2, 2, 1])[0],
                     customer_id=R.choice(custs), dropoff_date=drop.isoformat(), pickup_date=pick, size_class=size,
                     weight_kg='' if R.random() < 0.05 else w, storage_fee=fee, signature_required=R.choice('YNNN'),
                     returned_to_sender=ret, flags=fl))
with open('parcel_lockers.csv', 'w', newline='') as f:
    wr = csv.DictWriter(f, rows[0].keys()); wr.writeheader(); wr.writerows(rows)

# 2 vineyard loads: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
rows = []
blocks = {'North Slope': 'Pinot Noir', 'Creek Bench': 'Chardonnay', 'Old Vines': 'Zinfandel', 'Hilltop': 'Cabernet Sauvignon', 'River Flat': 'Sauvignon Blanc', 'East Terrace': 'Pinot Noir'}
price = {'Pinot Noir': 2400, 'Chardonnay': 1800, 'Zinfandel': 1600, 'Cabernet Sauvignon': 2900, 'Sauvignon Blanc': 1500}
growers = ['G-101', 'G-102', 'G-117', 'G-130', 'G-145', 'G-152', 'G-160', 'G-171']
drivers = ['Ramirez', 'Chen', 'Okafor', 'Lindqvist', 'Patel']
defs = ['mold', 'MOG', 'sunburn', 'raisining', 'bird damage']
n = R.randint(220, 280)
for i in range(n):
    day = dt.date(2024, 8, 12) + dt.timedelta(days=R.randint(0, 75))
    b = R.choice(list(blocks)); v = blocks[b]
    tons = round(R.uniform(2.0, 9.5), 2)
    brix = round(R.gauss(24 if v != 'Sauvignon Blanc' else 21.5, 1.3), 1)
    rej = 'TRUE' if R.random() < 0.07 else 'FALSE'
    ppt = price[v] + R.choice([-100, 0, 0, 100, 200])
    val = 0.0 if rej == 'TRUE' else round(tons * ppt, 2)
    df = ', '.join(R.sample(defs, R.choices([0, 1, 2, 3], [10, 5, 2, 1])[0]))
    rows.append(dict(loadId=f"L{2024000+i}", harvestDate=day.strftime('%m/%d/%Y'), vineyardBlock=b, grapeVariety=v,
                     growerId=R.choice(growers), netTons=tons, brixReading='' if R.random() < 0.04 else brix,
                     pricePerTon=f"${ppt:,.2f}", loadValue=f"${val:,.2f}", machineHarvested=R.choice(['TRUE', 'FALSE', 'TRUE']),
                     rejected=rej, defectNotes=df, truckDriver=R.choice(drivers)))
with open('vineyard_loads.csv', 'w', newline='') as f:
    wr = csv.DictWriter(f, rows[0].keys()); wr.writeheader(); wr.writerows(rows)

# 3 trade show leads: Title Case with units, DD-Mon-YYYY, €, Yes/No
rows = []
shows = [('Hannover Messe', d0(2024, 4, 22)), ('Web Summit', d0(2024, 11, 12)), ('MWC Barcelona', d0(2024, 2, 26)), ('IFA Berlin', d0(2024, 9, 6)), ('VivaTech', d0(2024, 5, 22))]
reps = ['Anna Keller', 'Marco Bianchi', 'Sophie Laurent', 'Jonas Berg', 'Elif Yilmaz']
countries = ['Germany', 'France', 'Spain', 'Italy', 'Netherlands', 'Portugal', 'Poland', 'UK']
interests = ['analytics', 'IoT', 'security', 'cloud', 'training', 'support']
accts = [f"ACC-{n}" for n in R.sample(range(300, 999), 90)]
n = R.randint(220, 280)
for i in range(n):
    s, sd = R.choices(shows, [5, 4, 3, 3, 2])[0]
    day = sd + dt.timedelta(days=R.randint(0, 3))
    size = R.choice([10, 25, 50, 120, 250, 500, 1200, 5000])
    val = round(R.lognormvariate(9.3, 0.8) / 50) * 50 + R.choice([0, 0, 37.5])
    qual = 'Yes' if R.random() < (0.3 + (0.2 if size >= 250 else 0)) else 'No'
    fu = 'Yes' if (qual == 'Yes' and R.random() < 0.9) or R.random() < 0.3 else 'No'
    mins = R.choice([5, 10, 10, 15, 20, 30, 45])
    it = ', '.join(R.sample(interests, R.choices([1, 2, 3], [5, 3, 1])[0]))
    rows.append({'Lead ID': f"TS-{i+1:04d}", 'Show Name': s, 'Capture Date': f"{day.day:02d}-{MON[day.month-1]}-{day.year}",
                 'Booth Rep': R.choice(reps), 'Account ID': R.choice(accts), 'Country': R.choice(countries),
                 'Company Size (Employees)': '' if R.random() < 0.06 else size,
                 'Est. Deal Value (€)': f"€{val:,.2f}", 'Interest Areas': it, 'Qualified': qual, 'Follow-up Sent': fu,
                 'Meeting Length (min)': '' if R.random() < 0.05 else mins})
with open('trade_show_leads.csv', 'w', newline='') as f:
    wr = csv.DictWriter(f, rows[0].keys()); wr.writeheader(); wr.writerows(rows)

# 4 dry cleaning: UPPER abbrev, ISO datetimes, plain money, 1/0
rows = []
branches = ['DTWN', 'WEST', 'NRTH', 'MALL']
svc = {'DRY CLEAN': 6.5, 'LAUNDER/PRESS': 3.25, 'ALTERATION': 12.0, 'LEATHER': 28.0, 'WEDDING GOWN': 145.0}
clerks = ['MJ', 'TK', 'RB', 'AL', 'SP']
stains = ['wine', 'oil', 'ink', 'coffee', 'grass', 'blood']
cids = [f"{n}" for n in R.sample(range(10000, 99999), 80)]
n = R.randint(220, 280)
for i in range(n):
    t = dt.datetime(2024, 1, 2, 7, 0) + dt.timedelta(days=R.randint(0, 330), minutes=R.randint(0, 660))
    s = R.choices(list(svc), [10, 6, 3, 1, 0.5])[0]
    q = 1 if s == 'WEDDING GOWN' else R.choices(range(1, 9), [6, 5, 4, 3, 2, 1, 1, 1])[0]
    ex = 1 if R.random() < 0.2 else 0
    ready = t + dt.timedelta(hours=(24 if ex else R.choice([48, 72, 96, 120])))
    amt = round(q * svc[s] * (1.5 if ex else 1), 2)
    st = ', '.join(R.sample(stains, R.choices([0, 1, 2], [6, 3, 1])[0]))
    rows.append(dict(ORD_NO=f"{700000+i}", CUST_ID=R.choice(cids), BRNCH=R.choice(branches),
                     RCVD_TS=t.strftime('%Y-%m-%dT%H:%M:%S'), RDY_TS='' if R.random() < 0.04 else ready.strftime('%Y-%m-%dT%H:%M:%S'),
                     SVC_TYPE=s, QTY_ITM=q, AMT_DUE=amt, EXP_FLG=ex, PAID_FLG=1 if R.random() < 0.85 else 0,
                     STAIN_CDS=st, CLRK=R.choice(clerks)))
with open('dry_cleaning.csv', 'w', newline='') as f:
    wr = csv.DictWriter(f, rows[0].keys()); wr.writeheader(); wr.writerows(rows)

# 5 ski school: lowercase with spaces, YYYY/MM/DD, "CHF 85.00", true/false
rows = []
instr = ['Lukas', 'Mia', 'Noah', 'Lea', 'Finn', 'Emma']
levels = ['beginner', 'intermediate', 'advanced']
skills = ['snowplough', 'parallel turns', 'moguls', 'carving', 'off-piste', 'stopping']
students = [f"S{n}" for n in R.sample(range(100, 999), 100)]
n = R.randint(220, 280)
season = [d0(2024, 1, 2) + dt.timedelta(days=k) for k in range(0, 95)] + [d0(2024, 12, 14) + dt.timedelta(days=k) for k in range(0, 18)]
for i in range(n):
    day = R.choice(season)
    typ = R.choices(['private', 'group', 'kids club'], [3, 5, 2])[0]
    lv = R.choices(levels, [5, 3, 2])[0]
    dur = R.choice([1, 2, 2, 3]) if typ == 'private' else R.choice([2, 3, 3, 6])
    gs = 1 if typ == 'private' else R.randint(3, 10)
    price = (95 * dur) if typ == 'private' else (40 * dur if typ == 'group' else 35 * dur)
    comp = 'false' if R.random() < 0.08 else 'true'
    rating = '' if comp == 'false' or R.random() < 0.15 else R.choices([2, 3, 4, 5], [1, 3, 6, 5])[0]
    sk = ', '.join(R.sample(skills, R.choices([1, 2], [3, 2])[0]))
    rows.append({'booking ref': f"SK{30000+i}", 'lesson date': day.strftime('%Y/%m/%d'), 'instructor': R.choice(instr),
                 'student id': R.choice(students), 'lesson type': typ, 'level': lv, 'group size': gs, 'duration hrs': dur,
                 'price': f"CHF {price:.2f}", 'rental included': R.choice(['true', 'false', 'false']), 'completed': comp,
                 'skills covered': sk, 'rating': rating})
with open('ski_lessons.csv', 'w', newline='') as f:
    wr = csv.DictWriter(f, rows[0].keys()); wr.writeheader(); wr.writerows(rows)
