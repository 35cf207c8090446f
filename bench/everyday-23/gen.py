import csv, random, datetime as dt
random.seed(3434)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def money(x): return "${:,.2f}".format(x)
def dmy(d): return f"{d.day:02d}-{MON[d.month-1]}-{d.year}"
def mdy(d): return f"{d.month:02d}/{d.day:02d}/{d.year}"
FIRST = ['Ana','Ben','Carla','Dev','Elena','Frank','Grace','Hiro','Ivy','Jon','Kara','Leo','Mia','Nate','Omar','Priya','Quinn','Rosa','Sam','Tara','Uma','Vic','Wes','Yara','Zoe']
LAST = ['Smith','Lee','Patel','Garcia','Nguyen','Brown','Kim','Lopez','Walsh','Okafor','Rossi','Chen','Diaz','Meyer','Silva']
def person(): return random.choice(FIRST)+' '+random.choice(LAST)

# (a) self-storage unit rentals
def storage():
    rows=[]
    sizes={'5x5':25,'5x10':50,'10x10':100,'10x15':150,'10x20':200,'10x30':300}
    base={'5x5':45,'5x10':70,'10x10':120,'10x15':165,'10x20':210,'10x30':295}
    fac=['Northgate','Riverside','Airport Rd','Elm Street','Hillcrest']
    for i in range(240):
        sz=random.choice(list(sizes))
        cc=random.random()<0.4
        rate=base[sz]*(1.25 if cc else 1.0)*random.uniform(0.9,1.15)
        mi=dt.date(2023,1,1)+dt.timedelta(days=random.randint(0,600))
        mo='' if random.random()<0.6 else (mi+dt.timedelta(days=random.randint(30,300))).isoformat()
        bal=0.0 if random.random()<0.7 else round(rate*random.choice([1,1,2,3]),2)
        ins=random.choice(['Basic','Standard','Premium','None',''])
        rows.append({'Unit ID':f"U-{1000+i}",'Facility':random.choice(fac),'Unit Size':sz,
            'Square Feet':sizes[sz],'Climate Controlled':'Y' if cc else 'N',
            'Monthly Rate ($)':money(rate),'tenant_name':person(),'move_in_date':mi.isoformat(),
            'move_out_date':mo,'autoPay':random.choice(['TRUE','FALSE']),
            'Balance Due':money(bal),'insurance_plan':ins,
            'Gate Code Changes':random.choice([0,0,0,1,1,2,3])})
    return rows

# (b) catering events/orders ledger (repeated id: Order ID appears again for amendments)
def catering():
    rows=[]
    etype=['Wedding','Corporate Lunch','Birthday','Funeral Reception','Conference','Holiday Party']
    menus=['Buffet','Plated','Family Style','Boxed Lunch','Cocktail']
    diets=['vegan','vegetarian','gluten-free','nut-free','halal','kosher','dairy-free']
    staff=['Marisol','Derek','Ayesha','Tomas']
    oid=5000
    for i in range(260):
        if i>0 and random.random()<0.12:
            prev=random.choice(rows[-10:])
            r=dict(prev); g=max(10,prev['guest_count']+random.randint(-20,30))
            r['guest_count']=g
            pp=float(prev['pricePerGuest'].replace('$','').replace(',',''))
            r['Order Total']=money(g*pp); r['Status']=random.choice(['Amended','Confirmed'])
            rows.append(r); continue
        oid+=1
        d=dt.date(2024,1,1)+dt.timedelta(days=random.randint(0,364))
        t=random.choice(etype); g=random.randint(15,300)
        pp=round(random.uniform(18,85),2)
        dl=', '.join(sorted(random.sample(diets,random.choice([0,0,1,1,2,3]))))
        rows.append({'Order ID':f"CT-{oid}",'Event Date':mdy(d),'client':person(),'event_type':t,
            'Menu Style':random.choice(menus),'guest_count':g,'pricePerGuest':money(pp),
            'Order Total':money(g*pp),'Deposit Paid':random.choice(['Yes','No']),
            'dietary_needs':dl,'Venue City':random.choice(['Springfield','Shelbyville','Ogden','Capital City']),
            'Lead Staff':random.choice(staff),'Status':random.choice(['Confirmed','Confirmed','Completed','Cancelled','Tentative']),
            'Tip ($)':'' if random.random()<0.35 else money(random.uniform(50,900))})
    return rows

