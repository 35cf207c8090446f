import csv, statistics, datetime
from collections import Counter, defaultdict
def load(f): return list(csv.DictReader(open(f, newline='', encoding='utf-8')))
def num(s):
    s = s.replace('$', '').replace('€', '').replace(',', '').strip()
    return float(s) if s else None
def P(t, n, v): print(f"{t}\t{n}\t{v}")
def top(c, k=None):
    items = sorted(c.items(), key=lambda x: -x[1]); return items[:k] if k else items
def r2(x): return round(x, 4)

# ---------- window tinting
T = 'window_tinting_jobs'; R = load(T + '.csv')
for r in R: r['p'] = num(r['price']); r['d'] = datetime.date.fromisoformat(r['job_date'])
P(T, 1, len(R))
P(T, 2, r2(sum(r['p'] for r in R if r['p'] is not None)))
cer = [r['p'] for r in R if r['ceramic_film'] == 'Y' and r['p'] is not None]
P(T, 3, r2(sum(cer) / len(cer)))
P(T, 4, top(Counter(r['film_brand'] for r in R), 3))
c = defaultdict(float)
for r in R: c[r['installer']] += float(r['labor_hours'])
P(T, 5, [(k, round(v, 2)) for k, v in top(c)])
mx = max(r['p'] for r in R if r['p'] is not None); P(T, 6, mx)
P(T, 7, [r['vehicle_type'] + ' ' + r['job_id'] for r in R if r['p'] == mx])
P(T, 8, min(int(r['windows_tinted']) for r in R))
P(T, 9, [r['job_id'] for r in R if r['shade_pct'] == '5' and r['vehicle_type'] == 'Minivan'])
P(T, 10, sum(1 for r in R if r['vehicle_type'] == 'SUV' and r['warranty_added'] == 'Y'))
P(T, 11, top(Counter(r['customer_id'] for r in R), 6))
P(T, 12, sorted((r['p'] for r in R if r['p'] is not None), reverse=True)[:7])
P(T, 13, top(Counter(r['shade_pct'] for r in R)))
P(T, 14, sum(1 for r in R if 'privacy' in [x.strip() for x in r['film_features'].split(',')]))
P(T, 15, min(int(r['customer_rating']) for r in R if r['film_brand'] == 'XPEL' and r['customer_rating']))
P(T, 16, r2(100 * sum(r['warranty_added'] == 'Y' for r in R) / len(R)))
q = defaultdict(float)
for r in R:
    if r['p'] is not None: q[(r['d'].month - 1) // 3 + 1] += r['p']
P(T, 17, dict(q))
P(T, 18, sorted(Counter(r['d'].month for r in R).items()))
m = defaultdict(list)
for r in R:
    if r['p'] is not None: m[r['d'].month].append(r['p'])
P(T, 19, [(k, round(sum(v) / len(v), 2)) for k, v in sorted(m.items())])
P(T, 20, statistics.median(r['p'] for r in R if r['p'] is not None))
P(T, 21, len(set(r['customer_id'] for r in R)))
g = defaultdict(lambda: [0, 0])
for r in R: g[r['vehicle_type']][1] += 1; g[r['vehicle_type']][0] += r['ceramic_film'] == 'Y'
P(T, 22, {k: (a, b, round(100 * a / b, 2)) for k, (a, b) in g.items()})
for cf in 'YN':
    v = [int(r['customer_rating']) for r in R if r['ceramic_film'] == cf and r['customer_rating']]
    P(T, '23' + cf, round(sum(v) / len(v), 4))
g = defaultdict(list)
for r in R:
    if r['p'] is not None: g[r['film_brand']].append((r['p'], int(r['windows_tinted'])))
P(T, '24 avg-of-ratios', {k: round(sum(p / w for p, w in v) / len(v), 2) for k, v in g.items()})
P(T, '24 ratio-of-sums', {k: round(sum(p for p, w in v) / sum(w for p, w in v), 2) for k, v in g.items()})
g = defaultdict(list)
for r in R:
    if r['customer_rating']: g[r['installer']].append(int(r['customer_rating']))
P(T, 25, sorted(((k, round(sum(v) / len(v), 4)) for k, v in g.items()), key=lambda x: -x[1]))

# ---------- doggy treats
T = 'doggy_treat_orders'; R = load(T + '.csv')
for r in R:
    r['t'] = num(r['orderTotal']); r['d'] = datetime.datetime.strptime(r['orderDate'], '%m/%d/%Y').date()
    r['q'] = int(r['quantity']); r['fee'] = num(r['deliveryFee'])
P(T, 1, len(R))
P(T, 2, r2(sum(r['t'] for r in R)))
v = [r['q'] for r in R if r['treatType'] == 'Jerky']; P(T, 3, r2(sum(v) / len(v)))
P(T, 4, top(Counter(r['treatType'] for r in R)))
c = defaultdict(float)
for r in R: c[r['salesChannel']] += r['t']
P(T, 5, [(k, round(x, 2)) for k, x in top(c)])
mx = max(r['t'] for r in R); P(T, 6, mx)
mq = max(r['q'] for r in R); P(T, 7, (mq, [r['treatType'] for r in R if r['q'] == mq]))
P(T, 8, max(r['q'] for r in R if r['treatType'] == 'Birthday Cake'))
P(T, 9, [r['orderId'] for r in R if r['salesChannel'] == 'Wholesale' and r['giftWrapped'] == 'Yes'])
P(T, 10, sum(1 for r in R if r['grainFree'] == 'Yes' and r['deliveryMethod'] == 'Courier'))
c = defaultdict(float)
for r in R: c[r['customerId']] += r['t']
P(T, 11, [(k, round(x, 2)) for k, x in top(c, 5)])
P(T, 12, sorted(r['t'] for r in R)[:6])
g = defaultdict(list)
for r in R:
    if r['fee'] is not None: g[r['deliveryMethod']].append(r['fee'])
P(T, 13, {k: round(sum(v) / len(v), 4) for k, v in g.items()})
P(T, 14, sum(1 for r in R if 'pumpkin' in [x.strip() for x in r['flavors'].split(',')]))
md = max(r['d'] for r in R); P(T, 15, (md, [r['customerId'] for r in R if r['d'] == md]))
P(T, 16, (r2(100 * sum(r['giftWrapped'] == 'Yes' for r in R) / len(R)), 'of nonblank', r2(100 * sum(r['giftWrapped'] == 'Yes' for r in R) / sum(r['giftWrapped'] != '' for r in R))))
h = defaultdict(float)
for r in R: h['H1' if r['d'].month <= 6 else 'H2'] += r['t']
P(T, 17, {k: round(x, 2) for k, x in h.items()})
P(T, 18, sorted(Counter(r['d'].month for r in R).items()))
m = defaultdict(list)
for r in R: m[r['d'].month].append(r['t'])
P(T, 19, [(k, round(sum(v) / len(v), 2)) for k, v in sorted(m.items())])
P(T, 20, statistics.median(r['t'] for r in R))
P(T, 21, len(set(r['customerId'] for r in R)))
c = defaultdict(float)
for r in R: c[r['treatType']] += r['t']
tot = sum(c.values()); P(T, 22, {k: round(100 * x / tot, 2) for k, x in c.items()})
for ch in ['Online', 'Market Stall']:
    v = [r['t'] for r in R if r['salesChannel'] == ch]; P(T, '23 ' + ch, round(sum(v) / len(v), 4))
g = defaultdict(lambda: [0, 0])
for r in R: g[r['dogSize']][1] += 1; g[r['dogSize']][0] += r['grainFree'] == 'Yes'
P(T, 24, {k: (a, b, round(100 * a / b, 2)) for k, (a, b) in g.items()})
v = [r for r in R if r['deliveryMethod'] == 'Courier' and r['fee'] is not None]
P(T, '25 avg-of-ratios%', round(100 * sum(r['fee'] / r['t'] for r in v) / len(v), 4))
P(T, '25 ratio-of-sums%', round(100 * sum(r['fee'] for r in v) / sum(r['t'] for r in v), 4))

# ---------- festival
T = 'festival_wristband_sales'; R = load(T + '.csv')
for r in R:
    r['p'] = num(r['Price Paid (€)']); r['d'] = datetime.datetime.strptime(r['Sale Date'], '%d-%b-%Y').date()
    r['q'] = int(r['Wristbands (qty)']); r['age'] = int(r['Buyer Age (yrs)']) if r['Buyer Age (yrs)'] else None
P(T, 1, len(R)); P(T, 2, sum(r['q'] for r in R)); P(T, 3, r2(sum(r['p'] for r in R)))
c = defaultdict(int)
for r in R: c[r['Ticket Tier']] += r['q']
P(T, 4, top(c))
ages = [r['age'] for r in R if r['age'] is not None]; P(T, 5, r2(sum(ages) / len(ages)))
mx = max(r['p'] for r in R); P(T, 6, mx)
P(T, 7, [(r['Sale ID'], r['Sales Channel']) for r in R if r['p'] == mx])
P(T, 8, sum(1 for r in R if r['Ticket Tier'] == 'Day Pass' and r['Camping Included'] == 'TRUE'))
P(T, 9, [r['Sale ID'] for r in R if r['Ticket Tier'] == 'VIP Weekend' and r['Refunded'] == 'TRUE'])
P(T, 10, sum(1 for r in R if r['Promo Code Used'] == 'TRUE' and r['Sales Channel'] == 'App'))
c = defaultdict(int)
for r in R: c[r['Buyer ID']] += r['q']
P(T, 11, top(c, 7))
P(T, 12, sorted(ages)[:7])
g = defaultdict(list)
for r in R: g[r['Ticket Tier']].append(r['p'])
P(T, 13, {k: round(sum(v) / len(v), 2) for k, v in g.items()})
P(T, 14, sum(1 for r in R if 'shuttle' in [x.strip() for x in r['Add-ons'].split(',')]))
P(T, 15, min(r['d'] for r in R))
P(T, 16, r2(100 * sum(r['Refunded'] == 'TRUE' for r in R) / len(R)))
m = defaultdict(float)
for r in R: m[r['d'].month] += r['p']
P(T, 17, (round(m[3], 2), round(m[4], 2)))
P(T, 18, sorted(Counter((r['d'].year, r['d'].month) for r in R).items()))
m = defaultdict(list)
for r in R: m[r['d'].month].append(r['p'])
P(T, 19, [(k, round(sum(v) / len(v), 2)) for k, v in sorted(m.items())])
P(T, 20, statistics.median(ages))
P(T, 21, len(set(r['Buyer ID'] for r in R)))
g = defaultdict(lambda: [0, 0])
for r in R: g[r['Sales Channel']][1] += 1; g[r['Sales Channel']][0] += r['Promo Code Used'] == 'TRUE'
P(T, 22, {k: (a, b, round(100 * a / b, 2)) for k, (a, b) in g.items()})
for cv in ['TRUE', 'FALSE']:
    v = [r['p'] for r in R if r['Camping Included'] == cv]; P(T, '23 camping=' + cv, round(sum(v) / len(v), 4))
g = defaultdict(lambda: [0, 0, []])
for r in R: g[r['Ticket Tier']][0] += r['p']; g[r['Ticket Tier']][1] += r['q']; g[r['Ticket Tier']][2].append(r['p'] / r['q'])
P(T, '24 ratio-of-sums', {k: round(a / b, 2) for k, (a, b, c_) in g.items()})
P(T, '24 avg-of-ratios', {k: round(sum(c_) / len(c_), 2) for k, (a, b, c_) in g.items()})
tq = sum(r['q'] for r in R)
P(T, 25, (sum(r['q'] for r in R if r['Sales Channel'] == 'Reseller'), tq, r2(100 * sum(r['q'] for r in R if r['Sales Channel'] == 'Reseller') / tq)))

# ---------- aquarium
T = 'aquarium_fish_sales'; R = load(T + '.csv')
for r in R:
    r['t'] = float(r['TOT_AMT']); r['q'] = int(r['QTY_SOLD']); r['dt'] = datetime.datetime.fromisoformat(r['TXN_DTTM'])
P(T, 1, len(R)); P(T, 2, sum(r['q'] for r in R)); P(T, 3, r2(sum(r['t'] for r in R)))
c = defaultdict(int)
for r in R: c[r['SPECIES']] += r['q']
P(T, 4, top(c, 3))
c = defaultdict(float)
for r in R: c[r['STAFF_CD']] += r['t']
P(T, 5, [(k, round(x, 2)) for k, x in top(c)])
mx = max(r['t'] for r in R); P(T, 6, mx)
P(T, 7, [r['SPECIES'] for r in R if r['t'] == mx])
P(T, 8, max(r['q'] for r in R if r['WTR_TYP'] == 'SW'))
P(T, 9, [r['TXN_NO'] for r in R if r['SPECIES'] == 'Blue Tang' and r['DOA_RPT'] == '1'])
P(T, 10, sum(1 for r in R if r['WTR_TYP'] == 'FW' and r['LIVE_GUAR'] == '1'))
P(T, 11, top(Counter(r['CUST_ID'] for r in R if r['CUST_ID']), 6))
P(T, 12, sorted(set((float(r['UNIT_PRC']), r['SPECIES']) for r in R), reverse=True)[:4])
g = defaultdict(list)
for r in R: g[r['WTR_TYP']].append(r['t'])
P(T, 13, {k: round(sum(v) / len(v), 2) for k, v in g.items()})
P(T, 14, sum(1 for r in R if 'water conditioner' in [x.strip() for x in r['ACC_ITEMS'].split(',')]))
md = max(r['dt'] for r in R); P(T, 15, (md, [r['q'] for r in R if r['dt'] == md]))
P(T, 16, r2(100 * sum(r['DOA_RPT'] == '1' for r in R) / len(R)))
q = defaultdict(float)
for r in R: q[(r['dt'].month - 1) // 3 + 1] += r['t']
P(T, 17, (round(q[3], 2), round(q[4], 2)))
P(T, 18, sorted(Counter(r['dt'].month for r in R).items()))
m = defaultdict(list)
for r in R: m[r['dt'].month].append(r['t'])
P(T, 19, [(k, round(sum(v) / len(v), 2)) for k, v in sorted(m.items())])
P(T, 20, statistics.median(r['t'] for r in R))
P(T, 21, len(set(r['SPECIES'] for r in R)))
tot = sum(r['t'] for r in R); P(T, 22, r2(100 * sum(r['t'] for r in R if r['WTR_TYP'] == 'SW') / tot))
g = defaultdict(lambda: [0, 0])
for r in R: g[r['STAFF_CD']][1] += 1; g[r['STAFF_CD']][0] += r['DOA_RPT'] == '1'
P(T, 23, {k: (a, b, round(100 * a / b, 2)) for k, (a, b) in g.items()})
g = defaultdict(list)
for r in R: g[r['WTR_TYP']].append(r['q'])
P(T, 24, {k: round(sum(v) / len(v), 4) for k, v in g.items()})
P(T, 25, sum(1 for r in R if not r['CUST_ID']))

# ---------- karaoke
T = 'karaoke_machine_rentals'; R = load(T + '.csv')
pd = lambda s: datetime.datetime.strptime(s, '%Y/%m/%d').date()
for r in R:
    r['f'] = float(r['rental fee']); r['d'] = pd(r['pickup date']); r['days'] = int(r['rental days'])
    r['rd'] = pd(r['return date']) if r['return date'] else None
P(T, 1, len(R)); P(T, 2, r2(sum(r['f'] for r in R))); P(T, 3, r2(sum(r['days'] for r in R) / len(R)))
P(T, 4, top(Counter(r['machine model'] for r in R)))
c = defaultdict(float)
for r in R: c[r['occasion']] += r['f']
P(T, 5, top(c))
mx = max(r['f'] for r in R); P(T, 6, mx)
P(T, 7, [r['machine model'] for r in R if r['f'] == mx])
P(T, 8, min(int(r['mics included']) for r in R))
P(T, 9, [r['rental no'] for r in R if r['occasion'] == 'Wedding' and r['damage reported'] == 'true'])
P(T, 10, sum(1 for r in R if r['machine model'] == 'Karaoke Tower Deluxe' and r['delivered'] == 'true'))
P(T, 11, top(Counter(r['customer'] for r in R), 6))
P(T, 12, sorted((r['f'] for r in R), reverse=True)[:8])
g = defaultdict(list)
for r in R: g[r['occasion']].append(r['days'])
P(T, 13, {k: round(sum(v) / len(v), 4) for k, v in g.items()})
P(T, 14, sum(1 for r in R if 'disco light' in [x.strip() for x in r['extras'].split(',')]))
P(T, 15, max(r['d'] for r in R))
P(T, 16, r2(100 * sum(r['damage reported'] == 'true' for r in R) / len(R)))
qc = Counter((r['d'].month - 1) // 3 + 1 for r in R); P(T, 17, (qc[1], qc[4]))
P(T, 18, sorted(Counter(r['d'].month for r in R).items()))
m = defaultdict(list)
for r in R: m[r['d'].month].append(r['f'])
P(T, 19, [(k, round(sum(v) / len(v), 2)) for k, v in sorted(m.items())])
P(T, 20, statistics.median(r['f'] for r in R))
P(T, 21, len(set(r['customer'] for r in R)))
g = defaultdict(lambda: [0, 0])
for r in R: g[r['occasion']][1] += 1; g[r['occasion']][0] += r['delivered'] == 'true'
P(T, 22, {k: (a, b, round(100 * a / b, 2)) for k, (a, b) in g.items()})
for oc in ['Corporate', 'Birthday']:
    v = [r['f'] for r in R if r['occasion'] == oc]; P(T, '23 ' + oc, round(sum(v) / len(v), 4))
c = defaultdict(float)
for r in R: c[r['machine model']] += float(r['deposit'])
P(T, 24, dict(c))
P(T, 25, sum(1 for r in R if r['rd'] and (r['rd'] - r['d']).days > r['days']))
