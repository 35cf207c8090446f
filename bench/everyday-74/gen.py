import csv, random, datetime
random.seed(10098)
D0 = datetime.date(2024, 1, 1)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(): return D0 + datetime.timedelta(days=random.randint(0, 365))
def w(name, header, rows):
    with open(name, 'w', newline='') as f:
        cw = csv.writer(f); cw.writerow(header); cw.writerows(rows)

# 1 slip_power_bills: snake_case, ISO date, plain money, Y/N
rows = []
boaters = ['B%03d' % i for i in range(1, 61)]
docks = ['A', 'B', 'C', 'D', 'E']
vtypes = ['sailboat', 'motor yacht', 'trawler', 'catamaran', 'houseboat']
for i in range(1, 241):
    b = random.choice(boaters)
    d = random.choice(docks)
    slip = '%s-%02d' % (d, random.randint(1, 20))
    bd = rdate()
    start = random.randint(1000, 90000)
    used = int(random.lognormvariate(5.3, 0.6))
    rate = random.choice([0.18, 0.18, 0.21, 0.24, 0.24, 0.27])
    amt = round(used * rate + 12.5, 2)
    paid = random.choice(['Y', 'Y', 'Y', 'N'])
    autopay = random.choice(['Y', 'N', 'N', ''])
    tags = ', '.join(sorted(random.sample(['shore power 30A', 'shore power 50A', 'winter rate', 'late fee', 'liveaboard', 'meter swap'], random.randint(0, 2))))
    vt = random.choice(vtypes) if random.random() > 0.05 else ''
    rows.append(['SPB-%04d' % i, b, d, slip, vt, bd.isoformat(), start, start + used, used, rate, amt, paid, autopay, tags])
w('slip_power_bills.csv', ['bill_id','boater_id','dock','slip_no','vessel_type','bill_date','meter_start_kwh','meter_end_kwh','kwh_used','rate_per_kwh','amount_due','paid','autopay','surcharges'], rows)

# 2 school_photo_orders: camelCase, MM/DD/YYYY, $1,234.56, true/false
rows = []
schools = ['Maple Elementary', 'Riverside Middle', 'Oakwood High', 'Cedar Park Elementary', 'Lincoln Academy']
pkgs = [('Basic', 24.0), ('Classic', 39.0), ('Deluxe', 59.0), ('Yearbook Bundle', 89.0), ('Digital Only', 19.0)]
parents = ['P%04d' % i for i in range(1, 91)]
for i in range(1, 256):
    s = random.choice(schools)
    g = random.choice(['K', '1', '2', '3', '4', '5']) if 'Elementary' in s else random.choice(['6', '7', '8']) if 'Middle' in s else random.choice(['9', '10', '11', '12'])
    pk, price = random.choice(pkgs)
    extra = random.choice([0, 0, 0, 1, 2, 3])
    total = price + extra * 8.5
    disc = random.choice(['', '', '', 'EARLY10', 'SIBLING5'])
    if disc == 'EARLY10': total *= 0.9
    if disc == 'SIBLING5': total -= 5
    total = round(total, 2)
    if s == 'Lincoln Academy' and random.random() < 0.3: total = round(total + 120, 2)
    d = datetime.date(2024, random.choice([2, 3, 3, 4, 9, 9, 10, 10, 11]), random.randint(1, 28))
    retake = random.choice(['true', 'false', 'false', 'false', 'false'])
    bgs = ', '.join(random.sample(['blue', 'gray', 'green', 'library', 'outdoor', 'black'], random.randint(1, 3)))
    deliv = random.choice(['school pickup', 'home mail', 'school pickup', 'digital'])
    prints = random.randint(1, 12) if pk != 'Digital Only' else 0
    rows.append(['SPO%05d' % (10000 + i), random.choice(parents), s, g, d.strftime('%m/%d/%Y'), pk, prints, '${:,.2f}'.format(total), retake, bgs, deliv, disc])
w('school_photo_orders.csv', ['orderId','parentId','schoolName','gradeLevel','orderDate','packageName','printCount','orderTotal','retakeRequested','backgroundChoices','deliveryMethod','discountCode'], rows)

