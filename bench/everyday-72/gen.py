import csv, random, datetime as dt
random.seed(10094)
D0 = dt.date(2024, 1, 1)
def rdate(): return D0 + dt.timedelta(days=random.randint(0, 365))
def maybe(v, p=0.06): return '' if random.random() < p else v

# 1 crane_hire_jobs: snake_case, ISO dates, money $1,234.56, Y/N
rows = []
clients = ['CL%03d' % i for i in range(1, 41)]
types = [('Mobile', 0.35, (25, 100), 1450), ('Crawler', 0.15, (80, 300), 3200), ('Tower', 0.12, (8, 20), 2100),
         ('Rough Terrain', 0.2, (30, 60), 1100), ('Truck-mounted', 0.18, (10, 40), 850)]
cities = ['Leeds', 'Bradford', 'York', 'Sheffield', 'Hull', 'Wakefield']
atts = ['jib', 'outrigger pads', 'man basket', 'spreader bar', 'load cell', 'tag lines']
n = 247
for i in range(n):
    t = random.choices(types, weights=[x[1] for x in types])[0]
    days = random.choice([1, 1, 1, 2, 2, 3, 5, 5, 7, 10, 14]) if t[0] != 'Tower' else random.choice([14, 30, 60, 90])
    rate = t[3] + random.choice([0, 50, 100, 150, -50])
    total = rate * days * (0.9 if days >= 14 else 1.0)
    op = 'Y' if random.random() < 0.7 else 'N'
    if op == 'Y': total += 320 * days
    a = random.sample(atts, random.choice([0, 1, 1, 2, 3]))
    rows.append({'job_id': 'CH-%04d' % (5001 + i), 'client_id': random.choice(clients[:15] * 3 + clients),
                 'site_city': random.choices(cities, weights=[5, 3, 2, 4, 2, 1])[0], 'crane_type': t[0],
                 'capacity_tonnes': random.randint(*t[2]), 'hire_date': rdate().isoformat(), 'hire_days': days,
                 'operator_supplied': op, 'day_rate': '${:,.2f}'.format(rate), 'total_charge': '${:,.2f}'.format(total),
                 'lift_plan_required': maybe('Y' if random.random() < 0.4 else 'N'),
                 'attachments': ', '.join(a), 'incident_reported': 'Y' if random.random() < 0.05 else 'N',
                 'wind_delay_hours': maybe(str(random.choice([0, 0, 0, 0, 1, 2, 2, 3, 4, 6])), 0.1)})
