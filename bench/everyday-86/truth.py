import csv, statistics as st
from collections import Counter, defaultdict
def load(f): return list(csv.DictReader(open(f, newline='', encoding='utf-8')))
def num(s):
    s = s.replace('$','').replace('€','').replace(',','').strip()
    return float(s) if s else None
def P(t, n, v): print(f"{t}\t{n}\t{v}")
def top(counter, k=None):
    items = sorted(counter.items(), key=lambda x: -x[1])
    if k is None:
        m = items[0][1]; return [x for x in items if x[1] == m]
    return items[:k+2]  # show a little extra to spot ties
def r(x): return round(x, 4)
MON = {m:i+1 for i,m in enumerate(["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"])}

# ---------- skip bin hire
T='skip_bin_hire'; R=load(T+'.csv')
pr=[num(x['price']) for x in R]; prs=[p for p in pr if p is not None]
P(T,1,len(R)); P(T,2,r(sum(prs))); P(T,3,r(st.mean(int(x['hire_days']) for x in R)))
P(T,4,top(Counter(x['suburb'] for x in R),3)); P(T,5,max(prs))
P(T,6,top(Counter(x['driver'] for x in R if x['status']=='Completed' and x['driver']),3))
rev=defaultdict(float)
for x,p in zip(R,pr):
    if p is not None: rev[x['suburb']]+=p
