import csv, collections, datetime as dt
D = ''
def load(n): return list(csv.DictReader(open(D + n + '.csv', encoding='utf-8')))
def num(s):
    s = s.replace('€', '').replace('$', '').replace(',', '').strip()
    return float(s) if s else None
def avg(xs):
    xs = [x for x in xs if x is not None]; return round(sum(xs) / len(xs), 4) if xs else None
def top(rows, key, n, rev=True, show=None):
    """top-n rows by key; also report the value at position n and n+1 to expose ties"""
    rs = sorted([r for r in rows if key(r) is not None], key=key, reverse=rev)
    out = [(show(r) if show else None, key(r)) for r in rs[:n]]
    nxt = key(rs[n]) if len(rs) > n else None
    return f"{out}  (next value {nxt})"
def argext(rows, key, show, rev=True):
    rs = [r for r in rows if key(r) is not None]
    m = (max if rev else min)(key(r) for r in rs)
    return f"{[show(r) for r in rs if key(r) == m]} at {m}"
def counts(vals): return collections.Counter(vals).most_common()
def grp(rows, g, v, f=sum):
    d = collections.defaultdict(list)
    for r in rows:
        x = v(r)
        if x is not None: d[g(r)].append(x)
    return {k: round(f(xs), 4) for k, xs in sorted(d.items())}
MON = {m: i + 1 for i, m in enumerate(['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'])}
T = {}

# ---------------- cheese ----------------
R = load('cheese_cellar')
for r in R:
    d, m, y = r['Made On'].split('-'); r['_d'] = dt.date(int(y), MON[m], int(d))
    r['_p'] = num(r['Price (€)']); r['_w'] = float(r['Weight (kg)']); r['_a'] = int(r['Aging (days)'])
    r['_h'] = num(r['Humidity (%)'])
a = {}
a[1] = any(r['_a'] > 700 for r in R)
a[2] = argext(R, lambda r: r['_w'], lambda r: r['Cheese Type'])
a[3] = len({r['Batch No'] for r in R})
a[4] = top([r for r in R if r['Cheese Type'] == 'Gruyère'], lambda r: r['_p'], 3)
a[5] = counts(r['Cellar'] for r in R)
a[6] = all(r['Milk Source'] == 'Sheep' for r in R if r['Cheese Type'] == 'Manchego')
a[7] = avg(r['_w'] for r in R if r['Organic'] == 'Yes')
a[8] = counts(r['Cheese Type'] for r in R if r['Grade'] == 'A')[:4]
a[9] = argext(R, lambda r: r['_h'], lambda r: (r['Wheel ID'], r['Grade']))
a[10] = top(R, lambda r: r['_w'], 2, rev=False, show=lambda r: r['Wheel ID'])
mx = max(R, key=lambda r: r['_p']); a[11] = (mx['Wheel ID'], mx['Organic'], mx['_p'])
a[12] = sum('nutty' in [x.strip() for x in r['Tasting Notes'].split(',')] for r in R)
a[13] = top(R, lambda r: r['_h'], 3)
a[14] = argext(R, lambda r: r['_a'], lambda r: (r['Wheel ID'], r['Turned By']))
a[15] = (not any(r['_w'] > 3 for r in R if r['Cheese Type'] == 'Brie'), max(r['_w'] for r in R if r['Cheese Type'] == 'Brie'))
a[16] = grp(R, lambda r: r['Cheese Type'], lambda r: r['_p'])
a[17] = round(100 * sum(r['Organic'] == 'Yes' for r in R) / len(R), 4)
a[18] = grp(R, lambda r: r['Cellar'], lambda r: r['_a'], avg)
a[19] = sum(r['Milk Source'] == 'Cow' and r['Grade'] == 'A' and r['Cellar'] == 'Cave B' for r in R)
a[20] = grp(R, lambda r: r['_d'].year, lambda r: r['_p'], avg)
a[21] = dict(sorted(collections.Counter(r['_d'].month for r in R if r['_d'].year == 2024).items()))
a[22] = round(sum(r['_w'] for r in R if r['Cheese Type'] == 'Gouda' and r['Grade'] in ('A', 'B')), 4)
a[23] = counts(r['Turned By'] for r in R if r['Cellar'] == 'Cave A')
a[24] = grp(R, lambda r: r['Cellar'], lambda r: r['_h'], avg)
b = grp(R, lambda r: r['Batch No'], lambda r: r['_w']); a[25] = sorted(b.items(), key=lambda kv: -kv[1])[:3]
T['cheese_cellar'] = a

