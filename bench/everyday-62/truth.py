import csv, datetime, statistics
from collections import Counter, defaultdict
def load(f): return list(csv.DictReader(open(f, newline='')))
def money(s): return float(s.replace('$', '').replace('€', '').replace(',', '')) if s.strip() else None
def out(t, n, v): print(f'{t}\t{n}\t{v}')
def r2(x): return round(x, 4)
def top(counter, k=None):
    items = sorted(counter.items(), key=lambda kv: -kv[1])
    if k is None:
        m = items[0][1]; return [kv for kv in items if kv[1] == m]
    return items[:k]
def q(m): return (m - 1) // 3 + 1

# ---------- pool
T = 'pool_chem_deliveries'; R = load(T + '.csv')
for r in R:
    r['d'] = datetime.date.fromisoformat(r['delivery_date']); r['c'] = float(r['total_charge'])
    r['cl'] = int(r['chlorine_gal']); r['ac'] = int(r['acid_gal']); r['ch'] = [x.strip() for x in r['chemicals'].split(',')]
out(T, 1, len(R)); out(T, 2, r2(sum(r['c'] for r in R))); out(T, 3, r2(statistics.mean(r['cl'] for r in R)))
out(T, 4, top(Counter(r['driver'] for r in R)))
out(T, 5, max(r['c'] for r in R))
s = defaultdict(float)
for r in R: s[r['customer_type']] += r['c']
out(T, 6, sorted(s.items(), key=lambda kv: -kv[1]))
out(T, 7, sum(r['route_zone'] == 'West' for r in R))
out(T, 8, all('chlorine' in r['ch'] for r in R))
out(T, 9, (any(r['ac'] > 8 for r in R), sum(r['ac'] > 8 for r in R)))
s = defaultdict(float)
for r in R: s[r['customer_id']] += r['c']
out(T, 10, [(k, round(v, 2)) for k, v in top(s, 5)])
mx = max(r['c'] for r in R); out(T, 11, [(r['driver'], r['delivery_id']) for r in R if r['c'] == mx])
out(T, 12, (Counter(r['signed_on_site'] for r in R)))
out(T, 13, sum('algaecide' in r['ch'] for r in R))
out(T, 14, sorted((r['cl'] for r in R), reverse=True)[:8])
out(T, 15, len({r['customer_id'] for r in R}))
out(T, 16, r2(100 * sum(r['customer_type'] == 'Commercial' for r in R) / len(R)))
q1 = sum(r['c'] for r in R if q(r['d'].month) == 1 and r['d'].year == 2024); q2 = sum(r['c'] for r in R if q(r['d'].month) == 2 and r['d'].year == 2024)
out(T, 17, (r2(q1), r2(q2), r2(q2 - q1), r2(100 * (q2 - q1) / q1)))
s = defaultdict(float)
for r in R: s[(r['d'].year, r['d'].month)] += r['c']
out(T, 18, sorted((k, round(v, 2)) for k, v in s.items()))
s = defaultdict(list)
for r in R:
    if r['late_minutes'] != '': s[r['driver']].append(int(r['late_minutes']))
out(T, 19, {k: r2(statistics.mean(v)) for k, v in sorted(s.items())})
out(T, 20, statistics.median(r['c'] for r in R))
L = [int(r['late_minutes']) for r in R if r['late_minutes'] != '']
out(T, 21, (r2(100 * sum(x == 0 for x in L) / len(L)), len(L), 'all-rows denom', r2(100 * sum(x == 0 for x in L) / len(R))))
a = lambda ct: statistics.mean(r['c'] for r in R if r['customer_type'] == ct)
out(T, 22, ('HOA', r2(a('HOA')), 'Residential', r2(a('Residential'))))
s = defaultdict(list)
for r in R: s[r['d'].month].append(r['cl'])
out(T, 23, {k: r2(statistics.mean(v)) for k, v in sorted(s.items())})
s = defaultdict(list)
for r in R: s[r['route_zone']].append(r['ac'])
out(T, 24, sorted(((k, r2(statistics.mean(v))) for k, v in s.items()), key=lambda kv: -kv[1]))
C = [r for r in R if r['customer_type'] == 'Commercial']
y = sum(r['signed_on_site'] == 'Y' for r in C); nn = sum(r['signed_on_site'] == 'N' for r in C)
out(T, 25, ('Y/(Y+N)', r2(100 * y / (y + nn)), 'Y/all', r2(100 * y / len(C)), y, nn, len(C)))

