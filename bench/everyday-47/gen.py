import csv, random, datetime as dt
random.seed(7844)
def d0(): return dt.date(2023,1,1)
def rdate(): return d0()+dt.timedelta(days=random.randint(0,729))
MON=['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

# 1 hatchery releases: Title Case (units), ISO dates, Y/N, list column, repeating Batch ID
rows=[]
species=['Chinook','Coho','Steelhead','Sockeye','Chum']
sites=['Cedar Creek','Elk River','Fox Bend','Lower Weir','Pine Flats','Stone Gap']
for i in range(240):
    sp=random.choice(species)
    n=random.randint(5,120)*1000
    w=round(random.uniform(2,60),1)
    surv=round(random.uniform(55,98),1)
    rs=random.sample(sites,random.randint(1,3))
    tagged=random.choice('YN')
    rows.append({'Release ID':f'R{1000+i}','Batch ID':f'B{random.randint(1,60):03d}','Release Date':rdate().isoformat(),
      'Species':sp,'Fish Released (count)':n,'Avg Weight (g)':w if random.random()>0.05 else '',
      'Water Temp (C)':round(random.uniform(4,16),1),'Survival Rate (%)':surv,'Tagged':tagged,
      'Release Sites':', '.join(rs),'Technician':random.choice(['Ana Ruiz','Ben Cole','Cy Park','Dee Moss','Eli Hart'])})
with open('hatchery_releases.csv','w',newline='') as f:
    w=csv.DictWriter(f,rows[0].keys());w.writeheader();w.writerows(rows)

# 2 autoclave cycles: snake_case, MM/DD/YYYY, TRUE/FALSE, blanks, repeating unit_id
rows=[]
for i in range(260):
    d=rdate()
    prog=random.choice(['gravity','prevac','liquids','flash'])
    rows.append({'cycle_no':5000+i,'unit_id':random.choice(['AC-01','AC-02','AC-03','AC-04','AC-05']),
      'run_date':d.strftime('%m/%d/%Y'),'program':prog,'lab':random.choice(['Micro','Genomics','Pathology','Chem']),
      'temp_c':random.choice([121,121,132,134]),'duration_min':random.randint(15,75),
      'load_kg':round(random.uniform(0.5,25),2) if random.random()>0.06 else '',
      'bi_passed':random.choices(['TRUE','FALSE'],[9,1])[0],
      'operator':random.choice(['kwong','mpatel','jsmith','lgarcia','tnguyen','']),
      'items':', '.join(random.sample(['glassware','pipette tips','media','waste','instruments','textiles'],random.randint(1,3))),
      'water_l':round(random.uniform(5,40),1)})
with open('autoclave_cycles.csv','w',newline='') as f:
    w=csv.DictWriter(f,rows[0].keys());w.writeheader();w.writerows(rows)

# 3 paragliding flights: camelCase, DD-Mon-YYYY, Yes/No, repeating pilotId, list of maneuvers
rows=[]
for i in range(220):
    d=rdate()
    rows.append({'flightId':f'PG-{i+1:04d}','pilotId':f'P{random.randint(1,35):02d}','flightDate':f'{d.day:02d}-{MON[d.month-1]}-{d.year}',
      'launchSite':random.choice(['Eagle Ridge','Windy Knob','Sunset Cliff','Mill Hill']),
      'wingClass':random.choice(['EN-A','EN-B','EN-C','EN-D']),
      'durationMin':random.randint(8,240),'maxAltitudeM':random.randint(400,3200),
      'distanceKm':round(random.uniform(0.5,120),1) if random.random()>0.05 else '',
      'tandem':random.choice(['Yes','No','No']),'reserveDeployed':random.choices(['Yes','No'],[1,20])[0],
      'maneuvers':', '.join(random.sample(['thermalling','wingover','spiral','ridge soaring','top landing','big ears'],random.randint(1,3))),
      'feeUsd':random.choice([0,25,40,60])})
with open('paragliding_flights.csv','w',newline='') as f:
    w=csv.DictWriter(f,rows[0].keys());w.writeheader();w.writerows(rows)

# 4 upholstery jobs: abbreviations, $ with thousands sep, 1/0, repeating cust id
rows=[]
for i in range(250):
    d=rdate()
    amt=round(random.uniform(150,4200),2)
    rows.append({'Job#':f'U{3000+i}','Cust ID':f'C{random.randint(1,80):03d}','Ord Dt':d.isoformat(),
      'Furn Type':random.choice(['Sofa','Armchair','Ottoman','Dining Chair','Headboard','Boat Seat']),
      'Fabric':random.choice(['Velvet','Linen','Leather','Vinyl','Tweed']),
      'Yds Used':round(random.uniform(1,18),1),'Qty':random.randint(1,8),
      'Amt':f'${amt:,.2f}','Rush':random.choice(['1','0','0']),
      'Paid':random.choice(['1','1','0']),
      'Upholsterer':random.choice(['Maria','Tom','Priya','Gus']) if random.random()>0.05 else '',
      'Days to Compl':random.randint(2,45),
      'Svc':', '.join(random.sample(['reupholster','foam replace','spring repair','cleaning','piping'],random.randint(1,3)))})
with open('upholstery_jobs.csv','w',newline='') as f:
    w=csv.DictWriter(f,rows[0].keys());w.writeheader();w.writerows(rows)

# 5 jury summons: Title Case no units/ mixed, DD-Mon-YYYY? use MM/DD/YYYY w/ Yes/No? vary: lower with spaces, DD-Mon-YYYY, Yes/No->Y/N? use 'yes'/'no'
rows=[]
for i in range(280):
    d=rdate()
    status=random.choices(['Served','Excused','Deferred','No Show'],[6,2,2,1])[0]
    rows.append({'Summons No':f'JS{20000+i}','Juror ID':f'J{random.randint(1,200):04d}','Report Date':f'{d.day:02d}-{MON[d.month-1]}-{d.year}',
      'Court':random.choice(['District 1','District 2','Superior','Municipal']),
      'Status':status,'Age':random.randint(18,79),
      'Days Served':random.randint(1,9) if status=='Served' else 0,
      'Selected For Panel':random.choice(['Y','N']) if status=='Served' else 'N',
      'Mileage Paid':f'${random.uniform(0,95):,.2f}' if status=='Served' else '',
      'Zip':random.choice(['98101','98103','98105','98107','98109']),
      'Excuse Reasons':', '.join(random.sample(['hardship','medical','travel','caregiver','student'],random.randint(1,2))) if status=='Excused' else ''})
with open('jury_summons.csv','w',newline='') as f:
    w=csv.DictWriter(f,rows[0].keys());w.writeheader();w.writerows(rows)
