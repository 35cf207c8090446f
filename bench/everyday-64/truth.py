import csv, statistics
from collections import Counter, defaultdict
def load(n):
    with open(n + '.csv', newline='') as f: return list(csv.DictReader(f))
def money(s):
    s = s.replace('$', '').replace('€', '').replace(',', '').strip()
    return float(s) if s else None
def out(t, n, v): print(f'{t}\t{n}\t{v}')
def top(counter, k=None):
    items = sorted(counter.items(), key=lambda x: -x[1])
    return items[:k] if k else items
def maxties(counter):
    m = max(counter.values()); return [(k, v) for k, v in counter.items() if v == m]
def r(x): return round(x, 4)

# junk
T = 'junk_removal_pickups'; R = load(T)
for x in R:
    x['p'] = money(x['price']); x['d'] = money(x['dump_fee']); x['w'] = int(x['weight_lbs']); x['v'] = int(x['volume_cu_yd'])
    x['m'] = x['pickup_date'][:7]
out(T, 1, len(R)); out(T, 2, r(sum(x['p'] for x in R))); out(T, 3, r(statistics.mean(x['w'] for x in R)))
out(T, 4, top(Counter(x['city'] for x in R))); out(T, 5, max(x['v'] for x in R))
out(T, 6, sum(x['truck_size'] == 'full' for x in R))
out(T, 7, all(int(x['crew_size']) >= 2 for x in R if x['truck_size'] == 'full'))
out(T, 8, maxties(Counter(x['customer_id'] for x in R)))
mw = max(x['w'] for x in R); out(T, 9, [(x['pickup_id'], x['p']) for x in R if x['w'] == mw])
c = defaultdict(float)
for x in R: c[x['city']] += x['d'] or 0
out(T, 10, top({k: r(v) for k, v in c.items()}))
out(T, 11, sum('mattress' in [i.strip() for i in x['items'].split(',')] for x in R))
out(T, 12, sum(x['customer_rating'] == '1' for x in R))
out(T, 13, min(x['p'] for x in R if x['city'] == 'Lakeside'))
out(T, 14, sorted((x['w'] for x in R), reverse=True)[:8])
out(T, 15, sum(x['recycled'] == 'N' for x in R))
out(T, 16, r(100 * sum(x['recycled'] == 'Y' for x in R) / len(R)))
q1 = sum(x['m'] <= '2024-03' for x in R); q2 = sum('2024-04' <= x['m'] <= '2024-06' for x in R); out(T, 17, (q1, q2, q2 - q1))
out(T, 18, sorted(Counter(x['m'] for x in R).items()))
g = defaultdict(list)
for x in R: g[x['m']].append(x['p'])
out(T, 19, [(k, r(statistics.mean(v))) for k, v in sorted(g.items())])
out(T, 20, statistics.median(x['p'] for x in R)); out(T, 21, len(set(x['customer_id'] for x in R)))
out(T, 22, r(sum(x['p'] for x in R) / sum(x['v'] for x in R)))
for rc in 'YN':
    v = [int(x['customer_rating']) for x in R if x['recycled'] == rc and x['customer_rating']]
    out(T, '23' + rc, (r(statistics.mean(v)), len(v)))
out(T, 24, r(100 * sum(x['p'] for x in R if x['truck_size'] == 'half') / sum(x['p'] for x in R)))
v = [x['d'] for x in R if int(x['crew_size']) >= 3 and x['d'] is not None]
out(T, 25, (r(statistics.mean(v)), 'blank-as-0:', r(sum(v) / sum(int(x['crew_size']) >= 3 for x in R))))

# piano
T = 'piano_recital_entries'; R = load(T)
for x in R:
    x['f'] = float(x['entryFee']); x['s'] = float(x['judgeScore']) if x['judgeScore'] else None; x['du'] = float(x['pieceDurationMin'])
    x['m'] = x['recitalDate'][6:] + '-' + x['recitalDate'][:2]
