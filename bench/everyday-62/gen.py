import csv, random, datetime
random.seed(10074)
D0 = datetime.date(2024, 1, 1)
def rdate(): return D0 + datetime.timedelta(days=random.randint(0, 365))
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

# 1 pool chemical deliveries: snake_case, ISO dates, plain money, Y/N
n = 246
cust = ['PC%03d' % i for i in range(1, 61)]
rows = []
for i in range(n):
    d = rdate()
    ct = random.choices(['Residential', 'Commercial', 'HOA'], [6, 3, 2])[0]
    cl = round(random.choice([5, 5, 10, 10, 15, 20, 25, 30]) * (2 if ct != 'Residential' else 1), 0)
    acid = random.choice([0, 0, 1, 2, 2, 3, 5]) * (2 if ct == 'Commercial' else 1)
    chems = ['chlorine']
    if acid: chems.append('muriatic acid')
    chems += random.sample(['stabilizer', 'algaecide', 'shock', 'clarifier'], random.randint(0, 2))
    charge = round(cl * 4.25 + acid * 11.5 + 15 * (len(chems) - 1) + random.choice([0, 0, 12.5]), 2)
    rows.append(dict(delivery_id=5000 + i, delivery_date=d.isoformat(), customer_id=random.choice(cust),
        customer_type=ct, driver=random.choice(['Marco', 'Priya', 'Dale', 'Keisha', 'Tomas']),
        route_zone=random.choice(['North', 'South', 'East', 'West', 'Central']),
        chlorine_gal=int(cl), acid_gal=acid, total_charge='%.2f' % charge,
        signed_on_site=random.choices(['Y', 'N'], [7, 3])[0] if random.random() > 0.05 else '',
        chemicals=', '.join(chems),
        late_minutes=random.choice([0, 0, 0, 0, 5, 10, 15, 30, 45]) if random.random() > 0.1 else ''))
