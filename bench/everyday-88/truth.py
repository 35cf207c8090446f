import csv, statistics as st
from collections import Counter, defaultdict
def load(n): return list(csv.DictReader(open(n + '.csv', newline='', encoding='utf-8')))
def num(s):
    s = s.replace('$', '').replace('€', '').replace(',', '').strip()
    return float(s) if s else None
def r(x): return round(x, 4) if isinstance(x, float) else x
def top(c, k=None):
    items = c.most_common(); m = items[0][1]
    return [(a, b) for a, b in items if b == m] if k is None else items[:k + 3]
def P(t, n, v): print(f'{t}\t{n}\t{v}')
def corr(xs, ys):
    mx, my = st.mean(xs), st.mean(ys)
    sxy = sum((a - mx) * (b - my) for a, b in zip(xs, ys))
    return sxy / (sum((a - mx) ** 2 for a in xs) ** .5 * sum((b - my) ** 2 for b in ys) ** .5)

# golf
T = 'golf'; R = load('golf_buggy_hire')
fee = [num(x['fee']) for x in R]; F = [f for f in fee if f is not None]
P(T, 1, len(R)); P(T, 2, r(sum(F))); P(T, 3, r(st.mean(float(x['hours']) for x in R)))
P(T, 4, top(Counter(x['course'] for x in R)))
P(T, 5, max(F)); P(T, 6, any(x['damage_reported'] == 'Y' for x in R))
P(T, 7, sum(x['holes'] == '9' for x in R))
c = defaultdict(float)
for x in R:
    if x['fee']: c[x['buggy_type']] += num(x['fee'])
