import csv, random, datetime as dt
random.seed(10080)

def rdate(start, end):
    d0 = dt.date.fromisoformat(start); d1 = dt.date.fromisoformat(end)
    return d0 + dt.timedelta(days=random.randint(0, (d1 - d0).days))

def maybe_blank(v, p):
    return '' if random.random() < p else v

# 1. beekeeping supply orders: snake_case, ISO dates, plain money, Y/N, tags list
def bee():
    n = 240
    cust = [f"BK{c:03d}" for c in range(1, 61)]
    cats = {'Hive bodies': (45, 120), 'Frames': (2.5, 6), 'Protective gear': (30, 160),
            'Smokers': (25, 60), 'Feeders': (8, 35), 'Treatments': (12, 48), 'Extraction tools': (60, 400)}
    catw = [10, 25, 12, 6, 14, 20, 5]
    regions = ['North', 'South', 'East', 'West', 'Central']
    tagpool = ['organic', 'beginner', 'bulk', 'gift', 'clearance', 'new arrival']
    rows = []
    for i in range(n):
        cat = random.choices(list(cats), catw)[0]
        lo, hi = cats[cat]
        price = round(random.uniform(lo, hi), 2)
        units = random.choice([1, 1, 1, 2, 2, 3, 4, 5, 10, 20]) if cat == 'Frames' else random.choice([1, 1, 1, 2, 2, 3, 4])
        total = round(price * units, 2)
        tags = ', '.join(sorted(random.sample(tagpool, random.choice([0, 1, 1, 2, 2, 3]))))
        rows.append({
            'order_id': f"SO-{5001 + i}",
            'order_date': rdate('2024-01-01', '2024-12-31').isoformat(),
            'customer_id': random.choice(cust[:20] * 3 + cust),
            'region': random.choices(regions, [5, 3, 4, 2, 3])[0],
            'product_category': cat,
            'units': units,
            'unit_price': f"{price:.2f}",
            'order_total': f"{total:.2f}",
            'discount_code': maybe_blank(random.choice(['SPRING10', 'BEE5', 'SWARM15']), 0.7),
            'express_shipping': random.choice(['Y', 'N', 'N']),
            'rating': maybe_blank(random.choice([3, 4, 4, 5, 5, 5, 2]), 0.25),
            'tags': tags,
        })
    rows.sort(key=lambda r: r['order_date'])
    return rows

# 2. rental car damage claims: camelCase, MM/DD/YYYY, $1,234.56, true/false, damageAreas list
def claims():
    n = 260
    agents = [f"AG{a:02d}" for a in range(1, 15)]
    branches = ['Airport', 'Downtown', 'Harbor', 'University', 'Suburb Mall']
    classes = ['Economy', 'Compact', 'SUV', 'Van', 'Luxury']
    areas = ['front bumper', 'rear bumper', 'windshield', 'door', 'mirror', 'wheel', 'roof', 'interior']
    rows = []
    for i in range(n):
        vc = random.choices(classes, [30, 25, 25, 10, 10])[0]
        mult = {'Economy': 1, 'Compact': 1.1, 'SUV': 1.4, 'Van': 1.3, 'Luxury': 2.5}[vc]
        est = round(random.lognormvariate(6.3, 0.7) * mult, 2)
        status = random.choices(['Approved', 'Denied', 'Pending'], [60, 20, 20])[0]
        appr = round(est * random.uniform(0.6, 1.0), 2) if status == 'Approved' else None
        days = random.randint(3, 60) if status != 'Pending' else None
        d = rdate('2023-07-01', '2024-06-30')
        da = ', '.join(random.sample(areas, random.choice([1, 1, 1, 2, 2, 3])))
        rows.append({
            'claimId': f"CLM{20000 + i * 7}",
            'reportDate': d.strftime('%m/%d/%Y'),
            'branch': random.choices(branches, [35, 25, 15, 10, 15])[0],
            'vehicleClass': vc,
            'agentId': random.choice(agents),
            'damageAreas': da,
            'estimateAmount': f"${est:,.2f}",
            'approvedAmount': f"${appr:,.2f}" if appr is not None else '',
            'claimStatus': status,
            'renterInsured': random.choice(['true', 'false']),
            'daysToSettle': days if days is not None else '',
            'photosAttached': maybe_blank(random.choice(['true', 'true', 'false']), 0.1),
        })
    return rows

# 3. language school invoices: Title Case with units, DD-Mon-YYYY, €1,234.50, Yes/No, Materials list
def lang():
    n = 230
    students = [f"ST-{s:04d}" for s in range(1001, 1071)]
    langs = ['Spanish', 'French', 'German', 'Italian', 'Japanese', 'Mandarin']
    rate = {'Spanish': 28, 'French': 30, 'German': 32, 'Italian': 28, 'Japanese': 40, 'Mandarin': 38}
    levels = ['A1', 'A2', 'B1', 'B2', 'C1']
    teachers = ['Mireille Dupont', 'Hans Keller', 'Lucia Romero', 'Kenji Sato', 'Wei Zhang', 'Paolo Bianchi', 'Ana Ruiz']
    mats = ['textbook', 'workbook', 'audio pack', 'online access', 'exam fee']
    rows = []
    for i in range(n):
        lg = random.choices(langs, [30, 22, 15, 10, 12, 11])[0]
        hrs = random.choice([4, 6, 8, 8, 10, 12, 12, 16, 20])
        r = rate[lg] + random.choice([0, 0, 2, -2, 5])
        amt = hrs * r
        d = rdate('2024-01-01', '2024-10-31')
        paid = random.choices(['Yes', 'No'], [78, 22])[0]
        rows.append({
            'Invoice No': f"INV-24-{i + 1:04d}",
            'Issue Date': d.strftime('%d-%b-%Y'),
            'Student ID': random.choice(students),
            'Language': lg,
            'Course Level': maybe_blank(random.choices(levels, [30, 25, 20, 15, 10])[0], 0.06),
            'Teacher': random.choice(teachers),
            'Hours (h)': hrs,
            'Rate (€/h)': f"€{r:.2f}",
            'Amount (€)': f"€{amt:,.2f}",
            'Paid': paid,
            'Days Overdue': random.randint(1, 90) if paid == 'No' and random.random() < 0.7 else '',
            'Materials': ', '.join(random.sample(mats, random.choice([0, 1, 1, 2, 3]))),
        })
    return rows

