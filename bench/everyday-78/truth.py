import csv, statistics as st
from collections import Counter, defaultdict
from datetime import datetime
def load(f): return list(csv.DictReader(open(f, newline='', encoding='utf-8')))
def money(s): return float(s.replace('$','').replace('€','').replace(',','')) if s.strip() else None
def r(x): return round(x, 4) if isinstance(x, float) else x
def top(counter, k=None):
    items = counter.most_common()
    return items if k is None else items[:k]
def avg(xs): xs=[x for x in xs if x is not None]; return r(sum(xs)/len(xs))
out = []
def P(t, n, v): out.append(f"{t}\t{n}\t{v}")
def lst(s): return [x.strip() for x in s.split(',') if x.strip()]

# jewellery
t='jewellery_repairs'; R=load(t+'.csv')
for x in R:
    x['q']=money(x['quote_amount']); x['f']=money(x['final_price']); x['d']=int(x['days_to_complete']) if x['days_to_complete'] else None
    x['dt']=datetime.strptime(x['intake_date'],'%Y-%m-%d')
P(t,1,len(R)); P(t,2,r(sum(x['q'] for x in R))); P(t,3,avg([x['d'] for x in R]))
P(t,4,top(Counter(x['jeweller'] for x in R)))
P(t,5,max(x['f'] for x in R if x['f'] is not None))
mq=max(x['q'] for x in R); P(t,6,[(x['metal'],x['q'],x['ticket_id']) for x in R if x['q']==mq])
P(t,7,sum(x['rush_job']=='Y' for x in R)); P(t,8,('No', sum(x['f'] is None for x in R),'blank'))
P(t,9,[x['ticket_id'] for x in R if x['item_type']=='Brooch' and x['metal']=='Platinum'])
P(t,10,top(Counter(x['customer_id'] for x in R),6))
g=defaultdict(list); [g[x['item_type']].append(x['q']) for x in R]; P(t,11,{k:avg(v) for k,v in g.items()})
P(t,12,sum('polish' in lst(x['services']) for x in R))
P(t,13,sorted((x['q'] for x in R),reverse=True)[:6])
P(t,14,(sum(x['metal']=='Silver' and x['picked_up']=='N' for x in R),'blank pu among silver',sum(x['metal']=='Silver' and x['picked_up']=='' for x in R)))
P(t,15,top(Counter(x['item_type'] for x in R)))
P(t,16,r(100*sum(x['item_type']=='Ring' for x in R)/len(R)))
P(t,17,(sum(x['dt'].month<=3 for x in R),sum(4<=x['dt'].month<=6 for x in R)))
P(t,18,sorted(Counter(x['dt'].month for x in R).items()))
g=defaultdict(list); [g[x['dt'].month].append(x['q']) for x in R]; P(t,19,sorted((k,avg(v)) for k,v in g.items()))
P(t,20,(avg([x['d'] for x in R if x['rush_job']=='Y']),avg([x['d'] for x in R if x['rush_job']=='N'])))
P(t,21,st.median(x['q'] for x in R)); P(t,22,len(set(x['customer_id'] for x in R)))
pu=[x for x in R if x['picked_up']]; P(t,23,(r(100*sum(x['picked_up']=='Y' for x in R)/len(R)),'of nonblank',r(100*sum(x['picked_up']=='Y' for x in pu)/len(pu))))
g=defaultdict(float); [g.__setitem__(x['jeweller'],g[x['jeweller']]+(x['f'] or 0)) for x in R]; P(t,24,{k:r(v) for k,v in g.items()})
P(t,25,avg([x['f']-x['q'] for x in R if x['f'] is not None]))

# canoe
t='canoe_hire'; R=load(t+'.csv')
for x in R:
    x['h']=float(x['hoursOut']); x['fee']=float(x['fee']); x['p']=int(x['paddlers']); x['w']=int(x['weatherRating']) if x['weatherRating'] else None
    x['dt']=datetime.strptime(x['hireDate'],'%m/%d/%Y')
