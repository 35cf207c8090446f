import csv, random, datetime as dt
random.seed(10108)
D0 = dt.date(2024, 1, 1)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rday(days=365): return D0 + dt.timedelta(days=random.randrange(days))
def usd(x): return '${:,.2f}'.format(x)

# 1 farm_stand_sales: snake_case, ISO date, plain money, Y/N, tags
rows = []
prods = {'Tomatoes': ('Vegetable', 3.5), 'Sweet Corn': ('Vegetable', 0.75), 'Strawberries': ('Fruit', 6.0),
         'Apples': ('Fruit', 2.25), 'Honey': ('Pantry', 12.0), 'Eggs': ('Pantry', 5.5), 'Pumpkins': ('Vegetable', 8.0),
         'Peaches': ('Fruit', 4.0)}
pw = [18, 14, 12, 16, 8, 14, 6, 10]
custs = ['C%03d' % i for i in range(1, 41)]
tagpool = ['local', 'seasonal', 'pick-your-own', 'bulk', 'gift', 'seconds']
n = 246
for i in range(n):
    p = random.choices(list(prods), pw)[0]
    cat, price = prods[p]
    q = random.choice([1, 1, 2, 2, 3, 4, 5, 6, 10, 12])
    d = rday(304)
    tags = ', '.join(sorted(random.sample(tagpool, random.choice([0, 1, 1, 2, 2, 3])), key=tagpool.index))
    rows.append({'sale_id': 5001 + i, 'sale_date': d.isoformat(),
                 'customer_id': random.choice(custs[:15] * 3 + custs) if random.random() > 0.12 else '',
                 'stand_location': random.choices(['North Road', 'Mill Lane', 'Church Street', 'Riverside'], [4, 3, 2, 2])[0],
                 'product': p, 'category': cat, 'qty': q, 'unit_price': '%.2f' % price,
                 'total': '%.2f' % (q * price), 'payment_method': random.choices(['Cash', 'Card', 'Mobile'], [5, 4, 2])[0],
                 'organic': random.choice('YYN') if random.random() > 0.05 else '', 'tags': tags,
                 'staff': random.choice(['Ruth', 'Dale', 'Omar', 'Keiko'])})
