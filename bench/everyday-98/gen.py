import csv, random, datetime as dt
random.seed(10146)
D0 = dt.date(2024, 1, 1)
def rdate(): return D0 + dt.timedelta(days=random.randint(0, 365))
def maybe(v, p=0.05): return '' if random.random() < p else v
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

# 1 screen_repairs: snake_case, ISO dates, plain money, Y/N
rows = []
n = 240
custs = ['C%03d' % i for i in range(1, 91)]
for i in range(n):
    brand = random.choices(['Apple','Samsung','Google','Motorola','OnePlus','Xiaomi'], [35,28,12,10,8,7])[0]
    rtype = random.choices(['screen','battery','charging port','back glass','camera'], [50,20,12,10,8])[0]
    base = {'screen':149,'battery':69,'charging port':59,'back glass':99,'camera':119}[rtype]
    price = round(base * random.uniform(0.8, 1.6), 2)
    parts = round(price * random.uniform(0.3, 0.55), 2)
    issues = random.sample(['cracked','touch dead','lines','flicker','water damage','no charge','swollen','dust'], random.randint(1, 3))
    rows.append({'ticket_no': 'SR-%04d' % (1001 + i), 'received_date': rdate().isoformat(),
        'customer_id': random.choice(custs), 'device_brand': brand, 'device_model': brand[:3].upper() + str(random.randint(8, 15)),
        'repair_type': rtype, 'technician': random.choice(['Priya','Marco','Jen','Tomas','Aisha']),
        'price': maybe('%.2f' % price, 0.04), 'parts_cost': '%.2f' % parts,
        'turnaround_hours': random.choice([1, 2, 2, 3, 4, 6, 24, 48]),
        'warranty_claim': 'Y' if random.random() < 0.18 else 'N',
        'customer_rating': maybe(str(random.choices([1,2,3,4,5], [4,6,15,35,40])[0]), 0.12),
        'reported_issues': ', '.join(issues)})
