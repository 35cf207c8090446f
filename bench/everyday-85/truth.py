import csv, statistics as st, datetime as dt
from collections import Counter, defaultdict
def load(f): return list(csv.DictReader(open(f, newline='')))
def money(s): return float(s.replace('$','').replace('€','').replace(',','')) if s.strip() else None
def r2(x): return round(x, 2)
def top(counter, n=1):
    items = counter.most_common(); 
    if not items: return []
    cut = items[min(n, len(items)) - 1][1]
    return [(k, v) for k, v in items if v >= cut]
out = []
def P(t, n, v): out.append(f"{t}\t{n}\t{v}")

# ---- driving_lessons
t='driving_lessons'; R=load(t+'.csv')
for r in R:
    r['d']=dt.date.fromisoformat(r['lesson_date']); r['f']=float(r['fee']); r['dur']=int(r['duration_min'])
    r['km']=int(r['km_driven']) if r['km_driven'] else None; r['rt']=int(r['student_rating']) if r['student_rating'] else None
    r['sk']=[s.strip() for s in r['skills_covered'].split(',')]
P(t,1,len(R)); P(t,2,r2(sum(r['f'] for r in R))); P(t,3,r2(st.mean(r['dur'] for r in R)))
P(t,4,top(Counter(r['instructor'] for r in R))); P(t,5,max(r['f'] for r in R))
P(t,6,sum(r['paid']=='N' for r in R))
P(t,7,'Yes' if all(r['dur']>=60 for r in R if r['lesson_type']=='Night') else 'No')
P(t,8,top(Counter(r['student_id'] for r in R),3))
g=defaultdict(list)
for r in R:
    if r['rt'] is not None: g[r['lesson_type']].append(r['rt'])
P(t,9,sorted((r2(st.mean(v)),k) for k,v in g.items()))
mk=max(r['km'] for r in R if r['km'] is not None); P(t,10,[(r['lesson_type'],r['km']) for r in R if r['km']==mk])
P(t,11,[r['lesson_id'] for r in R if r['lesson_type']=='Motorway' and r['transmission']=='Automatic' and r['rt']==1] or 'No')
P(t,12,sum('roundabouts' in r['sk'] for r in R))
P(t,13,sorted([r['km'] for r in R if r['km'] is not None],reverse=True)[:7])
P(t,14,len({r['student_id'] for r in R if r['lesson_type']=='Test Prep'}))
P(t,15,r2(st.mean(r['f'] for r in R if r['dur']==120)))
P(t,16,r2(100*sum(r['transmission']=='Automatic' for r in R)/len(R)))
q=lambda r:(r['d'].month-1)//3+1
P(t,17,(r2(sum(r['f'] for r in R if q(r)==1)),r2(sum(r['f'] for r in R if q(r)==2))))
P(t,18,[sum(r['d'].month==m for r in R) for m in range(1,13)])
P(t,19,st.median(r['f'] for r in R)); P(t,20,r2(100*sum(r['paid']=='Y' for r in R)/len(R)))
g=defaultdict(list)
for r in R:
    if r['rt'] is not None: g[r['instructor']].append(r['rt'])
P(t,21,{k:r2(st.mean(v)) for k,v in sorted(g.items())})
P(t,22,{tr:r2(st.mean(r['km'] for r in R if r['transmission']==tr and r['km'] is not None)) for tr in ('Manual','Automatic')})
P(t,23,len({r['student_id'] for r in R}))
P(t,24,(r2(st.mean(r['f'] for r in R if r['d'].month<=6)),r2(st.mean(r['f'] for r in R if r['d'].month>6))))
g=defaultdict(lambda:[0,0])
for r in R: g[r['instructor']][0]+=r['f']; g[r['instructor']][1]+=r['dur']/60
P(t,25,sorted(((r2(a/b),k) for k,(a,b) in g.items()),reverse=True))

