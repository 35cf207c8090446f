import csv, os, datetime as dt
from collections import Counter, defaultdict
D = os.path.dirname(os.path.abspath(__file__))
def load(n):
    with open(os.path.join(D, n + '.csv'), newline='') as f: return list(csv.DictReader(f))
def num(s):
    s = (s or '').replace('$', '').replace(',', '').strip()
    return float(s) if s else None
def r(x, n=4): return round(x, n) if isinstance(x, float) else x
def cnt_top(c, k=None):
    return c.most_common(k)
def group_sum(rows, key, val):
    g = defaultdict(float)
    for x in rows:
        v = val(x)
        if v is not None: g[key(x)] += v
    return {k: round(v, 2) for k, v in sorted(g.items())}
def group_avg(rows, key, val):
    g = defaultdict(list)
    for x in rows:
        v = val(x)
        if v is not None: g[key(x)].append(v)
    return {k: round(sum(v) / len(v), 4) for k, v in sorted(g.items())}
def avg(l): l = [x for x in l if x is not None]; return round(sum(l) / len(l), 4)
out = {}

# ---- pet adoptions
P = load('pet_adoptions'); ISO = lambda s: dt.date.fromisoformat(s)
ad = [x for x in P if x['Adopted'] == 'Yes']
wt = lambda x: num(x['Weight (kg)'])
withw = [x for x in P if wt(x) is not None]
t = {}
t[1] = any(x['Species'] == 'Bird' for x in P)
t[2] = any(x['Adopted'] == 'Yes' and x['Vaccinated'] == 'N' for x in P)
t[3] = cnt_top(Counter(x['Species'] for x in P), 2)
t[4] = cnt_top(Counter(x['Shelter'] for x in P), 3)
t[5] = max(withw, key=wt)['Breed'], max(map(wt, withw))
t[6] = len(ad)
t[7] = avg([num(x['Age (months)']) for x in P])
t[8] = max(map(wt, withw))
t[9] = len(set(x['Breed'] for x in P))
t[10] = sum(x['Species'] == 'Rabbit' for x in P)
t[11] = sorted(set(x['Shelter'] for x in P))
t[12] = cnt_top(Counter(x['Breed'] for x in P), 4)
t[13] = [(x['Name'], wt(x)) for x in sorted(withw, key=wt, reverse=True)[:4]]
t[14] = sorted([num(x['Age (months)']) for x in P if x['Age (months)']], reverse=True)[:6]
cats = sorted([x for x in ad if x['Species'] == 'Cat' and wt(x) is not None], key=wt)
t[15] = [(x['Adoption Fee ($)'], wt(x)) for x in cats[:4]]
t[16] = group_sum(P, lambda x: x['Shelter'], lambda x: num(x['Adoption Fee ($)']))
t[17] = group_avg([x for x in P if x['Species'] == 'Dog'], lambda x: x['Breed'], wt)
t[18] = sum(x['Intake Date'].startswith('2024-03') for x in P)
t[19] = sum(x['Sex'] == 'Female' and x['Species'] == 'Dog' and x['Adopted'] == 'Yes' for x in P)
t[20] = round(100 * len(ad) / len(P), 4)
t[21] = sorted(t[16].items(), key=lambda kv: -kv[1])[:3]
t[22] = group_avg([x for x in P if x['Species'] in ('Cat', 'Dog')], lambda x: x['Species'], lambda x: num(x['Age (months)']))
t[23] = dict(sorted(Counter(x['Intake Date'][:7] for x in P if x['Intake Date'].startswith('2024')).items()))
q2 = [x for x in P if '2023-04-01' <= x['Intake Date'] <= '2023-06-30']
t[24] = avg([num(x['Adoption Fee ($)']) for x in q2])
t[25] = sum(x['Species'] == 'Cat' and x['Vaccinated'] == 'N' and x['Shelter'] == 'Northside Shelter' for x in P)
out['pet_adoptions'] = t