# 3 drain_camera_inspections: Title Case + units, DD-Mon-YYYY, €, Yes/No
rows = []
techs = ['Marek Nowak', 'Sofie Jansen', 'Luca Bianchi', 'Ana Ribeiro', 'Tom Hughes']
ptypes = ['Residential', 'Residential', 'Restaurant', 'Office', 'Apartment Block', 'Industrial']
mats = ['PVC', 'Clay', 'Cast Iron', 'Concrete', 'HDPE']
custs = ['C-%03d' % i for i in range(1, 81)]
for i in range(1, 231):
    t = random.choice(techs); pt = random.choice(ptypes); m = random.choice(mats)
    length = round(random.uniform(4, 80), 1)
    dia = random.choice([100, 110, 150, 160, 200, 225, 300])
    dur = random.randint(20, 150)
    cost = round(85 + dur * 0.9 + (40 if pt == 'Industrial' else 0), 2) if random.random() > 0.04 else None
    root = 'Yes' if (m == 'Clay' and random.random() < 0.6) or random.random() < 0.15 else 'No'
    defs = random.sample(['crack', 'root ingress', 'grease buildup', 'offset joint', 'sag', 'collapse', 'scale'], random.randint(0, 3))
    if root == 'Yes' and 'root ingress' not in defs: defs.append('root ingress')
    sev = random.randint(1, 5)
    dd = rdate()
    rows.append(['DCI-%d' % (500 + i), dd.strftime('%d-') + MON[dd.month - 1] + dd.strftime('-%Y'), t, random.choice(custs), pt, m, dia, length, dur, '' if cost is None else '€{:.2f}'.format(cost), root, ', '.join(defs), sev])
w('drain_camera_inspections.csv', ['Inspection ID','Inspection Date','Technician','Customer ID','Property Type','Pipe Material','Pipe Diameter (mm)','Pipe Length (m)','Duration (min)','Cost (€)','Root Intrusion','Defects Found','Severity (1-5)'], rows)

# 4 pallet_returns: UPPER abbrev, ISO datetime, plain money, 1/0
rows = []
custn = ['CU%03d' % i for i in range(100, 150)]
ptyp = ['EUR', 'EUR', 'GMA', 'CHEP', 'Half', 'Plastic']
depots = ['NORTH', 'SOUTH', 'EAST', 'WEST']
dep = {'EUR': 12.0, 'GMA': 9.5, 'CHEP': 0.0, 'Half': 6.0, 'Plastic': 22.0}
for i in range(1, 266):
    pt = random.choice(ptyp)
    q = random.randint(5, 120)
    dm = min(q, int(random.expovariate(0.25)))
    dt = datetime.datetime(2024, 1, 1, 6) + datetime.timedelta(days=random.randint(0, 365), minutes=random.randint(0, 660))
    ok = '1' if dm / q < 0.1 else '0'
    codes = ', '.join(random.sample(['BRK_BOARD', 'NAIL', 'WET', 'OIL', 'MISSING_BLK'], min(3, dm and random.randint(1, 3))))
    grade = random.choice(['A', 'A', 'B', 'B', 'C']) if random.random() > 0.05 else ''
    rows.append(['R%05d' % (30000 + i), random.choice(custn), random.choice(depots), dt.strftime('%Y-%m-%dT%H:%M:%S'), pt, q, dm, '%.2f' % ((q - dm) * dep[pt]), grade, ok, codes])
w('pallet_returns.csv', ['RTN_ID','CUST_NO','DEPOT','RTN_DT','PLT_TYPE','QTY_RCVD','QTY_DMGD','DEP_REFUND','GRADE','INSP_OK','DEFECT_CODES'], rows)

# 5 concert_merch_sales: Sentence case, "YYYY-MM-DD HH:MM", $ plain with symbol, TRUE/FALSE
rows = []
venues = [('Paradiso', 'Amsterdam'), ('The Roundhouse', 'London'), ('Brooklyn Steel', 'New York'), ('Fox Theater', 'Oakland'), ('Metro', 'Chicago'), ('Massey Hall', 'Toronto')]
items = [('T-shirt', 35.0), ('Hoodie', 70.0), ('Poster', 20.0), ('Vinyl LP', 40.0), ('Tote bag', 18.0), ('Cap', 30.0)]
sellers = ['S%02d' % i for i in range(1, 13)]
for i in range(1, 251):
    v, c = random.choice(venues)
    it, pr = random.choice(items)
    q = random.choice([1, 1, 1, 1, 2, 2, 3, 4])
    dt = datetime.datetime(2024, random.randint(3, 10), random.randint(1, 28), random.randint(18, 23), random.choice([0, 15, 30, 45]))
    pay = random.choice(['card', 'card', 'card', 'cash', 'mobile'])
    sizes = ', '.join(random.sample(['S', 'M', 'L', 'XL'], random.randint(1, min(q, 3)))) if it in ('T-shirt', 'Hoodie') else ''
    signed = 'TRUE' if random.random() < 0.12 else 'FALSE'
    vip = random.choice(['TRUE', 'FALSE', 'FALSE', 'FALSE'])
    rows.append(['M-%04d' % i, dt.strftime('%Y-%m-%d %H:%M'), v, c, random.choice(sellers), it, q, '$%.2f' % pr, '$%.2f' % (pr * q), pay, signed, vip, sizes])
w('concert_merch_sales.csv', ['Sale no','Sold at','Venue','City','Seller id','Item','Quantity','Unit price','Line total','Payment method','Signed','Vip bundle','Sizes'], rows)
