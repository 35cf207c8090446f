import csv, random, datetime as dt
random.seed(5218)
R = random
def d0(y=2023): return dt.date(y,1,1)
def rdate(start=dt.date(2023,1,1), days=730): return start + dt.timedelta(days=R.randrange(days))
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def dmy(d): return f"{d.day:02d}-{MON[d.month-1]}-{d.year}"

# 1 weddings: Title Case with units, MM/DD/YYYY, $ money, Yes/No
rows=[]
rooms=['Grand Ballroom','Garden Terrace','Lakeside Pavilion','Rooftop Loft','Chapel Hall']
pk=['Classic','Premium','Elite','Elopement']
planners=['Dana Whitt','Marco Ruiz','Priya Nair','Evelyn Cho','Sam Okafor']
cat=['vegan','gluten-free','halal','kosher','nut-free','vegetarian']
surn=['Abbott','Baker','Chen','Diaz','Evans','Fischer','Garcia','Hughes','Iyer','Jones','Kim','Lopez','Moreau','Novak','Olsen','Patel','Quinn','Rossi','Singh','Tanaka']
n=260
for i in range(n):
    cid=f"C{R.randint(100,299)}"
    d=rdate(dt.date(2023,1,1),730)
    room=R.choice(rooms); p=R.choices(pk,[4,3,2,1])[0]
    g=R.randint(8,30) if p=='Elopement' else R.randint(40,320)
    base={'Classic':85,'Premium':120,'Elite':175,'Elopement':140}[p]
    price=round(g*base*R.uniform(0.9,1.15)+ (2500 if room=='Grand Ballroom' else 0),2)
    dep=R.choices(['Yes','No'],[7,3])[0]
    k=R.choice([0,0,1,1,2,3]); opts=', '.join(sorted(R.sample(cat,k)))
    rating='' if R.random()<0.15 else str(R.choices([1,2,3,4,5],[1,2,4,6,5])[0])
    rows.append([f"WB-{1000+i}",cid,R.choice(surn),d.strftime('%m/%d/%Y'),room,p,g,f"${price:,.2f}",dep,opts,R.choice(planners),rating])