# ---------- choir
T = 'choir_attendance'; R = load(T + '.csv')
for r in R:
    r['d'] = datetime.datetime.strptime(r['rehearsalDate'], '%m/%d/%Y').date(); r['a'] = r['attended'] == 'TRUE'
    r['dues'] = money(r['duesPaid']); r['late'] = int(r['minutesLate']) if r['minutesLate'] != '' else None
    r['p'] = [x.strip() for x in r['piecesRehearsed'].split(',')]
A = [r for r in R if r['a']]
out(T, 1, len(R)); out(T, 2, len(A)); out(T, 3, top(Counter(r['voicePart'] for r in R)))
lat = [r['late'] for r in A if r['late'] is not None]
out(T, 4, r2(statistics.mean(lat))); out(T, 5, max(lat)); out(T, 6, len({r['memberId'] for r in R}))
out(T, 7, top(Counter(r['memberId'] for r in A)))
out(T, 8, r2(sum(r['dues'] or 0 for r in R)))
out(T, 9, (all(x <= 15 for x in lat), max(lat)))
out(T, 10, top(Counter(r['venue'] for r in R)))
out(T, 11, sum('Messiah' in r['p'] for r in R))
s = defaultdict(float)
for r in R: s[r['memberId']] += r['dues'] or 0
out(T, 12, top(s, 5))
out(T, 13, [(r['memberId'], r['rehearsalDate']) for r in R if r['sectionLeader'] == 'TRUE' and not r['a']])
out(T, 14, {r['voicePart'] for r in R if r['memberId'] == 'M12'})
out(T, 15, sum(r['dues'] is None for r in R))
out(T, 16, r2(100 * len(A) / len(R)))
rate = lambda vp: (r2(100 * sum(r['a'] for r in R if r['voicePart'] == vp) / sum(r['voicePart'] == vp for r in R)))
out(T, 17, ('Soprano', rate('Soprano'), 'Bass', rate('Bass')))
out(T, 18, sorted(Counter(r['d'].month for r in A).items()))
s = defaultdict(list); s0 = defaultdict(list)
for r in R:
    if r['dues'] is not None: s[r['voicePart']].append(r['dues'])
    s0[r['voicePart']].append(r['dues'] or 0)
out(T, 19, ({k: r2(statistics.mean(v)) for k, v in sorted(s.items())}, 'blank-as-0', {k: r2(statistics.mean(v)) for k, v in sorted(s0.items())}))
out(T, 20, statistics.median(lat))
out(T, 21, (sum(r['d'].month <= 6 for r in A), sum(r['d'].month > 6 for r in A)))
tot = sum(r['dues'] or 0 for r in R); out(T, 22, r2(100 * sum(r['dues'] or 0 for r in R if r['voicePart'] == 'Alto') / tot))
out(T, 23, len({r['memberId'] for r in A if r['venue'] == 'Community Center'}))
out(T, 24, {v: r2(100 * sum(r['a'] for r in R if r['venue'] == v) / sum(r['venue'] == v for r in R)) for v in sorted({r['venue'] for r in R})})
s = defaultdict(list)
for r in A:
    if r['late'] is not None: s[r['d'].month].append(r['late'])
out(T, 25, {k: r2(statistics.mean(v)) for k, v in sorted(s.items())})

# ---------- cartridge
T = 'cartridge_refills'; R = load(T + '.csv')
for r in R:
    r['d'] = datetime.datetime.strptime(r['Order Date'], '%d-%b-%Y').date(); r['p'] = money(r['Price ($)']); r['q'] = int(r['Qty'])
    r['iss'] = [x.strip() for x in r['Reported Issues'].split(',') if x.strip()]
