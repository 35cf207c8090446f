import csv, random, datetime
random.seed(10076)
D0 = datetime.date(2024, 1, 1)
def rdate():
    return D0 + datetime.timedelta(days=random.randint(0, 365))
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

# 1 school bus routes: snake_case, ISO dates, plain numbers, Y/N
rows = []
drivers = ['D%02d' % i for i in range(1, 15)]
routes = ['R%d' % i for i in range(1, 13)]
depot_of = {r: random.choice(['North', 'South', 'East']) for r in routes}
n = 246
for i in range(n):
    r = random.choice(routes)
    d = rdate()
    while d.weekday() > 4: d = rdate()
    cap = random.choice([48, 48, 54, 72, 72])
    boarded = min(cap, int(random.gauss(cap * 0.6, 9)))
    late = max(0, int(random.expovariate(1 / 4))) if random.random() < 0.9 else ''
    inc = random.sample(['late pickup', 'noise complaint', 'seat damage', 'missed stop', 'traffic detour'], random.choice([0, 0, 0, 1, 1, 2]))
    rows.append(dict(trip_id=1000 + i, trip_date=d.isoformat(), route_code=r, depot=depot_of[r], driver_id=random.choice(drivers),
                     shift=random.choice(['AM', 'PM']), students_boarded=boarded, bus_capacity=cap,
                     distance_km=round(random.uniform(8, 42), 1), minutes_late=late,
                     fuel_litres=round(random.uniform(6, 22), 2) if random.random() < 0.95 else '',
                     on_time='Y' if late != '' and late <= 3 else ('N' if late != '' else ''),
                     lift_used=random.choice(['Y', 'N', 'N', 'N', 'N']), incidents=', '.join(inc)))
