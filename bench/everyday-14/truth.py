#!/usr/bin/env python3
"""True answers to questions 1-25 of each table. Output: table<TAB>number<TAB>value."""
import csv
import statistics
from collections import Counter, defaultdict
from datetime import datetime

out = []


def emit(t, n, v):
    out.append("%s\t%d\t%s" % (t, n, v))


def load(f):
    return list(csv.DictReader(open(f, newline="")))


def num(s):
    s = (s or "").replace("$", "").replace(",", "").strip()
    return float(s) if s else None


def r2(x):
    return round(x, 2)


def pdate(s, fmts=("%Y-%m-%d", "%m/%d/%Y", "%d-%b-%Y")):
    # the format list is per table: vet uses m/d/Y, recruiting uses d/m/Y
    for f in fmts:
        try:
            return datetime.strptime(s, f)
        except ValueError:
            pass
    raise ValueError(s)


def top(counter, k=None):
    return counter.most_common(k)


def avg(xs):
    xs = [x for x in xs if x is not None]
    return sum(xs) / len(xs)


def group_avg(rows, key, val):
    g = defaultdict(list)
    for r in rows:
        v = val(r)
        if v is not None:
            g[key(r)].append(v)
    return {k: sum(v) / len(v) for k, v in g.items()}


def fmt_d(d, nd=2):
    return "; ".join("%s=%s" % (k, round(v, nd) if isinstance(v, float) else v)
                     for k, v in sorted(d.items(), key=lambda kv: (-kv[1] if isinstance(kv[1], (int, float)) else 0)))


# ---------------------------------------------------------------- vet_billing
T = "vet_billing"
R = load("vet_billing.csv")
fee = lambda r: num(r["Fee Charged ($)"])
bal = lambda r: num(r["Balance Due"])
ins = lambda r: num(r["insurance_paid"])
for r in R:
    r["_d"] = pdate(r["Visit Date"])
emit(T, 1, "Yes" if any(fee(r) > 3000 for r in R) else "No")
emit(T, 2, sum(r["Species"] == "Cat" for r in R))
a = group_avg(R, lambda r: r["Attending Vet"], fee)
emit(T, 3, "%s (%.2f); all: %s" % (max(a, key=a.get), max(a.values()), fmt_d(a)))
emit(T, 4, top(Counter(r["Species"] for r in R), 4))
emit(T, 5, max(bal(r) for r in R))
emit(T, 6, len({r["Procedure"] for r in R}))
emit(T, 7, top(Counter(r["Procedure"] for r in R), 2))
emit(T, 8, "Yes" if any(r["Species"] == "Rabbit" and r["Procedure"] == "Surgery" for r in R) else "No")
emit(T, 9, sorted((fee(r) for r in R), reverse=True)[:6])
emit(T, 10, sum(r["Paid (Y/N)"] == "N" for r in R))
emit(T, 11, "%.2f over non-blank (n=%d); %.2f if blanks=0" % (
    avg(ins(r) for r in R), sum(ins(r) is not None for r in R), sum(ins(r) or 0 for r in R) / len(R)))
emit(T, 12, top(Counter(r["Pet Name"] for r in R), 3))
emit(T, 13, r2(sum(bal(r) for r in R)))
a = group_avg(R, lambda r: r["Species"], fee)
emit(T, 14, "%s (%.2f); all: %s" % (min(a, key=a.get), min(a.values()), fmt_d(a)))
c = Counter(r["Attending Vet"] for r in R)
emit(T, 15, "%s; counts: %s" % (sorted(k for k, v in c.items() if v > 50), dict(c)))
emit(T, 16, sum(r["Attending Vet"] == "Dr. Chen" and r["_d"].year == 2024 for r in R))
g = defaultdict(float)
for r in R:
    g[r["Procedure"]] += fee(r)