# ---------------- kayak ----------------
R = load('kayak_tours')
for r in R:
    r['_d'] = dt.date.fromisoformat(r['tour_date']); r['_p'] = float(r['price_usd'])
    r['_r'] = int(r['rating']) if r['rating'] else None; r['_n'] = int(r['party_size'])
    r['_ao'] = [x.strip() for x in r['add_ons'].split(',') if x.strip()]
a = {}
a[1] = any(r['_n'] > 8 for r in R)
a[2] = argext(R, lambda r: r['_p'], lambda r: (r['booking_ref'], r['route']))
a[3] = len({r['customer_id'] for r in R})
a[4] = counts(r['route'] for r in R)
a[5] = counts(r['guide'] for r in R)[:3]
a[6] = all(float(r['duration_hrs']) == 5 for r in R if r['route'] == 'Island Hop')
a[7] = avg(r['_r'] for r in R if r['weather'] == 'Rain')
a[8] = counts(r['boat_type'] for r in R if r['cancelled'] == 'Y')
a[9] = argext(R, lambda r: r['_d'].toordinal(), lambda r: (r['booking_ref'], r['weather']), rev=False)
a[10] = top(R, lambda r: r['_p'], 3, show=lambda r: r['booking_ref'])
g = counts(r['guide'] for r in R)[0][0]
ar = grp(R, lambda r: r['guide'], lambda r: r['_r'], avg)
a[11] = (g, ar, max(ar, key=ar.get) == g)
a[12] = sum('lunch' in r['_ao'] for r in R)
a[13] = top([r for r in R if r['route'] == 'River Run'], lambda r: r['_p'], 3)
a[14] = counts(r['customer_id'] for r in R)[:4]
a[15] = (not any(r['deposit_paid'] == 'N' and r['cancelled'] == 'Y' for r in R), sum(r['deposit_paid'] == 'N' and r['cancelled'] == 'Y' for r in R))
a[16] = grp([r for r in R if r['cancelled'] == 'N'], lambda r: r['route'], lambda r: r['_p'])
a[17] = round(100 * sum(r['cancelled'] == 'Y' for r in R) / len(R), 4)
a[18] = {m: sum(r['_n'] for r in R if r['_d'].month == m) for m in (7, 8)}
a[19] = sum(r['boat_type'] == 'tandem' and r['weather'] == 'Sunny' and r['_r'] == 5 for r in R)
a[20] = grp(R, lambda r: r['_d'].month, lambda r: r['_p'], avg)
a[21] = grp([r for r in R if r['route'] == 'Sea Caves'], lambda r: r['guide'], lambda r: r['_r'], avg)
a[22] = sum(not r['_ao'] for r in R)
a[23] = grp(R, lambda r: r['boat_type'], lambda r: r['_n'], avg)
a[24] = grp(R, lambda r: r['deposit_paid'], lambda r: r['_p'])
a[25] = sum(r['_d'].month == 6 and r['_n'] > 4 for r in R)
T['kayak_tours'] = a

# ---------------- soccer ----------------
R = load('soccer_matches')
for r in R:
    m, d, y = r['matchDate'].split('/'); r['_d'] = dt.date(int(y), int(m), int(d))
    r['_h'] = int(r['homeGoals']); r['_a'] = int(r['awayGoals']); r['_att'] = num(r['attendance'])
    r['_rev'] = num(r['gateRevenue']); r['_y'] = int(r['yellowCards']); r['_rc'] = int(r['redCards'])
