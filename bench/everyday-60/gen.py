import csv, random, datetime as dt
random.seed(10070)
D0 = dt.date(2024, 1, 1)
def rday(): return D0 + dt.timedelta(days=random.randint(0, 365))
def maybe(v, p=0.06): return '' if random.random() < p else v
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

# 1 scaffolding hire: snake_case, ISO dates, plain money, Y/N
rows = []
n = random.randint(220, 280)
custs = ['C%03d' % i for i in range(1, 41)]
cities = ['Leeds', 'York', 'Bradford', 'Wakefield', 'Harrogate', 'Halifax']
comps = ['guardrail', 'toe board', 'ladder beam', 'sheeting', 'loading bay', 'stair tower', 'netting']
crews = ['Crew A', 'Crew B', 'Crew C', 'Crew D']
for i in range(n):
    days = random.choice([7, 14, 14, 21, 28, 28, 35, 42, 56, 70])
    h = random.choice([4, 6, 6, 8, 10, 12, 15, 18, 20])
    fee = round(days * h * random.uniform(2.2, 4.8), 2)
    rows.append({'hire_id': 'SH-%04d' % (1001 + i), 'customer_id': random.choice(custs[:random.choice([15, 40])]),
        'site_city': random.choices(cities, [30, 14, 20, 10, 8, 8])[0], 'start_date': rday().isoformat(),
        'hire_days': days, 'tower_height_m': h, 'hire_fee': maybe('%.2f' % fee, 0.04),
        'deposit_paid': random.choice(['Y', 'Y', 'Y', 'N']), 'inspection_passed': maybe(random.choice(['Y'] * 5 + ['N']), 0.08),
        'components': ', '.join(sorted(random.sample(comps, random.randint(1, 3)), key=comps.index)),
        'erected_by': random.choice(crews)})
