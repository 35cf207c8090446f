import csv, datetime as dt
from collections import Counter, defaultdict

def load(n): return list(csv.DictReader(open(f"{n}.csv", newline='')))
def num(s):
    s = s.replace('$','').replace('£','').replace(',','').strip()
    return float(s) if s else None
def r2(x): return round(x, 2)
def avg(xs): xs=[x for x in xs if x is not None]; return sum(xs)/len(xs)
def topn(d, n, rev=True):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=rev)
    return items[:n], items[n:n+2]   # show the next ones to spot ties
OUT = []
def out(t, n, ans, note=''):
    OUT.append((t, n, ans, note))

# ------------------------------------------------------------------ EV
t='ev_charging'; R=load(t)
for r in R:
    r['kwh']=num(r['Energy Delivered (kWh)']); r['dur']=int(r['Duration (min)']); r['kw']=num(r['Peak Power (kW)'])
    r['cost']=num(r['Session Cost ($)']); r['idle']=num(r['Idle Fee ($)'])
    r['d']=dt.datetime.strptime(r['Start Date'],'%m/%d/%Y').date()
    r['faults']=[x.strip() for x in r['Fault Codes'].split(',') if x.strip()]
mx=max(r['cost'] for r in R); tops=[r for r in R if r['cost']==mx]
out(t,1,[r['Member'] for r in tops], f"max cost {mx}, n={len(tops)}")
out(t,2,sorted([r['kw'] for r in R],reverse=True)[:6], 'top5 (+6th shown)')
out(t,3,any(r['dur']>240 for r in R), f"max dur {max(r['dur'] for r in R)}")
out(t,4,len({r['Station ID'] for r in R}))
out(t,5,Counter(r['Vehicle Make'] for r in R).most_common(3))
mx=max(r['kw'] for r in R); out(t,6,[r['Connector'] for r in R if r['kw']==mx], f"max kW {mx}")
g=defaultdict(list)
for r in R: g[r['Site']].append(r['cost'])
out(t,7,sorted(((k,r2(avg(v))) for k,v in g.items()),key=lambda x:-x[1]))
out(t,8,max(r['kw'] for r in R if r['Site']=='Mall North'))
s=sorted(R,key=lambda r:r['kwh']); out(t,9,[(r['Vehicle Make'],r['kwh']) for r in s[:5]])
out(t,10,all(r['Connector']=='NACS' for r in R if r['Vehicle Make']=='Tesla'), str(Counter(r['Connector'] for r in R if r['Vehicle Make']=='Tesla')))
out(t,11,Counter(r['Payment Method'] for r in R if r['Member']=='No').most_common(), 'blank = missing')
out(t,12,not any(r['cost']>50 for r in R), f"max cost {max(r['cost'] for r in R)}")
mx=max(r['cost'] for r in R); out(t,13,[str(r['d']) for r in R if r['cost']==mx], f"cost {mx}")
out(t,14,sorted(r['dur'] for r in R if r['Vehicle Make']=='Nissan')[:6])
out(t,15,sum(1 for r in R if r['faults']))
g=defaultdict(float)
for r in R: g[r['Site']]+=r['kwh']
out(t,16,{k:r2(v) for k,v in g.items()})
out(t,17,r2(100*sum(r['Member']=='Yes' for r in R)/len(R)))
q1=sum(r['cost'] for r in R if r['d'].month<=3); q2=sum(r['cost'] for r in R if 4<=r['d'].month<=6)
out(t,18,(r2(q1),r2(q2)), f"months {sorted({r['d'].month for r in R})}")
g=defaultdict(list)
for r in R: g[r['d'].strftime('%Y-%m')].append(r['kwh'])
out(t,19,{k:r2(avg(v)) for k,v in sorted(g.items())})
out(t,20,sum(1 for r in R if r['Connector']=='CCS' and r['Site']=='Airport Lot B' and r['kwh']>50))
out(t,21,r2(avg([r['idle'] for r in R])), f"n={sum(r['idle'] is not None for r in R)}; incl $0.00 rows")
g=defaultdict(float)
for r in R: g[r['Station ID']]+=r['kwh']
out(t,22,sorted(((k,r2(v)) for k,v in g.items()),key=lambda x:-x[1])[:3])
g=defaultdict(list)
for r in R: g[r['Member']].append(r['cost'])
out(t,23,{k:r2(avg(v)) for k,v in g.items()})
out(t,24,sum(1 for r in R if r['Site']=='Downtown Garage' and r['Payment Method']=='Credit Card' and r['d'].month==3))
ty=[r for r in R if r['Connector']=='Type 2']; out(t,25,r2(100*sum(1 for r in ty if r['faults'])/len(ty)), f"{sum(1 for r in ty if r['faults'])}/{len(ty)}")