emit(T, 17, fmt_d({k: r2(v) for k, v in g.items()}))
emit(T, 18, "%.2f%%" % (100 * sum(r["Paid (Y/N)"] == "Y" for r in R) / len(R)))
emit(T, 19, r2(avg(bal(r) for r in R if r["Paid (Y/N)"] == "N")))
emit(T, 20, r2(sum(ins(r) or 0 for r in R if r["Species"] == "Dog")))
c = Counter(r["_d"].month for r in R if r["_d"].year == 2024)
emit(T, 21, top(c, 3))
g = defaultdict(float)
for r in R:
    g[r["owner_last_name"]] += fee(r)
emit(T, 22, [(k, r2(v)) for k, v in sorted(g.items(), key=lambda kv: -kv[1])[:4]])
a = group_avg([r for r in R if r["Procedure"] == "Dental Cleaning"], lambda r: r["Attending Vet"], fee)
emit(T, 23, fmt_d(a))
emit(T, 24, sum(r["Procedure"] == "Emergency Visit" and bal(r) > 0 for r in R))
g = defaultdict(float)
for r in R:
    g[r["_d"].year] += fee(r)
emit(T, 25, {k: r2(v) for k, v in sorted(g.items())})

# ---------------------------------------------------------------- recruiting_pipeline
T = "recruiting_pipeline"
R = load("recruiting_pipeline.csv")
sal = lambda r: num(r["Offer Salary (USD)"])
sc = lambda r: num(r["Interview Score (1-5)"])
for r in R:
    r["_d"] = pdate(r["applicationDate"], ("%Y-%m-%d", "%b %d, %Y", "%d/%m/%Y"))
hired = lambda r: r["Hired?"] == "Yes"
emit(T, 1, sum(hired(r) for r in R))
emit(T, 2, top(Counter(r["Source"] for r in R), 2))
emit(T, 3, max(sal(r) for r in R if sal(r)))
emit(T, 4, "Yes" if any(sc(r) == 5 and r["Current Stage"] == "Rejected" for r in R) else "No")
emit(T, 5, top(Counter(r["roleApplied"] for r in R), 4))
a = group_avg(R, lambda r: r["Dept"], sal)
emit(T, 6, "%s (%.2f); all: %s" % (max(a, key=a.get), max(a.values()), fmt_d(a)))
emit(T, 7, sum(r["Current Stage"] == "Onsite" for r in R))
emit(T, 8, sorted((sal(r) for r in R if sal(r)), reverse=True)[:6])
emit(T, 9, len({r["roleApplied"] for r in R}))
emit(T, 10, top(Counter(r["recruiter"] for r in R), 2))
emit(T, 11, "%.4f (n=%d)" % (avg(sc(r) for r in R), sum(sc(r) is not None for r in R)))
emit(T, 12, "Yes" if any(r["Source"] == "Agency" and hired(r) for r in R) else "No")
emit(T, 13, min(sal(r) for r in R if sal(r) and r["Dept"] == "Sales"))
emit(T, 14, sum(r["Source"] == "University Fair" for r in R))
emit(T, 15, top(Counter(r["Current Stage"] for r in R), 2))
emit(T, 16, sum(hired(r) and r["Source"] == "Referral" and r["_d"].year == 2024 for r in R))
emit(T, 17, dict(top(Counter(r["Dept"] for r in R if hired(r)))))
emit(T, 18, "%.2f exact role (n=%d); %.2f incl. Senior" % (
    avg(sal(r) for r in R if r["roleApplied"] == "Software Engineer"),
    sum(1 for r in R if r["roleApplied"] == "Software Engineer" and sal(r)),
    avg(sal(r) for r in R if "Software Engineer" in r["roleApplied"])))
