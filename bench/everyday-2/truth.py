#!/usr/bin/env python3
"""True answers for the answerable questions (1-25) of each table. csv module only."""
import csv, os, statistics as st, datetime as dt

HERE = os.path.dirname(os.path.abspath(__file__))
from collections import Counter, defaultdict

def load(n):
    with open(os.path.join(HERE, f'{n}.csv'), newline='') as f:
        return list(csv.DictReader(f))
def num(s):
    s = s.replace('$', '').replace(',', '').replace('%', '').strip()
    return float(s) if s else None
def grp(rows, key, val=None, agg='count', where=lambda r: True):
    d = defaultdict(list)
    for r in rows:
        if where(r) and r[key] != '':
            v = 1 if val is None else num(r[val])
            if v is not None: d[r[key]].append(v)
    f = {'count': len, 'sum': sum, 'avg': lambda x: sum(x) / len(x)}[agg]
    return sorted(((k, round(f(v), 2)) for k, v in d.items()), key=lambda kv: -kv[1])
def vals(rows, col, where=lambda r: True):
    return [num(r[col]) for r in rows if where(r) and num(r[col]) is not None]
def top(lst, n, rev=True): return sorted(lst, reverse=rev)[:n]
T = {}

# ---- invoices
I = load('invoices'); A = 'Amount'
mdy = lambda s: dt.datetime.strptime(s, '%m/%d/%Y').date()
amax = max(vals(I, A))
T['invoices'] = [
    all(num(r[A]) > 100 for r in I),
    any(r['Status'] == 'Overdue' and r['Region'] == 'West' for r in I),
    len(I),
    grp(I, 'Customer')[:3],
    grp(I, 'Customer', A, 'sum')[:4],
    top(vals(I, A), 4, False),
    [r['Customer'] for r in I if num(r[A]) == amax],
    len({r['Customer'] for r in I}),
    amax,
    grp(I, 'Region')[-2:],
    any(r['Status'] == 'Paid' and not r['Payment Date'] for r in I),
    [(r['Invoice No'], r[A]) for r in sorted(I, key=lambda r: -num(r[A]))[:5]],
    sum(r['Status'] == 'Open' for r in I),
    grp(I, 'Region', A, 'sum', lambda r: r['Status'] == 'Overdue'),
    round(sum(vals(I, A, lambda r: r['Status'] == 'Paid')), 2),
    round(st.mean(vals(I, A, lambda r: r['Region'] == 'East')), 2),
    sum(mdy(r['Issue Date']).strftime('%Y-%m') == '2024-03' for r in I),
    grp(I, 'Customer', A, 'sum', lambda r: r['Status'] == 'Overdue')[:2],
    round(sum(vals(I, A, lambda r: r['Status'] in ('Open', 'Overdue'))), 2),
    sum(r['Status'] == 'Overdue' for r in I),
    round(sum(vals(I, A, lambda r: 4 <= mdy(r['Issue Date']).month <= 6)), 2),
    round(100 * sum(r['Status'] == 'Paid' for r in I) / len(I), 2),
    st.median(vals(I, A)),
    grp(I, 'Region', A, 'sum')[:2],
    sum(r['Customer'] == 'Initech' for r in I),
]

# ---- employees
E = load('employees')
smax = max(vals(E, 'salary')); amaxe = max(vals(E, 'age'))
remote = sum(r['remote'] == 'Yes' for r in E)
T['employees'] = [
    [r['department'] for r in E if num(r['salary']) == smax],
    any(num(r['age']) > 60 for r in E),
    sum(r['department'] == 'Sales' for r in E),
    grp(E, 'department')[:2],
    top(vals(E, 'salary'), 3),
    top(vals(E, 'age'), 4, False),
    ('all scored >=2:', all(num(r['performance_score']) >= 2 for r in E if r['performance_score']), 'count of 1s', sum(r['performance_score'] == '1' for r in E)),
    len({r['job_title'] for r in E}),
    [r['name'] for r in E if num(r['age']) == amaxe],
    (remote, len(E) - remote, remote > len(E) - remote),
    grp(E, 'job_title', 'salary', 'avg')[:2],
    grp(E, 'department', 'salary', 'avg')[:5],
    round(st.mean(vals(E, 'age')), 2),
    sum(r['hire_date'].startswith('2022') for r in E),
    grp(E, 'department', 'salary', 'avg'),
    sum(vals(E, 'salary', lambda r: r['department'] == 'Engineering')),
    sum(r['department'] == 'Marketing' and r['remote'] == 'Yes' for r in E),
    round(st.mean(vals(E, 'salary', lambda r: r['gender'] == 'Female')), 2),
    [(r['employee_id'], r['name']) for r in E if r['department'] == 'Finance' and r['performance_score'] == '5'],
    sum(r['performance_score'] == '5' for r in E),
    round(st.mean(vals(E, 'performance_score', lambda r: r['remote'] == 'Yes')), 2),
    [(r['name'], r['hire_date']) for r in sorted(E, key=lambda r: r['hire_date'])[-2:]],
    round(100 * remote / len(E), 2),
    sum(num(r['age']) < 30 for r in E),
    round(st.mean(vals(E, 'salary', lambda r: r['job_title'] == 'Sales Manager')), 2),
]

