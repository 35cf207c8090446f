#!/usr/bin/env python3
"""True answers for the answerable questions (1-25) of each table. csv module only."""
import csv
from collections import Counter, defaultdict

def load(f):
    with open(f, newline='') as fh:
        return list(csv.DictReader(fh))

def num(s):
    s = (s or '').replace('$', '').replace('£', '').replace(',', '').strip()
    return float(s) if s else None

def r2(x): return round(x, 2)
def mean(v):
    v = [x for x in v if x is not None]
    return r2(sum(v) / len(v)) if v else None

def top(rows, key, n, rev=True, show=None):
    rs = [r for r in rows if key(r) is not None]
    rs.sort(key=key, reverse=rev)
    cut = key(rs[n - 1])
    ties = [r for r in rs[n:] if key(r) == cut]
    return [show(r) if show else key(r) for r in rs[:n]], ('TIE at boundary: ' + str([show(r) if show else key(r) for r in ties])) if ties else ''

def argbest(rows, key, show, rev=True):
    rs = [r for r in rows if key(r) is not None]
    best = (max if rev else min)(key(r) for r in rs)
    hits = [show(r) for r in rs if key(r) == best]
    return hits if len(hits) > 1 else hits[0], best

def mode_n(vals, n=1):
    c = Counter(vals).most_common()
    res = c[:n]; cut = res[-1][1]
    ties = [k for k, v in c[n:] if v == cut]
    return res, ('TIE: ' + str(ties)) if ties else ''

def grp(rows, g, val, agg):
    d = defaultdict(list)
    for r in rows:
        d[g(r)].append(val(r))
    return {k: agg(v) for k, v in sorted(d.items())}

S = lambda v: r2(sum(x for x in v if x is not None))
C = lambda v: len(v)
T = {}
def out(table, n, ans):
    T[(table, n)] = ans
    print(f'{table}\t{n}\t{ans}')

# ------------------------------------------------------------------ sar_callouts
t = 'sar_callouts'; R = load('sar_callouts.csv')
dur = lambda r: num(r['duration_hrs'])
vol = lambda r: int(r['volunteers_deployed'])
lng, v = argbest(R, dur, lambda r: (r['callout_id'], r['night_op'], r['call_date'], r['incident_type']))
out(t, 1, f'{lng} -> night_op')
out(t, 2, top(R, dur, 3))
out(t, 3, [r['callout_id'] for r in R if r['incident_type'] == 'Avalanche' and r['outcome'] == 'False alarm'] or False)
out(t, 4, max(int(r['persons_involved']) for r in R))
out(t, 5, mode_n([r['region'] for r in R], 2))
out(t, 6, len({r['team_leader_id'] for r in R}))
out(t, 7, argbest(R, vol, lambda r: (r['callout_id'], r['incident_type'])))
out(t, 8, mode_n([r['outcome'] for r in R if r['incident_type'] == 'Water rescue'], 2))
av = [r for r in R if r['incident_type'] == 'Avalanche']
out(t, 9, (all(r['helicopter_used'] == 'Y' for r in av), Counter(r['helicopter_used'] for r in av)))
out(t, 10, mean(vol(r) for r in R if r['helicopter_used'] == 'Y'))
out(t, 11, mode_n([r['team_leader_id'] for r in R if r['night_op'] == 'Y'], 2))
out(t, 12, lng)
out(t, 13, top(R, dur, 3, rev=False, show=lambda r: (r['region'], dur(r))))
out(t, 14, (max(dur(r) for r in R if dur(r) is not None) <= 16, max(dur(r) for r in R if dur(r) is not None)))
out(t, 15, sum('drone' in [x.strip() for x in r['equipment_used'].split(',')] for r in R))
out(t, 16, grp(R, lambda r: r['region'], vol, sum))
out(t, 17, f"{sum(r['helicopter_used'] == 'Y' for r in R)}/{len(R)} = {r2(100 * sum(r['helicopter_used'] == 'Y' for r in R) / len(R))}%")
out(t, 18, Counter(r['call_date'][:4] for r in R))
out(t, 19, sum(r['night_op'] == 'Y' and r['outcome'] == 'Rescued' for r in R))
out(t, 20, grp([r for r in R if r['call_date'][:4] == '2024'], lambda r: r['call_date'][:7], dur, mean))
out(t, 21, grp(R, lambda r: r['incident_type'], dur, mean))
out(t, 22, grp([r for r in R if r['call_date'][:4] == '2024'], lambda r: r['team_leader_id'], vol, C))
out(t, 23, sum(int(r['persons_involved']) for r in R if r['region'] == 'East Crags' and r['call_date'][:4] == '2024'))
lh = [r for r in R if r['incident_type'] == 'Lost hiker']
out(t, 24, f"{sum(r['night_op'] == 'Y' for r in lh)}/{len(lh)} = {r2(100 * sum(r['night_op'] == 'Y' for r in lh) / len(lh))}%")
out(t, 25, grp(R, lambda r: r['outcome'], vol, mean))

