#!/usr/bin/env python3
"""True answers to questions 1-25 of each table. Prints table<TAB>number<TAB>value."""
import csv, statistics
from collections import Counter, defaultdict
from datetime import datetime

def load(t):
    return list(csv.DictReader(open(f"{t}.csv", newline="")))

def num(s):
    s = (s or "").strip().replace("$", "").replace(",", "")
    return float(s) if s else None

def r2(x):
    return round(x, 2)

def mode(vals):
    c = Counter(v for v in vals if v != "").most_common()
    top = c[0][1]
    return "/".join(sorted(k for k, n in c if n == top)) + f" ({top})"

def avg(xs):
    xs = [x for x in xs if x is not None]
    return sum(xs) / len(xs)

def by(rows, key, f):
    g = defaultdict(list)
    for r in rows:
        g[r[key]].append(r)
    return {k: f(v) for k, v in sorted(g.items())}

out = []
def emit(t, n, v):
    out.append(f"{t}\t{n}\t{v}")

# ---------------- SaaS
t = "saas_subscriptions"; R = load(t)
mrr = lambda r: num(r["MRR ($)"])
sd = lambda r: datetime.strptime(r["Signup Date"], "%Y-%m-%d")
cd = lambda r: datetime.strptime(r["Churn Date"], "%Y-%m-%d") if r["Churn Date"] else None
emit(t, 1, sum(r["Plan"] == "Enterprise" for r in R))
emit(t, 2, any(r["Plan"] == "Enterprise" and r["Country"] == "Brazil" for r in R))
emit(t, 3, len({r["Plan"] for r in R}))
emit(t, 4, mode(r["Country"] for r in R))
emit(t, 5, max(mrr(r) for r in R if mrr(r) is not None))
emit(t, 6, mode(r["Plan"] for r in R))
emit(t, 7, [(r["Company Name"], mrr(r)) for r in sorted((r for r in R if mrr(r) is not None), key=mrr, reverse=True)[:3]])
emit(t, 8, sorted((int(r["Seats"]) for r in R), reverse=True)[:5])
x = [r["Company Name"] for r in R if r["Status"] == "Churned" and r["Auto_Renew"] == "Yes"]
emit(t, 9, f"{bool(x)} ({len(x)} churned with Auto_Renew=Yes)")
emit(t, 10, sum(r["Status"] == "Churned" for r in R))
emit(t, 11, mode(r["Account Manager"] for r in R))
emit(t, 12, r2(avg(int(r["Seats"]) for r in R)))
emit(t, 13, sorted({r["Billing Cycle"] for r in R}))
m = max(int(r["Seats"]) for r in R)
emit(t, 14, [r["Company Name"] for r in R if int(r["Seats"]) == m] + [m])
ent = [r for r in R if r["Plan"] == "Enterprise"]
emit(t, 15, f"{all(r['Billing Cycle'] == 'Annual' for r in ent)} ({sum(r['Billing Cycle'] == 'Annual' for r in ent)}/{len(ent)} annual)")
emit(t, 16, by(R, "Plan", lambda v: r2(sum(mrr(r) or 0 for r in v))))
emit(t, 17, r2(avg(mrr(r) for r in R if r["Status"] == "Active" and r["Plan"] == "Pro")))
emit(t, 18, r2(100 * sum(r["Status"] == "Churned" for r in R) / len(R)))
emit(t, 19, by(R, "Billing Cycle", lambda v: r2(sum(mrr(r) or 0 for r in v))))
emit(t, 20, sum(sd(r).year == 2023 for r in R))
emit(t, 21, sum(1 for r in R if cd(r) and cd(r).year == 2024 and cd(r).month in (4, 5, 6)))
cm = by([r for r in R if r["Country"]], "Country", lambda v: r2(sum(mrr(r) or 0 for r in v)))
emit(t, 22, sorted(cm.items(), key=lambda kv: -kv[1])[:3])
emit(t, 23, by(R, "Plan", lambda v: f"{r2(100 * sum(r['Status'] == 'Churned' for r in v) / len(v))}% ({sum(r['Status'] == 'Churned' for r in v)}/{len(v)})"))
emit(t, 24, sum(1 for r in R if sd(r).year == 2024 and sd(r).month == 3))
emit(t, 25, r2(sum(mrr(r) or 0 for r in R if r["Status"] == "Active" and r["Country"] == "United States")))

