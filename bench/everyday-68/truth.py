import csv, statistics as st
from collections import Counter, defaultdict
def load(n): return list(csv.DictReader(open(n + '.csv', newline='')))
def num(s):
    s = (s or '').replace('$','').replace('€','').replace('£','').replace(',','').strip()
    return float(s) if s else None
def tags(s): return [t.strip() for t in (s or '').split(',') if t.strip()]
def top(counter, k=None):
    items = sorted(counter.items(), key=lambda x: -x[1])
    if k is None:
        m = items[0][1]; return [i for i in items if i[1] == m]
    return items[:k+2]  # show a couple beyond to expose ties
def P(t, n, v): print(f'{t}\t{n}\t{v}')
def r2(x): return round(x, 4)

# ---------- windshield_jobs
T='windshield_jobs'; R=load(T)
tot=[num(r['total_charge']) for r in R]
P(T,1,len(R)); P(T,2,r2(sum(tot)))
h=[num(r['labor_hours']) for r in R if num(r['labor_hours']) is not None]
P(T,3,f'{r2(sum(h)/len(h))} (n={len(h)} non-blank)')
P(T,4,top(Counter(r['vehicle_make'] for r in R)))
P(T,5,top(Counter(r['technician_id'] for r in R)))
P(T,6,max(tot))
m=max(R,key=lambda r:num(r['parts_cost'])); P(T,7,(m['city'],m['parts_cost'],m['job_id']))
c=defaultdict(float)
for r in R: c[r['technician_id']]+=num(r['total_charge'])
P(T,8,[(k,r2(v)) for k,v in top(c,3)])
P(T,9,sum(r['service_type']=='repair' for r in R))
P(T,10,all(num(r['parts_cost'])==0 for r in R if r['service_type']=='repair'))
P(T,11,sum(r['glass_type']=='sunroof' and r['insurance_claim']=='Y' for r in R))
P(T,12,sum(r['city']=='Lakeside' and r['mobile_service']=='Y' for r in R))
P(T,13,sorted(tot,reverse=True)[:7])
P(T,14,sorted(set(r['glass_type'] for r in R)))
P(T,15,sum('crack' in tags(r['damage_tags']) for r in R))
P(T,16,r2(100*sum(r['insurance_claim']=='Y' for r in R)/len(R)))
q=defaultdict(float)
for r in R: q[(int(r['job_date'][5:7])-1)//3+1]+=num(r['total_charge'])
P(T,17,f'Q1={r2(q[1])} Q2={r2(q[2])} diff={r2(q[2]-q[1])}')
mc=Counter(r['job_date'][:7] for r in R); P(T,18,sorted(mc.items()))
ms=defaultdict(list)
for r in R: ms[r['job_date'][:7]].append(num(r['total_charge']))
P(T,19,[(k,r2(sum(v)/len(v))) for k,v in sorted(ms.items())])
P(T,20,st.median(tot))
P(T,21,len(set(r['customer_id'] for r in R)))
mob=[num(r['total_charge']) for r in R if r['mobile_service']=='Y']; shop=[num(r['total_charge']) for r in R if r['mobile_service']=='N']
P(T,22,f'mobile={r2(sum(mob)/len(mob))} shop={r2(sum(shop)/len(shop))}')
w=[r for r in R if r['glass_type']=='windshield']
P(T,23,f"{r2(100*sum(r['service_type']=='repair' for r in w)/len(w))}% ({sum(r['service_type']=='repair' for r in w)}/{len(w)})")
def avg(l): return r2(sum(l)/len(l))
P(T,24,f"Tesla={avg([num(r['parts_cost']) for r in R if r['vehicle_make']=='Tesla'])} Toyota={avg([num(r['parts_cost']) for r in R if r['vehicle_make']=='Toyota'])}")
cc=Counter(r['customer_id'] for r in R); P(T,25,sum(v>1 for v in cc.values()))

# ---------- shredding_pickups
T='shredding_pickups'; R=load(T)
pr=[num(r['pricePaid']) for r in R]
def mon(r): return r['pickupDate'][6:10]+'-'+r['pickupDate'][0:2]
P(T,1,len(R)); P(T,2,r2(sum(pr))); P(T,3,avg([int(r['binCount']) for r in R]))
P(T,4,top(Counter(r['driverName'] for r in R)))
c=defaultdict(float)
for r in R: c[r['clientSector']]+=num(r['pricePaid'])
P(T,5,[(k,r2(v)) for k,v in top(c,3)])
W=[num(r['weightLbs']) for r in R if num(r['weightLbs']) is not None]
P(T,6,max(W))
m=max(R,key=lambda r:num(r['pricePaid'])); P(T,7,(m['accountId'],m['pricePaid']))
c=defaultdict(float)
for r in R: c[r['zone']]+=num(r['weightLbs']) or 0
P(T,8,[(k,r2(v)) for k,v in top(c,3)])
P(T,9,sum(r['onSiteShred']=='TRUE' for r in R))
P(T,10,f"{all(r['certificateIssued']=='TRUE' for r in R)} (false count={sum(r['certificateIssued']=='FALSE' for r in R)})")
P(T,11,sum(r['clientSector']=='Medical' and 'x-rays' in tags(r['materialTypes']) for r in R))
P(T,12,sum(r['zone']=='North' and int(r['binCount'])>=5 for r in R))
P(T,13,sorted(pr,reverse=True)[:6])
P(T,14,sorted(set(r['clientSector'] for r in R)))
P(T,15,sum('hard drives' in tags(r['materialTypes']) for r in R))
P(T,16,r2(100*sum(r['onSiteShred']=='TRUE' for r in R)/len(R)))
h1=sum(num(r['weightLbs']) or 0 for r in R if int(r['pickupDate'][0:2])<=6); h2=sum(num(r['weightLbs']) or 0 for r in R if int(r['pickupDate'][0:2])>6)
P(T,17,f'H1={r2(h1)} H2={r2(h2)} diff={r2(h2-h1)}')
P(T,18,sorted(Counter(mon(r) for r in R).items()))
ms=defaultdict(list)
for r in R: ms[mon(r)].append(num(r['pricePaid']))
P(T,19,[(k,avg(v)) for k,v in sorted(ms.items())])
P(T,20,st.median(W))
P(T,21,len(set(r['accountId'] for r in R)))
on=[num(r['pricePaid']) for r in R if r['onSiteShred']=='TRUE']; off=[num(r['pricePaid']) for r in R if r['onSiteShred']=='FALSE']
P(T,22,f'on={avg(on)} off={avg(off)} diff={r2(avg(on)-avg(off))}')
L=[r for r in R if r['clientSector']=='Legal']; P(T,23,f"{r2(100*sum(r['certificateIssued']=='TRUE' for r in L)/len(L))}% ({sum(r['certificateIssued']=='TRUE' for r in L)}/{len(L)})")
def ppl(sec):
    rs=[r for r in R if r['clientSector']==sec and num(r['weightLbs'])]
    return f"mean of ratios={avg([num(r['pricePaid'])/num(r['weightLbs']) for r in rs])} ratio of sums={r2(sum(num(r['pricePaid']) for r in rs)/sum(num(r['weightLbs']) for r in rs))}"
P(T,24,f"Finance: {ppl('Finance')} | Retail: {ppl('Retail')}")
P(T,25,top(Counter(r['accountId'] for r in R)))

# ---------- cooking_classes
T='cooking_classes'; R=load(T)
tp=[num(r['Total Paid (€)']) for r in R]
rt=[num(r['Rating (1-5)']) for r in R if r['Rating (1-5)']]
def mon(r):
    d,mn,y=r['Class Date'].split('-'); return y+'-%02d'%(['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'].index(mn)+1)
P(T,1,len(R)); P(T,2,r2(sum(tp))); P(T,3,f'{avg(rt)} (n={len(rt)})')
P(T,4,top(Counter(r['Cuisine'] for r in R)))
c=Counter()
for r in R: c[r['Chef']]+=int(r['Seats Booked'])
P(T,5,top(c,2))
P(T,6,max(int(r['Seats Booked']) for r in R))
mx=max(tp); P(T,7,[(r['Cuisine'],r['Booking Ref']) for r in R if num(r['Total Paid (€)'])==mx])
ps=defaultdict(list)
for r in R: ps[r['Cuisine']].append(num(r['Price Per Seat (€)']))
P(T,8,sorted([(k,avg(v)) for k,v in ps.items()],key=lambda x:-x[1])[:4])
P(T,9,sum(r['Gift Voucher']=='Yes' for r in R))
P(T,10,f"{min(ps['Japanese'])>max(ps['Mexican'])} (Japanese min {min(ps['Japanese'])}, Mexican max {max(ps['Mexican'])})")
P(T,11,sum(r['Chef']=='Chef Kenji' and r['Rating (1-5)']=='2' for r in R))
P(T,12,sum(r['Cuisine']=='French' and int(r['Seats Booked'])>=4 for r in R))
P(T,13,sorted(tp,reverse=True)[:8])
P(T,14,sorted(set(r['Chef'] for r in R)))
P(T,15,sum('vegan' in tags(r['Dietary Needs']) for r in R))
P(T,16,r2(100*sum(r['Gift Voucher']=='Yes' for r in R)/len(R)))
q=defaultdict(float)
for r in R: q[(int(mon(r)[5:])-1)//3+1]+=num(r['Total Paid (€)'])
P(T,17,f'Q1={r2(q[1])} Q4={r2(q[4])} diff={r2(q[4]-q[1])}')
c=Counter()
for r in R: c[mon(r)]+=int(r['Seats Booked'])
P(T,18,sorted(c.items()))
ms=defaultdict(list)
for r in R:
    if r['Rating (1-5)']: ms[mon(r)].append(num(r['Rating (1-5)']))
P(T,19,[(k,avg(v)) for k,v in sorted(ms.items())])
P(T,20,st.median(tp))
P(T,21,len(set(r['Member ID'] for r in R)))
def chefr(ch): 
    l=[num(r['Rating (1-5)']) for r in R if r['Chef']==ch and r['Rating (1-5)']]; return avg(l)
P(T,22,f"Ana={chefr('Chef Ana')} Omar={chefr('Chef Omar')}")
P(T,23,f"{r2(100*sum(num(r['Total Paid (€)']) for r in R if r['Cuisine']=='Baking')/sum(tp))}%")
d=defaultdict(list); dc=Counter()
for r in R:
    dc[r['Duration (min)']]+=1
    if r['Rating (1-5)']: d[r['Duration (min)']].append(num(r['Rating (1-5)']))
P(T,24,[(k,dc[k],avg(d[k])) for k in sorted(dc,key=int)])
P(T,25,top(Counter(r['Member ID'] for r in R)))

# ---------- racking_inspections
T='racking_inspections'; R=load(T)
def mon(r): return r['INSP_DT'][:7]
df=[int(r['DEFECTS_FND']) for r in R if r['DEFECTS_FND']]
P(T,1,len(R)); P(T,2,sum(int(r['FEE_USD']) for r in R)); P(T,3,avg([int(r['BAYS_CHKD']) for r in R]))
P(T,4,top(Counter(r['SITE_CD'] for r in R)))
c=Counter()
for r in R: c[r['INSPR_ID']]+=int(r['DEFECTS_FND'] or 0)
P(T,5,top(c,2))
P(T,6,max(df))
mx=max(int(r['BAYS_CHKD']) for r in R); P(T,7,[(r['SITE_CD'],r['INSP_ID']) for r in R if int(r['BAYS_CHKD'])==mx])
c=Counter()
for r in R: c[r['RACK_TYP']]+=int(r['DEFECTS_FND'] or 0)
P(T,8,top(c,3))
P(T,9,sum(r['PASS_FLG']=='0' for r in R))
P(T,10,f"{all(r['PASS_FLG']=='0' for r in R if r['RISK_LVL']=='RED')}")
P(T,11,sum(r['RACK_TYP']=='CANTILEVER' and r['RISK_LVL']=='RED' for r in R))
P(T,12,sum(r['SITE_CD']=='DC-ATL' and r['REINSP_REQ']=='1' for r in R))
P(T,13,sorted(df,reverse=True)[:7])
P(T,14,sorted(set(r['RISK_LVL'] for r in R)))
P(T,15,sum('LOCK-MISS' in tags(r['DEFECT_CODES']) for r in R))
P(T,16,f"{r2(100*sum(r['PASS_FLG']=='1' for r in R)/len(R))}%")
q=defaultdict(int)
for r in R: q[(int(r['INSP_DT'][5:7])-1)//3+1]+=int(r['DEFECTS_FND'] or 0)
P(T,17,f'Q1={q[1]} Q3={q[3]} diff={q[3]-q[1]}')
P(T,18,sorted(Counter(mon(r) for r in R).items()))
ms=defaultdict(list)
for r in R: ms[mon(r)].append(int(r['FEE_USD']))
P(T,19,[(k,avg(v)) for k,v in sorted(ms.items())])
P(T,20,st.median(df))
P(T,21,len(set(r['INSPR_ID'] for r in R)))
def dpb(t):
    rs=[r for r in R if r['RACK_TYP']==t and r['DEFECTS_FND']]
    return f"mean of ratios={avg([int(r['DEFECTS_FND'])/int(r['BAYS_CHKD']) for r in rs])} ratio of sums={r2(sum(int(r['DEFECTS_FND']) for r in rs)/sum(int(r['BAYS_CHKD']) for r in rs))}"
P(T,22,f"DRIVE-IN: {dpb('DRIVE-IN')} | SELECTIVE: {dpb('SELECTIVE')}")
P(T,23,f"{r2(100*sum(r['RISK_LVL']=='AMBER' for r in R)/len(R))}%")
pr=defaultdict(list)
for r in R: pr[r['INSPR_ID']].append(r['PASS_FLG']=='1')
P(T,24,sorted([(k,r2(100*sum(v)/len(v))) for k,v in pr.items()],key=lambda x:-x[1]))
am=[int(r['DEFECTS_FND']) for r in R if r['DEFECTS_FND'] and int(r['INSP_DT'][11:13])<12]
pm=[int(r['DEFECTS_FND']) for r in R if r['DEFECTS_FND'] and int(r['INSP_DT'][11:13])>=12]
P(T,25,f'morning={avg(am)} (n={len(am)}) afternoon={avg(pm)} (n={len(pm)})')

# ---------- badge_issuance
T='badge_issuance'; R=load(T)
def mon(r): return r['Issue date'][6:10]+'-'+r['Issue date'][3:5]
fe=[num(r['Fee']) for r in R if r['Fee']]
P(T,1,len(R)); P(T,2,r2(sum(fe))); P(T,3,f'{avg(fe)} (n={len(fe)} non-blank; blank-as-0 {r2(sum(fe)/len(R))})')
P(T,4,top(Counter(r['Department'] for r in R)))
P(T,5,top(Counter(r['Issued by'] for r in R)))
P(T,6,max(fe))
P(T,7,sorted(set(r['Badge type'] for r in R if int(r['Days valid'])==max(int(x['Days valid']) for x in R))))
P(T,8,top(Counter(r['Department'] for r in R if r['Replacement']=='true'),3))
P(T,9,sum(r['Deactivated']=='true' for r in R))
P(T,10,all(r['Days valid']=='1' for r in R if r['Badge type']=='Visitor'))
P(T,11,sum(r['Badge type']=='Contractor' and 'Server Room' in tags(r['Access zones']) for r in R))
P(T,12,sum(r['Department']=='Research' and r['Replacement']=='true' for r in R))
P(T,13,top(Counter(r['Badge type'] for r in R),3))
P(T,14,sorted(set(r['Badge type'] for r in R)))
P(T,15,sum('Executive Floor' in tags(r['Access zones']) for r in R))
P(T,16,f"{r2(100*sum(r['Replacement']=='true' for r in R)/len(R))}%")
mc=Counter(mon(r) for r in R)
P(T,17,f"Jan={mc['2024-01']} Feb={mc['2024-02']}")
P(T,18,sorted(mc.items()))
ms=defaultdict(list)
for r in R:
    if r['Fee']: ms[mon(r)].append(num(r['Fee']))
P(T,19,[(k,avg(v)) for k,v in sorted(ms.items())])
P(T,20,st.median(fe))
P(T,21,len(set(r['Employee id'] for r in R)))
def dr(t):
    rs=[r for r in R if r['Badge type']==t]; k=sum(r['Deactivated']=='true' for r in rs); return f'{r2(100*k/len(rs))}% ({k}/{len(rs)})'
P(T,22,f"Contractor={dr('Contractor')} Employee={dr('Employee')}")
P(T,23,f"{r2(100*sum(num(r['Fee']) for r in R if r['Fee'] and r['Replacement']=='true')/sum(fe))}%")
c=defaultdict(float)
for r in R: c[r['Issued by']]+=num(r['Fee']) or 0
P(T,24,sorted(c.items()))
P(T,25,top(Counter(r['Employee id'] for r in R)))