# ------------------------------------------------------------------ Rowing
t='rowing_regattas'; R=load(t)
for r in R:
    r['time']=num(r['finish_time_sec']); r['pos']=int(r['finish_position']) if r['finish_position'] else None
    r['age']=num(r['crew_avg_age']); r['pen']=int(r['penalty_sec']); r['fee']=num(r['entry_fee_gbp'])
    r['d']=dt.date.fromisoformat(r['race_date']); r['sp']=[x.strip() for x in r['sponsors'].split(',') if x.strip()]
fin=[r for r in R if r['time'] is not None]
mn=min(r['time'] for r in fin); out(t,1,[(r['race_id'],r['pos']) for r in fin if r['time']==mn], f"time {mn}")
out(t,2,sorted(r['time'] for r in fin if r['boat_class']=='1x')[:4])
out(t,3,len({r['club'] for r in R}))
out(t,4,Counter(r['club'] for r in R if r['pos']==1).most_common(4))
out(t,5,any(r['dnf']=='TRUE' for r in R if r['regatta_name']=='Harbour Cup'), str(sum(r['dnf']=='TRUE' for r in R if r['regatta_name']=='Harbour Cup')))
mn=min(r['age'] for r in R if r['age'] is not None); out(t,6,[(r['coach'],r['club']) for r in R if r['age']==mn], f"age {mn}")
out(t,7,Counter(r['boat_class'] for r in R if r['category']=="Women's").most_common(4))
out(t,8,max(r['pen'] for r in R))
out(t,9,all(r['crew_size']=='9' for r in R if r['boat_class']=='8+'))
sh=sorted([r for r in fin if r['regatta_name']=='Spring Head'],key=lambda r:-r['time'])
out(t,10,[(r['lane'],r['time']) for r in sh[:4]])
out(t,11,Counter(r['club'] for r in R if r['dnf']=='TRUE').most_common())
out(t,12,sum('Concept2' in r['sp'] for r in R))
out(t,13,len({r['club'] for r in R if r['coach']=='A. Byrne'})==1, str({r['club'] for r in R if r['coach']=='A. Byrne'}))
out(t,14,Counter(r['boat_class'] for r in R).most_common(4))
out(t,15,r2(avg([r['age'] for r in R if r['pos']==1])), f"n with age={sum(1 for r in R if r['pos']==1 and r['age'] is not None)}")
g=defaultdict(float)
for r in R: g[r['club']]+=r['fee']
out(t,16,{k:r2(v) for k,v in sorted(g.items())})
out(t,17,r2(100*sum(r['pen']>0 for r in R)/len(R)))
g=defaultdict(list)
for r in fin:
    if r['boat_class']=='2x': g[r['category']].append(r['time'])