with open('screen_repairs.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# 2 climbing_passes: camelCase, MM/DD/YYYY, $1,234.56, true/false
rows = []
mems = ['M%02d' % i for i in range(1, 61)]
for i in range(255):
    d = rdate()
    ptype = random.choices(['Day Pass','Day Pass + Gear','Youth Day','Off-Peak','Group (5)'], [45,20,15,12,8])[0]
    price = {'Day Pass':24.0,'Day Pass + Gear':34.0,'Youth Day':16.0,'Off-Peak':19.0,'Group (5)':1100.0/10}[ptype]
    if random.random() < 0.2: price = round(price * 0.85, 2)
    if ptype == 'Group (5)' and random.random() < 0.3: price = 1250.0
    adds = random.sample(['shoes','harness','chalk','belay lesson','locker'], random.randint(0, 3))
    rows.append({'passId': 'P%05d' % (20000 + i), 'visitDate': d.strftime('%m/%d/%Y'),
        'memberId': random.choice(mems) if random.random() < 0.7 else '',
        'passType': ptype, 'pricePaid': '${:,.2f}'.format(price),
        'hoursOnWall': maybe(str(round(random.uniform(0.75, 4.0) * 4) / 4), 0.06),
        'firstVisit': 'true' if random.random() < 0.22 else 'false',
        'waiverSigned': 'true' if random.random() < 0.93 else 'false',
        'wallArea': random.choice(['Bouldering','Top Rope','Lead','Bouldering','Auto Belay']),
        'addOns': ', '.join(adds), 'checkInStaff': random.choice(['Rae','Dev','Lou','Kim'])})
with open('climbing_passes.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# 3 kiln_rentals: Title Case with units, DD-Mon-YYYY, Yes/No, plain money with units
rows = []
potters = ['PT-%02d' % i for i in range(1, 46)]
for i in range(230):
    d = rdate()
    kiln = random.choices(['Big Skutt','Small Skutt','Gas Reduction','Raku','Test Kiln'], [30,30,15,10,15])[0]
    ftype = random.choice(['Bisque','Glaze','Glaze','Bisque','Raku' if kiln == 'Raku' else 'Glaze'])
    temp = {'Bisque': random.choice([1000, 1000, 1060]), 'Glaze': random.choice([1220, 1240, 1280, 1300]), 'Raku': 980}[ftype]
    hrs = random.choice([6, 8, 8, 10, 12, 14])
    fee = {'Big Skutt':6.5,'Small Skutt':4.0,'Gas Reduction':9.0,'Raku':7.5,'Test Kiln':2.5}[kiln] * hrs
    glazes = random.sample(['Celadon','Tenmoku','Shino','Clear','Satin White','Copper Red'], random.randint(1, 3)) if ftype != 'Bisque' else []
    rows.append({'Booking Ref': 'KB%03d' % (i + 1), 'Firing Date': '%02d-%s-%d' % (d.day, MON[d.month - 1], d.year),
        'Potter ID': random.choice(potters), 'Kiln': kiln, 'Firing Type': ftype,
        'Peak Temp (°C)': temp, 'Duration (hrs)': hrs, 'Rental Fee ($)': '%.2f' % fee,
        'Pieces Loaded': random.randint(3, 40), 'Pieces Cracked': maybe(str(random.choices([0,1,2,3,5], [55,20,12,8,5])[0]), 0.07),
        'Shelf Wash Applied': 'Yes' if random.random() < 0.8 else 'No',
        'Glazes Used': ', '.join(glazes), 'Member': 'Yes' if random.random() < 0.6 else 'No'})
with open('kiln_rentals.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# 4 typewriter_restorations: UPPER abbrev, ISO datetimes, €37.50, 1/0
rows = []
clients = ['CL%03d' % i for i in range(1, 101)]
for i in range(248):
    d = dt.datetime(2024, 1, 1, 9) + dt.timedelta(days=random.randint(0, 365), minutes=random.randint(0, 480))
    mk = random.choices(['Olympia','Smith-Corona','Royal','Hermes','Olivetti','Underwood','IBM'], [20,18,16,14,14,10,8])[0]
    lvl = random.choices(['Clean & Oil','Partial','Full Restoration'], [40,40,20])[0]
    cost = {'Clean & Oil':85,'Partial':190,'Full Restoration':420}[lvl] * random.uniform(0.8, 1.4)
    parts = random.sample(['ribbon','platen','feet','drawband','mainspring','type slugs','escapement'], random.randint(0, 3))
    rows.append({'JOB_ID': 'TW%04d' % (500 + i), 'RCVD_TS': d.strftime('%Y-%m-%dT%H:%M:%S'),
        'CLNT_ID': random.choice(clients), 'MAKE': mk, 'YR_MFG': maybe(str(random.randint(1920, 1985)), 0.08),
        'SVC_LVL': lvl, 'LAB_HRS': round(random.uniform(0.5, 3) if lvl == 'Clean & Oil' else random.uniform(2, 14), 1),
        'COST_EUR': '€%.2f' % cost, 'PARTS_RPLCD': ', '.join(parts),
        'WARR_FLG': '1' if random.random() < 0.12 else '0', 'SHIP_FLG': '1' if random.random() < 0.35 else '0',
        'TECH': random.choice(['HB','RK','SL']), 'STAT': random.choices(['Done','Done','Done','In Progress','Waiting Parts'], [50,20,10,12,8])[0]})
with open('typewriter_restorations.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# 5 harp_rentals: lower case with spaces, ISO date-time with space, "EUR"?? -> money plain with currency code column, TRUE/FALSE
rows = []
renters = ['R-%03d' % i for i in range(1, 71)]
for i in range(262):
    d = rdate()
    model = random.choices(['Lever 34','Lever 36','Pedal 44','Pedal 47','Lap Harp 22'], [25,20,15,15,25])[0]
    months = random.choice([1, 1, 3, 3, 6, 12])
    rate = {'Lever 34':65,'Lever 36':75,'Pedal 44':180,'Pedal 47':220,'Lap Harp 22':35}[model]
    dep = rate * 3
    rows.append({'contract no': 'HR-%d' % (3000 + i), 'start time': '%s %02d:%02d:00' % (d.isoformat(), random.randint(9, 17), random.choice([0, 15, 30, 45])),
        'renter id': random.choice(renters), 'harp model': model, 'term months': months,
        'monthly rate': str(rate), 'deposit': maybe('%.2f' % dep, 0.05),
        'delivery required': 'TRUE' if random.random() < 0.4 else 'FALSE',
        'rent to own': 'TRUE' if random.random() < 0.25 else 'FALSE',
        'renter level': random.choices(['Beginner','Intermediate','Advanced','Professional'], [40,30,20,10])[0],
        'accessories': ', '.join(random.sample(['case','tuning key','bench','stand','strings set'], random.randint(0, 3))),
        'returned early': maybe('TRUE' if random.random() < 0.15 else 'FALSE', 0.1),
        'city': random.choices(['Portland','Seattle','Eugene','Tacoma','Salem'], [30,30,15,15,10])[0]})
with open('harp_rentals.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)
