#!/usr/bin/env python3
"""True answers for every answerable question (csv module + stdlib only)."""
import csv, datetime as dt
from collections import Counter, defaultdict

def load(f):
    with open(f, newline='') as fh:
        return list(csv.DictReader(fh))

def mny(s):
    return float(s.replace('$', '').replace(',', '')) if s.strip() else None

def avg(xs):
    xs = [x for x in xs if x is not None]
    return round(sum(xs) / len(xs), 4) if xs else None

def r2(x):
    return round(x, 2)

def group(rows, key, val, agg):
    g = defaultdict(list)
    for r in rows:
        g[key(r)].append(val(r))
    return {k: agg(v) for k, v in sorted(g.items())}

def topn(d, n, rev=True):
    return sorted(d.items(), key=lambda kv: kv[1], reverse=rev)[:n]

def argmax(rows, f):
    m = max(f(r) for r in rows)
    return [r for r in rows if f(r) == m]

def argmin(rows, f):
    m = min(f(r) for r in rows)
    return [r for r in rows if f(r) == m]

OUT = []
def T(table, n, ans):
    OUT.append((table, n, ans))

# ------------------------------------------------------------ podcast
P = load('podcast_episodes.csv')
for r in P:
    r['d'] = dt.date.fromisoformat(r['publishDate'])
    r['dl'] = int(r['downloads']); r['dur'] = int(r['durationMin'])
    r['ad'] = float(r['adRevenueUsd']); r['rt'] = float(r['avgRating']) if r['avgRating'] else None
    r['g'] = [x.strip() for x in r['guestList'].split(',') if x.strip()]
t = 'podcast_episodes'
T(t, 1, any(r['dl'] > 30000 for r in P))
T(t, 2, [(r['episodeId'], r['genre'], r['dl']) for r in argmax(P, lambda r: r['dl'])])
T(t, 3, max(r['dur'] for r in P))
T(t, 4, len({r['hostName'] for r in P}))
T(t, 5, topn(Counter(r['showName'] for r in P), 3))
T(t, 6, topn(group(P, lambda r: r['genre'], lambda r: r['dl'], avg), 4))
T(t, 7, sorted((r['ad'] for r in P), reverse=True)[:6])
T(t, 8, [(r['episodeId'], r['hostName'], r['dl']) for r in argmin(P, lambda r: r['dl'])])
T(t, 9, (all(r['genre'] in ('True Crime', 'Comedy') for r in P if r['isExplicit'] == 'TRUE'),
         Counter(r['genre'] for r in P if r['isExplicit'] == 'TRUE')))
