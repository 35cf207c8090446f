import csv, statistics as st, collections as C, datetime as dt
def load(f): return list(csv.DictReader(open(f,newline='',encoding='utf-8')))
def num(s):
    s=s.replace('$','').replace('€','').replace(',','').strip()
    return float(s) if s!='' else None
def r2(x): return round(x,4)
def out(t,n,v): print(f"{t}\t{n}\t{v}")
def top(counter,k=None):
    items=sorted(counter.items(),key=lambda x:-x[1]); return items if k is None else items[:k]
def argmax_all(counter):
    m=max(counter.values()); return [k for k,v in counter.items() if v==m], m
def lst(s): return [x.strip() for x in s.split(',') if x.strip()]

# ---- grease
T='grease_trap_services'; R=load(T+'.csv')
for r in R: r['d']=dt.date.fromisoformat(r['service_date']); r['f']=num(r['fee']); r['g']=num(r['gallons_pumped'])
out(T,1,len(R)); out(T,2,r2(sum(r['f'] for r in R)))
g=[r['g'] for r in R if r['g'] is not None]; out(T,3,r2(sum(g)/len(g)))
out(T,4,argmax_all(C.Counter(r['technician'] for r in R)))
out(T,5,max(r['f'] for r in R))
out(T,6,argmax_all(C.Counter(r['restaurant_name'] for r in R)))
em=[r['f'] for r in R if r['emergency']=='Y']; out(T,7,f"{all(x>200 for x in em)} min={min(em)}")
x=[r['service_id'] for r in R if r['passed_inspection']=='N' and r['trap_size_gal']=='1000']; out(T,8,f"{bool(x)} n={len(x)}")
out(T,9,len(em))
c=C.Counter();
for r in R: c[r['district']]+=r['f']
out(T,10,[(k,r2(v)) for k,v in top(c,4)])
m=max(r['g'] for r in R if r['g'] is not None); out(T,11,(m,[r['restaurant_name'] for r in R if r['g']==m]))
out(T,12,len(set(r['restaurant_id'] for r in R)))
out(T,13,min(int(r['trap_size_gal']) for r in R))
dd=C.defaultdict(list)
for r in R: dd[r['district']].append(r['f'])
out(T,14,sorted((r2(sum(v)/len(v)),k) for k,v in dd.items()))
out(T,15,sorted((r['f'] for r in R),reverse=True)[:6])
p=[r for r in R if r['passed_inspection']]; out(T,16,f"{sum(r['passed_inspection']=='Y' for r in p)}/{len(p)}={r2(100*sum(r['passed_inspection']=='Y' for r in p)/len(p))}%  of all rows {r2(100*sum(r['passed_inspection']=='Y' for r in R)/len(R))}%")
q1=sum(r['f'] for r in R if r['d'].year==2024 and r['d'].month<=3); q2=sum(r['f'] for r in R if r['d'].year==2024 and 4<=r['d'].month<=6)
out(T,17,f"Q1={r2(q1)} Q2={r2(q2)} diff={r2(q2-q1)}")
out(T,18,sorted(C.Counter(r['d'].month for r in R if r['d'].year==2024).items()))
out(T,19,st.median(r['f'] for r in R))
out(T,20,{k:r2(sum(r['emergency']=='Y' for r in R if r['district']==k)/sum(1 for r in R if r['district']==k)) for k in sorted(dd)})
mg=C.defaultdict(list)
for r in R:
    if r['d'].year==2024 and r['g'] is not None: mg[r['d'].month].append(r['g'])
out(T,21,{k:r2(sum(v)/len(v)) for k,v in sorted(mg.items())})
ey=[r['g'] for r in R if r['emergency']=='Y' and r['g'] is not None]; en=[r['g'] for r in R if r['emergency']=='N' and r['g'] is not None]
out(T,22,f"Y={r2(sum(ey)/len(ey))} N={r2(sum(en)/len(en))}")
out(T,23,f"{sum('odor' in lst(r['issues']) for r in R)}/{len(R)}={r2(100*sum('odor' in lst(r['issues']) for r in R)/len(R))}%")
out(T,24,len(set(r['technician'] for r in R if r['district']=='Downtown')))
wg=[r for r in R if r['g']]; out(T,25,f"ratio_of_sums={r2(sum(r['f'] for r in wg)/sum(r['g'] for r in wg))} mean_of_ratios={r2(sum(r['f']/r['g'] for r in wg)/len(wg))}")

# ---- clock
T='clock_repairs'; R=load(T+'.csv')
for r in R:
    m,d,y=map(int,r['receivedDate'].split('/')); r['d']=dt.date(y,m,d); r['q']=num(r['quoteAmount']); r['fp']=num(r['finalPrice']); r['h']=float(r['repairHours']); r['days']=num(r['daysInShop'])