out(t,18,{k:r2(avg(v)) for k,v in g.items()})
g=defaultdict(set)
for r in R: g[r['regatta_name']].add(r['race_id'])
out(t,19,{k:len(v) for k,v in g.items()})
out(t,20,sum(1 for r in R if r['club']=='Isis BC' and r['pos'] is not None and r['pos']<=3))
g=defaultdict(list)
for r in fin: g[r['boat_class']].append(r['time'])
out(t,21,{k:r2(avg(v)) for k,v in sorted(g.items())})
e=Counter(r['club'] for r in R); w=Counter(r['club'] for r in R if r['pos']==1)
out(t,22,sorted(((k,r2(w[k]/e[k])) for k in e),key=lambda x:-x[1])[:3])
out(t,23,sum(1 for r in R if r['pen']>0 and r['pos']==1))
h1=[r['time'] for r in fin if r['boat_class']=='1x' and r['d'].month<=6]; h2=[r['time'] for r in fin if r['boat_class']=='1x' and r['d'].month>6]
out(t,24,(r2(avg(h1)),r2(avg(h2))))
out(t,25,dict(sorted(Counter(r['d'].strftime('%Y-%m') for r in R).items())))

# ------------------------------------------------------------------ Energy audits
t='energy_audits'; R=load(t)
for r in R:
    r['d']=dt.datetime.strptime(r['auditDate'],'%d-%b-%Y').date(); r['score']=int(r['energyScore'])
    r['cost']=num(r['estUpgradeCost']); r['sav']=num(r['estAnnualSavings']); r['ach']=num(r['blowerDoorAch50'])
    r['yb']=int(r['yearBuilt']); r['area']=int(r['floorAreaSqft']); r['kwh']=int(r['annualKwh'])
    r['ups']=[x.strip() for x in r['recommendedUpgrades'].split(',') if x.strip()]
mx=max(r['kwh'] for r in R); out(t,1,[(r['heatingFuel'],r['auditId']) for r in R if r['kwh']==mx], f"kwh {mx}")
out(t,2,sorted((r['cost'] for r in R),reverse=True)[:5])
out(t,3,len({r['propertyId'] for r in R}))
out(t,4,Counter(r['auditorName'] for r in R).most_common(3))
mx=max(r['ach'] for r in R); out(t,5,[(r['yb'],r['propertyId']) for r in R if r['ach']==mx], f"ach {mx}")
out(t,6,any(r['area']>1500 for r in R if r['propertyType']=='Apartment'), str(max(r['area'] for r in R if r['propertyType']=='Apartment')))
out(t,7,Counter(u for r in R for u in r['ups']).most_common(5))
out(t,8,r2(avg([r['score'] for r in R if r['heatingFuel']=='Heat Pump'])))
out(t,9,all(r['rebateEligible']=='1' for r in R if r['propertyType']=='Bungalow'), str(Counter(r['rebateEligible'] for r in R if r['propertyType']=='Bungalow')))
s=sorted(R,key=lambda r:r['yb']); out(t,10,[(r['city'],r['yb'],r['propertyId']) for r in s[:5]])
out(t,11,min(r['kwh'] for r in R if r['city']=='Lakewood'))
g=defaultdict(list)
for r in R: g[r['propertyType']].append(r['sav'])
out(t,12,sorted(((k,r2(avg(v))) for k,v in g.items()),key=lambda x:-x[1]))
old=[r for r in R if r['yb']<1940]; out(t,13,all(r['score']<50 for r in old), f"n={len(old)} max score {max(r['score'] for r in old)}")
out(t,14,sorted((r['kwh'] for r in R if r['city']=='Riverton'),reverse=True)[:6])
out(t,15,sum('Air sealing' in r['ups'] for r in R))
g=defaultdict(float)
for r in R: g[r['city']]+=r['cost']
out(t,16,{k:r2(v) for k,v in sorted(g.items())})
out(t,17,r2(100*sum(r['rebateEligible']=='1' for r in R)/len(R)))
out(t,18,dict(Counter(r['d'].year for r in R)))
g=defaultdict(list)
for r in R: g[r['d'].strftime('%Y-%m')].append(r['score'])
out(t,19,{k:r2(avg(v)) for k,v in sorted(g.items())})
out(t,20,sum(1 for r in R if r['propertyType']=='Detached' and r['city']=='Riverton' and r['followUpBooked']=='1'))
out(t,21,r2(sum(r['sav'] for r in R if r['heatingFuel']=='Heating Oil' and r['sav'] is not None)))
out(t,22,(r2(avg([r['ach'] for r in R if r['yb']<1970])),r2(avg([r['ach'] for r in R if r['yb']>=1970]))))
g=defaultdict(list)
for r in R: g[r['auditorName']].append(r['score'])
out(t,23,sorted(((k,r2(avg(v))) for k,v in g.items()),key=lambda x:-x[1]))
c=Counter(r['propertyId'] for r in R); out(t,24,sum(1 for v in c.values() if v>1))
g=defaultdict(list)
for r in R: g[r['propertyType']].append(r['kwh'])
out(t,25,{k:r2(avg(v)) for k,v in g.items()})

