import csv, random, datetime as dt
random.seed(6228)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(a, b):
    a = dt.date.fromisoformat(a); b = dt.date.fromisoformat(b)
    return a + dt.timedelta(days=random.randint(0, (b - a).days))
def money(v, sym):
    return f"{sym}{v:,.2f}"

# 1. chimney sweep jobs: Title Case + units, MM/DD/YYYY, $ money, Yes/No, list column
rows = []
techs = ['Alvarez', 'Brooks', 'Chen', 'Dubois', 'Okafor']
cities = ['Springfield', 'Riverton', 'Maple Hill', 'Easton']
svc = ['sweep', 'inspection', 'cap install', 'liner repair', 'crown seal', 'animal removal']
custs = [f"C{n:03d}" for n in range(1, 121)]
for i in range(1, 241):
    d = rdate('2023-01-01', '2024-12-31')
    ctype = random.choice(['Masonry', 'Masonry', 'Prefab', 'Metal'])
    stage = random.choice([1, 1, 2, 2, 3])
    services = random.sample(svc, random.randint(1, 3))
    if 'sweep' not in services and random.random() < .6: services.insert(0, 'sweep')
    dur = random.randint(45, 240)
    price = round(89 + dur * 0.9 + 60 * stage + random.uniform(0, 80) + (150 if 'liner repair' in services else 0), 2)
    height = round(random.uniform(12, 40), 1)
    rows.append({
        'Job ID': f"J-{i:04d}", 'Customer ID': random.choice(custs),
        'Job Date': d.strftime('%m/%d/%Y'), 'Technician': random.choice(techs),
        'City': random.choice(cities), 'Chimney Type': ctype,
        'Flue Height (ft)': height if random.random() > .05 else '',
        'Creosote Stage': stage, 'Duration (min)': dur,
        'Price (USD)': money(price, '$'),
        'Cap Installed': 'Yes' if 'cap install' in services else 'No',
        'Services': ', '.join(services),
        'Customer Rating': random.choice([3, 4, 4, 5, 5, '']) })