P(t,1,len(R)); P(t,2,r(sum(x['fee'] for x in R))); P(t,3,avg([x['h'] for x in R]))
P(t,4,top(Counter(x['boatType'] for x in R))); P(t,5,max(x['fee'] for x in R))
mh=max(x['h'] for x in R); P(t,6,Counter(x['launchSite'] for x in R if x['h']==mh))
P(t,7,sum(x['depositReturned']=='No' for x in R))
P(t,8,all(x['p']==2 for x in R if x['boatType']=='Tandem Kayak'))
P(t,9,[x['slipNo'] for x in R if x['boatType']=='SUP' and x['h']>6])
P(t,10,top(Counter(x['memberId'] for x in R if x['memberId']),6))
g=defaultdict(list); [g[x['launchSite']].append(x['fee']) for x in R]; P(t,11,{k:avg(v) for k,v in g.items()})
P(t,12,sum('dry bag' in lst(x['extras']) for x in R))
P(t,13,sorted((x['fee'] for x in R),reverse=True)[:7])
P(t,14,sum(x['boatType']=='Canoe' and x['launchSite']=='Mill Pond' and x['h']>=4 for x in R))
P(t,15,min(x['w'] for x in R if x['w'] is not None))
P(t,16,r(100*sum(not x['memberId'] for x in R)/len(R)))
P(t,17,(r(sum(x['fee'] for x in R if x['dt'].month==6)),r(sum(x['fee'] for x in R if x['dt'].month==7))))
P(t,18,sorted(Counter(x['dt'].month for x in R).items()))
g=defaultdict(list); [g[x['dt'].month].append(x['fee']) for x in R]; P(t,19,sorted((k,avg(v)) for k,v in g.items()))
P(t,20,(avg([x['fee'] for x in R if x['boatType']=='Canoe']),avg([x['fee'] for x in R if x['boatType']=='Kayak']),'kayak+tandem',avg([x['fee'] for x in R if 'Kayak' in x['boatType']])))
P(t,21,st.median(x['h'] for x in R)); P(t,22,len(set(x['memberId'] for x in R if x['memberId'])))
P(t,23,r(100*sum(x['depositReturned']=='Yes' for x in R)/len(R)))
g=Counter(); [g.update({x['launchSite']:x['p']}) for x in R]; P(t,24,dict(g))
P(t,25,r(sum(x['fee'] for x in R)/sum(x['h'] for x in R)))

# lawn
t='lawn_aeration'; R=load(t+'.csv')
for x in R:
    x['a']=int(x['Lawn Area (m²)']); x['du']=int(x['Duration (min)']); x['pr']=money(x['Price (€)']); x['rt']=int(x['Rating (1-5)']) if x['Rating (1-5)'] else None
    x['dt']=datetime.strptime(x['Job Date'],'%d-%b-%Y')
P(t,1,len(R)); P(t,2,r(sum(x['pr'] for x in R))); P(t,3,avg([x['a'] for x in R]))
P(t,4,top(Counter(x['Suburb'] for x in R))); P(t,5,max(x['du'] for x in R))
ma=max(x['a'] for x in R); P(t,6,[(x['Crew Lead'],x['a']) for x in R if x['a']==ma])
P(t,7,sum(x['Repeat Customer']=='TRUE' for x in R)); P(t,8,(max(x['pr'] for x in R), sum(x['pr']>200 for x in R)))
P(t,9,[x['Job Ref'] for x in R if x['Soil Type']=='Sandy' and x['Suburb']=='Kingsford' and x['rt']==1])
P(t,10,top(Counter(x['Customer No'] for x in R),6))
g=defaultdict(list); [g[x['Soil Type']].append(x['du']) for x in R]; P(t,11,{k:avg(v) for k,v in g.items()})
P(t,12,sum('overseeding' in lst(x['Add-ons']) for x in R))
P(t,13,sorted((x['a'] for x in R),reverse=True)[:6])
P(t,14,sum(x['Suburb']=='Oakdale' and x['Crew Lead']=='Declan' for x in R))
g=defaultdict(list); [g[x['Crew Lead']].append(x['rt']) for x in R]; P(t,15,{k:avg(v) for k,v in g.items()})
P(t,16,r(100*sum(x['Soil Type']=='Clay' for x in R)/len(R)))
P(t,17,(sum(x['dt'].month<=3 for x in R),sum(7<=x['dt'].month<=9 for x in R)))
g=defaultdict(float); [g.__setitem__(x['dt'].month,g[x['dt'].month]+x['pr']) for x in R]; P(t,18,sorted((k,r(v)) for k,v in g.items()))
g=defaultdict(list); [g[x['dt'].month].append(x['pr']) for x in R]; P(t,19,sorted((k,avg(v)) for k,v in g.items()))
P(t,20,(avg([x['rt'] for x in R if x['Repeat Customer']=='TRUE']),avg([x['rt'] for x in R if x['Repeat Customer']=='FALSE'])))
P(t,21,st.median(x['pr'] for x in R)); P(t,22,len(set(x['Customer No'] for x in R)))
P(t,23,r(100*sum(bool(x['Add-ons']) for x in R)/len(R)))
g=defaultdict(lambda:[0,0]); [(g[x['Soil Type']].__setitem__(0,g[x['Soil Type']][0]+x['pr']),g[x['Soil Type']].__setitem__(1,g[x['Soil Type']][1]+x['a'])) for x in R]
P(t,24,{k:r(v[0]/v[1]) for k,v in g.items()})
P(t,25,dict(Counter(x['Crew Lead'] for x in R)))

# catering
t='catering_van'; R=load(t+'.csv')
for x in R:
    x['g']=int(x['GUESTS']); x['amt']=float(x['AMT_TOT']); x['dep']=float(x['DEP_PD']) if x['DEP_PD'] else None
    x['dt']=datetime.strptime(x['EVT_DTTM'],'%Y-%m-%dT%H:%M:%S')
