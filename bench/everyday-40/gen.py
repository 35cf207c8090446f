import csv, random, datetime as dt
random.seed(6430)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(y0, m0, days):
    return dt.date(y0, m0, 1) + dt.timedelta(days=random.randrange(days))
def money(sym, v, dec=True):
    return f"{sym}{v:,.2f}" if dec else f"{sym}{v:,.0f}"

# 1 dance studio class attendance: Title Case with units, MM/DD/YYYY, Yes/No, $ money
with open('dance_classes.csv', 'w', newline='') as f:
    w = csv.writer(f)
    w.writerow(['Booking ID','Member ID','Class Date','Style','Level','Instructor','Duration (min)','Fee ($)','Attended','Rating (1-5)','Shoes Rented','Member Age (yrs)'])
    ages = {f"M{i:03d}": random.randint(16, 68) for i in range(1, 61)}
    styles = ['Salsa','Tango','Ballet','Hip Hop','Contemporary','Swing']
    instr = {'Salsa':['Rosa Diaz','Marco Ruiz'],'Tango':['Marco Ruiz'],'Ballet':['Elena Petrova','Claire Dubois'],'Hip Hop':['Jay Carter'],'Contemporary':['Claire Dubois','Jay Carter'],'Swing':['Tom Becker']}
    for i in range(1, 241):
        m = random.choice(list(ages))
        s = random.choice(styles)
        lvl = random.choices(['Beginner','Intermediate','Advanced'], [5,3,2])[0]
        d = rdate(2024, 1, 182)
        dur = random.choice([45, 60, 60, 75, 90])
        fee = round(dur/60*random.choice([18, 22, 25, 30]) + (5 if lvl=='Advanced' else 0), 2)
        att = random.random() < 0.82
        rating = random.choice(['1','2','3','4','4','5','5','']) if att else ''
        w.writerow([f"B{1000+i}", m, d.strftime('%m/%d/%Y'), s, lvl, random.choice(instr[s]), dur, money('$', fee), 'Yes' if att else 'No', rating, random.choice(['Yes','No','No']), ages[m]])

# 2 traffic citations: snake_case, ISO dates, $ with thousands, Y/N
with open('traffic_citations.csv', 'w', newline='') as f:
    w = csv.writer(f)
    w.writerow(['citation_no','issue_date','district','officer_badge','driver_license','driver_age','vehicle_make','violation_type','speed_recorded_mph','posted_limit_mph','fine_amount','paid','contested'])
    lic = [f"DL{random.randint(100000,999999)}" for _ in range(150)]
    dage = {l: random.randint(17, 82) for l in lic}
    vt = ['Speeding','Red Light','Illegal U-Turn','No Seatbelt','Expired Registration','Reckless Driving','Phone Use']
    base = {'Speeding':150,'Red Light':250,'Illegal U-Turn':120,'No Seatbelt':75,'Expired Registration':90,'Reckless Driving':900,'Phone Use':200}
    for i in range(1, 271):
        l = random.choice(lic)
        v = random.choices(vt, [10,5,3,4,3,1,4])[0]
        d = rdate(2023, 7, 365)
        if v == 'Speeding':
            lim = random.choice([25, 35, 45, 55, 65]); sp = lim + random.randint(6, 38)
            fine = base[v] + (sp-lim)*random.choice([10, 12, 15])
            spv, limv = str(sp), str(lim)
        else:
            spv = ''; limv = ''
            fine = base[v] * random.choice([1, 1, 1.5, 2])
        if v == 'Reckless Driving': fine += random.choice([0, 250, 600])
        w.writerow([f"TC-{23000+i}", d.isoformat(), random.choice(['North','South','East','West','Central']), f"B{random.randint(10,24)}", l, dage[l],
                    random.choice(['Toyota','Ford','Honda','Chevrolet','BMW','Tesla','Nissan','']), v, spv, limv, money('$', fine), random.choice(['Y','Y','N']), random.choice(['Y','N','N','N','N'])])

