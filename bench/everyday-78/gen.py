import csv, random, datetime
random.seed(10106)
D0 = datetime.date(2024, 1, 1)
def rdate(span=365):
    return D0 + datetime.timedelta(days=random.randint(0, span - 1))
def pick(d):
    ks = list(d); return random.choices(ks, weights=[d[k] for k in ks])[0]
def mlist(opts, lo, hi):
    return ', '.join(random.sample(opts, random.randint(lo, hi)))

# 1 jewellery repair tickets: snake_case, ISO dates, $1,234.56, Y/N
rows = []
n = 240
custs = ['C%03d' % i for i in range(1, 90)]
for i in range(n):
    item = pick({'Ring': 40, 'Necklace': 20, 'Bracelet': 15, 'Watch': 12, 'Earrings': 10, 'Brooch': 3})
    metal = pick({'Gold': 35, 'Silver': 30, 'Platinum': 10, 'Rose Gold': 15, 'White Gold': 10})
    svc = mlist(['resize', 'polish', 'clasp repair', 'stone setting', 'soldering', 'rhodium plating', 'cleaning'], 1, 3)
    quote = round(random.choice([25, 40, 55, 75, 90, 120, 150, 200, 350, 480, 1250]) * random.uniform(0.8, 1.3), 2)
    if random.random() < 0.1: quote = 120.0
    final = '' if random.random() < 0.12 else '${:,.2f}'.format(round(quote * random.uniform(0.9, 1.15), 2))
    days = random.randint(1, 21)
    rows.append({'ticket_id': 'JR-%04d' % (1001 + i), 'customer_id': random.choice(custs),
                 'intake_date': rdate().isoformat(), 'item_type': item, 'metal': metal, 'services': svc,
                 'jeweller': pick({'Ana': 30, 'Marco': 25, 'Priya': 25, 'Tom': 20}),
                 'quote_amount': '${:,.2f}'.format(quote), 'final_price': final,
                 'rush_job': random.choice(['Y', 'N', 'N', 'N']),
                 'picked_up': '' if random.random() < 0.05 else random.choice(['Y', 'Y', 'Y', 'N']),
                 'days_to_complete': '' if random.random() < 0.06 else days})