# ---- tickets
K = load('tickets'); RH = 'resolution_hours'; SS = 'satisfaction_score'
T['tickets'] = [
    all(r['created_at'].startswith('2024') for r in K),
    any(r['priority'] == 'Urgent' and r['channel'] == 'Phone' for r in K),
    len(K),
    grp(K, 'agent_name')[:2],
    grp(K, 'category')[:4],
    top(vals(K, RH), 4),
    round(st.mean(vals(K, SS)), 3),
    len({r['channel'] for r in K}),
    grp(K, 'channel', SS, 'avg')[-2:],
    max(vals(K, RH)),
    any(r['category'] == 'Billing' and r[SS] == '1' for r in K),
    top(vals(K, RH, lambda r: r['priority'] == 'Urgent'), 5, False),
    sum(r[SS] == '' for r in K),
    round(st.mean(vals(K, RH, lambda r: r['priority'] == 'High')), 2),
    sum(r['channel'] == 'Chat' for r in K),
    grp(K, 'agent_name', SS, 'avg')[:2],
    grp(K, 'priority'),
    grp(K, 'category', RH, 'avg'),
    sum(r['created_at'].startswith('2024-08') for r in K),
    round(100 * sum(r['priority'] == 'Urgent' for r in K) / len(K), 2),
    grp(K, 'category', RH, 'avg')[:2],
    sum(r['category'] == 'Refund' and r['agent_name'] == 'Grace Liu' for r in K),
    st.median(vals(K, RH)),
    sum(1 for v in vals(K, RH) if v > 48),
    round(st.mean(vals(K, SS, lambda r: r['channel'] == 'Email')), 2),
]

# ---- cars
C = load('cars'); P = 'Price'
pmax = max(vals(C, P))
T['cars'] = [
    [r['Make'] for r in C if num(r[P]) == pmax],
    any(r['Fuel Type'] == 'Electric' and r['Transmission'] == 'Manual' for r in C),
    len(C),
    grp(C, 'Make')[:3],
    top(vals(C, P), 3),
    top(vals(C, 'Mileage'), 4, False),
    all(r['Fuel Type'] == 'Electric' for r in C if r['Make'] == 'Tesla'),
    len({r['Make'] for r in C}),
    grp(C, 'Fuel Type')[:2],
    min(vals(C, 'Year')),
    any(num(r['Owner Count']) > 4 for r in C),
    grp(C, 'Model')[:7],
    round(st.mean(vals(C, P, lambda r: r['Fuel Type'] == 'Diesel')), 2),
    grp(C, 'Make', P, 'avg'),
    sum(num(r['Year']) >= 2020 for r in C),
    min(vals(C, P, lambda r: r['Model'] == 'RAV4')),
    round(st.mean(vals(C, 'Mileage', lambda r: r['Model'] == 'F-150')), 2),
    sum(r['Transmission'] == 'Manual' for r in C),
    round(100 * sum(r['Fuel Type'] == 'Hybrid' for r in C) / len(C), 2),
    grp(C, 'Make', P, 'avg')[:2],
    sum(dt.datetime.strptime(r['Listed Date'], '%d %b %Y').strftime('%Y-%m') == '2024-03' for r in C),
    st.median(vals(C, P)),
    sum(r['Make'] == 'Honda' and num(r[P]) < 15000 for r in C),
    round(st.mean(vals(C, P, lambda r: r['Owner Count'] == '1')), 2),
    grp(C, 'Model', 'Mileage', 'avg')[-2:],
]

# ---- web traffic
W = load('web_traffic')
wd = lambda r: dt.date.fromisoformat(r['date']).weekday() >= 5
ps = grp(W, 'page', 'sessions', 'sum')
T['web_traffic'] = [
    grp(W, 'page', 'bounceRate', 'avg'),
    any(num(r['sessions']) > 1000 for r in W),
    len({r['page'] for r in W}),
    ps[:2],
    grp(W, 'date', 'conversions', 'sum')[:4],
    top(vals(W, 'bounceRate'), 4, False),
    grp(W, 'source', 'conversions', 'sum'),
    sum(r['page'] == '/pricing' for r in W),
    max(vals(W, 'users')),
    grp(W, 'source', 'avgSessionDuration', 'avg'),
    any(num(r['bounceRate']) > 80 for r in W),
    top(vals(W, 'avgSessionDuration'), 5),
    len({r['date'] for r in W}),
    grp(W, 'source', 'sessions', 'sum'),
    grp(W, 'page', 'conversions', 'sum', lambda r: r['date'].startswith('2024-09'))[:2],
    round(st.mean(vals(W, 'bounceRate', lambda r: r['page'] == '/blog')), 2),
    sum(vals(W, 'conversions', lambda r: r['date'] == '2024-10-01')),
    round(100 * sum(vals(W, 'conversions', lambda r: r['page'] == '/pricing')) / sum(vals(W, 'sessions', lambda r: r['page'] == '/pricing')), 2),
    sum(vals(W, 'users', lambda r: r['date'].startswith('2024-09'))),
    grp(W, 'date', 'sessions', 'sum')[:2],
    round(st.mean(vals(W, 'avgSessionDuration', lambda r: r['page'] == '/pricing')), 2),
    sum(vals(W, 'conversions', lambda r: r['source'] == 'Paid Ads')),
    sum(vals(W, 'sessions', wd)),
    round(sum(vals(W, 'sessions', lambda r: r['page'] == '/home')) / len({r['date'] for r in W}), 2),
    sum(vals(W, 'sessions', lambda r: r['page'] == '/signup' and r['source'] == 'Organic Search')),
]

if __name__ == '__main__':
    for t, ans in T.items():
        qs = open(os.path.join(HERE, f'q_{t}.txt')).read().splitlines()
        print(f'== {t}')
        for i, a in enumerate(ans):
            print(f'{i+1:2d}. {qs[i]}\n    TRUE: {a}')
