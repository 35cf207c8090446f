# Ground truth for round m36 (csv module only).
import csv, collections, datetime as dt
def load(f): return list(csv.DictReader(open(f, newline='')))
def num(s):
    s = s.replace('$','').replace('€','').replace(',','').strip()
    return float(s) if s else None
def mean(xs):
    xs = [x for x in xs if x is not None]; return round(sum(xs)/len(xs), 4) if xs else None
def argmax(rows, key):
    r = [x for x in rows if num(x[key]) is not None]; m = max(num(x[key]) for x in r)
    return [x for x in r if num(x[key]) == m]
def argmin(rows, key):
    r = [x for x in rows if num(x[key]) is not None]; m = min(num(x[key]) for x in r)
    return [x for x in r if num(x[key]) == m]
def topn(rows, key, n, rev=True):
    r = [x for x in rows if num(x[key]) is not None]; r.sort(key=lambda x: num(x[key]), reverse=rev); return r[:n], r[n:n+1]
def groupsum(rows, g, key):
    d = collections.defaultdict(float)
    for x in rows:
        v = num(x[key]);
        if v is not None: d[x[g]] += v
    return {k: round(v, 2) for k, v in sorted(d.items())}
def groupmean(rows, g, key):
    d = collections.defaultdict(list)
    for x in rows: d[g(x) if callable(g) else x[g]].append(num(x[key]) if isinstance(key, str) else key(x))
    return {k: mean(v) for k, v in sorted(d.items())}
def counts(vals): return collections.Counter(vals).most_common()
OUT = []
def T(table, n, ans): OUT.append((table, n, ans)); print(f'{table}\t{n}\t{ans}')

# ---------------- flights
F = load('flights.csv')
iso = lambda s: dt.date.fromisoformat(s)
t = 'flights'
r = argmax(F, 'passengers'); T(t,1, (all(x['aircraft_type']=='A321LR' for x in r), [(x['flight_id'], x['passengers'], x['aircraft_type']) for x in r]))
a, nxt = topn(F, 'dep_delay_min', 3); T(t,2, ([num(x['dep_delay_min']) for x in a], 'next', [num(x['dep_delay_min']) for x in nxt]))
T(t,3, len({x['flight_no'] for x in F}))
g = groupsum(F, 'aircraft_type', 'passengers'); T(t,4, (max(g, key=g.get), g))
T(t,5, (any(x['cancelled']=='Y' and x['origin']=='OSL' for x in F), [x['flight_id'] for x in F if x['cancelled']=='Y' and x['origin']=='OSL']))
r = argmax(F, 'dep_delay_min'); T(t,6, [(x['destination'], x['dep_delay_min']) for x in r])
T(t,7, counts(x['origin'] for x in F)[:4])
T(t,8, mean([num(x['passengers']) for x in F if x['aircraft_type']=='E195' and x['cancelled']=='N']))
T(t,9, (all(x['aircraft_type']=='A321LR' for x in F if x['destination']=='BCN'), counts(x['aircraft_type'] for x in F if x['destination']=='BCN')))
T(t,10, counts(x['aircraft_type'] for x in F)[-2:])
a, nxt = topn(F, 'cargo_kg', 2); T(t,11, ([(x['flight_no'], x['cargo_kg']) for x in a], 'next', [(x['flight_no'], x['cargo_kg']) for x in nxt]))
mx = max(num(x['dep_delay_min']) for x in F if num(x['dep_delay_min']) is not None); T(t,12, (mx <= 180, 'max delay', mx))
r = argmax(F, 'ticket_revenue'); T(t,13, [(x['flight_date'], x['ticket_revenue']) for x in r])
T(t,14, sum(x['cancelled']=='Y' for x in F))
a, nxt = topn([x for x in F if x['cancelled']=='N'], 'passengers', 4, rev=False); T(t,15, ([num(x['passengers']) for x in a], 'next', [num(x['passengers']) for x in nxt]))
T(t,16, groupsum(F, 'origin', 'ticket_revenue'))
c = sum(x['cancelled']=='Y' for x in F); T(t,17, (c, len(F), round(100*c/len(F), 2)))
q1 = sum(num(x['passengers']) for x in F if iso(x['flight_date']).month <= 3); q2 = sum(num(x['passengers']) for x in F if iso(x['flight_date']).month >= 4)
T(t,18, {'Q1': q1, 'Q2': q2, 'diff Q2-Q1': q2-q1})
T(t,19, sum(x['origin']=='CPH' and num(x['dep_delay_min']) is not None and num(x['dep_delay_min']) > 15 for x in F))
T(t,20, groupmean(F, lambda x: x['flight_date'][:7], 'dep_delay_min'))
T(t,21, groupsum(F, 'aircraft_type', 'cargo_kg'))
d = collections.defaultdict(float)
for x in F:
    if num(x['ticket_revenue']) is not None: d[(x['origin'], x['destination'])] += num(x['ticket_revenue'])
