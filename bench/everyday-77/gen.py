import csv, random, datetime as dt
random.seed(10104)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(y0=2024, days=365):
    return dt.date(y0,1,1) + dt.timedelta(days=random.randrange(days))
def blank(v, p):
    return '' if random.random() < p else v

# 1 hedge trimming jobs: snake_case, ISO dates, plain money, Y/N
def hedge():
    n = 246
    custs = ['C%03d' % i for i in range(101, 171)]
    crews = ['Alpha', 'Birch', 'Cedar', 'Delta']
    suburbs = ['Northgate', 'Riverside', 'Hillcrest', 'Oakwood', 'Eastbrook', 'Millfield']
    types = ['privet', 'laurel', 'leylandii', 'box', 'beech', 'hawthorn', 'yew']
    rows = []
    for i in range(n):
        d = rdate()
        length = random.choice([random.randint(5, 30), random.randint(20, 60), random.randint(40, 90)])
        height = round(random.uniform(1.0, 4.5), 1)
        hours = round(max(0.5, length * height / 40 + random.uniform(-0.5, 1.5)) * 2) / 2
        price = round(hours * random.choice([45, 50, 55]) + (35 if height > 3 else 0), 2)
        waste = random.random() < 0.6
        if waste: price += 40
        ht = ', '.join(sorted(random.sample(types, random.choice([1, 1, 2, 2, 3])), key=types.index))
        rows.append({
            'job_id': 'HT-%04d' % (1001 + i), 'job_date': d.isoformat(),
            'customer_id': random.choice(custs[:25]) if random.random() < 0.5 else random.choice(custs),
            'crew': random.choices(crews, [4, 3, 3, 2])[0], 'suburb': random.choice(suburbs),
            'hedge_length_m': length, 'hedge_height_m': height, 'hours_on_site': hours,
            'price': '%.2f' % price, 'green_waste_removed': 'Y' if waste else 'N',
            'hedge_types': ht, 'customer_rating': blank(str(random.choices([1,2,3,4,5],[1,2,5,12,14])[0]), 0.15),
            'invoice_paid': random.choices(['Y', 'N', ''], [80, 15, 5])[0],
        })
    rows.sort(key=lambda r: r['job_date'])
    return rows

# 2 sailing school enrolments: camelCase, MM/DD/YYYY, $1,234.56, true/false
def sailing():
    n = 231
    members = ['M%04d' % i for i in range(2001, 2091)]
    courses = {'Dinghy Basics': 420, 'Keelboat Intro': 890, 'Spinnaker Handling': 610,
               'Racing Tactics': 1150, 'Coastal Navigation': 1375, 'Junior Sail Camp': 350}
    boats = {'Dinghy Basics': ['Laser', 'RS Quest'], 'Keelboat Intro': ['J/24', 'Sonar'],
             'Spinnaker Handling': ['J/24', 'RS Quest'], 'Racing Tactics': ['Laser', 'J/24'],
             'Coastal Navigation': ['Sonar'], 'Junior Sail Camp': ['Optimist', 'RS Quest']}
    instr = ['Hannah Price', 'Tomas Reyes', 'Aoife Byrne', 'Grant Mills', 'Priya Nair']
    skills = ['knots', 'tacking', 'gybing', 'capsize recovery', 'mooring', 'chart reading', 'spinnaker']
    rows = []
    for i in range(n):
        d = dt.date(2024, 1, 1) + dt.timedelta(days=random.randrange(600))
        c = random.choices(list(courses), [5, 3, 2, 2, 2, 3])[0]
        age = 'Junior' if c == 'Junior Sail Camp' else random.choices(['Junior', 'Adult', 'Senior'], [2, 6, 2])[0]
        disc = random.random() < 0.25
        fee = courses[c] * (0.85 if disc else 1.0)
        if random.random() < 0.1: fee += 75
        sessions = {'Dinghy Basics': 6, 'Keelboat Intro': 8, 'Spinnaker Handling': 4, 'Racing Tactics': 10,
                    'Coastal Navigation': 12, 'Junior Sail Camp': 5}[c]
        status = random.choices(['true', 'false', ''], [70, 18, 12])[0]
        score = '' if status != 'true' else str(random.randint(55, 100))
        if status == 'true' and random.random() < 0.1: score = ''
        rows.append({
            'enrolmentId': 'EN%05d' % (30010 + i * 3), 'memberId': random.choice(members[:30]) if random.random() < 0.45 else random.choice(members),
            'enrolDate': d.strftime('%m/%d/%Y'), 'courseName': c, 'boatClass': random.choice(boats[c]),
            'instructor': random.choice(instr), 'ageGroup': age, 'sessionsBooked': sessions,
            'sessionsAttended': random.randint(max(0, sessions - 4), sessions) if status else random.randint(0, sessions),
            'feePaid': '${:,.2f}'.format(fee), 'discountApplied': 'true' if disc else 'false',
            'skillsCovered': ', '.join(random.sample(skills, random.randint(1, 3))),
            'completed': status, 'finalScore': score,
        })
    rows.sort(key=lambda r: dt.datetime.strptime(r['enrolDate'], '%m/%d/%Y'))
    return rows