with open('scaffolding_hire.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 kennel club registrations: camelCase, MM/DD/YYYY, $1,234.56, true/false
rows = []
n = random.randint(220, 280)
breeders = ['BR%02d' % i for i in range(1, 31)]
breeds = ['Labrador Retriever', 'German Shepherd', 'Golden Retriever', 'French Bulldog', 'Beagle', 'Poodle', 'Dachshund', 'Border Collie']
tests = ['hips', 'elbows', 'eyes', 'heart', 'DNA panel']
regions = ['North', 'South', 'East', 'West']
for i in range(n):
    d = rday()
    fee = random.choice([35, 35, 45, 45, 60, 85, 120]) + random.choice([0, 0, 12.5, 1150, 0])
    rows.append({'registrationId': 'KC%05d' % (20001 + i), 'breederId': random.choice(breeders),
        'breed': random.choices(breeds, [22, 15, 14, 12, 10, 9, 8, 10])[0], 'dogSex': random.choice(['M', 'F']),
        'registrationDate': d.strftime('%m/%d/%Y'), 'litterSize': maybe(str(random.randint(1, 11)), 0.05),
        'feePaid': '${:,.2f}'.format(fee), 'microchipped': random.choice(['true'] * 4 + ['false']),
        'healthTests': maybe(', '.join(sorted(random.sample(tests, random.randint(1, 3)), key=tests.index)), 0.1),
        'region': random.choice(regions)})
with open('kennel_registrations.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 sports field bookings: Title Case with units, DD-Mon-YYYY, €37.50, Yes/No
rows = []
n = random.randint(220, 280)
clubs = ['CL%02d' % i for i in range(1, 26)]
fields = [('Riverside 1', 'Grass'), ('Riverside 2', 'Grass'), ('Hillcrest 3G', 'Artificial'), ('Parkway Astro', 'Artificial'), ('School Pitch', 'Grass'), ('Dome Court', 'Indoor')]
equip = ['goals', 'bibs', 'corner flags', 'balls', 'line marking', 'scoreboard']
for i in range(n):
    fld, surf = random.choices(fields, [18, 14, 22, 16, 10, 8])[0]
    d = rday()
    hrs = random.choice([1, 1, 1.5, 2, 2, 2, 3, 4])
    rate = {'Grass': 25, 'Artificial': 42.5, 'Indoor': 55}[surf]
    fl = random.choice(['Yes', 'No', 'No'])
    cost = hrs * rate + (15 if fl == 'Yes' else 0)
    rows.append({'Booking Ref': 'FB%04d' % (5001 + i), 'Club ID': random.choice(clubs), 'Field': fld, 'Surface': surf,
        'Booking Date': '%02d-%s-%d' % (d.day, MON[d.month - 1], d.year), 'Duration (hrs)': hrs,
        'Cost (€)': '€{:.2f}'.format(cost), 'Floodlights': fl,
        'Attendance (people)': maybe(str(random.randint(8, 60)), 0.07),
        'Equipment': maybe(', '.join(sorted(random.sample(equip, random.randint(1, 3)), key=equip.index)), 0.1),
        'Status': random.choices(['Confirmed', 'Cancelled', 'No-show'], [78, 15, 7])[0]})
with open('field_bookings.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 septic pumping: UPPER abbreviations, ISO date-times, plain money, 1/0
rows = []
n = random.randint(220, 280)
accts = ['A%04d' % i for i in range(100, 160)]
twps = ['Milford', 'Oakdale', 'Pine Hill', 'Cedar Creek', 'Brookfield']
techs = ['RJ', 'MK', 'TS', 'DL']
issues = ['root intrusion', 'baffle damage', 'high sludge', 'cracked lid', 'pump alarm']
for i in range(n):
    d = rday()
    t = dt.datetime(d.year, d.month, d.day, random.randint(7, 16), random.choice([0, 15, 30, 45]))
    tank = random.choice([750, 1000, 1000, 1000, 1250, 1500, 2000])
    pumped = int(tank * random.uniform(0.55, 1.0) // 10 * 10)
    chg = round(185 + pumped * random.choice([0.18, 0.2, 0.22]) + random.choice([0, 0, 0, 75, 120]), 2)
    rows.append({'JOB_NO': 'J%05d' % (30001 + i), 'ACCT_ID': random.choice(accts), 'TWP': random.choices(twps, [25, 20, 18, 12, 25])[0],
        'SVC_DTTM': t.strftime('%Y-%m-%dT%H:%M:%S'), 'TANK_GAL': tank, 'GAL_PUMPED': maybe(str(pumped), 0.05),
        'CHG_AMT': '%.2f' % chg, 'RISER_INSTL': random.choice(['1', '0', '0', '0']), 'TECH': random.choice(techs),
        'ISSUES': '' if random.random() < 0.35 else ', '.join(sorted(random.sample(issues, random.randint(1, 2)), key=issues.index)),
        'NXT_SVC_MO': random.choice([12, 24, 24, 36, 36, 36, 48])})
with open('septic_pumping.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 forklift training: PascalCase, YYYY/MM/DD, integer money, TRUE/FALSE
rows = []
n = random.randint(220, 280)
trainees = ['T%03d' % i for i in range(1, 121)]
emps = ['Northgate Logistics', 'Apex Foods', 'BuildRite Supply', 'Harbor Freight Co', 'Metro Cold Storage']
classes = ['Class I', 'Class II', 'Class IV', 'Class V', 'Class VII']
ends = ['reach truck', 'order picker', 'pallet jack', 'telehandler', 'side loader']
instr = ['Okafor', 'Lindqvist', 'Brennan', 'Takahashi']
for i in range(n):
    d = rday()
    cls = random.choices(classes, [20, 15, 25, 30, 10])[0]
    hrs = random.choice([4, 6, 8, 8, 8, 12, 16])
    score = random.randint(55, 100)
    prac = random.random() < (0.9 if score >= 75 else 0.55)
    cert = prac and score >= 70
    rows.append({'SessionID': 'FT-%d' % (7001 + i), 'TraineeID': random.choice(trainees), 'EmployerName': random.choices(emps, [30, 20, 18, 15, 17])[0],
        'TruckClass': cls, 'SessionDate': d.strftime('%Y/%m/%d'), 'Hours': hrs, 'Fee': maybe(str(hrs * random.choice([35, 40, 45])), 0.05),
        'WrittenScore': maybe(str(score), 0.04), 'PracticalPassed': 'TRUE' if prac else 'FALSE', 'Certified': 'TRUE' if cert else 'FALSE',
        'Endorsements': '' if random.random() < 0.2 else ', '.join(sorted(random.sample(ends, random.randint(1, 3)), key=ends.index)),
        'Instructor': random.choice(instr)})
with open('forklift_training.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
