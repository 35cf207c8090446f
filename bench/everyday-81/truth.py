import csv, statistics as st, datetime as dt
from collections import Counter, defaultdict
def load(f): return list(csv.DictReader(open(f, newline='')))
def num(s):
    s = (s or '').replace('$', '').replace('€', '').replace(',', '').replace('GBP', '').strip()
    return float(s) if s else None
def P(t, n, v): print(f'{t}\t{n}\t{v}')
def top(counter, k=None):
    items = sorted(counter.items(), key=lambda x: -x[1])
    return items[:k] if k else items
def r2(x): return round(x, 4)
def permonth(rows, keyf, valf=None, agg='count'):
    d = defaultdict(list)
    for r in rows:
        m = keyf(r)
        if m is None: continue
        v = valf(r) if valf else 1
        if v is None: continue
        d[m].append(v)
    if agg == 'count': return {k: len(v) for k, v in sorted(d.items())}
    if agg == 'avg': return {k: r2(sum(v) / len(v)) for k, v in sorted(d.items())}
    if agg == 'sum': return {k: r2(sum(v)) for k, v in sorted(d.items())}

# ---------- van
T = 'van_conversions'; R = load(T + '.csv')
for r in R:
    r['h'] = float(r['labour_hours']); r['q'] = num(r['quote_amount']); r['f'] = num(r['final_cost'])
    r['sd'] = dt.date.fromisoformat(r['start_date']); r['fd'] = dt.date.fromisoformat(r['finish_date']) if r['finish_date'] else None
    r['feat'] = [x.strip() for x in r['features'].split(',') if x.strip()]
