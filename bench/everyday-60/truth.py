import csv, statistics as st
from collections import Counter, defaultdict
def load(f): return list(csv.DictReader(open(f, newline='')))
def num(s):
    s = (s or '').replace('$', '').replace('€', '').replace(',', '').strip()
    return float(s) if s else None
def nums(rows, c): return [num(r[c]) for r in rows if num(r[c]) is not None]
def avg(x): return round(sum(x) / len(x), 4) if x else None
def top(counter):
    m = max(counter.values()); return sorted(k for k, v in counter.items() if v == m), m
def lst(s): return [x.strip() for x in s.split(',') if x.strip()]
out = []
def P(t, n, v): out.append(f'{t}\t{n}\t{v}')

# ---- scaffolding
T = 'scaffolding_hire'; R = load(T + '.csv')
mon = lambda r: r['start_date'][:7]
P(T, 1, len(R)); P(T, 2, round(sum(nums(R, 'hire_fee')), 2)); P(T, 3, avg(nums(R, 'hire_days')))
P(T, 4, top(Counter(r['site_city'] for r in R))); P(T, 5, max(nums(R, 'tower_height_m')))
P(T, 6, top(Counter(r['customer_id'] for r in R)))
mx = max(nums(R, 'hire_days')); P(T, 7, (mx, sorted([r['hire_fee'] for r in R if num(r['hire_days']) == mx])))
P(T, 8, ('no', Counter(r['deposit_paid'] for r in R)))
P(T, 9, ('yes', Counter(r['inspection_passed'] for r in R)))
P(T, 10, sum('netting' in lst(r['components']) for r in R))
s = defaultdict(float)
for r in R: s[r['site_city']] += num(r['hire_fee']) or 0
P(T, 11, sorted(s.items(), key=lambda x: -x[1])[:4])
P(T, 12, Counter(r['erected_by'] for r in R if r['site_city'] == 'York').most_common())
P(T, 13, sorted(nums(R, 'hire_fee'), reverse=True)[:6])
P(T, 14, sum(mon(r) == '2024-03' for r in R)); P(T, 15, len({r['customer_id'] for r in R}))
P(T, 16, round(100 * sum(r['deposit_paid'] == 'Y' for r in R) / len(R), 4))
q = lambda r: (int(r['start_date'][5:7]) - 1) // 3 + 1
P(T, 17, [round(sum(num(r['hire_fee']) or 0 for r in R if q(r) == k and r['start_date'][:4] == '2024'), 2) for k in (1, 2)])
P(T, 18, sorted(Counter(mon(r) for r in R).items()))
m = defaultdict(list)
for r in R:
    if num(r['hire_fee']) is not None: m[mon(r)].append(num(r['hire_fee']))
P(T, 19, [(k, round(avg(v), 2)) for k, v in sorted(m.items())])
P(T, 20, st.median(nums(R, 'hire_fee')))
ins = [r for r in R if r['inspection_passed']]
P(T, 21, (round(100 * sum(r['inspection_passed'] == 'Y' for r in ins) / len(ins), 4), len(ins)))
P(T, 22, [(k, round(avg([num(r['hire_fee']) for r in R if r['deposit_paid'] == k and num(r['hire_fee']) is not None]), 2)) for k in 'YN'])
g = defaultdict(list)
for r in R:
    if num(r['hire_fee']) is not None: g[int(r['tower_height_m'])].append(num(r['hire_fee']) / int(r['tower_height_m']))
P(T, 23, [(k, round(avg(v), 2)) for k, v in sorted(g.items())])
P(T, 23.1, [(k, round(sum(num(r['hire_fee']) or 0 for r in R if int(r['tower_height_m']) == k) / sum(k for r in R if int(r['tower_height_m']) == k and num(r['hire_fee']) is not None), 2)) for k in sorted(g)])
P(T, 24, round(100 * s['Leeds'] / sum(s.values()), 4))
P(T, 25, [(c, len(v), round(avg(v), 2)) for c, v in sorted({c: [int(r['hire_days']) for r in R if r['erected_by'] == c] for c in {r['erected_by'] for r in R}}.items())])

