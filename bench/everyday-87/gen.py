import csv, random, datetime
random.seed(10124)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(y=2024):
    return datetime.date(y,1,1) + datetime.timedelta(days=random.randint(0,365 if y==2024 else 364))
def blank(v, p):
    return '' if random.random() < p else v

# 1 dog agility classes: snake_case, ISO date, plain money, Y/N
def dog():
    n = 243
    members = ['M%03d' % i for i in range(101, 161)]
    dogs = {}
    breeds = ['Border Collie']*6 + ['Australian Shepherd']*4 + ['Sheltie']*3 + ['Jack Russell Terrier']*3 + ['Labrador Retriever']*2 + ['Poodle']*2 + ['Papillon','Mixed Breed','Mixed Breed','Golden Retriever']
    names = ['Skye','Rocket','Bella','Milo','Pip','Zara','Finn','Nova','Dash','Luna','Scout','Ziggy','Maple','Bolt','Hazel','Juno','Koda','Pepper','Ruby','Tess']
    for m in members:
        dogs[m] = (random.choice(names), random.choice(breeds), random.randint(1, 11))
    levels = ['Beginner','Intermediate','Advanced','Competition']
    fees = {'Beginner':18,'Intermediate':22,'Advanced':26,'Competition':32}
    instructors = ['Karen Holt','Dev Patel','Sam Ortiz','Lena Fischer','Tom Brady-Ng']
    skills = ['weave poles','tunnel','a-frame','dog walk','seesaw','tire jump','contacts','handling']
    locs = ['North Field','Riverside Barn','Indoor Arena']
    rows = []
    for i in range(n):
        m = random.choice(members)
        dn, br, age = dogs[m]
        lvl = random.choices(levels, [40,30,20,10])[0]
        sess = random.choice([4,6,6,8,8,8,10,12])
        fee = fees[lvl]*sess
        if random.random() < 0.2: fee = round(fee*0.9, 2)
        d = rdate()
        t = round(random.uniform(28, 75) - levels.index(lvl)*5, 1)
        rows.append({
            'enrollment_id': 'ENR-%04d' % (5001+i), 'member_id': m, 'dog_name': dn, 'breed': br,
            'dog_age_years': age, 'class_level': lvl, 'instructor': random.choice(instructors),
            'location': random.choice(locs), 'start_date': d.isoformat(), 'sessions': sess,
            'fee': ('%g' % fee), 'paid': random.choices(['Y','N'],[82,18])[0],
            'best_run_sec': blank(t, 0.12), 'skills_focus': ', '.join(random.sample(skills, random.randint(1,3))),
            'attended_sessions': blank(random.randint(max(0, sess-4), sess), 0.05),
        })
    return rows

# 2 scuba tank fills: camelCase, MM/DD/YYYY, $ money, TRUE/FALSE
def scuba():
    n = 262
    custs = ['C%04d' % i for i in range(2001, 2071)]
    sizes = {'AL80':80,'AL63':63,'HP100':100,'HP120':120,'LP95':95,'Pony 19':19}
    gases = {'Air':8.0,'Nitrox 32':14.0,'Nitrox 36':16.0,'Trimix 21/35':45.0}
    techs = ['Rita Gomez','Owen Park','Jules Martin','Ana Silva']
    addons = ['visual inspection','valve service','o-ring replace','tumble clean','VIP sticker','hydro booking']
    rows = []
    for i in range(n):
        s = random.choices(list(sizes), [40,12,15,8,10,5])[0]
        g = random.choices(list(gases), [55,25,12,8])[0]
        d = rdate()
        ad = random.sample(addons, random.choice([0,0,0,1,1,2]))
        price = gases[g] + (sizes[s]/80)*2.0 + 5.0*len(ad)
        if g.startswith('Trimix'): price += sizes[s]*0.35
        price = round(price, 2)
        rows.append({
            'fillId': 'F%05d' % (30001+i), 'fillDate': d.strftime('%m/%d/%Y'), 'customerId': random.choice(custs),
            'tankSize': s, 'gasMix': g, 'fillPressurePsi': random.choice([2900,3000,3000,3000,3300,3442,3442]) if not s.startswith('LP') else random.choice([2640,2640,2400]),
            'o2Percent': {'Air':20.9,'Nitrox 32':round(random.uniform(31.5,32.5),1),'Nitrox 36':round(random.uniform(35.4,36.5),1),'Trimix 21/35':21.0}[g] if random.random()>0.06 else '',
            'price': '${:,.2f}'.format(price), 'visualCurrent': random.choices(['TRUE','FALSE'],[88,12])[0],
            'technician': random.choice(techs), 'addOns': ', '.join(ad),
            'fillMinutes': blank(random.randint(8, 45), 0.07),
        })
    return rows