a = {}
a[1] = (any(r['_h'] + r['_a'] > 10 for r in R), max(r['_h'] + r['_a'] for r in R))
a[2] = argext([r for r in R if r['_h'] > r['_a']], lambda r: r['_h'] - r['_a'], lambda r: (r['matchId'], r['homeTeam']))
a[3] = len({r['refereeId'] for r in R})
a[4] = top(R, lambda r: r['_rev'], 3, show=lambda r: r['matchId'])
a[5] = counts(r['venue'] for r in R)[:3]
a[6] = all(r['homeTeam'] == 'Harbor City FC' for r in R if r['venue'] == 'Harbor Stadium')
a[7] = avg(r['_y'] for r in R if r['ageGroup'] == 'U16')
a[8] = sorted(grp(R, lambda r: r['awayTeam'], lambda r: r['_a']).items(), key=lambda kv: -kv[1])[:4]
a[9] = argext(R, lambda r: r['_att'], lambda r: (r['matchId'], r['refereeId']), rev=False)
a[10] = top(R, lambda r: r['_h'], 3, show=lambda r: r['matchId'])
a[11] = argext(R, lambda r: r['_rev'], lambda r: (r['matchId'], r['rainDelay']))
a[12] = sum(r['_h'] == 0 and r['_a'] == 0 for r in R)
a[13] = top([r for r in R if r['ageGroup'] == 'U10'], lambda r: r['_att'], 3, rev=False)
a[14] = counts(r['refereeId'] for r in R)[:3]
a[15] = (all(r['_y'] >= 2 for r in R if r['_rc'] > 0), [(r['matchId'], r['_y']) for r in R if r['_rc'] > 0 and r['_y'] < 2])
a[16] = grp(R, lambda r: r['ageGroup'], lambda r: r['_h'])
a[17] = round(100 * sum(r['playedOnTurf'] == 'TRUE' for r in R) / len(R), 4)
a[18] = grp(R, lambda r: 'before July' if r['_d'] < dt.date(2024, 7, 1) else 'July onward', lambda r: r['_att'], avg)
a[19] = sum(r['ageGroup'] == 'U14' and r['_a'] > r['_h'] for r in R)
a[20] = grp(R, lambda r: r['_d'].month, lambda r: r['_rev'])
a[21] = sum(r['rainDelay'] == 'TRUE' and r['playedOnTurf'] == 'TRUE' for r in R)
a[22] = sorted(grp(R, lambda r: r['homeTeam'], lambda r: r['_h']).items(), key=lambda kv: -kv[1])[:3]
a[23] = grp(R, lambda r: r['refereeId'], lambda r: r['_h'] + r['_a'], avg)
a[24] = sum(r['homeTeam'] == 'Northgate Lions' for r in R)
a[25] = grp(R, lambda r: r['refereeId'], lambda r: r['_rc'])
T['soccer_matches'] = a

# ---------------- radio ----------------
R = load('radio_spots')
for r in R:
    r['_t'] = dt.datetime.strptime(r['AirDtTm'], '%Y-%m-%d %H:%M'); r['_p'] = num(r['Rate'])
    r['_i'] = num(r['Imprs']); r['_len'] = int(r['Len(s)'])
    r['_tags'] = [x.strip() for x in r['Tags'].split(',')]
a = {}
a[1] = any(r['_len'] > 60 for r in R)
a[2] = argext(R, lambda r: r['_p'], lambda r: (r['SpotID'], r['AdvName']))
a[3] = len({r['AdvID'] for r in R})
a[4] = sorted(grp(R, lambda r: r['Stn'], lambda r: r['_i']).items(), key=lambda kv: -kv[1])
a[5] = counts(r['DayPt'] for r in R)
a[6] = all(r['Ctgry'] == 'Auto' for r in R if r['AdvName'] == 'City Honda')
a[7] = avg(r['_p'] for r in R if r['_len'] == 60)
a[8] = sorted(grp(R, lambda r: r['Ctgry'], lambda r: r['_p'], avg).items(), key=lambda kv: -kv[1])
a[9] = argext(R, lambda r: r['_i'], lambda r: (r['SpotID'], r['DayPt'], r['Stn']))
a[10] = top(R, lambda r: r['_p'], 3, rev=False, show=lambda r: r['SpotID'])
a[11] = a[9]
a[12] = sum(r['Aired'] == '0' for r in R)
a[13] = top([r for r in R if r['Stn'] == 'KJAZ'], lambda r: r['_i'], 4)
a[14] = counts(r['Stn'] for r in R if r['MkGd'] == '1')
a[15] = all(r['_i'] is None for r in R if r['Aired'] == '0')
a[16] = grp(R, lambda r: r['Ctgry'], lambda r: r['_p'])
a[17] = round(100 * sum(r['MkGd'] == '1' for r in R) / len(R), 4)
a[18] = grp(R, lambda r: 'Q1' if r['_t'].month <= 3 else 'Q2', lambda r: r['_p'])
a[19] = sum(r['_len'] == 30 and r['DayPt'] == 'PM Drive' and r['Stn'] == 'WMIX' for r in R)
a[20] = ('ambiguous, either reading accepted: per spot by month', grp(R, lambda r: r['_t'].month, lambda r: r['_i'], avg),
         'or monthly total averaged over months', round(sum(r['_i'] or 0 for r in R) / len({r['_t'].month for r in R}), 2))
