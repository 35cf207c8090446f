import csv, random, datetime as dt
random.seed(10126)
D0 = dt.date(2024, 1, 1)
def rdate(): return D0 + dt.timedelta(days=random.randint(0, 365))
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

# 1 golf buggy hire: snake_case, ISO date, plain money, Y/N
rows = []
members = ['M%04d' % random.randint(100, 999) for _ in range(60)]
for i in range(random.randint(220, 280)):
    bt = random.choices(['Single', 'Double', 'Electric Deluxe'], [3, 5, 2])[0]
    holes = random.choice([9, 18, 18])
    hours = round(random.choice([1.5, 2, 2.5, 3, 4, 4.5, 5]) if holes == 18 else random.choice([1, 1.5, 2]), 1)
    fee = {'Single': 18, 'Double': 25, 'Electric Deluxe': 40}[bt] * (1 if holes == 9 else 1.8)
    fee = round(fee + random.choice([0, 0, 5, 7.5]), 2)
    ex = random.sample(['gps', 'cooler', 'umbrella', 'rain cover', 'scorecard holder'], random.choice([0, 0, 1, 1, 2, 3]))
    rows.append({'hire_id': 'GB-%05d' % (1000 + i), 'hire_date': rdate().isoformat(), 'member_id': random.choice(members),
                 'course': random.choices(['Oak Valley', 'Links North', 'Pine Ridge', 'Lakeside'], [4, 3, 3, 2])[0],
                 'buggy_type': bt, 'holes': holes, 'hours': hours, 'fee': ('%.2f' % fee) if random.random() > 0.03 else '',
                 'deposit_returned': random.choice(['Y'] * 9 + ['N']), 'damage_reported': random.choice(['Y'] + ['N'] * 8),
                 'battery_pct_end': random.randint(5, 95) if random.random() > 0.05 else '', 'extras': ', '.join(ex)})
