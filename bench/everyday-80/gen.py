import csv, random, datetime as dt
random.seed(10110)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(start, end):
    s = dt.date.fromisoformat(start); e = dt.date.fromisoformat(end)
    return s + dt.timedelta(days=random.randint(0, (e - s).days))
def blank(v, p):
    return '' if random.random() < p else v
def money_us(x):
    return '${:,.2f}'.format(x)

# 1. ski rental desk: snake_case, ISO dates, plain money, Y/N
def ski():
    n = 247
    custs = ['C%03d' % i for i in range(1, 91)]
    pk = {'Basic': 28.0, 'Sport': 39.0, 'Performance': 55.0, 'Junior': 19.0, 'Snowboard': 42.0}
    staff = ['Anke', 'Bruno', 'Chloe', 'Dario', 'Elin']
    rows = []
    for i in range(n):
        d = rdate('2023-12-01', '2024-04-15')
        p = random.choices(list(pk), weights=[30, 25, 12, 18, 15])[0]
        days = random.choices([1, 2, 3, 4, 5, 6, 7], weights=[20, 18, 16, 10, 14, 8, 14])[0]
        rate = pk[p]
        ins = random.random() < 0.45
        total = rate * days + (4.5 * days if ins else 0)
        if days >= 5: total *= 0.9
        items = ['skis', 'boots', 'poles'] if p != 'Snowboard' else ['snowboard', 'boots']
        if random.random() < 0.5: items.append('helmet')
        if random.random() < 0.2: items.append('goggles')
        if p == 'Junior' and 'poles' in items and random.random() < 0.4: items.remove('poles')
        length = '' if p == 'Snowboard' else str(random.choice(range(110 if p == 'Junior' else 150, 131 if p == 'Junior' else 186, 5)))
        rows.append({
            'rental_id': 'SR-%04d' % (1001 + i), 'rental_date': d.isoformat(),
            'customer_id': random.choice(custs[:60]) if random.random() < 0.6 else random.choice(custs),
            'package': p, 'rental_days': days, 'daily_rate': '%.2f' % rate,
            'total_price': '%.2f' % total, 'insurance_taken': 'Y' if ins else 'N',
            'ski_length_cm': length, 'boot_size_eu': blank(str(random.choice(range(30 if p=='Junior' else 37, 37 if p=='Junior' else 47))), 0.04),
            'damage_reported': blank('Y' if random.random() < 0.08 else 'N', 0.06),
            'items': ', '.join(items), 'desk_staff': random.choice(staff)})
    rows.sort(key=lambda r: r['rental_date'])
    return 'ski_rentals', rows

# 2. allotment rent invoices: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
def allot():
    n = 236
    sites = ['Riverside', 'Hillcrest', 'Mill Lane', 'Orchard Row']
    tenants = ['T%03d' % i for i in range(1, 121)]
    feats = ['shed', 'water tap', 'greenhouse', 'compost bay', 'raised beds', 'fruit cage']
    rows = []
    for i in range(n):
        site = random.choices(sites, weights=[35, 25, 25, 15])[0]
        size = random.choice([125, 125, 125, 250, 250, 62.5, 62.5, 300])
        rent = round(size * {'Riverside': 0.52, 'Hillcrest': 0.48, 'Mill Lane': 0.6, 'Orchard Row': 0.44}[site], 2)
        water = random.choice([0, 12.5, 18.0, 25.0]) if random.random() < 0.85 else None
        issue = rdate('2024-01-01', '2024-12-20')
        due = issue + dt.timedelta(days=30)
        paid = random.random() < 0.78
        f = random.sample(feats, random.choice([0, 1, 1, 2, 2, 3]))
        disc = random.random() < 0.15
        total = rent + (water or 0)
        if disc: total = round(total * 0.5, 2)
        rows.append({
            'invoiceNo': 'AL24-%03d' % (i + 1), 'tenantId': random.choice(tenants), 'siteName': site,
            'plotNumber': '%s-%d' % (site[0], random.randint(1, 60)), 'plotSizeSqm': ('%g' % size),
            'issueDate': issue.strftime('%m/%d/%Y'), 'dueDate': due.strftime('%m/%d/%Y'),
            'annualRent': money_us(rent), 'waterCharge': '' if water is None else money_us(water),
            'concessionRate': 'TRUE' if disc else 'FALSE', 'totalDue': money_us(total),
            'paidOnTime': blank('TRUE' if paid else 'FALSE', 0.05), 'plotFeatures': ', '.join(f)})
    # ensure a high-value invoice to test comma parsing
    rows[17]['annualRent'] = money_us(1250.0); rows[17]['plotSizeSqm'] = '2400'; rows[17]['waterCharge'] = money_us(40.0)
    rows[17]['concessionRate'] = 'FALSE'; rows[17]['totalDue'] = money_us(1290.0); rows[17]['siteName'] = 'Mill Lane'
    return 'allotment_invoices', rows

