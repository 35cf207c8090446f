# Generates five CSV exports for measurement round m36. Python stdlib only.
import csv, random, datetime as dt
random.seed(3636)

def money(x, sym='$'):
    return f"{sym}{x:,.2f}"

def rand_date(start, end):
    d0 = dt.date.fromisoformat(start); d1 = dt.date.fromisoformat(end)
    return d0 + dt.timedelta(days=random.randint(0, (d1 - d0).days))

MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

# ---------------------------------------------------------------- 1. flights (snake_case, ISO dates, Y/N, $ revenue)
routes = [  # flight_no, origin, destination, distance_km
    ('SK101','OSL','CPH',520),('SK102','CPH','OSL',520),('SK205','OSL','ARN',390),('SK206','ARN','OSL',390),
    ('SK311','CPH','AMS',630),('SK312','AMS','CPH',630),('SK420','ARN','HEL',400),('SK421','HEL','ARN',400),
    ('SK530','OSL','LHR',1150),('SK531','LHR','OSL',1150),('SK640','CPH','CDG',1020),('SK641','CDG','CPH',1020),
    ('SK750','ARN','FRA',1220),('SK751','FRA','ARN',1220),('SK860','OSL','BGO',300),('SK861','BGO','OSL',300),
    ('SK902','CPH','BCN',1760),('SK903','BCN','CPH',1760),
]
aircraft = {'A320neo':180,'B737-800':186,'E195':120,'ATR 72':70,'A321LR':200}
svc_pool = ['wifi','snacks','hot meals','duty free','lounge access','power outlets']
with open('flights.csv','w',newline='') as f:
    w = csv.writer(f)
    w.writerow(['flight_id','flight_no','flight_date','origin','destination','aircraft_type','distance_km',
                'seats','passengers','dep_delay_min','cancelled','ticket_revenue','cargo_kg','onboard_services'])
    for i in range(1, 261):
        no, o, d, km = random.choice(routes)
        if km <= 400: ac = random.choice(['ATR 72','E195','E195','A320neo'])
        elif km >= 1500: ac = random.choice(['A321LR','A320neo','B737-800'])
        else: ac = random.choice(['A320neo','B737-800','E195'])
        seats = aircraft[ac]
        cancelled = random.random() < 0.06
        date = rand_date('2024-01-01','2024-06-30')
        if cancelled:
            pax = 0; delay = ''; rev = 0.0; cargo = 0
        else:
            pax = random.randint(int(seats*0.45), seats)
            r = random.random()
            delay = 0 if r < 0.45 else (random.randint(1,15) if r < 0.8 else random.randint(16,190))
            fare = km*random.uniform(0.11,0.19)+random.uniform(25,60)
            rev = round(pax*fare, 2)
            cargo = random.randint(0, 3200) if random.random() > 0.08 else ''
        svcs = random.sample(svc_pool, random.randint(1,3)) if random.random() > 0.07 else []
        w.writerow([f'F{i:04d}', no, date.isoformat(), o, d, ac, km, seats, pax, delay,
                    'Y' if cancelled else 'N', money(rev) if not cancelled else '', cargo, ', '.join(svcs)])

# ---------------------------------------------------------------- 2. salon (Title Case with units, MM/DD/YYYY, Yes/No)
first = ['Ava','Mia','Liam','Noah','Emma','Olivia','Zoe','Ethan','Chloe','Lucas','Grace','Ivy','Owen','Ruby','Leo',
         'Nora','Isla','Maya','Jack','Ella','Hana','Sara','Theo','Lily','Max']
last = ['Patel','Nguyen','Smith','Garcia','Khan','Brown','Lopez','Kim','Walker','Silva','Moore','Clark']
clients = []
for c in range(1, 71):
    clients.append((f'C{c:03d}', f'{random.choice(first)} {random.choice(last)}'))