# ------------------------------------------------------------------ piano_tuning
t = 'piano_tuning'; R = load('piano_tuning.csv')
inv = lambda r: num(r['invoiceTotal'])
dm = lambda r: int(r['durationMin'])
yr = lambda r: r['visitDate'][6:]
mo = lambda r: r['visitDate'][6:] + '-' + r['visitDate'][:2]
out(t, 1, argbest(R, inv, lambda r: (r['visitId'], r['paidOnSite'])))
out(t, 2, top(R, inv, 3))
out(t, 3, [r['visitId'] for r in R if r['pianoBrand'] == 'Steinway' and r['serviceType'] == 'Rebuild'] or False)
out(t, 4, max(dm(r) for r in R))
out(t, 5, mode_n([r['technician'] for r in R], 2))
out(t, 6, len({r['customerId'] for r in R}))
out(t, 7, argbest(R, dm, lambda r: (r['visitId'], r['serviceType'])))
out(t, 8, mode_n([r['pianoBrand'] for r in R if r['pianoType'] == 'Baby Grand'], 2))
pr = [r for r in R if r['serviceType'] == 'Pitch Raise']
out(t, 9, (all(r['followUpNeeded'] == 'TRUE' for r in pr), Counter(r['followUpNeeded'] for r in pr)))
out(t, 10, mean(inv(r) for r in R if r['serviceType'] == 'Tuning' and r['city'] == 'Oakdale'))
out(t, 11, grp(R, lambda r: r['city'], inv, mean))
out(t, 12, argbest(R, lambda r: num(r['centsFlatBefore']), lambda r: (r['visitId'], r['technician'], r['serviceType'])))
out(t, 13, top([r for r in R if r['serviceType'] == 'Regulation'], inv, 3, rev=False))
out(t, 14, (max(dm(r) for r in R) <= 480, max(dm(r) for r in R)))
out(t, 15, sum(r['paidOnSite'] == 'FALSE' for r in R))
out(t, 16, grp(R, lambda r: r['technician'], inv, S))
out(t, 17, f"{sum(r['followUpNeeded'] == 'TRUE' for r in R)}/{len(R)} = {r2(100 * sum(r['followUpNeeded'] == 'TRUE' for r in R) / len(R))}%")
out(t, 18, grp(R, yr, inv, S))
out(t, 19, sum(r['serviceType'] == 'Tuning' and r['city'] == 'Riverton' and r['paidOnSite'] == 'TRUE' for r in R))
out(t, 20, grp([r for r in R if yr(r) == '2024'], mo, inv, mean))
out(t, 21, grp(R, lambda r: r['serviceType'], dm, mean))
out(t, 22, S(inv(r) for r in R if r['pianoType'] == 'Upright' and yr(r) == '2024' and r['visitDate'][:2] in ('10', '11', '12')))
out(t, 23, grp(R, lambda r: r['pianoType'], inv, C))
out(t, 24, grp([r for r in R if r['serviceType'] == 'Tuning'], lambda r: r['city'], lambda r: num(r['centsFlatBefore']), mean))
tot = sum(inv(r) for r in R)
out(t, 25, f"{r2(sum(inv(r) for r in R if r['serviceType'] == 'Rebuild'))}/{r2(tot)} = {r2(100 * sum(inv(r) for r in R if r['serviceType'] == 'Rebuild') / tot)}%")