rows.sort(key=lambda r: (r['sale_date'], r['sale_id']))
with open('farm_stand_sales.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 piano_lesson_invoices: camelCase, MM/DD/YYYY, $1,234.56, true/false, focusAreas
rows = []
studs = ['S%02d' % i for i in range(1, 36)]
lvl = {s: random.choice(['Beginner', 'Beginner', 'Intermediate', 'Advanced']) for s in studs}
teach = {s: random.choice(['Ms. Alvarez', 'Mr. Chen', 'Mrs. Okafor']) for s in studs}
rate = {30: 32.0, 45: 45.0, 60: 58.0}
focus = ['scales', 'sight-reading', 'theory', 'repertoire', 'exam prep', 'improvisation']
for i in range(232):
    s = random.choice(studs)
    mins = random.choice([30, 30, 45, 45, 60]) if lvl[s] != 'Advanced' else random.choice([45, 60, 60])
    nl = random.choice([2, 3, 4, 4, 4, 5])
    d = rday(334)
    amt = nl * rate[mins]
    paid = random.random() < 0.78
    pdate = (d + dt.timedelta(days=random.randint(0, 40))).strftime('%m/%d/%Y') if paid else ''
    late = random.choice(['', '', '', '15.00']) if not paid or random.random() < 0.1 else ''
    rows.append({'invoiceNo': 'INV-%04d' % (1200 + i), 'invoiceDate': d.strftime('%m/%d/%Y'), 'studentId': s,
                 'studentLevel': lvl[s], 'teacher': teach[s], 'lessonMinutes': mins, 'lessonsBilled': nl,
                 'amountDue': usd(amt), 'paid': 'true' if paid else 'false', 'paymentDate': pdate,
                 'lateFee': ('$' + late) if late else '',
                 'focusAreas': ', '.join(random.sample(focus, random.choice([1, 1, 2, 3])))})
with open('piano_lesson_invoices.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 key_locker_rentals: Title Case with units, DD-Mon-YYYY, €37.50, Yes/No, Access Methods
rows = []
mem = ['M%04d' % i for i in range(100, 150)]
sizes = {'Small': (2.5, 20), 'Medium': (4.0, 30), 'Large': (6.5, 50)}
access = ['PIN', 'RFID fob', 'App unlock', 'Physical key']
for i in range(258):
    sz = random.choices(list(sizes), [5, 4, 2])[0]
    daily, dep = sizes[sz]
    days = random.choice([1, 1, 2, 3, 7, 7, 14, 30, 30])
    d = rday(366)
    rent = daily * days * (0.8 if days >= 30 else 1)
    ret = random.random() < 0.9
    rows.append({'Rental Ref': 'KL-%05d' % (30000 + i), 'Start Date': '%02d-%s-%d' % (d.day, MON[d.month - 1], d.year),
                 'Site': random.choices(['Central Station', 'Harbour Mall', 'University Gym', 'Airport T2'], [4, 3, 3, 2])[0],
                 'Member ID': random.choice(mem) if random.random() > 0.1 else '',
                 'Locker Size': sz, 'Duration (days)': days, 'Deposit (€)': '€%.2f' % dep, 'Rent (€)': '€%.2f' % rent,
                 'Keys Issued': random.choice([1, 1, 1, 2]), 'Key Returned': 'Yes' if ret else 'No',
                 'Damage Reported': 'Yes' if random.random() < 0.07 else 'No',
                 'Access Methods': ', '.join(random.sample(access, random.choice([1, 1, 2]))) if random.random() > 0.04 else ''})
with open('key_locker_rentals.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 rug_cleaning_jobs: UPPER abbreviations, ISO datetime, plain money, 1/0, ISSUES
rows = []
rc = ['R%03d' % i for i in range(1, 61)]
rtypes = {'Persian': 4.2, 'Shag': 2.6, 'Wool Berber': 3.0, 'Jute': 2.0, 'Silk': 6.5, 'Synthetic': 1.8}
iss = ['pet stains', 'fringe wear', 'odor', 'color bleed', 'moth damage', 'wine stain']
for i in range(238):
    t = random.choices(list(rtypes), [4, 3, 4, 2, 1, 4])[0]
    area = random.choice([20, 24, 30, 35, 40, 48, 54, 60, 70, 80, 96, 120])
    svc = random.choices(['Standard', 'Deep Clean', 'Restoration'], [6, 3, 1])[0]
    stain = random.random() < 0.35
    price = area * rtypes[t] * {'Standard': 1, 'Deep Clean': 1.4, 'Restoration': 2.2}[svc] + (25 if stain else 0)
    d = dt.datetime(2024, 1, 1, 8) + dt.timedelta(days=random.randrange(300), minutes=random.randrange(0, 600, 15))
    rows.append({'JOB_NO': 'J%04d' % (700 + i), 'JOB_DT': d.strftime('%Y-%m-%dT%H:%M:%S'),
                 'CUST_ID': random.choice(rc[:20] * 2 + rc), 'RUG_TYPE': t, 'AREA_SQFT': area, 'SVC_TYPE': svc,
                 'TECH': random.choice(['BK', 'LM', 'TS', 'AJ', 'PR']), 'PRICE_USD': '%.2f' % price,
                 'STAIN_TRT': 1 if stain else 0, 'PICKUP': random.choice([1, 1, 0]),
                 'DAYS_TO_RTN': random.choice([2, 3, 3, 4, 5, 5, 7, 10]) if random.random() > 0.06 else '',
                 'RATING': random.choices([1, 2, 3, 4, 5], [1, 2, 5, 10, 12])[0] if random.random() > 0.2 else '',
                 'ISSUES': ', '.join(random.sample(iss, random.choice([0, 0, 1, 1, 2])))})
with open('rug_cleaning_jobs.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 scooter_repair_tickets: lower-case words with spaces / '#', DD/MM/YYYY, £, TRUE/FALSE, parts used
rows = []
cr = ['CR-%03d' % i for i in range(1, 56)]
faults = ['Battery', 'Brakes', 'Tyre', 'Controller', 'Display', 'Motor']
parts = {'Battery': ['battery pack', 'BMS board'], 'Brakes': ['brake pads', 'brake cable'], 'Tyre': ['inner tube', 'tyre'],
         'Controller': ['controller'], 'Display': ['display unit', 'throttle'], 'Motor': ['hub motor', 'bearings']}
pc = {'battery pack': 180, 'BMS board': 45, 'brake pads': 12, 'brake cable': 8, 'inner tube': 9, 'tyre': 28,
      'controller': 75, 'display unit': 55, 'throttle': 22, 'hub motor': 210, 'bearings': 15}
for i in range(264):
    fc = random.choices(faults, [3, 5, 6, 2, 2, 1])[0]
    used = random.sample(parts[fc], random.randint(1, len(parts[fc]))) if random.random() > 0.1 else []
    pcost = sum(pc[p] for p in used)
    hrs = random.choice([0.5, 0.5, 1, 1, 1.5, 2, 3])
    war = random.random() < 0.2
    lab = hrs * 40
    tot = 0 if war else pcost + lab
    d = rday(335)
    rows.append({'ticket #': 4400 + i, 'opened': d.strftime('%d/%m/%Y'), 'customer ref': random.choice(cr[:15] * 2 + cr),
                 'brand': random.choices(['Xiaomi', 'Segway', 'Pure', 'Apollo', 'Unagi'], [5, 4, 2, 2, 1])[0],
                 'fault category': fc, 'parts used': ', '.join(used), 'parts cost': '£%.2f' % pcost,
                 'labour hrs': hrs, 'total charge': '£%.2f' % tot, 'under warranty': 'TRUE' if war else 'FALSE',
                 'status': random.choices(['Closed', 'Open', 'Awaiting Parts'], [8, 2, 1])[0],
                 'mechanic': random.choice(['Ines', 'Tom', 'Bilal']) if random.random() > 0.05 else ''})
with open('scooter_repair_tickets.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, list(rows[0])); w.writeheader(); w.writerows(rows)
