import csv, random, datetime as dt
random.seed(10088)
MON=['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(a=dt.date(2023,10,1), b=dt.date(2024,12,31)):
    return a+dt.timedelta(days=random.randint(0,(b-a).days))
def w(name, hdr, rows):
    with open(name,'w',newline='') as f:
        c=csv.writer(f); c.writerow(hdr); c.writerows(rows)

# 1 grease trap services: snake_case, ISO dates, plain money, Y/N
rest=[(f"R{100+i}", n, d) for i,(n,d) in enumerate([
 ('Golden Wok','Eastside'),('Mama Rosa','Downtown'),('Taco Loco','Westside'),('Burger Barn','Northgate'),
 ('Saffron House','Downtown'),('Pho Real','Eastside'),('The Chip Shop','Harbor'),('Sushi Zen','Downtown'),
 ('Grill 45','Northgate'),('Curry Leaf','Westside'),('Dockside Diner','Harbor'),('Bagel Bros','Eastside'),
 ('Falafel King','Westside'),('Steak & Ale','Northgate'),('Noodle Bar','Harbor'),('Pizza Piazza','Downtown'),
 ('Green Bowl','Eastside'),('BBQ Pit','Westside')])]
techs=['Dale Moss','Priya Nair','Luis Ortega','Kim Baxter']
iss=['odor','overflow','broken baffle','heavy solids','cracked lid','slow drain']
rows=[]
n=random.randint(220,280)
for i in range(n):
    r=random.choices(rest,weights=[5,3,4,6,2,3,4,2,5,3,3,2,3,4,2,5,1,4])[0]
    size=random.choice([50,100,100,250,500,750,1000])
    pumped=round(size*random.uniform(0.35,1.0)) if random.random()>0.03 else ''
    emerg='Y' if random.random()<0.18 else 'N'
    fee=round(95+pumped*0.22+(150 if emerg=='Y' else 0) if pumped!='' else 120,2)
    if random.random()<0.1: fee=round(fee/5)*5
    passed=random.choice(['Y']*4+['N']) if random.random()>0.04 else ''
    k=random.choices([0,1,2,3],weights=[5,4,2,1])[0]
    rows.append([f"GT-{5001+i}", rdate().isoformat(), r[0], r[1], r[2], size, pumped,
                 random.choices(techs,weights=[4,3,3,1])[0], f"{fee:.2f}", emerg, passed, ', '.join(random.sample(iss,k))])
rows.sort(key=lambda x:x[1])
w('grease_trap_services.csv',['service_id','service_date','restaurant_id','restaurant_name','district','trap_size_gal','gallons_pumped','technician','fee','emergency','passed_inspection','issues'],rows)

# 2 clock repairs: camelCase, MM/DD/YYYY, $1,234.56, true/false
types=['Grandfather','Mantel','Wall','Cuckoo','Pocket Watch','Carriage']
makers=['Howard Miller','Seth Thomas','Hermle','Ridgeway','Waltham','Unknown','Sligh']
parts=['mainspring','bushing','pendulum','suspension spring','chime rod','crystal','hands','cable']
rows=[]
n=random.randint(220,280)
for i in range(n):
    t=random.choices(types,weights=[3,6,5,3,4,2])[0]
    hrs=round(random.choice([0.5,1,1.5,2,2.5,3,4,5,6,8])*(1.5 if t=='Grandfather' else 1),1)
    quote=round(45+hrs*65+random.choice([0,0,25,40,80]),2)
    final=round(quote*random.uniform(0.9,1.25),2) if random.random()>0.12 else ''
    wc=random.random()<0.1
    if wc and final!='': final=0.0
    d=rdate()
    days=random.randint(3,60) if random.random()>0.05 else ''
    k=random.choices([0,1,2,3],weights=[2,5,3,1])[0]
    money=lambda v: '' if v=='' else f"${v:,.2f}"
    rows.append([f"CR{2400+i}", d.strftime('%m/%d/%Y'), f"C{random.randint(1,70):03d}", t, random.choice(makers) if random.random()>0.05 else '',
                 hrs, money(quote), money(final), 'true' if wc else 'false', days, ', '.join(random.sample(parts,k))])
w('clock_repairs.csv',['ticketNo','receivedDate','customerId','clockType','maker','repairHours','quoteAmount','finalPrice','warrantyClaim','daysInShop','partsReplaced'],rows)

# 3 asbestos surveys: Title Case with units, DD-Mon-YYYY, €, Yes/No
ptypes=['Office','School','Warehouse','Residential','Retail','Hospital']
survs=['A. Keane','B. Murphy','C. Walsh','D. Byrne','E. Doyle']
mats=['pipe lagging','floor tiles','ceiling tiles','roof sheets','textured coating','boiler insulation','gaskets']
rows=[]
n=random.randint(220,280)
for i in range(n):
    pt=random.choices(ptypes,weights=[5,3,4,6,3,1])[0]
    area=random.randint(80,4000) if pt!='Residential' else random.randint(60,300)
    yr=random.randint(1935,1999)
    samples=random.randint(2,25)
    pos=0 if yr>1990 and random.random()<0.7 else random.randint(0,min(samples,8))
    fee=round(350+area*0.35+samples*28,2)
    if random.random()<0.08: fee=round(fee,-1)
    rem='Yes' if pos>=2 else ('No' if pos==0 else random.choice(['Yes','No']))
    d=rdate()
    k=0 if pos==0 else random.randint(1,3)
    rows.append([f"AS-{d.year}-{300+i}", f"{d.day:02d}-{MON[d.month-1]}-{d.year}", pt, area, yr if random.random()>0.06 else '',
                 samples, pos, f"€{fee:,.2f}", random.choices(survs,weights=[5,4,4,3,2])[0], f"CL-{random.randint(1,45)}", rem, ', '.join(random.sample(mats,k))])
w('asbestos_surveys.csv',['Survey Ref','Survey Date','Property Type','Floor Area (sq m)','Year Built','Samples Taken','Positive Samples','Fee (€)','Surveyor','Client ID','Removal Recommended','Materials Found'],rows)

# 4 uniform rentals: UPPER abbreviations, ISO date-times, plain money, 1/0
items=['CHEF COAT','APRON','COVERALL','HI-VIS VEST','SCRUBS','POLO SHIRT']
rates={'CHEF COAT':2.75,'APRON':0.95,'COVERALL':3.40,'HI-VIS VEST':1.80,'SCRUBS':2.10,'POLO SHIRT':1.50}
routes=['RT-N','RT-S','RT-E','RT-W']
rows=[]
n=random.randint(220,280)
for i in range(n):
    it=random.choices(items,weights=[4,5,3,3,2,3])[0]
    q=random.choice([10,12,15,20,20,24,30,40,50,60])
    ret=q-random.choices([0,0,0,1,2,3,5],weights=[6,3,2,3,2,1,1])[0] if random.random()>0.06 else ''
    d=rdate(dt.date(2024,1,2),dt.date(2025,3,31))
    tm=dt.datetime(d.year,d.month,d.day,random.randint(6,16),random.choice([0,15,30,45]))
    dmg=1 if random.random()<0.15 else 0
    k=random.choices([1,2,3],weights=[5,3,1])[0]
    sizes=sorted(random.sample(['S','M','L','XL','XXL'],k),key=['S','M','L','XL','XXL'].index)
    rows.append([100200+i, f"A{random.randint(10,49)}", tm.strftime('%Y-%m-%dT%H:%M:%S'), it, q, ret, f"{rates[it]:.2f}",
                 round(q*rates[it]*4,2), dmg, random.choice(routes), ', '.join(sizes)])
w('uniform_rentals.csv',['ORD_ID','ACCT_NO','DLV_DT','ITEM_TYP','QTY_ISSD','QTY_RTND','WKLY_RATE','AMT_BILLED','DMG_FLAG','ROUTE_CD','SIZES'],rows)

# 5 stairlift installs: "Sentence case" headers, DD/MM/YYYY, $ whole dollars, TRUE/FALSE
models=['Acorn 130','Stannah 600','Handicare 1100','Bruno Elite','Acorn 180']
base={'Acorn 130':3200,'Stannah 600':4100,'Handicare 1100':5600,'Bruno Elite':3900,'Acorn 180':9800}
opts=['powered swivel','folding rail','remote call','heavy duty seat','outdoor cover']
installers=['Team Red','Team Blue','Team Green']
regions=['North','South','Central','Coastal']
rows=[]
n=random.randint(220,280)
for i in range(n):
    m=random.choices(models,weights=[6,4,2,3,2])[0]
    stairs=random.randint(10,18) if m!='Acorn 180' else random.randint(12,30)
    k=random.choices([0,1,2],weights=[3,4,2])[0]
    o=random.sample(opts,k)
    price=base[m]+stairs*45+250*k
    if random.random()<0.3: price=round(price,-2)
    d=rdate(dt.date(2023,7,1),dt.date(2024,12,31))
    dur=random.choice([2,3,3,4,4,5,6,8]) if m!='Acorn 180' else random.choice([5,6,7,8,10])
    funded=random.random()<0.35
    rows.append([f"SL{7000+i}", f"{d.day:02d}/{d.month:02d}/{d.year}", f"P-{random.randint(1,60):02d}", m, random.choice(regions),
                 random.choice(installers), stairs, f"${price:,}", dur if random.random()>0.05 else '', 'TRUE' if funded else 'FALSE',
                 random.choice([5,5,4,4,4,3,2]) if random.random()>0.15 else '', ', '.join(o)])
w('stairlift_installs.csv',['Install id','Install date','Client ref','Lift model','Region','Install team','Stair count','Total price','Install hours','Grant funded','Satisfaction score','Options fitted'],rows)
