#!/usr/bin/env python3
"""Ground truth for questions 1-25 of each table. Prints table<TAB>number<TAB>value."""
import csv, datetime as dt
from collections import Counter, defaultdict

def load(f):
    with open(f, newline='') as fh:
        return list(csv.DictReader(fh))

def num(s):
    s = (s or '').strip().replace('$', '').replace(',', '')
    return float(s) if s else None

def r2(x): return round(x, 2)
def mean(xs):
    xs = [x for x in xs if x is not None]
    return sum(xs) / len(xs)

out = []
def T(t, n, v): out.append(f"{t}\t{n}\t{v}")

# ---------------- email ----------------
t = 'email_campaigns'
R = load('email_campaigns.csv')
for r in R:
    r['d'] = dt.datetime.strptime(r['Send Date'], '%m/%d/%Y').date()
    for k in ('Sent', 'Opened', 'Clicked', 'Unsubs'):
        r[k] = num(r[k])
    r['rev'] = num(r['Revenue ($)'])
T(t, 1, 'Yes' if any(r['Clicked'] == 0 for r in R) else 'No')
T(t, 2, len(R))
T(t, 3, int(max(r['Sent'] for r in R)))
c = Counter(r['Audience Segment'] for r in R if r['Audience Segment'])
T(t, 4, f"{c.most_common(1)[0][0]} ({c.most_common(2)})")
T(t, 5, sorted(c))
T(t, 6, 'Yes' if any((r['Unsubs'] or 0) > 200 for r in R) else 'No')
T(t, 7, r2(sum(r['rev'] for r in R if r['rev'] is not None)))
m = max((r for r in R if r['rev'] is not None), key=lambda r: r['rev'])
T(t, 8, f"{m['Campaign Name']} ({m['Campaign ID']}, {m['rev']})")
T(t, 9, sum(r['A/B Test'] == 'Y' for r in R))
T(t, 10, sorted((int(r['Clicked']) for r in R), reverse=True)[:3])
T(t, 11, r2(mean(r['Opened'] for r in R)))
vip = [r for r in R if r['Audience Segment'] == 'VIP']
T(t, 12, f"{'Yes' if all(r['Sent'] < 5000 for r in vip) else 'No'} (max VIP sent {max(r['Sent'] for r in vip)})")
T(t, 13, min(r['rev'] for r in R if r['rev'] is not None))
m = max((r for r in R if r['Unsubs'] is not None), key=lambda r: r['Unsubs'])
T(t, 14, f"{m['Audience Segment'] or '(blank)'} ({m['Campaign ID']}, unsubs {m['Unsubs']})")
m = max(R, key=lambda r: r['Clicked'])
T(t, 15, f"{m['Campaign ID']} (clicks {m['Clicked']}, ties: {[r['Campaign ID'] for r in R if r['Clicked']==m['Clicked']]})")
g = defaultdict(float)
for r in R:
    if r['rev'] is not None: g[r['Audience Segment'] or '(blank)'] += r['rev']
T(t, 16, {k: r2(v) for k, v in sorted(g.items(), key=lambda x: -x[1])})
T(t, 17, f"{sum(r['Clicked'] for r in R)/sum(r['Sent'] for r in R)*100:.3f}%")
y = defaultdict(float)
for r in R:
    if r['rev'] is not None: y[r['d'].year] += r['rev']
T(t, 18, {k: r2(v) for k, v in sorted(y.items())} | {'note': f"2024 covers {min(r['d'] for r in R if r['d'].year==2024)}..{max(r['d'] for r in R)}"})
T(t, 19, sum(1 for r in R if r['d'].year == 2024 and r['d'].month == 3))
top = sorted((r for r in R if r['rev'] is not None), key=lambda r: -r['rev'])[:5]
T(t, 20, [(r['Campaign ID'], r['Campaign Name'], r['rev']) for r in top])
T(t, 21, f"{sum(r['A/B Test']=='Y' for r in R)/len(R)*100:.2f}%")
T(t, 22, {'Y': r2(mean(r['rev'] for r in R if r['A/B Test'] == 'Y')), 'N': r2(mean(r['rev'] for r in R if r['A/B Test'] == 'N'))})
mm = defaultdict(float)
for r in R:
    if r['d'].year == 2023: mm[r['d'].month] += r['Sent']