# 3 print kiosk jobs: Title Case with units, ISO datetimes, €37.50, Yes/No
def kiosk():
    n = 268
    accts = ['A-%03d' % i for i in range(1, 81)]
    locs = ['Central Library', 'Train Station', 'Westfield Mall', 'Campus North', 'Town Hall']
    opts = ['staple', 'collate', 'hole punch', 'cover sheet', 'fold']
    rows = []
    for i in range(n):
        t = dt.datetime(2024, 1, 1, 7) + dt.timedelta(days=random.randrange(366), minutes=random.randrange(14 * 60))
        pages = random.choice([1, 1, 2, 3, 5, 8, 10, 12, 20, 25, 40, 60, 100, random.randint(1, 150)])
        colour = random.random() < 0.35
        size = random.choices(['A4', 'A3', 'Letter'], [80, 12, 8])[0]
        rate = (0.40 if colour else 0.10) * (2 if size == 'A3' else 1)
        cost = round(pages * rate, 2)
        o = random.sample(opts, random.choice([0, 0, 1, 1, 2]))
        if 'staple' in o: cost += 0.50
        rows.append({
            'Job ID': 'PK%05d' % (50000 + i), 'Submitted At': t.strftime('%Y-%m-%dT%H:%M:%S'),
            'Kiosk Location': random.choices(locs, [5, 4, 3, 3, 1])[0],
            'Account ID': blank(random.choice(accts[:20]) if random.random() < 0.5 else random.choice(accts), 0.08),
            'Pages (count)': pages, 'Colour': 'Yes' if colour else 'No',
            'Double Sided': 'Yes' if random.random() < 0.45 else 'No', 'Paper Size': size,
            'Cost (€)': '€%.2f' % cost, 'Payment Method': random.choices(['Card', 'Coins', 'Mobile App'], [5, 2, 3])[0],
            'Finishing Options': ', '.join(o), 'Print Time (s)': int(pages * random.uniform(2, 4) + 8),
            'Reprint': random.choices(['Yes', 'No'], [6, 94])[0],
        })
    rows.sort(key=lambda r: r['Submitted At'])
    return rows

