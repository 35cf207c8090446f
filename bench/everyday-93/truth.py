import csv, statistics as st
from collections import Counter, defaultdict
def load(f): return list(csv.DictReader(open(f,newline='')))
def money(s): return float(s.replace('$','').replace('€','').replace('£','').replace(',','')) if s.strip() else None
def lst(s): return [x.strip() for x in s.split(',') if x.strip()]
def top(c,n=None):
    items=c.most_common(); 
    if n is None: m=items[0][1]; return [k for k,v in items if v==m], m
    cut=items[n-1][1]; return [(k,v) for k,v in items if v>=cut]
def P(t,n,*a): print(f'{t} #{n}:',*a)
def ratio(a,b): return round(100*a/b,4)

# ---- bike
R=load('bike_tour_bookings.csv'); T='bike'
tp=lambda r: money(r['total_paid'])
P(T,1,len(R))
P(T,2,sum(int(r['riders']) for r in R if r['status']=='completed'))
P(T,3,top(Counter(r['tour_name'] for r in R)))
v=[int(r['rating']) for r in R if r['tour_name']=='Vineyard Ride' and r['rating']]; P(T,4,st.mean(v),len(v))
mp=[r['ebike'] for r in R if r['tour_name']=='Mountain Pass']; P(T,5,all(x=='Y' for x in mp),Counter(mp))
m=max(tp(r) for r in R if tp(r) is not None); P(T,6,m,[r['guide'] for r in R if tp(r)==m])
P(T,7,top(Counter(r['customer_id'] for r in R),3))
P(T,8,sum(r['status']=='cancelled' for r in R))
P(T,9,max(int(r['riders']) for r in R))
P(T,10,sum(1 for r in R if r['tour_name']=='Sunset Cruise' and r['riders']=='6'))
P(T,11,round(sum(tp(r) or 0 for r in R if r['guide']=='Priya'),2))
P(T,12,sum('picnic lunch' in lst(r['addons']) for r in R))
P(T,13,sorted(set(int(r['price_per_rider']) for r in R if r['tour_name']=='Coastal Loop')))
P(T,14,min(int(r['rating']) for r in R if r['rating']))
P(T,15,sorted(set(r['tour_name'] for r in R if r['status']=='no-show')))
P(T,16,ratio(sum(r['ebike']=='Y' for r in R),len(R)))
def q(r): m=int(r['tour_date'][5:7]); return (m-1)//3+1
for flt,lab in ((lambda r:True,'all'),(lambda r:r['status']=='completed','completed')):
    P(T,17,lab,'Q1',round(sum(tp(r) or 0 for r in R if q(r)==1 and flt(r)),2),'Q2',round(sum(tp(r) or 0 for r in R if q(r)==2 and flt(r)),2))
P(T,18,sorted(Counter(r['tour_date'][:7] for r in R).items()))
P(T,19,st.median(int(r['riders']) for r in R))
P(T,20,len(set(r['customer_id'] for r in R)))
for t in sorted(set(r['tour_name'] for r in R)):
    s=[r for r in R if r['tour_name']==t]; P(T,21,t,sum(r['status']=='cancelled' for r in s),len(s),ratio(sum(r['status']=='cancelled' for r in s),len(s)))
for e in 'YN':
    v=[int(r['rating']) for r in R if r['ebike']==e and r['rating']]; P(T,22,e,round(st.mean(v),4))
for g in sorted(set(r['guide'] for r in R)):
    v=[tp(r) for r in R if r['guide']==g and tp(r) is not None]; P(T,23,g,round(st.mean(v),4),'(blank as 0:',round(sum(v)/sum(r['guide']==g for r in R),4),')')
mr=defaultdict(float)
for r in R: mr[r['tour_date'][:7]]+=tp(r) or 0
P(T,24,max(mr.items(),key=lambda x:x[1]),sorted(mr.items(),key=lambda x:-x[1])[:3])
mrc=defaultdict(float)
for r in R:
    if r['status']=='completed': mrc[r['tour_date'][:7]]+=tp(r) or 0