# ------------------------------------------------------------------ archery_scores
t = 'archery_scores'; R = load('archery_scores.csv')
sc = lambda r: int(r['Score (pts)'])
gl = lambda r: int(r['Golds (count)'])
out(t, 1, argbest(R, sc, lambda r: (r['Entry No'], r['Archer Name'], r['Bow Type'])))
out(t, 2, top([r for r in R if r['Tournament'] == 'Harvest Cup'], sc, 5))
out(t, 3, [r['Archer Name'] for r in R if r['Bow Type'] == 'Longbow' and r['Age Class'] == 'Junior'] or False)
out(t, 4, max(gl(r) for r in R))
out(t, 5, mode_n([r['Club'] for r in R], 2))
out(t, 6, len({r['Archer ID'] for r in R}))
out(t, 7, argbest(R, sc, lambda r: (r['Entry No'], r['Bow Type'], sc(r)), rev=False))
out(t, 8, mode_n([r['Bow Type'] for r in R if r['Age Class'] == 'Master'], 2))
cc = [r for r in R if r['Tournament'] == 'County Championship']
out(t, 9, (all(r['Entry Fee (£)'] == '£30.00' for r in cc), Counter(r['Entry Fee (£)'] for r in cc)))
out(t, 10, mean(sc(r) for r in R if r['Bow Type'] == 'Recurve' and r['Distance (m)'] == '70'))
out(t, 11, grp(R, lambda r: r['Tournament'], sc, mean))
out(t, 12, argbest([r for r in R if r['Tournament'] == 'Winter Indoor'], gl, lambda r: (r['Archer Name'], gl(r))))
out(t, 13, top([r for r in R if r['Tournament'] == 'Spring Open'], sc, 3, rev=False, show=lambda r: (r['Club'], r['Archer Name'], sc(r))))
out(t, 14, (max(sc(r) for r in R) <= 700, max(sc(r) for r in R)))
out(t, 15, sum(r['Personal Best'] == 'Yes' for r in R))
out(t, 16, grp(R, lambda r: r['Tournament'], lambda r: num(r['Entry Fee (£)']), S))
out(t, 17, f"{sum(r['Bow Type'] == 'Compound' for r in R)}/{len(R)} = {r2(100 * sum(r['Bow Type'] == 'Compound' for r in R) / len(R))}%")
out(t, 18, grp([r for r in R if r['Age Class'] in ('Senior', 'Master')], lambda r: r['Age Class'], sc, mean))
out(t, 19, sum(r['Bow Type'] == 'Barebow' and sc(r) > 500 for r in R))
out(t, 20, grp(R, lambda r: r['Date'][-4:] + '-' + r['Date'][3:6], sc, mean))
out(t, 21, grp(R, lambda r: r['Bow Type'], gl, mean))
out(t, 22, grp(cc, lambda r: r['Club'], sc, C))
out(t, 23, S(num(r['Entry Fee (£)']) for r in R if r['Date'].endswith('2024')))
out(t, 24, grp(R, lambda r: r['Bow Type'], lambda r: num(r['Draw Weight (lbs)']), mean))
jr = [r for r in R if r['Age Class'] == 'Junior']
out(t, 25, f"{sum(r['Personal Best'] == 'Yes' for r in jr)}/{len(jr)} = {r2(100 * sum(r['Personal Best'] == 'Yes' for r in jr) / len(jr))}%")

# ------------------------------------------------------------------ beach_cleanups
t = 'beach_cleanups'; R = load('beach_cleanups.csv')
wt = lambda r: num(r['WT_KG'])
vc = lambda r: int(r['VOL_CNT'])
items = lambda r: [x.strip() for x in r['TOP_ITEMS'].split(',') if x.strip()]
out(t, 1, argbest(R, wt, lambda r: (r['EVT_ID'], r['SCHL_GRP'])))
out(t, 2, top([r for r in R if r['BCH_NM'] == 'Sunset Beach'], wt, 3))
out(t, 3, [r['EVT_ID'] for r in R if r['BCH_NM'] == 'Seal Rock' and r['WTHR'] == 'Rain'] or False)
out(t, 4, max(vc(r) for r in R))
out(t, 5, mode_n([r['BCH_NM'] for r in R], 2))
out(t, 6, len({r['ORG_NM'] for r in R}))
out(t, 7, argbest(R, lambda r: int(r['BAGS']), lambda r: (r['EVT_ID'], r['ORG_NM'], r['BAGS'])))
out(t, 8, mode_n([x for r in R for x in items(r)], 3))
sc12 = [r for r in R if r['ORG_NM'] == 'Scouts Troop 12']
out(t, 9, all(r['SCHL_GRP'] == '1' for r in sc12))
out(t, 10, mean(num(r['PLSTC_PCT']) for r in R if r['BCH_NM'] == 'Rocky Bay'))
out(t, 11, grp(R, lambda r: r['CNTY'], wt, S))
out(t, 12, argbest(R, vc, lambda r: (r['EVT_ID'], r['WTHR'])))
out(t, 13, top(R, wt, 2, rev=False, show=lambda r: (r['EVT_DT'], wt(r))))
out(t, 14, (min(int(r['BAGS']) for r in R) >= 2, min(int(r['BAGS']) for r in R)))
out(t, 15, sum('fishing line' in items(r) for r in R))
out(t, 16, grp(R, lambda r: r['CNTY'], wt, S))
out(t, 17, f"{sum(r['SCHL_GRP'] == '1' for r in R)}/{len(R)} = {r2(100 * sum(r['SCHL_GRP'] == '1' for r in R) / len(R))}%")
out(t, 18, grp(R, lambda r: r['EVT_DT'][:4], vc, sum))
out(t, 19, sum(r['WTHR'] == 'Windy' and (wt(r) or 0) > 100 for r in R))
out(t, 20, grp([r for r in R if r['EVT_DT'][:4] == '2024'], lambda r: r['EVT_DT'][:7], wt, mean))
out(t, 21, grp(R, lambda r: r['ORG_NM'], vc, mean))
out(t, 22, sum(int(r['BAGS']) for r in R if r['CNTY'] == 'Harbor' and '2024-06-01' <= r['EVT_DT'] <= '2024-08-31'))
out(t, 23, grp(R, lambda r: r['WTHR'], lambda r: num(r['DUR_HRS']), mean))
out(t, 24, sum(r['ORG_NM'] == 'Ocean Friends' and r['CNTY'] == 'Northshore' for r in R))
tw = sum(wt(r) or 0 for r in R)
rb = sum(wt(r) or 0 for r in R if r['BCH_NM'] == 'Rocky Bay')
out(t, 25, f'{r2(rb)}/{r2(tw)} = {r2(100 * rb / tw)}%')

