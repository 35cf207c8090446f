import csv, statistics as st, datetime as dt
from collections import Counter, defaultdict
def load(f): return list(csv.DictReader(open(f, newline='')))
def money(s): return float(s.replace('$','').replace('€','').replace(',','')) if s.strip() else None
def r(x): return round(x, 4) if isinstance(x, float) else x
out = []
def P(t, n, v): out.append(f'{t}\t{n}\t{v}')
def top(counter, k=1):
    items = sorted(counter.items(), key=lambda kv: -kv[1])
    cut = items[min(k, len(items)) - 1][1]
    return [(a, r(b)) for a, b in items if b >= cut]
def lst(s): return [x.strip() for x in s.split(',') if x.strip()]
def mean(xs): return st.mean(xs) if xs else None

# ---- surfboard
T='surfboard'; R = load('surfboard_repairs.csv')
for x in R:
    x['c'] = float(x['cost']); x['d'] = dt.date.fromisoformat(x['date_in'])
P(T,1,len(R))
P(T,2,top(Counter(x['board_type'] for x in R)))
P(T,3,r(sum(x['c'] for x in R)))
P(T,4,r(mean([int(x['ding_count']) for x in R])))
P(T,5,max(x['c'] for x in R))
h = defaultdict(float)
for x in R:
    if x['labor_hours']: h[x['technician']] += float(x['labor_hours'])
P(T,6,top(h))
sup = [x['resin'] for x in R if x['board_type']=='SUP']; P(T,7,(all(s=='epoxy' for s in sup), len(sup)))
P(T,8,sum(1 for x in R if x['status']=='cancelled' and x['rush']=='Y'))
P(T,9,top(Counter(x['customer_id'] for x in R),3))
m = max(float(x['board_length_ft']) for x in R); P(T,10,[(x['board_type'],x['board_length_ft']) for x in R if float(x['board_length_ft'])==m])
P(T,11,sum(1 for x in R if 'fin box' in lst(x['damage_types'])))
m = max(int(x['ding_count']) for x in R); P(T,12,sorted((x['repair_id'], x['c']) for x in R if int(x['ding_count'])==m))
P(T,13,len(set(x['customer_id'] for x in R)))
P(T,14,sorted((x['c'] for x in R), reverse=True)[:5])
P(T,15,{k: r(mean([x['c'] for x in R if x['resin']==k])) for k in ('epoxy','polyester')})
P(T,16,r(100*sum(x['rush']=='Y' for x in R)/len(R)))
q1=[x['c'] for x in R if x['d'].month<=3]; q2=[x['c'] for x in R if 4<=x['d'].month<=6]
P(T,17,(r(mean(q1)),len(q1),r(mean(q2)),len(q2),r(mean(q2)-mean(q1))))
P(T,18,sorted(Counter(x['d'].month for x in R).items()))
P(T,19,[(mth, r(mean([x['c'] for x in R if x['d'].month==mth]))) for mth in range(1,13)])
P(T,20,st.median([int(x['days_to_complete']) for x in R if x['status']=='completed' and x['days_to_complete']]))
P(T,21,{k: r(mean([int(x['days_to_complete']) for x in R if x['rush']==k and x['days_to_complete']])) for k in 'YN'})
hh=[x for x in R if x['labor_hours']]
P(T,22,('ratio of sums', r(sum(x['c'] for x in hh)/sum(float(x['labor_hours']) for x in hh)), 'mean of ratios', r(mean([x['c']/float(x['labor_hours']) for x in hh]))))
P(T,23,r(100*sum(x['status']=='cancelled' for x in R)/len(R)))
P(T,24,{k: r(mean([x['c'] for x in R if x['technician']==k])) for k in ('Marlee','Tomas')})
s=defaultdict(float)
for x in R: s[x['board_type']]+=x['c']
P(T,25,top(s))

# ---- ice
T='ice'; R = load('ice_sculpture_orders.csv')
for x in R:
    x['t']=money(x['orderTotal']); x['od']=dt.datetime.strptime(x['orderDate'],'%m/%d/%Y').date(); x['ed']=dt.datetime.strptime(x['eventDate'],'%m/%d/%Y').date()
