import csv, statistics, datetime
from collections import Counter, defaultdict
def load(t): return list(csv.DictReader(open(t + '.csv', newline='', encoding='utf-8')))
def money(s): return float(s.replace('$', '').replace('€', '').replace('£', '').replace(',', '')) if s.strip() else None
def num(s): return float(s) if str(s).strip() != '' else None
def lst(s): return [x.strip() for x in s.split(',') if x.strip()]
def avg(xs): xs = [x for x in xs if x is not None]; return sum(xs) / len(xs) if xs else None
def top(counter, n=1):
    items = sorted(counter.items(), key=lambda kv: -kv[1]); return items[:n] + [kv for kv in items[n:] if kv[1] == items[n-1][1]]
def grp(rows, key, f):
    g = defaultdict(list)
    for r in rows: g[key(r)].append(r)
    return {k: f(v) for k, v in sorted(g.items())}
def r2(x):
    if isinstance(x, float): return round(x, 4)
    if isinstance(x, dict): return {k: r2(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)): return [r2(v) for v in x]
    return x
out = []
def P(t, n, v): out.append(f"{t}\t{n}\t{r2(v)}")
def q(d): return (d.month - 1) // 3 + 1

# coffee
t = 'coffee_leases'; R = load(t)
for r in R: r['d'] = datetime.date.fromisoformat(r['start_date']); r['fee'] = float(r['monthly_fee']); r['cups'] = num(r['cups_per_day']); r['sv'] = int(r['service_visits'])
P(t, 1, len(R)); P(t, 2, avg(r['fee'] for r in R)); P(t, 3, top(Counter(r['machine_model'] for r in R)))
P(t, 4, sum(r['status'] == 'active' for r in R)); P(t, 5, max(r['cups'] for r in R if r['cups'] is not None))
P(t, 6, top(Counter(r['city'] for r in R))); P(t, 7, sum(r['fee'] for r in R if r['city'] == 'Leeds'))
P(t, 8, all(r['maintenance_included'] == 'Y' for r in R)); P(t, 9, any(r['term_months'] == '48' for r in R))
P(t, 10, top(Counter(r['client_id'] for r in R), 3))
m = max(r['sv'] for r in R); P(t, 11, [(r['lease_id'], r['fee']) for r in R if r['sv'] == m])
P(t, 12, sum('grinder' in lst(r['features']) for r in R)); P(t, 13, sorted((r['fee'] for r in R), reverse=True)[:5])
P(t, 14, sorted(grp(R, lambda r: r['machine_model'], lambda v: avg(x['fee'] for x in v)).items(), key=lambda kv: kv[1])[:2])
P(t, 15, len({r['client_id'] for r in R}))
P(t, 16, 100 * sum(r['status'] == 'cancelled' for r in R) / len(R))
P(t, 17, (sum(r['d'].year == 2024 and q(r['d']) == 1 for r in R), sum(r['d'].year == 2024 and q(r['d']) == 2 for r in R)))
P(t, 18, grp(R, lambda r: r['d'].strftime('%Y-%m'), len)); P(t, 19, statistics.median(r['cups'] for r in R if r['cups'] is not None))
P(t, 20, grp(R, lambda r: r['city'], lambda v: avg(x['fee'] for x in v)))
P(t, 21, grp(R, lambda r: r['machine_model'], lambda v: 100 * sum(x['maintenance_included'] == 'Y' for x in v) / len(v)))
P(t, 22, grp(R, lambda r: r['maintenance_included'], lambda v: avg(x['sv'] for x in v)))
P(t, 23, grp([r for r in R if r['status'] == 'active'], lambda r: r['machine_model'], lambda v: sum(x['fee'] for x in v)))
P(t, 24, sorted(grp(R, lambda r: r['city'], lambda v: avg(x['cups'] for x in v)).items(), key=lambda kv: -kv[1])[:2])
P(t, 25, {c: 100 * sum(r['status'] == 'cancelled' for r in R if r['city'] == c) / sum(r['city'] == c for r in R) for c in ['Glasgow', 'Manchester']})