b = max(mm, key=mm.get)
T(t, 23, f"month {b} of 2023 (sent {int(mm[b])}; by-count month: {Counter(r['d'].month for r in R if r['d'].year==2023).most_common(2)})")
T(t, 24, sum(1 for r in R if r['Opened'] / r['Sent'] > 0.5))
T(t, 25, int(sum(r['Unsubs'] or 0 for r in R if r['d'].year == 2023 and r['d'].month >= 10)))

# ---------------- hospital ----------------
t = 'hospital_admissions'
R = load('hospital_admissions.csv')
for r in R:
    r['age'] = int(r['Age']); r['los'] = num(r['LOS']); r['bill'] = num(r['Bill Amt'])
    r['ad'] = dt.date.fromisoformat(r['Admit Date'])
T(t, 1, f"{'Yes' if any(r['age'] > 90 for r in R) else 'No'} ({sum(r['age']>90 for r in R)} patients)")
T(t, 2, sum(r['Dept'] == 'Cardiology' for r in R))
T(t, 3, r2(mean(r['age'] for r in R)))
c = Counter(r['Dept'] for r in R)
T(t, 4, f"{c.most_common(1)[0][0]} ({c.most_common(3)})")
T(t, 5, sorted(set(r['Insurance'] for r in R if r['Insurance'])))
T(t, 6, f"{'Yes' if any(r['Dept']=='Pediatrics' and r['Readmitted']=='Yes' for r in R) else 'No'} ({sum(r['Dept']=='Pediatrics' and r['Readmitted']=='Yes' for r in R)})")
T(t, 7, max(r['bill'] for r in R))
T(t, 8, int(max(r['los'] for r in R if r['los'] is not None)))
T(t, 9, sum(r['Readmitted'] == 'Yes' for r in R))
c = Counter(r['Insurance'] for r in R if r['Insurance'])
T(t, 10, f"{c.most_common()[-1][0]} ({c.most_common()})")
T(t, 11, sorted((r['age'] for r in R), reverse=True)[:5])
T(t, 12, f"{'Yes' if mean(r['bill'] for r in R) > 20000 else 'No'} (avg {r2(mean(r['bill'] for r in R))})")
m = max(R, key=lambda r: r['bill'])
T(t, 13, f"{m['patient_id']} ({m['bill']})")
T(t, 14, sum(r['Sex'] == 'M' for r in R))
g = defaultdict(list)
for r in R:
    if r['los'] is not None: g[r['Dept']].append(r['los'])
T(t, 15, f"{sorted(k for k, v in g.items() if mean(v) > 6)} (avgs {({k: r2(mean(v)) for k, v in g.items()})})")
g = defaultdict(list)
for r in R: g[r['Dept']].append(r['bill'])
T(t, 16, {k: r2(mean(v)) for k, v in sorted(g.items())})
g = defaultdict(list)
for r in R: g[r['Insurance'] or '(blank)'].append(r['Readmitted'] == 'Yes')
T(t, 17, {k: f"{sum(v)/len(v)*100:.1f}% ({sum(v)}/{len(v)})" for k, v in sorted(g.items())})
T(t, 18, {'65+': r2(mean(r['los'] for r in R if r['age'] >= 65)), '<65': r2(mean(r['los'] for r in R if r['age'] < 65))})
T(t, 19, sum(1 for r in R if r['ad'].year == 2024 and r['ad'].month <= 3))
T(t, 20, r2(sum(r['bill'] for r in R if r['Insurance'] == 'Medicare' and r['ad'].year == 2023)))
g = defaultdict(float)
for r in R: g[r['Dept']] += r['bill']
T(t, 21, [(k, r2(v)) for k, v in sorted(g.items(), key=lambda x: -x[1])[:3]])
T(t, 22, f"{sum(r['Sex']=='F' for r in R)/len(R)*100:.2f}%")
T(t, 23, {'Yes': r2(mean(r['age'] for r in R if r['Readmitted'] == 'Yes')), 'No': r2(mean(r['age'] for r in R if r['Readmitted'] == 'No'))})
T(t, 24, sum(1 for r in R if not r['Discharge Date']))
c = Counter(r['ad'].month for r in R if r['ad'].year == 2023)
T(t, 25, f"month {c.most_common(1)[0][0]} ({c.most_common(3)})")