P(T,1,len(R)); P(T,2,top(Counter(x['eventType'] for x in R))); P(T,3,r(sum(x['t'] for x in R)))
P(T,4,r(mean([int(x['blockCount']) for x in R])))
m=max(x['t'] for x in R); P(T,5,[(x['sculptor'],x['t']) for x in R if x['t']==m])
P(T,6,sum(x['depositPaid']=='false' for x in R))
o=[x['eventType'] for x in R if x['rating']=='1']; P(T,7,(all(e=='wedding' for e in o), Counter(o)))
P(T,8,(any(x['blockCount']=='12' for x in R), sum(x['blockCount']=='12' for x in R)))
P(T,9,top(Counter(x['clientId'] for x in R),3))
P(T,10,max(float(x['deliveryMiles']) for x in R if x['deliveryMiles']))
P(T,11,sum('swan' in lst(x['themes']) for x in R))
P(T,12,[(x['orderId'],x['rating']) for x in R if x['t']==m])
P(T,13,len(set(x['clientId'] for x in R)))
P(T,14,sorted((x['t'] for x in R),reverse=True)[:4])
P(T,15,top({k: mean([int(x['rating']) for x in R if x['sculptor']==k and x['rating']]) for k in set(x['sculptor'] for x in R)},5))
P(T,16,r(100*sum(x['eventType']=='wedding' for x in R)/len(R)))
q1=[x['t'] for x in R if x['od'].year==2024 and x['od'].month<=3]; q2=[x['t'] for x in R if x['od'].year==2024 and 4<=x['od'].month<=6]
P(T,17,(sum(q1),len(q1),sum(q2),len(q2)))
P(T,18,sorted(Counter(x['od'].month for x in R if x['od'].year==2024).items()))
P(T,19,[(mth,r(mean([x['t'] for x in R if x['od'].year==2024 and x['od'].month==mth]))) for mth in range(1,12)])
P(T,20,st.median([x['t'] for x in R]))
P(T,21,{k: r(mean([int(x['blockCount']) for x in R if x['eventType']==k])) for k in ('corporate','wedding')})
P(T,22,r(100*sum(x['delivered']=='true' for x in R)/len(R)))
P(T,23,r(mean([(x['ed']-x['od']).days for x in R])))
P(T,24,('ratio of sums',r(sum(x['t'] for x in R)/sum(int(x['blockCount']) for x in R)),'mean of ratios',r(mean([x['t']/int(x['blockCount']) for x in R]))))
P(T,25,{k: r(100*mean([x['delivered']=='true' for x in R if x['depositPaid']==k])) for k in ('true','false')})

# ---- drive-in
T='drivein'; R=load('drive_in_tickets.csv')
for x in R:
    x['p']=money(x['Ticket Price (€)']); x['s']=money(x['Snack Spend (€)']); x['g']=int(x['Guests (people)']); x['d']=dt.datetime.strptime(x['Show Date'],'%d-%b-%Y').date()
P(T,1,len(R)); P(T,2,top(Counter(x['Film Title'] for x in R))); P(T,3,r(sum(x['p'] for x in R)))
P(T,4,sum(x['g'] for x in R)); P(T,5,r(mean([x['p'] for x in R]))); P(T,6,top(Counter(x['Vehicle Type'] for x in R)))
c=Counter(x['Screen'] for x in R); P(T,7,(c['North']>c['South'],c))
P(T,8,sum(1 for x in R if x['Vehicle Type']=='convertible' and x['Weather']=='drizzle'))
g=defaultdict(int)
for x in R: g[x['Film Title']]+=x['g']
P(T,9,top(g,3))
m=max(x['s'] for x in R if x['s'] is not None); P(T,10,m)
P(T,11,sum('popcorn' in lst(x['Snacks']) for x in R))
P(T,12,[(x['Ticket No'],x['Film Title']) for x in R if x['s']==m])
P(T,13,len(set(x['Member ID'] for x in R if x['Member ID'])))
P(T,14,sorted((x['g'] for x in R),reverse=True)[:5])
P(T,15,sum(x['Late Entry']=='Yes' for x in R))
P(T,16,r(100*sum(bool(x['Member ID']) for x in R)/len(R)))
P(T,17,(r(sum(x['p'] for x in R if x['d'].month==6)),r(sum(x['p'] for x in R if x['d'].month==7))))
P(T,18,sorted(Counter(x['d'].month for x in R).items()))
P(T,19,[(mth,r(mean([x['g'] for x in R if x['d'].month==mth]))) for mth in range(4,10)])
P(T,20,st.median([x['p'] for x in R]))
P(T,21,{'member':r(mean([x['s'] for x in R if x['Member ID'] and x['s'] is not None])),'non':r(mean([x['s'] for x in R if not x['Member ID'] and x['s'] is not None]))})
P(T,22,r(100*sum(bool(x['Snacks']) for x in R)/len(R)))
P(T,23,top({k: mean([x['g'] for x in R if x['Weather']==k]) for k in ('clear','cloudy','drizzle')},3))
P(T,24,('ratio of sums',r(sum(x['p'] for x in R)/sum(x['g'] for x in R)),'mean of ratios',r(mean([x['p']/x['g'] for x in R]))))
P(T,25,len(set(x['Film Title'] for x in R if x['Screen']=='South')))