# sandblasting
t = 'sandblasting_jobs'; R = load(t)
for r in R: r['d'] = datetime.datetime.strptime(r['jobDate'], '%m/%d/%Y').date(); r['inv'] = money(r['invoiceTotal']); r['hrs'] = float(r['hoursWorked']); r['area'] = int(r['areaSqFt']); r['rt'] = num(r['customerRating'])
P(t, 1, len(R)); P(t, 2, sum(r['inv'] for r in R)); P(t, 3, top(Counter(r['crewLeadId'] for r in R)))
P(t, 4, max(r['area'] for r in R)); P(t, 5, sum(r['leadPaintFound'] == 'TRUE' for r in R))
P(t, 6, avg(r['inv'] for r in R if r['surfaceMaterial'] == 'steel')); P(t, 7, top(Counter(r['abrasiveType'] for r in R if r['abrasiveType'])))
P(t, 8, [(r['jobId'], r['hrs']) for r in R if r['hrs'] > 30])
ci = defaultdict(float)
for r in R: ci[r['customerId']] += r['inv']
P(t, 9, top(ci, 3)); m = max(r['inv'] for r in R); P(t, 10, [(r['jobId'], r['surfaceMaterial'], r['inv']) for r in R if r['inv'] == m])
P(t, 11, sum('rush' in lst(r['jobTags']) for r in R)); P(t, 12, avg(r['rt'] for r in R))
P(t, 13, sorted(grp(R, lambda r: r['surfaceMaterial'], lambda v: avg(x['hrs'] for x in v)).items(), key=lambda kv: -kv[1])[:2])
P(t, 14, sum(r['abrasiveType'] == '' for r in R))
P(t, 15, [(r['jobId'], r['customerRating']) for r in R if r['surfaceMaterial'] == 'brick' and (r['rt'] is None or r['rt'] < 3)])
P(t, 16, 100 * sum(r['repaintRequested'] == 'TRUE' for r in R) / len(R))
P(t, 17, (sum(r['inv'] for r in R if q(r['d']) == 1), sum(r['inv'] for r in R if q(r['d']) == 2)))
P(t, 18, grp(R, lambda r: r['d'].strftime('%Y-%m'), len)); P(t, 19, statistics.median(r['inv'] for r in R))
P(t, 20, grp(R, lambda r: r['surfaceMaterial'], lambda v: (avg(x['inv'] / x['area'] for x in v), sum(x['inv'] for x in v) / sum(x['area'] for x in v))))
P(t, 21, grp(R, lambda r: r['leadPaintFound'], lambda v: avg(x['inv'] for x in v)))
P(t, 22, grp(R, lambda r: r['crewLeadId'], lambda v: len({x['customerId'] for x in v})))
P(t, 23, grp(R, lambda r: r['d'].strftime('%Y-%m'), lambda v: avg(x['hrs'] for x in v)))
P(t, 24, sorted(grp(R, lambda r: r['crewLeadId'], lambda v: avg(x['rt'] for x in v)).items(), key=lambda kv: -kv[1])[:2])
c = [r for r in R if r['surfaceMaterial'] == 'concrete']; P(t, 25, (100 * sum('hazmat' in lst(r['jobTags']) for r in c) / len(c), len(c)))