T(t,22, sorted(((round(v,2), k) for k, v in d.items()), reverse=True)[:3])
T(t,23, sum('wifi' in [s.strip() for s in x['onboard_services'].split(',')] for x in F))
T(t,24, {k: mean([num(x['dep_delay_min']) for x in F if x['aircraft_type']==k]) for k in ('ATR 72','A320neo')})
T(t,25, len({x['flight_no'] for x in F if x['flight_date'].startswith('2024-03')}))

# ---------------- salon
S = load('salon_appointments.csv')
md = lambda s: dt.datetime.strptime(s, '%m/%d/%Y').date()
t = 'salon'
r = argmax(S, 'Price ($)'); T(t,1, ([(x['Appointment ID'], x['Price ($)'], x['Rating (1-5)']) for x in r]))
a, nxt = topn(S, 'Price ($)', 3); T(t,2, ([num(x['Price ($)']) for x in a], 'next', [num(x['Price ($)']) for x in nxt]))
T(t,3, (len({x['Client ID'] for x in S}), 'distinct names', len({x['Client Name'] for x in S})))
T(t,4, counts(x['Stylist'] for x in S)[:2])
T(t,5, sum(x['Rating (1-5)']=='1' for x in S))
r = argmax(S, 'Tip ($)'); T(t,6, [(x['Client Name'], x['Client ID'], x['Tip ($)']) for x in r])
g = groupmean(S, 'Stylist', 'Rating (1-5)'); T(t,7, sorted(g.items(), key=lambda kv: -kv[1]))
T(t,8, mean([num(x['Duration (min)']) for x in S]))
nw = [x for x in S if x['New Client']=='Yes']; T(t,9, (all(x['Booked Online']=='Yes' for x in nw), counts(x['Booked Online'] for x in nw)))
T(t,10, max(num(x['Duration (min)']) for x in S))
a, nxt = topn(S, 'Duration (min)', 3); T(t,11, ([(x['Duration (min)'], x['Rating (1-5)'] or 'blank') for x in a], 'next', [x['Duration (min)'] for x in nxt]))
T(t,12, (max(num(x['Price ($)']) for x in S) <= 300, max(num(x['Price ($)']) for x in S)))
r = argmax(S, 'Duration (min)'); T(t,13, [(x['Stylist'], x['Duration (min)']) for x in r])
T(t,14, sum(x['Booked Online']=='Yes' for x in S))
T(t,15, counts(x['Start Time'] for x in S)[:3])
T(t,16, groupsum(S, 'Stylist', 'Price ($)'))
n = sum(x['New Client']=='Yes' for x in S); T(t,17, (n, len(S), round(100*n/len(S), 2)))
tj = sum(num(x['Tip ($)']) or 0 for x in S if md(x['Appointment Date']).month==1); tf = sum(num(x['Tip ($)']) or 0 for x in S if md(x['Appointment Date']).month==2)
T(t,18, {'Jan': round(tj,2), 'Feb': round(tf,2), 'Feb-Jan': round(tf-tj,2)})
T(t,19, sum(md(x['Appointment Date']).month==3 and x['Booked Online']=='Yes' and x['Rating (1-5)']=='5' for x in S))
T(t,20, groupmean(S, lambda x: md(x['Appointment Date']).strftime('%Y-%m'), 'Price ($)'))
T(t,21, sum('Color' in [s.strip() for s in x['Services'].split(',')] for x in S))
T(t,22, {'tip blanks excluded': groupmean(S, 'Booked Online', 'Tip ($)'),
          'tip blanks as 0': groupmean(S, 'Booked Online', lambda x: num(x['Tip ($)']) or 0.0)})