with open('crane_hire_jobs.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 hearing_test_appointments: camelCase, MM/DD/YYYY, €, true/false
rows = []
pats = ['P%04d' % i for i in range(1, 181)]
auds = ['Dr. Okafor', 'Dr. Lindqvist', 'M. Brennan', 'S. Patel', 'J. Moreau']
branches = ['Central', 'Northside', 'Harbour', 'Riverside']
tests = ['pure-tone', 'speech', 'tympanometry', 'OAE', 'tinnitus assessment']
apptTypes = [('Screening', 35.0), ('Full Diagnostic', 95.0), ('Follow-up', 45.0), ('Pediatric', 80.0), ('Occupational', 60.0)]
n = 263
for i in range(n):
    at = random.choices(apptTypes, weights=[30, 35, 20, 8, 12])[0]
    age = random.randint(4, 15) if at[0] == 'Pediatric' else int(min(95, max(18, random.gauss(58, 16))))
    status = random.choices(['Completed', 'No-show', 'Cancelled'], weights=[82, 10, 8])[0]
    comp = status == 'Completed'
    tp = random.sample(tests, random.choice([1, 2, 2, 3])) if comp else []
    grade = random.choices(['None', 'Mild', 'Moderate', 'Severe', 'Profound'], weights=[30, 30, 25, 11, 4])[0] if comp else ''
    fee = at[1] + (random.choice([0, 0, 10, 15]) if comp else 0)
    if not comp: fee = 0.0 if status == 'Cancelled' else 20.0
    d = rdate()
    rows.append({'apptId': 'HT%05d' % (30100 + i), 'patientId': random.choice(pats[:60] * 2 + pats), 'apptDate': d.strftime('%m/%d/%Y'),
                 'clinicBranch': random.choices(branches, weights=[4, 3, 2, 2])[0], 'audiologist': random.choice(auds),
                 'apptType': at[0], 'patientAge': age, 'status': status, 'testsPerformed': ', '.join(tp),
                 'durationMin': random.choice([20, 30, 45, 60]) if comp else '', 'fee': '€{:.2f}'.format(fee),
                 'insuranceCovered': maybe(random.choice(['true', 'false', 'true'])),
                 'hearingLossGrade': grade, 'referredForAid': ('true' if comp and grade in ('Moderate', 'Severe', 'Profound') and random.random() < 0.7 else 'false')})
with open('hearing_test_appointments.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 driving_range_ball_sales: Title Case with units, DD-Mon-YYYY, plain money, Yes/No
rows = []
members = ['M%03d' % i for i in range(100, 150)]
buckets = [('Small', 40, 6.0), ('Medium', 80, 10.0), ('Large', 120, 14.0), ('Jumbo', 200, 20.0)]
extras = ['club rental', 'tracer', 'tee pack', 'lesson add-on', 'towel']
n = 258
for i in range(n):
    b = random.choices(buckets, weights=[25, 35, 28, 12])[0]
    mem = random.random() < 0.45
    qty = random.choice([1, 1, 1, 1, 2, 2, 3])
    price = b[2] * qty * (0.8 if mem else 1.0)
    ex = random.sample(extras, random.choice([0, 0, 1, 1, 2]))
    price += 5 * len(ex)
    d = rdate()
    rows.append({'Sale ID': 1000 + i, 'Date': d.strftime('%d-%b-%Y'), 'Time Slot': random.choices(['Morning', 'Afternoon', 'Evening'], weights=[3, 3, 4])[0],
                 'Bay Number': random.randint(1, 24), 'Bucket Size': b[0], 'Buckets (qty)': qty, 'Balls (count)': b[1] * qty,
                 'Price ($)': '%.2f' % price, 'Member': 'Yes' if mem else 'No', 'Member ID': random.choice(members) if mem else '',
                 'Payment Method': random.choices(['Card', 'Cash', 'App'], weights=[5, 2, 3])[0], 'Extras': ', '.join(ex),
                 'Balls Returned (count)': maybe(str(b[1] * qty - random.choice([0, 0, 0, 1, 2, 3, 5])), 0.08)})
with open('driving_range_ball_sales.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 stage_lighting_hire: ABBREV UPPER, ISO datetimes, € not; plain with $? -> plain numbers, TRUE/FALSE
rows = []
custs = ['C%03d' % i for i in range(1, 36)]
evts = [('Concert', 40), ('Theatre', 25), ('Corporate', 20), ('Wedding', 15), ('Festival', 8)]
kits = ['LED par', 'moving head', 'follow spot', 'haze', 'DMX desk', 'truss']
n = 232
for i in range(n):
    e = random.choices(evts, weights=[x[1] for x in evts])[0]
    q = random.randint(4, 60) if e[0] in ('Concert', 'Festival') else random.randint(2, 24)
    days = random.choice([1, 1, 2, 2, 3, 4, 7])
    amt = q * days * random.choice([18, 22, 25, 30]) + (150 if random.random() < 0.5 else 0)
    t = dt.datetime.combine(rdate(), dt.time(random.randint(8, 18), random.choice([0, 15, 30, 45])))
    k = random.sample(kits, random.choice([1, 2, 2, 3]))
    rows.append({'ORD_NO': 'SL%04d' % (700 + i), 'CUST_ID': random.choice(custs[:10] * 3 + custs), 'EVT_TYPE': e[0],
                 'VENUE_CITY': random.choice(['Dublin', 'Cork', 'Galway', 'Limerick']), 'ORD_DTTM': t.strftime('%Y-%m-%dT%H:%M:%S'),
                 'FIXT_QTY': q, 'HIRE_DAYS': days, 'HIRE_AMT': '%.2f' % amt, 'TECH_INCL': random.choice(['TRUE', 'FALSE']),
                 'DMG_FLAG': 'TRUE' if random.random() < 0.07 else 'FALSE', 'DMG_COST': '', 'KIT_LIST': ', '.join(k),
                 'ORD_STS': random.choices(['Returned', 'Out', 'Cancelled'], weights=[80, 12, 8])[0]})
    if rows[-1]['DMG_FLAG'] == 'TRUE': rows[-1]['DMG_COST'] = '%.2f' % random.choice([45, 120, 120, 300, 85.5])
with open('stage_lighting_hire.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 mailbox_rentals: PascalCase, DD/MM/YYYY, $ with comma, 1/0
rows = []
cust = ['MB-C%03d' % i for i in range(1, 121)]
sizes = [('Small', 12.0), ('Medium', 18.5), ('Large', 27.0), ('Parcel Locker', 45.0)]
svcs = ['package alerts', 'mail scanning', 'forwarding', 'street address', 'after-hours access']
n = 244
for i in range(n):
    s = random.choices(sizes, weights=[40, 30, 20, 10])[0]
    term = random.choice([3, 6, 6, 12, 12, 12, 24])
    fee = s[1] * term * (0.85 if term >= 12 else 1.0)
    sv = random.sample(svcs, random.choice([0, 1, 1, 2, 3]))
    fee += 2.5 * term * len(sv)
    d = rdate()
    rows.append({'RentalId': 'R%05d' % (20000 + i), 'CustomerId': random.choice(cust[:30] * 2 + cust), 'Location': random.choices(['Main St', 'Airport Rd', 'Old Town', 'Westgate'], weights=[4, 2, 3, 2])[0],
                 'BoxNumber': random.randint(1, 600), 'BoxSize': s[0], 'StartDate': d.strftime('%d/%m/%Y'), 'TermMonths': term,
                 'Fee': '${:,.2f}'.format(fee), 'Deposit': maybe('{:.2f}'.format(random.choice([20, 25, 25, 50])), 0.1), 'KeysIssued': random.choice([1, 2, 2, 3]),
                 'AutoRenew': random.choice(['1', '0', '1']), 'BusinessCustomer': '1' if random.random() < 0.35 else '0',
                 'Services': ', '.join(sv), 'Status': random.choices(['Active', 'Closed', 'Suspended'], weights=[70, 22, 8])[0]})
with open('mailbox_rentals.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
