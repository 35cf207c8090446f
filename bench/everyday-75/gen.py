import csv, random, datetime as dt
random.seed(10100)
D0 = dt.date(2024, 1, 1)
def rdate(a=0, b=365):
    return D0 + dt.timedelta(days=random.randint(a, b - 1))
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

# 1 swim meet entries: snake_case, ISO dates, plain money, Y/N
def swim():
    n = 246
    clubs = ['Harbor Hammerheads', 'Riverside Rays', 'Northgate Sharks', 'Elm Park Otters', 'Lakeside Dolphins']
    meets = [('Winter Invitational', dt.date(2024,1,20)), ('Spring Sprint', dt.date(2024,3,16)), ('Regional Champs', dt.date(2024,5,11)),
             ('Summer Splash', dt.date(2024,7,13)), ('Autumn Open', dt.date(2024,10,5))]
    events = [('Free',50),('Free',100),('Free',200),('Back',50),('Back',100),('Breast',50),('Breast',100),('Fly',50),('Fly',100),('IM',200)]
    base = {'Free':30,'Back':35,'Breast':38,'Fly':33,'IM':37}
    swimmers = [f'SW{100+i}' for i in range(60)]
    sclub = {s: random.choice(clubs) for s in swimmers}
    sage = {s: random.choice(['10U','11-12','13-14','15-18']) for s in swimmers}
    tagpool = ['PB', 'finalist', 'bonus event', 'late entry', 'coach pick']
    rows = []
    for i in range(n):
        s = random.choice(swimmers); m = random.choice(meets); st, d = random.choice(events)
        agef = {'10U':1.25,'11-12':1.12,'13-14':1.03,'15-18':0.95}[sage[s]]
        seed = round(base[st] * d / 50 * agef * random.uniform(0.9, 1.15), 2)
        if random.random() < 0.07:
            final = ''
        else:
            final = round(seed * random.uniform(0.95, 1.06), 2)
        fee = random.choice([8.0, 8.0, 10.0, 12.5, 15.0])
        relay = 'Y' if random.random() < 0.15 else 'N'
        paid = 'Y' if random.random() < 0.85 else 'N'
        k = random.choice([0,0,1,1,2])
        tags = ', '.join(random.sample(tagpool, k))
        place = '' if final == '' else random.randint(1, 8)
        lane = random.randint(1, 8) if random.random() > 0.04 else ''
        rows.append([f'E{5000+i}', m[1].isoformat(), m[0], s, sclub[s], sage[s], f'{d} {st}', st, d, seed, final, place, lane, fee, paid, relay, tags])
    rows.sort(key=lambda r: (r[1], r[0]))
    with open('swim_meet_entries.csv', 'w', newline='') as f:
        w = csv.writer(f)
        w.writerow(['entry_id','meet_date','meet_name','swimmer_id','club','age_group','event','stroke','distance_m','seed_time_s','final_time_s','place','lane','entry_fee','fee_paid','relay_leg','tags'])
        w.writerows(rows)

# 2 locker rentals: camelCase, MM/DD/YYYY, $1,234.56, true/false
def lockers():
    n = 231
    sites = ['Central Station', 'Union Gym', 'Harbor Mall', 'Westfield Campus']
    sizes = [('Small', 18.0), ('Medium', 27.5), ('Large', 39.0), ('XL', 55.0)]
    members = [f'M-{2000+i}' for i in range(75)]
    feats = ['ventilated', 'power outlet', 'padlock', 'shelf', 'ground level']
    rows = []
    for i in range(n):
        m = random.choice(members); site = random.choice(sites)
        sz, rate = random.choices(sizes, weights=[4,4,2,1])[0]
        if site == 'Harbor Mall': rate += 5
        months = random.choice([1,1,3,3,3,6,6,12])
        d = rdate()
        disc = 0.1 if months == 12 else 0.0
        total = round(rate * months * (1 - disc), 2)
        ret = random.choice(['true','true','false','']) 
        key = random.choice(['Keypad', 'Key', 'Key', 'RFID'])
        k = random.choice([0,1,1,2,3])
        fs = ', '.join(random.sample(feats, k))
        autoRenew = random.choice(['true','false'])
        rows.append([f'LR{300+i}', m, site, sz, f'{d.month:02d}/{d.day:02d}/{d.year}', months, f'${rate:,.2f}', f'${total:,.2f}', ret, autoRenew, key, fs])
    with open('locker_rentals.csv', 'w', newline='') as f:
        w = csv.writer(f)
        w.writerow(['rentalId','memberId','siteName','lockerSize','startDate','termMonths','monthlyRate','totalCharged','depositReturned','autoRenew','accessType','features'])
        w.writerows(rows)