# ---- charity
C = load('charity_donations')
amt = lambda x: num(x['Amount'])
MDY = lambda s: dt.datetime.strptime(s, '%m/%d/%Y').date()
t = {}
t[1] = any(x['DonorType'] == 'Corporate' and amt(x) > 20000 for x in C)
t[2] = any(x['PaymentMethod'] == 'Check' for x in C)
t[3] = cnt_top(Counter(x['Campaign'] for x in C), 3)
mx = max(C, key=amt); t[4] = (mx['DonorType'], amt(mx))
t[5] = sorted(Counter(x['Region'] for x in C).items(), key=lambda kv: kv[1])
t[6] = round(sum(map(amt, C)), 2)
t[7] = avg(list(map(amt, C)))
t[8] = sum(x['Recurring'] == 'true' for x in C)
t[9] = amt(mx)
t[10] = len(set(x['DonorName'] for x in C))
t[11] = sorted(set(x['PaymentMethod'] for x in C if x['PaymentMethod']))
camp = group_sum(C, lambda x: x['Campaign'], amt)
t[12] = sorted(camp.items(), key=lambda kv: -kv[1])[:4]
t[13] = sorted(map(amt, C), reverse=True)[:6]
t[14] = [(x['DonationID'], amt(x)) for x in sorted(C, key=amt)[:4]]
t[15] = sorted(amt(x) for x in C if x['DonorType'] == 'Individual')[:4]
t[16] = camp
t[17] = group_avg(C, lambda x: x['DonorType'], amt)
t[18] = round(sum(amt(x) for x in C if MDY(x['DonationDate']).strftime('%Y-%m') == '2023-12'), 2)
t[19] = sum(x['DonorType'] == 'Individual' and x['GiftAidEligible'] == '1' for x in C)
t[20] = (round(100 * sum(x['PaymentMethod'] == 'PayPal' for x in C) / len(C), 4), 'of non-blank:', round(100 * sum(x['PaymentMethod'] == 'PayPal' for x in C) / sum(bool(x['PaymentMethod']) for x in C), 4))
t[21] = sorted(group_sum(C, lambda x: x['DonorName'], amt).items(), key=lambda kv: -kv[1])[:6]
t[22] = {k: v for k, v in group_sum(C, lambda x: x['Region'], amt).items() if k in ('North', 'South')}
t[23] = dict(sorted(Counter(MDY(x['DonationDate']).strftime('%Y-%m') for x in C if MDY(x['DonationDate']).year == 2024).items()))
t[24] = avg([amt(x) for x in C if dt.date(2024, 1, 1) <= MDY(x['DonationDate']) <= dt.date(2024, 3, 31)])
t[25] = sum(x['Recurring'] == 'true' and x['Region'] == 'West' and amt(x) > 100 for x in C)
out['charity_donations'] = t

