import csv, statistics as S
from collections import Counter, defaultdict
from datetime import datetime
out = []
def P(tab, n, v): out.append(f"{tab}\t{n}\t{v}")
def load(t): return list(csv.DictReader(open(f'/tmp/m33/{t}.csv', newline='')))
def m(s): return float(s.replace('$', '').replace(',', '')) if s.strip() else None
def r2(x): return round(x, 2)
def topc(c, k=1): return c.most_common(k)
def allmax(d):  # keys tied at max
    mx = max(d.values()); return [k for k, v in d.items() if v == mx], mx
def allmin(d):
    mn = min(d.values()); return [k for k, v in d.items() if v == mn], mn

# ---------- plumbing
T = 'plumbing_calls'; R = load(T)
for r in R:
    r['tot'] = m(r['Total Charge']); r['parts'] = m(r['Parts Cost']); r['hrs'] = float(r['Labor Hours'])
    r['d'] = datetime.strptime(r['Call Date'], '%m/%d/%Y')
P(T, 1, len(R))
P(T, 2, max(r['tot'] for r in R))
P(T, 3, allmax(Counter(r['Technician'] for r in R)))
P(T, 4, any(r['Customer Rating'] == '1' for r in R))
em = [r for r in R if r['Emergency'] == 'Y']
P(T, 5, (all(r['tot'] > 200 for r in em), 'min emerg', min(r['tot'] for r in em)))
P(T, 6, Counter(r['Service Type'] for r in R).most_common(4))
P(T, 7, r2(S.mean(r['hrs'] for r in R)))
P(T, 8, min(r['parts'] for r in R))
P(T, 9, allmin(Counter(r['Service Zone'] for r in R)))
mx = max(r['tot'] for r in R); P(T, 10, [(r['Customer Name'], r['Call ID']) for r in R if r['tot'] == mx])
P(T, 11, len(em))
P(T, 12, [(r['Call ID'], r['parts']) for r in sorted(R, key=lambda r: -r['parts'])[:6]])
P(T, 13, len(set(r['Technician'] for r in R)))
mh = max(r['hrs'] for r in R); P(T, 14, (mh, sorted(set(r['Service Type'] for r in R if r['hrs'] == mh))))
P(T, 15, (any(r['Customer Rating'] == '' for r in R), sum(r['Customer Rating'] == '' for r in R)))
d = defaultdict(float)
for r in R: d[r['Technician']] += r['tot']
P(T, 16, {k: r2(v) for k, v in sorted(d.items())})
cb = sum(r['Callback Required'] == 'Y' for r in R); nb = sum(r['Callback Required'] != '' for r in R)
P(T, 17, (cb, len(R), r2(100 * cb / len(R)), 'of non-blank', nb, r2(100 * cb / nb)))
P(T, 18, ('emerg', r2(S.mean(r['tot'] for r in em)), 'non', r2(S.mean(r['tot'] for r in R if r['Emergency'] == 'N'))))
P(T, 19, sum(r['Service Type'] == 'Drain Cleaning' and r['Service Zone'] == 'Riverside' for r in R))
P(T, 20, sorted(Counter(r['d'].strftime('%Y-%m') for r in R).items()))
P(T, 21, r2(S.median(r['tot'] for r in R)))
P(T, 22, len(set(r['Customer Name'] for r in R)))
P(T, 23, r2(sum(r['parts'] for r in R if r['Service Type'] == 'Water Heater Install' and r['d'].month <= 3)))
d = defaultdict(float)
for r in R: d[r['Payment Method']] += r['tot']
P(T, 24, sorted(((k, r2(v)) for k, v in d.items()), key=lambda x: -x[1]))
def avgr(n):
    v = [int(r['Customer Rating']) for r in R if r['Technician'] == n and r['Customer Rating']]
    return r2(S.mean(v)), len(v)
P(T, 25, ('Sara', avgr('Sara Ortiz'), 'Mike', avgr('Mike Dolan')))

# ---------- theater
T = 'theater_tickets'; R = load(T)
for r in R:
    r['q'] = int(r['ticket_qty']); r['p'] = m(r['ticket_price']); r['tot'] = m(r['order_total'])