# ---- beach
T='beach'; R=load('beach_umbrella_rentals.csv')
for x in R: x['a']=float(x['AMT']); x['h']=int(x['HRS']); x['ts']=dt.datetime.fromisoformat(x['START_TS'])
P(T,1,len(R)); P(T,2,top(Counter(x['BCH_ZONE'] for x in R))); P(T,3,r(sum(x['a'] for x in R)))
P(T,4,r(mean([x['h'] for x in R]))); m=max(x['a'] for x in R); P(T,5,m); P(T,6,top(Counter(x['ATT_ID'] for x in R)))
P(T,7,(all(x['BCH_ZONE']=='D-COVE' for x in R if x['ITEM_TYP']=='cabana'),Counter(x['BCH_ZONE'] for x in R if x['ITEM_TYP']=='cabana')))
P(T,8,sum(x['DEP_RTND']=='0' for x in R))
s=defaultdict(float)
for x in R: s[x['ATT_ID']]+=x['a']
P(T,9,top(s,3)); P(T,10,max(int(x['QTY']) for x in R))
P(T,11,sum('cooler' in lst(x['ADDONS']) for x in R))
P(T,12,[(x['RENT_ID'],x['ITEM_TYP']) for x in R if x['a']==m])
P(T,13,len(set(x['ATT_ID'] for x in R)))
P(T,14,sorted((x['a'] for x in R),reverse=True)[:5])
P(T,15,top({k: mean([x['a'] for x in R if x['CUST_TYP']==k]) for k in ('tourist','local','hotel guest')},3))
P(T,16,(r(100*sum(x['PAY_MTH']=='cash' for x in R)/len(R)), 'of non-blank', r(100*sum(x['PAY_MTH']=='cash' for x in R)/sum(bool(x['PAY_MTH']) for x in R))))
P(T,17,(r(sum(x['a'] for x in R if x['ts'].month==7)),r(sum(x['a'] for x in R if x['ts'].month==8))))
P(T,18,sorted(Counter(x['ts'].month for x in R).items()))
P(T,19,[(mth,r(mean([x['a'] for x in R if x['ts'].month==mth]))) for mth in range(5,10)])
P(T,20,st.median([x['a'] for x in R]))
P(T,21,{k: r(mean([x['h'] for x in R if x['CUST_TYP']==k])) for k in ('tourist','local')})
P(T,22,r(100*sum(x['DEP_RTND']=='1' for x in R)/len(R)))
s=defaultdict(float)
for x in R: s[x['ITEM_TYP']]+=x['a']
P(T,23,top(s))
P(T,24,('ratio of sums',r(sum(x['a'] for x in R)/sum(x['h'] for x in R)),'mean of ratios',r(mean([x['a']/x['h'] for x in R]))))
P(T,25,r(100*sum(bool(x['ADDONS']) for x in R)/len(R)))

# ---- arcade
T='arcade'; R=load('arcade_repairs.csv')
for x in R:
    x['p']=money(x['PartsCost']); x['l']=money(x['LaborCost']); x['d']=dt.datetime.strptime(x['DateReceived'],'%d/%m/%Y').date()
    x['rd']=dt.datetime.strptime(x['DateReturned'],'%d/%m/%Y').date() if x['DateReturned'] else None
P(T,1,len(R)); P(T,2,top(Counter(x['CabinetTitle'] for x in R))); P(T,3,r(sum(x['l'] for x in R)))
P(T,4,r(mean([x['p'] for x in R if x['p'] is not None])))
m=max(x['p'] for x in R if x['p'] is not None); P(T,5,m); P(T,6,top(Counter(x['Technician'] for x in R)))
P(T,7,(all(x['Manufacturer']=='Capcom' for x in R if x['CabinetTitle']=='Street Fighter II')))
P(T,8,sum(1 for x in R if x['WarrantyClaim']=='TRUE' and x['OnsiteVisit']=='TRUE'))
P(T,9,top(Counter(x['OwnerId'] for x in R),3)); P(T,10,min(int(x['ReleaseYear']) for x in R))
P(T,11,sum('monitor' in lst(x['Faults']) for x in R))
P(T,12,[(x['TicketNo'],x['CabinetTitle']) for x in R if x['p']==m])
P(T,13,len(set(x['OwnerId'] for x in R)))
P(T,14,sorted((x['p'] for x in R if x['p'] is not None),reverse=True)[:3])
P(T,15,top({k: mean([x['l'] for x in R if x['Manufacturer']==k]) for k in set(x['Manufacturer'] for x in R)},6))
P(T,16,r(100*sum(x['WarrantyClaim']=='TRUE' for x in R)/len(R)))
P(T,17,(sum(1 for x in R if x['d'].year==2024 and x['d'].month<=6), sum(1 for x in R if x['d'].year==2023 and x['d'].month>=7)))
P(T,18,sorted(Counter(x['d'].month for x in R if x['d'].year==2024).items()))
P(T,19,[(mth,r(mean([x['l'] for x in R if x['d'].year==2024 and x['d'].month==mth]))) for mth in range(1,11)])
P(T,20,st.median([(x['rd']-x['d']).days for x in R if x['rd']]))
P(T,21,{k: r(mean([(x['p'] or 0)+x['l'] for x in R if x['OnsiteVisit']==k])) for k in ('TRUE','FALSE')})
P(T,22,sum(1 for x in R if not x['rd']))
P(T,23,top({k: mean([(x['rd']-x['d']).days for x in R if x['rd'] and x['Technician']==k]) for k in ('Rosa','Vince','Priya')},3))
P(T,24,sorted(Counter(x['Manufacturer'] for x in R).items(), key=lambda kv:-kv[1]))
P(T,25,r(100*sum(len(lst(x['Faults']))>1 for x in R)/len(R)))
print('\n'.join(out))