out(T, 1, len(R)); tot = sum(r['p'] for r in R); out(T, 2, r2(tot)); out(T, 3, r2(tot / len(R)))
out(T, 4, top(Counter(r['Cartridge Model'] for r in R))); out(T, 5, sum(r['q'] for r in R))
out(T, 6, top(Counter(r['Technician'] for r in R if r['Rush Order'] == 'Yes')))
out(T, 7, max(r['p'] for r in R))
mq = max(r['q'] for r in R); out(T, 8, [(r['Cartridge Model'], r['Ticket No'], r['q']) for r in R if r['q'] == mq])
out(T, 9, sum('leak' in r['iss'] for r in R)); out(T, 10, (any(r['q'] > 30 for r in R), sum(r['q'] > 30 for r in R)))
out(T, 11, top(Counter(r['Customer ID'] for r in R), 6))
v = [int(r['Ink Volume (ml)']) for r in R if r['Ink Volume (ml)']]; out(T, 12, r2(statistics.mean(v)))
out(T, 13, sum(r['Rush Order'] == 'Yes' for r in R))
mg = [r['Cartridge Model'] for r in R if r['Color'] == 'Magenta']; out(T, 14, (all(m.startswith('Canon') for m in mg), Counter(mg)))
out(T, 15, sorted({r['Color'] for r in R}))
out(T, 16, r2(100 * sum(bool(r['iss']) for r in R) / len(R)))
s = defaultdict(float)
for r in R: s[q(r['d'].month)] += r['p']
out(T, 17, (r2(s[3]), r2(s[4])))
out(T, 18, sorted(Counter(r['d'].month for r in R).items()))
rush = [r['p'] for r in R if r['Rush Order'] == 'Yes']; nr = [r['p'] for r in R if r['Rush Order'] == 'No']
out(T, 19, (r2(statistics.mean(rush)), r2(statistics.mean(nr))))
out(T, 20, statistics.median(r['q'] for r in R))
out(T, 21, r2(100 * sum(r['p'] for r in R if r['Technician'] == 'Dev') / tot))
out(T, 22, {m: r2(100 * sum(bool(r['iss']) for r in R if r['Cartridge Model'] == m) / sum(r['Cartridge Model'] == m for r in R)) for m in sorted({r['Cartridge Model'] for r in R})})
out(T, 23, len({r['Customer ID'] for r in R if r['d'].month == 12}))
s = defaultdict(float)
for r in R: s[r['d'].month] += r['p']
out(T, 24, (r2(statistics.mean(s.values())), len(s), 'over12', r2(tot / 12)))
out(T, 25, r2(tot / sum(r['q'] for r in R)))

# ---------- florist
T = 'florist_quotes'; R = load(T + '.csv')
for r in R:
    r['d'] = datetime.datetime.fromisoformat(r['QT_DTTM']); r['amt'] = float(r['QT_AMT']); r['st'] = int(r['STEMS_QTY'])
    r['acc'] = r['ACCPT_FLG'] == '1'; r['fl'] = [x.strip() for x in r['FLWR_LIST'].split(',')]
    r['g'] = int(r['GUEST_CNT']) if r['GUEST_CNT'] else None; r['dep'] = float(r['DEP_PAID']) if r['DEP_PAID'] else None
out(T, 1, len(R)); out(T, 2, sum(r['acc'] for r in R)); out(T, 3, r2(statistics.mean(r['amt'] for r in R)))
out(T, 4, top(Counter(r['VENUE_TYP'] for r in R))); out(T, 5, max(r['amt'] for r in R))
s = defaultdict(float)
for r in R: s[r['PLNR']] += r['amt']
out(T, 6, sorted(s.items(), key=lambda kv: -kv[1]))
out(T, 7, sum(r['st'] for r in R if r['acc']))
g = [r['g'] for r in R if r['g'] is not None]; out(T, 8, r2(statistics.mean(g)))
b = [r for r in R if r['VENUE_TYP'] == 'Beach']; out(T, 9, (all('roses' in r['fl'] for r in b), sum('roses' not in r['fl'] for r in b), len(b)))
out(T, 10, sum('peonies' in r['fl'] for r in R))
out(T, 11, sorted((r['amt'] for r in R), reverse=True)[:7])
ms = max(r['st'] for r in R); out(T, 12, [(r['VENUE_TYP'], r['QT_ID'], r['st']) for r in R if r['st'] == ms])
out(T, 13, (any((r['g'] or 0) > 220 for r in R), sum((r['g'] or 0) > 220 for r in R)))
out(T, 14, sum(r['dep'] is not None for r in R))
out(T, 15, top(Counter(r['CLIENT_ID'] for r in R)))
out(T, 16, r2(100 * sum(r['acc'] for r in R) / len(R)))
out(T, 17, {p: r2(100 * sum(r['acc'] for r in R if r['PLNR'] == p) / sum(r['PLNR'] == p for r in R)) for p in sorted({r['PLNR'] for r in R})})
out(T, 18, sorted(Counter(r['d'].month for r in R).items()))
out(T, 19, tuple(r2(statistics.mean(r['amt'] for r in R if q(r['d'].month) == k)) for k in (1, 2)))
out(T, 20, statistics.median(r['amt'] for r in R))
out(T, 21, ('ratio of sums', r2(sum(r['st'] for r in R if r['g']) / sum(g)), 'mean of ratios', r2(statistics.mean(r['st'] / r['g'] for r in R if r['g']))))
out(T, 22, r2(100 * sum(r['amt'] for r in R if r['VENUE_TYP'] == 'Vineyard') / sum(r['amt'] for r in R)))
out(T, 23, r2(sum(r['dep'] or 0 for r in R if r['d'].month > 6)))
out(T, 24, len({r['CLIENT_ID'] for r in R if r['acc']}))
s = defaultdict(list)
for r in R:
    if r['acc']: s[r['VENUE_TYP']].append(r['amt'])