# 3 office plant care: Title Case (units), DD-Mon-YYYY, € money, Yes/No
def plants():
    n = 231
    clients = ['ACCT-%d' % i for i in range(710, 748)]
    cities = ['Dublin','Cork','Galway','Limerick']
    techs = ['Aoife Byrne','Liam Walsh','Niamh Kelly','Conor Doyle','Sinead Ryan']
    svcs = ['watering','pruning','leaf cleaning','repotting','pest treatment','fertilising']
    rows = []
    for i in range(n):
        d = rdate()
        ps = random.randint(6, 60)
        rep = random.choice([0,0,0,0,1,1,2,3])
        pest = random.choices(['Yes','No'],[17,83])[0]
        sv = random.sample(svcs, random.randint(1,3))
        if pest == 'Yes' and 'pest treatment' not in sv: sv.append('pest treatment')
        charge = round(ps*1.25 + rep*14.5 + 20, 2)
        if random.random() < 0.08: charge = round(charge + 37.5, 2)
        rows.append({
            'Visit ID': 'PV%05d' % (80001+i), 'Visit Date': '%02d-%s-%d' % (d.day, MON[d.month-1], d.year),
            'Client Account': random.choice(clients), 'Site City': random.choices(cities,[45,25,15,15])[0],
            'Technician': random.choice(techs), 'Plants Serviced': ps, 'Plants Replaced': rep,
            'Visit Duration (min)': blank(int(ps*1.6 + random.randint(5, 30)), 0.06),
            'Charge (€)': '€{:.2f}'.format(charge), 'Pest Issue Found': pest,
            'Services': ', '.join(sv), 'Client Rating (1-5)': blank(random.choices([1,2,3,4,5],[3,5,15,40,37])[0], 0.2),
        })
    return rows

# 4 bridal makeup: ABBR UPPER, ISO datetime, $1,234.56, 1/0
def bridal():
    n = 254
    clients = ['CL%03d' % i for i in range(300, 480)]
    artists = ['Maya Chen','Priya Rao','Elle Dubois','Kiara Jones','Sofia Russo','Hannah Lee']
    pkgs = {'Bridal Classic':350,'Airbrush Deluxe':520,'Bridal + Party':180,'Elopement Mini':220,'Luxury Full Day':900}
    extras = ['lashes','hair styling','touch-up kit','veil placement','tattoo cover','early call']
    rows = []
    for i in range(n):
        d = rdate()
        h = random.choice([6,7,7,8,8,9,10,11,13])
        dt = datetime.datetime(d.year,d.month,d.day,h,random.choice([0,0,15,30,45]))
        p = random.choices(list(pkgs), [35,20,25,10,10])[0]
        ppl = 1 if p in ('Bridal Classic','Airbrush Deluxe','Elopement Mini') else random.randint(2, 8)
        if p == 'Luxury Full Day': ppl = random.randint(1, 4)
        ex = random.sample(extras, random.choice([0,1,1,2,3]))
        tot = pkgs[p]*(ppl if p == 'Bridal + Party' else 1) + 45*len(ex)
        km = random.choice([0,0,5,12,18,25,40,60,95])
        tot += km*1.2
        status = random.choices(['Confirmed','Completed','Cancelled','Pending'],[30,50,10,10])[0]
        rows.append({
            'BKG_ID': 'BK-%05d' % (7001+i), 'CLNT_ID': random.choice(clients), 'EVT_DTTM': dt.strftime('%Y-%m-%dT%H:%M:%S'),
            'ARTIST': random.choice(artists), 'PKG_NM': p, 'PPL_CNT': ppl,
            'TRIAL_FLG': random.choices(['1','0'],[55,45])[0], 'DEP_AMT': '${:,.2f}'.format(round(tot*0.3, 2)) if status != 'Pending' else '',
            'TOT_AMT': '${:,.2f}'.format(tot), 'TRVL_KM': km, 'STS_CD': status, 'EXTRAS': ', '.join(ex),
            'VENUE_TYP': blank(random.choice(['Hotel','Home','Barn','Church','Beach','Winery']), 0.1),
        })
    return rows

# 5 rooftop solar cleaning: PascalCase, DD/MM/YYYY, plain money, true/false
def solar():
    n = 228
    custs = ['SC%04d' % i for i in range(1, 90)]
    subs = ['Henley','Marsden Park','Kellyville','Oakhurst','Bayview']
    crews = ['Jack Moss','Tane Walker','Ivy Tran','Ben Okafor']
    issues = ['bird droppings','lichen','cracked panel','loose clamp','bird nest','hot spot']
    roofs = ['Tile','Metal','Flat','Slate']
    rows = []
    for i in range(n):
        d = rdate()
        pc = random.choice([10,12,14,16,18,20,20,24,26,30,36,40])
        rt = random.choices(roofs,[45,35,15,5])[0]
        st = random.choices([1,2,3],[60,35,5])[0]
        price = 90 + pc*6.5 + (st-1)*40 + (25 if rt=='Slate' else 0)
        if random.random()<0.15: price -= 20
        bp = random.choices(['true','false'],[25,75])[0]
        if bp == 'true': price += pc*9
        iss = random.sample(issues, random.choice([0,0,1,1,2]))
        before = round(random.uniform(3.5, 8.0), 2)
        gain = round(random.uniform(2, 22), 1)
        rows.append({
            'JobRef': 'SOL-%d' % (4400+i), 'CustomerNo': random.choice(custs), 'ServiceDate': d.strftime('%d/%m/%Y'),
            'Suburb': random.choices(subs,[30,25,20,15,10])[0], 'PanelCount': pc, 'RoofType': rt, 'Storeys': st,
            'CrewLead': random.choice(crews), 'Price': ('%.2f' % price) if random.random()>0.5 else ('%g' % price),
            'BirdProofing': bp, 'OutputGainPct': blank(gain, 0.1), 'IssuesFound': ', '.join(iss),
            'DurationHrs': random.choice([1.5,2,2,2.5,3,3,3.5,4,5]), 'RepeatCustomer': random.choice(['true','false']),
        })
    return rows

for name, fn in [('dog_agility_classes', dog), ('scuba_tank_fills', scuba), ('office_plant_care', plants), ('bridal_makeup_bookings', bridal), ('rooftop_solar_cleaning', solar)]:
    rows = fn()
    with open(name + '.csv', 'w', newline='') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        w.writeheader(); w.writerows(rows)
    print(name, len(rows))