rows.sort(key=lambda r: r['delivery_date'])
with open('pool_chem_deliveries.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 choir rehearsal attendance: camelCase, MM/DD/YYYY, euro money, TRUE/FALSE
members = [('M%02d' % i, random.choice(['Soprano', 'Soprano', 'Alto', 'Alto', 'Tenor', 'Bass', 'Bass'])) for i in range(1, 41)]
dates = sorted({D0 + datetime.timedelta(days=7 * k + random.choice([1, 3])) for k in range(52)})
rows = []
while len(rows) < 238:
    d = random.choice(dates); m, vp = random.choice(members)
    att = random.random() < 0.8
    rows.append(dict(rehearsalDate=d.strftime('%m/%d/%Y'), memberId=m, voicePart=vp,
        venue=random.choice(['St. Anne Hall', 'Community Center', 'Lincoln School']),
        attended='TRUE' if att else 'FALSE',
        minutesLate=(random.choice([0, 0, 0, 0, 2, 5, 10, 15]) if att else ''),
        duesPaid=('€%.2f' % random.choice([0, 10, 15, 37.5, 37.5, 50])) if random.random() > 0.08 else '',
        piecesRehearsed=', '.join(random.sample(['Ave Maria', 'Messiah', 'Hallelujah', 'Requiem', 'Gloria', 'Cantique'], random.randint(1, 3))),
        sectionLeader='TRUE' if random.random() < 0.12 else 'FALSE'))
rows.sort(key=lambda r: (r['rehearsalDate'][6:], r['rehearsalDate']))
with open('choir_attendance.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 print cartridge refills: Title Case with units, DD-Mon-YYYY, $1,234.56, Yes/No
rows = []
custs = ['C-%d' % i for i in range(100, 150)]
for i in range(257):
    d = rdate()
    model = random.choice(['HP 62', 'HP 63', 'Canon PG-245', 'Canon CL-246', 'Epson 220', 'Brother LC3013'])
    color = random.choice(['Black', 'Black', 'Tri-color', 'Cyan', 'Magenta', 'Yellow'])
    qty = random.choices([1, 2, 3, 4, 5, 10, 25, 40], [20, 10, 6, 4, 3, 2, 1, 1])[0]
    vol = random.choice([6, 8, 10, 12, 15])
    price = qty * random.choice([8.99, 9.99, 12.5, 14.99]) + (15 if random.random() < 0.2 else 0)
    iss = random.sample(['leak', 'smudge', 'not recognized', 'faded', 'clog'], random.choices([0, 1, 2], [6, 3, 1])[0])
    rows.append({'Ticket No': 'R%04d' % (i + 1), 'Order Date': '%02d-%s-%d' % (d.day, MON[d.month - 1], d.year),
        'Customer ID': random.choice(custs), 'Cartridge Model': model, 'Color': color, 'Qty': qty,
        'Ink Volume (ml)': vol if random.random() > 0.06 else '', 'Price ($)': '${:,.2f}'.format(price),
        'Rush Order': random.choices(['Yes', 'No'], [1, 3])[0], 'Technician': random.choice(['Ana', 'Ben', 'Chloe', 'Dev']),
        'Reported Issues': ', '.join(iss), 'Pages Yield (est.)': random.choice([180, 200, 250, 300, 400])})
rows.sort(key=lambda r: datetime.datetime.strptime(r['Order Date'], '%d-%b-%Y'))
with open('cartridge_refills.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 wedding florist quotes: ABBREV UPPER, ISO date-times, plain money, 1/0
rows = []
clients = ['CL%03d' % i for i in range(1, 90)]
for i in range(231):
    d = datetime.datetime(2024, 1, 1, 8) + datetime.timedelta(days=random.randint(0, 365), minutes=random.randint(0, 600))
    guests = random.choice([40, 60, 80, 100, 120, 150, 180, 200, 250])
    venue = random.choice(['Barn', 'Church', 'Hotel', 'Garden', 'Beach', 'Vineyard'])
    stems = guests * random.randint(3, 8) + random.choice([0, 50, 100])
    flw = random.sample(['roses', 'peonies', 'eucalyptus', 'ranunculus', 'baby\'s breath', 'hydrangea', 'dahlias'], random.randint(1, 4))
    amt = round(stems * random.choice([2.5, 3.25, 4.0]) + random.choice([0, 150, 300]), 2)
    rows.append(dict(QT_ID='Q%04d' % (i + 1), QT_DTTM=d.strftime('%Y-%m-%dT%H:%M:%S'), CLIENT_ID=random.choice(clients),
        VENUE_TYP=venue, GUEST_CNT=guests if random.random() > 0.05 else '', STEMS_QTY=stems,
        QT_AMT='%.2f' % amt, DEP_PAID='%.2f' % (amt * 0.25) if random.random() < 0.45 else '',
        ACCPT_FLG=random.choices(['1', '0'], [45, 55])[0], PLNR=random.choice(['Rosa', 'Liam', 'Mei', 'Omar']),
        FLWR_LIST=', '.join(flw)))
rows.sort(key=lambda r: r['QT_DTTM'])
with open('florist_quotes.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 gutter cleaning jobs: lower-case words w/ spaces? -> "Title Case"-ish plain; YYYY-MM-DD; $ no commas; true/false
rows = []
accts = ['A%03d' % i for i in range(1, 75)]
for i in range(264):
    d = rdate()
    st = random.choices([1, 2, 3], [5, 4, 1])[0]
    ft = random.randint(8, 30) * 10
    ds = random.randint(2, 8)
    guards = random.random() < 0.2
    price = round(ft * (0.9 + 0.35 * (st - 1)) + ds * 12 + (ft * 4.5 if guards else 0), 2)
    deb = random.sample(['leaves', 'pine needles', 'moss', 'shingle grit', 'bird nest', 'tennis ball'], random.randint(1, 3))
    rows.append({'job no': 'G-%d' % (700 + i), 'service date': d.strftime('%m/%d/%Y'), 'crew lead': random.choice(['Hank', 'Sofia', 'Raj', 'Ellie']),
        'account': random.choice(accts), 'storeys': st, 'linear ft': ft, 'downspouts': ds,
        'price': '$%.2f' % price, 'guards installed': 'true' if guards else 'false',
        'debris found': ', '.join(deb), 'rating': random.choice([3, 4, 4, 5, 5, 5]) if random.random() > 0.25 else ''})
rows.sort(key=lambda r: datetime.datetime.strptime(r['service date'], '%m/%d/%Y'))
with open('gutter_jobs.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