# ---------------- Exams
t = "student_exam_results"; R = load(t)
sc = lambda r: num(r["score"])
S = [r for r in R if sc(r) is not None]
ed = lambda r: datetime.strptime(r["exam_date"], "%m/%d/%Y")
emit(t, 1, f"{len({r['student_id'] for r in R})} (by id; {len({r['student_name'] for r in R})} distinct names)")
emit(t, 2, max(sc(r) for r in S))
emit(t, 3, sorted(sc(r) for r in S)[:4])
emit(t, 4, any(sc(r) == 100 for r in S))
emit(t, 5, len({r["subject"] for r in R}))
emit(t, 6, mode(r["subject"] for r in R))
emit(t, 7, sorted({r["teacher"] for r in R if r["subject"] == "Physics"}))
emit(t, 8, f"{sum(r['pass_flag'] == 'N' for r in R)} (pass_flag=N; score<50: {sum(sc(r) < 50 for r in S)})")
emit(t, 9, r2(avg(sc(r) for r in S)))
emit(t, 10, sorted({r["subject"] for r in R if r["teacher"] == "Dr. Kaur"}))
mm = max(sc(r) for r in S if r["subject"] == "Mathematics")
emit(t, 11, [(r["student_name"], r["student_id"], mm) for r in S if r["subject"] == "Mathematics" and sc(r) == mm])
emit(t, 12, sum(1 for r in R if sc(r) is None))
emit(t, 13, any(r["grade_level"] == "9" and r["section"] == "D" for r in R))
emit(t, 14, min(num(r["attendance_pct"]) for r in R if r["attendance_pct"]))
emit(t, 15, sorted((sc(r) for r in S if r["subject"] == "English"), reverse=True)[:5])
emit(t, 16, by(S, "subject", lambda v: r2(avg(sc(r) for r in v))))
emit(t, 17, by(R, "grade_level", lambda v: f"{r2(100 * sum(r['pass_flag'] == 'Y' for r in v) / sum(r['pass_flag'] in 'YN' and r['pass_flag'] != '' for r in v))}% of graded (all rows: {r2(100 * sum(r['pass_flag'] == 'Y' for r in v) / len(v))}%)"))
emit(t, 18, by(S, "gender", lambda v: r2(avg(sc(r) for r in v))))
emit(t, 19, {k: v for k, v in by(S, "term", lambda v: r2(avg(sc(r) for r in v))).items() if k in ("Term 1", "Term 3")})
emit(t, 20, sum(1 for r in R if ed(r).year == 2024 and ed(r).month == 3))
sa = by(S, "section", lambda v: r2(avg(sc(r) for r in v)))
emit(t, 21, f"{max(sa, key=sa.get)} {sa}")
emit(t, 22, r2(avg(sc(r) for r in S if r["attendance_pct"] and num(r["attendance_pct"]) < 80)))
st = defaultdict(list)
for r in S:
    st[(r["student_id"], r["student_name"])].append(sc(r))
emit(t, 23, [(k[1], k[0], r2(sum(v) / len(v))) for k, v in sorted(st.items(), key=lambda kv: -sum(kv[1]) / len(kv[1]))[:5]])
ch = [r for r in R if r["subject"] == "Chemistry" and r["pass_flag"]]
emit(t, 24, f"{r2(100 * sum(r['pass_flag'] == 'N' for r in ch) / len(ch))}% of graded ({sum(r['pass_flag'] == 'N' for r in ch)}/{len(ch)}; of all rows {sum(r['pass_flag'] == 'N' for r in ch)}/{sum(r['subject'] == 'Chemistry' for r in R)})")
emit(t, 25, r2(avg(sc(r) for r in S if r["subject"] == "Mathematics" and r["grade_level"] == "12")))