# ---- kennel
T = 'kennel_registrations'; R = load(T + '.csv')
mon = lambda r: r['registrationDate'][6:] + '-' + r['registrationDate'][:2]
P(T, 1, len(R)); P(T, 2, round(sum(nums(R, 'feePaid')), 2)); P(T, 3, avg(nums(R, 'litterSize')))
P(T, 4, top(Counter(r['breed'] for r in R))); P(T, 5, max(nums(R, 'feePaid')))
P(T, 6, top(Counter(r['breederId'] for r in R)))
mx = max(nums(R, 'feePaid')); P(T, 7, sorted({r['breed'] for r in R if num(r['feePaid']) == mx}))
P(T, 8, Counter(r['microchipped'] for r in R))
P(T, 9, sum(r['breed'] == 'Poodle' and r['region'] == 'West' for r in R))
P(T, 10, sum('eyes' in lst(r['healthTests']) for r in R))
P(T, 11, Counter(r['breed'] for r in R).most_common(4))
P(T, 12, sum(r['breed'] == 'Beagle' and r['dogSex'] == 'F' for r in R))
P(T, 13, sorted(nums(R, 'litterSize'), reverse=True)[:6])
P(T, 14, sum((num(r['feePaid']) or 0) > 100 for r in R))
P(T, 15, sorted(Counter(r['region'] for r in R).items(), key=lambda x: x[1]))
P(T, 16, round(100 * sum(r['microchipped'] == 'true' for r in R) / len(R), 4))
P(T, 17, [sum((int(r['registrationDate'][:2]) <= 6) == h for r in R) for h in (True, False)])
P(T, 18, sorted(Counter(mon(r) for r in R).items()))
m = defaultdict(list)
for r in R: m[mon(r)].append(num(r['feePaid']))
P(T, 19, [(k, round(avg(v), 2)) for k, v in sorted(m.items())])
P(T, 20, st.median(nums(R, 'litterSize'))); P(T, 21, len({r['breed'] for r in R}))
P(T, 22, [(k, round(avg([num(r['feePaid']) for r in R if r['dogSex'] == k]), 2)) for k in 'MF'])
g = defaultdict(list)
for r in R:
    if num(r['litterSize']) is not None: g[r['breed']].append(num(r['litterSize']))
P(T, 23, [(k, round(avg(v), 2)) for k, v in sorted(g.items())])
P(T, 24, round(100 * sum(r['breed'] == 'Labrador Retriever' for r in R) / len(R), 4))
P(T, 25, [(k, round(100 * sum(r['microchipped'] == 'true' for r in R if r['region'] == k) / sum(r['region'] == k for r in R), 2)) for k in sorted({r['region'] for r in R})])

# ---- field bookings
T = 'field_bookings'; R = load(T + '.csv')
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
mnum = lambda r: MON.index(r['Booking Date'][3:6]) + 1
C = 'Cost (€)'; A = 'Attendance (people)'
P(T, 1, len(R)); P(T, 2, round(sum(nums(R, C)), 2)); P(T, 3, avg(nums(R, 'Duration (hrs)')))
P(T, 4, top(Counter(r['Field'] for r in R))); P(T, 5, max(nums(R, A)))
P(T, 6, top(Counter(r['Club ID'] for r in R)))
mx = max(nums(R, A)); P(T, 7, [r[C] for r in R if num(r[A]) == mx])
P(T, 8, Counter(r['Floodlights'] for r in R))
P(T, 9, sum(r['Status'] == 'No-show' and r['Field'] == 'Dome Court' for r in R))
P(T, 10, sum('bibs' in lst(r['Equipment']) for r in R))
s = defaultdict(float)
for r in R: s[r['Club ID']] += num(r[C])
P(T, 11, sorted(s.items(), key=lambda x: -x[1])[:4])
s2 = defaultdict(float)
for r in R:
    if r['Status'] != 'Cancelled': s2[r['Club ID']] += num(r[C])
