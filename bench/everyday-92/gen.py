import csv, random, datetime as dt
random.seed(10134)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(start, end):
    s = dt.date.fromisoformat(start); e = dt.date.fromisoformat(end)
    return s + dt.timedelta(days=random.randint(0, (e - s).days))
def money_fmt(sym, v):
    return f"{sym}{v:,.2f}"
def pick_list(opts, lo, hi, weights=None):
    k = random.randint(lo, hi)
    out = []
    while len(out) < k:
        c = random.choices(opts, weights=weights)[0] if weights else random.choice(opts)
        if c not in out: out.append(c)
    return ', '.join(out)

# 1 piano moving jobs: snake_case, ISO date, plain money, Y/N
n = 247
cust = [f"C{100+i}" for i in range(70)]
rows = []
for i in range(n):
    d = rdate('2024-01-03', '2024-12-20')
    ptype = random.choices(['Upright','Baby Grand','Grand','Digital','Spinet'], [40,20,12,18,10])[0]
    dist = round(random.lognormvariate(2.8, 0.7), 1)
    stairs = random.choices([0,1,2,3,4,5], [35,25,18,12,7,3])[0]
    crew = {'Grand':4,'Baby Grand':3}.get(ptype, random.choice([2,2,3]))
    base = {'Upright':320,'Baby Grand':520,'Grand':780,'Digital':180,'Spinet':260}[ptype]
    quote = round(base + dist*2.4 + stairs*45 + random.choice([0,0,25,50]), 0)
    final = quote + random.choice([0,0,0,0,25,40,60,-20])
    ins = random.choices(['Y','N'], [65,35])[0]
    dmg = random.choices(['Y','N',''], [6,84,10])[0]
    rating = random.choices(['1','2','3','4','5',''], [2,4,12,30,40,12])[0]
    extras = pick_list(['stairs','crane','storage','tuning','padding'], 0, 3, [5,1,2,2,4]) if random.random() < 0.8 else ''
    rows.append([f"PM-{1001+i}", d.isoformat(), random.choice(cust[:random.choice([20,70])]),
                 random.choice(['Marco Ruiz','Dana Kim','Leo Brandt','Priya Nair','Sam Okafor','Tess Young']),
                 ptype, random.choices(['Springfield','Riverton','Oak Hill','Lakeside','Brookfield','Millbrook'],[30,22,18,14,10,6])[0],
                 dist, stairs, crew, f"{quote:.2f}", f"{final:.2f}", ins, dmg, rating, extras])
rows.sort(key=lambda r: r[1])
with open('piano_moving_jobs.csv','w',newline='') as f:
    w = csv.writer(f); w.writerow(['job_id','job_date','customer_id','crew_lead','piano_type','origin_city','distance_km','flights_of_stairs','crew_size','quoted_price','final_price','insured','damage_reported','rating','extras']); w.writerows(rows)

# 2 rooftop garden maintenance: camelCase, MM/DD/YYYY, $1,234.56, true/false
n = 236
clients = [f"RG-{200+i}" for i in range(45)]
rows = []
for i in range(n):
    d = rdate('2024-01-08', '2024-12-18')
    vt = random.choices(['Routine','Seasonal Cleanup','Irrigation Repair','Planting','Emergency'], [50,15,12,15,8])[0]
    area = random.choice([60,80,90,120,150,200,250,300,420,600])+random.randint(0,30)
    hrs = random.choice([1,1.5,2,2.5,3,3.5,4,5,6,8]) if vt!='Routine' else random.choice([1,1.5,2,2.5,3])
    mat = round(random.uniform(0,400) if vt in ('Planting','Irrigation Repair') else random.uniform(0,80), 2)
    if random.random() < 0.1: mat = 0.0
    total = round(hrs*65 + mat + (150 if vt=='Emergency' else 0), 2)
    pest = random.choices(['true','false',''], [18,72,10])[0]
    rows.append([f"V{5000+i}", d, random.choice(clients), random.choices(['Residential','Office','Hotel','Restaurant'],[35,30,15,20])[0],
                 random.choices(['Ana Silva','Ben Cho','Chloe Martin','Diego Reyes','Eli Novak'],[25,25,20,20,10])[0],
                 area, vt, hrs, mat, total, random.choices(['true','false'],[70,30])[0], pest,
                 pick_list(['sedum','lavender','tomatoes','herbs','grasses','succulents'],1,3,[6,4,2,4,3,3]),
                 random.choices([str(x) for x in range(3,11)]+[''], [1,1,2,4,8,10,8,6,6])[0]])
rows.sort(key=lambda r: r[1])
for r in rows:
    r[1] = r[1].strftime('%m/%d/%Y'); r[8] = money_fmt('$', r[8]); r[9] = money_fmt('$', r[9])
with open('rooftop_garden_maintenance.csv','w',newline='') as f:
    w = csv.writer(f); w.writerow(['visitId','visitDate','clientId','propertyType','gardener','roofAreaSqm','visitType','laborHours','materialsCost','totalBilled','irrigationChecked','pestIssueFound','plantsServiced','satisfactionScore']); w.writerows(rows)

