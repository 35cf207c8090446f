import csv, random, datetime as dt
random.seed(9662)
D0 = dt.date(2024, 1, 1)
def rdate(): return D0 + dt.timedelta(days=random.randint(0, 365))
def blank(v, p): return '' if random.random() < p else v
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

# 1 honey_extractions: snake_case, ISO dates, plain money, Y/N
rows = []
sites = ['North Meadow']*3 + ['Clover Hill']*3 + ['River Bend']*2 + ['Orchard Row']*2 + ['Pine Ridge']
types = {'Wildflower': 11.0, 'Clover': 12.5, 'Buckwheat': 14.0, 'Linden': 15.5, 'Orange Blossom': 16.0}
flora = ['clover', 'dandelion', 'linden', 'buckwheat', 'goldenrod', 'aster', 'blackberry', 'sunflower']
keepers = ['BK-%02d' % i for i in range(1, 19)]
n = random.randint(220, 280)
for i in range(n):
    d = dt.date(2024, 4, 1) + dt.timedelta(days=random.randint(0, 200))
    ht = random.choices(list(types), weights=[5, 4, 2, 2, 1])[0]
    hives = random.randint(1, 12)
    frames = hives * random.randint(4, 10)
    kg = round(frames * random.uniform(1.2, 2.4), 1)
    org = random.choice('YN') if random.random() < 0.9 else random.choice('Y N N'.split())
    price = types[ht] * (1.2 if org == 'Y' else 1.0)
    val = round(kg * price, 2)
    fs = random.sample(flora, random.randint(1, 3))
    rows.append({'extraction_id': 'EX-%04d' % (1001 + i), 'extraction_date': d.isoformat(),
                 'beekeeper_id': random.choice(keepers), 'apiary_site': random.choice(sites),
                 'honey_type': ht, 'hive_count': hives, 'frames_extracted': frames,
                 'honey_kg': kg, 'moisture_pct': blank('%.1f' % random.uniform(15.5, 19.8), 0.08),
                 'organic_certified': org, 'sale_value': '%.2f' % val if random.random() > 0.05 else '',
                 'floral_sources': ', '.join(fs)})
