import csv, random, datetime as dt
random.seed(10090)
def rdate(y=2024):
    return dt.date(y,1,1)+dt.timedelta(days=random.randint(0,365))
def w(name, header, rows):
    with open(name,'w',newline='') as f:
        c=csv.writer(f); c.writerow(header); c.writerows(rows)
def money_us(x): return "${:,.2f}".format(x)
def money_eu(x): return "€{:,.2f}".format(x)

# 1 racket restringing: snake_case, ISO, plain money, Y/N
rows=[]; cust=['C%03d'%i for i in range(1,61)]
stringers=['Ana','Ben','Chidi','Dev']
for i in range(246):
    sport=random.choices(['tennis','badminton','squash','racquetball'],[55,25,12,8])[0]
    t={'tennis':(44,62),'badminton':(20,30),'squash':(24,30),'racquetball':(28,40)}[sport]
    tension=random.randint(*t)
    brand=random.choice(['Luxilon','Babolat','Yonex','Wilson','Solinco'])
    rush=random.random()<0.22
    base={'tennis':28,'badminton':22,'squash':25,'racquetball':24}[sport]+random.choice([0,5,8,12])
    if rush: base+=10
    services=random.sample(['grip','stencil','dampener','overgrip'],random.choices([0,1,2],[50,35,15])[0])
    price=base+ (3 if 'grip' in services else 0)+ (2 if 'stencil' in services else 0)
    d=rdate(); pk='' if random.random()<0.08 else (d+dt.timedelta(days=random.choice([0,1,1,2,2,3,4,6]) if not rush else random.choice([0,0,1]))).isoformat()
    rating='' if random.random()<0.3 else random.choices([1,2,3,4,5],[3,6,15,40,36])[0]
    rows.append(['RS-%d'%(1001+i),random.choice(cust[:40]) if random.random()<0.7 else random.choice(cust),d.isoformat(),pk,sport,brand,tension,'%.2f'%price,'Y' if rush else 'N',random.choices(stringers,[35,30,20,15])[0],', '.join(services),rating])
w('racket_restringing.csv',['order_id','customer_id','drop_off_date','pickup_date','sport','string_brand','tension_lbs','price','rush','stringer','services','rating'],rows)

# 2 photo booth rentals: camelCase, MM/DD/YYYY, $1,234.56, true/false
rows=[]
for i in range(232):
    et=random.choices(['wedding','corporate','birthday','school','gala'],[35,25,20,10,10])[0]
    model=random.choices(['Open Air','Enclosed','Mirror','360 Spin'],[40,20,20,20])[0]
    hrs=random.choice([2,3,3,4,4,5,6])
    guests=int(max(20,random.gauss({'wedding':140,'corporate':180,'birthday':60,'school':250,'gala':220}[et],40)))
    fee=hrs*{'Open Air':150,'Enclosed':175,'Mirror':225,'360 Spin':260}[model]+random.choice([0,0,95,150,250])
    dep='' if random.random()<0.12 else money_us(round(fee*random.choice([0.25,0.3,0.5]),2))
    d=rdate()
    addons=random.sample(['guest book','backdrop','props','GIF station','custom template'],random.choices([0,1,2,3],[20,40,30,10])[0])
    rows.append(['PB%04d'%(i+1),'CL-%d'%random.randint(100,270),d.strftime('%m/%d/%Y'),et,model,hrs,money_us(fee),dep,guests,'true' if random.random()<0.6 else 'false',random.choices(['Maya','Luis','Priya','Tom','Zoe'],[30,25,20,15,10])[0],', '.join(addons),random.choices(['Austin','Dallas','Houston','San Antonio'],[35,25,25,15])[0]])
w('photo_booth_rentals.csv',['bookingId','clientId','eventDate','eventType','boothModel','hours','totalFee','deposit','guestCount','printsIncluded','attendant','addOns','city'],rows)