# ---- climbingMemberships
t='climbingMemberships'; R=load(t+'.csv')
for r in R:
    r['d']=dt.datetime.strptime(r['startDate'],'%m/%d/%Y').date(); r['p']=money(r['pricePaid'])
    r['v']=int(r['visitsLogged']); r['a']=int(r['age']); r['i']=[s.strip() for s in r['interests'].split(',')]
P(t,1,len(R)); P(t,2,r2(sum(r['p'] for r in R))); P(t,3,top(Counter(r['homeGym'] for r in R)))
P(t,4,r2(st.mean(r['a'] for r in R if r['planType']=='Student Monthly')))
P(t,5,sum(r['autoRenew']=='TRUE' for r in R)); mv=max(r['v'] for r in R); P(t,6,mv)
P(t,7,[(r['planType'],r['membershipId']) for r in R if r['v']==mv])
P(t,8,top(Counter(r['referralSource'] for r in R if r['referralSource']),3))
fa=[r['p'] for r in R if r['planType']=='Family Annual']; P(t,9,('Yes' if all(p==1450 for p in fa) else 'No', fa))
P(t,10,sum('bouldering' in r['i'] for r in R)); P(t,11,r2(st.mean(r['p'] for r in R if r['planType']=='Annual')))
P(t,12,('Yes' if any(r['a']<18 for r in R) else 'No', sum(r['a']<18 for r in R)))
P(t,13,sorted([r['v'] for r in R],reverse=True)[:7]); P(t,14,sum(r['d'].year==2023 for r in R))
P(t,15,top(Counter(r['memberId'] for r in R)))
rs=[r for r in R if r['referralSource']]; P(t,16,r2(100*sum(r['referralSource']=='Instagram' for r in rs)/len(rs)))
q=lambda r:(r['d'].year,(r['d'].month-1)//3+1)
P(t,17,(sum(q(r)==(2024,1) for r in R),sum(q(r)==(2024,2) for r in R)))
P(t,18,[r2(sum(r['p'] for r in R if r['d'].year==2024 and r['d'].month==m)) for m in range(1,13)])
P(t,19,st.median(r['a'] for r in R))
P(t,20,{gm:r2(100*sum(r['autoRenew']=='TRUE' for r in R if r['homeGym']==gm)/sum(r['homeGym']==gm for r in R)) for gm in ('Northside','Riverside','Downtown')})
P(t,21,{b:r2(st.mean(r['v'] for r in R if r['autoRenew']==b)) for b in ('TRUE','FALSE')})
P(t,22,len({r['memberId'] for r in R}))
g=Counter()
for r in R: g[r['planType']]+=r['p']
tot=sum(g.values()); P(t,23,[(k,r2(v),r2(100*v/tot)) for k,v in g.most_common()])
P(t,24,(r2(st.mean(r['v'] for r in R if r['a']>=40)),r2(st.mean(r['v'] for r in R if r['a']<40))))
P(t,25,{gm:r2(st.mean(r['p'] for r in R if r['homeGym']==gm)) for gm in ('Northside','Riverside','Downtown')})

# ---- hearing_loop_installs
t='hearing_loop_installs'; R=load(t+'.csv')
for r in R:
    r['d']=dt.datetime.strptime(r['Install Date'],'%d-%b-%Y').date(); r['q']=money(r['Quote (€)']); r['f']=money(r['Final Cost (€)'])
    r['ar']=int(r['Loop Area (sq m)']); r['cb']=float(r['Cable Length (m)']); r['h']=float(r['Hours On Site (h)']); r['ft']=[s.strip() for s in r['Features'].split(',')]
F=[r for r in R if r['f'] is not None]
P(t,1,len(R)); P(t,2,r2(sum(r['f'] for r in F))); P(t,3,top(Counter(r['Venue Type'] for r in R)))
P(t,4,r2(st.mean(r['ar'] for r in R))); P(t,5,sum(r['Compliant']=='No' for r in R))
P(t,6,top(Counter(r['Technician'] for r in R))); P(t,7,max(r['q'] for r in R))
mc=max(r['cb'] for r in R); P(t,8,[(r['Venue Type'],r['cb']) for r in R if r['cb']==mc])
P(t,9,[r['Job Ref'] for r in R if r['Venue Type']=='Bank Counter' and r['ar']>50] or 'No')
P(t,10,sum('staff training' in r['ft'] for r in R))
P(t,11,[(r['Job Ref'],r['f']) for r in sorted(F,key=lambda r:-r['f'])[:4]])
P(t,12,r2(st.mean(r['h'] for r in R if r['Venue Type']=='Theatre')))
P(t,13,'Yes' if all(r['d'].year==2024 for r in R) else 'No'); P(t,14,min(r['cb'] for r in R))
P(t,15,top(Counter(r['Client ID'] for r in R)))
P(t,16,r2(100*sum(r['Compliant']=='Yes' for r in R)/len(R)))
P(t,17,(r2(sum(r['f'] for r in F if r['d'].month<=6)),r2(sum(r['f'] for r in F if r['d'].month>6))))
P(t,18,[sum(r['d'].month==m for r in R) for m in range(1,13)])
P(t,19,r2(st.median(r['f'] for r in F)))
P(t,20,{k:r2(100*sum(r['Compliant']=='Yes' for r in R if r['Technician']==k)/sum(r['Technician']==k for r in R)) for k in sorted({r['Technician'] for r in R})})
P(t,21,r2(st.mean(r['f']-r['q'] for r in F)))
g=defaultdict(list)
for r in F: g[r['Venue Type']].append(r['f'])
P(t,22,sorted(((r2(st.mean(v)),k) for k,v in g.items()),reverse=True)[:3])
P(t,23,(sum(r['f']>r['q'] for r in F),len(F),r2(100*sum(r['f']>r['q'] for r in F)/len(F))))
P(t,24,len({r['Client ID'] for r in R}))
P(t,25,{m:r2(st.mean(r['h'] for r in R if r['d'].month==m)) for m in (10,11,12)})

# ---- PHOTO_PKGS
t='PHOTO_PKGS'; R=load(t+'.csv')
for r in R:
    r['d']=dt.datetime.fromisoformat(r['EVT_DT']); r['p']=float(r['PRICE_USD']); r['h']=int(r['HRS_COV']); r['n']=int(r['NUM_IMG_DLV'])
    r['ad']=[s.strip() for s in r['ADDONS'].split(',') if s.strip()]; r['km']=int(r['TRVL_KM']) if r['TRVL_KM'] else None
P(t,1,len(R)); P(t,2,r2(sum(r['p'] for r in R))); P(t,3,top(Counter(r['PKG'] for r in R)))
P(t,4,r2(st.mean(r['h'] for r in R))); P(t,5,sum(r['DEP_PD']=='0' for r in R))
P(t,6,top(Counter(r['PHOTOG'] for r in R))); P(t,7,max(r['p'] for r in R))
mn=max(r['n'] for r in R); P(t,8,[(r['PKG'],r['n']) for r in R if r['n']==mn])
P(t,9,[(r['BKG_NO'],r['p']) for r in R if r['PKG']=='Bronze' and r['p']>2000] or 'No')
P(t,10,sum('drone' in r['ad'] for r in R)); P(t,11,Counter(r['REGION'] for r in R).most_common())
P(t,12,r2(st.mean(r['p'] for r in R if r['PKG']=='Platinum')))
P(t,13,'Yes' if all(r['d'].hour>=10 for r in R) else 'No'); P(t,14,min(r['n'] for r in R))
P(t,15,sum(not r['ad'] for r in R)); P(t,16,r2(100*sum(r['REGION']=='City' for r in R)/len(R)))
q=lambda r:(r['d'].year,(r['d'].month-1)//3+1)
P(t,17,(sum(q(r)==(2024,1) for r in R),sum(q(r)==(2024,2) for r in R)))
P(t,18,[r2(sum(r['p'] for r in R if r['d'].month==m)) for m in range(1,13)])
P(t,19,st.median(r['p'] for r in R))
P(t,20,{k:r2(100*sum(r['DEP_PD']=='1' for r in R if r['PKG']==k)/sum(r['PKG']==k for r in R)) for k in ('Bronze','Silver','Gold','Platinum')})
g=defaultdict(lambda:[0,0])
for r in R: g[r['PHOTOG']][0]+=r['n']; g[r['PHOTOG']][1]+=r['h']
P(t,21,{k:r2(a/b) for k,(a,b) in sorted(g.items())})
P(t,22,{k:r2(st.mean(r['km'] for r in R if r['REGION']==k and r['km'] is not None)) for k in ('Coast','City')})
P(t,23,len({r['CPL_ID'] for r in R})); P(t,24,top(Counter(r['d'].month for r in R)))
P(t,25,(r2(st.mean(r['p'] for r in R if r['d'].month in (6,7,8))),r2(st.mean(r['p'] for r in R if r['d'].month not in (6,7,8)))))

# ---- water_cooler_deliveries
t='water_cooler_deliveries'; R=load(t+'.csv')
for r in R:
    r['d']=dt.datetime.strptime(r['Delivery date'],'%d/%m/%Y').date(); r['a']=money(r['Invoice amount']); r['b']=int(r['Bottles delivered'])
    r['e']=int(r['Empties collected']) if r['Empties collected'] else None; r['pr']=[s.strip() for s in r['Products'].split(',')]
P(t,1,len(R)); P(t,2,r2(sum(r['a'] for r in R))); P(t,3,top(Counter(r['Driver'] for r in R)))
P(t,4,r2(st.mean(r['b'] for r in R))); P(t,5,sum(r['Signed for']=='false' for r in R))
g=Counter()
for r in R: g[r['Zone']]+=r['b']
P(t,6,g.most_common()); ma=max(r['a'] for r in R); P(t,7,ma)
P(t,8,[(r['Account no'],r['Delivery no']) for r in R if r['a']==ma])
P(t,9,[r['Delivery no'] for r in R if r['e'] is not None and r['e']>r['b']] or 'No')
P(t,10,sum('cups' in r['pr'] for r in R))
g=Counter()
for r in R: g[r['Account no']]+=r['a']
P(t,11,[(k,r2(v)) for k,v in g.most_common(4)]); P(t,12,r2(st.mean(r['a'] for r in R if r['Site type']=='Gym')))
P(t,13,('Yes' if any(r['Driver']=='Grace' and r['Zone']=='Zone D' for r in R) else 'No', sum(r['Driver']=='Grace' and r['Zone']=='Zone D' for r in R)))
P(t,14,sum(r['e'] for r in R if r['e'] is not None))
P(t,15,sum(r['d'].year==2024 and r['d'].month==3 for r in R))
P(t,16,r2(100*sum(r['Site type']=='Office' for r in R)/len(R)))
q=lambda r:(r['d'].month-1)//3+1
P(t,17,(sum(r['b'] for r in R if q(r)==1),sum(r['b'] for r in R if q(r)==2)))
P(t,18,[r2(sum(r['a'] for r in R if r['d'].month==m)) for m in range(1,13)])
P(t,19,st.median(r['a'] for r in R))
P(t,20,{k:r2(100*sum(r['Signed for']=='true' for r in R if r['Driver']==k)/sum(r['Driver']==k for r in R)) for k in sorted({r['Driver'] for r in R})})
E=[r for r in R if r['e'] is not None]; P(t,21,(r2(100*sum(r['e'] for r in E)/sum(r['b'] for r in E)), 'all rows denom:', r2(100*sum(r['e'] for r in E)/sum(r['b'] for r in R))))
P(t,22,(r2(st.mean(r['a'] for r in R if 'cooler rental' in r['pr'])),r2(st.mean(r['a'] for r in R if 'cooler rental' not in r['pr']))))
P(t,23,len({r['Account no'] for r in R})); P(t,24,Counter(r['d'].strftime('%A') for r in R).most_common())
P(t,25,{k:r2(st.mean(r['b'] for r in R if r['Zone']==k)) for k in sorted({r['Zone'] for r in R})})
open('truth_out.txt','w').write('\n'.join(out)+'\n')