S = [x['s'] for x in R if x['s'] is not None]
out(T, 1, len(R)); out(T, 2, sum(x['f'] for x in R)); out(T, 3, r(statistics.mean(S)))
out(T, 4, maxties(Counter(x['teacherId'] for x in R))); out(T, 5, max(S))
out(T, 6, sum(x['venue'] == 'Chapel' for x in R))
out(T, 7, (all(x['f'] >= 45 for x in R if x['gradeLevel'] == '8'), sorted(Counter(x['f'] for x in R if x['gradeLevel'] == '8').items())))
out(T, 8, top(Counter(x['ageGroup'] for x in R)))
md = max(x['du'] for x in R); out(T, 9, [(x['entryId'], x['gradeLevel']) for x in R if x['du'] == md])
c = defaultdict(float)
for x in R: c[x['teacherId']] += x['f']
out(T, 10, top(c, 6))
out(T, 11, sum('Chopin' in [i.strip() for i in x['composers'].split(',')] for x in R))
out(T, 12, [x['s'] for x in R if x['s'] and x['s'] > 98])
out(T, 13, min(x['s'] for x in R if x['gradeLevel'] == '5' and x['s'] is not None))
out(T, 14, sorted((x['du'] for x in R), reverse=True)[:6])
out(T, 15, (sum(x['passed'] == 'No' for x in R), 'blank:', sum(x['passed'] == '' for x in R)))
out(T, 16, r(100 * sum(x['passed'] == 'Yes' for x in R) / sum(x['passed'] != '' for x in R)))
h1 = sum(x['m'] <= '2024-06' for x in R); out(T, 17, (h1, len(R) - h1))
out(T, 18, sorted(Counter(x['m'] for x in R).items()))
g = defaultdict(list)
for x in R:
    if x['s'] is not None: g[x['m']].append(x['s'])
out(T, 19, [(k, r(statistics.mean(v))) for k, v in sorted(g.items())])
out(T, 20, statistics.median(x['du'] for x in R)); out(T, 21, len(set(x['teacherId'] for x in R)))
g = defaultdict(list)
for x in R:
    if x['s'] is not None: g[x['gradeLevel']].append(x['s'])
out(T, 22, [(k, r(statistics.mean(v))) for k, v in sorted(g.items())])
for vn in ['Main Hall', 'Studio B']: out(T, '23 ' + vn, r(statistics.mean(x['s'] for x in R if x['venue'] == vn and x['s'] is not None)))
out(T, 24, r(100 * sum(x['ageGroup'] == '18+' for x in R) / len(R)))
for vn in ['Main Hall', 'Studio B', 'Chapel']:
    v = [x for x in R if x['venue'] == vn and x['passed']]
    out(T, '25 ' + vn, (r(100 * sum(x['passed'] == 'Yes' for x in v) / len(v)), 'all-rows denom:', r(100 * sum(x['passed'] == 'Yes' for x in v) / sum(x['venue'] == vn for x in R))))

# vending
T = 'vending_machine_audits'; R = load(T)
M = {m: i for i, m in enumerate(['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'], 1)}
for x in R:
    x['c'] = money(x['Cash Collected (€)']); x['e'] = money(x['Expected Sales (€)']); x['es'] = int(x['Empty Slots'])
    d, mo, y = x['Audit Date'].split('-'); x['m'] = '%s-%02d' % (y, M[mo])
    x['t'] = float(x['Temp (°C)']) if x['Temp (°C)'] else None