stylists = ['Jordan','Priya','Marco','Elena','Sam']
services = {'Cut':45.0,'Color':90.0,'Highlights':120.0,'Blow Dry':35.0,'Beard Trim':20.0,'Treatment':40.0,'Perm':110.0}
svc_minutes = {'Cut':40,'Color':75,'Highlights':100,'Blow Dry':30,'Beard Trim':15,'Treatment':25,'Perm':120}
seen = set()
rows = []
for i in range(1, 241):
    cid, cname = random.choice(clients)
    d = rand_date('2024-01-02','2024-06-29')
    k = random.choices([1,2,3],[0.5,0.35,0.15])[0]
    svcs = random.sample(list(services), k)
    price = sum(services[s] for s in svcs)
    if random.random() < 0.2: price = round(price*0.9, 2)   # discount
    dur = sum(svc_minutes[s] for s in svcs) + random.choice([0,5,10,15])
    tip = '' if random.random() < 0.18 else money(round(price*random.choice([0,0.1,0.15,0.2]),2))
    rating = '' if random.random() < 0.25 else random.choices([1,2,3,4,5],[0.03,0.07,0.15,0.35,0.4])[0]
    rows.append((d, cid, cname, svcs, price, dur, tip, rating))
rows.sort(key=lambda r: r[0])
with open('salon_appointments.csv','w',newline='') as f:
    w = csv.writer(f)
    w.writerow(['Appointment ID','Client ID','Client Name','Stylist','Appointment Date','Start Time',
                'Duration (min)','Services','Price ($)','Tip ($)','New Client','Booked Online','Rating (1-5)'])
    for i, (d, cid, cname, svcs, price, dur, tip, rating) in enumerate(rows, 1):
        new = 'No' if cid in seen else 'Yes'; seen.add(cid)
        hh = random.randint(9, 17); mm = random.choice(['00','15','30','45'])
        w.writerow([f'A-{1000+i}', cid, cname, random.choice(stylists), d.strftime('%m/%d/%Y'), f'{hh:02d}:{mm}',
                    dur, ', '.join(svcs), money(price), tip, new, random.choice(['Yes','Yes','No']), rating])

# ---------------------------------------------------------------- 3. fish landings (camelCase, DD-Mon-YYYY, TRUE/FALSE, EUR)
vessels = [('V01','Morning Star','Killybegs'),('V02','Sea Harvest','Killybegs'),('V03','Ocean Pride','Castletownbere'),
           ('V04','Northern Light','Castletownbere'),('V05','Silver Dawn','Howth'),('V06','Atlantic Rose','Howth'),
           ('V07','Celtic Wave','Dingle'),('V08','Blue Horizon','Dingle'),('V09','Sea Spray','Killybegs'),
           ('V10','Wild Tide','Howth'),('V11','Grey Heron','Castletownbere'),('V12','Saoirse','Dingle')]
species_price = {'Mackerel':1.1,'Herring':0.9,'Cod':4.2,'Haddock':3.1,'Hake':3.8,'Monkfish':6.5,'Prawns':9.0,'Whiting':2.2}
bycatch_pool = ['dogfish','ling','pollock','skate','gurnard','john dory']
with open('fish_landings.csv','w',newline='') as f:
    w = csv.writer(f)
    w.writerow(['landingId','vesselId','vesselName','port','landingDate','species','catchKg','pricePerKg',
                'landedValue','tripDays','crewSize','iceUsed','inspected','bycatchSpecies'])
    for i in range(1, 221):
        vid, vname, port = random.choice(vessels)
        d = rand_date('2024-01-03','2024-06-28')
        sp = random.choice(list(species_price))
        if sp in ('Mackerel','Herring'): kg = random.randint(2000, 18000)
        elif sp == 'Prawns': kg = random.randint(150, 1200)
        else: kg = random.randint(300, 4500)
        ppk = round(species_price[sp]*random.uniform(0.85,1.2), 2)
        val = round(kg*ppk, 2)
        trip = random.randint(1, 9)
        crew = random.randint(3, 9)
        ice = trip >= 2 or random.random() < 0.5
        insp = random.random() < 0.3
        by = random.sample(bycatch_pool, random.randint(1,3)) if random.random() > 0.35 else []
        w.writerow([f'L{i:04d}', vid, vname, port, f'{d.day:02d}-{MON[d.month-1]}-{d.year}', sp,
                    kg if random.random() > 0.03 else '', f'€{ppk:.2f}', money(val,'€'),
                    trip, crew, 'TRUE' if ice else 'FALSE', 'TRUE' if insp else 'FALSE', ', '.join(by)])

# ---------------------------------------------------------------- 4. weather readings (abbreviated headers, ISO, 1/0)
stations = [('ST01','Harbor Point','Coast'),('ST02','Mill Ridge','Highlands'),('ST03','Cedar Flats','Valley'),
            ('ST04','Lakeside','Valley'),('ST05','Eagle Peak','Highlands'),('ST06','Sandy Bay','Coast'),
            ('ST07','Old Town','Valley'),('ST08','Pine Hollow','Highlands')]
