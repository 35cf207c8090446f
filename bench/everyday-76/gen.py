import csv, random, datetime
random.seed(10102)
D0 = datetime.date(2024, 1, 1)
def rdate(): return D0 + datetime.timedelta(days=random.randint(0, 365))
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def money_us(x): return "${:,.2f}".format(x)

# 1 tent_cleaning: snake_case, ISO date, plain money, Y/N
rows = []
cust = ['C%03d' % i for i in range(1, 61)]
for i in range(1, 241):
    d = rdate()
    size = random.choices(['20x20','20x30','20x40','30x60','40x80'], [30,25,25,15,5])[0]
    mat = random.choices(['vinyl','canvas','polyester'], [55,25,20])[0]
    base = {'20x20':120,'20x30':170,'20x40':220,'30x60':390,'40x80':640}[size]
    rush = random.random() < 0.2
    price = round(base * (1.35 if rush else 1) * random.uniform(0.9, 1.15), 2)
    if i % 37 == 0: price = 250.00
    hours = round(random.uniform(1, 8) * base / 250, 1)
    issues = random.sample(['mildew','grass stains','wax','bird droppings','mud','tears'], random.choice([0,0,1,1,2,3]))
    rows.append({'job_id': 'TC-%04d' % (1000+i), 'customer_id': random.choice(cust[:20] if random.random()<0.5 else cust),
        'job_date': d.isoformat(), 'tent_size': size, 'tent_material': mat,
        'crew': random.choice(['North','South','East','West']), 'labor_hours': '' if random.random()<0.06 else hours,
        'price': price, 'rush_job': 'Y' if rush else 'N', 'damage_found': 'Y' if 'tears' in issues or random.random()<0.1 else 'N',
        'issues': ', '.join(issues)})