out(T,1,len(R)); fp=[r['fp'] for r in R if r['fp'] is not None]; out(T,2,r2(sum(fp)))
out(T,3,r2(sum(r['q'] for r in R)/len(R)))
out(T,4,argmax_all(C.Counter(r['clockType'] for r in R)))
out(T,5,max(fp)); out(T,6,sum(r['warrantyClaim']=='true' for r in R))
gf=[r['h'] for r in R if r['clockType']=='Grandfather']; out(T,7,f"{all(h>=1.5 for h in gf)} min={min(gf)}")
pw=[r for r in R if r['clockType']=='Pocket Watch' and r['days'] is not None and r['days']>55]; out(T,8,f"{bool(pw)} n={len(pw)}")
out(T,9,argmax_all(C.Counter(r['customerId'] for r in R)))
out(T,10,top(C.Counter(r['maker'] for r in R if r['maker']),4))
m=max(r['q'] for r in R); out(T,11,(m,[r['clockType'] for r in R if r['q']==m]))
out(T,12,sum('mainspring' in lst(r['partsReplaced']) for r in R))
ck=[r['h'] for r in R if r['clockType']=='Cuckoo']; out(T,13,r2(sum(ck)/len(ck)))
mk=C.defaultdict(list)
for r in R:
    if r['fp'] is not None: mk[r['maker'] or '(blank)'].append(r['fp'])
out(T,14,sorted(((r2(sum(v)/len(v)),k) for k,v in mk.items()),reverse=True))
out(T,15,sorted((r['h'] for r in R),reverse=True)[:6])
out(T,16,r2(100*sum(r['warrantyClaim']=='true' for r in R)/len(R)))
h1=sum(1 for r in R if r['d'].year==2024 and r['d'].month<=6); h2=sum(1 for r in R if r['d'].year==2024 and r['d'].month>6); out(T,17,f"H1={h1} H2={h2}")
out(T,18,sorted(C.Counter(r['d'].month for r in R if r['d'].year==2024).items()))
out(T,19,st.median(r['days'] for r in R if r['days'] is not None))
b=[r for r in R if r['fp'] is not None]; out(T,20,f"avg(final-quote)={r2(sum(r['fp']-r['q'] for r in b)/len(b))} n={len(b)}")
ct=C.defaultdict(list)
for r in R: ct[r['clockType']].append(r['q'])
out(T,21,{k:r2(sum(v)/len(v)) for k,v in sorted(ct.items())})
out(T,22,len(set(r['customerId'] for r in R)))
out(T,23,r2(100*sum(r['fp'] for r in b if r['clockType']=='Grandfather')/sum(r['fp'] for r in b)))
for k in ['Mantel','Wall']:
    v=[r['h'] for r in R if r['clockType']==k]; out(T,'24'+k,r2(sum(v)/len(v)))
out(T,25,f"ratio_of_sums={r2(sum(r['fp'] for r in b)/sum(r['h'] for r in b))} mean_of_ratios={r2(sum(r['fp']/r['h'] for r in b)/len(b))}")

# ---- asbestos
T='asbestos_surveys'; R=load(T+'.csv')
for r in R:
    d,mo,y=r['Survey Date'].split('-'); r['d']=dt.date(int(y),['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'].index(mo)+1,int(d))
    r['f']=num(r['Fee (€)']); r['a']=int(r['Floor Area (sq m)']); r['s']=int(r['Samples Taken']); r['p']=int(r['Positive Samples']); r['y']=num(r['Year Built'])
out(T,1,len(R)); out(T,2,r2(sum(r['f'] for r in R))); out(T,3,r2(sum(r['s'] for r in R)/len(R)))
out(T,4,argmax_all(C.Counter(r['Surveyor'] for r in R)))
out(T,5,min(r['y'] for r in R if r['y']))
c=C.Counter()
for r in R: c[r['Property Type']]+=r['a']
out(T,6,top(c,2))
x=[r for r in R if r['y'] and r['y']>1995 and r['p']>0]; out(T,7,f"{not x} counterexamples={len(x)}")
x=[r for r in R if r['Property Type']=='Hospital' and r['Removal Recommended']=='Yes']; out(T,8,f"{bool(x)} n={len(x)}")
out(T,9,sum(r['Removal Recommended']=='Yes' for r in R))
out(T,10,top(C.Counter(r['Client ID'] for r in R),5))
m=max(r['f'] for r in R); out(T,11,(m,[r['Property Type'] for r in R if r['f']==m]))
out(T,12,sum('ceiling tiles' in lst(r['Materials Found']) for r in R))
out(T,13,max(r['a'] for r in R if r['Property Type']=='School'))
wh=[r['f'] for r in R if r['Property Type']=='Warehouse']; out(T,14,r2(sum(wh)/len(wh)))
out(T,15,sorted((r['p'] for r in R),reverse=True)[:7])
out(T,16,r2(100*sum(r['Removal Recommended']=='Yes' for r in R)/len(R)))
out(T,17,f"Q1={sum(1 for r in R if r['d'].year==2024 and r['d'].month<=3)} Q2={sum(1 for r in R if r['d'].year==2024 and 4<=r['d'].month<=6)}")
mf=C.defaultdict(float)
for r in R:
    if r['d'].year==2024: mf[r['d'].month]+=r['f']