out(T, 1, len(R)); out(T, 2, r(sum(x['c'] for x in R))); out(T, 3, r(statistics.mean(x['es'] for x in R)))
out(T, 4, top(Counter(x['Site'] for x in R))); out(T, 5, max(x['t'] for x in R if x['t'] is not None))
out(T, 6, sum(x['Machine Type'] == 'Coffee' for x in R))
out(T, 7, all(x['es'] <= 6 for x in R if x['Passed'] == 'TRUE'))
out(T, 8, maxties(Counter(x['Auditor ID'] for x in R)))
me = max(x['e'] for x in R); out(T, 9, [(x['Audit No'], x['Machine ID'], x['e']) for x in R if x['e'] == me])
c = defaultdict(float)
for x in R: c[x['Site']] += x['c']
out(T, 10, top({k: r(v) for k, v in c.items()}))
out(T, 11, sum('coin jam' in [i.strip() for i in x['Issues Found'].split(',')] for x in R))
out(T, 12, [x['t'] for x in R if x['Machine Type'] == 'Drink' and x['t'] is not None and x['t'] > 8.5])
out(T, 13, min(x['c'] for x in R if x['Site'] == 'City Hospital'))
out(T, 14, sorted((x['e'] for x in R), reverse=True)[:6])
out(T, 15, sum(x['Passed'] == 'FALSE' for x in R)); out(T, 16, r(100 * sum(x['Passed'] == 'TRUE' for x in R) / len(R)))
q1 = sum(x['c'] for x in R if x['m'] <= '2024-03'); q2 = sum(x['c'] for x in R if '2024-04' <= x['m'] <= '2024-06'); out(T, 17, (r(q1), r(q2), r(q2 - q1)))
out(T, 18, sorted(Counter(x['m'] for x in R).items()))
g = defaultdict(list)
for x in R: g[x['m']].append(x['c'])
out(T, 19, [(k, r(statistics.mean(v))) for k, v in sorted(g.items())])
out(T, 20, statistics.median(int(x['Items Restocked (units)']) for x in R)); out(T, 21, len(set(x['Machine ID'] for x in R)))
out(T, 22, r(sum(x['c'] for x in R) / sum(x['e'] for x in R)))
for mt in ['Snack', 'Drink', 'Combo', 'Coffee']:
    v = [x for x in R if x['Machine Type'] == mt]; out(T, '23 ' + mt, r(100 * sum(x['Passed'] == 'TRUE' for x in v) / len(v)))
out(T, 24, r(100 * sum(x['c'] for x in R if x['Site'] == 'Airport T2') / sum(x['c'] for x in R)))
out(T, 25, sum(x['c'] < x['e'] for x in R))

# tents
T = 'event_tent_rentals'; R = load(T)
for x in R:
    x['a'] = float(x['TOTAL_AMT']); x['m'] = x['START_DT'][:7]; x['sz'] = int(x['SIZE_SQFT']); x['g'] = int(x['GUEST_CNT'])
out(T, 1, len(R)); out(T, 2, r(sum(x['a'] for x in R))); out(T, 3, r(statistics.mean(int(x['DAYS']) for x in R)))
out(T, 4, top(Counter(x['TENT_TYP'] for x in R))); out(T, 5, max(x['sz'] for x in R))
out(T, 6, sum(x['EVT_TYP'] == 'Wedding' for x in R))
out(T, 7, all(x['sz'] >= 1500 for x in R if x['TENT_TYP'] == 'Clearspan'))
out(T, 8, maxties(Counter(x['CUST_ID'] for x in R)))
ma = max(x['a'] for x in R); out(T, 9, [(x['RNTL_ID'], x['EVT_TYP'], x['a']) for x in R if x['a'] == ma])
c = defaultdict(float)
for x in R: c[x['EVT_TYP']] += x['a']
out(T, 10, top({k: r(v) for k, v in c.items()}))
out(T, 11, sum('heaters' in [i.strip() for i in x['ADDONS'].split(',')] for x in R))
out(T, 12, sum(x['DMG_CHG'] == '320' for x in R))
out(T, 13, min(x['g'] for x in R if x['TENT_TYP'] == 'Frame'))
out(T, 14, sorted((x['a'] for x in R), reverse=True)[:7])
out(T, 15, sum(x['DEP_PAID'] == '0' for x in R)); out(T, 16, r(100 * sum(x['DEP_PAID'] == '1' for x in R) / len(R)))
q1 = sum(x['a'] for x in R if x['m'] <= '2024-03'); q2 = sum(x['a'] for x in R if '2024-04' <= x['m'] <= '2024-06'); out(T, 17, (r(q1), r(q2), r(q2 - q1)))
out(T, 18, sorted(Counter(x['m'] for x in R).items()))
g = defaultdict(list)
for x in R: g[x['m']].append(x['a'])
out(T, 19, [(k, r(statistics.mean(v))) for k, v in sorted(g.items())])
out(T, 20, statistics.median(x['g'] for x in R)); out(T, 21, len(set(x['CUST_ID'] for x in R)))
out(T, 22, r(sum(float(x['RATE_PER_DAY']) for x in R) / sum(x['sz'] for x in R)))
for e in ['Corporate', 'Birthday']: out(T, '23 ' + e, r(statistics.mean(x['a'] for x in R if x['EVT_TYP'] == e)))
out(T, 24, r(100 * sum(x['a'] for x in R if x['TENT_TYP'] == 'Clearspan') / sum(x['a'] for x in R)))
out(T, 25, sum(float(x['DMG_CHG']) for x in R if x['DMG_CHG']))

