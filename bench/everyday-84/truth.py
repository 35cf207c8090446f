import csv, statistics as st
from collections import Counter, defaultdict
from datetime import datetime, date
def load(f): return list(csv.DictReader(open(f, newline='', encoding='utf-8')))
def m(s): return float(s.replace('$','').replace('€','').replace(',','')) if s not in ('', None) else None
def top(counter, k=None):
    items = sorted(counter.items(), key=lambda x: -x[1])
    return items[:k] if k else items
def out(t, n, v): print(f"{t}\t{n}\t{v}")
def q(d): return (d.month-1)//3+1
def lst(s): return [x.strip() for x in s.split(',') if x.strip()]

# ---- boat
T='boat'; R=load('boat_trailer_rentals.csv')
for r in R: r['d']=date.fromisoformat(r['pickup_date']); r['tc']=float(r['total_charge']); r['days']=int(r['rental_days'])
out(T,1,len(R)); out(T,2,round(sum(r['tc'] for r in R),2)); out(T,3,round(st.mean(r['days'] for r in R),4))
out(T,4,top(Counter(r['trailer_type'] for r in R)))
rev=defaultdict(float)
for r in R: rev[r['branch']]+=r['tc']
out(T,5,top({k:round(v,2) for k,v in rev.items()}))
out(T,6,max(r['days'] for r in R))
mx=max(r['tc'] for r in R); out(T,7,[(r['trailer_type'],r['tc']) for r in R if r['tc']==mx])
out(T,8,sum(r['damage_reported']=='Y' for r in R))
out(T,9,all(r['daily_rate']=='95' for r in R if r['trailer_type']=='Pontoon'))
x=[r['rental_id'] for r in R if r['deposit_paid']=='N' and r['damage_reported']=='Y']; out(T,10,(len(x)>0,x))
out(T,11,top(Counter(r['customer_id'] for r in R),6))
out(T,12,sorted((r['tc'] for r in R),reverse=True)[:7])
out(T,13,sum('winch strap' in lst(r['accessories']) for r in R))
v=[int(r['boat_length_ft']) for r in R if r['trailer_type']=='Tandem Axle' and r['boat_length_ft']]; out(T,14,round(st.mean(v),4))
out(T,15,[(k,v) for k,v in top(Counter(r['branch'] for r in R))])
out(T,16,round(100*sum(r['deposit_paid']=='Y' for r in R)/len(R),4))
qs=defaultdict(float)
for r in R: qs[q(r['d'])]+=r['tc']
out(T,17,{k:round(v,2) for k,v in sorted(qs.items())})
out(T,18,sorted(Counter(r['d'].month for r in R).items()))
pm=defaultdict(list)
for r in R: pm[r['d'].month].append(r['tc'])
out(T,19,[(k,round(st.mean(v),2)) for k,v in sorted(pm.items())])
out(T,20,st.median(r['days'] for r in R))
out(T,21,len(set(r['customer_id'] for r in R)))
for t in ['Jet Ski','Pontoon']:
    s=[r for r in R if r['trailer_type']==t]; out(T,22,(t,len(s),sum(r['damage_reported']=='Y' for r in s),round(100*sum(r['damage_reported']=='Y' for r in s)/len(s),4)))
for b in ['Lakeside','Riverside']:
    out(T,23,(b,round(st.mean(r['tc'] for r in R if r['branch']==b),4)))
out(T,24,round(100*sum(r['tc'] for r in R if r['days']>=7)/sum(r['tc'] for r in R),4))
df=defaultdict(float)
for r in R:
    if r['damage_fee']: df[r['branch']]+=float(r['damage_fee'])
out(T,25,dict(df))

# ---- loft
T='loft'; R=load('loftInsulationJobs.csv')
for r in R:
    r['p']=m(r['quotedPrice']); r['a']=float(r['loftAreaSqm']); r['d']=datetime.strptime(r['bookedDate'],'%m/%d/%Y').date()
    r['c']=datetime.strptime(r['completedDate'],'%m/%d/%Y').date() if r['completedDate'] else None