# 3 ice machine servicing: Title Case with units, DD-Mon-YYYY, plain numbers, Yes/No
def ice():
    n = 258
    techs = ['Dana Ruiz', 'Marcus Lee', 'Priya Nair', 'Tom Becker', 'Ola Nowak']
    clients = [f'C{400+i}' for i in range(40)]
    cname = {c: random.choice(['Bistro', 'Hotel', 'Hospital', 'Bar', 'School', 'Fish Market']) for c in clients}
    models = [('Scotsman C0330', 300), ('Hoshizaki KM-515', 500), ('Manitowoc IYT0620', 600), ('Ice-O-Matic CIM0320', 310), ('Hoshizaki KM-1100', 1000)]
    issues = ['scale buildup', 'water filter', 'bin sensor', 'condenser dirty', 'pump noise', 'leak']
    rows = []
    for i in range(n):
        d = rdate(); t = random.choice(techs); c = random.choice(clients); mdl, cap = random.choice(models)
        typ = random.choices(['Preventive', 'Repair', 'Emergency'], weights=[5,3,1])[0]
        hrs = round(random.choice([0.5,1,1,1.5,2,2.5,3,4]) * (1.5 if typ=='Emergency' else 1), 2)
        parts = 0.0 if random.random() < 0.3 else round(random.uniform(12, 420), 2)
        labor_rate = 95 if typ != 'Emergency' else 145
        total = round(hrs * labor_rate + parts, 2)
        desc = 'Yes' if random.random() < 0.45 else 'No'
        fu = 'Yes' if random.random() < 0.2 else 'No'
        k = random.choice([0,1,1,2,3])
        iss = ', '.join(random.sample(issues, k))
        rating = random.choice([3,4,4,5,5,5]) if random.random() > 0.12 else ''
        rows.append([f'V-{7000+i}', f'{d.day:02d}-{MON[d.month-1]}-{d.year}', t, c, cname[c], mdl, cap, typ, hrs, parts if parts or random.random()<0.5 else '', total, desc, fu, iss, rating])
    with open('ice_machine_servicing.csv', 'w', newline='') as f:
        w = csv.writer(f)
        w.writerow(['Visit ID','Visit Date','Technician','Client ID','Client Type','Machine Model','Capacity (lbs/day)','Service Type','Labor (hrs)','Parts Cost ($)','Total Invoice ($)','Descaled','Follow-up Required','Issues Found','Customer Rating (1-5)'])
        w.writerows(rows)

