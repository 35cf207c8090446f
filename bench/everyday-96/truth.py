import csv, statistics as S
from collections import Counter, defaultdict
from datetime import date, datetime
def load(n): return list(csv.DictReader(open(n, newline='')))
def num(s):
    s = s.replace('$','').replace('€','').replace(',','').strip()
    return float(s) if s else None
def top(d, k=1):
    items = sorted(d.items(), key=lambda x: -x[1]); cut = items[min(k, len(items))-1][1]
    return [(a, round(b, 4)) for a, b in items if b >= cut]
def out(t, n, v): print(f'{t}\t{n}\t{v}')
def by_month(rows, dk, vk=None, agg='sum'):
    g = defaultdict(list)
    for r in rows:
        m = dk(r)
        if m is None: continue
        g[m].append(1 if vk is None else vk(r))
    res = {}
    for m in sorted(g):
        vals = [x for x in g[m] if x is not None]
        res[m] = round(sum(vals), 2) if agg == 'sum' else (len(g[m]) if agg == 'count' else round(sum(vals)/len(vals), 2))
    return res

# ---------- hot sauce
T = 'hot_sauce_sales'; R = load(T + '.csv')
tot = [float(r['total']) for r in R]
out(T,1,len(R)); out(T,2,round(sum(tot),2)); out(T,3,round(S.mean(int(r['qty']) for r in R),4))
c = Counter(); [c.update({r['sauce_name']: int(r['qty'])}) for r in R]; out(T,4,top(c))
c = Counter(); [c.update({r['market']: float(r['total'])}) for r in R]; out(T,5,top(c))
mx = max(tot); out(T,6,mx); out(T,7,[r['sauce_name'] for r in R if float(r['total'])==mx])
out(T,8,all(r['heat_level']=='10' for r in R if r['sauce_name']=='Reaper Reserve'))
out(T,9,[r['sale_id'] for r in R if int(r['qty'])>=6 and r['paid_card']=='N'])
out(T,10,sum(r['staff']=='Priya' for r in R))
c = Counter(); [c.update({r['sauce_name']: float(r['total'])}) for r in R]; out(T,11,top(c,3))
out(T,12,sorted({int(r['jar_size_ml']) for r in R}))
out(T,13,sum('smoky' in r['flavor_notes'] for r in R))
out(T,14,min(float(r['unit_price']) for r in R))
out(T,15,sorted(tot, reverse=True)[:5])
out(T,16,round(100*sum(r['paid_card']=='Y' for r in R)/len(R),2))
q = lambda r: (int(r['sale_date'][5:7])-1)//3+1
out(T,17,{k: round(sum(float(r['total']) for r in R if q(r)==k),2) for k in (1,2)})
out(T,18,by_month(R, lambda r: r['sale_date'][:7], lambda r: float(r['total'])))
out(T,19,by_month(R, lambda r: r['sale_date'][:7], lambda r: float(r['total']), 'avg'))
out(T,20,len({r['loyalty_id'] for r in R if r['loyalty_id']}))
out(T,21,S.median(tot))
out(T,22,{m: round(S.mean(int(r['heat_level']) for r in R if r['market']==m),4) for m in ('Riverside Market','Harbor Night Market')})
out(T,23,round(100*sum(not r['loyalty_id'] for r in R)/len(R),2))
g = defaultdict(list); [g[r['staff']].append(float(r['total'])) for r in R]; out(T,24,top({k: S.mean(v) for k,v in g.items()}))
out(T,25,round(100*sum(float(r['total']) for r in R if r['jar_size_ml']=='500')/sum(tot),2))

# ---------- stained glass
T = 'stained_glass_commissions'; R = load(T + '.csv')
qv = lambda r: num(r['quoteAmount'])
Q = [qv(r) for r in R if qv(r) is not None]
out(T,1,len(R)); out(T,2,round(sum(Q),2))
out(T,3,round(S.mean(qv(r) for r in R if r['pieceType']=='Lamp Shade' and qv(r) is not None),2))
out(T,4,top(Counter(r['pieceType'] for r in R)))
c = Counter(); [c.update({r['leadArtist']: qv(r)}) for r in R if qv(r) is not None]; out(T,5,top(c))
mx = max(Q); out(T,6,mx); out(T,7,[r['clientId'] for r in R if qv(r)==mx])
out(T,8,[r['commissionId'] for r in R if r['status']=='Cancelled' and r['depositPaid']=='TRUE'][:5])
out(T,9,all(r['installRequired']=='FALSE' for r in R if r['pieceType']=='Suncatcher'))
out(T,10,sum(r['status']=='In Progress' for r in R))
out(T,11,top(Counter(r['clientId'] for r in R),3))
out(T,12,sum('cobalt' in r['glassColors'] for r in R))
out(T,13,max(int(r['widthIn']) for r in R))
out(T,14,sum(qv(r) is None for r in R))
out(T,15,sorted({r['status'] for r in R}))
out(T,16,round(100*sum(r['status'] in ('Completed','Installed') for r in R)/len(R),2))
md = lambda r: int(r['orderDate'][:2])
out(T,17,{'H1': sum(md(r)<=6 for r in R), 'H2': sum(md(r)>6 for r in R)})
out(T,18,by_month(R, lambda r: md(r), None, 'count'))
out(T,19,by_month(R, lambda r: md(r), qv, 'avg'))
out(T,20,S.median(Q))
out(T,21,len({r['clientId'] for r in R}))
out(T,22,round(100*sum(r['depositPaid']=='TRUE' for r in R)/len(R),2))
pd = lambda s: datetime.strptime(s,'%m/%d/%Y').date()
out(T,23,round(S.mean((pd(r['dueDate'])-pd(r['orderDate'])).days for r in R),4))
out(T,24,{k: round(S.mean(qv(r) for r in R if r['installRequired']==k and qv(r) is not None),2) for k in ('TRUE','FALSE')})
g = defaultdict(list); [g[r['leadArtist']].append(r['status']=='Cancelled') for r in R]
out(T,25,{k: round(100*sum(v)/len(v),2) for k,v in g.items()})