# ---- vendor invoices
V = load('vendor_invoices')
va = lambda x: num(x['Amt (USD)'])
DMY = lambda s: dt.datetime.strptime(s, '%d-%b-%Y').date()
wa = [x for x in V if va(x) is not None]
t = {}
t[1] = any(x['Currency'] == 'EUR' for x in V)
t[2] = any(x['Status'] == 'Overdue' and int(x['Days Late']) > 30 for x in V)
t[3] = cnt_top(Counter(x['Vendor'] for x in V), 3)
cat = group_sum(V, lambda x: x['Category'], va)
t[4] = sorted(cat.items(), key=lambda kv: -kv[1])[:2]
mx = max(wa, key=va); t[5] = (mx['Approver'], va(mx), mx['Invoice No.'])
t[6] = sum(x['Paid'] == 'N' for x in V)
t[7] = round(sum(map(va, wa)), 2)
t[8] = avg([int(x['Days Late']) for x in V if x['Status'] == 'Overdue'])
t[9] = max(num(x['Tax Amt']) for x in V)
t[10] = len(set(x['Vendor'] for x in V))
t[11] = sorted(set(x['Status'] for x in V))
ven = group_sum(V, lambda x: x['Vendor'], va)
t[12] = sorted(ven.items(), key=lambda kv: -kv[1])[:4]
t[13] = sorted(map(va, wa), reverse=True)[:6]
t[14] = [(x['Invoice No.'], x['Days Late'], x['Status']) for x in sorted(V, key=lambda x: -int(x['Days Late']))[:5]]
dl = sorted([x for x in V if x['Vendor'] == 'Deloitte' and va(x) is not None], key=va)
t[15] = [(x['Tax Amt'], va(x)) for x in dl[:4]]
t[16] = ven
t[17] = group_avg(V, lambda x: x['Category'], va)
t[18] = round(sum(va(x) for x in wa if DMY(x['Invoice Date']).strftime('%Y-%m') == '2024-03'), 2)
t[19] = sum(x['Status'] == 'Overdue' and x['Approver'] == 'K. Nguyen' for x in V)
t[20] = round(100 * sum(x['Paid'] == 'Y' for x in V) / len(V), 4)
t[21] = sorted(group_sum(V, lambda x: x['Approver'], va).items(), key=lambda kv: -kv[1])
t[22] = {v: sum(x['Vendor'] == v for x in V) for v in ('Staples', 'FedEx')}
t[23] = dict(sorted(Counter(DMY(x['Invoice Date']).strftime('%Y-%m') for x in V if DMY(x['Invoice Date']).year == 2023).items()))
t[24] = avg([va(x) for x in wa if dt.date(2023, 7, 1) <= DMY(x['Invoice Date']) <= dt.date(2023, 9, 30)])
t[25] = (sum(x['Category'] == 'Facilities' and va(x) is not None and va(x) > 5000 and x['Paid'] == 'N' for x in V), 'status=Unpaid only:', sum(x['Category'] == 'Facilities' and va(x) is not None and va(x) > 5000 and x['Status'] == 'Unpaid' for x in V))
out['vendor_invoices'] = t

# ---- bug tracker
B = load('bug_tracker')
sp = lambda x: num(x['story_points'])
t = {}
t[1] = any(x['severity'] == 'Critical' and x['status'] == 'Open' for x in B)
t[2] = any(x['is_regression'] == '1' and x['component'] == 'database' for x in B)
t[3] = cnt_top(Counter(x['component'] for x in B), 3)
t[4] = cnt_top(Counter(x['reporter'] for x in B), 3)
ms = max(sp(x) for x in B if sp(x) is not None)
b = min([x for x in B if sp(x) == ms], key=lambda x: x['created_at']); t[5] = (b['severity'], b['bug_id'], b['created_at'])
t[6] = sum(x['status'] == 'Closed' for x in B)
t[7] = avg(list(map(sp, B)))
t[8] = sum(x['assignee'] == '' for x in B)
t[9] = ms
t[10] = len(set(x['reporter'] for x in B))
t[11] = sorted(set(x['severity'] for x in B))
t[12] = cnt_top(Counter(x['component'] for x in B), 4)
bc = sorted(B, key=lambda x: x['created_at'])
t[13] = [(x['bug_id'], x['created_at']) for x in bc[::-1][:6]]
t[14] = [(x['bug_id'], x['created_at']) for x in bc[:4]]
t[15] = [(x['story_points'], x['bug_id']) for x in [y for y in bc[::-1] if y['severity'] == 'Critical'][:4]]
t[16] = dict(sorted(Counter(x['status'] for x in B).items()))
t[17] = group_avg(B, lambda x: x['severity'], sp)
t[18] = sum(x['created_at'].startswith('2024-01') for x in B)
t[19] = sum(x['priority'] == 'P1' and x['assignee'] == 'alice' for x in B)
t[20] = round(100 * sum(x['is_regression'] == '1' for x in B) / len(B), 4)
t[21] = cnt_top(Counter(x['assignee'] for x in B if x['status'] in ('Resolved', 'Closed') and x['assignee']), 4)
t[22] = {c: sum(x['component'] == c and x['severity'] == 'Critical' for x in B) for c in ('frontend', 'backend')}
t[23] = dict(sorted(Counter(x['created_at'][:7] for x in B if x['created_at'].startswith('2023')).items()))
t[24] = sum(sp(x) or 0 for x in B if '2024-04-01' <= x['created_at'][:10] <= '2024-06-30')
t[25] = (sum(x['severity'] == 'Major' and x['component'] == 'api' and x['status'] == 'Open' for x in B), 'open+in progress:', sum(x['severity'] == 'Major' and x['component'] == 'api' and x['status'] in ('Open', 'In Progress') for x in B))
out['bug_tracker'] = t

