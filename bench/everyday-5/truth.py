import csv, os, statistics as S, datetime as dt
from collections import Counter, defaultdict
D = os.path.dirname(os.path.abspath(__file__))
def load(n): return list(csv.DictReader(open(os.path.join(D, n + '.csv'))))
def num(s):
    s = (s or '').replace('$','').replace(',','').replace('%','').strip()
    return float(s) if s else None
MON = {m:i+1 for i,m in enumerate(['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'])}
def date(s):
    s = s.strip()
    if not s: return None
    if '-' in s and s[:4].isdigit(): return dt.date(int(s[:4]), int(s[5:7]), int(s[8:10]))
    if '/' in s: m,d,y = s.split('/'); return dt.date(int(y), int(m), int(d))
    d,m,y = s.split('-'); return dt.date(int(y), MON[m], int(d))
def r2(x): return round(x, 4)
out = []
def P(t, i, v): out.append(f"{t}\t{i}\t{v}")
def topn(cnt, n):
    items = cnt.most_common(); cut = items[n-1][1] if len(items) >= n else None
    return [k for k,c in items[:n]], ('TIE at boundary: ' + str([k for k,c in items if c == cut])) if sum(1 for k,c in items if c == cut) > sum(1 for k,c in items[:n] if c == cut) else ''
def argmax_all(rows, key, val):
    m = max(key(r) for r in rows if key(r) is not None); return [val(r) for r in rows if key(r) == m], m
def argmin_all(rows, key, val):
    m = min(key(r) for r in rows if key(r) is not None); return [val(r) for r in rows if key(r) == m], m
def mode(vals): c = Counter(vals); m = max(c.values()); return [k for k in c if c[k] == m], m
def grp(rows, g, f, agg):
    d = defaultdict(list)
    for r in rows:
        v = f(r)
        if v is not None and g(r) not in (None, ''): d[g(r)].append(v)
    return {k: r2(agg(v)) for k, v in sorted(d.items())}
mean = S.mean
def best(d): m = max(d.values()); return [k for k in d if d[k] == m], m

# bike
t='bike_rentals'; R = load(t)
dur = lambda r: num(r['duration (min)']); dist = lambda r: num(r['distance_km']); tmp = lambda r: num(r['Temperature (C)'])
mon = lambda r: r['start_time'][:7]
P(t,1, argmax_all(R, dur, lambda r: r['member_type']))
P(t,2, any(dur(r) > 90 for r in R))
P(t,3, all(r['BikeType']=='Classic' for r in R if r['weather']=='Snow'))
P(t,4, any(r['Station']=='Old Town' and r['BikeType']=='Electric' for r in R))
P(t,5, len(R)); P(t,6, r2(mean(dur(r) for r in R))); P(t,7, max(dist(r) for r in R if dist(r) is not None))
P(t,8, len({r['Station'] for r in R})); P(t,9, mode(r['Station'] for r in R))
P(t,10, mode(r['BikeType'] for r in R if r['member_type']=='Casual'))
P(t,11, argmin_all(R, tmp, lambda r: r['weather']))
P(t,12, topn(Counter(r['Station'] for r in R), 3)); P(t,13, sorted((tmp(r) for r in R if tmp(r) is not None), reverse=True)[:5])
P(t,14, sorted(dur(r) for r in R)[:4]); P(t,15, topn(Counter(r['weather'] for r in R), 3))
P(t,16, r2(sum(dist(r) for r in R if r['member_type']=='Member' and dist(r) is not None)))
P(t,17, grp(R, lambda r: r['member_type'], dur, mean))
P(t,18, r2(100*sum(r['BikeType']=='Electric' for r in R)/len(R)))
P(t,19, dict(sorted(Counter(mon(r) for r in R).items())))
P(t,20, best(grp(R, lambda r: r['Station'], dist, mean)))
P(t,21, grp(R, lambda r: r['member_type'], dur, mean))
P(t,22, r2(mean(tmp(r) for r in R if r['weather']=='Rain' and tmp(r) is not None)))
P(t,23, dict(Counter(r['BikeType'] for r in R)))
P(t,24, S.median(dist(r) for r in R if dist(r) is not None))
P(t,25, best(grp(R, mon, dist, sum)))