with open('chimney_jobs.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2. yacht charters: snake_case, ISO dates, EUR with thousands, Y/N, list column
rows = []
boats = [('Aurora', 'Monohull', 12.4), ('Bellatrix', 'Catamaran', 13.9), ('Corsair', 'Motor', 15.2),
         ('Delphine', 'Monohull', 10.8), ('Estrella', 'Catamaran', 12.0), ('Fortuna', 'Motor', 18.5),
         ('Galene', 'Monohull', 14.1), ('Halcyon', 'Catamaran', 16.3)]
ports = ['Split', 'Palma', 'Lefkada', 'Olbia']
extras = ['snorkel gear', 'paddleboard', 'hostess', 'extra linen', 'outboard', 'wifi']
for i in range(1, 261):
    b = random.choice(boats)
    d = rdate('2024-03-01', '2024-10-31')
    nights = random.choice([3, 4, 5, 7, 7, 7, 10, 14])
    guests = random.randint(2, 10 if b[1] != 'Monohull' else 8)
    rate = {'Monohull': 320, 'Catamaran': 560, 'Motor': 780}[b[1]] * (1.3 if d.month in (7, 8) else 1.0)
    skip = random.random() < .45
    price = round(rate * nights * random.uniform(.9, 1.15) + (180 * nights if skip else 0), 2)
    rows.append({
        'charter_id': f"CH{2400 + i}", 'boat_name': b[0], 'boat_type': b[1], 'length_m': b[2],
        'base_port': random.choice(ports), 'start_date': d.isoformat(), 'nights': nights,
        'guests': guests, 'skipper_included': 'Y' if skip else 'N',
        'price_eur': '€' + f"{price:,.2f}",
        'fuel_litres': round(random.uniform(40, 900 if b[1] == 'Motor' else 160), 1) if random.random() > .08 else '',
        'rating': random.choice([3, 4, 4, 5, 5, 5, '']),
        'extras': ', '.join(random.sample(extras, random.randint(0, 3))) })
with open('yacht_charters.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3. shoe repair tickets: camelCase, DD-Mon-YYYY, £, TRUE/FALSE, list column
rows = []
items = ['Boots', 'Sneakers', 'Heels', 'Loafers', 'Handbag', 'Belt']
mats = ['Leather', 'Suede', 'Canvas', 'Synthetic']
reps = ['resole', 'heel replacement', 'stitching', 'stretching', 'dye', 'zip replacement', 'polish']
cobblers = ['Marta', 'Kwame', 'Ivan', 'Sofia']
custs = [f"SR{n:04d}" for n in range(1, 141)]
for i in range(1, 231):
    d = rdate('2024-01-02', '2024-12-20')
    item = random.choice(items)
    r = random.sample(reps, random.randint(1, 3))
    rush = random.random() < .2
    cost = round(12 + 18 * len(r) + (25 if 'resole' in r else 0) + random.uniform(0, 30) + (15 if rush else 0), 2)
    wait = random.randint(1, 3) if rush else random.randint(3, 14)
    picked = random.random() > .1
    rows.append({
        'ticketNo': 5000 + i, 'customerId': random.choice(custs),
        'dropOffDate': f"{d.day:02d}-{MON[d.month-1]}-{d.year}",
        'pickupDate': (lambda p: f"{p.day:02d}-{MON[p.month-1]}-{p.year}")(d + dt.timedelta(days=wait)) if picked else '',
        'itemType': item, 'material': random.choice(mats), 'repairs': ', '.join(r),
        'cobbler': random.choice(cobblers), 'costGBP': '£' + f"{cost:,.2f}",
        'isRush': 'TRUE' if rush else 'FALSE', 'waitDays': wait,
        'customerNote': random.choice(['', '', '', 'call first', 'fragile', 'gift']) })
with open('shoe_repairs.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4. laser tag bookings: abbreviated headers, ISO dates, plain amounts with thousands sep, 1/0
rows = []
arenas = ['North', 'Downtown', 'Airport']
pkgs = [('Basic', 18), ('Pro', 26), ('Ultimate', 35)]
srcs = ['Web', 'Phone', 'Walk-in', 'Partner']
addons = ['pizza', 'drinks', 'arcade credits', 'photo pack', 'party host']
accts = [f"A{n:03d}" for n in range(1, 91)]
for i in range(1, 281):
    d = rdate('2024-01-01', '2024-12-31')
    gs = random.randint(4, 40)
    pk = random.choice(pkgs)
    gms = random.randint(1, 4)
    ad = random.sample(addons, random.randint(0, 2))
    amt = round(gs * pk[1] * (1 + .25 * (gms - 1)) + 45 * len(ad), 2)
    rows.append({
        'BkgID': f"LT{i:04d}", 'AcctNo': random.choice(accts), 'Dt': d.isoformat(),
        'Arena': random.choice(arenas), 'PkgType': pk[0], 'GrpSz': gs, 'Gms': gms,
        'Amt': f"{amt:,.2f}", 'BdayFlg': 1 if random.random() < .35 else 0,
        'Src': random.choice(srcs), 'AvgScr': round(random.uniform(800, 9500), 0) if random.random() > .06 else '',
        'Addons': ', '.join(ad) })
with open('lasertag_bookings.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5. scuba dive log: mixed Title Case, DD-Mon-YYYY, TRUE/FALSE? -> Yes/No + Y/N mixture avoided; uses 1/0-like 'Y'/'N'
rows = []
sites = ['Blue Hole', 'Coral Garden', 'Shark Point', 'The Wreck', 'Manta Ridge', 'Turtle Bay']
certs = ['Open Water', 'Advanced', 'Rescue', 'Divemaster']
life = ['turtle', 'reef shark', 'manta', 'octopus', 'moray eel', 'nudibranch', 'barracuda']
divers = [f"D{n:02d}" for n in range(1, 61)]
dcert = {d: random.choice(certs) for d in divers}
for i in range(1, 251):
    dv = random.choice(divers)
    d = rdate('2023-09-01', '2024-08-31')
    site = random.choice(sites)
    depth = round(random.uniform(6, 40 if dcert[dv] != 'Open Water' else 18), 1)
    bt = random.randint(25, 70) - int(depth / 3)
    rows.append({
        'Dive No': i, 'Diver ID': dv, 'Dive Date': f"{d.day:02d}-{MON[d.month-1]}-{d.year}",
        'Site': site, 'Certification': dcert[dv], 'Max Depth (m)': depth, 'Bottom Time (min)': bt,
        'Water Temp (C)': round(random.uniform(22, 29.5), 1),
        'Visibility (m)': random.randint(5, 35) if random.random() > .1 else '',
        'Nitrox': random.choice(['Yes', 'No', 'No']),
        'Air Used (bar)': random.randint(90, 190),
        'Marine Life Seen': ', '.join(random.sample(life, random.randint(0, 3))),
        'Guide': random.choice(['Lena', 'Rafi', 'Tomas', '']) })
with open('dive_log.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
