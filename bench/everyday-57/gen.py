import csv, random, datetime
random.seed(9864)
D0 = datetime.date(2024, 1, 1)
def rdate(days=364): return D0 + datetime.timedelta(days=random.randint(0, days))
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

# 1 farm equipment rentals: snake_case, ISO date, plain money, Y/N
n = 247
rows = []
custs = ['C%03d' % i for i in range(1, 61)]
rates = {'Tractor': 180, 'Baler': 140, 'Combine': 420, 'Tiller': 65, 'Sprayer': 95, 'Seeder': 110}
atts = ['loader', 'forks', 'bucket', 'gps kit', 'extra hose', 'trailer']
for i in range(n):
    eq = random.choices(list(rates), weights=[30, 15, 8, 20, 15, 12])[0]
    days = random.choice([1, 1, 2, 2, 3, 3, 4, 5, 7, 7, 10, 14])
    rate = rates[eq] + random.choice([0, 0, 0, 10, -5, 15])
    tot = round(days * rate * (0.9 if days >= 7 else 1.0), 2)
    fuel = '' if random.random() < 0.12 else round(random.uniform(5, 220), 1)
    a = random.sample(atts, random.choice([0, 0, 1, 1, 2, 3]))
    rows.append([f'R{1000+i}', random.choice(custs), eq, rdate().isoformat(), days, rate, f'{tot:.2f}',
                 random.choices(['Y', 'N'], [1, 9])[0], random.choice(['Y', 'N']), ', '.join(a),
                 random.choices(['North', 'South', 'East'], [5, 3, 2])[0], fuel])
with open('equip_rentals.csv', 'w', newline='') as f:
    w = csv.writer(f); w.writerow(['rental_id', 'customer_id', 'equipment_type', 'rental_date', 'rental_days', 'daily_rate', 'total_charge', 'damage_reported', 'delivered', 'attachments', 'branch', 'fuel_litres']); w.writerows(rows)

# 2 daycare attendance: camelCase, MM/DD/YYYY, $1,234.56, true/false
n = 263
rows = []
kids = ['K%02d' % i for i in range(1, 46)]
kroom = {k: random.choice(['Infants', 'Toddlers', 'Preschool', 'PreK']) for k in kids}
alg = {k: ', '.join(random.sample(['peanuts', 'dairy', 'eggs', 'gluten', 'shellfish'], random.choice([0, 0, 0, 1, 1, 2]))) for k in kids}
for i in range(n):
    k = random.choice(kids)
    d = rdate(180)
    h = random.choice([4.0, 5.5, 6.0, 7.5, 8.0, 8.0, 8.5, 9.0, 9.5, 10.0])
    late = '' if random.random() < 0.8 else '${:,.2f}'.format(random.choice([5, 10, 15, 20, 25, 40]))
    rows.append([i + 1, k, kroom[k], d.strftime('%m/%d/%Y'), '%02d:%02d' % (random.randint(7, 9), random.choice([0, 15, 30, 45])), h, late,
                 random.choice(['true', 'false']) if kroom[k] != 'PreK' else random.choices(['true', 'false'], [1, 3])[0],
                 random.choice([1, 2, 2, 3]), alg[k], random.choice(['S1', 'S2', 'S3', 'S4', 'S5'])])
with open('daycare_attendance.csv', 'w', newline='') as f:
    w = csv.writer(f); w.writerow(['recordId', 'childId', 'classroom', 'attendDate', 'checkInTime', 'hoursAttended', 'lateFee', 'napTaken', 'mealsServed', 'allergies', 'staffId']); w.writerows(rows)

# 3 snow removal contracts: Title Case with units, DD-Mon-YYYY, $1,234.56, Yes/No
n = 229
rows = []
clients = ['CL-%03d' % i for i in range(1, 90)]
svcs = ['plowing', 'salting', 'shoveling', 'roof clearing', 'ice dam removal']
for i in range(n):
    pt = random.choices(['Residential', 'Commercial', 'Municipal'], [6, 3, 1])[0]
    area = random.randint(80, 600) if pt == 'Residential' else random.randint(800, 8000)
    fee = round(area * random.uniform(1.5, 3.0) + 150, 2)
    d = datetime.date(2023, 9, 1) + datetime.timedelta(days=random.randint(0, 150))
    s = random.sample(svcs, random.choice([1, 1, 2, 2, 3]))
    rating = '' if random.random() < 0.15 else random.choices([1, 2, 3, 4, 5], [1, 2, 4, 6, 5])[0]
    rows.append([f'SN-{2300+i}', random.choice(clients), pt, f'{d.day:02d}-{MON[d.month-1]}-{d.year}', area, '${:,.2f}'.format(fee),
                 random.choice([8, 10, 12, 15, 20, 25]), random.choice(['Yes', 'No']), random.choices(['Yes', 'No'], [3, 2])[0],
                 ', '.join(s), random.choice(['Crew A', 'Crew B', 'Crew C', 'Crew D']), rating])