cs = collections.defaultdict(float)
for x in S: cs[x['Client ID']] += num(x['Price ($)'])
T(t,23, sorted(((round(v,2), k) for k, v in cs.items()), reverse=True)[:3])
T(t,24, mean([num(x['Rating (1-5)']) for x in S if num(x['Duration (min)']) > 90]))
tot = sum(num(x['Price ($)']) for x in S); q2 = sum(num(x['Price ($)']) for x in S if md(x['Appointment Date']).month >= 4)
T(t,25, (round(q2,2), round(tot,2), round(100*q2/tot, 2)))

# ---------------- fish
L = load('fish_landings.csv')
dmy = lambda s: dt.datetime.strptime(s, '%d-%b-%Y').date()
t = 'fish'
r = argmax(L, 'landedValue'); T(t,1, [(x['landingId'], x['landedValue'], x['inspected']) for x in r])
a, nxt = topn(L, 'catchKg', 5); T(t,2, ([num(x['catchKg']) for x in a], 'next', [num(x['catchKg']) for x in nxt]))
T(t,3, len({x['species'] for x in L}))
T(t,4, counts(x['port'] for x in L)[:2])
T(t,5, (any(x['species']=='Prawns' and x['port']=='Dingle' for x in L), sum(x['species']=='Prawns' and x['port']=='Dingle' for x in L)))
r = argmax(L, 'pricePerKg'); T(t,6, [(x['species'], x['pricePerKg']) for x in r])
g = groupsum(L, 'vesselName', 'landedValue'); T(t,7, sorted(((v, k) for k, v in g.items()), reverse=True)[:4])
T(t,8, mean([num(x['catchKg']) for x in L if x['species']=='Cod']))
lg = [x for x in L if int(x['tripDays']) > 2]; T(t,9, (all(x['iceUsed']=='TRUE' for x in lg), len(lg)))
T(t,10, counts(x['vesselName'] for x in L)[-2:])
a, nxt = topn([x for x in L if x['species']=='Hake'], 'pricePerKg', 3); T(t,11, ([num(x['pricePerKg']) for x in a], 'next', [num(x['pricePerKg']) for x in nxt]))
T(t,12, (max(int(x['crewSize']) for x in L) <= 9, max(int(x['crewSize']) for x in L)))
r = argmax([x for x in L if x['species']=='Mackerel'], 'catchKg'); T(t,13, [(x['landingDate'], x['catchKg']) for x in r])
T(t,14, sum(x['inspected']=='TRUE' for x in L))
a, nxt = topn(L, 'landedValue', 2, rev=False); T(t,15, ([(x['port'], x['landedValue']) for x in a], 'next', [x['landedValue'] for x in nxt]))
T(t,16, groupsum(L, 'species', 'landedValue'))
n = sum(x['bycatchSpecies'].strip()=='' for x in L); T(t,17, (n, len(L), round(100*n/len(L), 2)))
q1 = sum(num(x['catchKg']) or 0 for x in L if dmy(x['landingDate']).month <= 3); q2 = sum(num(x['catchKg']) or 0 for x in L if dmy(x['landingDate']).month >= 4)
T(t,18, {'Q1': q1, 'Q2': q2, 'Q2-Q1': q2-q1})
T(t,19, sum(x['species']=='Haddock' and x['port']=='Killybegs' and x['inspected']=='TRUE' for x in L))
T(t,20, groupmean(L, lambda x: dmy(x['landingDate']).strftime('%Y-%m'), 'landedValue'))
T(t,21, sum('ling' in [s.strip() for s in x['bycatchSpecies'].split(',')] for x in L))
T(t,22, groupmean([x for x in L if x['species']=='Cod'], 'port', 'pricePerKg'))
g = groupsum([x for x in L if x['species']=='Monkfish'], 'port', 'landedValue'); T(t,23, sorted(((v, k) for k, v in g.items()), reverse=True))
T(t,24, mean([num(x['tripDays']) for x in L if x['port']=='Castletownbere']))
tot = sum(num(x['landedValue']) for x in L); mh = sum(num(x['landedValue']) for x in L if x['species'] in ('Mackerel','Herring'))
T(t,25, (round(mh,2), round(tot,2), round(100*mh/tot, 2)))

