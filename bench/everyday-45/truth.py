import csv, datetime as dt
from collections import Counter, defaultdict
def load(f): return list(csv.DictReader(open(f, newline='')))
def num(s):
    s = str(s).replace('$','').replace('€','').replace(',','').strip()
    return float(s) if s else None
def mdy(s): return dt.datetime.strptime(s, '%m/%d/%Y').date()
def iso(s): return dt.date.fromisoformat(s)
def dmy(s): return dt.datetime.strptime(s, '%d-%b-%Y').date()
def r(x): return round(x, 4) if isinstance(x, float) else x
def top(rows, key, n, rev=True, val=None):
    rs = [x for x in rows if key(x) is not None]
    rs.sort(key=key, reverse=rev)
    cut = key(rs[n-1])
    return [ (val or key)(x) for x in rs[:n] ], 'ties at cutoff: %d' % sum(1 for x in rs if key(x)==cut)
def argbest(rows, key, val, mx=True):
    rs = [x for x in rows if key(x) is not None]
    b = (max if mx else min)(key(x) for x in rs)
    return [val(x) for x in rs if key(x) == b], b
def grp(rows, g, v, agg='sum'):
    d = defaultdict(list)
    for x in rows:
        vv = v(x)
        if vv is not None: d[g(x)].append(vv)
    if agg == 'sum': return {k: r(sum(l)) for k, l in sorted(d.items())}
    if agg == 'avg': return {k: r(sum(l)/len(l)) for k, l in sorted(d.items())}
    if agg == 'cnt': return {k: len(l) for k, l in sorted(d.items())}
def avg(l): l = [x for x in l if x is not None]; return r(sum(l)/len(l))
def ranked(d, n, rev=True): return sorted(d.items(), key=lambda kv: kv[1], reverse=rev)[:n]
def counts(l): return Counter(l).most_common()
out = []
def T(table, n, ans): out.append(f"{table}\t{n}\t{ans}")

# ---- sawmill
S = load('sawmill_batches.csv'); t = 'sawmill_batches'
sv = lambda x: num(x['Sale Value ($)'])
T(t,1, any(num(x['Lumber Output (m³)']) > 30 for x in S))
T(t,2, max(sv(x) for x in S))
T(t,3, counts([x['Species'] for x in S])[:3])
T(t,4, len({x['Operator'] for x in S}))
T(t,5, top([x for x in S if x['Species']=='Walnut'], sv, 3))
T(t,6, argbest(S, lambda x: int(x['Log Count']), lambda x: x['Species']))
T(t,7, all(x['Kiln Dried']=='Yes' for x in S if x['Species']=='Walnut'))
T(t,8, argbest(S, sv, lambda x: x['Operator']))
T(t,9, top(S, lambda x: num(x['Input Volume (m³)']), 2, rev=False, val=lambda x: (x['Grade'], x['Input Volume (m³)'])))
T(t,10, avg([num(x['Moisture (%)']) for x in S if x['Kiln Dried']=='Yes']))
T(t,11, ranked(grp(S, lambda x: x['Species'], sv, 'avg'), 4))
T(t,12, sum(x['Grade']=='FAS' for x in S))
mx = max(int(x['Log Count']) for x in S); mo = max(num(x['Lumber Output (m³)']) for x in S)
T(t,13, (mx, [ (x['Batch ID'], x['Lumber Output (m³)']) for x in S if int(x['Log Count'])==mx], 'max output', mo))
T(t,14, counts([int(x['Log Count']) for x in S])[:7])
T(t,15, counts([x['Grade'] for x in S if x['Species']=='Cedar']))
T(t,16, grp(S, lambda x: x['Species'], sv))
T(t,17, r(sum(x['Kiln Dried']=='Yes' for x in S)/len(S)))
T(t,18, sum(x['Species']=='Red Oak' and x['Grade']=='Select' for x in S))
T(t,19, ('per-batch avg by month', grp(S, lambda x: mdy(x['Date Sawn']).strftime('%Y-%m'), lambda x: num(x['Lumber Output (m³)']), 'avg'),
         'alt reading: avg monthly total', r(sum(num(x['Lumber Output (m³)']) for x in S)/len({mdy(x['Date Sawn']).strftime('%Y-%m') for x in S}))))