# ---------- canal boat
T = 'canal_boat_hire'; R = load(T + '.csv')
fee = lambda r: num(r['Hire Fee (€)'])
fu = lambda r: num(r['Fuel Used (L)'])
rt = lambda r: num(r['Rating (1-5)'])
hd = lambda r: datetime.strptime(r['Hire Date'],'%d-%b-%Y').date()
out(T,1,len(R)); out(T,2,round(sum(fee(r) for r in R),2)); out(T,3,round(S.mean(int(r['Party Size']) for r in R),4))
out(T,4,top(Counter(r['Boat Name'] for r in R)))
c = Counter(); [c.update({r['Start Marina']: fee(r)}) for r in R]; out(T,5,top(c))
F = [fu(r) for r in R if fu(r) is not None]; mx = max(F); out(T,6,mx); out(T,7,[r['Boat Name'] for r in R if fu(r)==mx])
out(T,8,[r['Booking Ref'] for r in R if r['Boat Name']=='Moorhen' and r['Damage Reported']=='Yes'])
out(T,9,(all(fee(r)>100 for r in R if r['Hours Hired (h)']=='10'), sorted({fee(r) for r in R if r['Hours Hired (h)']=='10'})))
out(T,10,sum(r['Damage Reported']=='Yes' for r in R))
out(T,11,top(Counter(r['Hirer ID'] for r in R),3))
out(T,12,sum('picnic hamper' in r['Extras'] for r in R))
out(T,13,min(fee(r) for r in R))
out(T,14,round(S.mean(rt(r) for r in R if r['Boat Name']=='Otter' and rt(r) is not None),4))
g = defaultdict(list); [g[r['Boat Name']].append(rt(r)) for r in R if rt(r) is not None]
out(T,15,{k: round(S.mean(v),4) for k,v in g.items()})
out(T,16,round(100*sum(r['Damage Reported']=='Yes' for r in R)/len(R),2))
out(T,17,{m: round(sum(fee(r) for r in R if hd(r).month==m),2) for m in (6,7)})
out(T,18,by_month(R, lambda r: hd(r).month, None, 'count'))
out(T,19,by_month(R, lambda r: hd(r).month, fee, 'avg'))
out(T,20,S.median(int(r['Hours Hired (h)']) for r in R))
out(T,21,len({r['Hirer ID'] for r in R}))
out(T,22,round(100*sum(not r['Extras'].strip() for r in R)/len(R),2))
out(T,23,{h: round(S.mean(fu(r) for r in R if r['Hours Hired (h)']==h and fu(r) is not None),4) for h in ('8','4')})
g = defaultdict(list); [g[r['Start Marina']].append(rt(r)) for r in R if rt(r) is not None]
out(T,24,{k: round(S.mean(v),4) for k,v in g.items()})
out(T,25,round(sum(fee(r) for r in R)/sum(int(r['Party Size']) for r in R),4))