# loans
t='loan_portfolio'; R = load(t)
amt = lambda r: num(r['LoanAmount']); rate = lambda r: num(r['IntRate']); inc = lambda r: num(r['AnnualIncome']); dfl = lambda r: r['Defaulted']=='1'
P(t,1, argmax_all(R, amt, lambda r: r['BorrowerState']))
P(t,2, any(rate(r) > 25 for r in R)); P(t,3, all(rate(r) < 10 for r in R if r['Grade']=='A'))
P(t,4, any(dfl(r) and r['TermMonths']=='36' for r in R))
P(t,5, len(R)); P(t,6, r2(mean(amt(r) for r in R))); P(t,7, max(rate(r) for r in R)); P(t,8, sum(dfl(r) for r in R))
P(t,9, mode(r['BorrowerState'] for r in R)); P(t,10, mode(r['HomeOwnership'] for r in R if dfl(r)))
P(t,11, argmax_all(R, rate, lambda r: r['Grade']))
P(t,12, topn(Counter(r['BorrowerState'] for r in R), 3)); P(t,13, sorted((amt(r) for r in R), reverse=True)[:5])
P(t,14, sorted(inc(r) for r in R if inc(r) is not None)[:3]); P(t,15, topn(Counter(r['Grade'] for r in R), 2))
P(t,16, grp(R, lambda r: r['Grade'], amt, sum)); P(t,17, grp(R, lambda r: r['Grade'], rate, mean))
P(t,18, r2(100*sum(dfl(r) for r in R)/len(R)))
P(t,19, dict(sorted(Counter(date(r['IssueDate']).year for r in R).items())))
P(t,20, best(grp(R, lambda r: r['BorrowerState'], amt, mean)))
P(t,21, grp(R, lambda r: r['TermMonths'], lambda r: 100*dfl(r), mean))
P(t,22, r2(mean(inc(r) for r in R if r['HomeOwnership']=='RENT' and inc(r) is not None)))
P(t,23, sum(amt(r) for r in R if r['BorrowerState']=='TX')); P(t,24, S.median(amt(r) for r in R))
P(t,25, best(grp(R, lambda r: r['HomeOwnership'], lambda r: 100*dfl(r), mean)))

# clinic
t='clinic_appointments'; R = load(t)
age = lambda r: num(r['Patient Age']); wait = lambda r: num(r['Wait Time (days)']); cost = lambda r: num(r['Visit Cost']); ns = lambda r: r['No Show']=='Yes'
P(t,1, argmax_all(R, age, lambda r: r['Gender']))
P(t,2, any(wait(r) > 40 for r in R)); P(t,3, all(age(r) < 18 for r in R if r['Specialty']=='Pediatrics'))
P(t,4, any(ns(r) and r['Clinic']=='Southpoint Center' for r in R))
P(t,5, len(R)); P(t,6, r2(mean(age(r) for r in R))); P(t,7, max(cost(r) for r in R)); P(t,8, sum(ns(r) for r in R))
P(t,9, mode(r['Clinic'] for r in R)); P(t,10, mode(r['Insurance Type'] for r in R if ns(r) and r['Insurance Type']))
P(t,11, argmax_all(R, cost, lambda r: r['Specialty']))
P(t,12, topn(Counter(r['Specialty'] for r in R), 3)); P(t,13, sorted((wait(r) for r in R), reverse=True)[:5])
P(t,14, sorted(cost(r) for r in R)[:3]); P(t,15, topn(Counter(r['Insurance Type'] for r in R if r['Insurance Type']), 2))
P(t,16, grp(R, lambda r: r['Clinic'], cost, sum)); P(t,17, grp(R, lambda r: r['Specialty'], wait, mean))
P(t,18, r2(100*sum(ns(r) for r in R)/len(R)))
P(t,19, dict(sorted(Counter(str(date(r['Appointment Date']))[:7] for r in R).items())))
P(t,20, best(grp(R, lambda r: r['Specialty'], cost, mean)))
P(t,21, grp([r for r in R if r['Insurance Type'] in ('Medicaid','Private')], lambda r: r['Insurance Type'], lambda r: 100*ns(r), mean))
P(t,22, r2(mean(cost(r) for r in R if r['Specialty']=='Cardiology')))
P(t,23, r2(sum(cost(r) for r in R if r['Clinic']=='Northside Clinic'))); P(t,24, S.median(wait(r) for r in R))
P(t,25, best(grp(R, lambda r: r['Clinic'], lambda r: 100*ns(r), mean)))