P(T,7,[(k,r(v)) for k,v in top(rev,3)])
mx=max(prs); P(T,8,[x['bin_size_m3'] for x,p in zip(R,pr) if p==mx])
P(T,9,sum(x['permit_required']=='Y' for x in R))
P(T,10,all(int(x['hire_days'])>=5 for x in R if x['bin_size_m3']=='10'), ) 
P(T,'10b',sorted(Counter(x['hire_days'] for x in R if x['bin_size_m3']=='10').items()))
P(T,11,[x['hire_id'] for x in R if x['status']=='Cancelled' and x['overweight']=='Y'])
P(T,12,sum('green' in [w.strip() for w in x['waste_types'].split(',')] for x in R))
P(T,13,sorted({int(x['bin_size_m3']) for x in R}))
P(T,14,min(p for x,p in zip(R,pr) if p is not None and x['suburb']=='Coburg'))
P(T,15,len({x['customer_id'] for x in R}))
P(T,16,r(100*sum(x['status']=='Cancelled' for x in R)/len(R)))
q=Counter((int(x['delivery_date'][5:7])-1)//3+1 for x in R); P(T,17,dict(sorted(q.items())))
P(T,18,sorted(Counter(x['delivery_date'][:7] for x in R).items()))
mp=defaultdict(list)
for x,p in zip(R,pr):
    if p is not None: mp[x['delivery_date'][:7]].append(p)
P(T,19,[(k,r(st.mean(v))) for k,v in sorted(mp.items())])
P(T,20,st.median(prs))
for s in ('6','8'): P(T,'21_'+s,r(st.mean(p for x,p in zip(R,pr) if p is not None and x['bin_size_m3']==s)))
cs=defaultdict(float)
for x,p in zip(R,pr):
    if p is not None: cs[x['customer_id']]+=p
P(T,22,[(k,r(v)) for k,v in top(cs,3)])
fz=[x for x in R if x['suburb']=='Fitzroy']; P(T,23,r(100*sum(x['permit_required']=='Y' for x in fz)/len(fz)))
P(T,24,sum(1 for c,v in Counter(x['customer_id'] for x in R).items() if v>1))
P(T,'25_avg_ratio',r(st.mean(p/int(x['bin_size_m3']) for x,p in zip(R,pr) if p is not None)))
P(T,'25_sum_ratio',r(sum(prs)/sum(int(x['bin_size_m3']) for x,p in zip(R,pr) if p is not None)))

# ---------- marquee flooring
T='marquee_flooring_hire'; R=load(T+'.csv')
qa=[num(x['quotedAmount']) for x in R]; qas=[v for v in qa if v is not None]
P(T,1,len(R)); P(T,2,sum(int(x['areaSqm']) for x in R)); P(T,3,r(st.mean(qas)))
P(T,4,top(Counter(x['floorType'] for x in R),3))
ev=defaultdict(float)
for x,v in zip(R,qa):
    if v is not None: ev[x['eventType']]+=v
P(T,5,[(k,r(v)) for k,v in top(ev,3)])
P(T,6,max(int(x['areaSqm']) for x in R))
mx=max(qas); P(T,7,[(x['orderId'],x['floorType']) for x,v in zip(R,qa) if v==mx])
P(T,8,top(Counter(x['clientId'] for x in R),3))
P(T,9,sum(x['weatherDelay']=='Yes' for x in R))
P(T,10,[x['orderId'] for x in R if x['rating']=='1' and x['weatherDelay']=='Yes'])
tb=[(x['orderId'],v) for x,v in zip(R,qa) if x['floorType']=='Timber']
P(T,11,(all(v is not None and v>500 for _,v in tb), [t for t in tb if t[1] is None or t[1]<=500]))
P(T,12,sum('dance floor' in x['accessories'] for x in R))
P(T,13,top(Counter(x['installCrew'] for x in R if x['eventType']=='Wedding'),3))
P(T,14,sorted(qas,reverse=True)[:6])
P(T,15,r(st.mean(int(x['rating']) for x in R if x['eventType']=='Corporate' and x['rating'])))
P(T,16,r(100*sum(x['depositPaid']=='Yes' for x in R)/len(R)))
h=defaultdict(float)
for x,v in zip(R,qa):
    if v is not None: h['H1' if int(x['eventDate'][:2])<=6 else 'H2']+=v
P(T,17,{k:r(v) for k,v in sorted(h.items())})
P(T,18,sorted(Counter(x['eventDate'][6:]+'-'+x['eventDate'][:2] for x in R).items()))
P(T,19,st.median(int(x['areaSqm']) for x in R))
for w in ('Yes','No'): P(T,'20_'+w,r(st.mean(int(x['rating']) for x in R if x['weatherDelay']==w and x['rating'])))
P(T,21,len({x['clientId'] for x in R if x['eventDate'].startswith('12/')}))
for ft in ['Timber','Vinyl','Carpet','Interlocking']:
    rr=[(v,int(x['areaSqm'])) for x,v in zip(R,qa) if v is not None and x['floorType']==ft]
    P(T,'22_'+ft,(r(st.mean(v/a for v,a in rr)), r(sum(v for v,a in rr)/sum(a for v,a in rr))))
fe=[x for x in R if x['eventType']=='Festival']; P(T,23,r(100*sum(x['floorType']=='Interlocking' for x in fe)/len(fe)))
cr=defaultdict(list)
for x in R:
    if x['rating']: cr[x['installCrew']].append(int(x['rating']))
P(T,24,sorted([(k,r(st.mean(v))) for k,v in cr.items()],key=lambda t:-t[1]))
P(T,25,sorted(Counter(x['rating'] for x in R).items()))

# ---------- tutoring
T='tutoring_centre_invoices'; R=load(T+'.csv')
am=[num(x['Amount (€)']) for x in R]
P(T,1,len(R)); P(T,2,r(sum(am))); P(T,3,r(st.mean(float(x['Hours (h)']) for x in R)))
P(T,4,top(Counter(x['Subject'] for x in R),3))
tt=defaultdict(float)
for x,v in zip(R,am): tt[x['Tutor']]+=v
P(T,5,[(k,r(v)) for k,v in top(tt,3)]); P(T,6,max(am))
mh=max(float(x['Hours (h)']) for x in R); P(T,7,Counter(x['Tutor'] for x in R if float(x['Hours (h)'])==mh))
sa=defaultdict(float)
for x,v in zip(R,am): sa[x['Student ID']]+=v
P(T,8,[(k,r(v)) for k,v in top(sa,3)])
P(T,9,sum(x['Paid']=='FALSE' for x in R))
rt={x['Tutor']:num(x['Rate (€/h)']) for x in R}; P(T,10,rt)
P(T,11,[x['Invoice No'] for x in R if x['Discount (%)']=='15' and x['Year Level']=='9'])
P(T,12,sum('algebra' in x['Topics'] for x in R))
P(T,13,sorted(set(rt.values())))
P(T,14,r(st.mean(v for x,v in zip(R,am) if x['Subject']=='Chemistry')))
P(T,15,len({x['Student ID'] for x in R}))
P(T,16,r(100*sum(v for x,v in zip(R,am) if x['Paid']=='FALSE')/sum(am)))
def mon(x): return MON[x['Invoice Date'][3:6]]
qh=defaultdict(float)
for x in R: qh[(mon(x)-1)//3+1]+=float(x['Hours (h)'])
P(T,17,dict(sorted(qh.items())))
mt=defaultdict(float)
for x,v in zip(R,am): mt[mon(x)]+=v
P(T,18,[(k,r(v)) for k,v in sorted(mt.items())])
P(T,19,st.median(am))
for y in ('12','9'): P(T,'20_'+y,r(st.mean(v for x,v in zip(R,am) if x['Year Level']==y)))
P(T,21,r(100*sum(x['Discount (%)'] not in ('','0') for x in R)/len(R)))
ts=defaultdict(set)
for x in R: ts[x['Tutor']].add(x['Subject'])
P(T,22,{k:len(v) for k,v in ts.items()})
P(T,23,top(Counter(mon(x) for x in R),3))
tp=defaultdict(list)
for x in R: tp[x['Tutor']].append(x['Paid']=='TRUE')
P(T,24,{k:r(100*sum(v)/len(v)) for k,v in tp.items()})
P(T,25,r(st.mean(float(x['Discount (%)']) for x in R if x['Discount (%)'] not in ('','0'))))

# ---------- beekeeping
T='beekeeping_enrolments'; R=load(T+'.csv')
fee=[float(x['FEE_AUD']) for x in R]
P(T,1,len(R)); P(T,2,sum(fee)); P(T,3,r(st.mean(float(x['ATTND_PCT']) for x in R if x['ATTND_PCT'])))
P(T,4,top(Counter(x['CRS_CODE'] for x in R),3))
lf=defaultdict(float)
for x,v in zip(R,fee): lf[x['LOC']]+=v
P(T,5,top(lf,3)); P(T,6,max(fee))
e=min(x['ENRL_TS'] for x in R); P(T,7,[(x['ENRL_TS'],x['CRS_CODE']) for x in R if x['ENRL_TS']==e])
P(T,8,top(Counter(x['MBR_ID'] for x in R),3))
P(T,9,sum(x['CERT_ISS']=='1' for x in R))
P(T,10,(all(float(x['FEE_AUD'])>=300 for x in R if x['CRS_CODE']=='QUEEN'), sorted({x['FEE_AUD'] for x in R if x['CRS_CODE']=='QUEEN'})))
P(T,11,[x['ENRL_ID'] for x in R if x['CERT_ISS']=='1' and (x['ATTND_PCT']=='' or float(x['ATTND_PCT'])<75)])
P(T,12,sum('smoker' in x['EQUIP_HIRE'] for x in R))
P(T,13,sorted({x['REF_SRC'] for x in R if x['REF_SRC']}))
P(T,14,min(v for x,v in zip(R,fee) if x['CRS_CODE']=='BEE201'))
P(T,15,len({x['MBR_ID'] for x in R}))
cc=defaultdict(list)
for x in R: cc[x['CRS_CODE']].append(x['CERT_ISS']=='1')
P(T,16,{k:r(100*sum(v)/len(v)) for k,v in sorted(cc.items())})
P(T,17,dict(sorted(Counter((int(x['ENRL_TS'][5:7])-1)//3+1 for x in R).items())))
P(T,18,sorted(Counter(x['ENRL_TS'][:7] for x in R).items()))
P(T,19,st.median(fee))
P(T,20,r(100*sum(x['PD']=='0' for x in R)/len(R)))
for l in ('Ballarat','Geelong'): P(T,'21_'+l,r(st.mean(float(x['ATTND_PCT']) for x in R if x['LOC']==l and x['ATTND_PCT'])))
P(T,22,sum(int(x['ENRL_TS'][11:13])>=18 for x in R))
mf=defaultdict(list)
for x,v in zip(R,fee): mf[x['ENRL_TS'][:7]].append(v)
P(T,23,[(k,r(st.mean(v))) for k,v in sorted(mf.items())])
P(T,24,top(Counter(x['REF_SRC'] for x in R if x['REF_SRC']),3))
P(T,25,sorted({x['CRS_CODE'] for x in R if x['MBR_ID']=='M0124'}))

# ---------- escooter
T='escooter_charging'; R=load(T+'.csv')
P(T,1,len(R)); P(T,2,r(sum(float(x['EnergyKwh']) for x in R))); P(T,3,r(st.mean(int(x['DurationMin']) for x in R)))
P(T,4,top(Counter(x['Station'] for x in R),3)); P(T,5,top(Counter(x['OperatorId'] for x in R),3))
md=max(int(x['DurationMin']) for x in R); P(T,6,md)
P(T,7,[x['ScooterId'] for x in R if int(x['DurationMin'])==md])
P(T,8,top(Counter(x['ScooterId'] for x in R),4))
P(T,9,sum(x['FaultDetected']=='true' for x in R))
P(T,10,(all(int(x['DurationMin'])<100 for x in R if x['ChargerType']=='Fast'), max(int(x['DurationMin']) for x in R if x['ChargerType']=='Fast')))
P(T,11,[(x['ScooterId'],x['StartBatteryPct']) for x in R if int(x['StartBatteryPct'])<5])
P(T,12,sum('brake wear' in x['Issues'] for x in R))
P(T,13,sorted({int(x['EndBatteryPct']) for x in R},reverse=True))
P(T,14,r(sum(float(x['CostEur']) for x in R if x['Station']=='Uni Hub' and x['CostEur'])))
P(T,15,len({x['ScooterId'] for x in R}))
P(T,16,r(100*sum(x['ChargerType']=='Fast' for x in R)/len(R)))
qe=defaultdict(float)
for x in R: qe[(int(x['StartTime'][5:7])-1)//3+1]+=float(x['EnergyKwh'])
P(T,17,{k:r(v) for k,v in sorted(qe.items())})
P(T,18,sorted(Counter(x['StartTime'][:7] for x in R).items()))
P(T,19,st.median(int(x['StartBatteryPct']) for x in R))
for c in ('Fast','Standard'): P(T,'20_'+c,r(st.mean(int(x['DurationMin']) for x in R if x['ChargerType']==c)))
sf=defaultdict(list)
for x in R: sf[x['Station']].append(x['FaultDetected']=='true')
P(T,21,{k:r(100*sum(v)/len(v)) for k,v in sorted(sf.items())})
P(T,22,top(Counter(int(x['StartTime'][11:13]) for x in R),3))
me=defaultdict(list)
for x in R: me[x['StartTime'][:7]].append(float(x['EnergyKwh']))
P(T,23,[(k,r(st.mean(v))) for k,v in sorted(me.items())])
P(T,24,sum(x['EndBatteryPct']=='100' for x in R))
sc=defaultdict(list)
for x in R:
    if x['CostEur']: sc[x['Station']].append(float(x['CostEur']))
P(T,25,sorted([(k,r(st.mean(v))) for k,v in sc.items()],key=lambda t:-t[1]))
