import csv, random, datetime as dt
random.seed(8046)
R = random
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def money(x, sym='$'): return f"{sym}{x:,.2f}"
def rd(start, days): return start + dt.timedelta(days=R.randint(0, days))

# 1 visa applications: snake_case, ISO dates, Y/N, blanks, applicant_id repeats, missing_docs list
rows=[]
nats=['India','Brazil','Nigeria','China','Mexico','Philippines','Turkey','Vietnam','Egypt','Peru']
types=['Tourist','Business','Student','Work','Transit']
officers=['K. Osei','L. Marsh','P. Duarte','S. Ng','T. Varga']
docs=['bank_statement','photo','insurance','invitation_letter','itinerary','employment_letter']
applicants=[f"AP{1000+i}" for i in range(180)]
for i in range(260):
    sub=rd(dt.date(2023,1,1),545)
    st=R.choices(['Approved','Refused','Pending','Withdrawn'],[55,20,15,10])[0]
    dec='' if st in('Pending',) else (sub+dt.timedelta(days=R.randint(3,70))).isoformat()
    if st=='Withdrawn' and R.random()<0.5: dec=''
    vt=R.choice(types)
    fee={'Tourist':80,'Business':120,'Student':160,'Work':190,'Transit':35}[vt]
    if R.random()<0.15: fee+=100  # priority
    md=','.join(R.sample(docs,R.choice([0,0,0,1,1,2,3])))
    rows.append(dict(application_id=f"VA-{24000+i}",applicant_id=R.choice(applicants),nationality=R.choice(nats),
      visa_type=vt,submitted_date=sub.isoformat(),decision_date=dec,status=st,processing_fee=f"{fee:.2f}",
      interview_required=R.choice('YN') if R.random()>0.05 else '',officer=R.choice(officers),
      stay_days=R.choice([7,14,30,60,90,180,365]) if R.random()>0.06 else '',missing_docs=md))
