import csv, random, datetime
random.seed(10116)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(y0=2024, start=(1,1), span=365):
    return datetime.date(y0, *start) + datetime.timedelta(days=random.randrange(span))
def pick(w): 
    ks=list(w); return random.choices(ks, weights=[w[k] for k in ks])[0]

# 1 hot desk passes: snake_case, ISO date, plain money, Y/N
rows=[]; members=[f"M{n:03d}" for n in range(1,61)]
for i in range(1,247):
    pt=pick({'Day':50,'Half Day':25,'Week':15,'Month':10})
    base={'Day':25,'Half Day':15,'Week':110,'Month':380}[pt]
    loc=pick({'Downtown':40,'Riverside':30,'Airport Park':15,'University':15})
    disc=random.random()<0.3
    price=round(base*(0.85 if disc else 1),2)
    days={'Day':1,'Half Day':1,'Week':random.randint(3,5),'Month':random.randint(8,22)}[pt]
    am=random.sample(['coffee','locker','parking','meeting room','printing','phone booth'],random.randint(0,3))
    rating='' if random.random()<0.12 else str(pick({5:35,4:35,3:18,2:8,1:4}))
    rows.append([f"HD-{i:04d}",random.choice(members[:20]) if random.random()<.5 else random.choice(members),loc,pt,
                 rdate().isoformat(),days,f"{price:.2f}",'Y' if disc else 'N',', '.join(am),rating])