# ---------------- bike ----------------
t = 'bike_trips'
R = load('bike_trips.csv')
for r in R:
    r['st'] = dt.datetime.strptime(r['started_at'], '%Y-%m-%d %H:%M:%S')
    r['dur'] = num(r['duration_min']); r['dist'] = num(r['distance_km'])
T(t, 1, f"{'Yes' if any(r['dur'] > 80 for r in R) else 'No'} ({sum(r['dur']>80 for r in R)})")
T(t, 2, sum(r['member_casual'] == 'casual' for r in R))
T(t, 3, max(r['dist'] for r in R if r['dist'] is not None))
c = Counter(r['start_station_name'] for r in R)
T(t, 4, f"{c.most_common(1)[0][0]} ({c.most_common(3)})")
T(t, 5, sorted(set(r['rideable_type'] for r in R)))
T(t, 6, f"{'Yes' if any(r['start_station_name']==r['end_station_name'] for r in R) else 'No'} ({sum(r['start_station_name']==r['end_station_name'] for r in R)})")
T(t, 7, r2(mean(r['dur'] for r in R)))
T(t, 8, sum(r['rideable_type'] == 'electric_scooter' for r in R))
m = max(R, key=lambda r: r['dur'])
T(t, 9, f"{m['ride_id']} ({m['dur']})")
T(t, 10, sorted((r['dist'] for r in R if r['dist'] is not None), reverse=True)[:3])
c = Counter(r['end_station_name'] for r in R if r['end_station_name'])
T(t, 11, f"{c.most_common()[-1][0]} ({c.most_common()})")
e = mean(r['dist'] for r in R if r['rideable_type'] == 'electric_bike')
cl = mean(r['dist'] for r in R if r['rideable_type'] == 'classic_bike')
T(t, 12, f"{'Yes' if e > cl else 'No'} (electric {r2(e)}, classic {r2(cl)})")
T(t, 13, len(set(r['start_station_name'] for r in R)))
T(t, 14, min(r['dur'] for r in R))
mem = mean(r['dur'] for r in R if r['member_casual'] == 'member'); cas = mean(r['dur'] for r in R if r['member_casual'] == 'casual')
T(t, 15, f"{'casual' if cas > mem else 'member'} (casual {r2(cas)}, member {r2(mem)})")
g = defaultdict(float)
for r in R:
    if r['dist'] is not None: g[r['rideable_type']] += r['dist']
T(t, 16, {k: r2(v) for k, v in sorted(g.items())})
T(t, 17, {'member': r2(mem), 'casual': r2(cas)})
T(t, 18, sum(1 for r in R if r['st'].month == 6 and r['st'].year == 2024))
T(t, 19, f"{sum(r['rideable_type']=='electric_bike' for r in R)/len(R)*100:.2f}% (incl. scooters: {sum(r['rideable_type'].startswith('electric') for r in R)/len(R)*100:.2f}%)")
c = Counter(r['start_station_name'] for r in R)
T(t, 20, c.most_common(6))
T(t, 21, r2(mean(r['dist'] for r in R if r['start_station_name'] == 'Union Square')))
T(t, 22, f"{sum(1 for r in R if r['st'].hour in (7, 8))} (hour 7-8; inclusive of 9:xx: {sum(1 for r in R if 7 <= r['st'].hour <= 9)}; incl exactly 9:00:00: {sum(1 for r in R if r['st'].hour in (7,8) or (r['st'].hour==9 and r['st'].minute==0 and r['st'].second==0))})")
c = Counter(r['st'].strftime('%A') for r in R)
T(t, 23, f"{c.most_common(1)[0][0]} ({c.most_common()})")
T(t, 24, {'May': sum(r['st'].month == 5 for r in R), 'July': sum(r['st'].month == 7 for r in R)})
sc = [r for r in R if r['rideable_type'] == 'electric_scooter' and r['dist'] is not None]
T(t, 25, f"{r2(sum(r['dist'] for r in sc)/sum(r['dur'] for r in sc)*60)} (ratio of sums; mean of per-trip speeds {r2(mean(r['dist']/r['dur']*60 for r in sc))})")

# ---------------- inventory ----------------
t = 'store_inventory'
R = load('store_inventory.csv')
for r in R:
    r['q'] = int(r['QtyInStock']); r['ro'] = int(r['ReorderLvl']); r['c'] = num(r['UnitCost'])
    r['rd'] = dt.datetime.strptime(r['LastRestockDate'], '%d-%b-%Y').date() if r['LastRestockDate'] else None