a[21] = sorted(grp([r for r in R if r['Stn'] == 'KXRP'], lambda r: r['AdvName'], lambda r: r['_p']).items(), key=lambda kv: -kv[1])[:3]
a[22] = sum('holiday' in r['_tags'] for r in R)
a[23] = grp(R, lambda r: r['DayPt'], lambda r: r['_p'], avg)
a[24] = sum(r['_i'] or 0 for r in R if r['Ctgry'] == 'Health' and r['_t'].month == 3)
a[25] = sum(r['AdvName'] == 'QuickLoans Co' and r['DayPt'] == 'Overnight' for r in R)
T['radio_spots'] = a

# ---------------- carpet ----------------
R = load('carpet_jobs')
for r in R:
    r['_d'] = dt.date.fromisoformat(r['Service Date']); r['_t'] = num(r['Job Total']); r['_tip'] = num(r['Tip'])
    r['_s'] = int(r['Satisfaction (1-10)']) if r['Satisfaction (1-10)'] else None
    r['_sq'] = int(r['Sq Ft']); r['_dur'] = int(r['Duration (min)'])
    r['_ar'] = [x.strip() for x in r['Areas Cleaned'].split(',')]
a = {}
a[1] = (any(r['_sq'] > 1800 for r in R), max(r['_sq'] for r in R))
a[2] = argext(R, lambda r: r['_t'], lambda r: (r['Job No.'], r['Technician']))
a[3] = len({r['Client ID'] for r in R})
a[4] = counts(r['Neighborhood'] for r in R)
a[5] = counts(r['Method'] for r in R)[:2]
a[6] = (all(r['Stain Treatment'] == 'TRUE' for r in R if r['Pet Odor'] == 'TRUE'))
a[7] = avg(r['_s'] for r in R if r['Method'] == 'Shampoo')
a[8] = counts(r['Method'] for r in R if r['Neighborhood'] == 'Hillcrest')
a[9] = argext(R, lambda r: r['_d'].toordinal(), lambda r: (r['Job No.'], r['Neighborhood']), rev=False)
a[10] = top(R, lambda r: r['_dur'], 3, show=lambda r: r['Job No.'])
a[11] = argext(R, lambda r: r['_tip'], lambda r: (r['Job No.'], r['_s']))
a[12] = sum('stairs' in r['_ar'] for r in R)
a[13] = top(R, lambda r: r['_tip'], 3)
cc = counts(r['Client ID'] for r in R); a[14] = [kv for kv in cc if kv[1] == cc[0][1]]
a[15] = (not any(r['_dur'] > 180 for r in R), max(r['_dur'] for r in R))
a[16] = grp(R, lambda r: r['Technician'], lambda r: r['_t'])
a[17] = round(100 * sum(r['Repeat Client'] == 'Yes' for r in R) / len(R), 4)
q = lambda d: f"{d.year}Q{(d.month - 1) // 3 + 1}"
a[18] = {k: v for k, v in grp(R, lambda r: q(r['_d']), lambda r: r['_t']).items() if k in ('2023Q4', '2024Q1')}
a[19] = sum(r['Method'] == 'Hot Water Extraction' and r['Neighborhood'] == 'Old Town' and r['Pet Odor'] == 'TRUE' for r in R)
a[20] = grp(R, lambda r: r['_d'].strftime('%Y-%m'), lambda r: r['_t'], avg)
a[21] = sorted(grp(R, lambda r: r['Neighborhood'], lambda r: r['_tip'], avg).items(), key=lambda kv: -kv[1])
a[22] = grp(R, lambda r: r['Method'], lambda r: r['_sq'])
a[23] = sum(r['_d'].year == 2024 and r['_s'] is not None and r['_s'] < 7 for r in R)
a[24] = grp(R, lambda r: int(r['Rooms']), lambda r: r['_dur'], avg)
a[25] = round(sum(r['_tip'] or 0 for r in R if r['Technician'] == 'Grace'), 2)
T['carpet_jobs'] = a

for t, a in T.items():
    qs = open(D + f'q_{t}.txt', encoding='utf-8').read().splitlines()
    print(f"===== {t}")
    for n in range(1, 31):
        print(f"{t}\t{n}\t{qs[n-1]}\t{a.get(n, 'UNANSWERABLE')}")