# ---------------- Delivery
t = "delivery_orders"; R = load(t)
tot = lambda r: num(r["Total Amt"])
ot = lambda r: datetime.strptime(r["OrderTime"], "%Y-%m-%d %H:%M:%S")
emit(t, 1, len(R))
emit(t, 2, mode(r["Cuisine"] for r in R))
emit(t, 3, mode(r["Restaurant"] for r in R))
emit(t, 4, max(tot(r) for r in R))
emit(t, 5, any(r["Restaurant"] == "Sakura Sushi" and r["Rating"] == "1" for r in R))
emit(t, 6, len({r["Restaurant"] for r in R}))
emit(t, 7, sorted({r["Platform"] for r in R}))
emit(t, 8, max(int(r["DeliveryMins"]) for r in R))
emit(t, 9, sum(r["IsLate"] == "1" for r in R))
emit(t, 10, r2(avg(num(r["Tip"]) for r in R)))
emit(t, 11, sorted((tot(r) for r in R), reverse=True)[:5])
zc = Counter(r["Zone"] for r in R)
emit(t, 12, f"{min(zc, key=zc.get)} ({min(zc.values())})")
emit(t, 13, f"{any(int(r['Qty']) > 7 for r in R)} ({sum(int(r['Qty']) > 7 for r in R)} orders)")
emit(t, 14, r2(avg(num(r["Rating"]) for r in R)))
emit(t, 15, sorted(int(r["DeliveryMins"]) for r in R)[:3])
emit(t, 16, by(R, "Platform", lambda v: r2(sum(tot(r) for r in v))))
emit(t, 17, by(R, "Zone", lambda v: r2(avg(int(r["DeliveryMins"]) for r in v))))
emit(t, 18, r2(100 * sum(r["IsLate"] == "1" for r in R) / len(R)))
emit(t, 19, by(R, "IsLate", lambda v: r2(avg(num(r["Rating"]) for r in v))))
emit(t, 20, sum(1 for r in R if ot(r).month == 3))
emit(t, 21, {"Q1": r2(sum(tot(r) for r in R if ot(r).month <= 3)), "Q2": r2(sum(tot(r) for r in R if 4 <= ot(r).month <= 6))})
rs = by(R, "Restaurant", lambda v: r2(sum(tot(r) for r in v)))
emit(t, 22, sorted(rs.items(), key=lambda kv: -kv[1])[:3])
emit(t, 23, r2(avg(tot(r) for r in R if r["Cuisine"] == "Italian" and r["Platform"] == "DoorDash")))
emit(t, 24, r2(100 * sum(r["Platform"] == "UberEats" for r in R) / len(R)))
emit(t, 25, mode(r["OrderTime"][:7] for r in R))

# ---------------- Helpdesk
t = "helpdesk_tickets"; R = load(t)
hr = lambda r: num(r["Resolution Hrs"])
od = lambda r: datetime.strptime(r["Opened"], "%d-%b-%Y")
H = [r for r in R if hr(r) is not None]
emit(t, 1, len(R))
crit = [(r["Ticket #"], r["Status"]) for r in R if r["Priority"] == "Critical" and r["Status"] not in ("Closed", "Resolved")]
emit(t, 2, f"{any(s == 'Open' for _, s in crit)} {crit}")
emit(t, 3, sum(r["Status"] == "On Hold" for r in R))
emit(t, 4, mode(r["Category"] for r in R))
emit(t, 5, mode(r["Dept"] for r in R))
emit(t, 6, max(hr(r) for r in H))
emit(t, 7, len({r["Priority"] for r in R}))
emit(t, 8, mode(r["Assigned To"] for r in R))
emit(t, 9, [(r["Ticket #"], hr(r)) for r in sorted(H, key=hr, reverse=True)[:3]])
emit(t, 10, sum(r["SLA Breached"] == "true" for r in R))
emit(t, 11, r2(avg(num(r["CSAT"]) for r in R)))
emit(t, 12, f"{any(r['Assigned To'] == '' for r in R)} ({sum(r['Assigned To'] == '' for r in R)} blank)")
emit(t, 13, sorted(hr(r) for r in H)[:4])
emit(t, 14, sorted({r["Category"] for r in R}))
emit(t, 15, r2(avg(hr(r) for r in H)))
emit(t, 16, dict(sorted(Counter(r["Category"] for r in R).items())))
emit(t, 17, by(H, "Priority", lambda v: r2(avg(hr(r) for r in v))))
emit(t, 18, r2(100 * sum(r["SLA Breached"] == "true" for r in R) / len(R)))
emit(t, 19, sum(1 for r in R if od(r).year == 2024 and od(r).month in (7, 8, 9)))
emit(t, 20, {"H1": sum(od(r).month <= 6 for r in R), "H2": sum(od(r).month >= 7 for r in R)})
br = by(R, "Dept", lambda v: r2(100 * sum(r["SLA Breached"] == "true" for r in v) / len(v)))
emit(t, 21, f"{max(br, key=br.get)} {br}")
emit(t, 22, by([r for r in R if r["CSAT"] and r["Assigned To"]], "Assigned To", lambda v: r2(avg(num(r["CSAT"]) for r in v))))
emit(t, 23, r2(avg(hr(r) for r in H if r["Priority"] == "High" and r["Category"] == "Network")))
emit(t, 24, sum(1 for r in R if od(r).year == 2024 and od(r).month == 11))
emit(t, 25, Counter(r["Dept"] for r in R if r["Priority"] in ("Critical", "High")).most_common(3))