# (c) school bus route daily log
def bus():
    rows=[]
    routes={'R1':'Lincoln Elem','R2':'Lincoln Elem','R3':'Jefferson Middle','R4':'Jefferson Middle','R5':'Roosevelt High','R6':'Roosevelt High','R7':'Adams K-8'}
    drivers={'R1':'Gail Ortiz','R2':'Bob Fenn','R3':'Kiran Das','R4':'Lou Marsh','R5':'Pat Quill','R6':'Dee Hart','R7':'Sol Reyes'}
    bus_no={'R1':12,'R2':14,'R3':21,'R4':22,'R5':31,'R6':33,'R7':40}
    d=dt.date(2024,9,3); days=[]
    while len(days)<38:
        if d.weekday()<5: days.append(d)
        d+=dt.timedelta(days=1)
    for day in days:
        for r in routes:
            if random.random()<0.05: continue
            drv=drivers[r] if random.random()<0.9 else random.choice(['Sub: Max Ode','Sub: Jo Bell'])
            delay=0 if random.random()<0.55 else random.choice([2,3,5,5,7,10,12,15,20,25,40])
            reason='' if delay==0 else random.choice(['Traffic','Weather','Mechanical','Road Work','Late Driver'])
            am=random.randint(18,58); pm='' if random.random()<0.04 else am+random.randint(-6,3)
            rows.append({'Log Date':dmy(day),'Route':r,'School':routes[r],'Driver':drv,'Bus #':bus_no[r],
                'AM Riders':am,'PM Riders':pm,'Delay (min)':delay,'delay_reason':reason,
                'Incident Reported':random.choice(['No']*9+['Yes']),'Miles Driven':round(random.uniform(14,38),1),
                'Fuel (gal)':'' if random.random()<0.05 else round(random.uniform(2.5,7.5),2)})
    return rows

# (d) music lessons studio bookings
def music():
    rows=[]
    teach={'Piano':['Ms. Alvarez','Mr. Chen'],'Guitar':['Mr. Boyd','Ms. Ito'],'Violin':['Ms. Novak'],
           'Drums':['Mr. Boyd'],'Voice':['Ms. Alvarez','Ms. Park'],'Cello':['Ms. Novak']}
    fee={30:35,45:50,60:65}
    students=[person() for _ in range(60)]
    for i in range(280):
        ins=random.choice(list(teach)); t=random.choice(teach[ins])
        ln=random.choice([30,30,45,45,60]); d=dt.date(2024,1,8)+dt.timedelta(days=random.randint(0,180))
        lt=random.choice(['Private','Private','Private','Group','Online'])
        f=fee[ln]*(0.7 if lt=='Group' else 1.0)
        rows.append({'bookingId':f"MB{3000+i}",'studentName':random.choice(students),'instrument':ins,
            'teacher':t,'lessonDate':d.isoformat(),'Length (min)':ln,'Lesson Type':lt,
            'Skill Level':random.choice(['Beginner','Beginner','Intermediate','Advanced']),
            'Fee':money(f),'Paid':random.choice(['Y','Y','Y','N']),
            'Room':random.choice(['A','B','C','Studio 1']),
            'studentAge':'' if random.random()<0.08 else random.randint(6,68),
            'Cancelled':random.choice(['FALSE']*8+['TRUE'])})
    return rows

# (e) farm equipment rental contracts
def farm():
    rows=[]
    eq={'Tractor':350,'Combine':1200,'Baler':280,'Sprayer':220,'Tiller':120,'Seeder':260,'Skid Steer':300}
    att=['loader','mower','grapple','bale spear','pallet fork','box blade','auger']
    for i in range(220):
        e=random.choice(list(eq)); days=random.choice([1,2,3,3,5,7,7,10,14,21,30])
        rate=eq[e]*random.uniform(0.9,1.1)
        sd=dt.date(2023,3,1)+dt.timedelta(days=random.randint(0,540))
        a=', '.join(random.sample(att,random.choice([0,0,1,1,2,3]))) if e in ('Tractor','Skid Steer') else ''
        dmg=random.choice(['No']*7+['Yes'])
        rows.append({'CONTRACT_NO':f"FE-{23000+i}",'Customer':random.choice(['Hollow Creek Farm','Miller Bros','Sunny Acres','Greenfield Co-op','J. Whitaker','Prairie Oak Ranch','Bell Orchards','Stone Ridge Dairy']),
            'Equipment Type':e,'Start Date':dmy(sd),'Rental Days':days,'Daily Rate':money(rate),
            'Total Charge':money(rate*days),'deposit_paid':random.choice(['TRUE','TRUE','FALSE']),
            'Attachments':a,'Delivery Required':random.choice(['Yes','No']),
            'Engine Hours Used':'' if random.random()<0.07 else round(days*random.uniform(2,9),1),
            'Damage Reported':dmg,'Damage Fee':money(random.uniform(150,2500)) if dmg=='Yes' else '',
            'County':random.choice(['Marion','Polk','Linn','Benton'])})
    return rows

for name,fn in [('storage',storage),('catering',catering),('bus',bus),('music',music),('farm',farm)]:
    rows=fn()
    with open(f'/tmp/m34/{name}.csv','w',newline='') as f:
        w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
    print(name,len(rows))