P(T,24,'completed-only',max(mrc.items(),key=lambda x:x[1]))
c=[r for r in R if r['status']=='completed']; rated=[r for r in c if r['rating']]
P(T,25,'of completed',ratio(sum(r['rating']=='5' for r in c),len(c)),'of rated',ratio(sum(r['rating']=='5' for r in rated),len(rated)))

# ---- chandelier
R=load('chandelier_jobs.csv'); T='chand'
co=lambda r: money(r['Cost ($)']); cc=lambda r: int(r['Crystal Count']) if r['Crystal Count'] else None
P(T,1,len(R))
P(T,2,round(sum(co(r) for r in R if r['Venue Type']=='Church'),2))
P(T,3,top(Counter(r['Venue Type'] for r in R)))
v=[cc(r) for r in R if r['Venue Type']=='Hotel' and cc(r) is not None]; P(T,4,round(st.mean(v),4))
P(T,5,sum(1 for r in R if r['Venue Type']=='Residence' and r['Lift Required']=='Yes'))
m=max(float(r['Height (m)']) for r in R); P(T,6,m,[r['Technician'] for r in R if float(r['Height (m)'])==m])
P(T,7,sorted((co(r) for r in R),reverse=True)[:7])
P(T,8,sum(float(r['Duration (hrs)'])>6 for r in R))
P(T,9,max(cc(r) for r in R if cc(r) is not None))
th=[co(r) for r in R if r['Venue Type']=='Theater']; P(T,10,all(x>500 for x in th),min(th))
P(T,11,top(Counter(r['Client ID'] for r in R)))
P(T,12,sum('frayed wiring' in lst(r['Issues Found']) for r in R))
v=[float(r['Duration (hrs)']) for r in R if r['Lift Required']=='Yes']; P(T,13,round(st.mean(v),4))
P(T,14,sorted(set(r['Venue Type'] for r in R if not r['Issues Found'].strip())))
m=max(cc(r) for r in R if cc(r) is not None); P(T,15,[co(r) for r in R if cc(r)==m])
P(T,16,ratio(sum(r['Lift Required']=='Yes' for r in R),len(R)))
P(T,17,'H1',sum(int(r['Service Date'][:2])<=6 for r in R),'H2',sum(int(r['Service Date'][:2])>6 for r in R))
mm=defaultdict(list)
for r in R: mm[r['Service Date'][:2]].append(co(r))
P(T,18,[(k,round(st.mean(v),2)) for k,v in sorted(mm.items())])
P(T,19,st.median(co(r) for r in R))
P(T,20,len(set(r['Client ID'] for r in R)))
for vt in ('Hotel','Restaurant'): P(T,21,vt,round(st.mean(co(r) for r in R if r['Venue Type']==vt),4))
rv=defaultdict(float)
for r in R: rv[r['Technician']]+=co(r)
P(T,22,sorted(rv.items(),key=lambda x:-x[1]))
P(T,23,'sum/sum',round(sum(co(r) for r in R)/sum(float(r['Duration (hrs)']) for r in R),4),'mean of ratio',round(st.mean(co(r)/float(r['Duration (hrs)']) for r in R),4))
P(T,24,sorted(Counter(r['Technician'] for r in R if int(r['Service Date'][:2])>=10).items()))
P(T,25,ratio(sum('corrosion' in lst(r['Issues Found']) for r in R),len(R)))