with open('golf_buggy_hire.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 pool table repairs: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
rows = []
custs = ['C-%03d' % random.randint(1, 400) for _ in range(70)]
techs = ['Rita Gomez', 'Dan Osei', 'Lena Park', 'Tom Hardy', 'Priya Nair']
for i in range(random.randint(220, 280)):
    rt = random.choices(['Recloth', 'Level', 'Cushion Replace', 'Pocket Repair', 'Slate Reseal'], [4, 3, 2, 3, 1])[0]
    lab = round(random.uniform(0.5, 6), 1)
    tot = round(lab * 65 + {'Recloth': 350, 'Level': 40, 'Cushion Replace': 280, 'Pocket Repair': 90, 'Slate Reseal': 160}[rt] * random.uniform(0.8, 1.4), 2)
    req = rdate()
    comp = '' if random.random() < 0.08 else (req + dt.timedelta(days=random.randint(0, 14))).strftime('%m/%d/%Y')
    parts = random.sample(['felt', 'rubber cushions', 'pocket liners', 'bolts', 'wax', 'shims', 'rail caps'], random.choice([1, 1, 2, 3]))
    rows.append({'ticketId': 'PT%04d' % (3000 + i), 'customerId': random.choice(custs),
                 'venueType': random.choices(['Bar', 'Home', 'Club', 'Hotel'], [4, 4, 2, 1])[0],
                 'requestDate': req.strftime('%m/%d/%Y'), 'completedDate': comp, 'technician': random.choice(techs),
                 'tableSize': random.choices(['7ft', '8ft', '9ft'], [4, 4, 2])[0], 'repairType': rt, 'laborHours': lab,
                 'invoiceTotal': '${:,.2f}'.format(tot), 'warrantyClaim': random.choice(['TRUE'] + ['FALSE'] * 6),
                 'rating': random.choices([1, 2, 3, 4, 5, ''], [1, 1, 3, 6, 7, 3])[0], 'partsUsed': ', '.join(parts)})
with open('pool_table_repairs.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 cake decorating classes: Title Case w/ units, DD-Mon-YYYY, €37.50, Yes/No
rows = []
studs = ['ST%03d' % random.randint(1, 300) for _ in range(65)]
for i in range(random.randint(220, 280)):
    ct = random.choices(['Buttercream Basics', 'Fondant Figures', 'Sugar Flowers', 'Wedding Tiers', 'Kids Cupcakes'], [5, 3, 3, 1, 2])[0]
    dur = {'Buttercream Basics': 120, 'Fondant Figures': 150, 'Sugar Flowers': 180, 'Wedding Tiers': 240, 'Kids Cupcakes': 90}[ct]
    price = {'Buttercream Basics': 45, 'Fondant Figures': 55, 'Sugar Flowers': 65, 'Wedding Tiers': 95, 'Kids Cupcakes': 25}[ct] + random.choice([0, 0, 2.5, 7.5])
    d = rdate()
    sk = random.sample(['piping', 'colouring', 'stacking', 'modelling', 'airbrush', 'lettering'], random.choice([1, 2, 2, 3]))
    rows.append({'Booking Ref': 'CK-%d' % (7000 + i), 'Class Date': '%02d-%s-%d' % (d.day, MON[d.month - 1], d.year),
                 'Student ID': random.choice(studs), 'Class Type': ct,
                 'Instructor': random.choices(['Marie Laurent', 'Jo Fitzgerald', 'Ana Silva', 'Ben Kruger'], [3, 3, 2, 2])[0],
                 'Duration (min)': dur, 'Price (€)': '€%.2f' % price, 'Seats': random.choices([1, 2, 3, 4], [10, 5, 1, 1])[0],
                 'Attended': random.choice(['Yes'] * 7 + ['No']), 'Discount (%)': random.choice([0, 0, 0, 0, 10, 15, 20, '']),
                 'Skills Covered': ', '.join(sk), 'Dietary Notes': random.choice(['', '', '', '', 'gluten free', 'vegan', 'nut allergy'])})
with open('cake_decorating_classes.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 parking garage passes: ABBREV_UPPER, ISO date-times, plain money, 1/0
rows = []
holders = ['H%05d' % random.randint(10000, 99999) for _ in range(75)]
for i in range(random.randint(220, 280)):
    pt = random.choices(['Daily', 'Weekly', 'Monthly', 'Annual'], [4, 3, 4, 1])[0]
    vc = random.choices(['Car', 'SUV', 'Motorcycle', 'Van'], [6, 3, 1, 1])[0]
    amt = {'Daily': 14, 'Weekly': 60, 'Monthly': 190, 'Annual': 1900}[pt] * {'Car': 1, 'SUV': 1.15, 'Motorcycle': 0.5, 'Van': 1.3}[vc]
    d = dt.datetime.combine(rdate(), dt.time(random.randint(6, 21), random.randint(0, 59), random.randint(0, 59)))
    z = sorted(random.sample(['A', 'B', 'C', 'D', 'Roof'], random.choice([1, 1, 2, 3])))
    rows.append({'PASS_NO': 'P%06d' % (500000 + i * 7), 'ISSUE_DTTM': d.strftime('%Y-%m-%d %H:%M:%S'), 'HOLDER_ID': random.choice(holders),
                 'LVL': random.choice(['L1', 'L2', 'L3', 'L4', 'B1']), 'PASS_TYP': pt, 'VEH_CLS': vc,
                 'AMT_PD': round(amt, 2) if random.random() > 0.04 else '', 'EV_FLG': random.choice([1, 0, 0, 0]),
                 'RENEW_FLG': random.choice([1, 0, 0]), 'ENTRIES_CNT': random.randint(1, {'Daily': 1, 'Weekly': 7, 'Monthly': 30, 'Annual': 300}[pt]),
                 'ZONES': ', '.join(z)})
with open('parking_garage_passes.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 escape room maintenance: lowercase words, DD/MM/YYYY, money '12.50 USD'?? -> plain with 'USD', true/false
rows = []
staff = ['S%02d' % k for k in range(1, 19)]
for i in range(random.randint(220, 280)):
    cat = random.choices(['Lock', 'Prop', 'Lighting', 'Audio', 'Puzzle Electronics', 'Cleaning'], [4, 4, 2, 2, 3, 3])[0]
    pri = random.choices(['Low', 'Medium', 'High', 'Critical'], [4, 4, 2, 1])[0]
    d = rdate()
    props = random.sample(['padlock', 'bookshelf', 'safe', 'uv torch', 'keypad', 'mirror', 'chest'], random.choice([0, 1, 1, 2]))
    rows.append({'work order': 'WO-%d' % (9100 + i), 'logged on': d.strftime('%d/%m/%Y'),
                 'room': random.choices(['Pharaoh Tomb', 'Bank Heist', 'Haunted Manor', 'Space Station', 'Pirate Cove'], [3, 3, 3, 2, 2])[0],
                 'staff id': random.choice(staff), 'issue category': cat, 'priority': pri,
                 'minutes spent': random.randint(5, 180) if random.random() > 0.04 else '',
                 'parts cost usd': ('%.2f' % random.choice([0, 0, 0, 4.99, 12.5, 19.99, 35, 60, 120.75])),
                 'resolved': random.choice(['true'] * 6 + ['false']), 'guest caused': random.choice(['true', 'false', 'false']),
                 'room closed hrs': random.choice([0, 0, 0, 0.5, 1, 2, 4]), 'affected props': ', '.join(props)})
with open('escape_room_maintenance.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