P(T, 1, len(R))
P(T, 2, r2(sum(r['f'] for r in R if r['f'] is not None)))
fc = [r['h'] for r in R if r['conversion_type'] == 'Full camper']; P(T, 3, r2(sum(fc) / len(fc)))
P(T, 4, top(Counter(r['van_model'] for r in R), 3))
c = Counter();  [c.update({r['technician']: r['h']}) for r in R]; P(T, 5, top(c))
P(T, 6, max(r['q'] for r in R))
mx = max(r['f'] for r in R if r['f'] is not None); P(T, 7, [(r['customer_id'], r['job_id'], r['f']) for r in R if r['f'] == mx])
P(T, 8, [(r['job_id'], r['h']) for r in sorted(R, key=lambda r: -r['h'])[:5]])
P(T, 9, sum(r['solar_fitted'] == 'Y' for r in R))
tr = [r['h'] for r in R if r['conversion_type'] == 'Tradesman racking']; P(T, 10, ('yes' if max(tr) < 60 else 'no', max(tr)))
P(T, 11, [r['job_id'] for r in R if r['warranty_claim'] == 'Y' and r['workshop_bay'] == '4'])
P(T, 12, len(set(r['customer_id'] for r in R)))
P(T, 13, sorted(r['f'] for r in R if r['f'] is not None)[:5])
d = defaultdict(list); [d[r['conversion_type']].append(r['q']) for r in R]; P(T, 14, {k: r2(sum(v) / len(v)) for k, v in d.items()})
P(T, 15, sum('fridge' in r['feat'] for r in R))
P(T, 16, r2(100 * sum(r['warranty_claim'] == 'Y' for r in R) / len(R)))
qc = Counter((r['sd'].month - 1) // 3 + 1 for r in R); P(T, 17, dict(sorted(qc.items())))
P(T, 18, permonth(R, lambda r: r['sd'].month, lambda r: r['f'], 'avg'))
both = [r['f'] - r['q'] for r in R if r['f'] is not None]; P(T, 19, (r2(sum(both) / len(both)), len(both)))
P(T, 20, st.median(r['h'] for r in R))
for m in ['Mercedes Sprinter', 'Ford Transit']:
    v = [r['f'] for r in R if r['van_model'] == m and r['f'] is not None]; P(T, 21, (m, r2(sum(v) / len(v)), len(v)))
cc = Counter(r['customer_id'] for r in R); P(T, 22, sorted((k, v) for k, v in cc.items() if v > 2))
wk = [(r['fd'] - r['sd']).days for r in R if r['conversion_type'] == 'Weekender' and r['fd']]; P(T, 23, r2(sum(wk) / len(wk)))
fcr = [r for r in R if r['conversion_type'] == 'Full camper']; fk = [r for r in fcr if r['f'] is not None]
P(T, 24, ('known final', r2(100 * sum(r['f'] > r['q'] for r in fk) / len(fk)), 'all FC', r2(100 * sum(r['f'] is not None and r['f'] > r['q'] for r in fcr) / len(fcr))))
P(T, 25, {k: v for k, v in permonth(R, lambda r: r['sd'].month).items() if k >= 7})

# ---------- tools
T = 'tool_library_loans'; R = load(T + '.csv')
md = lambda s: dt.datetime.strptime(s, '%m/%d/%Y').date() if s else None
for r in R:
    r['co'] = md(r['checkoutDate']); r['due'] = md(r['dueDate']); r['ret'] = md(r['returnedDate'])
    r['od'] = int(r['daysOverdue']) if r['daysOverdue'] else None; r['fee'] = num(r['lateFee']); r['dep'] = num(r['depositHeld'])
    r['acc'] = [x.strip() for x in r['accessoriesIncluded'].split(',') if x.strip()]
RT = [r for r in R if r['ret']]
P(T, 1, len(R)); P(T, 2, sum(r['ret'] is None for r in R))
P(T, 3, top(Counter(r['toolName'] for r in R), 3))
P(T, 4, r2(sum(r['fee'] for r in R if r['fee'] is not None)))
v = [r['dep'] for r in R if r['toolCategory'] == 'Cleaning']; P(T, 5, r2(sum(v) / len(v)))
P(T, 6, top(Counter(r['branch'] for r in R)))
P(T, 7, max(r['od'] for r in RT))
mx = max(r['dep'] for r in R); P(T, 8, (mx, sorted(set(r['memberId'] for r in R if r['dep'] == mx))))
P(T, 9, [r['loanId'] for r in R if r['toolCategory'] == 'Measuring' and r['damagedOnReturn'] == 'TRUE'])
P(T, 10, [r['loanId'] for r in R if r['toolCategory'] == 'Ladders' and r['branch'] == 'Old Town' and r['od']])
P(T, 11, top(Counter(r['memberId'] for r in R), 6))
P(T, 12, sum('charger' in r['acc'] for r in R))
P(T, 13, sorted((r['fee'] for r in R if r['fee'] is not None), reverse=True)[:7])
P(T, 14, len(set(r['toolName'] for r in R)))
P(T, 15, top(Counter(r['toolCategory'] for r in R)))
P(T, 16, r2(100 * sum(r['od'] > 0 for r in RT) / len(RT)))
P(T, 17, dict(sorted(Counter((r['co'].month - 1) // 3 + 1 for r in R).items())))
P(T, 18, permonth(R, lambda r: r['co'].month))
for b in ['Northside', 'Riverside', 'Old Town']:
    v = [r for r in R if r['branch'] == b]; P(T, 19, (b, sum(r['damagedOnReturn'] == 'TRUE' for r in v), len(v), r2(100 * sum(r['damagedOnReturn'] == 'TRUE' for r in v) / len(v))))
P(T, 20, st.median(r['dep'] for r in R))
for L in [14, 7, 3]:
    v = [r for r in RT if (r['due'] - r['co']).days == L]; P(T, 21, (L, 'returned', len(v), 'late', sum(r['od'] > 0 for r in v), r2(100 * sum(r['od'] > 0 for r in v) / len(v))))
P(T, 22, len(set(r['memberId'] for r in R if r['toolCategory'] == 'Garden')))
P(T, 23, permonth(RT, lambda r: r['co'].month, lambda r: r['fee'], 'avg'))
d = defaultdict(list); [d[r['toolCategory']].append(r['fee']) for r in RT]
P(T, 24, ('returned only', {k: r2(sum(v) / len(v)) for k, v in d.items()}))
d2 = defaultdict(list); [d2[r['toolCategory']].append(r['fee'] or 0) for r in R]
P(T, 24, ('all loans blank=0', {k: r2(sum(v) / len(v)) for k, v in d2.items()}))
pt = [r for r in R if r['toolCategory'] == 'Power tools']; ptr = [r for r in pt if r['ret']]
P(T, 25, ('of returned', r2(100 * sum(r['od'] == 0 for r in ptr) / len(ptr)), 'of all', r2(100 * sum(r['od'] == 0 for r in ptr) / len(pt))))

# ---------- bike
T = 'bike_fittings'; R = load(T + '.csv')
for r in R:
    r['d'] = dt.datetime.strptime(r['Session Date'], '%d-%b-%Y').date(); r['fee'] = num(r['Fee (€)']); r['dur'] = int(r['Duration (min)'])
    r['sh'] = int(r['Saddle Height Change (mm)']) if r['Saddle Height Change (mm)'] else None
    r['sat'] = int(r['Satisfaction (1-5)']) if r['Satisfaction (1-5)'] else None
    r['iss'] = [x.strip() for x in r['Issues Reported'].split(',') if x.strip()]
P(T, 1, len(R)); P(T, 2, r2(sum(r['fee'] for r in R)))
P(T, 3, top(Counter(r['Fitter'] for r in R)))
s = [r['sat'] for r in R if r['sat'] is not None]; P(T, 4, r2(sum(s) / len(s)))
P(T, 5, max(r['dur'] for r in R))
P(T, 6, top(Counter(r['Bike Type'] for r in R)))
mx = max(r['sh'] for r in R if r['sh'] is not None); P(T, 7, (mx, Counter(r['fee'] for r in R if r['sh'] == mx)))
P(T, 8, top(Counter(r['Rider ID'] for r in R), 6))
P(T, 9, sum(r['Follow-up Booked'] == 'Yes' for r in R))
P(T, 10, min(r['fee'] for r in R if r['Package'] == 'Pro'))
P(T, 11, [r['Session ID'] for r in R if r['Bike Type'] == 'Triathlon' and r['sat'] == 1])
P(T, 12, sum('knee pain' in r['iss'] for r in R))
v = [r['fee'] for r in R if r['Package'] == 'Standard']; P(T, 13, r2(sum(v) / len(v)))
P(T, 14, sorted(r['sh'] for r in R if r['sh'] is not None)[:8])
d = defaultdict(list); [d[r['Fitter']].append(r['sat']) for r in R if r['sat'] is not None]; P(T, 15, {k: r2(sum(v) / len(v)) for k, v in d.items()})
P(T, 16, r2(100 * sum(r['Package'] == 'Pro' for r in R) / len(R)))
P(T, 17, ('H1', r2(sum(r['fee'] for r in R if r['d'].month <= 6)), 'H2', r2(sum(r['fee'] for r in R if r['d'].month > 6)), 'years', sorted(set(r['d'].year for r in R))))
P(T, 18, permonth(R, lambda r: (r['d'].year, r['d'].month)))
P(T, 19, permonth(R, lambda r: (r['d'].year, r['d'].month), lambda r: r['fee'], 'avg'))
P(T, 20, st.median(r['dur'] for r in R))
for f in ['Yes', 'No']:
    v = [r['sat'] for r in R if r['Follow-up Booked'] == f and r['sat'] is not None]; P(T, 21, (f, r2(sum(v) / len(v))))
P(T, 22, len(set(r['Rider ID'] for r in R)))
for f in sorted(set(r['Fitter'] for r in R)):
    v = [r for r in R if r['Fitter'] == f]; P(T, 23, (f, r2(100 * sum(r['Follow-up Booked'] == 'Yes' for r in v) / len(v))))
P(T, 24, r2(100 * sum(not r['iss'] for r in R) / len(R)))
d = defaultdict(list); [d[r['Bike Type']].append(r['fee']) for r in R]; P(T, 25, sorted(((k, r2(sum(v) / len(v))) for k, v in d.items()), key=lambda x: -x[1]))

# ---------- window boxes
T = 'window_box_plantings'; R = load(T + '.csv')
for r in R:
    r['d'] = dt.datetime.fromisoformat(r['PLNT_DT']); r['b'] = int(r['BOX_QTY']); r['p'] = int(r['PLANT_QTY']) if r['PLANT_QTY'] else None
    r['m'] = float(r['MAT_COST']); r['l'] = float(r['LAB_COST']); r['sp'] = [x.strip() for x in r['SPECIES'].split(',')]
P(T, 1, len(R)); P(T, 2, sum(r['b'] for r in R)); P(T, 3, r2(sum(r['m'] for r in R) / len(R)))
P(T, 4, top(Counter(r['DIST'] for r in R)))
c = Counter(); [c.update({r['CREW_LEAD']: r['b']}) for r in R]; P(T, 5, top(c))
P(T, 6, max(r['l'] for r in R))
mx = max(r['p'] for r in R if r['p']); P(T, 7, (mx, [(r['CUST_ID'], r['JOB_NO']) for r in R if r['p'] == mx]))
P(T, 8, [(r['JOB_NO'], r['m']) for r in sorted(R, key=lambda r: -r['m'])[:4]])
P(T, 9, sum(r['IRRIG'] == '1' for r in R))
P(T, 10, Counter(r['DIST'] for r in R if r['b'] == 10))
P(T, 11, [r['JOB_NO'] for r in R if r['SEASON'] == 'WINTER' and r['DIST'] == 'HILLTOP'])
P(T, 12, sum('lavender' in r['sp'] for r in R))
P(T, 13, sorted(r['m'] for r in R)[:6])
d = defaultdict(list); [d[r['SEASON']].append(r['b']) for r in R]; P(T, 14, {k: r2(sum(v) / len(v)) for k, v in d.items()})
P(T, 15, len(set(r['CUST_ID'] for r in R)))
P(T, 16, r2(100 * sum(r['SEASON'] == 'SPRING' for r in R) / len(R)))
P(T, 17, ('Apr', r2(sum(r['l'] for r in R if r['d'].month == 4)), 'May', r2(sum(r['l'] for r in R if r['d'].month == 5))))
P(T, 18, permonth(R, lambda r: r['d'].month))
d = defaultdict(list); [d[r['DIST']].append(r['m'] + r['l']) for r in R]; P(T, 19, {k: r2(sum(v) / len(v)) for k, v in d.items()})
P(T, 20, st.median(r['p'] for r in R if r['p'] is not None))
cc = Counter(r['CUST_ID'] for r in R); P(T, 21, sorted((k, v) for k, v in cc.items() if v > 5))
pp = [r for r in R if r['p'] is not None]
P(T, 22, ('ratio of sums', r2(sum(r['p'] for r in pp) / sum(r['b'] for r in pp)), 'mean of ratios', r2(sum(r['p'] / r['b'] for r in pp) / len(pp))))
ir = [r for r in R if r['IRRIG'] == '1']; P(T, 23, (sum(r['DIST'] == 'HARBOUR' for r in ir), len(ir), r2(100 * sum(r['DIST'] == 'HARBOUR' for r in ir) / len(ir))))
am = [r['b'] for r in R if r['d'].hour < 12]; pm = [r['b'] for r in R if r['d'].hour >= 12]; P(T, 24, ('am', r2(sum(am) / len(am)), 'pm', r2(sum(pm) / len(pm))))
d = defaultdict(list); [d[r['CREW_LEAD']].append(r['m']) for r in R]; P(T, 25, sorted(((k, r2(sum(v) / len(v))) for k, v in d.items()), key=lambda x: -x[1]))

# ---------- bakery
T = 'bakery_class_bookings'; R = load(T + '.csv')
for r in R:
    r['d'] = dt.datetime.strptime(r['Class date'], '%Y/%m/%d').date(); r['a'] = num(r['Amount paid']); r['s'] = int(r['Seats'])
    r['al'] = [x.strip() for x in r['Allergies noted'].split(',') if x.strip()]
P(T, 1, len(R)); P(T, 2, r2(sum(r['a'] for r in R)))
P(T, 3, top(Counter(r['Class name'] for r in R)))
P(T, 4, r2(sum(r['s'] for r in R) / len(R)))
P(T, 5, top(Counter(r['Instructor'] for r in R)))
P(T, 6, max(r['a'] for r in R))
mx = max(r['s'] for r in R); P(T, 7, (mx, sorted(r['Customer'] for r in R if r['s'] == mx)))
P(T, 8, top(Counter(r['Customer'] for r in R), 6))
P(T, 9, sum(r['Cancelled'] == 'true' for r in R))
P(T, 10, max(r['a'] for r in R if r['Class name'] == 'Kids cookie club'))
P(T, 11, [r['Booking ref'] for r in R if r['Booking channel'] == 'Gift voucher' and r['Class name'] == 'Cake decorating' and r['Cancelled'] == 'true'])
P(T, 12, sum('nuts' in r['al'] for r in R))
P(T, 13, top(Counter(r['Booking channel'] for r in R)))
P(T, 14, sum(r['s'] for r in R if r['Class name'] == 'Sourdough basics'))
d = defaultdict(float)
for r in R: d[r['Class name']] += r['a']
P(T, 15, {k: r2(v) for k, v in d.items()})
P(T, 16, r2(100 * sum(r['Cancelled'] == 'true' for r in R) / len(R)))
P(T, 17, ('Q1', r2(sum(r['a'] for r in R if r['d'].month <= 3)), 'Q2', r2(sum(r['a'] for r in R if 4 <= r['d'].month <= 6)), 'years', sorted(set(r['d'].year for r in R))))
P(T, 18, permonth(R, lambda r: (r['d'].year, r['d'].month)))
P(T, 19, permonth(R, lambda r: (r['d'].year, r['d'].month), lambda r: r['a'], 'avg'))
P(T, 20, st.median(r['a'] for r in R))
nc = [r for r in R if r['Cancelled'] == 'false']; P(T, 21, r2(100 * sum(r['Attended'] == 'true' for r in nc) / len(nc)))
P(T, 22, len(set(r['Customer'] for r in R)))
P(T, 23, r2(100 * sum(bool(r['Discount pct']) for r in R) / len(R)))
for ch in ['Website', 'Phone']:
    v = [r['s'] for r in R if r['Booking channel'] == ch]; P(T, 24, (ch, r2(sum(v) / len(v))))
for i in sorted(set(r['Instructor'] for r in R)):
    v = [r for r in nc if r['Instructor'] == i]; P(T, 25, (i, r2(100 * sum(r['Attended'] == 'true' for r in v) / len(v))))