emit(T, 19, "%.2f%%" % (100 * sum(r["Current Stage"] == "Rejected" for r in R) / len(R)))
emit(T, 20, top(Counter(r["_d"].month for r in R if r["_d"].year == 2024), 3))
tot = Counter(r["Source"] for r in R)
h = Counter(r["Source"] for r in R if hired(r))
emit(T, 21, "; ".join("%s=%.2f%% (%d/%d)" % (k, 100 * h[k] / tot[k], h[k], tot[k]) for k in tot))
emit(T, 22, fmt_d(group_avg(R, lambda r: r["recruiter"], sc), 4))
emit(T, 23, sum(sal(r) or 0 for r in R if hired(r)))
emit(T, 24, sum(r["_d"].year == 2023 for r in R))
emit(T, 25, statistics.median([sal(r) for r in R if r["Dept"] == "Data" and sal(r)]))

# ---------------------------------------------------------------- meter_readings
T = "meter_readings"
R = load("meter_readings.csv")
kwh = lambda r: num(r["kWh Used"])
pk = lambda r: num(r["Peak kW"])
bill = lambda r: num(r["Bill Amt ($)"])
for r in R:
    m = r["billing_month"]
    r["_m"] = datetime.strptime(m, "%Y-%m") if "-" in m else datetime.strptime(m, "%b %Y")
late = lambda r: r["late_pmt_flag"] == "Yes"
emit(T, 1, len({r["meter_id"] for r in R}))
c = Counter(x for x in {(r["meter_id"], r["City"]) for r in R if r["cust_type"] == "Commercial"})
c = Counter(city for _, city in {(r["meter_id"], r["City"]) for r in R if r["cust_type"] == "Commercial"})
emit(T, 2, "%s; meters: %s; rows: %s" % (top(c, 1)[0][0], dict(c),
                                        dict(Counter(r["City"] for r in R if r["cust_type"] == "Commercial"))))
emit(T, 3, max(kwh(r) for r in R))
emit(T, 4, "Yes (max %.1f)" % max(pk(r) for r in R) if any(pk(r) > 50 for r in R) else "No (max %.1f)" % max(pk(r) for r in R))
emit(T, 5, sum(late(r) for r in R))
g = defaultdict(float)
for r in R:
    g[r["meter_id"]] += kwh(r)
emit(T, 6, sorted(g.items(), key=lambda kv: -kv[1])[:2])
emit(T, 7, r2(avg(bill(r) for r in R)))
g = defaultdict(float)
for r in R:
    g[r["City"]] += kwh(r)
emit(T, 8, sorted(g.items(), key=lambda kv: -kv[1]))
g = defaultdict(float)
for r in R:
    g[r["_m"].strftime("%Y-%m")] += kwh(r)
emit(T, 9, sorted(g.items(), key=lambda kv: -kv[1])[:2])
emit(T, 10, min(bill(r) for r in R))
emit(T, 11, len({r["meter_id"] for r in R if r["cust_type"] == "Residential"}))
emit(T, 12, sorted((bill(r) for r in R), reverse=True)[:6])
emit(T, 13, "Yes" if any(r["City"] == "Fairview" and r["cust_type"] == "Commercial" for r in R) else "No")
emit(T, 14, r2(avg(pk(r) for r in R if r["cust_type"] == "Residential")))
emit(T, 15, dict(Counter(r["cust_type"] for r in R if late(r))))
g = defaultdict(float)
for r in R:
    g[r["cust_type"]] += kwh(r)
emit(T, 16, dict(g))
emit(T, 17, r2(avg(bill(r) for r in R if r["cust_type"] == "Residential" and r["City"] == "Riverton")))
emit(T, 18, r2(sum(bill(r) for r in R if r["_m"].month in (7, 8, 9))))
c = Counter(r["meter_id"] for r in R if late(r))
emit(T, 19, "%s; all late counts: %s" % (sorted(k for k, v in c.items() if v > 3), dict(c.most_common())))
emit(T, 20, "%.2f%%" % (100 * sum(late(r) for r in R) / len(R)))
emit(T, 21, r2(avg(kwh(r) for r in R if r["cust_type"] == "Commercial")))
g = defaultdict(float)
for r in R:
    if r["City"] == "Springfield":
        g[r["_m"].strftime("%Y-%m")] += kwh(r)