P(T, 1, len(R))
d = Counter()
for r in R: d[r['show_title']] += r['q']
P(T, 2, (d.most_common(), 'rows:', Counter(r['show_title'] for r in R).most_common()))
P(T, 3, max(r['p'] for r in R))
P(T, 4, (any(r['discount_code'] == 'SENIOR' for r in R), sum(r['discount_code'] == 'SENIOR' for r in R)))
box = [r for r in R if r['seat_section'] == 'Box']
P(T, 5, (all(r['p'] > 30 for r in box), 'min box', min(r['p'] for r in box), sorted(set((r['show_title'], r['p']) for r in box if r['p'] <= 30))))
P(T, 6, [(r['ticket_id'], r['tot']) for r in sorted(R, key=lambda r: -r['tot'])[:4]])
P(T, 7, r2(S.mean(r['p'] for r in R)))
P(T, 8, sum(r['performance_slot'] == 'Matinee' for r in R))
P(T, 9, allmin(Counter(r['seat_section'] for r in R)))
mx = max(r['tot'] for r in R); P(T, 10, [(r['show_title'], r['ticket_id']) for r in R if r['tot'] == mx])
P(T, 11, len(set(r['show_title'] for r in R)))
P(T, 12, min(r['performance_date'] for r in R))
P(T, 13, Counter(r['sales_channel'] for r in R).most_common())
P(T, 14, max(r['q'] for r in R))
P(T, 15, (any(r['is_subscriber'] == 'TRUE' and r['seat_section'] == 'Balcony' for r in R), sum(r['is_subscriber'] == 'TRUE' and r['seat_section'] == 'Balcony' for r in R)))
d = defaultdict(float)
for r in R: d[r['show_title']] += r['tot']
P(T, 16, {k: r2(v) for k, v in sorted(d.items())})
dc = sum(r['discount_code'] != '' for r in R); P(T, 17, (dc, r2(100 * dc / len(R))))
P(T, 18, ('Orch', sum(r['q'] for r in R if r['seat_section'] == 'Orchestra'), 'Mezz', sum(r['q'] for r in R if r['seat_section'] == 'Mezzanine')))
P(T, 19, sum(r['sales_channel'] == 'Online' and r['show_title'] == 'Little Shop of Horrors' and r['performance_slot'] == 'Evening' for r in R))
d = Counter()
for r in R: d[r['performance_date'][:7]] += r['q']
P(T, 20, sorted(d.items()))
P(T, 21, r2(S.median(r['tot'] for r in R)))
P(T, 22, (len(set(r['discount_code'] for r in R if r['discount_code'])), sorted(set(r['discount_code'] for r in R if r['discount_code']))))
P(T, 23, ('sub', r2(S.mean(r['tot'] for r in R if r['is_subscriber'] == 'TRUE')), 'non', r2(S.mean(r['tot'] for r in R if r['is_subscriber'] == 'FALSE'))))
tt = sum(r['tot'] for r in R); bt = sum(r['tot'] for r in box); P(T, 24, (r2(bt), r2(tt), r2(100 * bt / tt)))
P(T, 25, r2(sum(r['tot'] for r in R if r['show_title'] == 'Our Town' and r['sales_channel'] == 'Phone' and r['performance_date'].startswith('2024-03'))))

# ---------- bike
T = 'bike_work_orders'; R = load(T)
for r in R:
    r['lab'] = m(r['laborCost']); r['parts'] = m(r['partsCost']); r['p0'] = r['parts'] or 0.0
    r['din'] = datetime.strptime(r['dateIn'], '%d-%b-%Y'); r['sv'] = [s.strip() for s in r['servicesPerformed'].split(',')]
