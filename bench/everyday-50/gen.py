import csv, random, datetime as dt
random.seed(8450)
R = random

def rdate(start, days):
    return start + dt.timedelta(days=R.randrange(days))

# 1 greenhouse climate logs: snake_case, ISO datetime, plain numbers, 1/0
def greenhouse():
    rows = []
    houses = ['GH-A','GH-B','GH-C','GH-D']
    crops = {'GH-A':'tomato','GH-B':'cucumber','GH-C':'pepper','GH-D':'lettuce'}
    sensors = [f'S{n:02d}' for n in range(1,13)]
    techs = ['Ingrid','Marco','Priya','Tomas']
    alert_opts = ['high humidity','low co2','heat stress','cold night','sensor drift']
    n = 240
    for i in range(n):
        h = R.choice(houses)
        t = dt.datetime(2024,1,1) + dt.timedelta(days=R.randrange(182), hours=R.choice([0,6,12,18]))
        base = {'GH-A':24,'GH-B':25,'GH-C':26,'GH-D':18}[h]
        temp = round(R.gauss(base + (3 if t.hour==12 else 0), 2.5),1)
        hum = round(min(99, max(40, R.gauss(75,9))),1)
        co2 = int(R.gauss(800,180)); co2 = max(380, co2)
        vent = 1 if temp > base+1 else 0
        irr = '' if R.random()<0.06 else round(R.uniform(0,60),1)
        cost = round(R.uniform(3,40),2)
        al = []
        if hum > 85: al.append('high humidity')
        if co2 < 600: al.append('low co2')
        if temp > base+4: al.append('heat stress')
        if R.random()<0.05: al.append('sensor drift')
        rows.append({'reading_id': 5000+i, 'logged_at': t.strftime('%Y-%m-%dT%H:%M:%S'), 'house': h,
            'crop': crops[h], 'sensor_id': R.choice(sensors), 'temp_c': temp, 'humidity_pct': hum,
            'co2_ppm': co2 if R.random()>0.04 else '', 'vent_open': vent, 'irrigation_l': irr,
            'energy_cost': cost, 'alerts': ', '.join(al), 'technician': R.choice(techs)})
    rows.sort(key=lambda r: r['logged_at'])
    return rows

# 2 bicycle courier deliveries: camelCase, MM/DD/YYYY, $1,234.56, true/false
def courier():
    rows = []
    couriers = ['C-101','C-102','C-103','C-104','C-105','C-106','C-107']
    clients = [f'CL{n}' for n in range(200,230)]
    zones = ['Downtown','Harbor','Uptown','Old Town','Riverside']
    ptypes = ['Document','Small Parcel','Food','Medical','Large Parcel']
    flag_opts = ['fragile','rush','signature','cold chain','oversize']
    for i in range(257):
        d = rdate(dt.date(2024,1,1), 182)
        z = R.choice(zones); p = R.choices(ptypes, [30,30,20,10,10])[0]
        km = round(R.uniform(0.8, 14),1)
        dur = int(km*4 + R.gauss(10,6)); dur = max(6,dur)
        fee = round(6 + km*1.9 + (8 if p=='Large Parcel' else 0) + (5 if p=='Medical' else 0),2)
        if R.random()<0.03: fee = round(fee*12,2)  # corporate batch job
        tip = '' if R.random()<0.35 else '$%.2f' % R.choice([1,2,2.5,3,5,5,10])
        flags = R.sample(flag_opts, R.choice([0,0,1,1,2]))
        if p=='Medical' and 'cold chain' not in flags: flags.append('cold chain')
        rows.append({'jobId': f'J{24000+i}', 'pickupDate': d.strftime('%m/%d/%Y'), 'courierId': R.choice(couriers),
            'clientId': R.choice(clients), 'zone': z, 'packageType': p, 'distanceKm': km, 'durationMin': dur,
            'fee': '${:,.2f}'.format(fee), 'tip': tip, 'onTime': 'true' if R.random()<0.82 else 'false',
            'flags': ', '.join(flags), 'rating': '' if R.random()<0.2 else R.choice([3,4,4,5,5,5])})
    return rows