# ---------------- weather
W = load('weather_readings.csv')
t = 'weather'
r = argmax(W, 'WND_KPH'); T(t,1, [(x['STN_NAME'], x['REGION'], x['WND_KPH']) for x in r])
a, nxt = topn(W, 'TMAX_C', 3); T(t,2, ([num(x['TMAX_C']) for x in a], 'next', [num(x['TMAX_C']) for x in nxt]))
T(t,3, (len({x['STN_ID'] for x in W}), len({x['STN_NAME'] for x in W})))
fr = [x for x in W if x['FROST']=='1']; T(t,4, (counts(x['REGION'] for x in fr), 'distinct frost dates by region', counts(r_ for r_, d_ in {(x['REGION'], x['OBS_DT']) for x in fr})))
T(t,5, (any((num(x['PRCP_MM']) or 0) > 40 for x in W), sum((num(x['PRCP_MM']) or 0) > 40 for x in W)))
r = argmin(W, 'TMIN_C'); T(t,6, [(x['STN_NAME'], x['TMIN_C']) for x in r])
T(t,7, ('split', counts(c.strip() for x in W for c in x['COND'].split(','))[:3], 'whole', counts(x['COND'] for x in W)[:3]))
T(t,8, mean([num(x['HUM_PCT']) for x in W if x['STN_NAME']=='Eagle Peak']))
al = [x for x in W if x['ALERT']=='1']; T(t,9, (all(num(x['WND_KPH']) > 70 for x in al), len(al), sum(num(x['WND_KPH']) <= 70 for x in al)))
T(t,10, counts(x['STN_NAME'] for x in W)[-2:])
a, nxt = topn(W, 'WND_KPH', 3); T(t,11, ([(x['WND_KPH'], x['PRCP_MM'] or 'blank') for x in a], 'next', [x['WND_KPH'] for x in nxt]))
vm = max(num(x['TMAX_C']) for x in W if x['REGION']=='Valley'); T(t,12, (vm <= 30, vm))
r = argmin(W, 'TMAX_C'); T(t,13, [(x['OBS_DT'], x['TMAX_C']) for x in r])
T(t,14, sum('fog' in x['COND'].split(',') for x in W))
a, nxt = topn([x for x in W if x['REGION']=='Highlands'], 'TMIN_C', 4, rev=False); T(t,15, ([num(x['TMIN_C']) for x in a], 'next', [num(x['TMIN_C']) for x in nxt]))
T(t,16, groupsum(W, 'REGION', 'PRCP_MM'))
n = len(al); T(t,17, (n, len(W), round(100*n/len(W), 2)))
T(t,18, {m: mean([num(x['TMAX_C']) for x in W if x['OBS_DT'][5:7]==m]) for m in ('01','06')})
T(t,19, sum(x['REGION']=='Coast' and num(x['WND_KPH']) > 60 and num(x['HUM_PCT']) > 80 for x in W))
T(t,20, groupmean(W, lambda x: x['OBS_DT'][:7], 'TMAX_C'))
T(t,21, (dict(sorted(collections.Counter(x['STN_NAME'] for x in fr).items())), 'zero-frost stations', sorted({x['STN_NAME'] for x in W} - {x['STN_NAME'] for x in fr})))
T(t,22, groupmean(W, 'REGION', lambda x: num(x['TMAX_C']) - num(x['TMIN_C'])))
g = groupsum([x for x in W if x['OBS_DT'][5:7]=='05'], 'STN_NAME', 'PRCP_MM'); T(t,23, sorted(((v, k) for k, v in g.items()), reverse=True)[:3])
T(t,24, groupmean(W, 'ALERT', 'WND_KPH'))
hl = [x for x in W if x['REGION']=='Highlands']; n = sum(x['FROST']=='1' for x in hl); T(t,25, (n, len(hl), round(100*n/len(hl), 2)))

