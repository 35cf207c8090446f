import random, csv, datetime as dt
random.seed(7036)
def money(v, sym): return f"{sym}{v:,.2f}"
def d0(): return dt.date(2024,1,1)
# 1 spa treatments: Title Case with units, MM/DD/YYYY, $ money w/ thousands, Yes/No, list col
tre = {'Swedish Massage':(60,95),'Deep Tissue Massage':(75,120),'Facial':(50,85),'Hot Stone':(90,140),'Body Wrap':(60,110),'Couples Retreat':(180,900)}
thr = ['Ana','Bruno','Chloe','Dev','Elena']
addons = ['Aromatherapy','Scalp Massage','Foot Scrub','Eye Mask','Hot Towel']
with open('spa_treatments.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['Booking ID','Client ID','Treatment','Therapist','Date','Duration (min)','Price ($)','Tip ($)','Member','Add-ons','Rating (1-5)'])
    for i in range(240):
        t=random.choice(list(tre)); dur,base=tre[t]
        price=base*random.choice([1,1,1.1,1.25]) if t!='Couples Retreat' else random.choice([900,1150,1375.5,2200])
        d=d0()+dt.timedelta(days=random.randint(0,180))
        tip='' if random.random()<0.15 else money(round(price*random.choice([0,0.1,0.15,0.2]),2),'$')
        ad=', '.join(random.sample(addons,random.randint(0,3)))
        rating='' if random.random()<0.1 else random.randint(2,5)
        w.writerow([f'SPA-{1000+i}',f'C{random.randint(1,60):03d}',t,random.choice(thr),d.strftime('%m/%d/%Y'),dur,money(price,'$'),tip,random.choice(['Yes','No']),ad,rating])
# 2 theme park rides: snake_case, ISO, 1/0 flags, blanks
rides={'Thunder Loop':'Frontier','Sky Swing':'Frontier','River Rapids':'Adventure Bay','Pirate Plunge':'Adventure Bay','Galaxy Coaster':'Space Zone','Moon Cups':'Space Zone','Kiddie Train':'Tot Town'}
with open('theme_park_rides.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['log_id','ride_name','zone','log_date','operator_id','riders','avg_wait_min','downtime_min','fast_pass','weather_closure','incident_count'])
    for i in range(260):
        r=random.choice(list(rides)); d=dt.date(2024,5,1)+dt.timedelta(days=random.randint(0,121))
        wc=1 if random.random()<0.08 else 0
        riders=0 if wc else random.randint(300,2500)
        w.writerow([i+1,r,rides[r],d.isoformat(),f'OP{random.randint(1,25):02d}',riders,'' if random.random()<0.1 else round(random.uniform(5,75),1),'' if random.random()<0.3 else random.randint(0,90),random.choice([1,0]),wc,random.choices([0,1,2],[85,12,3])[0]])
# 3 science fair: camelCase, DD-Mon-YYYY, euro money, Y/N, list col
cats=['Biology','Chemistry','Physics','Engineering','Computer Science','Earth Science']
schools=['Maple High','Riverside Academy','Oakwood School','Lincoln Prep','Hillcrest High']
mats=['Arduino','Microscope','Solar Panel','Sensors','3D Printer','Chemicals','Soil Samples','Raspberry Pi']
first=['Ava','Ben','Cara','Dan','Eli','Fay','Gus','Hana','Ivan','Jade','Kai','Lena','Milo','Nia','Owen','Pia','Quin','Rosa','Sam','Tara']
last=['Ng','Ortiz','Patel','Quinn','Reyes','Smith','Tan','Udo','Vega','Wong']
with open('science_fair.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['projectId','studentName','school','gradeLevel','category','submittedOn','judgeScore','budgetSpent','advancedToState','materialsUsed','teamSize'])
    for i in range(220):
        d=dt.date(2024,1,8)+dt.timedelta(days=random.randint(0,75))
        sc=round(random.uniform(55,99),1)
        w.writerow([f'SF{i+1:03d}',random.choice(first)+' '+random.choice(last),random.choice(schools),random.randint(6,12),random.choice(cats),d.strftime('%d-%b-%Y'),sc if random.random()>0.07 else '',money(round(random.uniform(15,1800),2),'€'),'Y' if sc>88 and random.random()<0.8 else 'N',', '.join(random.sample(mats,random.randint(1,3))),random.choice([1,1,2,3])])
# 4 coral reef surveys: abbreviations, ISO, 1/0, list col, blanks
sites=['North Wall','Blue Hole','Turtle Bay','Coral Garden','East Drop']
spp=['Parrotfish','Grouper','Clownfish','Butterflyfish','Moray','Snapper','Wrasse']
with open('coral_reef_surveys.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['SURV_ID','SITE','DIVER_ID','SURV_DT','DEPTH_M','TEMP_C','CORAL_COV_PCT','BLEACH_FLG','FISH_CNT','SPP_OBS','VIS_M'])
    for i in range(230):
        d=dt.date(2023,9,1)+dt.timedelta(days=random.randint(0,270))
        t=round(random.uniform(25.5,31.5),1)
        w.writerow([f'RS-{5000+i}',random.choice(sites),f'D{random.randint(1,18):02d}',d.isoformat(),round(random.uniform(3,30),1),t,round(random.uniform(8,72),1),1 if t>29.5 and random.random()<0.7 else 0,random.randint(5,400),', '.join(random.sample(spp,random.randint(1,4))),'' if random.random()<0.12 else round(random.uniform(4,35),1)])
# 5 fencing bouts: Title Case, DD-Mon-YYYY, £ money, TRUE/FALSE
fencers=['Ada Kerr','Bo Lind','Cy Moss','Di Park','Ed Frey','Flo Grant','Gil Hart','Ivy Cole','Jon Dahl','Kim Roth','Lou Nash','Max Ueda']
club={n:c for n,c in zip(fencers,['Blades FC','Blades FC','Riposte','Riposte','Riposte','Salle Nord','Salle Nord','Blades FC','Touché','Touché','Salle Nord','Touché'])}
tours=['Spring Open','City Cup','Regional Series','Winter Classic']
with open('fencing_bouts.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['Bout No','Bout Date','Fencer','Club','Weapon','Tournament','Touches Scored','Touches Received','Result','Prize Money','Ranked Event','Referee'])
    for i in range(250):
        fn=random.choice(fencers); d=dt.date(2023,10,1)+dt.timedelta(days=random.randint(0,200))
        wp=random.choice(['Foil','Epee','Sabre']); s=random.randint(0,15); r=random.randint(0,15)
        if s==r: s=min(15,s+1) if s<15 else s; r=r-1 if s==r else r
        res='W' if s>r else 'L'
        prize='' if res=='L' else money(random.choice([0,50,120,250,500,1200,2500]),'£')
        w.writerow([2000+i,d.strftime('%d-%b-%Y'),fn,club[fn],wp,random.choice(tours),s,r,res,prize,random.choice(['TRUE','FALSE']),'' if random.random()<0.1 else random.choice(['R. Silva','M. Chen','A. Novak','P. Okafor'])])