with open('weddings.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['Booking ID','Client ID','Couple Surname','Event Date','Venue Room','Package','Guest Count (people)','Total Price ($)','Deposit Paid','Catering Options','Planner','Rating (1-5)']); w.writerows(rows)

# 2 wells: snake_case, ISO dates, Y/N, plain numbers
rows=[]
counties=['Adams','Benton','Clark','Douglas','Franklin','Grant']
drillers=['Hank Moss','Rita Vance','Leo Brandt','Omar Shah']
rocks=['clay','sand','gravel','sandstone','shale','granite','limestone']
for i in range(240):
    rig=f"RIG-{R.randint(1,9):02d}"
    d=rdate(dt.date(2023,1,1),700)
    depth=R.randint(60,820)
    wf=R.choices(['Y','N'],[8,2])[0]
    yld='' if wf=='N' else str(round(R.uniform(1,45),1))
    if wf=='Y' and R.random()<0.06: yld=''
    cost=round(depth*R.uniform(28,55)+R.choice([1500,2200,3000]),2)
    k=R.randint(1,3); rt=','.join(R.sample(rocks,k))
    dia=R.choice([4,6,6,6,8])
    rows.append([f"J{5000+i}",rig,R.choice(counties),d.isoformat(),depth,dia,wf,yld,cost,R.choice(drillers),rt, R.choice(['domestic','irrigation','livestock','commercial'])])
with open('wells.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['job_id','rig_id','county','start_date','depth_ft','diameter_in','water_found','yield_gpm','cost_usd','driller','rock_types','well_use']); w.writerows(rows)

# 3 quakes: camelCase, ISO datetime, TRUE/FALSE
rows=[]
regions=['Aleutian Arc','Cascadia','Basin and Range','Gulf of California','Puerto Rico Trench','New Madrid']
mts=['ml','mb','mw','md']
nets=['us','ak','nc','ci','pr','uw','nm']
for i in range(280):
    seq=f"SEQ{R.randint(1,40):03d}"
    t=dt.datetime(2023,1,1)+dt.timedelta(seconds=R.randrange(730*86400))
    reg=R.choice(regions)
    mag=round(min(7.8,2.0+R.expovariate(1.1)),1)
    depth=round(R.uniform(1,35) if reg!='Aleutian Arc' else R.uniform(10,180),1)
    st=R.randint(5,140)
    ts='TRUE' if (mag>=6.0 and reg in('Aleutian Arc','Puerto Rico Trench','Cascadia') and R.random()<0.7) else 'FALSE'
    felt='' if R.random()<0.25 else str(int(R.expovariate(1/60)*mag/3))
    k=R.randint(1,3); nc=','.join(R.sample(nets,k))
    rows.append([f"ev{700000+i*13}",seq,t.strftime('%Y-%m-%dT%H:%M:%S'),reg,mag,R.choice(mts),depth,st,ts,felt,R.choice(['automatic','reviewed','reviewed']),nc])
with open('quakes.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['eventId','sequenceId','occurredAt','region','magnitude','magType','depthKm','stationCount','tsunamiFlag','feltReports','reviewStatus','networkCodes']); w.writerows(rows)

# 4 shearing: abbreviations, DD-Mon-YYYY, euro money, 1/0
rows=[]
farms=['Glenbrook','Hillcrest','Kirkdale','Moorside','Redtarn','Whinfell']
shr=['Aidan','Bronwyn','Callum','Deryn','Ewan','Fiona']
breeds=['Merino','Romney','Cheviot','Texel','Jacob']
iss=['cuts','wet fleece','fly strike','cotted','second cuts']
for i in range(220):
    d=rdate(dt.date(2023,3,1),600)
    farm=R.choice(farms); b=R.choice(breeds); ns=R.randint(40,650)
    wpk={'Merino':4.5,'Romney':4.0,'Cheviot':2.8,'Texel':3.2,'Jacob':2.4}[b]
    wool=round(ns*wpk*R.uniform(0.85,1.15),1)
    fee=round(ns*R.uniform(2.4,3.6),2)
    pd_=R.choices(['1','0'],[3,1])[0]
    k=R.choice([0,0,0,1,1,2]); isu=', '.join(R.sample(iss,k))
    cmt='' if R.random()<0.7 else R.choice(['rain delay','shed cramped','good flock','late start'])
    rows.append([f"SH{300+i}",dmy(d),farm,R.choice(shr),b,ns,wool,f"€{fee:,.2f}",pd_,isu,cmt])
with open('shearing.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['JobNo','ShrDt','Farm','Shrr','Brd','NSheep','WoolKg','FeeEUR','Pd','Iss','Cmts']); w.writerows(rows)

# 5 coins: Title Case no units, DD-Mon-YYYY? use m/d/yy? -> ISO mixed? use 'Received' as MM/DD/YYYY, yes/no lowercase, GBP
rows=[]
countries=['USA','UK','Canada','France','Germany','Mexico','Australia']
metals=['silver','gold','copper','nickel','bronze']
grades=['MS-70','MS-65','MS-63','AU-58','XF-45','VF-30','F-12']
flags=['cleaned','scratched','toned','rim ding','altered']
for i in range(230):
    sub=f"S-{R.randint(400,480)}"
    d=rdate(dt.date(2023,6,1),540)
    m=R.choices(metals,[5,2,4,2,1])[0]
    g=R.choice(grades)
    base={'gold':1800,'silver':140,'copper':25,'nickel':15,'bronze':40}[m]
    val=round(base*R.uniform(0.4,3.5)*(1.6 if g.startswith('MS') else 1),2)
    ins=R.choice(['yes','no'])
    k=R.choice([0,0,0,0,1,1,2]); fl=', '.join(R.sample(flags,k))
    fee='' if R.random()<0.08 else f"{R.choice([18,25,35,65]):.2f}"
    rows.append([sub,f"CN{20000+i}",d.strftime('%d/%m/%Y'),R.choice(countries),R.randint(1850,2022),R.choice(['1c','5c','10c','25c','50c','$1','£1','€2','2 pesos']),m,g,f"£{val:,.2f}",ins,fl,fee])
with open('coins.csv','w',newline='') as f:
    w=csv.writer(f); w.writerow(['Submission','Coin No','Received','Country','Year Minted','Denomination','Metal','Grade','Declared Value','Insured','Flags','Grading Fee']); w.writerows(rows)
