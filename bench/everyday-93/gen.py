import csv, random, datetime as dt
random.seed(10136)
MON=['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(y=2024):
    return dt.date(y,1,1)+dt.timedelta(days=random.randint(0,365 if y==2024 else 364))
def blank(v,p=0.05): return '' if random.random()<p else v
def w(name,hdr,rows):
    with open(name,'w',newline='') as f:
        c=csv.writer(f); c.writerow(hdr); c.writerows(rows)

# 1 bike tour bookings: snake_case, ISO date, plain numbers, Y/N
tours={'Coastal Loop':65,'Vineyard Ride':89,'City Heritage':45,'Mountain Pass':120,'Sunset Cruise':55}
guides=['Marta','Jonas','Priya','Leo','Aiko']
addons=['helmet cam','picnic lunch','photo pack','rain gear','child seat']
rows=[]
custs=['C%03d'%i for i in range(1,91)]
for i in range(247):
    t=random.choices(list(tours),weights=[5,4,6,2,3])[0]
    r=random.choices([1,2,3,4,5,6],weights=[3,6,3,3,1,1])[0]
    eb=random.random()<(0.6 if t=='Mountain Pass' else 0.35)
    price=tours[t]+(15 if eb else 0)
    total=price*r
    if random.random()<0.12: total=round(total*0.9,2)
    st=random.choices(['completed','cancelled','no-show'],weights=[85,11,4])[0]
    rating='' if st!='completed' or random.random()<0.15 else str(random.choices([1,2,3,4,5],weights=[1,2,5,10,12])[0])
    ad=', '.join(sorted(random.sample(addons,random.choices([0,1,2,3],weights=[4,4,2,1])[0])))
    rows.append(['BT%04d'%(1000+i),random.choice(custs),rdate().isoformat(),t,random.choice(guides),r,price,
                 blank(('%g'%total) if total!=int(total) else str(int(total)),0.04),'Y' if eb else 'N',st,rating,ad])
w('bike_tour_bookings.csv',['booking_id','customer_id','tour_date','tour_name','guide','riders','price_per_rider','total_paid','ebike','status','rating','addons'],rows)

# 2 chandelier cleaning: Title Case w/ units, MM/DD/YYYY, $1,234.56, Yes/No
venues=['Hotel','Residence','Church','Restaurant','Theater','Ballroom']
techs=['R. Okafor','D. Silva','M. Brandt','K. Novak']
issues=['loose crystals','burnt bulbs','frayed wiring','corrosion','missing drops']
clients=['CL-%02d'%i for i in range(1,61)]
rows=[]
for i in range(233):
    v=random.choices(venues,weights=[6,8,3,4,2,3])[0]
    cr=int(random.lognormvariate(6.2 if v in('Hotel','Theater','Ballroom') else 5.2,0.5))
    h=round(random.uniform(2.4,4) if v=='Residence' else random.uniform(3,12),1)
    lift=h>6 or random.random()<0.05
    dur=round(0.5*round((cr/150+h/3+random.uniform(0.5,2))*2)/1,1)/1
    dur=max(1.0,round(dur*2)/2)
    cost=round(85*dur+(250 if lift else 0)+random.choice([0,0,0,40,75.5]),2)
    d=rdate()
    iss=', '.join(random.sample(issues,random.choices([0,1,2,3],weights=[5,5,3,1])[0]))
    rows.append(['J-%05d'%(20000+i),random.choice(clients),d.strftime('%m/%d/%Y'),v,blank(str(cr),0.04),h,
                 random.choice(techs),dur,'${:,.2f}'.format(cost),'Yes' if lift else 'No',iss])
w('chandelier_jobs.csv',['Job No','Client ID','Service Date','Venue Type','Crystal Count','Height (m)','Technician','Duration (hrs)','Cost ($)','Lift Required','Issues Found'],rows)

# 3 mini golf rounds: camelCase, ISO datetime, €37.50, true/false
courses={'Pirate Cove':9.5,'Jungle Falls':11.0,'Space Station':12.5}
weathers=['sunny','cloudy','rain','windy']
perks=['free drink','ball upgrade','scorecard print','photo','replay token']
members=['M%03d'%i for i in range(1,41)]
rows=[]
for i in range(261):
    c=random.choices(list(courses),weights=[5,4,3])[0]
    p=random.choices([1,2,3,4,5,6,8,10],weights=[2,8,5,6,3,2,1,1])[0]
    bday=p>=6 and random.random()<0.6
    d=rdate(); tm=dt.datetime(d.year,d.month,d.day,random.randint(10,20),random.choice([0,15,30,45]))
    fee=courses[c]*p*(0.85 if bday else 1)
    strokes=sum(random.randint(28,60) for _ in range(p))
    hio=sum(1 for _ in range(p) if random.random()<0.18)
    pk=', '.join(random.sample(perks,random.choices([0,1,2],weights=[5,4,2])[0]))
    rows.append([f'R{5000+i}',tm.strftime('%Y-%m-%dT%H:%M:%S'),blank(random.choice(members),0.3),c,p,strokes,hio,
                 '€{:.2f}'.format(fee),'true' if bday else 'false',blank(random.choices(weathers,weights=[5,3,2,2])[0],0.06),pk])
w('mini_golf_rounds.csv',['roundId','playedAt','memberId','course','players','totalStrokes','holeInOnes','greenFee','isBirthdayParty','weather','perks'],rows)

# 4 tarot bookings: ABBREV upper, DD-Mon-YYYY, plain decimals, 1/0
readers=['Selene','Orrin','Maeve','Dario']
spreads={'Celtic Cross':60,'Three Card':30,'Horseshoe':45,'Single Card':15,'Year Ahead':90}
topics=['love','career','health','money','family']
rows=[]
cl=['TC%03d'%i for i in range(1,81)]
for i in range(228):
    s=random.choices(list(spreads),weights=[4,6,3,2,1])[0]
    mins=spreads[s]+random.choice([0,0,0,15])
    online=random.random()<0.4
    fee=round(mins*1.1+(0 if online else 10),2)
    d=rdate()
    tp=', '.join(random.sample(topics,random.choices([1,2,3],weights=[5,3,1])[0]))
    tip=blank('%.2f'%random.choice([0,0,5,10,12.5]),0.1)
    rows.append([f'TB{3000+i}',random.choice(cl),'%02d-%s-%d'%(d.day,MON[d.month-1],d.year),random.choices(readers,weights=[4,3,3,2])[0],
                 s,mins,'%.2f'%fee,tip,1 if online else 0,tp])
w('tarot_bookings.csv',['BKG_NO','CLNT_ID','BKG_DT','READER','SPREAD','MINS','FEE_AMT','TIP_AMT','ONLINE_FLG','TOPICS'],rows)

# 5 wedding limo hire: PascalCase, ISO datetime with space? -> 'YYYY/MM/DD HH:MM', £1,234.56, TRUE/FALSE
cars=['Rolls-Royce Phantom','Stretch Hummer','Vintage Bentley','Mercedes S-Class','Classic Daimler']
rate={'Rolls-Royce Phantom':320,'Stretch Hummer':260,'Vintage Bentley':290,'Mercedes S-Class':180,'Classic Daimler':210}
drivers=['DRV-01','DRV-02','DRV-03','DRV-04','DRV-05','DRV-06']
extras=['champagne','ribbons','red carpet','photo stop','extra hour']
rows=[]
for i in range(244):
    c=random.choices(cars,weights=[3,2,3,4,2])[0]
    d=dt.date(2024,1,1)+dt.timedelta(days=random.randint(0,365))
    if d.month in (5,6,7,8,9) or random.random()<0.3: pass
    else: d=dt.date(2024,random.choice([5,6,7,8,9]),random.randint(1,28))
    hrs=random.choices([2,3,4,5,6],weights=[2,5,5,3,1])[0]
    ex=random.sample(extras,random.choices([0,1,2,3],weights=[3,4,3,1])[0])
    price=rate[c]*hrs+40*len(ex)
    dep=random.random()<0.8
    miles=blank(str(random.randint(8,95)),0.05)
    rows.append([f'WL-{700+i}',f'{d.isoformat()}T{random.choice(["10","11","12","13","14","15"])}:00:00',c,random.choice(drivers),hrs,miles,
                 '£{:,.2f}'.format(price),'TRUE' if dep else 'FALSE',random.choices(['Confirmed','Completed','Cancelled'],weights=[2,7,1])[0],', '.join(ex),
                 random.choice(['Fife','Lothian','Borders','Glasgow','Stirling'])])
w('limo_hires.csv',['HireRef','PickupTime','CarModel','DriverId','HoursBooked','Miles','TotalPrice','DepositPaid','BookingStatus','Extras','Region'],rows)