with open('visa_applications.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 lost and found: Title Case with units, MM/DD/YYYY, Yes/No, $ with thousands, Tags list
rows=[]
stations=['Central','Harbor St','Northgate','Union Sq','Riverside','Airport','Elm Park']
lines={'Central':'Red','Harbor St':'Blue','Northgate':'Red','Union Sq':'Green','Riverside':'Blue','Airport':'Green','Elm Park':'Red'}
cats=['Phone','Wallet','Umbrella','Bag','Keys','Laptop','Clothing','Jewelry','Headphones']
tagpool=['black','leather','damaged','id_inside','cash_inside','branded','child_item','red']
staff=[f"S{n:03d}" for n in range(10,28)]
for i in range(240):
    d=rd(dt.date(2024,1,1),300); s=R.choice(stations); c=R.choice(cats)
    base={'Phone':450,'Wallet':60,'Umbrella':15,'Bag':80,'Keys':25,'Laptop':1100,'Clothing':50,'Jewelry':700,'Headphones':150}[c]
    val=round(base*R.uniform(0.3,2.2),2)
    claimed=R.random()<0.45
    rows.append({'Item ID':f"LF{5000+i}",'Date Found':d.strftime('%m/%d/%Y'),'Station':s,'Line':lines[s],'Category':c,
      'Est. Value ($)':money(val) if R.random()>0.07 else '','Claimed':'Yes' if claimed else 'No',
      'Days Held (days)':R.randint(0,25) if claimed else R.randint(10,90),
      'Weight (kg)':round(R.uniform(0.05,3.5),2),'Finder Staff ID':R.choice(staff),
      'Tags':','.join(R.sample(tagpool,R.choice([0,1,1,2,2,3])))})
with open('lost_and_found.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 film festival submissions: camelCase, DD-Mon-YYYY, TRUE/FALSE, euro fees, genres list
rows=[]
countries=['France','USA','Japan','Iran','Germany','Korea','Argentina','Nigeria','Italy']
catg=['Short','Feature','Documentary','Animation']
genres=['drama','comedy','horror','romance','thriller','experimental','family','sci-fi']
directors=[f"DIR-{n}" for n in range(300,470)]
words=['Silent','Harbor','Night','Glass','River','Winter','Paper','Red','Lost','Echo','Salt','Moon','Iron','Quiet','Last']
words2=['Garden','Letters','Road','Birds','Sun','Hours','Children','Machine','Room','Field','Song','Tide']
seen=set()
for i in range(280):
    while True:
        t=f"{R.choice(words)} {R.choice(words2)}"
        if t not in seen: seen.add(t); break
        if len(seen)>170: t=t+f" {i}"; seen.add(t); break
    c=R.choice(catg)
    rt={'Short':R.randint(4,39),'Feature':R.randint(75,160),'Documentary':R.randint(40,120),'Animation':R.randint(3,95)}[c]
    d=rd(dt.date(2023,9,1),240)
    early=d<dt.date(2023,12,1)
    fee=(25 if c in('Short','Animation') else 60)*(1 if early else 1.5)
    score='' if R.random()<0.12 else round(R.uniform(3,9.8),1)
    sel=score!='' and score>=7.6 and R.random()<0.8
    rows.append(dict(submissionId=f"FF{800+i}",filmTitle=t,country=R.choice(countries),category=c,runtimeMin=rt,
      submittedOn=f"{d.day:02d}-{MON[d.month-1]}-{d.year}",entryFee=f"€{fee:.2f}",jurorScore=score,
      selected='TRUE' if sel else 'FALSE',premiereStatus=R.choice(['World','International','National','None','']),
      directorId=R.choice(directors),genres=','.join(R.sample(genres,R.choice([1,1,2,2,3])))))
with open('film_submissions.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 port vessel calls: ABBREV headers, ISO datetimes, 1/0, $ with thousands, IMO repeats, CARGO list
rows=[]
vt=['Container','Bulk','Tanker','RoRo','Cruise']
flags=['PA','LR','MH','SG','MT','BS','GR','NO']
vessels=[(f"{R.choice(['MSC','Maersk','Ever','Nordic','Star','Ocean','Pacific','Atlantic'])} {R.choice(['Aurora','Lotus','Falcon','Spirit','Pride','Voyager','Horizon','Crest','Dawn','Tide'])}",9300000+R.randint(1000,99999),R.choice(vt),R.choice(flags)) for _ in range(70)]
# ensure unique names
vd={}
for v in vessels: vd.setdefault(v[0],v)
vessels=list(vd.values())
berths=['B1','B2','B3','C4','C5','T1']
cargo={'Container':['electronics','textiles','machinery','food'],'Bulk':['grain','coal','ore','cement'],'Tanker':['crude','diesel','lng'],'RoRo':['cars','trucks','machinery'],'Cruise':['passengers']}
for i in range(250):
    nm,imo,t,fl=R.choice(vessels)
    arr=dt.datetime(2024,1,1)+dt.timedelta(minutes=R.randint(0,365*24*60))
    arr=arr.replace(minute=(arr.minute//5)*5,second=0)
    dep=arr+dt.timedelta(hours=R.randint(8,96))
    grt=R.randint(8000,150000)
    dues=round(grt*R.uniform(0.09,0.14),2)
    rows.append(dict(CALL_NO=f"PC{24001+i}",VSL_NM=nm,IMO_NO=imo,VSL_TYP=t,FLAG=fl,ARR_DT=arr.strftime('%Y-%m-%d %H:%M'),
      DEP_DT=dep.strftime('%Y-%m-%d %H:%M') if R.random()>0.05 else '',BERTH=R.choice(berths),
      TEU_DISCH=R.randint(200,4800) if t=='Container' else '',GRT=grt,PORT_DUES=money(dues),
      PILOT_REQ=1 if R.random()<0.7 else 0,DELAY_HRS=round(R.choice([0,0,0,R.uniform(0.5,30)]),1),
      CARGO=','.join(R.sample(cargo[t],min(len(cargo[t]),R.choice([1,1,2,3]))))))
with open('port_calls.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 model rocket club launches: mixed Title Case w/ units + abbreviations, ISO dates, true/false, Payload list
rows=[]
members=['Ana Ruiz','Ben Cole','Chen Wei','Dara Fox','Eli Stone','Femi Ade','Gus Hahn','Hana Ito','Ivy Lund','Jon Park']
rockets=['Alpha III','Big Bertha','Estes Viking','Mongoose','Sky Dart','Nova','Wasp','Hornet XL']
motors=['A','B','C','D','E','F','G']
pay=['altimeter','camera','egg','gps','beacon']
for i in range(220):
    d=rd(dt.date(2023,3,1),600)
    m=R.choices(motors,[10,18,22,18,14,10,8])[0]; mi=motors.index(m)
    cnt=R.choice([1,1,1,2,3]) if mi>=3 else 1
    alt=int(R.uniform(0.6,1.3)*[150,300,600,1000,1600,2400,3200][mi]*(1+0.3*(cnt-1)))
    rec=R.choices(['Parachute','Streamer','Tumble','Lost'],[50,25,12,13])[0]
    ok= rec!='Lost' and R.random()>0.15
    rows.append({'Launch #':i+1,'Launch Date':d.isoformat(),'Member':R.choice(members),'Rocket':R.choice(rockets),
      'Motor Class':m,'Motor Cnt':cnt,'Max Alt (ft)':alt if R.random()>0.08 else '','Flight Time (s)':round(alt/40*R.uniform(0.8,1.3)+4,1),
      'Wind (mph)':R.randint(0,20) if R.random()>0.1 else '','Recovery':rec,'Successful':'true' if ok else 'false',
      'Payload':','.join(R.sample(pay,R.choice([0,0,1,1,2])))})
with open('rocket_launches.csv','w',newline='') as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