rows.sort(key=lambda r: r['extraction_date'])
with open('honey_extractions.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 language_placements: camelCase, MM/DD/YYYY, euro money, Yes/No
rows = []
langs = ['Spanish']*4 + ['French']*3 + ['German']*2 + ['Italian']*2 + ['Japanese', 'Mandarin']
levels = ['A1', 'A2', 'B1', 'B2', 'C1']
fees = {'A1': 420.0, 'A2': 450.0, 'B1': 495.0, 'B2': 540.0, 'C1': 612.5}
examiners = ['Ms. Duval', 'Mr. Okafor', 'Ms. Brandt', 'Mr. Rossi', 'Ms. Tanaka']
skills = ['reading', 'listening', 'speaking', 'writing', 'grammar']
students = ['ST%03d' % i for i in range(100, 290)]
n = random.randint(220, 280)
for i in range(n):
    d = rdate()
    ws = random.randint(18, 99)
    lvl = levels[min(4, max(0, int((ws + random.randint(-12, 12)) / 20) ))]
    fee = fees[lvl] * random.choice([1, 1, 1, 0.9])
    sch = 'Yes' if random.random() < 0.22 else 'No'
    row = {'placementId': 'PL-%d' % (5000 + i), 'testDate': d.strftime('%m/%d/%Y'),
           'studentId': random.choice(students), 'targetLanguage': random.choice(langs),
           'writtenScore': ws, 'oralScore': blank(str(max(10, min(100, ws + random.randint(-15, 15)))), 0.1),
           'placedLevel': lvl, 'examiner': random.choice(examiners),
           'courseFee': '€{:,.2f}'.format(fee), 'scholarship': sch,
           'skillsTested': ', '.join(random.sample(skills, random.randint(2, 4))),
           'deliveryMode': random.choice(['in-person', 'in-person', 'online'])}
    rows.append(row)
with open('language_placements.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 roofing_estimates: Title Case with units, DD-Mon-YYYY, $1,234.56, TRUE/FALSE
rows = []
mats = {'Asphalt Shingle': 4.8, 'Metal': 9.5, 'Clay Tile': 12.0, 'Slate': 16.0, 'EPDM Rubber': 6.5}
estimators = ['Hank Morales', 'Judy Lee', 'Carl Benton', 'Priya Shah']
issues = ['missing shingles', 'flashing', 'rot', 'moss', 'gutter damage', 'hail damage', 'leak']
custs = ['C-%d' % i for i in range(300, 480)]
n = random.randint(220, 280)
for i in range(n):
    d = rdate()
    m = random.choices(list(mats), weights=[10, 4, 2, 1, 2])[0]
    area = random.randrange(900, 4200, 50)
    pitch = 0 if m == 'EPDM Rubber' else random.randint(3, 12)
    layers = random.choice([0, 1, 1, 1, 2, 2, 3])
    price = area * mats[m] * (1 + pitch / 40) + layers * area * 0.9 + random.randint(0, 900)
    acc = random.random() < (0.55 if m == 'Asphalt Shingle' else 0.4)
    iss = ', '.join(random.sample(issues, random.randint(0, 3)))
    rows.append({'Estimate No': 'E%05d' % (20100 + i), 'Visit Date': '%02d-%s-%d' % (d.day, MON[d.month-1], d.year),
                 'Customer ID': random.choice(custs), 'Estimator': random.choice(estimators),
                 'Material': m, 'Roof Area (sq ft)': area, 'Pitch (in/12)': pitch,
                 'Layers To Remove': layers, 'Quoted Price ($)': '${:,.2f}'.format(price),
                 'Accepted': 'TRUE' if acc else 'FALSE',
                 'Crew Days (est)': blank(str(max(1, round(area / 1100 + layers * 0.5 + random.random()))), 0.07),
                 'Issues Noted': iss})
with open('roofing_estimates.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 meter_repairs: UPPER abbrev, ISO date-times, $84.20 (no thousands), 1/0
rows = []
faults = {'LEAK': 'Leaking register', 'STUCK': 'Stuck dial', 'BATT': 'Dead battery', 'FROZE': 'Frozen meter', 'TAMP': 'Tampering'}
crews = ['CR-A', 'CR-B', 'CR-C', 'CR-D', 'CR-E', 'CR-F']
parts = ['gasket', 'register', 'battery', 'coupling', 'valve', 'lid']
accts = ['%07d' % random.randint(1000000, 9999999) for _ in range(150)]
n = random.randint(220, 280)
for i in range(n):
    d = rdate()
    t = dt.datetime(d.year, d.month, d.day, random.randint(6, 18), random.choice([0, 15, 30, 45]))
    fc = random.choices(list(faults), weights=[6, 4, 5, 2 if d.month in (1, 2, 12) else 0.3, 1])[0]
    hrs = round(random.choice([0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4]), 2)
    pu = random.sample(parts, random.randint(0, 2))
    cost = round(sum(random.uniform(8, 140) for _ in pu), 2)
    rows.append({'WO_NUM': 'WO%06d' % (880000 + i), 'RPT_DTTM': t.strftime('%Y-%m-%d %H:%M:%S'),
                 'ACCT_NO': random.choice(accts), 'DIST': random.choice(['EAST', 'WEST', 'NORTH', 'SOUTH', 'CENTRAL']),
                 'MTR_SIZE_IN': random.choice(['5/8', '5/8', '5/8', '3/4', '1', '1.5', '2']),
                 'FAULT_CD': fc, 'CREW_ID': random.choice(crews), 'LABOR_HRS': hrs,
                 'PARTS_COST': '$%.2f' % cost if pu else blank('$0.00', 0.5),
                 'LEAK_FLG': 1 if (fc == 'LEAK' or random.random() < 0.1) else 0,
                 'REPEAT_VISIT': 1 if random.random() < 0.15 else 0,
                 'PARTS_USED': ', '.join(pu)})
rows.sort(key=lambda r: r['RPT_DTTM'])
with open('meter_repairs.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 lab_intake: PascalCase, DD.MM.YYYY, plain money with 2 decimals, true/false
rows = []
stypes = {'Blood': 45.0, 'Urine': 22.0, 'Tissue': 120.0, 'Swab': 35.0, 'Saliva': 28.0}
clients = ['Northside Clinic', 'Lakeview Hospital', 'Dr. Patel Practice', 'City Vet Group', 'Harbor Urgent Care']
techs = ['TK%02d' % i for i in range(1, 10)]
tests = ['CBC', 'lipid panel', 'culture', 'PCR', 'histology', 'toxicology', 'glucose']
n = random.randint(220, 280)
for i in range(n):
    d = rdate()
    st = random.choices(list(stypes), weights=[8, 5, 2, 4, 2])[0]
    pr = random.choices(['Routine', 'Urgent', 'STAT'], weights=[7, 2, 1])[0]
    tat = round(random.uniform(4, 72) / (2 if pr == 'STAT' else 1.3 if pr == 'Urgent' else 1), 1)
    rej = random.random() < 0.07
    ts = random.sample(tests, random.randint(1, 3))
    rows.append({'SampleID': 'S24-%05d' % (i + 1), 'ReceivedOn': d.strftime('%d.%m.%Y'),
                 'ClientName': random.choice(clients), 'SampleType': st, 'Priority': pr,
                 'TechID': random.choice(techs), 'TempOnArrivalC': blank('%.1f' % random.uniform(2, 8) if st != 'Tissue' else '%.1f' % random.uniform(-20, -15), 0.06),
                 'TurnaroundHrs': '' if rej else tat,
                 'Rejected': 'true' if rej else 'false',
                 'Fee': '%.2f' % (stypes[st] * len(ts) * (1.5 if pr == 'STAT' else 1)),
                 'TestsOrdered': ', '.join(ts)})
with open('lab_intake.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