# 4 exam invigilation shifts: upper-case abbreviations, DD-Mon-YYYY, plain money, 1/0
def invig():
    n = 224
    invs = ['INV%02d' % i for i in range(1, 36)]
    exams = ['MATH101', 'CHEM210', 'HIST150', 'ENGL100', 'PHYS220', 'ECON110', 'BIOL130', 'COMP200']
    rooms = ['Main Hall', 'Sports Hall', 'Room 12', 'Room 14', 'Library Annex']
    duties = ['seating', 'paper distribution', 'collection', 'id checks', 'access arrangements', 'clock watch']
    rows = []
    periods = [(2024, 1, 8, 26), (2024, 5, 13, 40), (2024, 8, 12, 14), (2024, 12, 2, 18)]
    for i in range(n):
        y, m, d0, span = random.choice(periods)
        d = dt.date(y, m, d0) + dt.timedelta(days=random.randrange(span))
        hrs = random.choice([1.5, 2.0, 2.0, 2.5, 3.0, 3.0, 3.5, 4.0])
        lead = random.random() < 0.2
        rate = 21.50 if lead else 17.25
        room = random.choice(rooms)
        cands = random.randint(80, 240) if 'Hall' in room else random.randint(8, 45)
        rows.append({
            'SHIFT_ID': 'S%04d' % (7001 + i), 'SHIFT_DT': '%02d-%s-%d' % (d.day, MON[d.month - 1], d.year),
            'INVIG_ID': random.choice(invs[:12]) if random.random() < 0.5 else random.choice(invs),
            'EXAM_CD': random.choice(exams), 'ROOM': room, 'CANDS': cands, 'HRS_WKD': hrs,
            'PAY_AMT': '%.2f' % (hrs * rate), 'LEAD_FLG': '1' if lead else '0',
            'INCDT_CNT': random.choices([0, 1, 2, 3], [70, 18, 8, 4])[0],
            'RPT_SUBM': blank(random.choices(['1', '0'], [85, 15])[0], 0.07),
            'DUTIES': ', '.join(random.sample(duties, random.randint(1, 3))),
        })
    rows.sort(key=lambda r: dt.datetime.strptime(r['SHIFT_DT'], '%d-%b-%Y'))
    return rows

# 5 smoothie bar sales: lower-case spaced headers, DD/MM/YYYY HH:MM, $ money, TRUE/FALSE
def smoothie():
    n = 257
    cards = ['LC%04d' % i for i in range(100, 160)]
    menu = {'Green Machine': 8.50, 'Berry Blast': 7.50, 'Tropical Sunrise': 7.90, 'PB Banana': 8.20,
            'Mango Lassi': 6.90, 'Acai Bowl': 11.50, 'Cold Brew Shake': 7.20}
    addons = {'protein': 1.50, 'chia': 0.80, 'spirulina': 1.20, 'oat milk': 0.70, 'extra fruit': 1.00}
    staff = ['Mia', 'Jordan', 'Leo', 'Sana', 'Ben']
    rows = []
    for i in range(n):
        t = dt.datetime(2024, 1, 1, 7) + dt.timedelta(days=random.randrange(366), minutes=random.randrange(12 * 60))
        item = random.choices(list(menu), [4, 5, 3, 3, 2, 2, 2])[0]
        size = random.choices(['Small', 'Regular', 'Large'], [2, 5, 3])[0]
        qty = random.choices([1, 2, 3, 4], [70, 20, 7, 3])[0]
        ad = random.sample(list(addons), random.choice([0, 0, 1, 1, 2]))
        unit = menu[item] + {'Small': -1.0, 'Regular': 0, 'Large': 1.5}[size] + sum(addons[a] for a in ad)
        total = round(unit * qty, 2)
        rows.append({
            'order no': 10000 + i, 'sold at': t.strftime('%d/%m/%Y %H:%M'), 'item': item, 'size': size, 'qty': qty,
            'add ons': ', '.join(ad), 'line total': '$%.2f' % total,
            'loyalty card': blank(random.choice(cards[:15]) if random.random() < 0.5 else random.choice(cards), 0.3),
            'served by': random.choice(staff), 'channel': random.choices(['Counter', 'Drive-thru', 'Delivery app'], [6, 2, 2])[0],
            'vegan': random.choice(['TRUE', 'FALSE']) if item not in ('Mango Lassi', 'PB Banana') else 'FALSE',
            'promo used': random.choices(['TRUE', 'FALSE', ''], [15, 80, 5])[0],
        })
    rows.sort(key=lambda r: dt.datetime.strptime(r['sold at'], '%d/%m/%Y %H:%M'))
    return rows

for name, fn in [('hedge_trimming_jobs', hedge), ('sailing_enrolments', sailing), ('print_kiosk_jobs', kiosk),
                 ('exam_invigilation_shifts', invig), ('smoothie_bar_sales', smoothie)]:
    rows = fn()
    with open(name + '.csv', 'w', newline='') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader(); w.writerows(rows)
    print(name, len(rows))