out(T,18,{k:r2(v) for k,v in sorted(mf.items())})
out(T,19,st.median(r['a'] for r in R))
pt=sorted(set(r['Property Type'] for r in R))
out(T,20,{k:r2(sum(r['p'] for r in R if r['Property Type']==k)/sum(r['s'] for r in R if r['Property Type']==k)) for k in pt})
a=[r for r in R if r['y'] and r['y']<1960]; b_=[r for r in R if r['y'] and r['y']>=1960]
out(T,21,f"pre1960 {sum(r['Removal Recommended']=='Yes' for r in a)}/{len(a)}={r2(sum(r['Removal Recommended']=='Yes' for r in a)/len(a))} post {sum(r['Removal Recommended']=='Yes' for r in b_)}/{len(b_)}={r2(sum(r['Removal Recommended']=='Yes' for r in b_)/len(b_))}")
out(T,22,len(set(r['Client ID'] for r in R)))
out(T,23,f"ratio_of_sums={r2(sum(r['f'] for r in R)/sum(r['a'] for r in R))} mean_of_ratios={r2(sum(r['f']/r['a'] for r in R)/len(R))}")
out(T,24,sorted(((r2(sum(r['Removal Recommended']=='Yes' for r in R if r['Surveyor']==k)/sum(1 for r in R if r['Surveyor']==k)),k) for k in set(r['Surveyor'] for r in R)),reverse=True))
out(T,25,f"blank materials={sum(1 for r in R if r['d'].year==2024 and not r['Materials Found'].strip())} zero positives={sum(1 for r in R if r['d'].year==2024 and r['p']==0)}")

# ---- uniform
T='uniform_rentals'; R=load(T+'.csv')
for r in R:
    r['t']=dt.datetime.fromisoformat(r['DLV_DT']); r['d']=r['t'].date(); r['q']=int(r['QTY_ISSD']); r['ret']=num(r['QTY_RTND']); r['amt']=float(r['AMT_BILLED'])
out(T,1,len(R)); out(T,2,r2(sum(r['amt'] for r in R))); out(T,3,r2(sum(r['q'] for r in R)/len(R)))
out(T,4,argmax_all(C.Counter(r['ITEM_TYP'] for r in R)))
out(T,5,max(r['amt'] for r in R)); out(T,6,sum(r['DMG_FLAG']=='1' for r in R))
rt={r['ITEM_TYP']:float(r['WKLY_RATE']) for r in R}; out(T,7,sorted(rt.items(),key=lambda x:x[1]))
x=[r for r in R if r['ITEM_TYP']=='COVERALL' and r['q']==60]; out(T,8,f"{bool(x)} n={len(x)}")
out(T,9,argmax_all(C.Counter(r['ACCT_NO'] for r in R)))
c=C.Counter()
for r in R: c[r['ITEM_TYP']]+=r['q']
out(T,10,top(c,4))
m=max(r['amt'] for r in R); out(T,11,(m,sorted(set(r['ROUTE_CD'] for r in R if r['amt']==m)),[r['ORD_ID'] for r in R if r['amt']==m]))
out(T,12,sum('XXL' in lst(r['SIZES']) for r in R))
cc=[r['amt'] for r in R if r['ITEM_TYP']=='CHEF COAT']; out(T,13,r2(sum(cc)/len(cc)))
c=C.Counter()
for r in R: c[r['ROUTE_CD']]+=r['amt']
out(T,14,[(k,r2(v)) for k,v in top(c)])
out(T,15,sorted((r['q'] for r in R),reverse=True)[:12])
out(T,16,r2(100*sum(r['DMG_FLAG']=='1' for r in R)/len(R)))
out(T,17,f"Q1_2024={r2(sum(r['amt'] for r in R if r['d'].year==2024 and r['d'].month<=3))} Q1_2025={r2(sum(r['amt'] for r in R if r['d'].year==2025 and r['d'].month<=3))}")
out(T,18,sorted(C.Counter(r['d'].month for r in R if r['d'].year==2024).items()))
out(T,19,st.median(r['amt'] for r in R))
b=[r for r in R if r['ret'] is not None]; out(T,20,f"{r2(sum(r['ret'] for r in b)/sum(r['q'] for r in b))} mean_of_ratios={r2(sum(r['ret']/r['q'] for r in b)/len(b))}")
out(T,21,{k:r2(sum(r['DMG_FLAG']=='1' for r in R if r['ITEM_TYP']==k)/sum(1 for r in R if r['ITEM_TYP']==k)) for k in sorted(rt)})
out(T,22,len(set(r['ACCT_NO'] for r in R)))
mq=C.defaultdict(list)
for r in R:
    if r['d'].year==2024: mq[r['d'].month].append(r['q'])
