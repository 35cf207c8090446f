import csv, random, datetime
random.seed(10128)
D0 = datetime.date(2024, 1, 1)
def rdate(): return D0 + datetime.timedelta(days=random.randint(0, 365))
def w(name, header, rows):
    with open(name, 'w', newline='') as f:
        cw = csv.writer(f); cw.writerow(header); cw.writerows(rows)
def money(x, sym='$'): return f"{sym}{x:,.2f}"

# 1 trampoline park bookings: snake_case, ISO dates, plain numbers, Y/N
rows = []
custs = [f"C{n:03d}" for n in range(1, 90)]
types = ['Open Jump']*5 + ['Birthday']*3 + ['School Group']*2 + ['Toddler Time']*2 + ['Corporate']
addons = ['grip socks', 'pizza', 'dodgeball', 'foam pit', 'slushies', 'party room', 'photo package']
hosts = ['Kayla', 'Marcus', 'Priya', 'Tom', 'Jess']
n = random.randint(220, 280)
for i in range(n):
    t = random.choice(types)
    jumpers = {'Open Jump': random.randint(1, 6), 'Birthday': random.randint(8, 24), 'School Group': random.randint(15, 40),
               'Toddler Time': random.randint(1, 4), 'Corporate': random.randint(10, 30)}[t]
    dur = random.choice([60, 60, 90, 90, 120]) if t != 'Toddler Time' else 45
    rate = {45: 9.0, 60: 14.0, 90: 19.0, 120: 24.0}[dur]
    total = round(jumpers * rate + (random.choice([0, 0, 25, 50, 75]) if t in ('Birthday', 'Corporate') else 0), 2)
    k = random.choice([0, 0, 1, 1, 2, 3])
    ao = ', '.join(random.sample(addons, k))
    dep = 'Y' if (t in ('Birthday', 'Corporate', 'School Group') and random.random() < 0.8) or random.random() < 0.1 else 'N'
    host = random.choice(hosts) if t in ('Birthday', 'Corporate', 'School Group') else ''
    rating = '' if random.random() < 0.25 else random.choice([3, 4, 4, 5, 5, 5, 2])
    rows.append([f"TB-{1000+i}", rdate().isoformat(), random.choice(custs[:40] if random.random() < 0.6 else custs), t, jumpers, dur, f"{total:.2f}", dep, ao, host, rating])
rows.sort(key=lambda r: r[1])
w('trampoline_bookings.csv', ['booking_id', 'booking_date', 'customer_id', 'session_type', 'jumpers', 'duration_min', 'total_paid', 'deposit_paid', 'add_ons', 'party_host', 'rating'], rows)

# 2 storage unit auctions: Title Case with units, MM/DD/YYYY, $1,234.56, Yes/No
rows = []
facilities = ['Northgate Storage', 'Riverside Self Store', 'Hwy 9 Mini Units', 'Oak Park Lockers']
contents = ['furniture', 'tools', 'boxes', 'appliances', 'electronics', 'clothing', 'sporting goods', 'toys', 'mattress']
bidders = [f"B-{n}" for n in range(101, 160)]
n = random.randint(220, 280)
for i in range(n):
    size = random.choice([25, 50, 50, 75, 100, 100, 150, 200, 300])
    opening = round(size * random.choice([0.5, 0.75, 1.0]), 2)
    sold = random.random() < 0.82
    bids = random.randint(1, 18) if sold else random.choice([0, 0, 1])
    win = round(opening + bids * random.uniform(5, 60), 2) if sold else None
    cont = ', '.join(random.sample(contents, random.randint(1, 4)))
    months = random.randint(3, 14)
    d = rdate()
    rows.append([f"L{5000+i}", d.strftime('%m/%d/%Y'), random.choice(facilities), size, money(opening), money(win) if win is not None else '',
                 random.choice(bidders[:25] if random.random() < 0.5 else bidders) if sold else '', bids, 'Yes' if sold else 'No', cont, months])
rows.sort(key=lambda r: datetime.datetime.strptime(r[1], '%m/%d/%Y'))
w('storage_auctions.csv', ['Lot ID', 'Auction Date', 'Facility', 'Unit Size (sq ft)', 'Opening Bid ($)', 'Winning Bid ($)', 'Bidder Number', 'Bids (count)', 'Sold', 'Contents', 'Months Delinquent'], rows)