# 4. sewing machine servicing: ABBREV UPPER, ISO date-times, plain money, 1/0, ISSUES list
def sewing():
    n = 250
    techs = ['T01', 'T02', 'T03', 'T04', 'T05', 'T06']
    brands = ['Singer', 'Brother', 'Janome', 'Bernina', 'Juki', 'Pfaff']
    svc = ['Tune-up', 'Repair', 'Timing adjust', 'Motor replace', 'Cleaning']
    issues = ['thread jam', 'skipped stitches', 'noisy motor', 'bobbin', 'tension', 'needle bar', 'pedal']
    custs = [f"C{c:04d}" for c in range(1, 91)]
    rows = []
    for i in range(n):
        s = random.choices(svc, [35, 25, 15, 8, 17])[0]
        base = {'Tune-up': 65, 'Repair': 90, 'Timing adjust': 110, 'Motor replace': 180, 'Cleaning': 45}[s]
        hrs = round(random.choice([0.5, 1, 1, 1.5, 2, 2.5, 3, 4]), 1)
        parts = random.choice([0, 0, 0, 1, 1, 2, 3, 5])
        chg = round(base + hrs * 35 + parts * random.choice([6, 9.5, 12]), 2)
        d = dt.datetime(2024, 1, 2, 8, 0) + dt.timedelta(minutes=random.randint(0, 60 * 24 * 300))
        d = d.replace(hour=random.randint(8, 17))
        warr = random.choices(['1', '0'], [22, 78])[0]
        rows.append({
            'TKT_NO': 7000 + i,
            'RCVD_TS': d.strftime('%Y-%m-%dT%H:%M:%S'),
            'CUST_ID': random.choice(custs[:25] * 2 + custs),
            'TECH_ID': random.choice(techs),
            'MACH_BRAND': random.choices(brands, [30, 28, 16, 8, 8, 10])[0],
            'SVC_TYPE': s,
            'LABOR_HRS': hrs,
            'PARTS_QTY': parts,
            'CHG_AMT': f"{0 if warr == '1' else chg:.2f}",
            'WARR': warr,
            'RUSH': random.choices(['1', '0'], [15, 85])[0],
            'TURNAROUND_D': maybe_blank(random.randint(1, 14), 0.08),
            'ISSUES': ', '.join(random.sample(issues, random.choice([1, 1, 2, 2, 3]))),
        })
    rows.sort(key=lambda r: r['RCVD_TS'])
    return rows

# 5. uniform embroidery orders: lowercase words with spaces, "Mar 05, 2024", USD plain "1234.5", TRUE/FALSE, Garments list
def embroid():
    n = 225
    clients = ['Ridgeview High', 'Metro Fire Dept', 'Bluebird Cafe', 'Summit Dental', 'Oakley FC', 'Harbor Hotel',
               'Pinecrest Golf', 'City Library', 'Northside Gym', 'Apex Plumbing', 'Lakeside Church', 'Delta Logistics']
    reps = ['Maya', 'Jordan', 'Priya', 'Sam']
    garments = ['polo', 'cap', 'jacket', 'hoodie', 'apron', 'scrubs', 'tote']
    rows = []
    for i in range(n):
        pcs = random.choice([6, 12, 12, 24, 24, 36, 48, 50, 100, 150])
        st = random.choice([3000, 5000, 5000, 8000, 12000, 15000, 20000])
        price_pc = round(4 + st / 2500 + random.uniform(0, 3), 2)
        d = rdate('2024-01-01', '2024-09-30')
        rows.append({
            'order ref': f"EMB{i + 301}",
            'order date': d.strftime('%b %d, %Y'),
            'client': random.choice(clients),
            'sales rep': random.choice(reps),
            'garments': ', '.join(random.sample(garments, random.choice([1, 1, 2, 2, 3]))),
            'pieces': pcs,
            'stitch count': st,
            'thread colors': random.choice([1, 2, 2, 3, 4, 5, 6, 8]),
            'order value usd': round(pcs * price_pc + random.choice([0, 0, 25, 40]), 2),
            'rush order': random.choices(['TRUE', 'FALSE'], [20, 80])[0],
            'digitizing fee usd': maybe_blank(random.choice([0, 25, 35, 50]), 0.15),
            'status': random.choices(['Delivered', 'In production', 'Cancelled', 'Awaiting approval'], [65, 15, 8, 12])[0],
        })
    rows.sort(key=lambda r: dt.datetime.strptime(r['order date'], '%b %d, %Y'))
    return rows

for name, fn in [('bee_supply_orders', bee), ('car_damage_claims', claims), ('language_invoices', lang),
                 ('sewing_service', sewing), ('embroidery_orders', embroid)]:
    rows = fn()
    with open(f'{name}.csv', 'w', newline='', encoding='utf-8') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader(); w.writerows(rows)
    print(name, len(rows))