T(t, 1, f"{'Yes' if any(r['q']==0 for r in R) else 'No'} ({sum(r['q']==0 for r in R)})")
T(t, 2, sum(r['Discontinued'] == '1' for r in R))
T(t, 3, max(r['c'] for r in R))
c = Counter(r['Category'] for r in R)
T(t, 4, f"{c.most_common(1)[0][0]} ({c.most_common()})")
T(t, 5, sorted(set(r['Supplier'] for r in R if r['Supplier'])))
T(t, 6, f"{'Yes' if any(r['Supplier']=='FreshCo' and r['Category']=='Frozen' for r in R) else 'No'} ({sum(r['Supplier']=='FreshCo' and r['Category']=='Frozen' for r in R)})")
T(t, 7, sum(r['q'] for r in R))
m = max(R, key=lambda r: r['c'])
T(t, 8, f"{m['ProductName']} ({m['c']})")
T(t, 9, sum(r['Category'] == 'Snacks' for r in R))
T(t, 10, sorted(r['c'] for r in R)[:5])
T(t, 11, r2(mean(r['ro'] for r in R)))
c = Counter(r['Supplier'] for r in R if r['Supplier'])
T(t, 12, f"{c.most_common()[-1][0]} ({c.most_common()}; blank={sum(not r['Supplier'] for r in R)})")
T(t, 13, [r['SKU'] for r in R if r['ProductName'] == 'Greek Yogurt Family Size'])
T(t, 14, [r['q'] for r in R if r['ProductName'] == 'Cold Brew Coffee Large'])
T(t, 15, sorted(set(r['Category'] for r in R if r['Discontinued'] == '1')))
g = defaultdict(float)
for r in R: g[r['Category']] += r['q'] * r['c']
T(t, 16, {k: r2(v) for k, v in sorted(g.items())})
T(t, 17, sum(r['q'] < r['ro'] for r in R))
g = defaultdict(list)
for r in R: g[r['Supplier'] or '(blank)'].append(r['c'])
T(t, 18, {k: r2(mean(v)) for k, v in sorted(g.items())})
T(t, 19, f"{sum(r['Discontinued']=='1' for r in R)/len(R)*100:.2f}%")
T(t, 20, sum(1 for r in R if r['rd'] and r['rd'].year == 2024))
g = defaultdict(int)
for r in R: g[r['Supplier'] or '(blank)'] += r['q']
T(t, 21, sorted(g.items(), key=lambda x: -x[1])[:4])
T(t, 22, sum(1 for r in R if r['Discontinued'] == '0' and r['q'] <= r['ro']))
T(t, 23, {'Beverages': r2(mean(r['q'] for r in R if r['Category'] == 'Beverages')), 'Snacks': r2(mean(r['q'] for r in R if r['Category'] == 'Snacks'))})
T(t, 24, sum(1 for r in R if r['rd'] and r['rd'].year == 2023 and r['rd'].month >= 10))
T(t, 25, r2(sum(r['q'] * r['c'] for r in R if r['Discontinued'] == '1')))

# ---------------- sales ----------------
t = 'sales_targets'
R = load('sales_targets.csv')
for r in R:
    r['tg'] = num(r['Target']); r['a'] = num(r['Actual']); r['dl'] = num(r['Deals Closed'])
    q, y = r['Quarter'].split(); r['q'] = int(q[1]); r['y'] = int(y)
T(t, 1, f"{'Yes' if any(r['Region']=='Central' for r in R) else 'No'}")
T(t, 2, len(set(r['Rep Name'] for r in R)))
T(t, 3, max(r['a'] for r in R if r['a'] is not None))
g = defaultdict(set)
for r in R: g[r['Region']].add(r['Rep Name'])
T(t, 4, f"{max(g, key=lambda k: len(g[k]))} (distinct reps {({k: len(v) for k, v in g.items()})}; rows {Counter(r['Region'] for r in R)})")
T(t, 5, sorted(set(r['Manager'] for r in R)))
dw = sorted(set(r['Region'] for r in R if r['Manager'] == 'Dana Whitfield'))
T(t, 6, f"{'Yes' if len(dw) > 1 else 'No'} ({dw})")
T(t, 7, sum(r['tg'] for r in R if r['Quarter'] == 'Q1 2024'))
mx = max(r['dl'] for r in R if r['dl'] is not None)
T(t, 8, f"{[(r['Rep Name'], r['Quarter']) for r in R if r['dl'] == mx]} ({mx} deals)")
T(t, 9, int(sum(r['dl'] for r in R if r['dl'] is not None)))
T(t, 10, sorted(set(int(r['tg']) for r in R)))
T(t, 11, sorted(set(r['Manager'] for r in R if r['Region'] == 'West')))
T(t, 12, r2(mean(r['dl'] for r in R)))
g = defaultdict(float)
for r in R:
    if r['a'] is not None: g[r['Quarter']] += r['a']