out(T,23,{k:r2(sum(v)/len(v)) for k,v in sorted(mq.items())})
out(T,24,sum(r['q']-r['ret'] for r in b))
out(T,25,sum(r['t'].hour<9 for r in R))

# ---- stairlift
T='stairlift_installs'; R=load(T+'.csv')
for r in R:
    d,m,y=map(int,r['Install date'].split('/')); r['d']=dt.date(y,m,d); r['p']=num(r['Total price']); r['s']=int(r['Stair count']); r['h']=num(r['Install hours']); r['sat']=num(r['Satisfaction score'])
out(T,1,len(R)); out(T,2,r2(sum(r['p'] for r in R))); out(T,3,r2(sum(r['s'] for r in R)/len(R)))
out(T,4,argmax_all(C.Counter(r['Lift model'] for r in R)))
out(T,5,max(r['p'] for r in R)); out(T,6,argmax_all(C.Counter(r['Install team'] for r in R)))
a=[r['p'] for r in R if r['Lift model']=='Acorn 180']; out(T,7,f"{all(x>10000 for x in a)} min={min(a)}")
x=[r for r in R if r['sat']==2]; out(T,8,f"{bool(x)} n={len(x)}")
out(T,9,sum(r['Grant funded']=='TRUE' for r in R))
out(T,10,top(C.Counter(r['Region'] for r in R)))
m=max(r['s'] for r in R); out(T,11,(m,[r['Lift model'] for r in R if r['s']==m]))
out(T,12,sum('powered swivel' in lst(r['Options fitted']) for r in R))
cp=[r['p'] for r in R if r['Region']=='Coastal']; out(T,13,r2(sum(cp)/len(cp)))
ms=C.defaultdict(list)
for r in R:
    if r['sat'] is not None: ms[r['Lift model']].append(r['sat'])
out(T,14,sorted(((r2(sum(v)/len(v)),k) for k,v in ms.items()),reverse=True))
out(T,15,sorted((r['h'] for r in R if r['h'] is not None),reverse=True)[:10])
out(T,16,r2(100*sum(r['Grant funded']=='TRUE' for r in R)/len(R)))
out(T,17,f"2023={sum(r['p'] for r in R if r['d'].year==2023)} 2024={sum(r['p'] for r in R if r['d'].year==2024)}")
out(T,18,sorted(C.Counter(r['d'].month for r in R if r['d'].year==2024).items()))
out(T,19,st.median(r['p'] for r in R))
ts=C.defaultdict(list)
for r in R:
    if r['sat'] is not None: ts[r['Install team']].append(r['sat'])
out(T,20,{k:r2(sum(v)/len(v)) for k,v in sorted(ts.items())})
g=[r['p'] for r in R if r['Grant funded']=='TRUE']; n_=[r['p'] for r in R if r['Grant funded']=='FALSE']; out(T,21,f"funded={r2(sum(g)/len(g))} not={r2(sum(n_)/len(n_))}")
out(T,22,len(set(r['Client ref'] for r in R)))
mh=C.defaultdict(list)
for r in R:
    if r['d'].year==2024 and r['h'] is not None: mh[r['d'].month].append(r['h'])
out(T,23,{k:r2(sum(v)/len(v)) for k,v in sorted(mh.items())})
out(T,24,r2(100*sum(1 for r in R if not r['Options fitted'].strip())/len(R)))
rg=sorted(set(r['Region'] for r in R))
out(T,25,f"ratio_of_sums={sorted(((r2(sum(r['p'] for r in R if r['Region']==k)/sum(r['s'] for r in R if r['Region']==k)),k) for k in rg),reverse=True)} mean_of_ratios={sorted(((r2(sum(r['p']/r['s'] for r in R if r['Region']==k)/sum(1 for r in R if r['Region']==k)),k) for k in rg),reverse=True)}")