# ---- mini golf
R=load('mini_golf_rounds.csv'); T='golf'
fee=lambda r: money(r['greenFee'])
P(T,1,len(R))
P(T,2,sum(int(r['holeInOnes']) for r in R))
P(T,3,top(Counter(r['course'] for r in R)))
P(T,4,round(st.mean(fee(r) for r in R if r['course']=='Space Station'),4))
P(T,5,sum(1 for r in R if r['isBirthdayParty']=='true' and r['weather']=='rain'))
m=max(int(r['totalStrokes']) for r in R); P(T,6,m,[r['course'] for r in R if int(r['totalStrokes'])==m])
P(T,7,top(Counter(r['memberId'] for r in R if r['memberId']),3))
P(T,8,sum(int(r['players'])>=4 for r in R))
P(T,9,max(fee(r) for r in R))
w=Counter(r['weather'] for r in R); P(T,10,w['sunny']>w['cloudy'],w)
P(T,11,round(sum(fee(r) for r in R if r['course']=='Jungle Falls'),2))
P(T,12,sum('free drink' in lst(r['perks']) for r in R))
P(T,13,'sum/sum',round(sum(int(r['totalStrokes']) for r in R)/sum(int(r['players']) for r in R),4),'mean ratio',round(st.mean(int(r['totalStrokes'])/int(r['players']) for r in R),4))
P(T,14,sorted(set(r['weather'] for r in R if r['isBirthdayParty']=='true')))
P(T,15,sum(not r['memberId'] for r in R))
P(T,16,ratio(sum(r['isBirthdayParty']=='true' for r in R),len(R)))
P(T,17,'Jul',sum(r['playedAt'][:7]=='2024-07' for r in R),'Aug',sum(r['playedAt'][:7]=='2024-08' for r in R))
mf=defaultdict(float)
for r in R: mf[r['playedAt'][:7]]+=fee(r)
P(T,18,[(k,round(v,2)) for k,v in sorted(mf.items())])
P(T,19,st.median(int(r['players']) for r in R))
P(T,20,len(set(r['memberId'] for r in R if r['memberId'])))
for c in ('Pirate Cove','Space Station'):
    s=[r for r in R if r['course']==c]; P(T,21,c,'sum/sum',round(sum(int(r['totalStrokes']) for r in s)/sum(int(r['players']) for r in s),4),'mean ratio',round(st.mean(int(r['totalStrokes'])/int(r['players']) for r in s),4))
for c in sorted(courses:=set(r['course'] for r in R)):
    s=[r for r in R if r['course']==c]; P(T,22,c,round(sum(int(r['holeInOnes']) for r in s)/sum(int(r['players']) for r in s),4))
    P(T,23,c,round(st.mean(int(r['players']) for r in s),4))
P(T,24,Counter(r['playedAt'][11:13] for r in R).most_common(3))
P(T,25,ratio(sum(fee(r) for r in R if r['isBirthdayParty']=='true'),sum(fee(r) for r in R)))