emit(T, 22, sorted(g.items()))
g = defaultdict(float)
for r in R:
    g[r["City"]] += bill(r)
emit(T, 23, {k: r2(v) for k, v in g.items()})
emit(T, 24, max(pk(r) for r in R if r["_m"].month == 7))
emit(T, 25, sum(r["cust_type"] == "Residential" and bill(r) > 200 for r in R))

# ---------------------------------------------------------------- course_enrollment
T = "course_enrollment"
R = load("course_enrollment.csv")
gp = lambda r: num(r["GradePts"])
emit(T, 1, len(R))
emit(T, 2, top(Counter(r["Course_Code"] for r in R), 2))
emit(T, 3, top(Counter(r["Final Grade"] for r in R if r["Final Grade"]), 3))
emit(T, 4, sum(r["Final Grade"] == "F" for r in R))
emit(T, 5, top(Counter(r["Instructor"] for r in R), 2))
a = group_avg(R, lambda r: r["Course_Code"] + " " + r["Course Title"], gp)
emit(T, 6, sorted(a.items(), key=lambda kv: -kv[1])[:4])
emit(T, 7, len({r["StudentID"] for r in R}))
emit(T, 8, "Yes" if any(r["Cr Hrs"] == "5" for r in R) else "No")
emit(T, 9, "%.4f" % avg(gp(r) for r in R if r["Course_Code"] == "MATH110"))
emit(T, 10, sum(r["Enrollment Status"] == "Withdrawn" for r in R))
emit(T, 11, top(Counter(r["Term"] for r in R), 2))
emit(T, 12, sorted({r["Course_Code"] for r in R if r["Cr Hrs"] == "4"}))
emit(T, 13, "Yes" if any(r["Course_Code"] == "MATH220" and r["Final Grade"] == "A" for r in R) else "No")
a = group_avg(R, lambda r: r["Instructor"], gp)
emit(T, 14, "%s (%.4f); all: %s" % (min(a, key=a.get), min(a.values()), fmt_d(a, 4)))
emit(T, 15, sum(r["Course_Code"] == "CS101" and r["Enrollment Status"] == "Dropped" for r in R))
emit(T, 16, fmt_d(group_avg(R, lambda r: r["Term"], gp), 4))
emit(T, 17, sum(r["Instructor"] == "Prof. Weiss" and r["Final Grade"] == "A" for r in R))
tot = Counter(r["Course_Code"] for r in R)
d = Counter(r["Course_Code"] for r in R if r["Enrollment Status"] == "Dropped")
w = Counter(r["Course_Code"] for r in R if r["Enrollment Status"] == "Withdrawn")
emit(T, 18, "Dropped only: " + "; ".join("%s=%.2f%%(%d/%d)" % (k, 100 * d[k] / tot[k], d[k], tot[k]) for k in sorted(tot))
     + " || incl. Withdrawn: " + "; ".join("%s=%.2f%%" % (k, 100 * (d[k] + w[k]) / tot[k]) for k in sorted(tot)))
emit(T, 19, sum(int(r["Cr Hrs"]) for r in R if r["Term"] == "Fall 2024" and r["Enrollment Status"] == "Enrolled"))
c = Counter(r["StudentID"] for r in R)
emit(T, 20, "%d (>=5 rows)" % sum(v >= 5 for v in c.values()))
emit(T, 21, dict(Counter(r["Term"] for r in R if r["Enrollment Status"] == "Withdrawn")))
emit(T, 22, dict(top(Counter(r["Final Grade"] or "(blank)" for r in R if r["Course_Code"] == "STAT150"))))
ds = [r for r in R if r["Course_Code"] == "CS201"]
good = sum(r["Final Grade"] in ("A", "A-", "B+", "B") for r in ds)
graded = sum(r["GradePts"] != "" for r in ds)
emit(T, 23, "%.2f%% of all (%d/%d); %.2f%% of graded (%d/%d)" % (100 * good / len(ds), good, len(ds), 100 * good / graded, good, graded))
emit(T, 24, fmt_d(a, 4))
f23 = {r["StudentID"] for r in R if r["Term"] == "Fall 2023"}
f24 = {r["StudentID"] for r in R if r["Term"] == "Fall 2024"}
emit(T, 25, len(f23 & f24))