with open('hot_desk_passes.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['pass_id','member_id','location','pass_type','start_date','days_used','price','discount_applied','amenities','rating']); w.writerows(rows)

# 2 gutter guard installs: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
rows=[]; custs=[f"C-{n}" for n in range(1001,1181)]
for i in range(1,232):
    gt=pick({'Mesh':40,'Foam':15,'Brush':15,'Reverse Curve':20,'Screen':10})
    ft=random.randint(60,260)
    rate={'Mesh':9.5,'Foam':6.0,'Brush':7.0,'Reverse Curve':14.0,'Screen':5.5}[gt]
    st=pick({1:45,2:45,3:10})
    price=round(ft*rate*(1+0.12*(st-1))+random.choice([0,0,75,150]),2)
    d=rdate(2024,(1,1),366)
    iss=random.sample(['downspout','fascia rot','sagging','pest nest','overflow','leak'],random.choice([0,0,1,1,2,3]))
    rows.append([f"GG{i:05d}",random.choice(custs[:30]) if random.random()<.35 else random.choice(custs),d.strftime('%m/%d/%Y'),
                 pick({'Springfield':40,'Shelbyville':25,'Ogdenville':20,'North Haverbrook':15}),gt,ft,
                 '' if random.random()<0.06 else f"${price:,.2f}",pick({'Dana':30,'Luis':30,'Priya':25,'Tom':15}),
                 'TRUE' if random.random()<0.4 else 'FALSE',st,', '.join(iss)])
with open('gutter_guard_installs.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['jobId','customerId','installDate','city','guardType','linearFeet','totalPrice','crewLead','warrantyPurchased','stories','issuesFound']); w.writerows(rows)

# 3 wedding dj bookings: Title Case with units, DD-Mon-YYYY, €, Yes/No
rows=[]; djs=['DJ Nova','DJ Marco','Beatsmith','Lena K','DJ Frosty','Soundwave Sam']
for i in range(1,259):
    d=rdate(2024,(1,1),366)
    dj=pick(dict(zip(djs,[25,20,18,15,12,10])))
    hrs=random.choice([4,5,5,6,6,6,7,8])
    fee=hrs*random.choice([120,135,150,150,175])+(250 if random.random()<.4 else 0)
    light=fee%2==0 and random.random()<.7
    status=pick({'Completed':60,'Confirmed':28,'Cancelled':12})
    genres=random.sample(['pop','80s','house','latin','rock','jazz','r&b','schlager'],random.randint(1,4))
    rating='' if status!='Completed' or random.random()<.15 else str(pick({5:50,4:30,3:15,2:5}))
    rows.append([f"WD-{2400+i}",f"{d.day:02d}-{MON[d.month-1]}-{d.year}",dj,pick({'Barn':25,'Hotel':30,'Castle':10,'Garden':20,'Beach':15}),
                 hrs,random.randint(40,220),f"€{fee:,.2f}",f"€{round(fee*0.3,2):,.2f}",'Yes' if light else 'No',', '.join(genres),status,rating])
with open('wedding_dj_bookings.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['Booking Ref','Event Date','DJ Name','Venue Type','Hours Booked (h)','Guest Count','Fee (€)','Deposit (€)','Lighting Package','Genres Requested','Status','Client Rating']); w.writerows(rows)

# 4 cattery stays: UPPER abbreviations, ISO datetimes, plain money, 1/0
rows=[]; owners=[f"OW{n:03d}" for n in range(1,90)]
names=['Milo','Luna','Oscar','Bella','Tiger','Nala','Simba','Cleo','Smokey','Pepper','Ginger','Misty']
for i in range(1,238):
    suite=pick({'Standard':50,'Deluxe':30,'Penthouse':20})
    rate={'Standard':18,'Deluxe':26,'Penthouse':35}[suite]
    n=random.choice([1,2,2,3,3,4,5,7,7,10,14])
    med=random.random()<0.2
    tot=n*rate+(n*5 if med else 0)
    dt=datetime.datetime(2024,1,1,0,0)+datetime.timedelta(days=random.randrange(366),hours=random.choice([8,9,10,11,14,16,17]),minutes=random.choice([0,15,30,45]))
    diet=random.sample(['grain free','wet only','senior','kidney','hypoallergenic'],random.choice([0,0,0,1,1,2]))
    rows.append([f"S{i:04d}",random.choice(owners[:25]) if random.random()<.45 else random.choice(owners),random.choice(names),
                 pick({'Domestic Shorthair':45,'Maine Coon':12,'Siamese':12,'Persian':10,'Ragdoll':11,'Bengal':10}),
                 dt.strftime('%Y-%m-%dT%H:%M:%S'),n,suite,rate,tot,1 if med else 0,'' if random.random()<.05 else (1 if random.random()<.92 else 0),', '.join(diet)])
with open('cattery_stays.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['STAY_ID','OWNER_ID','CAT_NM','BREED','CHK_IN_TS','NTS','SUITE_TYP','NTL_RATE','TOT_AMT','MED_REQ','VACC_OK','DIET_NOTES']); w.writerows(rows)

# 5 kayak storage racks: lower-case spaced headers, DD/MM/YYYY, "$95" no cents, true/false
rows=[]; mems=[f"K{n}" for n in range(200,300)]
for i in range(1,226):
    tier=pick({'Ground':35,'Middle':40,'Top':25})
    bt=pick({'Sea Kayak':35,'Rec Kayak':30,'Canoe':15,'SUP':20})
    length={'Sea Kayak':random.randint(15,18),'Rec Kayak':random.randint(9,12),'Canoe':random.randint(14,17),'SUP':random.randint(10,12)}[bt]
    fee={'Ground':45,'Middle':40,'Top':30}[tier]+(10 if length>=15 else 0)
    months=random.choice([3,6,6,6,12,12])
    d=rdate(2024,(1,1),366)
    acc=random.sample(['paddle','pfd','spray skirt','cart','cover'],random.randint(0,3))
    rows.append([f"R{random.randint(1,9)}-{random.randint(1,30):02d}",random.choice(mems[:25]) if random.random()<.4 else random.choice(mems),
                 bt,length,tier,f"{d.day:02d}/{d.month:02d}/{d.year}",months,f"${fee}",
                 'true' if random.random()<.65 else 'false','' if random.random()<.08 else ('true' if random.random()<.5 else 'false'),', '.join(acc)])
with open('kayak_storage_racks.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['rack slot','member no','boat type','boat length ft','tier','start date','months','monthly fee','paid in full','insured','accessories']); w.writerows(rows)