P(T, 1, len(R))
P(T, 2, Counter(r['mechanic'] for r in R).most_common())
P(T, 3, max(r['lab'] for r in R))
P(T, 4, (any(r['warrantyClaim'] == 'TRUE' and r['bikeType'] == 'E-Bike' for r in R), sum(r['warrantyClaim'] == 'TRUE' and r['bikeType'] == 'E-Bike' for r in R)))
ru = [r for r in R if r['rushOrder'] == 'Yes']
P(T, 5, (all(r['orderStatus'] in ('Completed', 'Picked Up') for r in ru), Counter(r['orderStatus'] for r in ru)))
P(T, 6, Counter(r['bikeType'] for r in R).most_common())
P(T, 7, r2(S.mean(r['lab'] for r in R)))
P(T, 8, sum(r['orderStatus'] == 'Waiting for Parts' for r in R))
P(T, 9, Counter(r['bikeBrand'] for r in R if r['bikeBrand']).most_common(3))
mx = max(r['p0'] for r in R); P(T, 10, [(r['mechanic'], r['workOrderId'], mx) for r in R if r['p0'] == mx])
P(T, 11, len(set(r['customerId'] for r in R)))
P(T, 12, allmax(Counter(r['customerId'] for r in R)))
P(T, 13, sum('Tune-Up' in r['sv'] for r in R))
P(T, 14, min(r['p0'] for r in R if r['p0'] > 0))
P(T, 15, sum(r['dateOut'] == '' for r in R))
d = defaultdict(float)
for r in R: d[r['mechanic']] += r['lab']
P(T, 16, {k: r2(v) for k, v in sorted(d.items())})
P(T, 17, (len(ru), r2(100 * len(ru) / len(R))))
def ap(bt, z):
    v = [(r['p0'] if z else r['parts']) for r in R if r['bikeType'] == bt and (z or r['parts'] is not None)]
    return r2(S.mean(v))
P(T, 18, ('Road nonblank', ap('Road', 0), 'Mountain nonblank', ap('Mountain', 0), 'Road blank=0', ap('Road', 1), 'Mountain blank=0', ap('Mountain', 1)))
P(T, 19, sum(r['bikeType'] == 'Hybrid' and r['mechanic'] == 'Priya' and r['rushOrder'] == 'Yes' for r in R))
P(T, 20, sorted(Counter(r['din'].strftime('%Y-%m') for r in R).items()))
P(T, 21, r2(S.median(r['lab'] for r in R)))
P(T, 22, sum(1 for c, n in Counter(r['customerId'] for r in R).items() if n > 1))
P(T, 23, r2(sum(r['lab'] + r['p0'] for r in R if r['din'].month == 7)))
P(T, 24, Counter(s for r in R for s in r['sv']).most_common(3))
mo = sum(len(r['sv']) > 1 for r in R); P(T, 25, (mo, r2(100 * mo / len(R))))

# ---------- trees
T = 'street_trees'; R = load(T)
for r in R:
    r['h'] = float(r['Height (ft)']); r['dbh'] = float(r['DBH (in)']); r['cs'] = float(r['Canopy Spread (ft)']) if r['Canopy Spread (ft)'] else None
    r['cost'] = m(r['Planting Cost'])
P(T, 1, len(R))
P(T, 2, max(r['h'] for r in R))
P(T, 3, Counter(r['Species'] for r in R).most_common(2))
P(T, 4, (any(r['Condition'] == 'Dead' and r['District'] == 'Central' for r in R), sum(r['Condition'] == 'Dead' and r['District'] == 'Central' for r in R)))
ca = [r for r in R if r['Species'] == 'Crabapple']
P(T, 5, (all(r['h'] < 20 for r in ca), 'max', max(r['h'] for r in ca)))
P(T, 6, [(r['Tree ID'], r['h']) for r in sorted(R, key=lambda r: -r['h'])[:7]])
P(T, 7, r2(S.mean(r['dbh'] for r in R)))
P(T, 8, sum(r['Needs Pruning'] == 'Yes' for r in R))
P(T, 9, allmin(Counter(r['District'] for r in R)))
mx = max(r['cs'] for r in R if r['cs']); P(T, 10, [(r['Species'], r['Tree ID'], mx) for r in R if r['cs'] == mx])
P(T, 11, len(set(r['Species'] for r in R)))
P(T, 12, min(r['Planted Date'] for r in R))
P(T, 13, Counter(r['Site Issue'] for r in R if r['Site Issue']).most_common())
P(T, 14, min(r['dbh'] for r in R))
P(T, 15, (any(r['cs'] is None for r in R), sum(r['cs'] is None for r in R)))
d = defaultdict(float)
for r in R: d[r['Funding Source']] += r['cost']
P(T, 16, {k: r2(v) for k, v in sorted(d.items())})
pd_ = sum(r['Condition'] in ('Poor', 'Dead') for r in R); P(T, 17, (pd_, r2(100 * pd_ / len(R))))
P(T, 18, ('Pin Oak', r2(S.mean(r['h'] for r in R if r['Species'] == 'Pin Oak')), 'London Plane', r2(S.mean(r['h'] for r in R if r['Species'] == 'London Plane'))))
P(T, 19, sum(r['Species'] == 'Red Maple' and r['District'] == 'North' and r['Needs Pruning'] == 'Yes' for r in R))
P(T, 20, sorted(Counter(r['Planted Date'][:4] for r in R).items()))
P(T, 21, r2(S.median(r['h'] for r in R)))
P(T, 22, len(set(r['Address'] for r in R)))
P(T, 23, sum(r['Planted Date'] >= '2020-01-01' and r['Condition'] in ('Excellent', 'Good') for r in R))
tt = sum(r['cost'] for r in R); sg = sum(r['cost'] for r in R if r['Funding Source'] == 'State Grant'); P(T, 24, (r2(sg), r2(tt), r2(100 * sg / tt)))
P(T, 25, ('with issue', r2(S.mean(r['cost'] for r in R if r['Site Issue'])), 'without', r2(S.mean(r['cost'] for r in R if not r['Site Issue']))))

