import csv, random, datetime
random.seed(10078)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(start=datetime.date(2024,1,1), days=364):
    return start + datetime.timedelta(days=random.randint(0, days))
def money_usd(x): return "${:,.2f}".format(x)
def write(name, header, rows):
    with open(name, 'w', newline='') as f:
        w = csv.writer(f); w.writerow(header); w.writerows(rows)

# 1 junk removal pickups: snake_case, ISO date, $1,234.56, Y/N
n = 247
custs = ['C%03d' % i for i in range(1, 71)]
items_pool = ['sofa', 'mattress', 'fridge', 'tv', 'boxes', 'yard waste', 'desk', 'carpet', 'scrap metal', 'tires']
rows = []
for i in range(n):
    d = rdate()
    truck = random.choices(['small', 'half', 'full'], [3, 4, 3])[0]
    crew = random.choice([1, 2, 2, 3]) if truck != 'full' else random.choice([2, 3, 3, 4])
    vol = {'small': random.randint(2, 6), 'half': random.randint(5, 10), 'full': random.randint(9, 16)}[truck]
    weight = vol * random.randint(80, 160)
    price = round(vol * random.choice([38, 42, 45, 48]) + crew * 25 + random.choice([0, 0, 15.5, 9.99]), 2)
    dump = round(weight * 0.04, 2) if random.random() > 0.08 else ''
    its = ', '.join(random.sample(items_pool, random.choice([1, 1, 2, 2, 3])))
    rec = random.choices(['Y', 'N'], [6, 4])[0]
    rating = random.choices(['5', '4', '3', '2', '1', ''], [30, 25, 10, 4, 2, 9])[0]
    city = random.choices(['Springfield', 'Riverton', 'Lakeside', 'Oak Hill', 'Fairview'], [30, 25, 20, 15, 10])[0]
    rows.append(['JR-%04d' % (1001 + i), d.isoformat(), random.choice(custs), city, truck, crew, vol, weight,
                 money_usd(price), money_usd(dump) if dump != '' else '', its, rec, rating])
write('junk_removal_pickups.csv', ['pickup_id', 'pickup_date', 'customer_id', 'city', 'truck_size', 'crew_size',
      'volume_cu_yd', 'weight_lbs', 'price', 'dump_fee', 'items', 'recycled', 'customer_rating'], rows)

# 2 piano recital entries: camelCase, MM/DD/YYYY, plain fee, Yes/No
n = 233
teachers = ['T%02d' % i for i in range(1, 19)]
composers = ['Bach', 'Chopin', 'Mozart', 'Beethoven', 'Debussy', 'Schumann', 'Clementi', 'Satie', 'Liszt']
rows = []
recital_dates = [datetime.date(2024, m, random.randint(5, 25)) for m in range(1, 13)]
for i in range(n):
    d = random.choice(recital_dates)
    grade = random.choices(range(1, 9), [12, 14, 14, 12, 10, 8, 6, 4])[0]
    age = 'under 10' if grade <= 2 and random.random() < .6 else random.choice(['10-13', '14-17', '18+']) if grade > 2 else random.choice(['under 10', '10-13'])
    dur = round(random.uniform(2, 4) + grade * 0.7, 1)
    fee = {1: 25, 2: 25, 3: 30, 4: 30, 5: 35, 6: 35, 7: 40, 8: 45}[grade]
    if random.random() < 0.1: fee += 10  # late fee
    comps = ', '.join(random.sample(composers, random.choice([1, 1, 2, 2, 3])))
    score = round(random.gauss(78, 9), 1)
    score = min(score, 100.0)
    sc = '' if random.random() < 0.06 else score
    passed = ('Yes' if score >= 70 else 'No') if sc != '' else ''
    venue = random.choices(['Main Hall', 'Studio B', 'Chapel'], [5, 3, 2])[0]
    rows.append(['PR%03d' % (i + 1), d.strftime('%m/%d/%Y'), random.choice(teachers), grade, age, dur, fee, comps, sc, passed, venue])
write('piano_recital_entries.csv', ['entryId', 'recitalDate', 'teacherId', 'gradeLevel', 'ageGroup', 'pieceDurationMin',
      'entryFee', 'composers', 'judgeScore', 'passed', 'venue'], rows)

# 3 vending machine audits: Title Case with units, DD-Mon-YYYY, €, TRUE/FALSE
n = 262
auditors = ['AU-%02d' % i for i in range(1, 12)]
issues_pool = ['coin jam', 'expired stock', 'broken light', 'card reader fault', 'dirty glass', 'price label missing']
machines = ['VM-%03d' % i for i in range(1, 61)]
msite = {m: random.choice(['Central Station', 'City Hospital', 'Tech Park', 'University Library', 'Airport T2', 'Mall East']) for m in machines}
mtype = {m: random.choices(['Snack', 'Drink', 'Combo', 'Coffee'], [4, 4, 2, 2])[0] for m in machines}
rows = []
for i in range(n):
    d = rdate()
    m = random.choice(machines)
    exp = round(random.uniform(80, 900), 2)
    cash = round(exp * random.uniform(0.9, 1.03), 2)
    empty = random.choices(range(0, 12), [10, 8, 7, 6, 5, 4, 3, 3, 2, 1, 1, 1])[0]
    stocked = random.randint(20, 60)
    temp = round(random.uniform(2.5, 9.0), 1) if mtype[m] in ('Drink', 'Combo') else ''
    k = random.choices([0, 1, 2, 3], [5, 3, 2, 1])[0]
    iss = ', '.join(random.sample(issues_pool, k))
    passed = 'TRUE' if (k <= 1 and empty <= 6 and cash >= exp * 0.95) else 'FALSE'
    rows.append([i + 1, '%02d-%s-%d' % (d.day, MON[d.month - 1], d.year), m, msite[m], mtype[m], random.choice(auditors),
                 '€{:.2f}'.format(cash), '€{:.2f}'.format(exp), stocked, empty, temp, iss, passed])
