import csv, random, datetime as dt
random.seed(10120)
MON=['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(a=dt.date(2024,1,1), b=dt.date(2024,12,31)):
    return a+dt.timedelta(days=random.randint(0,(b-a).days))
def w(name, hdr, rows):
    with open(name,'w',newline='') as f:
        c=csv.writer(f); c.writerow(hdr); c.writerows(rows)

# 1 driving school lessons: snake_case, ISO, plain money, Y/N
n=random.randint(220,280); rows=[]
instr=['Dave Kerr','Priya Nair','Tom Walsh','Alice Moreau','Sam Oduya']
iw=[5,4,3,3,1]
types=['Standard','Motorway','Night','Test Prep','Refresher']
skills=['parking','roundabouts','reversing','hill starts','dual carriageway','emergency stop','lane discipline']
students=['S%03d'%i for i in range(1,71)]
rate={'Standard':42,'Motorway':50,'Night':48,'Test Prep':55,'Refresher':40}
for i in range(n):
    t=random.choices(types,[10,3,2,4,2])[0]
    dur=random.choice([60,60,60,90,120])
    fee=round(rate[t]*dur/60,2)
    if random.random()<0.1: fee=round(fee*0.9,2)
    km='' if random.random()<0.08 else str(random.randint(12,30)*dur//60 + random.randint(0,9))
    rating='' if random.random()<0.15 else str(random.choices([1,2,3,4,5],[1,2,5,12,14])[0])
    rows.append(['DL%04d'%(1001+i), rdate().isoformat(), random.choice(students), random.choices(instr,iw)[0], t, dur,
                 '%.2f'%fee, random.choices(['Y','N'],[85,15])[0], random.choice(['Manual','Manual','Automatic']),
                 ', '.join(random.sample(skills, random.randint(1,3))), km, rating])
rows.sort(key=lambda r:r[1])
w('driving_lessons.csv',['lesson_id','lesson_date','student_id','instructor','lesson_type','duration_min','fee','paid','transmission','skills_covered','km_driven','student_rating'],rows)

# 2 indoor climbing memberships: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
n=random.randint(220,280); rows=[]
plans={'Monthly':65,'Annual':620,'10-Punch':150,'Student Monthly':45,'Family Annual':1450}
gyms=['Northside','Riverside','Downtown']
ints=['bouldering','top rope','lead','auto belay','yoga','fitness']
members=['M%04d'%i for i in range(1,141)]
refs=['Friend','Instagram','Google','Walk-in','Corporate']
for i in range(n):
    p=random.choices(list(plans),[8,4,4,3,1])[0]
    price=plans[p]*(0.85 if random.random()<0.15 else 1)
    d=rdate(dt.date(2023,10,1),dt.date(2024,12,31))
    rows.append(['CM-%05d'%(20001+i), random.choice(members), d.strftime('%m/%d/%Y'), p, random.choices(gyms,[5,3,4])[0],
                 '${:,.2f}'.format(price), random.choice(['TRUE','FALSE','TRUE']), random.randint(0,60),
                 random.randint(16,58), ', '.join(random.sample(ints, random.randint(1,3))),
                 '' if random.random()<0.12 else random.choices(refs,[5,3,4,2,1])[0]])
w('climbingMemberships.csv',['membershipId','memberId','startDate','planType','homeGym','pricePaid','autoRenew','visitsLogged','age','interests','referralSource'],rows)

# 3 hearing loop installs: Title Case with units, DD-Mon-YYYY, €1,234.50, Yes/No
n=random.randint(220,280); rows=[]
venues=['Church','Theatre','Library','Bank Counter','School Hall','GP Surgery','Council Office']
techs=['Niamh Byrne','Oscar Lind','Pieter de Vries','Marta Ruiz']
feats=['induction loop','amplifier upgrade','signage','staff training','counter loop','maintenance plan']
clients=['CL-%03d'%i for i in range(1,91)]
for i in range(n):
    v=random.choices(venues,[3,2,3,2,2,2,2])[0]
    area=random.randint(8,60) if v in ('Bank Counter','GP Surgery') else random.randint(40,600)
    cable=round(area**0.5*4.2+random.uniform(0,15),1)
    quote=round(350+area*3.1+random.uniform(-50,200),2)
    final=round(quote*random.uniform(0.9,1.25),2)
    hrs=round(random.uniform(1.5,14),1)
    d=rdate()
    rows.append([d.strftime('%d-')+MON[d.month-1]+d.strftime('-%Y'), 'HL%d'%(5000+i), random.choice(clients), v, area, cable,
                 '€{:,.2f}'.format(quote), '' if random.random()<0.07 else '€{:,.2f}'.format(final),
                 random.choices(['Yes','No'],[88,12])[0], random.choice(techs), hrs,
                 ', '.join(random.sample(feats, random.randint(1,3)))])
w('hearing_loop_installs.csv',['Install Date','Job Ref','Client ID','Venue Type','Loop Area (sq m)','Cable Length (m)','Quote (€)','Final Cost (€)','Compliant','Technician','Hours On Site (h)','Features'],rows)

# 4 wedding photographer packages: UPPER abbrev, ISO datetime, plain numbers, 1/0
n=random.randint(220,280); rows=[]
pk={'Bronze':1200,'Silver':2100,'Gold':3200,'Platinum':4800}
phot=['J.ALVAREZ','K.OSEI','M.LINDQVIST','R.PATEL']
regs=['North','South','Coast','City']
addons=['drone','second shooter','album','engagement shoot','same-day edit','prints']
cpls=['C%04d'%i for i in range(1,201)]
for i in range(n):
    p=random.choices(list(pk),[4,6,4,2])[0]
    hrs={'Bronze':4,'Silver':6,'Gold':8,'Platinum':10}[p]+random.choice([0,0,1,-1])
    ad=random.sample(addons, random.randint(0,3))
    price=pk[p]+150*len(ad)+random.choice([0,0,0,-200,250])
    d=dt.datetime.combine(rdate(), dt.time(random.choice([10,11,12,13,14,15,16]), random.choice([0,30])))
    rows.append(['BK%05d'%(7001+i), random.choice(cpls), d.strftime('%Y-%m-%dT%H:%M:%S'), p, random.choice(phot),
                 random.choices(regs,[3,2,2,4])[0], hrs, hrs*random.randint(45,90), price,
                 random.choices(['1','0'],[80,20])[0], ', '.join(ad), '' if random.random()<0.1 else random.randint(0,180)])
w('PHOTO_PKGS.csv',['BKG_NO','CPL_ID','EVT_DT','PKG','PHOTOG','REGION','HRS_COV','NUM_IMG_DLV','PRICE_USD','DEP_PD','ADDONS','TRVL_KM'],rows)

# 5 water cooler deliveries: Sentence case, DD/MM/YYYY, $37.50, true/false
n=random.randint(220,280); rows=[]
accts=['AC-%d'%i for i in range(301,361)]
prods=['19L spring','19L sparkling','11L spring','cups','cooler rental','sanitising']
drivers=['Grace','Hamid','Luis','Bea']
zones=['Zone A','Zone B','Zone C','Zone D']
for i in range(n):
    b=random.choices([1,2,3,4,5,6,8,10],[2,5,4,5,3,3,2,1])[0]
    pr=random.sample(prods, random.randint(1,3))
    amt=round(b*8.75+(4.5 if 'cups' in pr else 0)+(12 if 'cooler rental' in pr else 0),2)
    d=rdate()
    rows.append(['D%05d'%(40001+i), d.strftime('%d/%m/%Y'), random.choice(accts), random.choice(drivers), random.choices(zones,[4,3,2,2])[0],
                 b, '' if random.random()<0.1 else random.randint(0,b), '${:.2f}'.format(amt),
                 random.choices(['true','false'],[78,22])[0], ', '.join(pr), random.choice(['Office','Office','Gym','Clinic','School'])])
w('water_cooler_deliveries.csv',['Delivery no','Delivery date','Account no','Driver','Zone','Bottles delivered','Empties collected','Invoice amount','Signed for','Products','Site type'],rows)