with open('tent_cleaning.csv','w',newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# 2 gown_fittings: camelCase, MM/DD/YYYY, $1,234.56, Yes/No
rows = []
clients = ['BR-%03d' % i for i in range(1, 81)]
for i in range(1, 261):
    d = rdate()
    ft = random.choices(['first','second','final','bustle'], [35,30,25,10])[0]
    fee = round(random.choice([0, 85, 120, 150, 240, 310, 480, 650]) * random.uniform(0.95, 1.3), 2)
    if random.random() < 0.1: fee = 150.00
    alt = random.sample(['hem','bustle','take in','let out','straps','sleeves','beading'], random.choice([1,1,2,2,3]))
    noshow = random.random() < 0.08
    rows.append({'fittingId': 'F%05d' % (20000+i), 'clientId': random.choice(clients),
        'fittingDate': d.strftime('%m/%d/%Y'), 'seamstress': random.choices(['Marta','Yuki','Irene','Dolores','Anika'],[30,25,20,15,10])[0],
        'fittingType': ft, 'gownDesigner': random.choice(['Vera Wang','Pronovias','Maggie Sottero','Essense','Justin Alexander','']),
        'alterationFee': money_us(fee), 'minutesSpent': '' if noshow else random.randint(20, 120),
        'noShow': 'Yes' if noshow else 'No', 'alterations': ', '.join(alt)})
with open('gown_fittings.csv','w',newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# 3 dog_daycare_invoices: Title Case w/ units, DD-Mon-YYYY, €37.50, TRUE/FALSE
rows = []
owners = ['OW%03d' % i for i in range(1, 71)]
for i in range(1, 231):
    d = rdate()
    size = random.choices(['Small','Medium','Large','Giant'], [30,35,28,7])[0]
    rate = {'Small':28.0,'Medium':32.5,'Large':37.5,'Giant':42.0}[size]
    days = random.randint(1, 20)
    addons = random.sample(['bath','nail trim','training','pickup','extra walk'], random.choice([0,0,1,1,2]))
    total = days*rate + 15*len(addons)
    rows.append({'Invoice No': 'INV-%05d' % (5000+i), 'Owner ID': random.choice(owners),
        'Invoice Date': '%02d-%s-%d' % (d.day, MON[d.month-1], d.year),
        'Dog Breed': random.choice(['Labrador','Beagle','Poodle','German Shepherd','Dachshund','Border Collie','Mixed','Golden Retriever']),
        'Size': size, 'Days Attended': days, 'Daily Rate (€)': '€%.2f' % rate,
        'Total (€)': '€%.2f' % total, 'Paid': 'TRUE' if random.random()<0.78 else 'FALSE',
        'Weight (kg)': '' if random.random()<0.07 else round({'Small':7,'Medium':17,'Large':31,'Giant':52}[size]*random.uniform(0.75,1.25),1),
        'Add-ons': ', '.join(addons)})
with open('dog_daycare_invoices.csv','w',newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# 4 archive_box_storage: UPPER abbreviations, ISO datetimes, plain money, 1/0
rows = []
accts = ['A%04d' % i for i in range(100, 145)]
for i in range(1, 251):
    d = rdate()
    ts = datetime.datetime(d.year, d.month, d.day, random.randint(7, 17), random.choice([0,15,30,45]))
    boxes = random.choices([1,2,3,5,8,12,20,40], [20,18,15,14,12,10,7,4])[0]
    zone = random.choice(['A','B','C','D'])
    rows.append({'RCPT_NO': 'R%05d' % (70000+i), 'ACCT_ID': random.choice(accts), 'INTAKE_TS': ts.strftime('%Y-%m-%dT%H:%M:%S'),
        'DEPT': random.choices(['Legal','Finance','HR','Medical Records','Engineering','Sales'],[25,25,15,15,10,10])[0],
        'BOXES_RCVD': boxes, 'SHELF_ZONE': zone, 'RETN_YRS': random.choice([3,5,7,7,10,25]),
        'MO_FEE': round(boxes*random.choice([2.5,3.0,3.5]) + (10 if zone=='A' else 0), 2),
        'CONF_FLG': 1 if random.random()<0.35 else 0, 'SHRED_ELIG': '' if random.random()<0.08 else (1 if random.random()<0.3 else 0),
        'DOC_TYPES': ', '.join(random.sample(['invoices','contracts','payroll','patient files','blueprints','tax returns','correspondence'], random.choice([1,1,2,3])))})
with open('archive_box_storage.csv','w',newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# 5 ferry_vehicle_bookings: Sentence case headers, ISO date + separate time, $85.00, true/false
rows = []
accs = ['FA-%03d' % i for i in range(1, 91)]
for i in range(1, 271):
    d = rdate()
    route = random.choices(['Harbor-Island','Island-Point','Harbor-Point','Point-Cove'], [40,25,20,15])[0]
    vt = random.choices(['Car','SUV','Motorcycle','Van','RV','Truck'], [45,20,8,12,8,7])[0]
    length = round({'Car':4.5,'SUV':5.0,'Motorcycle':2.2,'Van':5.8,'RV':9.5,'Truck':11.0}[vt]*random.uniform(0.85,1.15),1)
    pax = 1 if vt=='Motorcycle' else random.randint(1, 6)
    rt = random.random() < 0.45
    fare = round((18 + 6.5*length + 4*pax) * (1.8 if rt else 1), 2)
    extras = random.sample(['pet','bike rack','roof box','trailer'], random.choice([0,0,0,1,1,2]))
    rows.append({'Booking ref': 'FVB%05d' % (30000+i), 'Account no': random.choice(accs[:25] if random.random()<0.4 else accs),
        'Sailing date': d.isoformat(), 'Departure': random.choice(['06:30','09:00','12:15','15:45','19:00']),
        'Route': route, 'Vehicle type': vt, 'Vehicle length m': length, 'Passengers': pax,
        'Fare': '$%.2f' % fare, 'Round trip': 'true' if rt else 'false',
        'Checked in': '' if random.random()<0.05 else ('true' if random.random()<0.88 else 'false'),
        'Extras': ', '.join(extras)})
with open('ferry_vehicle_bookings.csv','w',newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)