# ---------------- Property
t = "property_sales"; R = load(t)
sp = lambda r: num(r["Sale Price"])
lp = lambda r: num(r["List Price"])
dd = lambda r: datetime.strptime(r["SaleDate"], "%d/%m/%Y")
emit(t, 1, len(R))
emit(t, 2, max(sp(r) for r in R))
emit(t, 3, mode(r["Neighborhood"] for r in R))
emit(t, 4, [(r["PropertyID"], r["Address"], sp(r)) for r in sorted(R, key=sp, reverse=True)[:3]])
emit(t, 5, len({r["PropertyType"] for r in R}))
emit(t, 6, any(r["PropertyType"] == "Condo" and r["Pool (Y/N)"] == "Y" for r in R))
emit(t, 7, r2(avg(int(r["DaysOnMarket"]) for r in R)))
emit(t, 8, sorted(sp(r) for r in R)[:5])
m = max(int(r["DaysOnMarket"]) for r in R)
emit(t, 9, [(r["PropertyID"], r["Address"], m) for r in R if int(r["DaysOnMarket"]) == m])
emit(t, 10, sum(r["Pool (Y/N)"] == "Y" for r in R))
m = max(num(r["SqFt"]) for r in R if r["SqFt"])
emit(t, 11, [(r["PropertyID"], r["Address"], m) for r in R if num(r["SqFt"]) == m])
emit(t, 12, sorted({r["PropertyType"] for r in R}))
emit(t, 13, f"{any(num(r['Beds']) and num(r['Beds']) > 7 for r in R)} ({sum(1 for r in R if num(r['Beds']) and num(r['Beds']) > 7)} with 8 beds)")
emit(t, 14, statistics.median(sp(r) for r in R))
emit(t, 15, sum(r["PropertyType"] == "Land" for r in R))
emit(t, 16, by(R, "Neighborhood", lambda v: r2(avg(sp(r) for r in v))))
emit(t, 17, dict(sorted({y: r2(sum(sp(r) for r in R if dd(r).year == y)) for y in {dd(r).year for r in R}}.items())))
L = [r for r in R if r["Neighborhood"] == "Lakeview" and r["SqFt"]]
emit(t, 18, f"avg of ratios {r2(avg(sp(r) / num(r['SqFt']) for r in L))}; ratio of sums {r2(sum(sp(r) for r in L) / sum(num(r['SqFt']) for r in L))}")
emit(t, 19, f"{r2(100 * sum(sp(r) > lp(r) for r in R) / len(R))}% ({sum(sp(r) > lp(r) for r in R)}/{len(R)})")
emit(t, 20, {k: v for k, v in by(R, "Pool (Y/N)", lambda v: r2(avg(sp(r) for r in v))).items()})
emit(t, 21, sum(1 for r in R if dd(r).year == 2023 and dd(r).month in (4, 5, 6)))
ns = by(R, "Neighborhood", lambda v: r2(sum(sp(r) for r in v)))
emit(t, 22, sorted(ns.items(), key=lambda kv: -kv[1])[:3])
emit(t, 23, {k: v for k, v in by(R, "PropertyType", lambda v: r2(avg(int(r["DaysOnMarket"]) for r in v))).items() if k in ("Condo", "Townhouse")})
emit(t, 24, sum(1 for r in R if r["PropertyType"] == "Single Family" and r["Beds"] == "3" and sp(r) < 400000))
emit(t, 25, r2(avg(sp(r) for r in R if r["PropertyType"] == "Single Family" and dd(r).year == 2024)))

print("\n".join(out))