# ---------- translation
T = 'translation_jobs'; R = load(T)
for r in R:
    r['wc'] = int(r['Word Count']); r['rate'] = float(r['Rate ($/word)']); r['amt'] = m(r['Invoice Amount'])
    r['rec'] = datetime.strptime(r['Received'], '%d-%b-%Y'); r['due'] = datetime.strptime(r['Due Date'], '%d-%b-%Y')
    r['ad'] = [s.strip() for s in r['Add-on Services'].split(',') if s.strip()]
P(T, 1, len(R))
P(T, 2, max(r['wc'] for r in R))
P(T, 3, Counter(r['Translator'] for r in R).most_common())
P(T, 4, (any(r['sourceLang'] == 'DE' for r in R), sum(r['sourceLang'] == 'DE' for r in R)))
ja = [r for r in R if r['targetLang'] == 'JA']; P(T, 5, (all(r['rate'] > 0.15 for r in ja), 'min', min(r['rate'] for r in ja)))
P(T, 6, Counter(r['client'] for r in R).most_common())
P(T, 7, round(S.mean(r['rate'] for r in R), 4))
P(T, 8, sum(r['On Time'] == 'N' for r in R))
P(T, 9, Counter(r['Language Pair'] for r in R).most_common()[-3:])
mx = max(r['amt'] for r in R); P(T, 10, [(r['client'], r['Job No'], mx) for r in R if r['amt'] == mx])
P(T, 11, len(set(r['targetLang'] for r in R)))
P(T, 12, [(r['Job No'], r['amt']) for r in sorted(R, key=lambda r: -r['amt'])[:6]])
P(T, 13, sum('Certification' in r['ad'] for r in R))
P(T, 14, Counter(r['subject_area'] for r in R).most_common())
P(T, 15, min(r['amt'] for r in R))
d = defaultdict(float)
for r in R: d[r['client']] += r['amt']
P(T, 16, {k: r2(v) for k, v in sorted(d.items())})
od = sum(r['payment_status'] == 'Overdue' for r in R); P(T, 17, (od, r2(100 * od / len(R))))
P(T, 18, ('H1', sum(r['wc'] for r in R if r['rec'].month <= 6), 'H2', sum(r['wc'] for r in R if r['rec'].month > 6)))
P(T, 19, sum(r['subject_area'] == 'Legal' and r['targetLang'] == 'ES' and r['Translator'] == 'A. Silva' for r in R))
P(T, 20, sorted(Counter(r['rec'].strftime('%Y-%m') for r in R).items()))
P(T, 21, S.median(r['wc'] for r in R))
P(T, 22, len(set(r['Language Pair'] for r in R)))
P(T, 23, ('Medical', r2(S.mean(r['amt'] for r in R if r['subject_area'] == 'Medical')), 'Legal', r2(S.mean(r['amt'] for r in R if r['subject_area'] == 'Legal'))))
P(T, 24, r2(sum(r['amt'] for r in R if 'Rush' in r['ad'] and r['On Time'] == 'N')))
P(T, 25, r2(S.mean((r['due'] - r['rec']).days for r in R)))
open('/tmp/m33/truth_out.txt', 'w').write('\n'.join(out) + '\n')
print('\n'.join(out))