# 3 bookbinding jobs: camelCase, DD-Mon-YYYY, EUR with sign, TRUE/FALSE, list column
with open('bookbinding_jobs.csv', 'w', newline='') as f:
    w = csv.writer(f)
    w.writerow(['jobId','clientId','orderDate','dueDate','bindingStyle','coverMaterial','pageCount','copies','quoteTotal','isRush','materialsUsed','binderName','jobStatus'])
    clients = [f"C-{i:02d}" for i in range(1, 41)]
    mats = ['linen thread','gold foil','marbled paper','leather','bookcloth','headbands','ribbon marker','PVA glue','board']
    for i in range(1, 221):
        d = rdate(2024, 1, 300)
        rush = random.random() < 0.2
        due = d + dt.timedelta(days=random.randint(3, 10) if rush else random.randint(14, 45))
        style = random.choice(['Perfect Bound','Case Bound','Coptic','Saddle Stitch','Japanese Stab','Leather Restoration'])
        cover = random.choice(['Leather','Cloth','Paper','Vellum',''])
        pages = random.randint(24, 600); copies = random.choice([1,1,1,2,5,10,25,50])
        q = round(copies*(8 + pages*0.04) * (1.5 if rush else 1) + (120 if style=='Leather Restoration' else 0), 2)
        used = random.sample(mats, random.randint(1, 4))
        status = random.choices(['Delivered','In Progress','Quoted','Cancelled'], [6,2,2,1])[0]
        w.writerow([f"BB{5000+i}", random.choice(clients), f"{d.day:02d}-{MON[d.month-1]}-{d.year}", f"{due.day:02d}-{MON[due.month-1]}-{due.year}", style, cover, pages, copies,
                    money('€', q), 'TRUE' if rush else 'FALSE', ', '.join(used), random.choice(['Ingrid','Tomas','Yuki','Pavel']), status])

# 4 bridge inspections: abbreviated headers, ISO dates, 1/0 flags, list column, $ no decimals
with open('bridge_inspections.csv', 'w', newline='') as f:
    w = csv.writer(f)
    w.writerow(['INSP_NO','BRG_ID','INSP_DT','CNTY','MATL','YR_BLT','SPAN_M','ADT','COND_RTG','DEFECTS','REPAIR_REQ','EST_COST_USD','INSPR'])
    bridges = {}
    for b in range(1, 91):
        bridges[f"BR-{b:03d}"] = (random.choice(['Ashford','Birch','Calder','Dunmore']), random.choice(['Steel','Concrete','Prestressed Concrete','Timber','Masonry']), random.randint(1925, 2018), round(random.uniform(8, 240), 1), random.randint(300, 42000))
    defs = ['cracking','spalling','corrosion','scour','bearing wear','deck wear','joint leakage','rot']
    for i in range(1, 261):
        bid = random.choice(list(bridges)); c, m, y, s, adt = bridges[bid]
        d = rdate(2022, 1, 900)
        rtg = max(2, min(9, int(round(random.gauss(9 - (2024-y)/20, 1.2)))))
        dl = random.sample(defs, random.randint(0, 3)) if rtg < 8 else []
        rep = 1 if rtg <= 5 or (dl and random.random() < 0.3) else 0
        cost = money('$', random.randint(5, 400)*500, False) if rep else ''
        w.writerow([f"I{20000+i}", bid, d.isoformat(), c, m, y, s, adt, rtg, ', '.join(dl), rep, cost, random.choice(['KLM','RTS','AJB','PNW','DCH'])])

# 5 optician orders: PascalCase, ISO datetime, GBP with thousands, yes/no lowercase, list column, blanks
with open('optician_orders.csv', 'w', newline='') as f:
    w = csv.writer(f)
    w.writerow(['OrderNo','PatientID','OrderDateTime','Branch','FrameBrand','LensType','Coatings','SphereRight','SphereLeft','PriceGBP','InsuranceClaim','CollectedOnTime','Optometrist'])
    pats = [f"P{random.randint(10000, 99999)}" for _ in range(120)]
    for i in range(1, 231):
        d = dt.datetime(2024, 1, 2, 9) + dt.timedelta(days=random.randrange(330), minutes=random.randrange(0, 8*60))
        lt = random.choices(['Single Vision','Bifocal','Progressive','Reading','Sunglasses'], [8,2,4,3,2])[0]
        co = random.sample(['anti-reflective','blue light','scratch resistant','UV','photochromic','hydrophobic'], random.randint(0, 3))
        price = random.randint(60, 420) + (random.randint(150, 900) if lt=='Progressive' else 0) + 35*len(co) + random.choice([0, 0.5, 0.99])
        sr = round(random.randint(-32, 16)*0.25, 2)
        sl = '' if random.random() < 0.06 else round(sr + random.choice([-0.5,-0.25,0,0,0.25,0.5]), 2)
        w.writerow([f"ORD{7000+i}", random.choice(pats), d.strftime('%Y-%m-%d %H:%M'), random.choice(['High Street','Riverside','Old Town']), random.choice(['Ray-Ban','Oakley','Silhouette','Lindberg','House Brand','Tom Ford']),
                    lt, ', '.join(co), f"{sr:+.2f}", '' if sl=='' else f"{sl:+.2f}", money('£', price), random.choice(['yes','no','no']), random.choice(['yes','yes','yes','no','']), random.choice(['Dr. Shah','Dr. Okafor','Dr. Lund'])])