# 3 pottery class enrollments: Title Case (units), DD-Mon-YYYY, €37.50, Yes/No
def pottery():
    rows = []
    classes = {'Wheel Throwing Basics':185,'Hand Building':140,'Glaze Lab':95,'Raku Weekend':220,'Advanced Wheel':240,'Kids Clay':80}
    instr = ['Aiko Tanaka','Ben Ortiz','Clara Moss','Dev Rao']
    tech_opts = ['wheel','coiling','slab','glazing','raku','trimming']
    students = [f'ST{n:03d}' for n in range(1,121)]
    for i in range(233):
        c = R.choice(list(classes))
        d = rdate(dt.date(2023,9,1), 300)
        sess = {'Raku Weekend':2,'Glaze Lab':4}.get(c, 8)
        att = R.randint(max(0,sess-4), sess)
        disc = R.choice([0,0,0,0,10,15])
        fee = round(classes[c]*(1-disc/100),2)
        tech = R.sample(tech_opts, R.randint(1,3))
        rows.append({'Enrollment ID': f'EN-{3100+i}', 'Student ID': R.choice(students), 'Class Name': c,
            'Instructor': R.choice(instr), 'Start Date': d.strftime('%d-%b-%Y'), 'Fee (€)': '€{:.2f}'.format(fee),
            'Discount (%)': disc, 'Sessions Booked': sess, 'Sessions Attended': att if R.random()>0.05 else '',
            'Clay Used (kg)': round(R.uniform(1,12),1), 'Paid': 'Yes' if R.random()<0.88 else 'No',
            'Techniques': ', '.join(tech), 'Level': R.choice(['Beginner','Intermediate','Advanced'])})
    return rows

# 4 hearing aid fittings: UPPER abbrev, ISO date, plain numbers, Y/N
def hearing():
    rows = []
    brands = ['Phonak','Oticon','Signia','ReSound','Widex']
    tiers = ['BASIC','STD','PREM']
    auds = ['AUD-JK','AUD-MS','AUD-RL']
    feat = ['bluetooth','rechargeable','telecoil','tinnitus masker','app control']
    pts = [f'P{n:04d}' for n in range(1,170)]
    for i in range(248):
        t = R.choices(tiers,[30,45,25])[0]
        price = {'BASIC':1400,'STD':2600,'PREM':4200}[t] + R.choice([-200,0,0,150,300])
        side = R.choices(['L','R','BIL'],[15,15,70])[0]
        if side=='BIL': price*=2
        d = rdate(dt.date(2024,1,1), 240)
        rows.append({'FIT_ID': 9000+i, 'PT_ID': R.choice(pts), 'FIT_DT': d.isoformat(), 'AUDIOL': R.choice(auds),
            'BRAND': R.choice(brands), 'TIER': t, 'SIDE': side, 'PRICE_USD': price,
            'INS_COV': 'Y' if R.random()<0.55 else 'N', 'LOSS_DB': int(R.gauss(52,12)) if R.random()>0.05 else '',
            'QTY_FU': R.choice([0,1,1,2,2,3]), 'RTN_FLG': 'Y' if R.random()<0.09 else 'N',
            'FEATURES': ', '.join(R.sample(feat, R.randint(1,3))), 'AGE': R.randint(38,93)})
    return rows

# 5 sign language interpreting bookings: Sentence case, ISO datetime w/ space, $ money, TRUE/FALSE
def interp():
    rows = []
    interps = ['R. Alvarez','K. Osei','M. Lindqvist','J. Park','S. Haddad']
    settings = ['Medical','Legal','Education','Business','Community']
    clients = [f'ORG-{n}' for n in range(10,45)]
    langs = ['ASL','LSF','Pro-Tactile','CDI support','Spanish-ASL trilingual']
    for i in range(226):
        s = R.choices(settings,[30,15,25,20,10])[0]
        t = dt.datetime(2024,1,1,8) + dt.timedelta(days=R.randrange(182), hours=R.randrange(10))
        hrs = R.choice([1,1.5,2,2,2,3,4,6,8])
        rate = {'Medical':95,'Legal':125,'Education':80,'Business':100,'Community':75}[s]
        team = hrs >= 3 and R.random()<0.6
        total = rate*hrs*(2 if team else 1)
        cancelled = R.random()<0.12
        l = ['ASL'] + R.sample(langs[1:], R.choice([0,0,0,1]))
        rows.append({'Booking ref': f'BK{70100+i}', 'Client ID': R.choice(clients), 'Interpreter': R.choice(interps),
            'Setting': s, 'Mode': R.choices(['On-site','VRI'],[65,35])[0], 'Start time': t.strftime('%Y-%m-%d %H:%M'),
            'Hours': hrs, 'Rate per hour': rate, 'Invoice total': '' if cancelled and R.random()<0.5 else '${:,.2f}'.format(total),
            'Team booking': 'TRUE' if team else 'FALSE', 'Cancelled': 'TRUE' if cancelled else 'FALSE',
            'Languages': ', '.join(l), 'Travel miles': '' if R.random()<0.1 else (0 if False else round(R.uniform(0,45),1))})
    rows.sort(key=lambda r: r['Start time'])
    return rows

for name, fn in [('greenhouse_climate',greenhouse),('courier_deliveries',courier),('pottery_enrollments',pottery),
                 ('hearing_fittings',hearing),('interpreting_bookings',interp)]:
    rows = fn()
    with open(name+'.csv','w',newline='') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
    print(name, len(rows))