write('vending_machine_audits.csv', ['Audit No', 'Audit Date', 'Machine ID', 'Site', 'Machine Type', 'Auditor ID',
      'Cash Collected (€)', 'Expected Sales (€)', 'Items Restocked (units)', 'Empty Slots', 'Temp (°C)', 'Issues Found', 'Passed'], rows)

# 4 event tent rentals: UPPER abbrev, ISO datetimes, plain money, 1/0
n = 228
custs = ['CU%03d' % i for i in range(1, 61)]
addons = ['lighting', 'heaters', 'flooring', 'sidewalls', 'tables', 'chairs', 'stage']
tents = {'Pole': (400, 1.1), 'Frame': (600, 1.5), 'Clearspan': (1500, 2.2), 'Pop-up': (100, 0.9)}
rows = []
for i in range(n):
    d = rdate()
    hr = random.choice([7, 8, 9, 10, 14])
    dt = datetime.datetime(d.year, d.month, d.day, hr, random.choice([0, 30]))
    tt = random.choices(list(tents), [4, 3, 1, 2])[0]
    base, mult = tents[tt]
    size = base * random.choice([1, 1, 2, 3])
    guests = max(10, int(size / random.uniform(8, 14)))
    days = random.choices([1, 2, 3, 4, 7], [40, 30, 15, 10, 5])[0]
    rate = round(size * 0.35 * mult, 0)
    total = round(rate * days * (0.9 if days >= 4 else 1.0), 2)
    dep = random.choices(['1', '0'], [7, 3])[0]
    ad = ', '.join(random.sample(addons, random.choice([0, 1, 2, 3])))
    dmg = random.choices(['', '0', '75', '150', '320'], [50, 30, 8, 5, 2])[0]
    evt = random.choices(['Wedding', 'Corporate', 'Festival', 'Birthday', 'Graduation'], [35, 25, 15, 15, 10])[0]
    rows.append(['TR%04d' % (5000 + i), dt.strftime('%Y-%m-%dT%H:%M:%S'), days, tt, size, guests, random.choice(custs), evt,
                 '%.0f' % rate, '%.2f' % total, dep, ad, dmg])
write('event_tent_rentals.csv', ['RNTL_ID', 'START_DT', 'DAYS', 'TENT_TYP', 'SIZE_SQFT', 'GUEST_CNT', 'CUST_ID', 'EVT_TYP',
      'RATE_PER_DAY', 'TOTAL_AMT', 'DEP_PAID', 'ADDONS', 'DMG_CHG'], rows)

# 5 security patrol logs: lower-case words with spaces, "YYYY-MM-DD HH:MM", plain money, true/false
n = 256
guards = ['G%02d' % i for i in range(1, 23)]
obs_pool = ['open door', 'lights on', 'loitering', 'alarm trip', 'broken fence', 'parked vehicle', 'graffiti']
rows = []
for i in range(n):
    d = rdate()
    hr = random.choice([6, 14, 22])
    dt = datetime.datetime(d.year, d.month, d.day, hr, 0)
    site = random.choices(['Harbor Depot', 'North Plaza', 'Westfield Mall', 'Data Center 3', 'City Archive'], [25, 25, 20, 15, 15])[0]
    ptype = random.choices(['foot', 'vehicle', 'bike'], [5, 3, 2])[0]
    planned = random.choice([8, 10, 12, 15, 20])
    scanned = planned - random.choices([0, 1, 2, 3, 5], [50, 20, 15, 10, 5])[0]
    km = round({'foot': random.uniform(3, 9), 'vehicle': random.uniform(15, 60), 'bike': random.uniform(8, 25)}[ptype], 1)
    inc = random.choices([0, 1, 2, 3], [60, 25, 10, 5])[0]
    ot = random.choices(['', '0', '0.5', '1', '1.5', '2'], [30, 40, 10, 10, 5, 5])[0]
    hours = 8 + (float(ot) if ot else 0)
    billed = round(hours * random.choice([32, 35, 38]), 2)
    obs = ', '.join(random.sample(obs_pool, random.choice([0, 0, 1, 1, 2])))
    flagged = 'true' if (inc >= 2 or scanned < planned - 2) else 'false'
    rows.append(['SP-%d' % (30000 + i), dt.strftime('%Y-%m-%d %H:%M'), random.choice(guards), site, ptype, planned, scanned,
                 km, inc, ot, billed, obs, flagged])
write('security_patrol_logs.csv', ['patrol ref', 'shift start', 'guard id', 'site', 'patrol type', 'checkpoints planned',
      'checkpoints scanned', 'km covered', 'incidents', 'overtime hours', 'billed amount', 'observations', 'flagged'], rows)