T(t,20, grp(S, lambda x: 'H1' if mdy(x['Date Sawn']).month<=6 else 'H2', sv))
T(t,21, ranked(grp(S, lambda x: x['Operator'], lambda x: num(x['Lumber Output (m³)'])), 4))
T(t,22, sum(int(x['Log Count']) for x in S if x['Kiln Dried']=='No'))
T(t,23, sum(int(x['Log Count'])>40 and sv(x)>5000 for x in S))
T(t,24, grp(S, lambda x: x['Grade'], lambda x: num(x['Input Volume (m³)']), 'avg'))
T(t,25, sum(mdy(x['Date Sawn']).strftime('%Y-%m')=='2024-03' for x in S))

# ---- glacier
G = load('glacier_stakes.csv'); t = 'glacier_stakes'
melt = lambda x: num(x['melt_cm']); snow = lambda x: num(x['snow_depth_cm'])
T(t,1, any(melt(x) > 250 for x in G))
T(t,2, max(int(x['elevation_m']) for x in G))
T(t,3, counts([x['glacier'] for x in G]))
T(t,4, len({x['stake_id'] for x in G}))
T(t,5, top([x for x in G if x['glacier']=='Aletsch'], melt, 5))
T(t,6, argbest(G, melt, lambda x: x['surveyor']))
T(t,7, all(x['gps_ok']=='TRUE' for x in G if x['glacier']=='Rhone'))
T(t,8, argbest(G, snow, lambda x: x['debris_cover']))
T(t,9, top(G, lambda x: int(x['elevation_m']), 3, rev=False, val=lambda x: (x['glacier'], x['elevation_m'], x['stake_id'])))
T(t,10, sum(x['debris_cover']=='heavy' for x in G))
T(t,11, ranked(grp(G, lambda x: x['glacier'], melt, 'avg'), 5))
T(t,12, avg([snow(x) for x in G]))
T(t,13, not any(melt(x) > 300 for x in G))
T(t,14, counts([x['debris_cover'] for x in G]))
T(t,15, argbest(G, melt, lambda x: x['measure_date']))
T(t,16, grp(G, lambda x: x['glacier'], melt))
T(t,17, r(sum(x['gps_ok']=='FALSE' for x in G)/len(G)))
T(t,18, {y: avg([melt(x) for x in G if iso(x['measure_date']).year==y and iso(x['measure_date']).month in (6,7,8)]) for y in (2023,2024)})
T(t,19, grp(G, lambda x: x['measure_date'][:7], melt, 'avg'))
T(t,20, sum(x['surveyor']=='B. Moser' and x['glacier']=='Pasterze' for x in G))
T(t,21, counts([x['surveyor'] for x in G if x['measure_date'][:4]=='2024']))
T(t,22, sum(melt(x)>100 and x['gps_ok']=='TRUE' for x in G))
T(t,23, grp(G, lambda x: x['glacier'], lambda x: int(x['elevation_m']), 'avg'))
T(t,24, sum(x['snow_depth_cm']=='' for x in G))
T(t,25, r(sum(melt(x) for x in G if x['stake_id']=='ALE-01')))