# movies
t='movie_catalog'; R = load(t)
rt = lambda r: num(r['Rating']); run = lambda r: num(r['Runtime_Minutes']); bud = lambda r: num(r['Budget (USD millions)']); box = lambda r: num(r['Box Office (USD millions)'])
P(t,1, argmax_all(R, rt, lambda r: (r['Title'], r['Language'])))
P(t,2, any(run(r) > 170 for r in R)); P(t,3, all(run(r) < 120 for r in R if r['Genre']=='Animation'))
P(t,4, any(r['Genre']=='Horror' and bud(r) > 20 for r in R))
P(t,5, len(R)); P(t,6, r2(mean(rt(r) for r in R))); P(t,7, max(box(r) for r in R if box(r) is not None))
P(t,8, sum(r['Streaming Available']=='true' for r in R)); P(t,9, mode(r['Director'] for r in R))
P(t,10, mode(r['Genre'] for r in R if r['Language']=='Spanish'))
P(t,11, argmax_all(R, box, lambda r: r['Director']))
P(t,12, topn(Counter(r['Genre'] for r in R), 3)); P(t,13, sorted((rt(r) for r in R), reverse=True)[:5])
P(t,14, sorted(run(r) for r in R)[:3]); P(t,15, [(r['Title'], bud(r)) for r in sorted(R, key=bud, reverse=True)[:4]])
P(t,16, grp(R, lambda r: r['Genre'], box, sum)); P(t,17, grp(R, lambda r: r['Genre'], bud, mean))
P(t,18, r2(100*sum(r['Streaming Available']=='true' for r in R)/len(R)))
P(t,19, dict(sorted(Counter(r['ReleaseYear'] for r in R).items())))
P(t,20, best(grp(R, lambda r: r['Director'], rt, mean)))
P(t,21, grp(R, lambda r: 'English' if r['Language']=='English' else 'non-English', rt, mean))
P(t,22, r2(mean(run(r) for r in R if r['Genre']=='Comedy')))
P(t,23, r2(sum(bud(r) for r in R if r['Director']=='Priya Nair'))); P(t,24, S.median(run(r) for r in R))
P(t,25, best(grp(R, lambda r: r['Genre'], box, mean)))

# warehouse
t='warehouse_inventory'; R = load(t)
uc = lambda r: num(r['Unit Cost']); q = lambda r: num(r['Qty On Hand']); rl = lambda r: num(r['Reorder Lvl']); disc = lambda r: r['Discontinued (Y/N)']=='Y'
P(t,1, argmax_all(R, uc, lambda r: (r['Product Name'], r['Category'])))
P(t,2, any(q(r) == 0 for r in R)); P(t,3, all(q(r) > 0 for r in R if disc(r)))
P(t,4, any(r['Category']=='Electronics' and r['Warehouse']=='Reno DC' for r in R))
P(t,5, len(R)); P(t,6, r2(mean(uc(r) for r in R))); P(t,7, max(q(r) for r in R)); P(t,8, sum(disc(r) for r in R))
P(t,9, mode(r['Supplier'] for r in R if r['Supplier'])); P(t,10, mode(r['Category'] for r in R if r['Warehouse']=='Dallas DC'))
P(t,11, argmax_all(R, uc, lambda r: r['Category']))
P(t,12, topn(Counter(r['Supplier'] for r in R if r['Supplier']), 3)); P(t,13, sorted((uc(r) for r in R), reverse=True)[:5])
P(t,14, sorted(q(r) for r in R)[:3]); P(t,15, topn(Counter(r['Category'] for r in R), 2))
P(t,16, grp(R, lambda r: r['Warehouse'], q, sum)); P(t,17, grp(R, lambda r: r['Category'], uc, mean))
P(t,18, r2(100*sum(disc(r) for r in R)/len(R)))
P(t,19, dict(sorted(Counter(str(date(r['Last Restocked']))[:7] for r in R if r['Last Restocked']).items())) | {'blank': sum(1 for r in R if not r['Last Restocked'])})
P(t,20, best(grp(R, lambda r: r['Warehouse'], q, mean)))
P(t,21, sum(q(r) < rl(r) for r in R)); P(t,22, r2(sum(q(r)*uc(r) for r in R)))
P(t,23, sum(q(r) for r in R if r['Category']=='Electronics')); P(t,24, S.median(uc(r) for r in R))
P(t,25, best(grp(R, lambda r: r['Category'], q, sum)))
open(os.path.join(D, 'truth_out.txt'), 'w').write('\n'.join(out) + '\n')
print('\n'.join(out))