# 3. dog walking rounds: Title Case with units, DD-Mon-YYYY, €, Yes/No
def dogs():
    n = 264
    walkers = ['Maja', 'Tomasz', 'Lucie', 'Oren', 'Pia', 'Rafael']
    clients = ['CL-%02d' % i for i in range(1, 46)]
    breeds = ['Labrador', 'Beagle', 'Border Collie', 'Dachshund', 'Poodle', 'Husky', 'Mixed', 'Terrier']
    tags = ['pulls on lead', 'reactive', 'needs towel', 'treats ok', 'off-lead ok', 'senior']
    rows = []
    for i in range(n):
        d = rdate('2024-01-08', '2024-06-30')
        dur = random.choice([30, 30, 45, 45, 60, 60, 60, 90])
        grp = random.random() < 0.4
        fee = {30: 14.0, 45: 19.5, 60: 24.0, 90: 33.0}[dur] * (0.75 if grp else 1.0)
        dist = round(dur / 60 * random.uniform(2.6, 4.8), 1)
        t = random.sample(tags, random.choice([0, 0, 1, 1, 2]))
        rows.append({
            'Walk Date': '%02d-%s-%d' % (d.day, MON[d.month - 1], d.year), 'Walker': random.choice(walkers),
            'Client ID': random.choice(clients), 'Dog Breed': random.choice(breeds),
            'Dogs (count)': random.choices([1, 2, 3], weights=[70, 24, 6])[0],
            'Duration (min)': dur, 'Distance (km)': blank('%.1f' % dist, 0.05),
            'Fee (€)': '€%.2f' % fee, 'Group Walk': 'Yes' if grp else 'No',
            'Client Rating (1-5)': blank(str(random.choices([3, 4, 5, 2], weights=[15, 40, 42, 3])[0]), 0.2),
            'Handling Notes': ', '.join(t)})
    rows.sort(key=lambda r: dt.datetime.strptime(r['Walk Date'], '%d-%b-%Y'))
    return 'dog_walks', rows

# 4. mural commissions: ABBREV UPPER, ISO date-times, plain money, 1/0
def murals():
    n = 229
    artists = ['OKAFOR', 'LINDQVIST', 'REYES', 'TANAKA', 'MOREAU']
    walls = ['BRICK', 'CONCRETE', 'RENDER', 'WOOD', 'METAL']
    cities = ['Leeds', 'Bristol', 'Glasgow', 'Cardiff']
    colours = ['blue', 'gold', 'teal', 'coral', 'black', 'white', 'green', 'purple']
    clients = ['K%03d' % i for i in range(1, 101)]
    rows = []
    for i in range(n):
        area = round(random.uniform(6, 140), 1)
        rate = random.choice([85, 95, 110, 120, 140])
        quote = round(area * rate, -1)
        apr = random.random() < 0.64
        final = round(quote * random.uniform(0.92, 1.18), 2) if apr else None
        start = dt.datetime(2024, 1, 1, 8) + dt.timedelta(days=random.randint(0, 364), hours=random.choice([0, 1, 2, 5]))
        rows.append({
            'COMM_ID': 'MC%04d' % (i + 1), 'CLIENT_ID': random.choice(clients[:50]) if random.random() < 0.5 else random.choice(clients),
            'ARTIST': random.choice(artists), 'WALL_TYPE': random.choices(walls, weights=[35, 25, 20, 12, 8])[0],
            'CITY': random.choice(cities), 'AREA_SQM': '%.1f' % area, 'QUOTE_AMT': '%.2f' % quote,
            'FINAL_AMT': '' if final is None else '%.2f' % final,
            'START_DT': start.strftime('%Y-%m-%dT%H:%M:%S'),
            'DAYS_WRK': '' if not apr else str(max(1, int(area / random.uniform(8, 20)))),
            'APPRVD': '1' if apr else '0', 'PALETTE': ', '.join(random.sample(colours, random.choice([1, 2, 2, 3, 3, 4])))})
    return 'mural_commissions', rows

# 5. fishing licence sales: PascalCase, 'YYYY-MM-DD HH:MM', $ money w/o thousands, true/false
def fishing():
    n = 258
    types = {'Day': 9.5, 'Week': 24.0, 'Season': 58.0, 'Annual': 79.0, 'Junior Season': 15.0}
    outlets = ['Online', 'Tackle Shop North', 'Harbour Kiosk', 'Town Hall']
    waters = ['river', 'lake', 'canal', 'sea', 'reservoir']
    anglers = ['A%04d' % i for i in range(1, 161)]
    rows = []
    for i in range(n):
        t = random.choices(list(types), weights=[30, 22, 18, 15, 15])[0]
        senior = random.random() < 0.18 and t != 'Junior Season'
        price = types[t] * (0.5 if senior else 1.0)
        ts = dt.datetime(2024, 1, 1) + dt.timedelta(minutes=random.randint(0, 365 * 24 * 60 - 1))
        w = random.sample(waters, random.choice([1, 1, 2, 2, 3]))
        rows.append({
            'LicenceNo': 'FL-%05d' % (24001 + i), 'SoldAt': ts.strftime('%Y-%m-%d %H:%M'),
            'AnglerId': random.choice(anglers), 'LicenceType': t,
            'Outlet': random.choices(outlets, weights=[45, 25, 18, 12])[0],
            'Price': '$%.2f' % price, 'SeniorDiscount': 'true' if senior else 'false',
            'AnglerAge': blank(str(random.randint(10, 17) if t == 'Junior Season' else random.randint(18, 82)), 0.07),
            'CatchReturnFiled': blank('true' if random.random() < 0.55 else 'false', 0.1),
            'PermittedWaters': ', '.join(w)})
    rows.sort(key=lambda r: r['SoldAt'])
    return 'fishing_licences', rows

for fn in (ski, allot, dogs, murals, fishing):
    name, rows = fn()
    with open(name + '.csv', 'w', newline='', encoding='utf-8') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        w.writeheader(); w.writerows(rows)
    print(name, len(rows))