# ---------- bike valet
T = 'bike_valet'; R = load(T + '.csv')
fe = lambda r: float(r['FEE_USD']); tp = lambda r: num(r['TIP_USD'])
ts = lambda s: datetime.strptime(s,'%Y-%m-%dT%H:%M:%S')
out(T,1,len(R)); out(T,2,round(sum(fe(r) for r in R),2))
TP = [tp(r) for r in R if tp(r) is not None]; out(T,3,(round(S.mean(TP),4), 'blank-as-0:', round(sum(TP)/len(R),4)))
out(T,4,top(Counter(r['EVT_NAME'] for r in R)))
c = Counter(); [c.update({r['ATTND']: tp(r)}) for r in R if tp(r) is not None]; out(T,5,top(c))
out(T,6,max(fe(r) for r in R))
first = min(R, key=lambda r: ts(r['CHK_IN_TS'])); out(T,7,(first['TKT_NO'], first['BIKE_TYP']))
out(T,8,[r['TKT_NO'] for r in R if r['BIKE_TYP']=='cargo' and fe(r)==0])
out(T,9,(all(fe(r)>=7 for r in R if r['E_BIKE']=='1'), Counter(fe(r) for r in R if r['E_BIKE']=='1')))
out(T,10,sum(r['E_BIKE']=='1' for r in R))
out(T,11,top(Counter(r['MBR_ID'] for r in R if r['MBR_ID']),3))
out(T,12,sum('chain lube' in r['SVCS'] for r in R))
out(T,13,sum(not r['CHK_OUT_TS'] for r in R))
out(T,14,round(S.mean(fe(r) for r in R if r['BIKE_TYP']=='road'),4))
out(T,15,sorted({r['BIKE_TYP'] for r in R}))
out(T,16,round(100*sum(r['E_BIKE']=='1' for r in R)/len(R),2))
out(T,17,{m: round(sum(fe(r) for r in R if r['CHK_IN_TS'][5:7]==m),2) for m in ('06','07')})
out(T,18,by_month(R, lambda r: r['CHK_IN_TS'][:7], None, 'count'))
out(T,19,by_month(R, lambda r: r['CHK_IN_TS'][:7], tp, 'avg'))
dur = lambda r: (ts(r['CHK_OUT_TS'])-ts(r['CHK_IN_TS'])).total_seconds()/60 if r['CHK_OUT_TS'] else None
out(T,20,S.median(dur(r) for r in R if dur(r) is not None))
out(T,21,len({r['MBR_ID'] for r in R if r['MBR_ID']}))
out(T,22,round(100*sum(r['HLMT_STORED']=='1' for r in R)/len(R),2))
out(T,23,{e: round(S.mean(fe(r) for r in R if r['EVT_NAME']==e),4) for e in ('Stadium FC Home','Summer Jazz Fest')})
g = defaultdict(list); [g[r['EVT_NAME']].append(dur(r)) for r in R if dur(r) is not None]
out(T,24,top({k: S.mean(v) for k,v in g.items()}))
out(T,25,round(100*sum(fe(r)==0 for r in R)/len(R),2))

# ---------- shoe resoling
T = 'shoe_resoling'; R = load(T + '.csv')
pr = lambda r: num(r['price'])
dd = lambda s: datetime.strptime(s,'%d/%m/%Y').date()
out(T,1,len(R)); out(T,2,round(sum(pr(r) for r in R),2)); out(T,3,round(S.mean(pr(r) for r in R),4))
out(T,4,top(Counter(r['shoe model'] for r in R)))
c = Counter(); [c.update({r['technician']: pr(r)}) for r in R]; out(T,5,top(c))
mx = max(pr(r) for r in R); out(T,6,mx); out(T,7,sorted({r['shoe model'] for r in R if pr(r)==mx}))
out(T,8,[r['order no'] for r in R if r['rush']=='true' and r['resole type']=='toe cap only'])
out(T,9,all(pr(r)>=72 for r in R if r['resole type']=='full sole'))
out(T,10,sum(r['rand repair']=='true' for r in R))
out(T,11,top(Counter(r['customer'] for r in R),3))
out(T,12,sum('delamination' in r['defects'] for r in R))
out(T,13,top(Counter(r['size eu'] for r in R)))
out(T,14,round(S.mean(pr(r) for r in R if r['rush']=='true'),4))
out(T,15,sorted({r['rubber'] for r in R}))
out(T,16,round(100*sum(r['rush']=='true' for r in R)/len(R),2))
out(T,17,{k: sum((dd(r['received']).month-1)//3+1==k for r in R) for k in (1,2)})
out(T,18,by_month(R, lambda r: dd(r['received']).month, None, 'count'))
out(T,19,by_month(R, lambda r: dd(r['received']).month, pr, 'avg'))
ta = lambda r: (dd(r['returned'])-dd(r['received'])).days if r['returned'] else None
out(T,20,S.median(ta(r) for r in R if ta(r) is not None))
out(T,21,len({r['customer'] for r in R}))
out(T,22,round(100*sum(r['rubber']=='Vibram XS Grip2' for r in R)/len(R),2))
out(T,23,{k: round(S.mean(ta(r) for r in R if r['rush']==k and ta(r) is not None),4) for k in ('true','false')})
g = defaultdict(list); [g[r['technician']].append(r['resole type']=='full sole') for r in R]
out(T,24,{k: (round(100*sum(v)/len(v),2), sum(v)) for k,v in g.items()})
out(T,25,{k: round(S.mean(pr(r) for r in R if r['rand repair']==k),4) for k in ('true','false')})