# ---- vinyl
V = load('vinyl_pressing.csv'); t = 'vinyl_pressing'
cpu = lambda x: num(x['costPerUnit']); un = lambda x: int(x['unitsPressed']); rj = lambda x: int(x['rejects'])
T(t,1, any(rj(x) > 100 for x in V))
T(t,2, max(un(x) for x in V))
T(t,3, counts([x['artist'] for x in V])[:3])
T(t,4, len({x['vinylColor'] for x in V}))
T(t,5, top([x for x in V if x['vinylColor']=='red marble'], cpu, 3))
T(t,6, argbest(V, rj, lambda x: x['vinylColor']))
T(t,7, all(x['weightGrams']=='180' for x in V if x['rushOrder']=='Y'))
T(t,8, argbest(V, cpu, lambda x: x['labelName']))
T(t,9, top(V, cpu, 3, rev=False, val=lambda x: (x['artist'], x['costPerUnit'])))
T(t,10, sum(x['rushOrder']=='Y' for x in V))
T(t,11, ranked(grp(V, lambda x: x['labelName'], un), 3))
T(t,12, avg([int(x['weightGrams']) for x in V if x['vinylColor']=='clear']))
mu = max(un(x) for x in V); mr = max(rj(x) for x in V)
T(t,13, ('max units', mu, 'max rejects', mr, 'rejects of max-unit runs', sorted({rj(x) for x in V if un(x)==mu})))
T(t,14, counts([x['weightGrams'] for x in V]))
T(t,15, counts([x['vinylColor'] for x in V if x['artist']=='Kira Solen']))
T(t,16, grp(V, lambda x: x['artist'], un))
T(t,17, r(sum(rj(x) for x in V)/sum(un(x) for x in V)))
T(t,18, grp(V, lambda x: dmy(x['pressDate']).year, un))
T(t,19, ('per-run avg by month', grp(V, lambda x: dmy(x['pressDate']).strftime('%Y-%m'), rj, 'avg'),
         'alt reading: avg monthly total', r(sum(rj(x) for x in V)/len({dmy(x['pressDate']).strftime('%Y-%m') for x in V}))))
T(t,20, sum(x['artist']=='Dust Harbor' and x['vinylColor']=='blue' for x in V))
T(t,21, ('avg of ratios', ranked(grp(V, lambda x: x['labelName'], lambda x: rj(x)/un(x), 'avg'), 3),
         'ratio of sums', {k: r(sum(rj(x) for x in V if x['labelName']==k)/sum(un(x) for x in V if x['labelName']==k)) for k in sorted({x['labelName'] for x in V})}))
T(t,22, grp(V, lambda x: x['labelName'], lambda x: un(x)*cpu(x)))
T(t,23, sum(x['rushOrder']=='Y' and un(x)>1000 for x in V))
T(t,24, grp(V, lambda x: x['vinylColor'], cpu, 'avg'))
T(t,25, sum(dmy(x['pressDate']).strftime('%Y-%m')=='2024-03' for x in V))