# ------------------------------------------------------------------ Zoo
t='zoo_feeding'; R=load(t)
for r in R:
    r['q']=num(r['Qty_kg']); r['c']=num(r['Cost_USD']); r['w']=num(r['Wt_kg'])
    r['d']=dt.datetime.strptime(r['Fd_Dt'],'%Y-%m-%d %H:%M'); r['sp']=[x.strip() for x in r['Supps'].split(',') if x.strip()]
mx=max(r['q'] for r in R); out(t,1,[r['Refused_YN'] for r in R if r['q']==mx], f"qty {mx}")
out(t,2,sorted((r['q'] for r in R if r['Spcs']=='Gorilla'),reverse=True)[:4])
out(t,3,len({r['Anml_ID'] for r in R}))
out(t,4,Counter(r['Kpr'] for r in R).most_common())
mx=max(r['c'] for r in R); out(t,5,[r['Spcs'] for r in R if r['c']==mx], f"cost {mx}")
out(t,6,any(r['Refused_YN']=='Y' for r in R if r['Spcs']=='Elephant'))
out(t,7,Counter(r['Fd_Type'] for r in R).most_common(5))
out(t,8,r2(avg([r['q'] for r in R if r['Spcs']=='Giraffe'])))
out(t,9,all(r['c']<5 for r in R if r['Spcs']=='Meerkat'), f"max {max(r['c'] for r in R if r['Spcs']=='Meerkat')}")
s=sorted(R,key=lambda r:r['d'],reverse=True); out(t,10,[(r['Fd_Type'],str(r['d'])) for r in s[:4]])
out(t,11,min(r['w'] for r in R if r['Spcs']=='Lion' and r['w'] is not None))
g=defaultdict(float)
for r in R: g[r['Encl']]+=r['c']
out(t,12,sorted(((k,r2(v)) for k,v in g.items()),key=lambda x:-x[1]))
out(t,13,sum('Calcium' in r['sp'] for r in R))
out(t,14,sorted(r['c'] for r in R if r['Spcs']=='Sea Lion')[:5])
mx=max(r['w'] for r in R if r['w'] is not None); out(t,15,[r['Spcs'] for r in R if r['w']==mx])
g=defaultdict(float)
for r in R: g[r['Spcs']]+=r['q']
out(t,16,{k:r2(v) for k,v in g.items()})
out(t,17,r2(100*sum(r['Refused_YN']=='Y' for r in R)/len(R)))
out(t,18,(r2(sum(r['c'] for r in R if r['d'].month==4)),r2(sum(r['c'] for r in R if r['d'].month==5))))
g=defaultdict(list)
for r in R: g[r['d'].strftime('%Y-%m')].append(r['q'])
out(t,19,{k:r2(avg(v)) for k,v in sorted(g.items())})
out(t,20,sum(1 for r in R if r['Enrich_YN']=='Y' and r['Refused_YN']=='Y'))
g=defaultdict(list)
for r in R: g[r['Spcs']].append(r['Refused_YN']=='Y')
out(t,21,{k:r2(100*sum(v)/len(v)) for k,v in g.items()})
g=defaultdict(float)
for r in R: g[r['Kpr']]+=r['c']
out(t,22,sorted(((k,r2(v)) for k,v in g.items()),key=lambda x:-x[1]))
out(t,23,sum(1 for r in R if r['d'].hour<9))
pc=[r['c'] for r in R if r['Encl']=='Polar Cove' and r['d'].month==6]; out(t,24,r2(avg(pc)), f"n={len(pc)}")
out(t,25,dict(Counter(r['Spcs'] for r in R if r['Fd_Type']=='Herring')))