# ---------------- florist
O = load('florist_orders.csv')
t = 'florist'
r = argmax(O, 'Total'); T(t,1, [(x['Order #'], x['Total'], x['Occasion']) for x in r])
a, nxt = topn(O, 'Total', 3); T(t,2, ([num(x['Total']) for x in a], 'next', [num(x['Total']) for x in nxt]))
T(t,3, len({x['Customer'] for x in O}))
T(t,4, counts(x['Occasion'] for x in O)[:2])
T(t,5, (any(x['Paid']=='N' and x['Zone']=='Downtown' for x in O), sum(x['Paid']=='N' and x['Zone']=='Downtown' for x in O)))
r = argmax(O, 'Stem Count'); T(t,6, [(x['Customer'], x['Stem Count']) for x in r])
g = groupsum(O, 'Florist', 'Total'); T(t,7, sorted(((v, k) for k, v in g.items()), reverse=True))
T(t,8, mean([num(x['Delivery Fee']) for x in O]))
vd = [x for x in O if x['Occasion']=="Valentine's Day"]; T(t,9, (all(x['Delivered On Time']=='Y' for x in vd), counts(x['Delivered On Time'] or 'blank' for x in vd)))
T(t,10, counts(x['Arrangement'] for x in O)[-2:])
a, nxt = topn(O, 'Total', 3); T(t,11, ([(x['Zone'], x['Total']) for x in a]))
T(t,12, (max(num(x['Stem Count']) for x in O) <= 600, max(num(x['Stem Count']) for x in O)))
r = argmax(O, 'Total'); T(t,13, [(x['Order Date']) for x in r])
T(t,14, sum('roses' in [s.strip() for s in x['Stems'].split(',')] for x in O))
a, nxt = topn([x for x in O if x['Occasion']=='Wedding'], 'Stem Count', 3, rev=False); T(t,15, ([num(x['Stem Count']) for x in a], 'next', [num(x['Stem Count']) for x in nxt]))
T(t,16, groupsum(O, 'Occasion', 'Total'))
tot = sum(num(x['Total']) for x in O); co = sum(num(x['Total']) for x in O if x['Occasion']=='Corporate'); T(t,17, (round(co,2), round(tot,2), round(100*co/tot,2)))
fe = sum(num(x['Total']) for x in O if md(x['Order Date']).month==2); mr = sum(num(x['Total']) for x in O if md(x['Order Date']).month==3)
T(t,18, {'Feb': round(fe,2), 'Mar': round(mr,2), 'Mar-Feb': round(mr-fe,2)})
T(t,19, sum(x['Occasion']=='Funeral' and x['Zone']=='North' and x['Paid']=='Y' for x in O))
T(t,20, groupmean(O, lambda x: md(x['Order Date']).strftime('%Y-%m'), 'Total'))
T(t,21, sum(x['Order Date'] != x['Delivery Date'] for x in O))
T(t,22, groupmean(O, 'Arrangement', 'Stem Count'))
g = groupsum(O, 'Customer', 'Total'); T(t,23, sorted(((v, k) for k, v in g.items()), reverse=True)[:3])
T(t,24, groupsum(O, 'Zone', 'Delivery Fee'))
T(t,25, (sum(x['Delivered On Time']=='N' for x in O), 'blank', sum(x['Delivered On Time']=='' for x in O)))