# ---- road tests
D = load('road_tests.csv'); t = 'road_tests'
fl = lambda x: int(x['DRV_FLTS']); dur = lambda x: num(x['DUR_MIN']); fee = lambda x: num(x['FEE_USD'])
T(t,1, any(int(x['SER_FLTS']) > 2 for x in D))
T(t,2, max(fl(x) for x in D))
T(t,3, counts([x['CTR'] for x in D]))
T(t,4, len({x['CAND_ID'] for x in D}))
T(t,5, top(D, dur, 3))
T(t,6, argbest(D, fl, lambda x: x['EXMNR']))
T(t,7, all(x['PASS_FLG']=='1' for x in D if x['SER_FLTS']=='0'))
T(t,8, argbest(D, dur, lambda x: x['VEH_CLS']))
T(t,9, top(D, lambda x: x['TEST_DT'], 2, rev=False, val=lambda x: (x['CTR'], x['TEST_DT'])))
T(t,10, sum(x['PASS_FLG']=='1' for x in D))
T(t,11, ranked(grp(D, lambda x: x['EXMNR'], lambda x: int(x['PASS_FLG']), 'avg'), 5))
T(t,12, avg([fl(x) for x in D if x['TRANS']=='AUTO']))
cc = Counter(x['CAND_ID'] for x in D); m = max(cc.values()); tops = [c for c in cc if cc[c]==m]
T(t,13, (m, {c: any(x['PASS_FLG']=='1' for x in D if x['CAND_ID']==c) for c in tops}))
T(t,14, counts([x['DUR_MIN'] for x in D if x['DUR_MIN']])[:6])
T(t,15, counts([x['VEH_CLS'] for x in D if x['CTR']=='RIVERSIDE']))
T(t,16, grp(D, lambda x: x['CTR'], fee))
T(t,17, r(sum(x['PASS_FLG']=='1' for x in D)/len(D)))
T(t,18, grp(D, lambda x: x['TRANS'], lambda x: int(x['PASS_FLG']), 'avg'))
T(t,19, grp(D, lambda x: x['TEST_DT'][:7], lambda x: 1, 'cnt'))
T(t,20, sum(x['VEH_CLS']=='A' and x['PASS_FLG']=='1' and x['CTR']=='NORTHGATE' for x in D))
T(t,21, ranked(grp(D, lambda x: x['EXMNR'], fee), 5))
T(t,22, grp(D, lambda x: x['VEH_CLS'], dur, 'avg'))
T(t,23, sum(fl(x)>10 and x['PASS_FLG']=='1' for x in D))
T(t,24, grp(D, lambda x: 'Q%d' % ((iso(x['TEST_DT']).month-1)//3+1), lambda x: 1, 'cnt'))
T(t,25, sum(1 for c in cc if cc[c] > 1))

# ---- seed bank
B = load('seed_bank.csv'); t = 'seed_bank'
gr = lambda x: num(x['Germination Rate (%)']); sc = lambda x: int(x['Seed Count'])
T(t,1, any(gr(x) is not None and gr(x) < 41 for x in B))
T(t,2, max(sc(x) for x in B))
T(t,3, counts([x['Country Of Origin'] for x in B])[:3])
T(t,4, len({x['Species'] for x in B}))
T(t,5, top([x for x in B if x['Species']=='Zea mays'], sc, 4))
T(t,6, argbest(B, gr, lambda x: x['Country Of Origin']))
T(t,7, all(x['Viability Tested']=='Y' for x in B if x['Storage Temp (°C)']=='4'))
T(t,8, argbest(B, sc, lambda x: x['Donor Institution'], mx=False))
T(t,9, top(B, gr, 3, rev=False, val=lambda x: (x['Species'], x['Germination Rate (%)'])))
T(t,10, sum(x['Storage Temp (°C)']=='-20' for x in B))
T(t,11, ranked(grp(B, lambda x: x['Family'], gr, 'avg'), 5))
T(t,12, avg([sc(x) for x in B if x['Country Of Origin']=='Peru']))
T(t,13, argbest(B, sc, lambda x: x['Country Of Origin']))
T(t,14, counts([x['Storage Temp (°C)'] for x in B]))
T(t,15, counts([x['Species'] for x in B if x['Country Of Origin']=='Kenya']))
T(t,16, grp(B, lambda x: x['Family'], sc))
T(t,17, r(sum(x['Viability Tested']=='Y' for x in B)/len(B)))
T(t,18, grp(B, lambda x: mdy(x['Collected On']).year, lambda x: 1, 'cnt'))
T(t,19, grp(B, lambda x: mdy(x['Collected On']).year, gr, 'avg'))
T(t,20, sum(x['Family']=='Fabaceae' and x['Country Of Origin']=='India' for x in B))
T(t,21, ranked(grp(B, lambda x: x['Donor Institution'], sc), 4))
T(t,22, sum(x['Country Of Origin']=='Mexico' and gr(x) is not None and gr(x) > 90 for x in B))
T(t,23, grp(B, lambda x: x['Donor Institution'], gr, 'avg'))
T(t,24, sum('drought tolerant' in [s.strip() for s in x['Traits'].split(',')] for x in B))
T(t,25, sum(mdy(x['Collected On']).strftime('%Y-%m')=='2022-03' for x in B))
print('\n'.join(out))
