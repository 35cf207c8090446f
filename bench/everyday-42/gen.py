import csv, random, datetime as dt
random.seed(6834)
MON=['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def money(x): return "${:,.2f}".format(x)

# 1 wildlife rehab intakes: Title Case w/ units, MM/DD/YYYY, Yes/No, $ with thousands
species={'Bird':['Red-tailed Hawk','Great Horned Owl','American Robin','Mallard','Blue Jay'],
         'Mammal':['Eastern Cottontail','Raccoon','Gray Squirrel','Opossum','Red Fox'],
         'Reptile':['Box Turtle','Snapping Turtle','Garter Snake']}
meds=['Meloxicam','Enrofloxacin','Fluids','Ivermectin','Vitamin B']
rows=[]
for i in range(260):
    cls=random.choices(list(species),[5,4,1])[0]; sp=random.choice(species[cls])
    d=dt.date(2023,1,1)+dt.timedelta(days=random.randint(0,364))
    w=round(random.uniform(20,6000 if cls=='Mammal' else 1500),0)
    days=random.randint(1,60)
    rel=random.random()<0.6
    cost=round(days*random.uniform(8,45),2)
    m=', '.join(sorted(random.sample(meds,random.randint(0,3))))
    rows.append({'Intake ID':f'WR-{1000+i}','Intake Date':d.strftime('%m/%d/%Y'),'Species':sp,'Animal Class':cls,
      'Weight (g)':'' if random.random()<0.07 else int(w),'Found In':random.choice(['Millbrook','Ashford','Cedar Falls','Dunmore','Elmwood']),
      'Injury':random.choice(['Window strike','Hit by car','Cat attack','Orphaned','Illness','Fishing line']),
      'Carer ID':f'V{random.randint(1,12):02d}','Days In Care':days,'Released':'Yes' if rel else 'No',
      'Treatment Cost ($)':money(cost),'Medications':m})
with open('wildlife_rehab.csv','w',newline='') as f:
    w=csv.DictWriter(f,rows[0].keys()); w.writeheader(); w.writerows(rows)

# 2 tow dispatches: snake_case, ISO dates, Y/N, plain numbers
rows=[]
drivers=['Ortiz','Kowalski','Nguyen','Bauer','Hassan','Lindqvist']
for i in range(240):
    d=dt.date(2024,1,1)+dt.timedelta(days=random.randint(0,180))
    reason=random.choices(['breakdown','accident','illegal parking','lockout','flat tire'],[4,3,3,1,2])[0]
    miles=round(random.uniform(0.5,40),1) if reason not in('lockout','flat tire') else 0
    fee=round(75+miles*random.uniform(3,5.5)+(50 if reason=='accident' else 0),2)
    rows.append({'dispatch_id':f'D{5000+i}','call_date':d.isoformat(),'truck_id':f'TR-{random.randint(1,8)}',
      'driver':random.choice(drivers),'reason':reason,'vehicle_type':random.choices(['sedan','SUV','pickup','motorcycle','van'],[5,4,3,1,2])[0],
      'miles_towed':miles,'fee_usd':fee,'paid_flag':'Y' if random.random()<0.8 else 'N',
      'response_min':'' if random.random()<0.05 else random.randint(8,95),
      'zone':random.choice(['North','South','East','West','Downtown']),
      'services':', '.join(random.sample(['winch','dolly','jump start','fuel','storage'],random.randint(1,2)))})
with open('tow_dispatches.csv','w',newline='') as f:
    w=csv.DictWriter(f,rows[0].keys()); w.writeheader(); w.writerows(rows)

# 3 sugarhouse boils: camelCase, DD-Mon-YYYY, TRUE/FALSE, $ price
rows=[]
makers=['Ada','Ben','Cleo','Dov','Eli','Fay']
for i in range(220):
    d=dt.date(2024,2,15)+dt.timedelta(days=random.randint(0,60))
    sap=random.randint(150,1200); brix=round(random.uniform(1.4,3.2),1)
    syrup=round(sap*brix/86*random.uniform(0.9,1.05),1)
    grade=random.choices(['Golden','Amber','Dark','Very Dark'],[2,4,3,1])[0]
    rows.append({'boilId':f'B{i+1:03d}','boilDate':f'{d.day:02d}-{MON[d.month-1]}-{d.year}','evaporator':random.choice(['Leader 3x10','Lapierre 2x8','CDL 4x14']),
      'sapGallons':sap,'syrupGallons':syrup,'grade':grade,'brixIn':brix,'fuelType':random.choice(['wood','oil','wood','pellet']),
      'boilHours':round(random.uniform(2,12),1),'organic':'TRUE' if random.random()<0.45 else 'FALSE',
      'sugarmakers':', '.join(sorted(random.sample(makers,random.randint(1,3)))),
      'bushId':'' if random.random()<0.06 else f'SB-{random.randint(1,6)}',
      'pricePerGallon':money(random.choice([38,42,45,48,52,55]))})
with open('sugarhouse_boils.csv','w',newline='') as f:
    w=csv.DictWriter(f,rows[0].keys()); w.writeheader(); w.writerows(rows)

# 4 heritage railway excursions: abbreviations, ISO dates, 1/0 flags, $ revenue w/ thousands
rows=[]
for i in range(250):
    d=dt.date(2023,4,1)+dt.timedelta(days=random.randint(0,200))
    loco=random.choice(['No.7 Hercules','No.12 Lady Anne','D-401','No.3 Wren'])
    rte=random.choice(['Valley Line','Coast Run','Summit Spur'])
    canc=random.random()<0.06
    ad=0 if canc else random.randint(20,180); ch=0 if canc else random.randint(0,80)
    rev=ad*24.5+ch*12.0
    rows.append({'TripNo':f'T{3000+i}','Dt':d.isoformat(),'Loco':loco,'Rte':rte,'AdltPax':ad,'ChldPax':ch,
      'Rev':money(rev),'DlyMin':'' if canc else random.choice([0,0,0,2,5,8,12,20,35]),'Cxl':1 if canc else 0,
      'SteamYN':0 if loco=='D-401' else 1,'GuardID':f'G{random.randint(1,9)}',
      'Cars':', '.join(sorted(random.sample(['Buffet','First Class','Open Observation','Standard','Brake Van'],random.randint(2,4))))})
with open('heritage_rail.csv','w',newline='') as f:
    w=csv.DictWriter(f,rows[0].keys()); w.writeheader(); w.writerows(rows)

# 5 sled dog race checkpoint log: Title Case w/ units, MM/DD/YYYY, Yes/No; Bib repeats per checkpoint
rows=[]
cps=[('Rainy Pass',48),('Rohn',35),('Nikolai',75),('McGrath',48),('Takotna',18)]
mushers=[(f'{n}',k) for n,k in zip(['Aila Berg','Brent Cole','Cass Duval','Dana Frye','Emil Gauthier','Freya Holm','Gus Iverson','Hana Jorgensen','Ivo Kask','Jill Lund','Kirk Moe','Lena Nash','Milo Ortega','Nora Park','Oskar Quist','Pia Rhodes','Quinn Salo','Rhea Toft','Sven Ueda','Tove Vang','Uri Wolfe','Vera Xu','Wes Yates','Xena Zorn','Yuri Abel','Zara Beck','Ari Cross','Bo Dane','Cy Ewing','Di Falk','Ed Gale','Flo Hart','Gil Ives','Hal Jett','Ida Kerr','Jo Lamb','Kai Mott','Liv Nye','Max Orr','Ned Pike','Ola Quin','Pat Rudd','Rex Sims','Sia Tate','Ted Udal','Una Vick','Val West','Wim York','Xiu Zell','Yan Amos','Zed Bly','Amy Cobb','Bea Dorn','Cal Eck','Dot Fenn'][:55],[random.choice(['Northwind','Spruce Hollow','Iditarod Run','Blue Ice','Tundra Tails']) for _ in range(55)])]
for b,(m,k) in enumerate(mushers,1):
    rookie=random.random()<0.3; dogs=random.randint(12,16); scratched_at=random.choice([None]*4+[2,3,4])
    t=dt.datetime(2024,3,2,14,0)+dt.timedelta(minutes=b*2)
    for ci,(cp,dist) in enumerate(cps):
        if scratched_at is not None and ci>scratched_at: break
        t+=dt.timedelta(hours=dist/random.uniform(6,9.5))
        drop=random.choices([0,0,1,2],[5,3,2,1])[0]
        rest=round(random.uniform(2,8),1) if ci!=3 else 24.0
        rows.append({'Bib':b,'Musher':m,'Kennel':k,'Rookie':'Yes' if rookie else 'No','Checkpoint':cp,
          'Arrival Date':t.strftime('%m/%d/%Y'),'Arrival Time':t.strftime('%H:%M'),'Leg Distance (mi)':dist,
          'Dogs In':dogs,'Dogs Dropped':drop,'Rest (hrs)':'' if random.random()<0.05 else rest,
          'Scratched':'Yes' if scratched_at==ci else 'No',
          'Gear Swapped':', '.join(random.sample(['booties','runners','headlamp','sled bag','harness'],random.randint(0,2)))})
        dogs-=drop
        t+=dt.timedelta(hours=rest)
with open('sled_dog_race.csv','w',newline='') as f:
    w=csv.DictWriter(f,rows[0].keys()); w.writeheader(); w.writerows(rows)