# ---------------------------------------------------------------- scooter_trips
T = "scooter_trips"
R = load("scooter_trips.csv")
fare = lambda r: num(r["Fare (USD)"])
dist = lambda r: num(r["distance_mi"])
rat = lambda r: num(r["rider_rating"])
surge = lambda r: float(r["surgeMultiplier"])
for r in R:
    s = r["startTime"]
    r["_t"] = datetime.strptime(s, "%Y-%m-%d %H:%M:%S") if "-" in s else datetime.strptime(s, "%m/%d/%Y %H:%M")
    h, m, s2 = map(int, r["duration (hh:mm:ss)"].split(":"))
    r["_dur"] = h * 60 + m + s2 / 60
emit(T, 1, len(R))
emit(T, 2, top(Counter(r["start_neighborhood"] for r in R), 2))
emit(T, 3, max(dist(r) for r in R))
emit(T, 4, r2(avg(fare(r) for r in R)))
emit(T, 5, "Yes" if any(surge(r) == 2.0 for r in R) else "No")
emit(T, 6, top(Counter(r["payment_method"] for r in R), 4))
emit(T, 7, sum(r["rider_rating"] == "" for r in R))
emit(T, 8, top(Counter(r["riderId"] for r in R), 2))
emit(T, 9, sorted((fare(r) for r in R), reverse=True)[:6])
emit(T, 10, sum(r["start_neighborhood"] == r["end_neighborhood"] for r in R))
emit(T, 11, "%.4f" % avg(rat(r) for r in R))
a = group_avg(R, lambda r: r["end_neighborhood"], fare)
emit(T, 12, "%s (%.2f); all: %s" % (max(a, key=a.get), max(a.values()), fmt_d(a)))
emit(T, 13, len({r["riderId"] for r in R}))
emit(T, 14, top(Counter(r["surgeMultiplier"] for r in R), 2))
emit(T, 15, sum(rat(r) == 1 for r in R))
emit(T, 16, "%.2f%%" % (100 * sum(surge(r) > 1 for r in R) / len(R)))
emit(T, 17, fmt_d(group_avg(R, lambda r: r["payment_method"], fare)))
emit(T, 18, r2(sum(fare(r) for r in R if r["_t"].year == 2024 and r["_t"].month == 5)))
emit(T, 19, dict(sorted(Counter(r["_t"].strftime("%Y-%m") for r in R).items())))
emit(T, 20, "%.4f" % avg(r["_dur"] for r in R))
emit(T, 21, top(Counter(r["_t"].hour for r in R), 3))
emit(T, 22, r2(sum(dist(r) for r in R if r["start_neighborhood"] == "Downtown")))
emit(T, 23, "surge %.4f; non-surge %.4f" % (avg(rat(r) for r in R if surge(r) > 1), avg(rat(r) for r in R if surge(r) == 1)))
g = defaultdict(float)
for r in R:
    g[r["riderId"]] += fare(r)
emit(T, 24, [(k, r2(v)) for k, v in sorted(g.items(), key=lambda kv: -kv[1])[:6]])
emit(T, 25, "%.4f sum/sum; %.4f avg of per-trip ratios" % (
    sum(fare(r) for r in R) / sum(dist(r) for r in R), avg(fare(r) / dist(r) for r in R)))

open("truth_out.txt", "w").write("\n".join(out) + "\n")
print("\n".join(out))