base = {'Coast':3,'Highlands':-3,'Valley':1}
with open('weather_readings.csv','w',newline='') as f:
    w = csv.writer(f)
    w.writerow(['OBS_ID','STN_ID','STN_NAME','REGION','OBS_DT','TMAX_C','TMIN_C','PRCP_MM','WND_KPH',
                'HUM_PCT','FROST','ALERT','COND'])
    for i in range(1, 281):
        sid, sname, reg = random.choice(stations)
        d = rand_date('2024-01-01','2024-06-30')
        season = [ -2, 0, 4, 9, 14, 18][d.month-1]
        tmax = round(season + base[reg] + 6 + random.uniform(-4, 5), 1)
        tmin = round(tmax - random.uniform(4, 11), 1)
        prcp = '' if random.random() < 0.06 else (0.0 if random.random() < 0.45 else round(random.expovariate(1/7), 1))
        wind = random.randint(2, 75) if reg != 'Coast' else random.randint(8, 95)
        hum = random.randint(35, 99)
        frost = 1 if tmin < 0 else 0
        alert = 1 if (wind > 70 or (prcp != '' and prcp > 25)) else 0
        conds = []
        if prcp != '' and prcp > 0: conds.append('snow' if tmax < 1 else 'rain')
        if wind > 50: conds.append('wind')
        if hum > 92: conds.append('fog')
        if not conds: conds.append(random.choice(['clear','cloudy']))
        w.writerow([f'OB{i:05d}', sid, sname, reg, d.isoformat(), tmax, tmin, prcp, wind, hum, frost, alert, ','.join(conds)])

# ---------------------------------------------------------------- 5. florist orders (mixed headers, MM/DD/YYYY, Y/N, $ with thousands)
customers = ['Harbor Events LLC','Grace Tan','Oakview Hotel','Ben Alvarez','Lena Fischer','St. Mary Church',
             'Ravi Menon','Chen & Co','Julia Rossi','Maple Funeral Home','Tom Becker','Aisha Bello','Nina Costa',
             'Pearl Restaurant','Sofia Duarte','Kevin Osei','Luxe Weddings','Marta Nowak','Daniel Price','Yuki Sato']
occasions = ['Birthday','Wedding','Funeral','Anniversary','Corporate','Get Well',"Valentine's Day","Mother's Day"]
arrangements = ['Bouquet','Centerpiece','Wreath','Vase Arrangement','Boutonniere','Basket']
flowers = ['roses','lilies','tulips','peonies','orchids','carnations','sunflowers','hydrangeas','eucalyptus']
zones = ['North','South','East','West','Downtown']
florists = ['Harper','Diego','Mei']
with open('florist_orders.csv','w',newline='') as f:
    w = csv.writer(f)
    w.writerow(['Order #','Customer','Order Date','Delivery Date','Occasion','Arrangement','Stems','Stem Count',
                'Subtotal','Delivery Fee','Total','Paid','Delivered On Time','Zone','Florist'])
    for i in range(1, 231):
        cust = random.choice(customers)
        od = rand_date('2024-01-02','2024-06-27')
        occ = random.choice(occasions)
        if occ == "Valentine's Day": od = rand_date('2024-02-05','2024-02-14')
        if occ == "Mother's Day": od = rand_date('2024-05-01','2024-05-12')
        dd = od + dt.timedelta(days=random.randint(0, 4))
        arr = random.choice(arrangements)
        fl = random.sample(flowers, random.randint(1, 4))
        if occ == 'Wedding' or cust in ('Luxe Weddings','Harbor Events LLC','Oakview Hotel'):
            stems = random.randint(60, 600)
        else:
            stems = random.randint(6, 60)
        sub = round(stems*random.uniform(2.2, 4.8) + random.choice([0, 15, 25]), 2)
        fee = 0.0 if random.random() < 0.2 else random.choice([9.5, 12.0, 15.0, 20.0])
        total = sub + fee
        paid = 'Y' if random.random() < 0.88 else 'N'
        ontime = '' if random.random() < 0.05 else ('Y' if random.random() < 0.85 else 'N')
        w.writerow([f'{5000+i}', cust, od.strftime('%m/%d/%Y'), dd.strftime('%m/%d/%Y'), occ, arr, ', '.join(fl),
                    stems, money(sub), money(fee), money(total), paid, ontime, random.choice(zones), random.choice(florists)])