# 3 boat engine servicing: Title Case (units), DD-Mon-YYYY, €, Yes/No
rows=[]
for i in range(258):
    make=random.choices(['Yamaha','Mercury','Volvo Penta','Suzuki','Honda'],[30,25,15,18,12])[0]
    et='Inboard' if make=='Volvo Penta' and random.random()<0.5 else ('Sterndrive' if make in('Volvo Penta','Mercury') and random.random()<0.4 else 'Outboard')
    hp=random.choice([9.9,20,40,60,90,115,150,200,250,300])
    items=random.sample(['oil change','impeller','spark plugs','gearcase oil','anodes','fuel filter'],random.choices([1,2,3,4],[30,35,25,10])[0])
    lab=round(random.choice([0.5,1,1.5,2,2.5,3,4,6])+0.0,1)
    parts=round(sum({'oil change':45,'impeller':68,'spark plugs':32,'gearcase oil':28,'anodes':55,'fuel filter':24}[x] for x in items)*random.uniform(0.9,1.4),2)
    tot=round(parts+lab*85,2)
    war=random.random()<0.1
    d=rdate()
    rows.append(['J-%d'%(5000+i),'OWN%02d'%random.randint(1,75),d.strftime('%d-%b-%Y'),make,et,hp,random.randint(50,2400) if random.random()>0.05 else '',lab,money_eu(parts),money_eu(tot),'Yes' if war else 'No',random.choices(['Declan','Ines','Marco','Sofie'],[30,28,22,20])[0],', '.join(items),random.choice(['North Quay','Harbour View','Riverside'])])
w('boat_engine_servicing.csv',['Job No','Owner ID','Service Date','Engine Make','Engine Type','Horsepower (HP)','Engine Hours','Labour (hrs)','Parts Cost (€)','Total Invoice (€)','Warranty Claim','Technician','Work Items','Marina'],rows)

# 4 costume rentals: UPPER abbrev, ISO datetimes, plain money, 1/0
rows=[]
for i in range(227):
    cat=random.choices(['Halloween','Historical','Theatre','Mascot','Superhero'],[35,20,20,10,15])[0]
    rate={'Halloween':12,'Historical':18,'Theatre':15,'Mascot':40,'Superhero':14}[cat]+random.choice([0,2,5])
    days=random.choice([1,1,2,2,3,3,4,5,7])
    qty=random.choices([1,2,3,4],[60,20,12,8])[0]
    amt=rate*days*qty
    ts=dt.datetime(2024,1,1,9)+dt.timedelta(days=random.randint(0,364),minutes=random.randint(0,540))
    ret='' if random.random()<0.07 else (ts+dt.timedelta(days=days+random.choice([0,0,0,0,1,2]),hours=random.randint(-3,3))).strftime('%Y-%m-%dT%H:%M:%S')
    late='' if random.random()<0.8 else random.choice([5,10,10,15,20])
    dmg=random.random()<0.09
    tags=random.sample(['wig','mask','cape','hat','gloves'],random.choices([0,1,2],[30,45,25])[0])
    rows.append(['R%05d'%(20000+i),'K%03d'%random.randint(1,90),ts.strftime('%Y-%m-%dT%H:%M:%S'),ret,cat,random.choices(['XS','S','M','L','XL'],[5,20,35,28,12])[0],qty,rate,days,amt,1 if dmg else 0,late,', '.join(tags),random.choice(['JH','RB','MT'])])
w('costume_rentals.csv',['RNTL_ID','CUST_NO','CHKOUT_TS','RTRN_TS','CSTM_CAT','SZ','QTY','DLY_RATE','DAYS','AMT_CHRGD','DMG_FLAG','LATE_FEE','TAGS','CLERK'],rows)

# 5 irrigation installs: Sentence case, DD/MM/YYYY, $ no comma, TRUE/FALSE
rows=[]
for i in range(241):
    pt=random.choices(['residential','commercial','HOA','school'],[60,20,12,8])[0]
    st=random.choices(['drip','spray','rotor','mixed'],[30,30,20,20])[0]
    zones=random.randint(2,8) if pt=='residential' else random.randint(6,24)
    area=zones*random.randint(600,1400)
    quote=round(zones*random.choice([350,400,450,500])+random.choice([0,250,600]),0)
    final='' if random.random()<0.06 else round(quote*random.choice([0.95,1,1,1,1.05,1.1,1.2]),2)
    smart=random.random()<0.45
    comps=random.sample(['backflow preventer','rain sensor','drip line','valves','timer'],random.choices([1,2,3],[40,40,20])[0])
    d=rdate()
    sat='' if random.random()<0.25 else random.choices(range(1,11),[1,1,2,3,5,8,15,25,22,18])[0]
    rows.append(['IRR-%d'%(300+i),'Cust %d'%random.randint(1,120),d.strftime('%d/%m/%Y'),pt,st,zones,area,'$%.2f'%quote,'' if final=='' else '$%.2f'%final,'TRUE' if smart else 'FALSE',random.choices(['Hector','Jana','Omar','Rita'],[30,30,25,15])[0],', '.join(comps),'TRUE' if pt!='residential' or random.random()<0.2 else 'FALSE',sat])
w('irrigation_installs.csv',['Job ref','Customer','Install date','Property type','System type','Zones','Area sq ft','Quote','Final price','Smart controller','Crew lead','Components','Permit required','Satisfaction'],rows)