out(T,1,len(R)); out(T,2,round(sum(r['p'] for r in R),2)); out(T,3,round(st.mean(r['a'] for r in R),4))
out(T,4,top(Counter(r['insulationType'] for r in R)))
out(T,5,top(Counter(r['installerId'] for r in R),4))
out(T,6,max(r['a'] for r in R))
mx=max(r['p'] for r in R); out(T,7,[(r['propertyType'],r['p']) for r in R if r['p']==mx])
out(T,8,sum(r['grantFunded']=='true' for r in R))
sf=[r['p'] for r in R if r['insulationType']=='Spray Foam']; out(T,9,(all(p>1000 for p in sf),min(sf)))
out(T,10,sum(r['customerRating']=='1' for r in R))
tp=defaultdict(float)
for r in R: tp[r['installerId']]+=r['p']
out(T,11,[(k,round(v,2)) for k,v in top(tp,5)])
out(T,12,sorted(r['a'] for r in R)[:6])
out(T,13,sum('boarding' in lst(r['extras']) for r in R))
v=[int(r['customerRating']) for r in R if r['insulationType']=='Sheep Wool' and r['customerRating']]; out(T,14,(round(st.mean(v),4),len(v)))
out(T,15,top(Counter(r['serviceArea'] for r in R)))
out(T,16,round(100*sum(r['grantFunded']=='true' for r in R)/len(R),4))
out(T,17,sorted(Counter(q(r['d']) for r in R).items()))
out(T,18,sorted(Counter(r['d'].month for r in R).items()))
pm=defaultdict(list)
for r in R: pm[r['d'].month].append(r['p'])
out(T,19,[(k,round(st.mean(v),2)) for k,v in sorted(pm.items())])
out(T,20,st.median(r['p'] for r in R))
out(T,21,len(set(r['installerId'] for r in R)))
out(T,22,(sum(1 for r in R if r['c']),round(100*sum(1 for r in R if r['c'])/len(R),4)))
for pt in ['Detached','Terraced']: out(T,23,(pt,round(st.mean(r['p'] for r in R if r['propertyType']==pt),4)))
pp=defaultdict(lambda:[0,0,[]])
for r in R: pp[r['insulationType']][0]+=r['p']; pp[r['insulationType']][1]+=r['a']; pp[r['insulationType']][2].append(r['p']/r['a'])
out(T,24,{k:(round(v[0]/v[1],4),'mean-of-ratios',round(st.mean(v[2]),4)) for k,v in pp.items()})
out(T,25,round(st.mean((r['c']-r['d']).days for r in R if r['c']),4))

# ---- yoga
T='yoga'; R=load('yoga_retreat_bookings.csv')
for r in R: r['p']=m(r['Total Price (€)']); r['dep']=m(r['Deposit (€)']); r['d']=datetime.strptime(r['Check-in Date'],'%d-%b-%Y').date(); r['n']=int(r['Nights']); r['ps']=int(r['Party Size (people)'])
out(T,1,len(R)); out(T,2,round(sum(r['p'] for r in R),2)); out(T,3,round(st.mean(r['n'] for r in R),4))
out(T,4,top(Counter(r['Retreat Name'] for r in R)))
rv=defaultdict(float)
for r in R: rv[r['Room Type']]+=r['p']
out(T,5,top(rv))
out(T,6,max(r['ps'] for r in R))
mx=max(r['p'] for r in R); out(T,7,[(r['Retreat Name'],r['p']) for r in R if r['p']==mx])
out(T,8,sum(r['Cancelled']=='Yes' for r in R))
out(T,9,(max(r['n'] for r in R)<=10))
x=[r['Booking Ref'] for r in R if r['Cancelled']=='Yes' and r['Room Type']=='Private Suite']; out(T,10,(len(x)>0,len(x)))
out(T,11,top(Counter(r['Guest ID'] for r in R),6))
out(T,12,sorted((r['p'] for r in R),reverse=True)[:5])
out(T,13,sum('sound bath' in lst(r['Add-on Activities']) for r in R))
out(T,14,round(st.mean(r['dep'] for r in R if r['Retreat Name']=='Coastal Flow'),4))
out(T,15,top(Counter(r['Referral Source'] for r in R)))
out(T,16,round(100*sum(r['Vegetarian Meals']=='Yes' for r in R)/len(R),4))
qs=defaultdict(float)
for r in R: qs[q(r['d'])]+=r['p']
out(T,17,{k:round(v,2) for k,v in sorted(qs.items())})
out(T,18,sorted(Counter(r['d'].month for r in R).items()))
pm=defaultdict(list)
for r in R: pm[r['d'].month].append(r['p'])
out(T,19,[(k,round(st.mean(v),2)) for k,v in sorted(pm.items())])
out(T,20,st.median(r['p'] for r in R))
out(T,21,len(set(r['Guest ID'] for r in R)))
for t in ['Desert Silence','Forest Reset']:
    s=[r for r in R if r['Retreat Name']==t]; out(T,22,(t,len(s),round(100*sum(r['Cancelled']=='Yes' for r in s)/len(s),4)))
