import csv, random, datetime as dt
random.seed(10114)
MON=['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(a=dt.date(2024,1,1),b=dt.date(2024,12,31)):
    return a+dt.timedelta(days=random.randint(0,(b-a).days))
def w(name,hdr,rows):
    with open(name,'w',newline='') as f:
        x=csv.writer(f); x.writerow(hdr); x.writerows(rows)

# 1 paddleboard rentals: snake_case, ISO date, plain money, Y/N
rows=[]; n=random.randint(220,280)
cust=['C%03d'%i for i in range(1,61)]
for i in range(n):
    d=rdate(dt.date(2024,3,1),dt.date(2024,10,31))
    bt=random.choices(['Inflatable','Touring','Yoga','Race','Kids'],[35,25,15,10,15])[0]
    loc=random.choice(['North Beach','Harbor Dock','Lake Point','River Bend'])
    hrs=random.choice([1,1,2,2,2,3,3,4,6])
    rate={'Inflatable':18,'Touring':24,'Yoga':20,'Race':30,'Kids':12}[bt]
    price=round(rate*hrs*random.choice([1,1,1,0.9,0.85]),2)
    ad=random.sample(['wetsuit','dry bag','leash','life vest','waterproof phone case'],random.choice([0,0,1,1,2,3]))
    guide=random.choice(['Y','N','N','N',''])
    rating=random.choice(['1','2','3','3','4','4','4','5','5','5',''])
    dep=random.choices(['Y','N'],[88,12])[0]
    rows.append(['PB-%04d'%(1001+i),d.isoformat(),random.choice(cust),bt,loc,hrs,'%.2f'%price,dep,', '.join(ad),guide,rating])
w('paddleboard_rentals.csv',['rental_id','rental_date','customer_id','board_type','launch_site','hours','price_usd','deposit_returned','add_ons','guide_booked','rating'],rows)

# 2 pop-up shop leases: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
rows=[]; n=random.randint(220,280)
ten=['T%02d'%i for i in range(1,46)]
venues=['Mill Street Arcade','Harbourfront Kiosk','Old Post Hall','Union Square Unit 4','Station Concourse']
for i in range(n):
    d=rdate(dt.date(2023,10,1),dt.date(2024,12,20))
    cat=random.choices(['Fashion','Food','Art','Tech','Beauty','Home'],[25,20,15,10,15,15])[0]
    days=random.choice([3,5,7,7,14,14,21,30])
    rate=random.choice([85,95,120,150,150,175,220])
    tot=days*rate
    am=random.sample(['wifi','storage','signage','power','fitting room','cold room'],random.choice([1,2,2,3]))
    foot=random.choice(['',str(random.randint(40,900))]) if random.random()<0.1 else str(random.randint(40,900))
    status=random.choices(['Completed','Active','Cancelled'],[65,20,15])[0]
    rows.append(['L%04d'%(5000+i),d.strftime('%m/%d/%Y'),random.choice(ten),random.choice(venues),cat,days,'$%s'%format(rate,',.2f'),'$%s'%format(tot,',.2f'),foot,random.choice(['TRUE','TRUE','FALSE']),', '.join(am),status])
w('pop_up_shop_leases.csv',['leaseId','startDate','tenantId','venueName','shopCategory','leaseDays','dailyRate','totalRent','footfallEstimate','isInsured','amenities','leaseStatus'],rows)

# 3 seed swap events: Title Case w units, DD-Mon-YYYY, €37.50, Yes/No
rows=[]; n=random.randint(220,280)
org=['ORG-%02d'%i for i in range(1,31)]
for i in range(n):
    d=rdate(dt.date(2023,1,1),dt.date(2024,12,31))
    reg=random.choice(['North','South','East','West','Central'])
    ven=random.choice(['Library','Community Hall','School Gym','Garden Centre','Church Hall','Park Pavilion'])
    att=random.randint(12,180)
    pk=int(att*random.uniform(1.5,6))
    fee=random.choice([0,0,2.5,3,5,5,7.5,10])
    dur=random.choice([2,2.5,3,3,4,5])
    st=random.sample(['tomato','bean','squash','pepper','herb','flower','lettuce','pea'],random.choice([2,3,3,4]))
    indoor=random.choice(['Yes','No']) if ven in('Park Pavilion','Garden Centre') else 'Yes'
    vol=random.choice(['',str(random.randint(2,15))]) if random.random()<0.15 else str(random.randint(2,15))
    rows.append(['SS%03d'%(i+1),'%02d-%s-%d'%(d.day,MON[d.month-1],d.year),random.choice(org),ven,reg,att,pk,'€%.2f'%fee,dur,indoor,', '.join(st),vol])
w('seed_swap_events.csv',['Event ID','Event Date','Organizer ID','Venue Type','Region','Attendees','Packets Swapped','Entry Fee (€)','Duration (hrs)','Indoor','Seed Types','Volunteers'],rows)

# 4 escape van tours: UPPER abbrev, ISO datetimes, plain money, 1/0
rows=[]; n=random.randint(220,280)
guides=['G%02d'%i for i in range(1,13)]
routes={'Coastal Loop':180,'Highland Pass':260,'Lake District':140,'Wine Valley':120,'Canyon Run':310}
for i in range(n):
    d=rdate(dt.date(2024,1,1),dt.date(2024,12,31))
    t=dt.datetime(d.year,d.month,d.day,random.choice([6,7,8,9,10,13]),random.choice([0,15,30,45]))
    r=random.choice(list(routes))
    pax=random.randint(2,8)
    km=routes[r]+random.randint(-20,40)
    fare=round(pax*random.choice([45,55,65,80])*(1.2 if r=='Canyon Run' else 1),2)
    cxl=random.choices([1,0],[10,90])[0]
    fuel='' if cxl or random.random()<0.05 else '%.1f'%(km*random.uniform(0.09,0.13))
    tags=random.sample(['sunrise','photo stop','picnic','wildlife','hike','swim'],random.choice([1,2,2,3]))
    rtg='' if cxl or random.random()<0.1 else str(random.choice([2,3,3,4,4,4,5,5,5,5]))
    rows.append(['EV%04d'%(i+1),t.strftime('%Y-%m-%dT%H:%M:%S'),random.choice(guides),r,pax,km if not cxl else 0,'%.2f'%fare,fuel,cxl,', '.join(tags),rtg])
w('escape_van_tours.csv',['TOUR_ID','DEP_DTTM','GUIDE_ID','ROUTE','PAX_CNT','KM_DRVN','FARE_TOT','FUEL_L','CXL_FLG','TAGS','CUST_RTG'],rows)

# 5 garage door repairs: lower-case spaced headers, DD/MM/YYYY, $1,234.56, true/false
rows=[]; n=random.randint(220,280)
techs=['Ramirez','Okafor','Lindqvist','Chen','Baptiste','Novak']
for i in range(n):
    d=rdate(dt.date(2024,1,1),dt.date(2024,12,31))
    dtp=random.choices(['Sectional','Roll-up','Tilt-up','Side-hinged','Carriage'],[40,20,15,10,15])[0]
    iss=random.choice(['Broken spring','Opener fault','Cable snapped','Off track','Noisy rollers','Remote not pairing'])
    lab=random.choice([0.5,1,1,1.5,2,2,2.5,3,4])
    parts=random.sample(['torsion spring','cable','roller','hinge','opener board','remote','weather seal'],random.choice([0,1,1,2,3]))
    pc=round(sum({'torsion spring':95,'cable':28,'roller':12.5,'hinge':9,'opener board':140,'remote':35,'weather seal':42}[p] for p in parts)*random.choice([1,1,1.1]),2)
    tot=round(lab*85+pc+random.choice([0,0,49]),2)
    em=random.choices(['true','false'],[20,80])[0]
    warr=random.choice(['true','false','false',''])
    cust='CU%03d'%random.randint(1,90)
    rows.append(['GD-%d'%(30001+i),'%02d/%02d/%d'%(d.day,d.month,d.year),techs[random.randint(0,5)],cust,dtp,iss,lab,', '.join(parts),'$'+format(pc,',.2f'),'$'+format(tot,',.2f'),em,warr])
w('garage_door_repairs.csv',['ticket no','service date','technician','customer ref','door type','reported issue','labor hrs','parts replaced','parts cost','invoice total','emergency callout','under warranty'],rows)