P(T, 11.1, ('excl cancelled', sorted(s2.items(), key=lambda x: -x[1])[:4]))
P(T, 12, sum(r['Status'] == 'Cancelled' for r in R))
P(T, 13, sorted(nums(R, A))[:5]); P(T, 14, sum(num(r['Duration (hrs)']) > 2 for r in R))
P(T, 15, sorted([(k, round(avg([num(r[C]) for r in R if r['Surface'] == k]), 2)) for k in {r['Surface'] for r in R}], key=lambda x: -x[1]))
P(T, 16, round(100 * sum(r['Status'] == 'Cancelled' for r in R) / len(R), 4))
P(T, 17, [round(sum(num(r[C]) for r in R if (mnum(r) - 1) // 3 + 1 == k), 2) for k in (1, 2)])
P(T, 18, sorted(Counter(mnum(r) for r in R).items()))
m = defaultdict(list)
for r in R:
    if num(r[A]) is not None: m[mnum(r)].append(num(r[A]))
P(T, 19, [(k, round(avg(v), 2)) for k, v in sorted(m.items())])
P(T, 20, st.median(nums(R, C))); P(T, 21, len({r['Club ID'] for r in R}))
P(T, 22, [(k, round(avg([num(r[A]) for r in R if r['Floodlights'] == k and num(r[A]) is not None]), 2)) for k in ('Yes', 'No')])
P(T, 23, [(k, round(100 * sum(r['Status'] == 'No-show' for r in R if r['Field'] == k) / sum(r['Field'] == k for r in R), 2)) for k in sorted({r['Field'] for r in R})])
P(T, 24, round(100 * sum(num(r['Duration (hrs)']) for r in R if r['Surface'] == 'Artificial') / sum(nums(R, 'Duration (hrs)')), 4))
P(T, 25, [(k, round(sum(num(r[C]) for r in R if r['Surface'] == k) / sum(num(r['Duration (hrs)']) for r in R if r['Surface'] == k), 4), round(avg([num(r[C]) / num(r['Duration (hrs)']) for r in R if r['Surface'] == k]), 4)) for k in sorted({r['Surface'] for r in R})])

# ---- septic
T = 'septic_pumping'; R = load(T + '.csv')
mon = lambda r: r['SVC_DTTM'][:7]
P(T, 1, len(R)); P(T, 2, round(sum(nums(R, 'CHG_AMT')), 2)); P(T, 3, avg(nums(R, 'GAL_PUMPED')))
P(T, 4, top(Counter(r['TWP'] for r in R))); P(T, 5, max(nums(R, 'TANK_GAL')))
P(T, 6, top(Counter(r['ACCT_ID'] for r in R)))
mx = max(nums(R, 'CHG_AMT')); P(T, 7, [(r['TECH'], r['CHG_AMT']) for r in R if num(r['CHG_AMT']) == mx])
P(T, 8, Counter(r['RISER_INSTL'] for r in R))
ok = [r for r in R if r['TWP'] == 'Oakdale']
P(T, 9, ('min', min(nums(ok, 'GAL_PUMPED')), 'below500', sum(num(r['GAL_PUMPED']) is not None and num(r['GAL_PUMPED']) < 500 for r in ok), 'blank', sum(r['GAL_PUMPED'] == '' for r in ok)))
P(T, 10, sum('root intrusion' in lst(r['ISSUES']) for r in R))
s = defaultdict(float)
for r in R: s[r['TECH']] += num(r['CHG_AMT'])
P(T, 11, sorted(s.items(), key=lambda x: -x[1]))
P(T, 12, sum(r['TANK_GAL'] == '1000' for r in R))
P(T, 13, sorted(nums(R, 'CHG_AMT'), reverse=True)[:6]); P(T, 14, sum(num(r['CHG_AMT']) > 400 for r in R))
P(T, 15, Counter(r['NXT_SVC_MO'] for r in R).most_common())
P(T, 16, round(100 * sum(r['ISSUES'] == '' for r in R) / len(R), 4))
q = lambda r: (int(r['SVC_DTTM'][5:7]) - 1) // 3 + 1
P(T, 17, [sum(q(r) == k for r in R) for k in (1, 2)])
m = defaultdict(list)
for r in R: m[mon(r)].append(num(r['CHG_AMT']))
P(T, 18, [(k, round(sum(v), 2)) for k, v in sorted(m.items())])
P(T, 19, [(k, round(avg(v), 2)) for k, v in sorted(m.items())])
P(T, 20, st.median(nums(R, 'CHG_AMT'))); P(T, 21, len({r['ACCT_ID'] for r in R}))
P(T, 22, [(k, round(avg([num(r['CHG_AMT']) for r in R if r['RISER_INSTL'] == k]), 2)) for k in '10'])
g = defaultdict(list)
for r in R:
    if num(r['GAL_PUMPED']) is not None: g[int(r['TANK_GAL'])].append(num(r['GAL_PUMPED']) / int(r['TANK_GAL']))
P(T, 23, [(k, round(avg(v), 4)) for k, v in sorted(g.items())])
P(T, 24, round(100 * sum(nums([r for r in R if r['TWP'] == 'Milford'], 'GAL_PUMPED')) / sum(nums(R, 'GAL_PUMPED')), 4))
P(T, 25, [(k, round(100 * sum(r['RISER_INSTL'] == '1' for r in R if r['TECH'] == k) / sum(r['TECH'] == k for r in R), 2)) for k in sorted({r['TECH'] for r in R})])

# ---- forklift
T = 'forklift_training'; R = load(T + '.csv')
mon = lambda r: r['SessionDate'][:7]
P(T, 1, len(R)); P(T, 2, round(sum(nums(R, 'Fee')), 2)); P(T, 3, avg(nums(R, 'WrittenScore')))
P(T, 4, top(Counter(r['EmployerName'] for r in R))); P(T, 5, min(nums(R, 'WrittenScore')))
P(T, 6, top(Counter(r['TraineeID'] for r in R)))
mx = max(nums(R, 'Fee')); P(T, 7, sorted({r['Instructor'] for r in R if num(r['Fee']) == mx}))
P(T, 8, Counter(r['PracticalPassed'] for r in R))
P(T, 9, sum(r['TruckClass'] == 'Class VII' and r['Instructor'] == 'Takahashi' for r in R))
P(T, 10, sum('reach truck' in lst(r['Endorsements']) for r in R))
P(T, 11, Counter(r['TruckClass'] for r in R).most_common())
P(T, 12, sum(r['Hours'] == '16' for r in R))
P(T, 13, sorted(nums(R, 'WrittenScore'), reverse=True)[:5]); P(T, 14, sum(num(r['WrittenScore']) is not None and num(r['WrittenScore']) < 70 for r in R))
P(T, 15, sorted([(k, round(avg(nums([r for r in R if r['Instructor'] == k], 'WrittenScore')), 4)) for k in {r['Instructor'] for r in R}], key=lambda x: -x[1]))
P(T, 16, round(100 * sum(r['Certified'] == 'TRUE' for r in R) / len(R), 4))
q = lambda r: (int(r['SessionDate'][5:7]) - 1) // 3 + 1
P(T, 17, [sum(q(r) == k for r in R) for k in (3, 4)])
P(T, 18, sorted(Counter(mon(r) for r in R).items()))
m = defaultdict(list)
for r in R:
    if num(r['WrittenScore']) is not None: m[mon(r)].append(num(r['WrittenScore']))
P(T, 19, [(k, round(avg(v), 2)) for k, v in sorted(m.items())])
P(T, 20, st.median(nums(R, 'Fee'))); P(T, 21, len({r['TraineeID'] for r in R}))
P(T, 22, [(k, round(100 * sum(r['Certified'] == 'TRUE' for r in R if r['EmployerName'] == k) / sum(r['EmployerName'] == k for r in R), 2)) for k in ('Apex Foods', 'Metro Cold Storage')])
P(T, 23, [(k, round(avg(nums([r for r in R if r['PracticalPassed'] == k], 'WrittenScore')), 2)) for k in ('TRUE', 'FALSE')])
P(T, 24, round(100 * sum(int(r['Hours']) for r in R if r['EmployerName'] == 'Northgate Logistics') / sum(int(r['Hours']) for r in R), 4))
P(T, 25, [(k, round(100 * sum(r['Certified'] == 'TRUE' for r in R if r['TruckClass'] == k) / sum(r['TruckClass'] == k for r in R), 2)) for k in sorted({r['TruckClass'] for r in R})])
open('truth_out.txt', 'w').write('\n'.join(out) + '\n')