# 3 bicycle courier payroll: camelCase, DD-Mon-YYYY, €, TRUE/FALSE
rows = []
riders = [f"R{n:02d}" for n in range(1, 36)]
zones = ['Centre', 'North', 'Docklands', 'University', 'Old Town']
issues = ['flat tyre', 'brake pads', 'chain', 'lights', 'phone mount', 'bag strap']
ends = [datetime.date(2024, 1, 7) + datetime.timedelta(days=14*k) for k in range(26)]
n = random.randint(220, 280)
for i in range(n):
    r = random.choice(riders)
    hrs = round(random.choice([random.uniform(6, 20), random.uniform(20, 45)]), 1)
    dels = int(hrs * random.uniform(1.8, 3.2))
    rate = random.choice([11.5, 12.0, 12.0, 13.25])
    gross = round(hrs * rate + dels * 0.8, 2)
    tips = round(dels * random.uniform(0.2, 1.4), 2) if random.random() > 0.08 else None
    bonus = 'TRUE' if dels >= 80 else 'FALSE'
    iss = ', '.join(random.sample(issues, random.choice([0, 0, 0, 1, 1, 2])))
    rows.append([f"PY{3000+i}", ends[random.randrange(26)].strftime('%d-%b-%Y'), r, random.choice(zones), random.choice(['e-bike', 'cargo bike', 'road bike', 'e-bike']),
                 f"{hrs:.1f}", dels, money(gross, '€'), money(tips, '€') if tips is not None else '', bonus, iss])
rows.sort(key=lambda r: datetime.datetime.strptime(r[1], '%d-%b-%Y'))
w('courier_payroll.csv', ['payslipId', 'payPeriodEnd', 'riderId', 'homeZone', 'bikeType', 'hoursWorked', 'deliveriesDone', 'grossPay', 'tipsTotal', 'bonusEligible', 'bikeIssuesReported'], rows)

# 4 guitar lesson packages: UPPER abbreviations, ISO date-times, plain money, 1/0
rows = []
students = [f"S{n:03d}" for n in range(1, 80)]
instr = ['Alvarez', 'Brennan', 'Choi', 'Dube']
styles = ['blues', 'rock', 'classical', 'folk', 'jazz', 'metal', 'fingerstyle']
n = random.randint(220, 280)
for i in range(n):
    lc = random.choice([4, 8, 8, 12, 12, 16])
    used = random.randint(0, lc)
    lvl = random.choice(['Beginner', 'Beginner', 'Beginner', 'Intermediate', 'Intermediate', 'Advanced'])
    price = lc * {'Beginner': 30, 'Intermediate': 35, 'Advanced': 42}[lvl]
    disc = random.choice(['', '', '', 5, 10, 10, 15])
    if disc != '': price = price * (100 - disc) / 100
    ts = datetime.datetime.combine(rdate(), datetime.time(random.randint(9, 20), random.choice([0, 15, 30, 45])))
    rows.append([f"GP{700+i}", ts.strftime('%Y-%m-%dT%H:%M:%S'), random.choice(students[:30] if random.random() < 0.55 else students), random.choice(instr), lvl,
                 lc, used, f"{price:.2f}", disc, random.choice(['1', '0', '1']), ', '.join(random.sample(styles, random.randint(1, 3))), random.choice(['In studio', 'In studio', 'Online'])])
rows.sort(key=lambda r: r[1])
w('guitar_packages.csv', ['PKG_ID', 'SOLD_TS', 'STUDENT_ID', 'INSTR', 'LVL', 'LSN_CNT', 'LSN_USED', 'PRICE', 'DISC_PCT', 'RENEW', 'STYLES', 'FMT'], rows)

# 5 mobile notary visits: Title Case plain, "Mon D, YYYY", "$85" no cents, true/false
rows = []
clients = [f"CL-{n}" for n in range(2001, 2091)]
notaries = ['Rosa Jimenez', 'Dan Whitaker', 'Helen Ford', 'Sam Okafor']
docs = ['deed', 'affidavit', 'power of attorney', 'loan package', 'will', 'title transfer', 'I-9']
places = ['Home', 'Home', 'Hospital', 'Office', 'Jail', 'Coffee Shop']
n = random.randint(220, 280)
for i in range(n):
    d = rdate()
    dl = random.sample(docs, random.randint(1, 3))
    signers = random.choice([1, 1, 1, 2, 2, 3, 4])
    miles = random.randint(2, 45)
    after = random.random() < 0.2
    fee = 25 + 10 * signers + miles * 1 + (40 if after else 0) + (75 if 'loan package' in dl else 0)
    status = random.choice(['Completed'] * 8 + ['Cancelled', 'No Show'])
    rows.append([f"NV{str(i+1).zfill(4)}", d.strftime('%b ') + str(d.day) + d.strftime(', %Y'), random.choice(clients[:35] if random.random() < 0.5 else clients), random.choice(notaries),
                 random.choice(places), ', '.join(dl), signers, miles if random.random() > 0.06 else '', f"${fee}", 'true' if after else 'false', status])
rows.sort(key=lambda r: datetime.datetime.strptime(r[1], '%b %d, %Y'))
w('notary_visits.csv', ['Visit Ref', 'Visit Date', 'Client No', 'Notary', 'Location Type', 'Documents', 'Signers', 'Travel Miles', 'Fee', 'After Hours', 'Status'], rows)