rows.sort(key=lambda x: x['trip_date'])
with open('school_bus_routes.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 bike courier invoices: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
rows = []
clients = ['C%03d' % i for i in range(101, 131)]
sector = {c: random.choice(['Legal', 'Medical', 'Retail', 'Architecture', 'Media']) for c in clients}
riders = ['Ana', 'Bram', 'Chen', 'Dele', 'Eva', 'Farid', 'Gus', 'Hana']
for i in range(261):
    c = random.choice(clients); d = rdate()
    dels = random.randint(1, 40)
    km = round(dels * random.uniform(1.5, 4.5), 1)
    rush = random.random() < 0.3
    amt = round(dels * 7.5 + km * 1.2 + (25 if rush else 0), 2)
    tags = random.sample(['fragile', 'signature', 'cold chain', 'oversize', 'after hours'], random.choice([0, 1, 1, 2, 3]))
    if rush: tags = ['rush'] + tags
    rows.append(dict(invoiceNo='INV-%05d' % (20000 + i), invoiceDate=d.strftime('%m/%d/%Y'), clientId=c, clientSector=sector[c],
                     riderName=random.choice(riders), deliveryZone=random.choice(['Zone 1', 'Zone 2', 'Zone 3', 'Zone 4']),
                     deliveries=dels, distanceKm=km, amountDue='${:,.2f}'.format(amt),
                     tipAmount=('${:,.2f}'.format(random.choice([0, 5, 10, 12.5, 20]))) if random.random() < 0.8 else '',
                     isPaid=random.choice(['TRUE', 'TRUE', 'TRUE', 'FALSE']), rushService='TRUE' if rush else 'FALSE',
                     serviceTags=', '.join(tags), _d=d))
rows.sort(key=lambda x: x['_d'])
for r in rows: del r['_d']
with open('bike_courier_invoices.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 aquarium maintenance visits: Title Case w/ units, DD-Mon-YYYY, €37.50, Yes/No
rows = []
custs = ['AQ-%02d' % i for i in range(1, 41)]
ttype = {c: random.choice(['Freshwater', 'Freshwater', 'Saltwater', 'Reef', 'Pond']) for c in custs}
tsize = {c: random.choice([60, 120, 200, 250, 400, 600, 1200]) for c in custs}
techs = ['Maeve', 'Omar', 'Priya', 'Tomas', 'Yuki']
for i in range(232):
    c = random.choice(custs); d = rdate()
    dur = random.choice([30, 45, 45, 60, 60, 75, 90, 120])
    svc = random.sample(['glass cleaning', 'filter change', 'water test', 'gravel vacuum', 'algae treatment', 'fish health check'], random.randint(1, 3))
    charge = round(25 + dur * 0.6 + (tsize[c] / 100) * 3 + len(svc) * 5, 2)
    ph = round(random.gauss(7.0 if ttype[c] in ('Freshwater', 'Pond') else 8.2, 0.25), 1) if random.random() < 0.9 else ''
    rows.append({'Visit Date': '%02d-%s-%d' % (d.day, MON[d.month - 1], d.year), 'Customer ID': c, 'Tank Type': ttype[c],
                 'Tank Size (L)': tsize[c], 'Technician': random.choice(techs), 'Duration (min)': dur,
                 'Water Changed (%)': random.choice([0, 10, 15, 20, 25, 30]), 'pH Reading': ph,
                 'Fish Lost': random.choice([0] * 8 + [1, 1, 2, 3]), 'Charge (€)': '€{:.2f}'.format(charge),
                 'Follow-up Needed': random.choice(['Yes', 'No', 'No', 'No']), 'Services': ', '.join(svc), '_d': d})
rows.sort(key=lambda x: x['_d'])
for r in rows: del r['_d']
with open('aquarium_maintenance_visits.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 trophy engraving orders: UPPER abbrev, ISO date-times, plain numbers, 1/0
rows = []
custs = ['TC%03d' % i for i in range(1, 36)]
price = {'Cup': 38.0, 'Plaque': 24.5, 'Medal': 6.75, 'Shield': 31.0, 'Crystal': 55.0}
staff = ['JMB', 'KLR', 'PSN', 'RTW']
for i in range(238):
    d = rdate(); t = datetime.datetime(d.year, d.month, d.day, random.randint(8, 17), random.choice([0, 15, 30, 45]))
    it = random.choice(['Cup', 'Plaque', 'Plaque', 'Medal', 'Medal', 'Medal', 'Shield', 'Crystal'])
    q = random.randint(10, 60) if it == 'Medal' else random.randint(1, 8)
    up = price[it]
    rush = 1 if random.random() < 0.2 else 0
    tot = round(q * up * (1.25 if rush else 1), 2)
    fin = random.sample(['gold', 'silver', 'engraved', 'boxed', 'colour fill', 'logo'], random.randint(1, 3))
    st = random.choice(['COMPLETED'] * 7 + ['CANCELLED', 'IN_PROGRESS'])
    rows.append(dict(ORD_ID=5000 + i, ORD_DT=t.strftime('%Y-%m-%dT%H:%M:%S'), CUST_ID=random.choice(custs), ITEM_TYP=it,
                     QTY_ORD=q, CHARS_ENGR=random.randint(10, 120) if random.random() < 0.92 else '', UNIT_PRC=up, TOT_AMT=tot,
                     RUSH_FLG=rush, PICKUP_FLG=random.choice([1, 0]), STAFF_CD=random.choice(staff), ORD_STAT=st,
                     FINISH_OPTS=', '.join(fin)))
rows.sort(key=lambda x: x['ORD_DT'])
with open('trophy_engraving_orders.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 pressure washing jobs: Sentence case headers, DD.MM.YYYY, plain money with 2 decimals, true/false
rows = []
custs = ['PW-%03d' % i for i in range(1, 61)]
leads = ['L-Kim', 'L-Ortiz', 'L-Nash', 'L-Bauer', 'L-Reyes']
rate = {'Residential': 0.28, 'Commercial': 0.22, 'HOA': 0.25}
for i in range(254):
    d = rdate(); c = random.choice(custs)
    seg = random.choice(['Residential', 'Residential', 'Residential', 'Commercial', 'HOA'])
    sq = random.randint(300, 6000) if seg != 'Residential' else random.randint(200, 2500)
    surf = random.sample(['driveway', 'deck', 'siding', 'patio', 'roof', 'fence', 'parking lot'], random.randint(1, 3))
    price_ = round(sq * rate[seg] + 40 * len(surf), 2)
    rows.append({'Job ref': 'J%04d' % (i + 1), 'Job date': d.strftime('%d.%m.%Y'), 'Customer': c, 'Segment': seg,
                 'Crew lead': random.choice(leads), 'Sq ft washed': sq, 'Surfaces': ', '.join(surf),
                 'Hours on site': round(random.uniform(1, 9), 1) if random.random() < 0.93 else '',
                 'Water used gal': random.randint(80, 900), 'Quoted price': '%.2f' % price_,
                 'Final price': '%.2f' % round(price_ * random.choice([1, 1, 1, 0.9, 1.1]), 2),
                 'Chemicals used': random.choice(['true', 'false']), 'Repeat customer': random.choice(['true', 'false', '']),
                 'Rating': random.choice(['', 3, 4, 4, 5, 5, 5]), '_d': d})
rows.sort(key=lambda x: x['_d'])
for r in rows: del r['_d']
with open('pressure_washing_jobs.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