# security
T = 'security_patrol_logs'; R = load(T)
for x in R:
    x['b'] = float(x['billed amount']); x['k'] = float(x['km covered']); x['i'] = int(x['incidents']); x['m'] = x['shift start'][:7]
out(T, 1, len(R)); out(T, 2, r(sum(x['b'] for x in R))); out(T, 3, r(statistics.mean(x['k'] for x in R)))
out(T, 4, top(Counter(x['site'] for x in R))); out(T, 5, max(x['i'] for x in R))
out(T, 6, sum(x['patrol type'] == 'bike' for x in R))
out(T, 7, (all(x['i'] >= 1 for x in R if x['flagged'] == 'true'), sum(x['i'] == 0 for x in R if x['flagged'] == 'true')))
out(T, 8, maxties(Counter(x['guard id'] for x in R)))
mk = max(x['k'] for x in R); out(T, 9, [(x['patrol ref'], x['site'], x['k']) for x in R if x['k'] == mk])
c = defaultdict(float)
for x in R: c[x['guard id']] += x['k']
out(T, 10, top({k: r(v) for k, v in c.items()}, 5))
out(T, 11, sum('loitering' in [i.strip() for i in x['observations'].split(',')] for x in R))
out(T, 12, [x['k'] for x in R if x['patrol type'] == 'foot' and x['k'] > 10])
out(T, 13, min(int(x['checkpoints scanned']) for x in R if x['patrol type'] == 'vehicle'))
out(T, 14, sorted((x['k'] for x in R), reverse=True)[:7])
out(T, 15, sum(x['flagged'] == 'false' for x in R)); out(T, 16, r(100 * sum(x['flagged'] == 'true' for x in R) / len(R)))
q1 = sum(x['i'] for x in R if x['m'] <= '2024-03'); q2 = sum(x['i'] for x in R if '2024-04' <= x['m'] <= '2024-06'); out(T, 17, (q1, q2, q2 - q1))
out(T, 18, sorted(Counter(x['m'] for x in R).items()))
g = defaultdict(list)
for x in R: g[x['m']].append(x['b'])
out(T, 19, [(k, r(statistics.mean(v))) for k, v in sorted(g.items())])
out(T, 20, statistics.median(x['k'] for x in R)); out(T, 21, len(set(x['guard id'] for x in R)))
out(T, 22, r(sum(int(x['checkpoints scanned']) for x in R) / sum(int(x['checkpoints planned']) for x in R)))
for h in ['22:00', '06:00']: out(T, '23 ' + h, r(statistics.mean(x['i'] for x in R if x['shift start'].endswith(h))))
out(T, 24, r(100 * sum(x['b'] for x in R if x['site'] == 'Harbor Depot') / sum(x['b'] for x in R)))
out(T, 25, sum(float(x['overtime hours']) for x in R if x['overtime hours']))