# aerial
t = 'aerial_photo_jobs'; R = load(t)
for r in R: r['d'] = datetime.datetime.strptime(r['Flight Date'], '%d-%b-%Y').date(); r['fee'] = money(r['Fee (€)']); r['ft'] = int(r['Flight Time (min)']); r['ph'] = int(r['Photos Delivered']); r['alt'] = num(r['Max Altitude (m)']); r['sat'] = num(r['Client Satisfaction (1-10)'])
P(t, 1, len(R)); P(t, 2, sum(r['fee'] for r in R)); P(t, 3, top(Counter(r['Pilot ID'] for r in R)))
P(t, 4, max(r['ft'] for r in R)); P(t, 5, sum(r['Weather Delay'] == 'Yes' for r in R))
P(t, 6, avg(r['fee'] for r in R if r['Client Type'] == 'Real Estate')); P(t, 7, top(Counter(r['Region'] for r in R)))
P(t, 8, any(r['alt'] is not None and r['alt'] > 120 for r in R))
pp = defaultdict(int)
for r in R: pp[r['Pilot ID']] += r['ph']
P(t, 9, top(pp, 3)); m = max(r['ph'] for r in R); P(t, 10, [(r['Job Ref'], r['Client Type']) for r in R if r['ph'] == m])
P(t, 11, sum('video' in lst(r['Deliverables']) for r in R)); P(t, 12, avg(r['sat'] for r in R))
P(t, 13, sorted(grp(R, lambda r: r['Client Type'], lambda v: avg(x['fee'] for x in v)).items(), key=lambda kv: -kv[1])[:2])
P(t, 14, sum(r['alt'] is None for r in R)); P(t, 15, all(r['ph'] >= 100 for r in R if r['Client Type'] == 'Agriculture'))
P(t, 16, 100 * sum(r['Weather Delay'] == 'Yes' for r in R) / len(R))
P(t, 17, (sum(q(r['d']) == 1 for r in R), sum(q(r['d']) == 2 for r in R)))
P(t, 18, grp(R, lambda r: r['d'].strftime('%Y-%m'), lambda v: sum(x['fee'] for x in v))); P(t, 19, statistics.median(r['ft'] for r in R))
P(t, 20, grp(R, lambda r: r['Pilot ID'], lambda v: (avg(x['ph'] / x['ft'] for x in v), sum(x['ph'] for x in v) / sum(x['ft'] for x in v))))
P(t, 21, grp(R, lambda r: r['Weather Delay'], lambda v: avg(x['sat'] for x in v)))
P(t, 22, grp(R, lambda r: r['Pilot ID'], lambda v: len({x['Client Type'] for x in v})))
P(t, 23, grp(R, lambda r: r['Region'], lambda v: 100 * sum('orthomosaic' in lst(x['Deliverables']) for x in v) / len(v)))
P(t, 24, sorted(grp(R, lambda r: r['d'].strftime('%Y-%m'), lambda v: avg(x['fee'] for x in v)).items(), key=lambda kv: -kv[1])[:2])
P(t, 25, {g: avg(r['fee'] for r in R if r['Region'] == g) for g in ['North', 'South']})

# well water
t = 'well_water_tests'; R = load(t)
for r in R: r['dt'] = datetime.datetime.fromisoformat(r['SMPL_DTTM']); r['d'] = r['dt'].date(); r['no3'] = float(r['NO3_MGL']); r['ph'] = float(r['PH']); r['tds'] = int(r['TDS_MGL']); r['dep'] = num(r['DEPTH_FT']); r['fee'] = float(r['FEE_USD'])
P(t, 1, len(R)); P(t, 2, avg(r['no3'] for r in R)); P(t, 3, top(Counter(r['CNTY'] for r in R)))
P(t, 4, sum(r['ECOLI_PRES'] == '1' for r in R)); P(t, 5, max(r['dep'] for r in R if r['dep'] is not None))
P(t, 6, sum(r['fee'] for r in R)); P(t, 7, top(Counter(r['LAB_TECH'] for r in R)))
P(t, 8, sum(r['ph'] < 6 for r in R))
P(t, 9, sorted(grp(R, lambda r: r['CNTY'], lambda v: avg(x['tds'] for x in v)).items(), key=lambda kv: -kv[1])[:3])
m = max(r['no3'] for r in R); P(t, 10, [(r['SMPL_ID'], r['ph']) for r in R if r['no3'] == m])
P(t, 11, sum('arsenic' in lst(r['CONTAM_LIST']) for r in R)); P(t, 12, sum(r['no3'] > 10 for r in R))
P(t, 13, sorted(grp(R, lambda r: r['CNTY'], lambda v: avg(x['ph'] for x in v)).items(), key=lambda kv: kv[1])[:2])
P(t, 14, sum(r['dep'] is None for r in R)); P(t, 15, all(r['RETEST_REQ'] == '1' for r in R if r['ECOLI_PRES'] == '1'))
P(t, 16, 100 * sum(r['RETEST_REQ'] == '1' for r in R) / len(R))
P(t, 17, (sum(q(r['d']) == 1 for r in R), sum(q(r['d']) == 2 for r in R)))
P(t, 18, grp(R, lambda r: r['d'].strftime('%Y-%m'), lambda v: avg(x['no3'] for x in v))); P(t, 19, statistics.median(r['tds'] for r in R))
P(t, 20, grp(R, lambda r: r['CNTY'], lambda v: 100 * sum(x['ECOLI_PRES'] == '1' for x in v) / len(v)))
P(t, 21, len({r['OWNER_ID'] for r in R}))
P(t, 22, {'>300': avg(r['no3'] for r in R if r['dep'] is not None and r['dep'] > 300), '<=300': avg(r['no3'] for r in R if r['dep'] is not None and r['dep'] <= 300)})
oc = Counter(r['OWNER_ID'] for r in R); P(t, 23, sorted((o, c) for o, c in oc.items() if c > 3))
P(t, 24, grp(R, lambda r: r['LAB_TECH'], lambda v: avg(x['fee'] for x in v)))
P(t, 25, 100 * sum(r['dt'].hour < 12 for r in R) / len(R))

