import csv, random, datetime as dt
random.seed(10112)
D0 = dt.date(2024, 1, 1)
def rdate(days=365): return D0 + dt.timedelta(days=random.randrange(days))
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def w(name, header, rows):
    with open(name, 'w', newline='') as f:
        c = csv.writer(f); c.writerow(header); c.writerows(rows)

# 1. van conversion jobs: snake_case, ISO dates, plain money, Y/N, customer_id repeats, features list
custs = ['VC%03d' % i for i in range(1, 91)]
models = ['Ford Transit', 'Mercedes Sprinter', 'VW Crafter', 'Fiat Ducato', 'Renault Master']
mw = [30, 28, 15, 18, 9]
ctypes = ['Full camper', 'Weekender', 'Mobile office', 'Tradesman racking']
ctw = [40, 30, 15, 15]
feats = ['bed', 'sink', 'solar', 'heater', 'fridge', 'shower', 'awning', 'shelving']
techs = ['Ola', 'Marco', 'Priya', 'Dan', 'Keiko']
rows = []
n = 246
for i in range(n):
    ct = random.choices(ctypes, ctw)[0]
    start = rdate(340)
    hours = round(random.gauss({'Full camper': 160, 'Weekender': 80, 'Mobile office': 70, 'Tradesman racking': 30}[ct], 15), 1)
    if hours < 8: hours = 8.0
    finish = start + dt.timedelta(days=int(hours // 8) + random.randint(2, 20))
    quote = round(hours * 65 + random.uniform(800, 6000), -1)
    final = round(quote * random.uniform(0.95, 1.25), 2)
    fs = random.sample(feats, random.randint(1, 5))
    solar = 'Y' if 'solar' in fs else 'N'
    r = ['J%04d' % (1001 + i), random.choice(custs[:60] if random.random() < .7 else custs), random.choices(models, mw)[0], ct,
         start.isoformat(), finish.isoformat() if random.random() > .06 else '', hours, '%.2f' % quote, '%.2f' % final if random.random() > .04 else '',
         solar, random.choices(['Y', 'N'], [12, 88])[0], random.randint(1, 4), ', '.join(fs), random.choice(techs)]
    rows.append(r)
w('van_conversions.csv', ['job_id', 'customer_id', 'van_model', 'conversion_type', 'start_date', 'finish_date', 'labour_hours',
   'quote_amount', 'final_cost', 'solar_fitted', 'warranty_claim', 'workshop_bay', 'features', 'technician'], rows)

# 2. tool library loans: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE, memberId repeats, accessories list
tools = {'Power tools': ['Cordless drill', 'Circular saw', 'Jigsaw', 'Angle grinder', 'Orbital sander'],
         'Garden': ['Hedge trimmer', 'Lawn aerator', 'Leaf blower', 'Pole pruner'],
         'Ladders': ['Extension ladder', 'Step ladder'],
         'Cleaning': ['Carpet cleaner', 'Pressure washer'],
         'Measuring': ['Laser level', 'Stud finder']}
deposits = {'Power tools': 1200, 'Garden': 850, 'Ladders': 400, 'Cleaning': 1500, 'Measuring': 250}
branches = ['Northside', 'Riverside', 'Old Town']
acc = ['case', 'charger', 'spare blade', 'manual', 'safety goggles', 'extension cord']
rows = []
for i in range(263):
    cat = random.choices(list(tools), [35, 25, 12, 13, 15])[0]
    tool = random.choice(tools[cat])
    co = rdate(350)
    due = co + dt.timedelta(days=random.choice([3, 7, 7, 14]))
    r_ = random.random()
    if r_ < 0.08: ret = None
    elif r_ < 0.30: ret = due + dt.timedelta(days=random.randint(1, 12))
    else: ret = due - dt.timedelta(days=random.randint(0, 2))
    overdue = max(0, (ret - due).days) if ret else ''
    fee = overdue * 2.5 if ret else ''
    dep = deposits[cat] + random.choice([0, 0, 50, 125.5, -100])
    member = 'M-%d' % random.randint(100, 185)
    damaged = random.choices(['TRUE', 'FALSE'], [9, 91])[0]
    a = ', '.join(random.sample(acc, random.randint(0, 3)))
    rows.append(['L%05d' % (20001 + i), member, tool, cat, random.choices(branches, [45, 35, 20])[0], co.strftime('%m/%d/%Y'),
                 due.strftime('%m/%d/%Y'), ret.strftime('%m/%d/%Y') if ret else '', overdue, ('$%.2f' % fee) if fee != '' else '',
                 '${:,.2f}'.format(dep), damaged, a])
w('tool_library_loans.csv', ['loanId', 'memberId', 'toolName', 'toolCategory', 'branch', 'checkoutDate', 'dueDate', 'returnedDate',
   'daysOverdue', 'lateFee', 'depositHeld', 'damagedOnReturn', 'accessoriesIncluded'], rows)

# 3. bike fitting sessions: Title Case with units, DD-Mon-YYYY, €, Yes/No, Rider ID repeats, issues list
fitters = ['Anke', 'Bruno', 'Chiara', 'Dries']
btypes = ['Road', 'Gravel', 'Triathlon', 'Mountain', 'Commuter']
pk = {'Basic': (60, 95), 'Standard': (90, 160), 'Pro': (150, 260)}
issues = ['knee pain', 'numb hands', 'lower back pain', 'saddle sores', 'neck strain', 'hip rock']
rows = []
for i in range(238):
    p = random.choices(list(pk), [35, 45, 20])[0]
    d = rdate(366)
    dur = pk[p][0] + random.choice([0, 0, 15, 30])
    fee = pk[p][1] + random.choice([0, 0, 0, 10, 25])
    sat = random.choices([1, 2, 3, 4, 5], [3, 6, 18, 40, 33])[0]
    iss = ', '.join(random.sample(issues, random.choices([0, 1, 2, 3], [20, 45, 25, 10])[0]))
    sh = random.choice([-12, -8, -5, -3, 0, 2, 4, 6, 10, 15])
    rows.append(['BF-%d' % (501 + i), 'R%03d' % random.randint(1, 110), random.choices(fitters, [30, 30, 25, 15])[0],
                 '%02d-%s-%d' % (d.day, MON[d.month - 1], d.year), random.choices(btypes, [35, 20, 10, 15, 20])[0], p, dur,
                 '€%.2f' % fee, sh if random.random() > .05 else '', random.choices(['Yes', 'No'], [35, 65])[0],
                 sat if random.random() > .06 else '', iss])
w('bike_fittings.csv', ['Session ID', 'Rider ID', 'Fitter', 'Session Date', 'Bike Type', 'Package', 'Duration (min)', 'Fee (€)',
   'Saddle Height Change (mm)', 'Follow-up Booked', 'Satisfaction (1-5)', 'Issues Reported'], rows)

# 4. window box plantings: ABBREV UPPER, ISO date-times, plain numbers, 1/0, CUST_ID repeats, species list
dists = ['CENTRAL', 'HARBOUR', 'EASTGATE', 'HILLTOP', 'MILLBROOK']
seasons = {3: 'SPRING', 4: 'SPRING', 5: 'SPRING', 6: 'SUMMER', 7: 'SUMMER', 8: 'SUMMER', 9: 'AUTUMN', 10: 'AUTUMN', 11: 'AUTUMN', 12: 'WINTER', 1: 'WINTER', 2: 'WINTER'}
species = ['geranium', 'ivy', 'lavender', 'petunia', 'heather', 'pansy', 'thyme', 'begonia', 'cyclamen']
leads = ['JH', 'RM', 'SK', 'TB']
rows = []
for i in range(251):
    m = random.choices(range(1, 13), [2, 2, 8, 14, 14, 10, 8, 6, 9, 8, 4, 3])[0]
    d = dt.datetime(2024, m, random.randint(1, 28), random.choice([8, 9, 10, 11, 13, 14, 15]), random.choice([0, 15, 30, 45]))
    boxes = random.choices([1, 2, 3, 4, 5, 6, 8, 10], [20, 25, 18, 12, 9, 7, 5, 4])[0]
    plants = boxes * random.randint(4, 8)
    mat = round(plants * random.uniform(2.2, 4.8) + boxes * 18, 2)
    lab = round(boxes * random.choice([22, 25, 25, 30]) + 35, 2)
    rows.append(['WB%d' % (7001 + i), 'C%02d' % random.randint(1, 75), d.strftime('%Y-%m-%dT%H:%M:%S'), random.choices(dists, [30, 20, 20, 15, 15])[0],
                 boxes, plants if random.random() > .05 else '', seasons[m], '%.2f' % mat, '%.2f' % lab,
                 random.choices(['1', '0'], [30, 70])[0], random.choice(leads), ', '.join(random.sample(species, random.randint(1, 4)))])
w('window_box_plantings.csv', ['JOB_NO', 'CUST_ID', 'PLNT_DT', 'DIST', 'BOX_QTY', 'PLANT_QTY', 'SEASON', 'MAT_COST', 'LAB_COST',
   'IRRIG', 'CREW_LEAD', 'SPECIES'], rows)

# 5. bakery class bookings: Sentence case headers, YYYY/MM/DD, "45.00 GBP" text money, true/false, customer repeats, allergies list
classes = {'Sourdough basics': 85, 'Croissants & laminated dough': 120, 'Cake decorating': 95, 'Kids cookie club': 35, 'Bread for beginners': 65}
instr = ['Hattie', 'Yusuf', 'Grete']
allerg = ['nuts', 'gluten', 'dairy', 'eggs', 'sesame']
rows = []
for i in range(229):
    cl = random.choices(list(classes), [30, 18, 20, 12, 20])[0]
    d = rdate(366)
    seats = random.choices([1, 2, 3, 4], [55, 30, 10, 5])[0]
    disc = random.choice([0, 0, 0, 0, 10, 15])
    total = classes[cl] * seats * (100 - disc) / 100
    cancelled = random.choices(['true', 'false'], [11, 89])[0]
    rows.append(['BK%04d' % (1 + i), 'cust-%d' % random.randint(1, 95), cl, d.strftime('%Y/%m/%d'), random.choice(instr), seats,
                 '%.2f GBP' % total, disc if disc else '', random.choices(['Website', 'Phone', 'Walk-in', 'Gift voucher'], [55, 20, 10, 15])[0],
                 cancelled, random.choices(['true', 'false'], [60, 40])[0] if cancelled == 'false' else '', ', '.join(random.sample(allerg, random.choices([0, 1, 2], [70, 22, 8])[0]))])
w('bakery_class_bookings.csv', ['Booking ref', 'Customer', 'Class name', 'Class date', 'Instructor', 'Seats', 'Amount paid',
   'Discount pct', 'Booking channel', 'Cancelled', 'Attended', 'Allergies noted'], rows)