# ---- tarot
R=load('tarot_bookings.csv'); T='tarot'
fe=lambda r: float(r['FEE_AMT']); ti=lambda r: float(r['TIP_AMT']) if r['TIP_AMT'] else None
P(T,1,len(R))
P(T,2,round(sum(fe(r) for r in R),2))
P(T,3,top(Counter(r['READER'] for r in R)))
P(T,4,round(st.mean(int(r['MINS']) for r in R if r['SPREAD']=='Celtic Cross'),4))
P(T,5,sum(1 for r in R if r['SPREAD']=='Year Ahead' and r['ONLINE_FLG']=='1'))
m=max(ti(r) for r in R if ti(r) is not None); P(T,6,m,Counter(r['READER'] for r in R if ti(r)==m))
sr=defaultdict(float)
for r in R: sr[r['SPREAD']]+=fe(r)
P(T,7,sorted(sr.items(),key=lambda x:-x[1]))
P(T,8,sum(int(r['MINS'])>60 for r in R))
P(T,9,min(fe(r) for r in R))
rc=Counter(r['READER'] for r in R); P(T,10,rc['Dario']<rc['Maeve'],rc)
P(T,11,sum('career' in lst(r['TOPICS']) for r in R))
P(T,12,round(sum(ti(r) or 0 for r in R if r['READER']=='Selene'),2))
P(T,13,top(Counter(r['CLNT_ID'] for r in R)))
P(T,14,round(st.mean(fe(r) for r in R if r['ONLINE_FLG']=='1'),4))
P(T,15,sorted(set(r['SPREAD'] for r in R)-set(r['SPREAD'] for r in R if r['READER']=='Orrin')))
P(T,16,ratio(sum(r['ONLINE_FLG']=='1' for r in R),len(R)))
MON=['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
mo=lambda r: MON.index(r['BKG_DT'][3:6])+1
P(T,17,'Q1',sum(mo(r)<=3 for r in R),'Q2',sum(4<=mo(r)<=6 for r in R))
mf=defaultdict(float)
for r in R: mf[mo(r)]+=fe(r)
P(T,18,[(k,round(v,2)) for k,v in sorted(mf.items())])
P(T,19,st.median(int(r['MINS']) for r in R))
P(T,20,len(set(r['CLNT_ID'] for r in R)))
for o in '10': P(T,21,o,round(st.mean(ti(r) for r in R if r['ONLINE_FLG']==o and ti(r) is not None),4))
for s in sorted(sr): x=[r for r in R if r['SPREAD']==s]; P(T,22,s,'sum/sum',round(sum(fe(r) for r in x)/sum(int(r['MINS']) for r in x),4),'mean ratio',round(st.mean(fe(r)/int(r['MINS']) for r in x),4))
P(T,23,sum(1 for k,v in Counter(r['CLNT_ID'] for r in R).items() if v>1))
P(T,24,Counter(t for r in R for t in lst(r['TOPICS'])).most_common())
P(T,25,'of all',ratio(sum(ti(r)==0 for r in R),len(R)),'of non-blank',ratio(sum(ti(r)==0 for r in R),sum(ti(r) is not None for r in R)),'incl blank', ratio(sum(not ti(r) for r in R),len(R)))

# ---- limo
R=load('limo_hires.csv'); T='limo'
pr=lambda r: money(r['TotalPrice'])
P(T,1,len(R))
P(T,2,round(sum(pr(r) for r in R),2))
P(T,3,top(Counter(r['CarModel'] for r in R)))
P(T,4,round(st.mean(int(r['HoursBooked']) for r in R if r['CarModel']=='Stretch Hummer'),4))
P(T,5,sum(1 for r in R if r['BookingStatus']=='Cancelled' and r['DepositPaid']=='TRUE'))
m=max(pr(r) for r in R); P(T,6,m,[r['DriverId'] for r in R if pr(r)==m])
P(T,7,Counter(r['Region'] for r in R).most_common())
P(T,8,sum(int(r['HoursBooked'])>=5 for r in R))
P(T,9,max(int(r['Miles']) for r in R if r['Miles']))
rr=[pr(r) for r in R if r['CarModel']=='Rolls-Royce Phantom']; P(T,10,all(x>=640 for x in rr),min(rr))
P(T,11,sum('champagne' in lst(r['Extras']) for r in R))
P(T,12,round(st.mean(pr(r) for r in R if r['CarModel']=='Vintage Bentley'),4))
P(T,13,sum(r['BookingStatus']=='Confirmed' for r in R))
P(T,14,sorted(set(r['CarModel'] for r in R if r['DriverId']=='DRV-03')))
P(T,15,sum(int(r['Miles']) for r in R if r['DriverId']=='DRV-01' and r['Miles']))
P(T,16,ratio(sum(r['DepositPaid']=='TRUE' for r in R),len(R)))
P(T,17,'Jun',sum(r['PickupTime'][:7]=='2024-06' for r in R),'Jul',sum(r['PickupTime'][:7]=='2024-07' for r in R))
P(T,18,sorted(Counter(r['PickupTime'][:7] for r in R).items()))
P(T,19,st.median(pr(r) for r in R))
P(T,20,len(set(r['DriverId'] for r in R)))
for g in ('Glasgow','Lothian'): P(T,21,g,round(st.mean(pr(r) for r in R if r['Region']==g),4))
for c in sorted(set(r['CarModel'] for r in R)):
    x=[r for r in R if r['CarModel']==c]; P(T,22,c,'sum/sum',round(sum(pr(r) for r in x)/sum(int(r['HoursBooked']) for r in x),4),'mean ratio',round(st.mean(pr(r)/int(r['HoursBooked']) for r in x),4))
for d in sorted(set(r['DriverId'] for r in R)):
    x=[r for r in R if r['DriverId']==d]; P(T,23,d,sum(r['BookingStatus']=='Cancelled' for r in x),len(x),ratio(sum(r['BookingStatus']=='Cancelled' for r in x),len(x)))
rg=defaultdict(float)
for r in R:
    if r['BookingStatus']=='Completed': rg[r['Region']]+=pr(r)
P(T,24,sorted((k,round(v,2)) for k,v in rg.items()))
P(T,25,ratio(sum(bool(r['Extras'].strip()) for r in R),len(R)))