with open('jewellery_repairs.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 canoe hire slips: camelCase, MM/DD/YYYY, plain numbers, Yes/No
rows = []
mem = ['M%02d' % i for i in range(1, 60)]
for i in range(262):
    d = D0 + datetime.timedelta(days=random.randint(90, 300))
    bt = pick({'Canoe': 40, 'Kayak': 30, 'Tandem Kayak': 15, 'SUP': 15})
    hrs = random.choice([1, 1.5, 2, 2, 3, 4, 4, 6, 8])
    rate = {'Canoe': 18, 'Kayak': 15, 'Tandem Kayak': 22, 'SUP': 12}[bt]
    fee = round(rate * hrs + random.choice([0, 0, 5, 10]), 2)
    rows.append({'slipNo': 5000 + i, 'hireDate': d.strftime('%m/%d/%Y'),
                 'memberId': '' if random.random() < 0.2 else random.choice(mem),
                 'boatType': bt, 'launchSite': pick({'North Jetty': 40, 'Mill Pond': 35, 'Boathouse': 25}),
                 'hoursOut': hrs, 'paddlers': {'Canoe': random.choice([1, 2, 2, 3]), 'Tandem Kayak': 2}.get(bt, 1),
                 'fee': fee, 'depositReturned': random.choice(['Yes', 'Yes', 'Yes', 'No']),
                 'extras': '' if random.random() < 0.25 else mlist(['life jacket', 'dry bag', 'map', 'cooler', 'spray skirt', 'waterproof phone case'], 1, 3),
                 'weatherRating': '' if random.random() < 0.1 else random.randint(1, 5)})
with open('canoe_hire.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 lawn aeration jobs: Title Case with units, DD-Mon-YYYY, €37.50, TRUE/FALSE
rows = []
cust = ['LA-%03d' % i for i in range(1, 110)]
for i in range(231):
    d = rdate()
    area = random.choice([120, 180, 250, 300, 400, 520, 650, 800, 1200]) + random.randint(-20, 20)
    price = round(35 + area * 0.11 + random.choice([0, 0, 15, 25]), 2)
    rows.append({'Job Ref': 'AE%05d' % (20000 + i * 3), 'Customer No': random.choice(cust),
                 'Job Date': d.strftime('%d-%b-%Y'), 'Suburb': pick({'Oakdale': 30, 'Riverside': 25, 'Hillcrest': 20, 'Meadowbank': 15, 'Kingsford': 10}),
                 'Lawn Area (m²)': area, 'Soil Type': pick({'Clay': 40, 'Loam': 35, 'Sandy': 25}),
                 'Crew Lead': pick({'Declan': 35, 'Siobhan': 30, 'Aidan': 20, 'Niamh': 15}),
                 'Duration (min)': int(area / 8 + random.randint(10, 40)),
                 'Price (€)': '€{:.2f}'.format(price),
                 'Add-ons': '' if random.random() < 0.3 else mlist(['overseeding', 'lime', 'fertiliser', 'dethatching', 'topdressing'], 1, 2),
                 'Repeat Customer': random.choice(['TRUE', 'FALSE', 'FALSE']),
                 'Rating (1-5)': '' if random.random() < 0.15 else pick({5: 45, 4: 30, 3: 15, 2: 7, 1: 3})})
with open('lawn_aeration.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 catering van bookings: ABBREV upper-case, ISO date-times, plain numbers, 1/0
rows = []
cids = ['K%03d' % i for i in range(1, 70)]
for i in range(248):
    d = datetime.datetime(2024, 1, 1, 0, 0) + datetime.timedelta(days=random.randint(0, 364), hours=random.choice([10, 11, 12, 17, 18, 19]), minutes=random.choice([0, 30]))
    et = pick({'Wedding': 25, 'Corporate': 30, 'Birthday': 20, 'Festival': 15, 'Funeral': 10})
    g = random.randint(20, 250)
    hrs = random.choice([2, 3, 3, 4, 5, 6])
    amt = round(g * random.choice([12, 15, 18, 22]) + hrs * 40, 2)
    dep = round(amt * random.choice([0.2, 0.25, 0.3]), 2)
    rows.append({'BKG_ID': 'B%04d' % (300 + i), 'CUST_ID': random.choice(cids), 'EVT_DTTM': d.strftime('%Y-%m-%dT%H:%M:%S'),
                 'EVT_TYPE': et, 'VAN_ID': pick({'VAN-1': 35, 'VAN-2': 35, 'VAN-3': 20, 'VAN-4': 10}),
                 'GUESTS': g, 'SVC_HRS': hrs, 'AMT_TOT': amt, 'DEP_PD': dep if random.random() > 0.08 else '',
                 'CUISINES': mlist(['bbq', 'tacos', 'pizza', 'vegan', 'seafood', 'desserts'], 1, 3),
                 'CNCLD': 1 if random.random() < 0.12 else 0,
                 'STAFF_CNT': max(1, g // 40 + random.choice([0, 1]))})
with open('catering_van.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 bicycle parking permits: Sentence case headers, YYYY/MM/DD? -> ISO dates, plain w/ 2dp, true/false
rows = []
holders = ['H%04d' % i for i in range(100, 260)]
for i in range(257):
    d = rdate()
    pt = pick({'Annual': 35, 'Quarterly': 30, 'Monthly': 35})
    fee = {'Annual': 120.0, 'Quarterly': 36.0, 'Monthly': 14.0}[pt]
    bike = pick({'Standard': 50, 'E-bike': 25, 'Cargo': 10, 'Folding': 15})
    if random.random() < 0.15: fee = round(fee * 0.5, 2)  # concession
    rows.append({'Permit number': 'BP-%05d' % (7000 + i), 'Holder id': random.choice(holders),
                 'Issued on': d.isoformat(), 'Permit type': pt,
                 'Rack location': pick({'Central Station': 35, 'Library': 20, 'Town Hall': 15, 'University Gate': 30}),
                 'Bike type': bike, 'Fee paid': '%.2f' % fee,
                 'Auto renew': random.choice(['true', 'false']),
                 'Charging access': ('true' if random.random() < 0.7 else 'false') if bike == 'E-bike' else 'false',
                 'Zones': mlist(['Zone A', 'Zone B', 'Zone C', 'Zone D'], 1, 3),
                 'Status': pick({'Active': 60, 'Expired': 30, 'Cancelled': 10}),
                 'Cancelled reason': ''})
    if rows[-1]['Status'] == 'Cancelled':
        rows[-1]['Cancelled reason'] = random.choice(['Moved away', 'Bike stolen', 'No longer needed', ''])
with open('bike_permits.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