out(T, 25, {k: r2(statistics.mean(v)) for k, v in sorted(s.items())})

# ---------- gutter
T = 'gutter_jobs'; R = load(T + '.csv')
for r in R:
    r['d'] = datetime.datetime.strptime(r['service date'], '%m/%d/%Y').date(); r['p'] = money(r['price']); r['ft'] = int(r['linear ft'])
    r['gd'] = r['guards installed'] == 'true'; r['deb'] = [x.strip() for x in r['debris found'].split(',')]
    r['rt'] = int(r['rating']) if r['rating'] else None
tot = sum(r['p'] for r in R)
out(T, 1, len(R)); out(T, 2, r2(tot)); out(T, 3, r2(statistics.mean(r['ft'] for r in R)))
out(T, 4, top(Counter(r['crew lead'] for r in R))); out(T, 5, max(r['p'] for r in R))
out(T, 6, sum(r['gd'] for r in R)); rt = [r['rt'] for r in R if r['rt']]; out(T, 7, r2(statistics.mean(rt)))
out(T, 8, sum(r['storeys'] == '3' for r in R)); out(T, 9, top(Counter(r['account'] for r in R)))
out(T, 10, (all(r['p'] > 1000 for r in R if r['gd']), sorted(r['p'] for r in R if r['gd'])[:3]))
out(T, 11, sum('bird nest' in r['deb'] for r in R))
s = defaultdict(float)
for r in R: s[r['crew lead']] += r['p']
out(T, 12, sorted(((k, round(v, 2)) for k, v in s.items()), key=lambda kv: -kv[1]))
mp = max(r['p'] for r in R); out(T, 13, [(r['crew lead'], r['job no']) for r in R if r['p'] == mp])
out(T, 14, (any(r['storeys'] == '1' and r['rt'] == 3 for r in R), sum(r['storeys'] == '1' and r['rt'] == 3 for r in R)))
out(T, 15, sum(int(r['downspouts']) for r in R))
out(T, 16, r2(100 * sum(r['gd'] for r in R) / len(R)))
s = defaultdict(float)
for r in R: s[q(r['d'].month)] += r['p']
out(T, 17, (r2(s[1]), r2(s[4])))
out(T, 18, sorted(Counter(r['d'].month for r in R).items()))
s = defaultdict(list)
for r in R: s[r['storeys']].append(r['p'])
out(T, 19, {k: r2(statistics.mean(v)) for k, v in sorted(s.items())})
out(T, 20, statistics.median(r['p'] for r in R))
out(T, 21, r2(tot / sum(r['ft'] for r in R)))
s = defaultdict(list)
for r in R:
    if r['rt']: s[r['crew lead']].append(r['rt'])
out(T, 22, {k: r2(statistics.mean(v)) for k, v in sorted(s.items())})
out(T, 23, len({r['account'] for r in R}))
out(T, 24, r2(100 * sum(x == 5 for x in rt) / len(rt)))
out(T, 25, (r2(statistics.mean(r['p'] for r in R if r['gd'])), r2(statistics.mean(r['p'] for r in R if not r['gd']))))