T(t, 10, sum(r['hasVideo'] == 'TRUE' for r in P))
T(t, 11, [(r['episodeId'], r['dl'], r['dur']) for r in sorted(P, key=lambda r: -r['dl'])[:4]])
T(t, 12, [(r['episodeId'], r['publishDate'], r['ad']) for r in argmax(P, lambda r: r['ad'])])
T(t, 13, (all(r['rt'] >= 2.5 for r in P if r['rt'] is not None), min(r['rt'] for r in P if r['rt'] is not None)))
T(t, 14, topn(Counter(r['genre'] for r in P), 3, rev=False))
T(t, 15, sum('Hana Sato' in r['g'] for r in P))
T(t, 16, group(P, lambda r: r['genre'], lambda r: r['dl'], sum))
T(t, 17, (sum(r['isExplicit'] == 'TRUE' for r in P), len(P), r2(100 * sum(r['isExplicit'] == 'TRUE' for r in P) / len(P))))
T(t, 18, group([r for r in P if r['d'].year == 2024], lambda r: r['d'].month, lambda r: r['dl'], avg))
h24 = sum(r['ad'] for r in P if r['d'].year == 2024 and r['d'].month <= 6)
h23 = sum(r['ad'] for r in P if r['d'].year == 2023 and r['d'].month <= 6)
T(t, 19, ('H1-2024', r2(h24), 'H1-2023', r2(h23), 'diff', r2(h24 - h23), 'pct', r2(100 * (h24 - h23) / h23)))
T(t, 20, sum(r['genre'] == 'True Crime' and r['dur'] > 60 for r in P))
T(t, 21, group(P, lambda r: r['showName'], lambda r: r['rt'], avg))
T(t, 22, topn(group([r for r in P if r['d'].year == 2023], lambda r: r['hostName'], lambda r: r['ad'], lambda v: r2(sum(v))), 3))
T(t, 23, group(P, lambda r: r['hasVideo'], lambda r: r['ad'], lambda v: r2(sum(v))))
T(t, 24, group([r for r in P if r['d'].year == 2023], lambda r: (r['d'].month - 1) // 3 + 1, lambda r: 1, len))
T(t, 25, group(P, lambda r: r['isExplicit'], lambda r: r['dur'], avg))

# ------------------------------------------------------------ kiln
K = load('kiln_firings.csv')
for r in K:
    r['d'] = dt.datetime.strptime(r['Firing Date'], '%d-%b-%Y').date()
    r['temp'] = int(r['Peak Temp (°C)']); r['hrs'] = float(r['Duration (hrs)'])
    r['pl'] = int(r['Pieces Loaded']); r['pc'] = int(r['Pieces Cracked'])
    r['kwh'] = float(r['Energy Used (kWh)']) if r['Energy Used (kWh)'] else None
    r['fee'] = float(r['Firing Fee (USD)'])
    r['gl'] = [x.strip() for x in r['Glazes Applied'].split(',') if x.strip()]
t = 'kiln_firings'
T(t, 1, (any(r['temp'] > 1280 for r in K), sum(r['temp'] > 1280 for r in K)))
T(t, 2, [(r['Firing ID'], r['Firing Type'], r['pc']) for r in argmax(K, lambda r: r['pc'])])
T(t, 3, max(r['temp'] for r in K))
T(t, 4, len({r['Operator'] for r in K}))
T(t, 5, topn(Counter(r['Operator'] for r in K), 3))
T(t, 6, topn(group(K, lambda r: r['Firing Type'], lambda r: r['pc'], avg), 4))
T(t, 7, sorted((r['hrs'] for r in K), reverse=True)[:6])
T(t, 8, [(r['Firing ID'], r['Kiln ID'], r['fee']) for r in argmax(K, lambda r: r['fee'])])
T(t, 9, (all(r['Kiln ID'] == 'K4' for r in K if r['Firing Type'] == 'Raku'), sum(r['Firing Type'] == 'Raku' for r in K)))
T(t, 10, sum(r['Vented (Yes/No)'] == 'Yes' for r in K))
KE = [r for r in K if r['kwh'] is not None]
T(t, 11, [(r['Firing ID'], r['kwh'], r['Firing Type']) for r in sorted(KE, key=lambda r: -r['kwh'])[:4]])
T(t, 12, [(r['Firing ID'], r['Firing Date'], r['temp']) for r in argmax(K, lambda r: r['temp'])])
T(t, 13, (any(r['kwh'] is not None and r['kwh'] > 100 for r in K if r['Firing Type'] == 'Bisque'),
          max(r['kwh'] for r in KE if r['Firing Type'] == 'Bisque')))
T(t, 14, topn(Counter(g for r in K for g in r['gl']), 3))
T(t, 15, [(r['Firing ID'], r['Firing Type'], r['temp']) for r in argmin(K, lambda r: r['temp'])])
T(t, 16, group(K, lambda r: r['Kiln ID'], lambda r: r['fee'], lambda v: r2(sum(v))))
T(t, 17, (sum(r['pc'] >= 1 for r in K), len(K), r2(100 * sum(r['pc'] >= 1 for r in K) / len(K))))
T(t, 18, group([r for r in K if r['d'].year == 2024], lambda r: r['d'].month, lambda r: r['kwh'], avg))
T(t, 19, sum(r['Firing Type'] == 'Glaze' and r['d'].year == 2024 and r['pc'] > 3 for r in K))
p24 = sum(r['pl'] for r in K if r['d'].year == 2024); p23 = sum(r['pl'] for r in K if r['d'].year == 2023)
T(t, 20, ('2024', p24, '2023', p23, 'diff', p24 - p23, 'pct', r2(100 * (p24 - p23) / p23)))
T(t, 21, {ft: r2(100 * sum(r['pc'] for r in K if r['Firing Type'] == ft) / sum(r['pl'] for r in K if r['Firing Type'] == ft))
          for ft in sorted({r['Firing Type'] for r in K})})
T(t, 22, topn(group(K, lambda r: r['Operator'], lambda r: r['fee'], avg), 3))
T(t, 23, group([r for r in K if r['Firing Type'] == 'Glaze'], lambda r: r['Vented (Yes/No)'], lambda r: r['hrs'], avg))
T(t, 24, group(K, lambda r: r['Operator'], lambda r: r['pc'], sum))
T(t, 25, group([r for r in K if dt.date(2024, 6, 1) <= r['d'] <= dt.date(2024, 8, 31)], lambda r: r['Kiln ID'], lambda r: 1, len))

# ------------------------------------------------------------ birds
B = load('bird_sightings.csv')
for r in B:
    r['d'] = dt.datetime.strptime(r['survey_date'], '%m/%d/%Y').date()
    r['n'] = int(r['bird_count']); r['dist'] = int(r['distance_m']); r['dur'] = int(r['duration_min'])
    r['tc'] = float(r['temp_c']) if r['temp_c'] else None
    r['bh'] = [x.strip() for x in r['behaviors'].split(',')]
t = 'bird_sightings'
T(t, 1, sum(r['species'] == 'Osprey' and r['site_name'] == 'Pine Hollow' for r in B))
T(t, 2, [(r['sighting_id'], r['species'], r['family'], r['n']) for r in argmax(B, lambda r: r['n'])])
T(t, 3, max(r['n'] for r in B))
T(t, 4, len({r['species'] for r in B}))
T(t, 5, topn(Counter(r['site_name'] for r in B), 3))
T(t, 6, topn(group(B, lambda r: r['species'], lambda r: r['n'], sum), 4))
T(t, 7, sorted((r['dist'] for r in B), reverse=True)[:6])
T(t, 8, [(r['sighting_id'], r['observer_id'], r['dist']) for r in argmax(B, lambda r: r['dist'])])
T(t, 9, (all(r['d'].month in (5, 6, 7) for r in B if r['breeding_evidence'] == '1'), sum(r['breeding_evidence'] == '1' for r in B)))
T(t, 10, sum(r['photo_confirmed'] == '1' for r in B))
BT = [r for r in B if r['tc'] is not None]
T(t, 11, [(r['sighting_id'], r['tc'], r['species']) for r in sorted(BT, key=lambda r: -r['tc'])[:4]])
T(t, 12, [(r['sighting_id'], r['survey_date'], r['tc']) for r in argmin(BT, lambda r: r['tc'])])
T(t, 13, (not any(r['n'] > 4 for r in B if r['family'] == 'Raptors'), max(r['n'] for r in B if r['family'] == 'Raptors')))
T(t, 14, topn(Counter(r['family'] for r in B), 3, rev=False))
T(t, 15, sum('singing' in r['bh'] for r in B))
T(t, 16, group(B, lambda r: r['family'], lambda r: r['n'], sum))
T(t, 17, (sum(r['photo_confirmed'] == '1' for r in B), len(B), r2(100 * sum(r['photo_confirmed'] == '1' for r in B) / len(B))))
T(t, 18, group([r for r in B if r['d'].year == 2024], lambda r: r['d'].month, lambda r: r['n'], avg))
a24 = sum(r['d'].year == 2024 and 4 <= r['d'].month <= 7 for r in B); a23 = sum(r['d'].year == 2023 and 4 <= r['d'].month <= 7 for r in B)
T(t, 19, ('2024', a24, '2023', a23, 'diff', a24 - a23, 'pct', r2(100 * (a24 - a23) / a23)))
T(t, 20, sum(r['family'] == 'Waterfowl' and r['site_name'] == 'Lakeshore' and r['n'] > 10 for r in B))
T(t, 21, group(B, lambda r: r['site_name'], lambda r: r['dist'], avg))
T(t, 22, topn(group(B, lambda r: r['observer_id'], lambda r: r['n'], sum), 3))
T(t, 23, group(B, lambda r: r['breeding_evidence'], lambda r: r['dur'], avg))
T(t, 24, group([r for r in B if r['d'].year == 2024], lambda r: r['site_name'], lambda r: 1, len))
T(t, 25, group(B, lambda r: r['family'], lambda r: r['tc'], avg))

# ------------------------------------------------------------ locksmith
L = load('locksmith_jobs.csv')
for r in L:
    r['d'] = dt.datetime.strptime(r['Svc Dt'], '%m/%d/%Y').date()
    r['tot'] = mny(r['Total Amt']); r['parts'] = mny(r['Parts Amt']); r['h'] = float(r['Hrs'])
t = 'locksmith_jobs'
T(t, 1, sum(r['Svc Type'] == 'Safe Opening' and r['Prop Type'] == 'Automotive' for r in L))
T(t, 2, [(r['Job No'], r['Emerg (Y/N)'], r['tot']) for r in argmax(L, lambda r: r['tot'])])
T(t, 3, max(r['tot'] for r in L))
T(t, 4, len({r['Cust ID'] for r in L}))
T(t, 5, topn(Counter(r['Tech'] for r in L), 3))
T(t, 6, topn(group(L, lambda r: r['Svc Type'], lambda r: r['tot'], avg), 4))
T(t, 7, sorted((r['parts'] for r in L), reverse=True)[:6])
T(t, 8, [(r['Job No'], r['Zone'], r['h']) for r in argmax(L, lambda r: r['h'])])
T(t, 9, (all(r['Emerg (Y/N)'] == 'Y' for r in L if r['Svc Type'] == 'Lockout'),
         Counter(r['Emerg (Y/N)'] for r in L if r['Svc Type'] == 'Lockout')))
T(t, 10, sum(r['Pd'] == 'N' for r in L))
T(t, 11, [(r['Job No'], r['h'], r['Svc Type']) for r in sorted(L, key=lambda r: -r['h'])[:4]])
T(t, 12, [(r['Job No'], r['Svc Dt'], r['tot']) for r in argmin(L, lambda r: r['tot'])])
cc = Counter(r['Cust ID'] for r in L)
T(t, 13, (any(v > 8 for v in cc.values()), cc.most_common(3)))
T(t, 14, topn(Counter(r['Prop Type'] for r in L), 3, rev=False))
T(t, 15, [(r['Job No'], r['Svc Dt'], r['Svc Type']) for r in argmax(L, lambda r: r['d'])])
T(t, 16, group(L, lambda r: r['Zone'], lambda r: r['tot'], lambda v: r2(sum(v))))
T(t, 17, (sum(r['Emerg (Y/N)'] == 'Y' for r in L), len(L), r2(100 * sum(r['Emerg (Y/N)'] == 'Y' for r in L) / len(L))))
T(t, 18, group([r for r in L if r['d'].year == 2024], lambda r: r['d'].month, lambda r: r['tot'], lambda v: r2(avg(v))))
q24 = sum(r['tot'] for r in L if r['d'].year == 2024 and r['d'].month <= 3); q23 = sum(r['tot'] for r in L if r['d'].year == 2023 and r['d'].month <= 3)
T(t, 19, ('Q1-2024', r2(q24), 'Q1-2023', r2(q23), 'diff', r2(q24 - q23), 'pct', r2(100 * (q24 - q23) / q23)))
T(t, 20, sum(r['Prop Type'] == 'Residential' and r['Emerg (Y/N)'] == 'Y' for r in L))
T(t, 21, group(L, lambda r: r['Tech'], lambda r: r['h'], avg))
T(t, 22, topn(group([r for r in L if r['d'].year == 2024], lambda r: r['Tech'], lambda r: r['tot'], lambda v: r2(sum(v))), 3))
T(t, 23, {k: v for k, v in group(L, lambda r: r['Prop Type'], lambda r: r['parts'], lambda v: r2(sum(v))).items() if k != 'Automotive'})
T(t, 24, group([r for r in L if r['d'].year == 2023], lambda r: r['Svc Type'], lambda r: 1, len))
T(t, 25, (r2(sum(r['tot'] for r in L if r['Pd'] == 'N')), sum(r['Pd'] == 'N' for r in L)))

# ------------------------------------------------------------ bowling
W = load('bowling_league.csv')
for r in W:
    r['d'] = dt.date.fromisoformat(r['Game Date']); r['s'] = int(r['Score'])
    r['st'] = int(r['Strikes']); r['sp'] = int(r['Spares']); r['fee'] = mny(r['Lineage Fee'])
t = 'bowling_league'
T(t, 1, sum(r['s'] == 300 for r in W))
T(t, 2, [(r['Game ID'], r['Bowler Name'], r['Team'], r['s']) for r in argmax(W, lambda r: r['s'])])
T(t, 3, max(r['s'] for r in W))
T(t, 4, (len({r['Bowler ID'] for r in W}), len({r['Bowler Name'] for r in W})))
T(t, 5, topn(group(W, lambda r: r['Team'], lambda r: r['s'], avg), 5))
T(t, 6, topn(group(W, lambda r: r['Bowler Name'], lambda r: r['s'], avg), 4))
T(t, 7, sorted(r['s'] for r in W)[:6])
T(t, 8, [(r['Game ID'], r['Lane'], r['s']) for r in argmin(W, lambda r: r['s'])])
T(t, 9, (all(r['Team'] == 'Split Happens' for r in W if r['League Night'] == 'Tuesday'),
         all(r['Team'] == 'Split Happens' for r in W if r['d'].weekday() == 1)))
T(t, 10, sum(r['Clean Game'] == 'Yes' for r in W))
T(t, 11, [(r['Game ID'], r['s'], r['st']) for r in sorted(W, key=lambda r: -r['s'])[:4]])
T(t, 12, [(r['Game ID'], r['Game Date'], r['s']) for r in argmax(W, lambda r: r['s'])])
T(t, 13, (any(r['st'] >= 10 for r in W), sum(r['st'] >= 10 for r in W)))
T(t, 14, topn(Counter(r['Lane'] for r in W), 4, rev=False))
T(t, 15, topn(Counter(r['Bowler Name'] for r in W if r['Clean Game'] == 'Yes'), 3))
T(t, 16, group(W, lambda r: r['Team'], lambda r: r['st'], sum))
T(t, 17, (sum(r['Clean Game'] == 'Yes' for r in W), len(W), r2(100 * sum(r['Clean Game'] == 'Yes' for r in W) / len(W))))
T(t, 18, group(W, lambda r: (r['d'].year, r['d'].month), lambda r: r['s'], avg))
s24 = avg([r['s'] for r in W if r['d'].year == 2024]); s23 = avg([r['s'] for r in W if r['d'].year == 2023])
T(t, 19, ('2024', s24, '2023', s23, 'diff', r2(s24 - s23)))
T(t, 20, sum(r['Team'] == 'Pin Pals' and r['s'] > 180 for r in W))
T(t, 21, group(W, lambda r: r['Team'], lambda r: r['fee'], lambda v: r2(sum(v))))
T(t, 22, topn(group([r for r in W if r['Game No'] == '3'], lambda r: r['Bowler Name'], lambda r: r['s'], avg), 3))
T(t, 23, group([r for r in W if r['Game No'] in ('1', '3')], lambda r: r['Game No'], lambda r: r['s'], avg))
T(t, 24, group(W, lambda r: r['League Night'], lambda r: 1, len))
T(t, 25, group(W, lambda r: r['Team'], lambda r: r['sp'], avg))

for tb, n, a in OUT:
    print(f'{tb}\t{n}\t{a}')