out(T,23,('solo',round(st.mean(r['n'] for r in R if r['ps']==1),4),'group',round(st.mean(r['n'] for r in R if r['ps']>=2),4)))
out(T,24,round(100*rv['Private Suite']/sum(rv.values()),4))
pn=defaultdict(lambda:[0,0,[]])
for r in R: pn[r['Retreat Name']][0]+=r['p']; pn[r['Retreat Name']][1]+=r['n']; pn[r['Retreat Name']][2].append(r['p']/r['n'])
out(T,25,{k:(round(v[0]/v[1],4),'mean-of-ratios',round(st.mean(v[2]),4)) for k,v in pn.items()})

# ---- carpet
T='carpet'; R=load('CARPET_SAMPLE_LOANS.csv')
for r in R:
    r['q']=int(r['QTY_LOANED']); r['o']=datetime.strptime(r['OUT_DT'],'%Y-%m-%d %H:%M:%S'); r['r']=datetime.strptime(r['RET_DT'],'%Y-%m-%d %H:%M:%S') if r['RET_DT'] else None
    r['ov']=float(r['ORDER_VAL']) if r['ORDER_VAL'] else None
out(T,1,len(R)); out(T,2,sum(r['q'] for r in R)); out(T,3,round(st.mean(float(r['DEP_AMT']) for r in R),4))
out(T,4,top(Counter(r['SAMPLE_CAT'] for r in R)))
ov=defaultdict(float)
for r in R:
    if r['ov']: ov[r['REP_CD']]+=r['ov']
out(T,5,[(k,round(v,2)) for k,v in top(ov)])
out(T,6,max(r['ov'] for r in R if r['ov']))
mx=max(r['ov'] for r in R if r['ov']); out(T,7,[(r['SAMPLE_CAT'],r['ov']) for r in R if r['ov']==mx])
out(T,8,sum(r['CONV_TO_ORDER']=='1' for r in R))
out(T,9,all(r['q']>=1 for r in R))
x=[r['LOAN_NO'] for r in R if r['q']==8 and r['CONV_TO_ORDER']=='1']; out(T,10,(len(x)>0,len(x)))
out(T,11,top(Counter(r['CUST_ID'] for r in R),6))
out(T,12,sorted((r['ov'] for r in R if r['ov']),reverse=True)[:6])
out(T,13,sum('grey' in lst(r['COLOURS']) for r in R))
out(T,14,round(st.mean(r['q'] for r in R if r['SAMPLE_CAT']=='Berber'),4))
out(T,15,top(Counter(r['REP_CD'] for r in R)))
out(T,16,round(100*sum(r['CONV_TO_ORDER']=='1' for r in R)/len(R),4))
out(T,17,sorted(Counter(q(r['o']) for r in R).items()))
out(T,18,sorted(Counter((r['o'].year,r['o'].month) for r in R).items()))
pm=defaultdict(list)
for r in R:
    if r['ov']: pm[(r['o'].year,r['o'].month)].append(r['ov'])
