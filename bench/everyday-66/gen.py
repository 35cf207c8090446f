import csv, random, datetime as dt
random.seed(10082)
MON=['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(a=dt.date(2024,1,1),b=dt.date(2024,12,31)):
    return a+dt.timedelta(days=random.randint(0,(b-a).days))
def money(x): return '${:,.2f}'.format(x)

# 1 bicycle fleet leases: snake_case, ISO dates, plain numbers, Y/N
companies=[('C%03d'%i,n) for i,n in enumerate(['Northwind Logistics','Greenway Foods','Pixel Forge','Harbor Health','Urban Courier Co','Maple Bank','Bluebird Studios','Civic Works','Oakline Retail','Summit Legal','Riverstone Hotels','Brightpath School','Nimbus Tech','Copperleaf Cafe','Atlas Insurance','Zenith Labs','Fjord Shipping','Lumen Energy'],1)]
models={'city':['Vela City 3','Urbano 7'],'e-bike':['VoltRide E5','Stromer Lite'],'cargo':['Bullitt Cargo','Packster 40'],'road':['Allez Sprint'],'folding':['Brompton C']}
typew=[('city',30),('e-bike',35),('cargo',15),('road',8),('folding',12)]
fee={'city':38,'e-bike':89,'cargo':115,'road':55,'folding':62}
acc=['lock','helmet','basket','child seat','rain cover','GPS tracker','pannier']
rows=[]
n=247
for i in range(n):
    cid,cn=random.choice(companies[:12]) if random.random()<0.7 else random.choice(companies)
    t=random.choices([a for a,_ in typew],[w for _,w in typew])[0]
    sd=rdate(dt.date(2023,7,1),dt.date(2024,12,20))
    term=random.choice([6,12,12,24,36])
    status=random.choices(['active','ended','cancelled'],[60,28,12])[0]
    ed='' if status=='active' and random.random()<0.6 else (sd+dt.timedelta(days=30*term)).isoformat()
    nb=random.choice([1,2,2,3,4,5,5,6,8,10,12,15,20,25])
    mf=round(fee[t]*random.uniform(0.85,1.2)*nb,2)
    if random.random()<0.04: mf=''
    dep=random.choice([0,50,100,100,150,200])*nb
    ins=random.choice(['Y','Y','N'])
    a=', '.join(random.sample(acc,random.randint(0,3)))
    region=random.choices(['North','South','East','West','Central'],[25,18,20,17,20])[0]
    rows.append(dict(lease_id='BL-%04d'%(1001+i),company_id=cid,company_name=cn,start_date=sd.isoformat(),end_date=ed,bike_type=t,bike_model=random.choice(models[t]),num_bikes=nb,term_months=term,monthly_fee=mf,deposit=dep,insurance_included=ins,accessories=a,region=region,status=status))
with open('bicycle_fleet_leases.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 office supply reorders: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
reqs=['E%03d'%i for i in range(100,130)]
depts=['Finance','HR','Marketing','IT','Operations','Legal','Sales']
supp=['Staples','Office Depot','Viking Direct','Lyreco','Amazon Business']
cats={'Paper':(4,9),'Toner & Ink':(35,120),'Writing Instruments':(1,4),'Filing':(3,15),'Breakroom':(5,25),'Desk Accessories':(8,40),'Tech Accessories':(12,60)}
items={'Paper':['A4 paper','letter paper','sticky notes','notepads'],'Toner & Ink':['black toner','color toner','ink cartridge'],'Writing Instruments':['ballpoint pens','markers','highlighters','pencils'],'Filing':['folders','binders','labels','archive boxes'],'Breakroom':['coffee pods','paper cups','tea','sugar sachets'],'Desk Accessories':['staplers','tape dispensers','desk organizers','scissors'],'Tech Accessories':['USB drives','mice','keyboards','HDMI cables']}
rows=[]
for i in range(263):
    r=random.choice(reqs[:12]) if random.random()<0.6 else random.choice(reqs)
    c=random.choices(list(cats),[25,18,14,12,14,8,9])[0]
    d=rdate()
    q=random.randint(1,40)
    lo,hi=cats[c]
    tot=round(q*random.uniform(lo,hi),2)
    rush=random.random()<0.22
    appr=random.random()<0.84
    dd='' if (not appr or random.random()<0.07) else random.randint(1,9)+(0 if rush else 2)
    it=', '.join(random.sample(items[c],random.randint(1,3)))
    rows.append(dict(orderId='PO%05d'%(24001+i),requesterId=r,department=random.choices(depts,[15,8,14,20,22,6,15])[0],orderDate=d.strftime('%m/%d/%Y'),supplier=random.choices(supp,[30,25,15,18,12])[0],itemCategory=c,itemsOrdered=it,quantity=q,orderTotal=money(tot),rushDelivery='TRUE' if rush else 'FALSE',approved='TRUE' if appr else 'FALSE',deliveryDays=dd))
with open('office_supply_reorders.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 window blind installs: Title Case units, DD-Mon-YYYY, €37.50, Yes/No
inst=['INS-%02d'%i for i in range(1,10)]
btypes=[('Roller',30),('Venetian',22),('Vertical',12),('Roman',14),('Cellular',10),('Wooden Slat',12)]
rooms=['Living Room','Bedroom','Kitchen','Office','Bathroom','Conservatory','Nursery']
feats=['blackout','child-safe cord','thermal','moisture resistant','remote control','sheer']
rows=[]
for i in range(231):
    b=random.choices([a for a,_ in btypes],[w for _,w in btypes])[0]
    d=rdate()
    wi=random.randint(1,8)
    mot=random.random()<0.25
    w_=random.choice(range(60,241,5)); h=random.choice(range(90,261,10))
    base={'Roller':45,'Venetian':60,'Vertical':55,'Roman':85,'Cellular':95,'Wooden Slat':110}[b]
    price=round(wi*base*(w_*h/15000)*random.uniform(0.9,1.15)+(120*wi if mot else 0),2)
    hours=round(0.6*wi+random.uniform(0,2),1)
    rating='' if random.random()<0.18 else random.choices([5,4,3,2,1],[45,30,14,7,4])[0]
    f_=', '.join(random.sample(feats,random.randint(0,2)))
    rows.append({'Job No':'WB%04d'%(501+i),'Installer ID':random.choices(inst,[14,12,12,11,10,10,9,8,6])[0],'Install Date':'%02d-%s-%d'%(d.day,MON[d.month-1],d.year),'City':random.choices(['Dublin','Cork','Galway','Limerick','Waterford'],[40,22,16,12,10])[0],'Room':random.choice(rooms),'Blind Type':b,'Windows (count)':wi,'Avg Width (cm)':w_,'Avg Height (cm)':h,'Motorized':'Yes' if mot else 'No','Price (€)':'€{:,.2f}'.format(price),'Labour (hrs)':hours,'Features':f_,'Customer Rating':rating})
with open('window_blind_installs.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 greenhouse plant sales: UPPER abbreviations, ISO datetimes, plain numbers, 1/0
plants={'Herbs':[('Basil',3.5),('Rosemary',4.25),('Mint',3.0)],'Succulents':[('Aloe Vera',6.0),('Echeveria',4.5),('Jade Plant',8.0)],'Houseplants':[('Monstera',24.0),('Snake Plant',18.5),('Pothos',12.0),('Fiddle Leaf Fig',35.0)],'Vegetable Starts':[('Tomato',2.75),('Pepper',2.75),('Zucchini',3.25)],'Flowers':[('Petunia',2.5),('Geranium',4.0),('Orchid',29.99)],'Shrubs':[('Hydrangea',32.0),('Boxwood',27.5)]}
grpw=[22,12,20,18,18,10]
tags=['full sun','partial shade','pet safe','drought tolerant','frost tender','indoor']
rows=[]
custs=['CU%04d'%i for i in range(1,61)]
for i in range(256):
    g=random.choices(list(plants),grpw)[0]
    p,pr=random.choice(plants[g])
    d=rdate()
    if g=='Vegetable Starts' and random.random()<0.6: d=rdate(dt.date(2024,3,15),dt.date(2024,6,15))
    t=dt.datetime(d.year,d.month,d.day,random.randint(8,18),random.randint(0,59),random.randint(0,59))
    q=random.choices([1,2,3,4,5,6,10,12],[35,20,12,8,8,7,5,5])[0]
    disc=random.choices([0,0,0,5,10,15,20],[40,20,10,10,10,5,5])[0]
    loy=random.random()<0.4
    cid='' if random.random()<0.12 else random.choice(custs[:20]) if random.random()<0.5 else random.choice(custs)
    if cid=='' : loy=False
    rows.append(dict(SALE_ID='S%05d'%(70001+i),SALE_DTTM=t.strftime('%Y-%m-%dT%H:%M:%S'),CUST_ID=cid,PLANT_NM=p,PLANT_GRP=g,QTY_SOLD=q,UNIT_PRC='%.2f'%pr,DISC_PCT=disc,LOYALTY_FLG=1 if loy else 0,PAY_MTHD=random.choices(['CARD','CASH','MOBILE'],[55,25,20])[0],CARE_TAGS=', '.join(random.sample(tags,random.randint(1,3)))))
with open('greenhouse_plant_sales.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 pest inspection reports: lower case with spaces, DD/MM/YYYY, "$120" no cents, true/false
insp=['T-%d'%i for i in (11,12,14,17,19,22,23)]
props=['single family','apartment','restaurant','warehouse','office','school']
pests=['termites','ants','cockroaches','rodents','bed bugs','wasps','silverfish']
rows=[]
for i in range(238):
    d=rdate()
    pt=random.choices(props,[40,22,12,10,10,6])[0]
    found=random.random()<0.58
    pf=', '.join(random.sample(pests,random.randint(1,3))) if found else ''
    sev='' if not found else random.choices(['low','moderate','high','severe'],[35,35,20,10])[0]
    fee_=random.choice([95,120,120,150,180,250]) if pt in('single family','apartment') else random.choice([250,300,350,450])
    fu=found and random.random()<0.55
    sq=random.randint(40,400)*10 if pt not in('apartment',) else random.randint(40,140)*10
    dur=random.randint(25,150)
    if random.random()<0.05: dur=''
    rows.append({'report id':'PI-%05d'%(30001+i),'inspection date':d.strftime('%d/%m/%Y'),'inspector':random.choices(insp,[20,18,16,14,12,10,10])[0],'client id':'CL%03d'%random.choice(range(1,90)) if random.random()<0.7 else 'CL%03d'%random.choice(range(1,15)),'property type':pt,'area sq ft':sq,'pests found':pf,'severity':sev,'treatment recommended':'true' if fu else 'false','fee':'$%d'%fee_,'duration min':dur,'paid':'true' if random.random()<0.86 else 'false'})
with open('pest_inspection_reports.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
