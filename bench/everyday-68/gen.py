import csv, random, datetime as dt
random.seed(10086)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(start=dt.date(2024,1,1), days=365):
    return start + dt.timedelta(days=random.randrange(days))
def money_us(x): return '${:,.2f}'.format(x)

# 1 windshield_jobs: snake_case, ISO date, plain money, Y/N
def windshield():
    n = 247
    techs = ['T01','T02','T03','T04','T05','T06']
    makes = ['Toyota','Ford','Honda','Subaru','Tesla','Volkswagen','BMW','Chevrolet']
    cities = ['Springfield','Riverton','Lakeside','Oakdale']
    tagsall = ['chip','crack','sensor','heated','tinted','rain sensor','HUD']
    custs = ['C%03d' % i for i in range(1, 140)]
    rows = []
    for i in range(n):
        gt = random.choices(['windshield','rear','side','sunroof'], [60,15,20,5])[0]
        st = 'repair' if gt == 'windshield' and random.random() < 0.35 else 'replace'
        hrs = round(random.choice([0.5,1,1.5,2,2.5,3]) if st=='replace' else random.choice([0.5,0.5,1]), 1)
        parts = 0.0 if st == 'repair' else round(random.uniform(120, 900) * (1.6 if gt=='windshield' else 1), 2)
        labor = hrs * 85
        total = round(parts + labor + (35 if st=='repair' else 0), 2)
        tags = random.sample(tagsall, random.choice([1,1,2,2,3]))
        if st == 'repair' and 'chip' not in tags: tags[0] = 'chip'
        rows.append({
            'job_id': 'WS-%04d' % (1001+i),
            'job_date': rdate().isoformat(),
            'customer_id': random.choice(custs),
            'vehicle_make': random.choice(makes),
            'glass_type': gt, 'service_type': st,
            'technician_id': random.choice(techs),
            'labor_hours': '' if random.random() < 0.05 else hrs,
            'parts_cost': '%.2f' % parts,
            'total_charge': '%.2f' % total,
            'insurance_claim': random.choice('YN'),
            'mobile_service': 'Y' if random.random() < 0.4 else 'N',
            'damage_tags': '' if random.random() < 0.04 else ', '.join(tags),
            'city': random.choice(cities),
        })
    rows.sort(key=lambda r: r['job_date'])
    return rows

# 2 shredding_pickups: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
def shredding():
    n = 233
    sectors = ['Legal','Medical','Finance','Government','Retail','Education']
    drivers = ['Marco','Dana','Lee','Priya','Tomas']
    mats = ['paper','hard drives','binders','media tapes','x-rays']
    accts = ['ACC-%03d' % i for i in range(1, 61)]
    sec_of = {a: random.choice(sectors) for a in accts}
    rows = []
    for i in range(n):
        a = random.choice(accts)
        bins = random.choice([1,1,2,2,2,3,4,5,6,8])
        w = round(bins * random.uniform(40, 95), 1)
        onsite = random.random() < 0.45
        price = round(bins * 28 + (45 if onsite else 0) + w*0.12, 2)
        m = ['paper'] + ([random.choice(mats[1:])] if random.random() < 0.35 else [])
        d = rdate()
        rows.append({
            'pickupId': 'SP%05d' % (20001+i),
            'pickupDate': d,
            'accountId': a, 'clientSector': sec_of[a],
            'binCount': bins, 'weightLbs': '' if random.random()<0.04 else w,
            'pricePaid': money_us(price),
            'onSiteShred': 'TRUE' if onsite else 'FALSE',
            'certificateIssued': 'TRUE' if random.random() < 0.8 else 'FALSE',
            'driverName': random.choice(drivers),
            'materialTypes': ', '.join(m),
            'zone': random.choice(['North','South','East','West','Central']),
        })
    rows.sort(key=lambda r: r['pickupDate'])
    for r in rows: r['pickupDate'] = r['pickupDate'].strftime('%m/%d/%Y')
    return rows

# 3 cooking_classes: Title Case with units, DD-Mon-YYYY, €37.50, Yes/No
def cooking():
    n = 262
    cuisines = {'Italian':55,'Japanese':65,'French':70,'Thai':45,'Mexican':40,'Indian':48,'Baking':50}
    chefs = ['Chef Ana','Chef Bruno','Chef Kenji','Chef Lila','Chef Omar']
    diets = ['vegan','vegetarian','nut-free','gluten-free','dairy-free','halal']
    members = ['M-%03d' % i for i in range(1, 110)]
    rows = []
    for i in range(n):
        c = random.choice(list(cuisines))
        seats = random.choices([1,2,3,4,6],[30,40,12,12,6])[0]
        pps = cuisines[c] + random.choice([0,0,0,-5,10])
        d = rdate()
        dn = random.sample(diets, random.choice([0,0,0,1,1,2]))
        rows.append({
            'Booking Ref': 'CK-%d' % (5000+i),
            'Class Date': d,
            'Member ID': random.choice(members),
            'Cuisine': c, 'Chef': random.choice(chefs),
            'Seats Booked': seats,
            'Price Per Seat (€)': '€%.2f' % pps,
            'Total Paid (€)': '€%.2f' % (pps*seats),
            'Duration (min)': random.choice([90,120,120,150,180]),
            'Dietary Needs': ', '.join(dn),
            'Gift Voucher': 'Yes' if random.random() < 0.2 else 'No',
            'Rating (1-5)': '' if random.random() < 0.15 else random.choices([2,3,4,5],[5,15,40,40])[0],
        })
    rows.sort(key=lambda r: r['Class Date'])
    for r in rows:
        d = r['Class Date']; r['Class Date'] = '%02d-%s-%d' % (d.day, MON[d.month-1], d.year)
    return rows