# kitchen
t = 'kitchen_hire'; R = load(t)
for r in R: r['d'] = datetime.datetime.strptime(r['Booking date'], '%Y/%m/%d').date(); r['tot'] = money(r['Total charged']); r['h'] = int(r['Hours booked']); r['dep'] = money(r['Deposit paid'])
P(t, 1, len(R)); P(t, 2, sum(r['tot'] for r in R)); P(t, 3, top(Counter(r['Kitchen'] for r in R)))
P(t, 4, max(r['h'] for r in R)); P(t, 5, sum(r['No show'] == 'true' for r in R))
P(t, 6, avg(r['tot'] for r in R if r['Kitchen'] == 'Unit A (bakery)'))
bh = defaultdict(int)
for r in R: bh[r['Business type']] += r['h']
P(t, 7, top(bh)); mc = Counter(r['Member no'] for r in R); P(t, 8, sorted((m, c) for m, c in mc.items() if c > 8))
mt = defaultdict(float)
for r in R: mt[r['Member no']] += r['tot']
P(t, 9, top(mt, 5)); m = max(r['tot'] for r in R); P(t, 10, [(r['Booking ref'], r['Kitchen'], r['tot']) for r in R if r['tot'] == m])
P(t, 11, sum('blast chiller' in lst(r['Equipment used']) for r in R)); P(t, 12, avg(r['h'] for r in R))
P(t, 13, sorted(grp(R, lambda r: r['Kitchen'], lambda v: avg(x['h'] for x in v)).items(), key=lambda kv: -kv[1])[:2])
P(t, 14, sum(r['dep'] is None for r in R)); w = sum(r['Cleaning fee waived'] == 'true' for r in R); P(t, 15, (w, len(R), w / len(R) > 1 / 3))
P(t, 16, 100 * sum(r['No show'] == 'true' for r in R) / len(R))
P(t, 17, (sum(r['h'] for r in R if q(r['d']) == 1), sum(r['h'] for r in R if q(r['d']) == 2)))
P(t, 18, grp(R, lambda r: r['d'].strftime('%Y-%m'), lambda v: sum(x['tot'] for x in v))); P(t, 19, statistics.median(r['tot'] for r in R))
P(t, 20, grp(R, lambda r: r['Business type'], lambda v: 100 * sum(x['No show'] == 'true' for x in v) / len(v)))
P(t, 21, len({r['Member no'] for r in R}))
P(t, 22, avg(r['dep'] for r in R if r['Business type'] == 'food truck'))
P(t, 23, sorted(grp(R, lambda r: r['Business type'], lambda v: (sum(x['tot'] for x in v) / sum(x['h'] for x in v), avg(x['tot'] / x['h'] for x in v))).items(), key=lambda kv: -kv[1][0]))
P(t, 24, {b: avg(r['h'] for r in R if r['Business type'] == b) for b in ['catering', 'baking']})
P(t, 25, 100 * sum(r['tot'] for r in R if r['Kitchen'] == 'Unit B (hot line)') / sum(r['tot'] for r in R))
open('truth_out.txt', 'w').write('\n'.join(out) + '\n')