out(T,19,[(k,round(st.mean(v),2)) for k,v in sorted(pm.items())])
out(T,20,st.median(r['ov'] for r in R if r['ov']))
out(T,21,len(set(r['CUST_ID'] for r in R)))
for c in ['Sisal','Wool Twist']:
    s=[r for r in R if r['SAMPLE_CAT']==c]; out(T,22,(c,len(s),round(100*sum(r['CONV_TO_ORDER']=='1' for r in s)/len(s),4)))
out(T,23,(sum(1 for r in R if not r['r']),round(100*sum(1 for r in R if not r['r'])/len(R),4)))
out(T,24,(round(st.mean((r['r']-r['o']).total_seconds()/86400 for r in R if r['r']),4),'calendar-days',round(st.mean((r['r'].date()-r['o'].date()).days for r in R if r['r']),4)))
cr={}
for rep in set(r['REP_CD'] for r in R):
    s=[r for r in R if r['REP_CD']==rep]; cr[rep]=round(100*sum(r['CONV_TO_ORDER']=='1' for r in s)/len(s),4)
out(T,25,top(cr))
print('carpet years', Counter(r['o'].year for r in R))

# ---- vintage
T='vint'; R=load('vintage_consignments.csv')
for r in R:
    r['a']=m(r['Asking price']); r['s']=m(r['Sale price']); r['d']=datetime.strptime(r['Received on'],'%b %d, %Y').date()
out(T,1,len(R)); out(T,2,sum(r['a'] for r in R)); out(T,3,round(st.mean(r['a'] for r in R),4))
out(T,4,top(Counter(r['Category'] for r in R)))
sr=defaultdict(float)
for r in R:
    if r['s']: sr[r['Category']]+=r['s']
out(T,5,top(sr))
out(T,6,max(r['s'] for r in R if r['s']))
mx=max(r['a'] for r in R); out(T,7,[(r['Decade'],r['a'],r['Item no']) for r in R if r['a']==mx])
out(T,8,sum(r['Sold']=='TRUE' for r in R))
out(T,9,all(r['s']<=r['a'] for r in R if r['s'] is not None))
x=[(r['Item no'],r['s']) for r in R if r['Condition']=='Fair' and r['s'] and r['s']>150]; out(T,10,(len(x)>0,x))
out(T,11,top(Counter(r['Consignor id'] for r in R),6))
out(T,12,sorted((r['a'] for r in R),reverse=True)[:6])
out(T,13,sum('leather' in lst(r['Tags']) for r in R))
out(T,14,round(st.mean(r['s'] for r in R if r['s'] and r['Category']=='Outerwear'),4))
out(T,15,top(Counter(r['Condition'] for r in R)))
out(T,16,round(100*sum(r['Sold']=='TRUE' for r in R)/len(R),4))
out(T,17,sorted(Counter(q(r['d']) for r in R).items()))
out(T,18,sorted(Counter(r['d'].month for r in R).items()))
pm=defaultdict(list)
for r in R: pm[r['d'].month].append(r['a'])
out(T,19,[(k,round(st.mean(v),2)) for k,v in sorted(pm.items())])
out(T,20,st.median(int(r['Days on rack']) for r in R if r['Sold']=='TRUE'))
out(T,21,len(set(r['Consignor id'] for r in R)))
for c in ['Denim','Handbags']:
    s=[r for r in R if r['Category']==c]; out(T,22,(c,len(s),round(100*sum(r['Sold']=='TRUE' for r in s)/len(s),4)))
out(T,23,round(sum(r['s']*int(r['Commission pct'])/100 for r in R if r['s']),2))
out(T,24,(round(st.mean(100*(r['a']-r['s'])/r['a'] for r in R if r['s']),4),'ratio-of-sums',round(100*(sum(r['a'] for r in R if r['s'])-sum(r['s'] for r in R if r['s']))/sum(r['a'] for r in R if r['s']),4)))
dd={}
for dcd in sorted(set(r['Decade'] for r in R)):
    s=[r for r in R if r['Decade']==dcd]; dd[dcd or '(blank)']=(len(s),round(100*sum(r['Sold']=='TRUE' for r in s)/len(s),4))
out(T,25,dd)