# ---- freelance
F = load('freelance_timesheets')
h = lambda x: float(x['HoursWorked']); rt = lambda x: num(x['HourlyRate'])
MD = lambda s: dt.datetime.strptime(s, '%m/%d/%Y').date()
t = {}
t[1] = any(h(x) > 8 for x in F)
t[2] = any(x['Country'] == 'Ireland' for x in F)
t[3] = cnt_top(Counter(x['Client'] for x in F), 3)
t[4] = sorted({(x['FreelancerName'], rt(x)) for x in F}, key=lambda kv: -kv[1])[:2]
t[5] = sorted(group_sum(F, lambda x: x['ProjectType'], h).items(), key=lambda kv: -kv[1])[:2]
t[6] = sum(x['Billable'] == 'TRUE' for x in F)
t[7] = round(sum(map(h, F)), 2)
t[8] = avg(list(map(rt, F)))
t[9] = min(map(h, F))
t[10] = len(set(x['Client'] for x in F))
t[11] = sorted(set(x['ProjectType'] for x in F))
t[12] = sorted(group_sum(F, lambda x: x['FreelancerName'], h).items(), key=lambda kv: -kv[1])[:4]
t[13] = sorted([h(x) for x in F if x['Client'] == 'Globex'], reverse=True)[:6]
fc = sorted(F, key=lambda x: MD(x['WorkDate']))
t[14] = [(x['EntryID'], x['WorkDate']) for x in fc[:5]]
t[15] = sorted({rt(x) for x in F if x['Country'] == 'India'})
t[16] = group_sum(F, lambda x: x['Client'], h)
t[17] = group_avg(F, lambda x: x['FreelancerName'], h)
t[18] = round(sum(h(x) for x in F if MD(x['WorkDate']).strftime('%Y-%m') == '2024-03'), 2)
t[19] = sum(x['Billable'] == 'TRUE' and x['Invoiced'] == 'No' for x in F)
t[20] = round(100 * t[6] / len(F), 4)
t[21] = sorted(group_sum(F, lambda x: x['Client'], lambda x: h(x) * rt(x)).items(), key=lambda kv: -kv[1])[:4]
t[21] = (t[21], 'billable only:', sorted(group_sum([x for x in F if x['Billable'] == 'TRUE'], lambda x: x['Client'], lambda x: h(x) * rt(x)).items(), key=lambda kv: -kv[1])[:4])
t[22] = {k: v for k, v in group_sum(F, lambda x: x['FreelancerName'], h).items() if k in ('Ana Souza', 'Dev Sharma')}
t[23] = dict(sorted(Counter(MD(x['WorkDate']).strftime('%Y-%m') for x in F).items()))
t[24] = round(sum(h(x) for x in F if 7 <= MD(x['WorkDate']).month <= 9), 2)
t[25] = sum(x['ProjectType'] == 'Web Development' and x['FreelancerName'] == 'Ben Carter' and x['Client'] == 'Initech' for x in F)
out['freelance_timesheets'] = t

with open(os.path.join(D, 'truth_out.txt'), 'w') as f:
    for tb, t in out.items():
        f.write(f'##### {tb}\n')
        for k in range(1, 31):
            f.write(f'{k}: {t[k] if k in t else "UNANSWERABLE"}\n')