# 4 grain elevator intake: UPPER abbrev, ISO datetimes, EUR with €, 1/0
def grain():
    n = 272
    growers = [f'G{10+i:03d}' for i in range(35)]
    crops = {'WHEAT': 228.0, 'BARLEY': 195.0, 'CORN': 182.0, 'OATS': 170.0, 'CANOLA': 455.0}
    dock = ['weeds', 'chaff', 'broken kernels', 'stones', 'insects']
    rows = []
    for i in range(n):
        g = random.choice(growers); crop = random.choices(list(crops), weights=[5,3,4,1,2])[0]
        d = rdate(150, 330)
        t = dt.datetime(d.year, d.month, d.day, random.randint(6, 19), random.choice([0,5,10,15,20,30,40,45,50]))
        gross = random.randint(18000, 38000); tare = random.randint(11000, 15000)
        net = gross - tare
        moist = round(random.uniform(11.0, 17.5), 1)
        grade = random.choices(['1','2','3','Feed'], weights=[4,4,2,1])[0]
        price = crops[crop] - {'1':0,'2':8,'3':18,'Feed':40}[grade]
        rej = 1 if (moist > 16.8 and random.random() < 0.7) or random.random() < 0.03 else 0
        val = 0.0 if rej else round(net / 1000 * price, 2)
        k = random.choice([0,0,1,1,2])
        dk = ', '.join(random.sample(dock, k))
        bin_ = random.choice(['B1','B2','B3','B4','B5','B6']) if not rej else ''
        rows.append([f'T{80000+i}', t.strftime('%Y-%m-%dT%H:%M:%S'), g, crop, gross, tare, net, moist, grade, f'€{price:,.2f}', f'€{val:,.2f}', rej, bin_, dk])
    rows.sort(key=lambda r: r[1])
    with open('grain_elevator_intake.csv', 'w', newline='') as f:
        w = csv.writer(f)
        w.writerow(['TKT_NO','RCV_DTTM','GROWER_ID','CROP','GROSS_KG','TARE_KG','NET_KG','MOIST_PCT','GRADE','PRICE_EUR_T','VAL_EUR','REJ_FLG','BIN','DOCKAGE'])
        w.writerows(rows)

# 5 cider press bookings: Sentence case, DD/MM/YYYY, plain money w/o symbol, TRUE/FALSE
def cider():
    n = 224
    custs = [f'CU{50+i}' for i in range(55)]
    ctype = {c: random.choice(['Household', 'Household', 'Orchard', 'Community group']) for c in custs}
    presses = ['Rack & Cloth', 'Hydraulic 40L', 'Basket Press']
    varieties = ['Bramley', 'Cox', 'Dabinett', 'Kingston Black', 'Egremont Russet', 'Pear']
    rows = []
    for i in range(n):
        c = random.choice(custs)
        d = D0 + dt.timedelta(days=random.randint(230, 320))
        p = random.choices(presses, weights=[3,4,2])[0]
        kg = random.randint(40, 600) if ctype[c] != 'Orchard' else random.randint(300, 1500)
        yld = round(random.uniform(0.55, 0.7), 3)
        litres = round(kg * yld, 1)
        hrs = max(1, round(kg / 180 + random.choice([0, 0.5, 1])))
        fee = round(25 + hrs * 18 + (15 if p == 'Hydraulic 40L' else 0), 2)
        pas = random.choice(['TRUE', 'FALSE', 'FALSE'])
        bottles = random.choice(['TRUE', 'FALSE'])
        cancelled = 'TRUE' if random.random() < 0.09 else 'FALSE'
        k = random.choice([1,1,2,2,3])
        v = ', '.join(random.sample(varieties, k))
        vol = random.choice(['Ana', 'Ben', 'Cleo', 'Ana', '']) 
        if cancelled == 'TRUE': litres = ''; 
        rows.append([f'BK{900+i}', f'{d.day:02d}/{d.month:02d}/{d.year}', c, ctype[c], p, kg, litres, hrs, f'{fee:.2f}', pas, bottles, cancelled, v, vol])
    with open('cider_press_bookings.csv', 'w', newline='') as f:
        w = csv.writer(f)
        w.writerow(['Booking ref','Press date','Customer no','Customer type','Press used','Apples kg','Juice litres','Hours booked','Fee','Pasteurised','Bottling added','Cancelled','Varieties','Volunteer'])
        w.writerows(rows)

swim(); lockers(); ice(); grain(); cider()