with open('snow_contracts.csv', 'w', newline='') as f:
    w = csv.writer(f); w.writerow(['Contract No', 'Client ID', 'Property Type', 'Start Date', 'Area (sq m)', 'Season Fee ($)', 'Visits Included', 'Salt Included', 'Auto Renew', 'Services', 'Crew', 'Rating (1-5)']); w.writerows(rows)

# 4 veterinary vaccine log: UPPER abbreviations, ISO datetime, €37.50, 1/0
n = 238
rows = []
pets = ['P%04d' % i for i in range(1, 120)]
psp = {p: random.choices(['Dog', 'Cat', 'Rabbit', 'Ferret'], [10, 7, 2, 1])[0] for p in pets}
vac = {'Dog': ['Rabies', 'DHPP', 'Leptospirosis', 'Bordetella'], 'Cat': ['Rabies', 'FVRCP', 'FeLV'], 'Rabbit': ['RHDV2', 'Myxomatosis'], 'Ferret': ['Rabies', 'Distemper']}
price = {'Rabies': 32.5, 'DHPP': 41.0, 'Leptospirosis': 38.0, 'Bordetella': 29.5, 'FVRCP': 36.0, 'FeLV': 44.0, 'RHDV2': 52.0, 'Myxomatosis': 47.5, 'Distemper': 39.0}
flags = ['senior', 'first visit', 'anxious', 'overweight', 'pregnant']
for i in range(n):
    p = random.choice(pets); sp = psp[p]; v = random.choice(vac[sp])
    dt = datetime.datetime(2024, 1, 1, 8, 0) + datetime.timedelta(days=random.randint(0, 300), minutes=random.choice(range(0, 600, 15)))
    wt = '' if random.random() < 0.1 else round({'Dog': random.uniform(4, 45), 'Cat': random.uniform(2.5, 7), 'Rabbit': random.uniform(1, 3), 'Ferret': random.uniform(0.6, 2)}[sp], 1)
    rows.append([f'V{5000+i}', p, sp, v, dt.strftime('%Y-%m-%dT%H:%M:%S'), random.choice([0.5, 1.0, 1.0, 1.0, 2.0]),
                 '€{:.2f}'.format(price[v] + random.choice([0, 0, 0, 5])), random.choice(['1', '0']), random.choices(['1', '0'], [1, 12])[0],
                 random.choice(['DR01', 'DR02', 'DR03', 'DR04']), wt, ', '.join(random.sample(flags, random.choice([0, 0, 0, 1, 1, 2])))])
with open('vaccine_log.csv', 'w', newline='') as f:
    w = csv.writer(f); w.writerow(['VAX_ID', 'PET_ID', 'SPECIES', 'VACCINE', 'ADMIN_DT', 'DOSE_ML', 'COST_EUR', 'BOOSTER_DUE', 'RXN', 'VET_ID', 'WT_KG', 'FLAGS']); w.writerows(rows)

# 5 theme restaurant covers: lower-case spaced headers, YYYY/MM/DD, plain 2-dec money, TRUE/FALSE
n = 271
rows = []
guests = ['G%03d' % i for i in range(1, 101)]
for i in range(n):
    d = rdate(180)
    cov = random.choices([1, 2, 2, 3, 4, 4, 5, 6, 8, 10, 12], k=1)[0]
    room = random.choices(['Pirate Cove', 'Space Station', 'Jungle Temple', 'Medieval Hall'], [4, 3, 3, 2])[0]
    seat = random.choices(['Lunch', 'Dinner', 'Late'], [3, 5, 2])[0]
    bill = round(cov * random.uniform(18, 55) * (1.25 if seat == 'Dinner' else 1.0), 2)
    tip = '' if random.random() < 0.1 else round(bill * random.choice([0, 0.1, 0.15, 0.18, 0.2]), 2)
    diet = ', '.join(random.sample(['vegan', 'gluten-free', 'nut allergy', 'halal', 'kids menu'], random.choice([0, 0, 1, 1, 2])))
    rows.append([f'BK{7000+i}', random.choice(guests), d.strftime('%Y/%m/%d'), seat, room, cov, f'{bill:.2f}', tip,
                 random.choices(['TRUE', 'FALSE'], [2, 5])[0], random.choices(['TRUE', 'FALSE'], [1, 6])[0], diet,
                 random.choice(['Ana', 'Ben', 'Chloe', 'Dev', 'Eli'])])
with open('restaurant_covers.csv', 'w', newline='') as f:
    w = csv.writer(f); w.writerow(['booking ref', 'guest id', 'service date', 'seating', 'theme room', 'covers', 'bill total', 'tip', 'walk in', 'birthday', 'dietary requests', 'server']); w.writerows(rows)