P(T, 8, sorted(c.items(), key=lambda a: -a[1]))
P(T, 9, top(Counter(x['member_id'] for x in R), 3))
m = max(F); P(T, 10, [(x['hire_id'], x['battery_pct_end']) for x in R if num(x['fee']) == m])
P(T, 11, sum(x['deposit_returned'] == 'N' for x in R))
P(T, 12, [x['hire_id'] for x in R if x['buggy_type'] == 'Electric Deluxe' and x['course'] == 'Lakeside' and x['damage_reported'] == 'Y'])
P(T, 13, min(int(x['battery_pct_end']) for x in R if x['battery_pct_end']))
P(T, 14, sum('gps' in [e.strip() for e in x['extras'].split(',')] for x in R))
P(T, 15, sorted({x['buggy_type'] for x in R if x['course'] == 'Pine Ridge'}))
P(T, 16, r(100 * sum(x['damage_reported'] == 'Y' for x in R) / len(R)))
q = defaultdict(float)
for x in R:
    if x['fee']: q[(int(x['hire_date'][5:7]) - 1) // 3 + 1, x['hire_date'][:4]] += num(x['fee'])
P(T, 17, {k: r(v) for k, v in sorted(q.items())})
P(T, 18, sorted(Counter(x['hire_date'][:7] for x in R).items()))
mm = defaultdict(list)
for x in R:
    if x['fee']: mm[x['hire_date'][:7]].append(num(x['fee']))
P(T, 19, [(k, r(st.mean(v))) for k, v in sorted(mm.items())])
P(T, 20, {h: r(st.mean(int(x['battery_pct_end']) for x in R if x['holes'] == h and x['battery_pct_end'])) for h in ['9', '18']})
P(T, 21, st.median(F)); P(T, 22, len({x['member_id'] for x in R}))
P(T, 23, r(100 * c['Electric Deluxe'] / sum(F)))
P(T, 24, {k: r(100 * sum(x['deposit_returned'] == 'Y' for x in R if x['course'] == k) / sum(x['course'] == k for x in R)) for k in sorted({x['course'] for x in R})})
D = [x for x in R if x['buggy_type'] == 'Double' and x['fee']]
P(T, '25a ratio-of-sums', r(sum(num(x['fee']) for x in D) / sum(float(x['hours']) for x in D)))
P(T, '25b mean-of-ratios', r(st.mean(num(x['fee']) / float(x['hours']) for x in D)))

# pool
T = 'pool'; R = load('pool_table_repairs')
inv = [num(x['invoiceTotal']) for x in R]
P(T, 1, len(R)); P(T, 2, r(sum(inv))); P(T, 3, r(st.mean(float(x['laborHours']) for x in R)))
P(T, 4, top(Counter(x['technician'] for x in R))); P(T, 5, max(inv))
P(T, 6, [x['ticketId'] for x in R if x['repairType'] == 'Slate Reseal' and x['warrantyClaim'] == 'TRUE'])
P(T, 7, sum(x['tableSize'] == '9ft' for x in R))
c = defaultdict(float)
for x in R: c[x['venueType']] += num(x['invoiceTotal'])
P(T, 8, sorted(((k, r(v)) for k, v in c.items()), key=lambda a: -a[1]))
P(T, 9, top(Counter(x['customerId'] for x in R), 3))
P(T, 10, [x['repairType'] for x in R if num(x['invoiceTotal']) == max(inv)])
P(T, 11, sum(x['completedDate'] == '' for x in R))
P(T, 12, Counter(x['venueType'] for x in R if x['rating'] == '1'))
P(T, 13, r(st.mean(int(x['rating']) for x in R if x['repairType'] == 'Recloth' and x['rating'])))
P(T, 14, sum('felt' in [e.strip() for e in x['partsUsed'].split(',')] for x in R))
P(T, 15, sorted((float(x['laborHours']) for x in R), reverse=True)[:8])
P(T, 16, r(100 * sum(x['warrantyClaim'] == 'TRUE' for x in R) / len(R)))
h = defaultdict(float)
for x in R: h['H1' if int(x['requestDate'][:2]) <= 6 else 'H2'] += num(x['invoiceTotal'])
P(T, 17, {k: r(v) for k, v in h.items()}); P(T, '17 years', Counter(x['requestDate'][-4:] for x in R))
P(T, 18, sorted(Counter(x['requestDate'][-4:] + '-' + x['requestDate'][:2] for x in R).items()))
mm = defaultdict(list)
for x in R: mm[x['requestDate'][-4:] + '-' + x['requestDate'][:2]].append(num(x['invoiceTotal']))
P(T, 19, [(k, r(st.mean(v))) for k, v in sorted(mm.items())])
P(T, 20, r(corr([float(x['laborHours']) for x in R], inv)))
P(T, 21, r(st.median(inv))); P(T, 22, len({x['customerId'] for x in R}))
P(T, 23, {k: r(st.mean(int(x['rating']) for x in R if x['technician'] == k and x['rating'])) for k in sorted({x['technician'] for x in R})})
P(T, 24, r(100 * sum(x['venueType'] == 'Home' for x in R) / len(R)))
import datetime as dt
def md(s): return dt.datetime.strptime(s, '%m/%d/%Y').date()
P(T, 25, r(st.mean((md(x['completedDate']) - md(x['requestDate'])).days for x in R if x['completedDate'])))

# cake
T = 'cake'; R = load('cake_decorating_classes')
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def mo(s): d, m, y = s.split('-'); return '%s-%02d' % (y, MON.index(m) + 1)
pr = [num(x['Price (€)']) for x in R]
P(T, 1, len(R)); P(T, 2, r(sum(pr))); P(T, 3, r(st.mean(int(x['Duration (min)']) for x in R)))
P(T, 4, top(Counter(x['Class Type'] for x in R))); P(T, 5, max(pr))
P(T, 6, sum(x['Seats'] == '4' for x in R)); P(T, 7, sum(x['Attended'] == 'No' for x in R))
P(T, 8, top(Counter(x['Instructor'] for x in R)))
P(T, 9, top(Counter(x['Student ID'] for x in R), 3))
P(T, 10, sorted({x['Class Type'] for x in R if num(x['Price (€)']) == max(pr)}))
P(T, 11, sum(x['Dietary Notes'] != '' for x in R))
P(T, 12, sum(x['Class Type'] == 'Wedding Tiers' and x['Attended'] == 'No' for x in R))
P(T, 13, sum(int(x['Seats']) for x in R))
P(T, 14, sum('airbrush' in [e.strip() for e in x['Skills Covered'].split(',')] for x in R))
P(T, 15, sorted({x['Class Type'] for x in R if x['Instructor'] == 'Ana Silva'}))
P(T, 16, r(100 * sum(x['Attended'] == 'Yes' for x in R) / len(R)))
P(T, 17, Counter('Q%d' % ((int(mo(x['Class Date'])[5:]) - 1) // 3 + 1) for x in R))
P(T, 18, sorted(Counter(mo(x['Class Date']) for x in R).items()))
mm = defaultdict(list)
for x in R: mm[mo(x['Class Date'])].append(num(x['Price (€)']))
P(T, 19, [(k, r(st.mean(v))) for k, v in sorted(mm.items())])
P(T, 20, {k: r(100 * sum(x['Attended'] == 'Yes' for x in R if x['Class Type'] == k) / sum(x['Class Type'] == k for x in R)) for k in sorted({x['Class Type'] for x in R})})
P(T, 21, st.median(pr)); P(T, 22, len({x['Student ID'] for x in R}))
P(T, '23 of all', r(100 * sum(x['Discount (%)'] not in ('', '0') for x in R) / len(R)))
P(T, '23 of non-blank', r(100 * sum(x['Discount (%)'] not in ('', '0') for x in R) / sum(x['Discount (%)'] != '' for x in R)))
P(T, 24, {k: r(st.mean(int(x['Seats']) for x in R if x['Class Type'] == k)) for k in ['Kids Cupcakes', 'Sugar Flowers']})
P(T, 25, {k: r(st.mean(int(x['Discount (%)']) for x in R if x['Instructor'] == k and x['Discount (%)'] != '')) for k in sorted({x['Instructor'] for x in R})})

# parking
T = 'park'; R = load('parking_garage_passes')
am = [num(x['AMT_PD']) for x in R if x['AMT_PD']]
P(T, 1, len(R)); P(T, 2, r(sum(am))); P(T, 3, r(st.mean(am)))
P(T, 4, top(Counter(x['PASS_TYP'] for x in R))); P(T, 5, max(am))
P(T, 6, sum(x['VEH_CLS'] == 'Motorcycle' and x['PASS_TYP'] == 'Annual' for x in R))
P(T, 7, sum(x['EV_FLG'] == '1' for x in R)); P(T, 8, top(Counter(x['LVL'] for x in R)))
P(T, 9, top(Counter(x['HOLDER_ID'] for x in R), 3))
me = max(int(x['ENTRIES_CNT']) for x in R); P(T, 10, [(x['PASS_NO'], x['VEH_CLS']) for x in R if int(x['ENTRIES_CNT']) == me])
P(T, 11, sum(x['RENEW_FLG'] == '1' for x in R))
P(T, 12, Counter(x['VEH_CLS'] for x in R))
P(T, 13, min(int(x['ENTRIES_CNT']) for x in R if x['PASS_TYP'] == 'Monthly'))
P(T, 14, sum('Roof' in [e.strip() for e in x['ZONES'].split(',')] for x in R))
P(T, 15, sorted({x['PASS_TYP'] for x in R if x['LVL'] == 'B1'}))
P(T, 16, r(100 * sum(x['EV_FLG'] == '1' for x in R) / len(R)))
P(T, 17, {m: r(sum(num(x['AMT_PD']) for x in R if x['ISSUE_DTTM'][:7] == m and x['AMT_PD'])) for m in ['2024-01', '2024-02']})
P(T, 18, sorted(Counter(x['ISSUE_DTTM'][:7] for x in R).items()))
mm = defaultdict(list)
for x in R:
    if x['AMT_PD']: mm[x['ISSUE_DTTM'][:7]].append(num(x['AMT_PD']))
P(T, 19, [(k, r(st.mean(v))) for k, v in sorted(mm.items())])
P(T, 20, {k: r(100 * sum(x['RENEW_FLG'] == '1' for x in R if x['PASS_TYP'] == k) / sum(x['PASS_TYP'] == k for x in R)) for k in sorted({x['PASS_TYP'] for x in R})})
P(T, 21, st.median(int(x['ENTRIES_CNT']) for x in R)); P(T, 22, len({x['HOLDER_ID'] for x in R}))
P(T, 23, r(100 * sum(num(x['AMT_PD']) for x in R if x['PASS_TYP'] == 'Annual' and x['AMT_PD']) / sum(am)))
P(T, 24, {k: r(st.mean(num(x['AMT_PD']) for x in R if x['EV_FLG'] == k and x['AMT_PD'])) for k in ['1', '0']})
P(T, 25, sum(int(x['ISSUE_DTTM'][11:13]) < 12 for x in R))

# escape
T = 'escape'; R = load('escape_room_maintenance')
mins = [int(x['minutes spent']) for x in R if x['minutes spent']]
pc = [num(x['parts cost usd']) for x in R]
def em(s): d, m, y = s.split('/'); return y + '-' + m
P(T, 1, len(R)); P(T, 2, r(sum(pc))); P(T, 3, r(st.mean(mins)))
P(T, 4, top(Counter(x['room'] for x in R))); P(T, 5, max(mins))
P(T, 6, [x['work order'] for x in R if x['priority'] == 'Critical' and x['resolved'] == 'false'])
P(T, 7, sum(x['guest caused'] == 'true' for x in R))
c = defaultdict(float)
for x in R: c[x['issue category']] += num(x['parts cost usd'])
P(T, 8, sorted(((k, r(v)) for k, v in c.items()), key=lambda a: -a[1]))
P(T, 9, top(Counter(x['staff id'] for x in R), 3))
P(T, 10, Counter(x['room'] for x in R if num(x['parts cost usd']) == max(pc)))
P(T, 11, sum(x['resolved'] == 'false' for x in R))
P(T, 12, {k: sum(x['room'] == k and x['issue category'] == 'Lighting' for x in R) for k in ['Space Station', 'Pirate Cove']})
P(T, 13, sum(float(x['room closed hrs']) for x in R))
P(T, 14, sum('padlock' in [e.strip() for e in x['affected props'].split(',')] for x in R))
P(T, 15, sorted({x['issue category'] for x in R if x['room'] == 'Bank Heist'}))
P(T, 16, r(100 * sum(x['resolved'] == 'true' for x in R) / len(R)))
P(T, 17, {m: sum(em(x['logged on']) == m for x in R) for m in ['2024-03', '2024-04']})
P(T, 18, sorted(Counter(em(x['logged on']) for x in R).items()))
mm = defaultdict(list)
for x in R:
    if x['minutes spent']: mm[em(x['logged on'])].append(int(x['minutes spent']))
P(T, 19, [(k, r(st.mean(v))) for k, v in sorted(mm.items())])
P(T, 20, {k: r(st.mean(int(x['minutes spent']) for x in R if x['priority'] == k and x['minutes spent'])) for k in ['Low', 'Medium', 'High', 'Critical']})
P(T, 21, st.median(mins)); P(T, 22, len({x['staff id'] for x in R}))
P(T, 23, {k: r(100 * sum(x['guest caused'] == 'true' for x in R if x['room'] == k) / sum(x['room'] == k for x in R)) for k in sorted({x['room'] for x in R})})
P(T, 24, {k: r(st.mean(num(x['parts cost usd']) for x in R if x['priority'] == k)) for k in ['High', 'Low']})
P(T, 25, sum(num(x['parts cost usd']) == 0 for x in R))