# ------------------------------------------------------------------ Cafe
t='boardgame_cafe'; R=load(t)
for r in R:
    r['d']=dt.datetime.strptime(r['Visit Date'],'%d-%b-%Y').date(); r['food']=num(r['Food £']); r['drk']=num(r['Drinks £'])
    r['cov']=num(r['Cover £']); r['rt']=int(r['Rating (1-5)']) if r['Rating (1-5)'] else None
    r['hrs']=float(r['Hrs']); r['ps']=int(r['Party Sz']); r['g']=[x.strip() for x in r['Games Played'].split(',') if x.strip()]
mx=max(r['drk'] for r in R); out(t,1,[r['Room'] for r in R if r['drk']==mx], f"drinks {mx}")
out(t,2,sorted((r['food'] for r in R),reverse=True)[:4])
out(t,3,len({r['Member Card'] for r in R if r['Member Card']}))
out(t,4,Counter(x for r in R for x in r['g']).most_common(4))
out(t,5,Counter(r['Host'] for r in R).most_common())
out(t,6,any(r['hrs']>5 for r in R))
out(t,7,r2(avg([r['rt'] for r in R if r['Room']=='Quiet Room'])))
g=defaultdict(list)
for r in R: g[r['Room']].append(r['ps'])
out(t,8,sorted(((k,r2(avg(v))) for k,v in g.items()),key=lambda x:-x[1]))
mx=max(r['food'] for r in R); out(t,9,[r['Room'] for r in R if r['food']==mx])
out(t,10,all(r['cov']>0 for r in R if r['Room']=='Patio'), str(sum(r['cov']==0 for r in R if r['Room']=='Patio')))
s=sorted(R,key=lambda r:-r['drk']); out(t,11,[(r['Table #'],r['drk']) for r in s[:4]])
out(t,12,sum(r['rt']==1 for r in R))
out(t,13,Counter(r['Arrival'] for r in R).most_common(3))
out(t,14,sorted((r['drk'] for r in R if r['Room']=='Patio'),reverse=True)[:4])
c=Counter(x for r in R for x in r['g']); out(t,15,c['Catan']>c['Azul'], f"Catan {c['Catan']} Azul {c['Azul']}")
g=defaultdict(float)
for r in R: g[r['d'].strftime('%Y-%m')]+=r['cov']+r['food']+r['drk']
out(t,16,{k:r2(v) for k,v in sorted(g.items())})
out(t,17,r2(100*sum(r['Teach Req']=='yes' for r in R)/len(R)))
out(t,18,{'member':r2(avg([r['food'] for r in R if r['Member Card']])),'non-member':r2(avg([r['food'] for r in R if not r['Member Card']]))})
out(t,19,sum(r['d'].weekday()>=5 for r in R))
g=defaultdict(list)
for r in R: g[r['Room']].append(r['hrs'])
out(t,20,{k:r2(avg(v)) for k,v in g.items()})
out(t,21,sum(1 for r in R if r['ps']>=4 and r['Room']=='Main Hall' and r['d'].month==2))
out(t,22,Counter(r['Member Card'] for r in R if r['Member Card']).most_common(3))
out(t,23,(r2(sum(r['drk'] for r in R if r['d'].month==1)),r2(sum(r['drk'] for r in R if r['d'].month==3))))
out(t,24,{'taught':r2(avg([r['rt'] for r in R if r['Teach Req']=='yes'])),'not':r2(avg([r['rt'] for r in R if r['Teach Req']=='no']))})
g=defaultdict(float)
for r in R: g[r['Host']]+=r['cov']
out(t,25,{k:r2(v) for k,v in sorted(g.items())})

for t,n,a,note in OUT:
    print(f"{t}\t{n}\t{a}\t{note}")