# 3 kombucha keg deliveries: Title Case with units, DD-Mon-YYYY, €, Yes/No
n = 262
accts = [f"KB{300+i}" for i in range(55)]
rows = []
for i in range(n):
    d = rdate('2024-01-02', '2024-09-30')
    size = random.choices([19.5,30,50],[50,35,15])[0]
    kegs = random.choices([1,2,3,4,5,6,8],[20,28,20,14,8,6,4])[0]
    ret = max(0, kegs - random.choice([0,0,0,1,1,2]))
    price = {19.5:62.0, 30:88.0, 50:135.0}[size]
    inv = round(kegs*price*random.choice([1,1,1,0.95,0.9]), 2)
    dep = kegs*{19.5:30,30:40,50:50}[size]
    temp = '' if random.random()<0.08 else round(random.gauss(4.5,1.8),1)
    rows.append([f"D-{7000+i}", d, random.choice(accts), random.choices(['Cafe','Bar','Restaurant','Grocery','Gym'],[30,22,20,18,10])[0],
                 random.choice(['Hana','Jonas','Katrin','Luis']), random.choices(['North','South','East','West','Central'],[22,20,18,15,25])[0],
                 kegs, ret, size, inv, dep, random.choices(['Yes','No'],[78,22])[0],
                 pick_list(['ginger','hibiscus','lemon','mango','original','raspberry'],1,3,[5,2,3,3,6,1]), temp])
rows.sort(key=lambda r: r[1])
for r in rows:
    r[1] = f"{r[1].day:02d}-{MON[r[1].month-1]}-{r[1].year}"
    r[9] = money_fmt('€', r[9]); r[10] = money_fmt('€', r[10])
with open('kombucha_keg_deliveries.csv','w',newline='') as f:
    w = csv.writer(f); w.writerow(['Delivery ID','Delivery Date','Account ID','Venue Type','Driver','Route','Kegs Delivered (count)','Kegs Returned (count)','Keg Size (L)','Invoice Amount (€)','Deposit (€)','Paid On Time','Flavors','Temp At Delivery (°C)']); w.writerows(rows)

# 4 ski tuning tickets: UPPER abbreviations, ISO date-times, plain money, 1/0
n = 254
custs = [f"SK{400+i}" for i in range(80)]
svcp = {'wax':25,'edge':30,'base grind':45,'binding check':20,'p-tex':35}
rows = []
for i in range(n):
    d = rdate('2023-11-10', '2024-03-31')
    ts = dt.datetime(d.year,d.month,d.day, random.randint(8,18), random.choice([0,5,10,15,20,30,40,45,50]))
    eq = random.choices(['Ski','Snowboard'],[65,35])[0]
    ln = (random.choice(range(140,191,5)) if eq=='Ski' else random.choice(range(145,166,1)))
    if random.random()<0.05: ln = ''
    svcs = pick_list(list(svcp), 1, 3, [8,6,2,3,2])
    rush = random.choices([1,0],[20,80])[0]
    chg = sum(svcp[s] for s in svcs.split(', ')) + (15 if rush else 0) + random.choice([0,0,0,5])
    days = random.choice([0,1,1,2,2,3,4,5]) if rush==0 else random.choice([0,0,1])
    if random.random()<0.04: days = random.choice([9,12,14])
    rows.append([f"TK{10000+i}", ts, random.choice(custs), random.choices(['T01','T02','T03','T04','T05'],[30,25,20,15,10])[0],
                 eq, ln, svcs, f"{chg:.2f}", rush, days, random.choices(['1','0'],[8,92])[0],
                 random.choices(['1','2','3','4','5',''],[1,2,8,25,35,29])[0]])
rows.sort(key=lambda r: r[1])
for r in rows: r[1] = r[1].strftime('%Y-%m-%dT%H:%M:%S')
with open('ski_tuning_tickets.csv','w',newline='') as f:
    w = csv.writer(f); w.writerow(['TKT_NO','RCVD_TS','CUST_ID','TECH_CD','EQUIP_TYP','EQUIP_LEN_CM','SVC_LIST','SVC_CHG','RUSH_FLG','DAYS_TO_PKUP','DMG_NOTED','CUST_RATING']); w.writerows(rows)

# 5 boat hull cleaning: Sentence case, DD.MM.YYYY, £1,234.56, TRUE/FALSE
n = 229
owners = [f"OW{50+i}" for i in range(40)]
rows = []
for i in range(n):
    d = rdate('2024-01-05', '2024-10-31')
    bt = random.choices(['Sailboat','Motor Yacht','Catamaran','Dinghy','Trawler'],[40,25,12,10,13])[0]
    ln = {'Sailboat':(26,45),'Motor Yacht':(30,70),'Catamaran':(34,52),'Dinghy':(8,14),'Trawler':(32,50)}[bt]
    L = random.randint(*ln)
    foul = random.choices(['Light','Moderate','Heavy'],[45,35,20])[0]
    mins = int(L*random.uniform(0.9,1.4)*{'Light':1,'Moderate':1.3,'Heavy':1.8}[foul])
    price = round(L*4.5*{'Light':1,'Moderate':1.2,'Heavy':1.5}[foul] + random.choice([0,0,15,25]), 2)
    anode = random.choices(['TRUE','FALSE'],[22,78])[0]
    af = random.choices(['TRUE','FALSE',''],[70,18,12])[0]
    find = pick_list(['barnacles','weed','slime','zinc wear','prop fouling'],1,3,[4,3,6,2,2])
    rows.append([f"HC{3000+i}", d, random.choice(owners), random.choices(['Harbour Point','Bay View','Kingsmere','Old Quay','Saltmarsh'],[28,24,20,16,12])[0],
                 bt, L, random.choices(['Rhys','Mei','Omar','Ivy'],[35,30,20,15])[0], foul, mins, price, anode, af, find])
rows.sort(key=lambda r: r[1])
for r in rows:
    r[1] = r[1].strftime('%d.%m.%Y'); r[9] = money_fmt('£', r[9])
with open('boat_hull_cleaning.csv','w',newline='') as f:
    w = csv.writer(f); w.writerow(['Job ref','Service date','Owner no','Marina','Boat type','Length ft','Diver','Fouling level','Dive minutes','Price','Anodes replaced','Antifoul ok','Findings']); w.writerows(rows)