# 4 racking_inspections: ABBREV upper case, ISO date-times, plain money, 1/0
def racking():
    n = 228
    sites = ['DC-ATL','DC-CHI','DC-DAL','DC-SEA','DC-PHX','DC-BOS','DC-DEN']
    insprs = ['I-11','I-12','I-13','I-14']
    rtypes = ['SELECTIVE','DRIVE-IN','PUSH-BACK','CANTILEVER','PALLET-FLOW']
    codes = ['BEAM-DEF','UPRIGHT-DMG','LOCK-MISS','ANCHOR-LOOSE','LOAD-SIGN','BASEPLATE']
    rows = []
    for i in range(n):
        bays = random.randint(20, 180)
        dfx = max(0, int(random.gauss(bays*0.04, 3)))
        risk = 'GREEN' if dfx <= 3 else ('AMBER' if dfx <= 8 else 'RED')
        passed = 1 if risk != 'RED' and random.random() < 0.9 else 0
        d = dt.datetime(2024,1,1,7,0) + dt.timedelta(days=random.randrange(366), minutes=random.randrange(0, 600))
        cl = random.sample(codes, min(dfx, random.choice([1,2,3]))) if dfx else []
        rows.append({
            'INSP_ID': 'RI%04d' % (300+i),
            'INSP_DT': d,
            'SITE_CD': random.choice(sites),
            'INSPR_ID': random.choice(insprs),
            'RACK_TYP': random.choice(rtypes),
            'BAYS_CHKD': bays,
            'DEFECTS_FND': '' if random.random()<0.03 else dfx,
            'RISK_LVL': risk,
            'FEE_USD': 250 + bays*3,
            'PASS_FLG': passed,
            'REINSP_REQ': 1 - passed if random.random() < 0.9 else 1,
            'DEFECT_CODES': ', '.join(cl),
        })
    rows.sort(key=lambda r: r['INSP_DT'])
    for r in rows: r['INSP_DT'] = r['INSP_DT'].strftime('%Y-%m-%dT%H:%M:%S')
    return rows

# 5 badge_issuance: Sentence case, DD/MM/YYYY, £ money, true/false
def badges():
    n = 256
    depts = ['Engineering','Finance','Facilities','Research','Sales','HR']
    btypes = ['Employee','Contractor','Visitor','Temporary']
    zones = ['Lobby','Lab','Server Room','Warehouse','Parking','Executive Floor']
    staff = ['Reception A','Reception B','Security Desk']
    emps = ['E%04d' % i for i in range(1, 170)]
    dept_of = {e: random.choice(depts) for e in emps}
    rows = []
    for i in range(n):
        e = random.choice(emps)
        bt = random.choices(btypes, [55,20,15,10])[0]
        repl = random.random() < 0.18
        fee = 15.0 if repl else (0.0 if bt=='Employee' else random.choice([5.0, 10.0]))
        z = ['Lobby'] + random.sample(zones[1:], random.choice([0,1,1,2,3]))
        days = {'Employee':365,'Contractor':180,'Visitor':1,'Temporary':30}[bt]
        rows.append({
            'Badge no': 'B-%05d' % (70000+i),
            'Issue date': rdate(),
            'Employee id': e, 'Department': dept_of[e],
            'Badge type': bt,
            'Access zones': ', '.join(z),
            'Replacement': 'true' if repl else 'false',
            'Fee': '£%.2f' % fee if random.random() > 0.03 else '',
            'Deactivated': 'true' if random.random() < 0.22 else 'false',
            'Days valid': days,
            'Issued by': random.choice(staff),
        })
    rows.sort(key=lambda r: r['Issue date'])
    for r in rows: r['Issue date'] = r['Issue date'].strftime('%d/%m/%Y')
    return rows

for name, fn in [('windshield_jobs', windshield), ('shredding_pickups', shredding),
                 ('cooking_classes', cooking), ('racking_inspections', racking),
                 ('badge_issuance', badges)]:
    rows = fn()
    with open(name + '.csv', 'w', newline='') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        w.writeheader(); w.writerows(rows)
    print(name, len(rows))
