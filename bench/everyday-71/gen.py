import csv, random, datetime as dt
random.seed(10092)
MON=['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(start=dt.date(2024,1,1), end=dt.date(2024,12,31)):
    return start+dt.timedelta(days=random.randint(0,(end-start).days))
def maybe(v,p=0.05):
    return '' if random.random()<p else v

# 1 hot tub servicing: snake_case, ISO date, plain money, Y/N
rows=[]
custs=[f"C{n:03d}" for n in range(101,171)]
techs=['Rosa Imbert','Dan Kowalski','Priya Nair','Tom Hale','Lena Vogt']
brands=['Jacuzzi','Sundance','Hot Spring','Bullfrog','Caldera','Master Spas']
stypes=['Routine Clean','Water Balance','Heater Repair','Pump Repair','Cover Replacement','Winterize','Filter Change']
issue_pool=['cloudy water','low pressure','error code','leak','noisy pump','foam','cover damage','jet clog']
n=random.randint(220,280)
for i in range(n):
    st=random.choices(stypes,[30,20,10,10,6,8,16])[0]
    dur=round(random.choice([0.5,1,1,1.5,1.5,2,2.5,3,4]),1)
    parts=0.0 if st in('Routine Clean','Water Balance') and random.random()<0.7 else round(random.uniform(15,480),2)
    labor=round(dur*random.choice([85,95,95,110]),2)
    iss=', '.join(random.sample(issue_pool,random.choice([0,1,1,2,3])))
    rows.append({'service_id':f"HT-{5000+i}",'customer_id':random.choice(custs),
      'service_date':rdate().isoformat(),'technician':random.choice(techs),
      'tub_brand':random.choice(brands),'service_type':st,'duration_hrs':dur,
      'parts_cost':maybe(f"{parts:.2f}",0.04),'labor_cost':f"{labor:.2f}",
      'ph_reading':maybe(f"{random.gauss(7.5,0.35):.1f}",0.06),'chlorine_ppm':maybe(f"{max(0,random.gauss(3,1.2)):.1f}",0.06),
      'under_warranty':random.choices(['Y','N'],[25,75])[0],'follow_up_needed':random.choices(['Y','N'],[30,70])[0],
      'issues_found':iss,'customer_rating':maybe(str(random.choices([1,2,3,4,5],[3,5,15,35,42])[0]),0.12)})
rows.sort(key=lambda r:r['service_date'])
with open('hot_tub_service.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 wedding cake orders: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
rows=[]
clients=[f"CL-{n}" for n in range(2000,2150)]
styles=['Naked','Buttercream','Fondant','Semi-Naked','Drip','Geode']
flav=['vanilla','chocolate','lemon','red velvet','carrot','raspberry','salted caramel','almond']
decos=['Ines','Marco','Judith','Kwame']
cities=['Portland','Salem','Eugene','Bend','Medford']
n=random.randint(220,280)
for i in range(n):
    tiers=random.choices([1,2,3,4,5],[10,30,35,18,7])[0]
    serv=tiers*random.randint(20,45)
    od=rdate(dt.date(2024,1,1),dt.date(2024,11,30))
    ev=od+dt.timedelta(days=random.randint(20,200))
    price=round(serv*random.uniform(4.5,9.5)+random.choice([0,0,75,150]),2)
    if random.random()<0.04: price=None
    fl=', '.join(random.sample(flav,random.choice([1,1,2,2,3])))
    rows.append({'orderId':f"WC{3100+i}",'clientId':random.choice(clients),'orderDate':od.strftime('%m/%d/%Y'),
      'eventDate':ev.strftime('%m/%d/%Y'),'tiers':tiers,'servings':serv,'cakeStyle':random.choices(styles,[15,30,25,15,10,5])[0],
      'flavors':fl,'totalPrice':'' if price is None else f"${price:,.2f}",'depositPaid':random.choices(['TRUE','FALSE'],[78,22])[0],
      'deliveryRequired':random.choices(['TRUE','FALSE'],[65,35])[0],'venueCity':maybe(random.choice(cities),0.05),
      'decorator':random.choice(decos),'tastingScore':maybe(str(random.randint(6,10)),0.15)})
with open('wedding_cake_orders.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 bouncy castle hire: Title Case w units, DD-Mon-YYYY, €37.50, Yes/No
rows=[]
custs=[f"BC{n:04d}" for n in range(1,90)]
models=['Jungle Jumper','Princess Palace','Pirate Ship','Mega Slide','Toddler Town','Obstacle Run']
extras=['generator','ball pit','candy floss','popcorn','gazebo','staff supervision']
n=random.randint(220,280)
for i in range(n):
    m=random.choice(models)
    hrs=random.choice([3,4,4,5,6,6,8,24])
    base={'Toddler Town':60,'Jungle Jumper':80,'Princess Palace':85,'Pirate Ship':95,'Mega Slide':140,'Obstacle Run':160}[m]
    fee=round(base+hrs*random.choice([5,7.5,10]),2)
    ex=', '.join(random.sample(extras,random.choice([0,0,1,1,2,3])))
    d=rdate()
    rows.append({'Booking Ref':f"BK{7700+i}",'Customer ID':random.choice(custs),'Hire Date':f"{d.day:02d}-{MON[d.month-1]}-{d.year}",
      'Castle Model':m,'Hire Length (hrs)':hrs,'Hire Fee (€)':f"€{fee:.2f}",'Setup Distance (km)':maybe(f"{random.uniform(1,45):.1f}",0.05),
      'Indoor Venue':random.choices(['Yes','No'],[20,80])[0],'Damage Reported':random.choices(['Yes','No'],[8,92])[0],
      'Extras':ex,'Crew Size':random.choices([1,2,3],[30,55,15])[0],'Event Type':maybe(random.choice(['Birthday','School Fete','Corporate','Wedding','Community']),0.06)})
with open('bouncy_castle_hire.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 firewood deliveries: UPPER abbreviations, ISO datetimes, plain money, 1/0
rows=[]
custs=[f"{n}" for n in range(4400,4480)]
woods=['OAK','MAPLE','BIRCH','ASH','MIXED HW','PINE']
drivers=['JKELLER','MSANTOS','BWRIGHT','ACHEN']
zones=['N','S','E','W','CTR']
addons=['kindling','stacking','tarp','fire starters','cleanup']
ppc={'OAK':360,'MAPLE':340,'BIRCH':330,'ASH':320,'MIXED HW':300,'PINE':240}
n=random.randint(220,280)
for i in range(n):
    w_=random.choices(woods,[30,20,12,10,20,8])[0]
    cords=random.choice([0.5,0.5,1,1,1,1.5,2,2,3,4])
    price=ppc[w_]+random.choice([-20,0,0,0,15])
    d=dt.datetime(2023,10,1)+dt.timedelta(minutes=random.randint(0,60*24*300))
    d=d.replace(hour=random.randint(7,17),minute=random.choice([0,15,30,45]),second=0)
    ad=', '.join(random.sample(addons,random.choice([0,0,1,1,2])))
    stacked=1 if 'stacking' in ad else 0
    rows.append({'DLV_NO':f"D{90000+i}",'CUST_NO':random.choice(custs),'DLV_DT':d.strftime('%Y-%m-%dT%H:%M:%S'),
      'WOOD_TYP':w_,'CORDS_DLVD':cords,'PRICE_PER_CORD':price,'TOT_AMT':maybe(f"{cords*price:.2f}",0.03),
      'SEASONED':random.choices([1,0],[80,20])[0],'STACKED':stacked,'DRVR':random.choice(drivers),'ZONE':maybe(random.choice(zones),0.05),
      'MOIST_PCT':maybe(f"{random.uniform(12,35):.1f}",0.08),'ADDONS':ad})
rows.sort(key=lambda r:r['DLV_DT'])
with open('firewood_deliveries.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 propane refills: PascalCase, YYYY/MM/DD, £ money, true/false
rows=[]
accts=[f"PA-{n}" for n in range(610,700)]
sizes=['20 lb','100 lb','250 gal','500 gal','1000 gal']
areas=['Riverside','Hilltop','Old Town','Lakeside','Industrial Park']
drivers=['Gareth','Sian','Owen','Bethan','Rhys']
tagp=['rush','after hours','first fill','price lock','meter fault','repeat']
n=random.randint(220,280)
for i in range(n):
    sz=random.choices(sizes,[25,15,25,25,10])[0]
    cap={'20 lb':4.7,'100 lb':23.6,'250 gal':200,'500 gal':400,'1000 gal':800}[sz]
    gal=round(cap*random.uniform(0.3,0.85),1)
    ppg=round(random.choice([2.19,2.29,2.39,2.49,2.59,2.79]),2)
    amt=round(gal*ppg,2)
    d=rdate()
    tg=', '.join(random.sample(tagp,random.choice([0,0,0,1,1,2])))
    rows.append({'RefillId':f"R{12000+i}",'AccountNo':random.choice(accts),'RefillDate':d.strftime('%Y/%m/%d'),
      'TankSize':sz,'GallonsFilled':gal,'PricePerGallon':ppg,'AmountCharged':'' if random.random()<0.03 else f"£{amt:,.2f}",
      'LeakCheckPassed':random.choices(['true','false'],[92,8])[0],'AutoDelivery':random.choices(['true','false'],[45,55])[0],
      'Driver':random.choice(drivers),'ServiceArea':maybe(random.choice(areas),0.04),'Tags':tg})
with open('propane_refills.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