# ------------------------------------------------------------------ radio_log
t = 'radio_log'; R = load('radio_log.csv')
ds = lambda r: num(r['Distance km'])
pw = lambda r: int(r['Power W'])
mon = lambda r: r['QSO date'][6:] + '-' + r['QSO date'][:2]
out(t, 1, argbest(R, ds, lambda r: (r['Log no'], r['Call sign'], r['QSL confirmed'], r['Mode'])))
out(t, 2, top([r for r in R if r['Band'] == '20m'], ds, 3))
out(t, 3, [r['Log no'] for r in R if r['Country'] == 'Japan' and r['Band'] == '10m'] or False)
out(t, 4, max(pw(r) for r in R))
out(t, 5, mode_n([r['Country'] for r in R], 2))
out(t, 6, len({r['Call sign'] for r in R}))
out(t, 7, argbest(R, ds, lambda r: (r['Log no'], r['Mode'])))
out(t, 8, mode_n([r['Band'] for r in R if r['Mode'] == 'FT8'], 2))
tm = [r for r in R if r['Band'] == '2m']
out(t, 9, (all(r['Continent'] == 'EU' for r in tm), len(tm)))
out(t, 10, mean(ds(r) for r in R if r['Mode'] == 'CW'))
out(t, 11, grp(R, lambda r: r['Continent'], lambda r: r['QSL confirmed'] == 'Y', lambda v: r2(100 * sum(v) / len(v))))
last = max(R, key=lambda r: (mon(r), r['QSO date'][3:5], r['Time UTC']))
out(t, 12, (last['Log no'], last['QSO date'], last['Time UTC'], last['Call sign']))
out(t, 13, top(R, ds, 3, rev=False, show=lambda r: (r['Band'], ds(r))))
out(t, 14, max(pw(r) for r in R) <= 400)
out(t, 15, sum(r['Contest QSO'] == 'Yes' and r['Band'] == '40m' for r in R))
out(t, 16, grp(R, lambda r: r['Band'], ds, C))
out(t, 17, f"{sum(r['QSL confirmed'] == 'Y' for r in R)}/{len(R)} = {r2(100 * sum(r['QSL confirmed'] == 'Y' for r in R) / len(R))}%")
out(t, 18, grp(R, lambda r: 'H1' if int(r['QSO date'][:2]) <= 6 else 'H2', ds, C))
out(t, 19, sum(r['Mode'] == 'SSB' and r['Continent'] == 'NA' and r['QSL confirmed'] == 'Y' for r in R))
out(t, 20, grp(R, mon, ds, C))
out(t, 21, grp(R, lambda r: r['Continent'], ds, mean))
out(t, 22, grp(R, lambda r: r['Mode'], pw, mean))
out(t, 23, sum(r['Country'] == 'United States' and r['QSO date'][:2] in ('07', '08', '09') for r in R))
ct = [r for r in R if r['Contest QSO'] == 'Yes']
out(t, 24, f"{sum(r['Mode'] == 'CW' for r in ct)}/{len(ct)} = {r2(100 * sum(r['Mode'] == 'CW' for r in ct) / len(ct))}%")
out(t, 25, grp(R, lambda r: r['Band'], lambda r: r['Country'], lambda v: len(set(v))))