P(t,1,len(R)); P(t,2,r(sum(x['amt'] for x in R))); P(t,3,avg([x['g'] for x in R]))
P(t,4,top(Counter(x['EVT_TYPE'] for x in R))); P(t,5,max(x['amt'] for x in R))
mg=max(x['g'] for x in R); P(t,6,[(x['VAN_ID'],x['g']) for x in R if x['g']==mg])
P(t,7,sum(x['CNCLD']=='1' for x in R)); P(t,8,('No blanks:',sum(x['dep'] is None for x in R)))
P(t,9,[(x['BKG_ID'],x['g']) for x in R if x['EVT_TYPE']=='Funeral' and x['g']>200])
P(t,10,top(Counter(x['CUST_ID'] for x in R),6))
g=defaultdict(list); [g[x['VAN_ID']].append(x['amt']) for x in R]; P(t,11,{k:avg(v) for k,v in g.items()})
P(t,12,sum('tacos' in lst(x['CUISINES']) for x in R))
P(t,13,sorted((x['g'] for x in R),reverse=True)[:7])
P(t,14,sum(x['CNCLD']=='0' and x['EVT_TYPE']=='Wedding' and x['VAN_ID']=='VAN-3' for x in R))
P(t,15,top(Counter(x['VAN_ID'] for x in R)))
P(t,16,r(100*sum(x['EVT_TYPE']=='Corporate' for x in R)/len(R)))
P(t,17,(r(sum(x['amt'] for x in R if x['dt'].month<=6)),r(sum(x['amt'] for x in R if x['dt'].month>6))))
P(t,18,sorted(Counter(x['dt'].month for x in R).items()))
g=defaultdict(list); [g[x['dt'].month].append(x['amt']) for x in R]; P(t,19,sorted((k,avg(v)) for k,v in g.items()))
P(t,20,(avg([x['g'] for x in R if x['EVT_TYPE']=='Wedding']),avg([x['g'] for x in R if x['EVT_TYPE']=='Birthday'])))
P(t,21,st.median(x['amt'] for x in R)); P(t,22,len(set(x['CUST_ID'] for x in R)))
P(t,23,r(100*sum(x['CNCLD']=='1' for x in R)/len(R)))
P(t,24,(avg([100*x['dep']/x['amt'] for x in R if x['dep'] is not None]),'ratio of sums',r(100*sum(x['dep'] for x in R if x['dep'] is not None)/sum(x['amt'] for x in R if x['dep'] is not None))))
P(t,25,sum(x['dt'].hour>=17 for x in R))

# bike
t='bike_permits'; R=load(t+'.csv')
for x in R:
    x['fee']=float(x['Fee paid']); x['dt']=datetime.strptime(x['Issued on'],'%Y-%m-%d')
P(t,1,len(R)); P(t,2,r(sum(x['fee'] for x in R))); P(t,3,avg([x['fee'] for x in R]))
P(t,4,top(Counter(x['Rack location'] for x in R))); P(t,5,min(x['fee'] for x in R))
md=max(x['dt'] for x in R); P(t,6,[(x['Permit type'],x['Issued on']) for x in R if x['dt']==md])
P(t,7,sum(x['Auto renew']=='true' for x in R))
P(t,8,[x['Bike type'] for x in R if x['Charging access']=='true' and x['Bike type']!='E-bike'])
P(t,9,[x['Permit number'] for x in R if x['Bike type']=='Cargo' and x['Rack location']=='Library'])
P(t,10,top(Counter(x['Holder id'] for x in R),6))
g=defaultdict(list); [g[x['Permit type']].append(x['fee']) for x in R]; P(t,11,{k:avg(v) for k,v in g.items()})
P(t,12,sum('Zone C' in lst(x['Zones']) for x in R))
P(t,13,sorted((x['Issued on'] for x in R),reverse=True)[:7])
P(t,14,sum(x['Status']=='Active' and x['Permit type']=='Annual' and x['Rack location']=='Central Station' for x in R))
P(t,15,top(Counter(x['Cancelled reason'] for x in R if x['Cancelled reason'])))
P(t,16,r(100*sum(x['Bike type']=='E-bike' for x in R)/len(R)))
P(t,17,(sum(x['dt'].month<=3 for x in R),sum(4<=x['dt'].month<=6 for x in R)))
P(t,18,sorted(Counter(x['dt'].month for x in R).items()))
g=defaultdict(list); [g[x['dt'].month].append(x['fee']) for x in R]; P(t,19,sorted((k,avg(v)) for k,v in g.items()))
P(t,20,(avg([x['fee'] for x in R if x['Permit type']=='Annual' and x['Rack location']=='Central Station']),avg([x['fee'] for x in R if x['Permit type']=='Annual' and x['Rack location']=='University Gate'])))
P(t,21,st.median(x['fee'] for x in R)); P(t,22,len(set(x['Holder id'] for x in R)))
A=[x for x in R if x['Status']=='Active']; P(t,23,r(100*sum(x['Auto renew']=='true' for x in A)/len(A)))
E=[x for x in R if x['Bike type']=='E-bike']; P(t,24,r(100*sum(x['Charging access']=='true' for x in E)/len(E)))
g=defaultdict(float); [g.__setitem__(x['Bike type'],g[x['Bike type']]+x['fee']) for x in R]; P(t,25,{k:r(v) for k,v in g.items()})
print('\n'.join(out))