T(t, 13, f"{max(g, key=g.get)} ({max(g.values())}; {sorted(g.items(), key=lambda x: -x[1])[:3]})")
T(t, 14, f"{'Yes' if any(r['Rep Name']=='Alice Kim' and r['tg']>300000 for r in R) else 'No'} ({sorted(set(r['tg'] for r in R if r['Rep Name']=='Alice Kim'))})")
T(t, 15, sorted(set(r['Region'] for r in R if r['Rep Name'] == 'Colin Silva')))
g = defaultdict(float)
for r in R:
    if r['y'] == 2024 and r['a'] is not None: g[r['Region']] += r['a']
T(t, 16, {k: int(v) for k, v in sorted(g.items())})
wa = [r for r in R if r['a'] is not None]
T(t, 17, f"{sum(r['a']>=r['tg'] for r in wa)/len(wa)*100:.2f}% ({sum(r['a']>=r['tg'] for r in wa)}/{len(wa)} rows with actual; over all {len(R)} rows: {sum(r['a']>=r['tg'] for r in wa)/len(R)*100:.2f}%; strictly >: {sum(r['a']>r['tg'] for r in wa)})")
g = defaultdict(list)
for r in R: g[r['Rep Name']].append(r)
strict = sorted(k for k, v in g.items() if all(x['a'] is not None and x['a'] > x['tg'] for x in v))
loose = sorted(k for k, v in g.items() if all(x['a'] > x['tg'] for x in v if x['a'] is not None))
T(t, 18, f"{loose} (ignoring blank actuals); counting blank as miss: {strict}")
y = defaultdict(float)
for r in R:
    if r['a'] is not None: y[r['y']] += r['a']
T(t, 19, {k: int(v) for k, v in sorted(y.items())})
g = defaultdict(lambda: [0.0, 0.0, 0.0])
for r in R:
    g[r['Manager']][1] += r['tg']
    if r['a'] is not None:
        g[r['Manager']][0] += r['a']; g[r['Manager']][2] += r['tg']
T(t, 20, {k: f"actual {int(v[0])} vs target {int(v[1])} (target where actual known {int(v[2])})" for k, v in sorted(g.items())})
g = defaultdict(float)
for r in R:
    if r['a'] is not None: g[r['Rep Name']] += r['a']
T(t, 21, [(k, int(v)) for k, v in sorted(g.items(), key=lambda x: -x[1])[:6]])
T(t, 22, sum(1 for r in R if r['Quarter'] == 'Q4 2023' and r['a'] is not None and r['a'] < r['tg']))
e = [r for r in R if r['Region'] == 'East' and r['a'] is not None and r['dl']]
T(t, 23, f"{r2(sum(r['a'] for r in e)/sum(r['dl'] for r in e))} (ratio of sums; mean of per-row ratios {r2(mean(r['a']/r['dl'] for r in e))})")
g = defaultdict(lambda: [0.0, 0.0])
for r in R:
    if r['Quarter'] == 'Q1 2023': g[r['Region']][0] += r['a']
    if r['Quarter'] == 'Q1 2024': g[r['Region']][1] += r['a']
gr = {k: (int(v[0]), int(v[1]), int(v[1]-v[0]), f"{(v[1]-v[0])/v[0]*100:.1f}%" if v[0] else 'n/a') for k, v in g.items()}
T(t, 24, f"{max(gr, key=lambda k: gr[k][2])} by absolute growth; by pct {max((k for k in g if g[k][0]), key=lambda k: (g[k][1]-g[k][0])/g[k][0])} ({gr})")
T(t, 25, int(sum(r['dl'] for r in R if r['Region'] == 'South' and r['y'] == 2024 and r['q'] <= 2)))

print('\n'.join(out))
