#!/usr/bin/env python3
"""True answers of every answerable question (1-25 per table). Stdlib only."""
import csv
import os
import datetime as dt
from collections import Counter, defaultdict

MON = {m: i + 1 for i, m in enumerate(
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])}


def load(n):
    return list(csv.DictReader(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), f"{n}.csv"), newline="")))


def num(s):
    s = s.strip().replace("$", "").replace(",", "").replace("%", "")
    return float(s) if s else None


def mdy(s):
    m, d, y = map(int, s.split("/"))
    return dt.date(y, m, d)


def dmy(s):
    d, m, y = s.split("-")
    return dt.date(int(y), MON[m], int(d))


def avg(xs):
    xs = [x for x in xs if x is not None]
    return sum(xs) / len(xs)


def r2(x):
    return round(x, 4)


def top(items, key, k, reverse=True):
    """top-k with tie info: returns (chosen list, boundary value, all tied at boundary)."""
    s = sorted(items, key=key, reverse=reverse)
    chosen = s[:k]
    b = key(s[k - 1])
    tied = [x for x in s if key(x) == b]
    return chosen, b, tied


def argmax_all(d):
    m = max(d.values())
    return [k for k, v in d.items() if v == m], m


def group_avg(rows, g, v):
    acc = defaultdict(list)
    for r in rows:
        x = v(r)
        if x is not None and g(r) != "":
            acc[g(r)].append(x)
    return {k: r2(sum(xs) / len(xs)) for k, xs in sorted(acc.items())}


OUT = []


def ans(t, n, a):
    OUT.append(f"{t}\t{n}\t{a}")


# ---------------------------------------------------------------- subscriptions
def subscriptions():
    t = "subscriptions"
    R = load(t)
    fee = lambda r: num(r["Monthly Fee ($)"])
    seats = lambda r: int(r["seats"])
    nps = lambda r: num(r["NPS"])
    tk = lambda r: int(r["Support Tickets"])
    ch = lambda r: r["Churned"] == "Yes"
    mx = max(fee(r) for r in R)
    ans(t, 1, [r["Plan"] for r in R if fee(r) == mx])
    ans(t, 2, any(seats(r) > 200 for r in R))
    ans(t, 3, all(seats(r) >= 20 for r in R if r["Plan"] == "Enterprise"))
    ans(t, 4, sum(ch(r) for r in R))
    ans(t, 5, r2(avg(nps(r) for r in R)))
    ans(t, 6, max(tk(r) for r in R))
    ans(t, 7, len({r["Country"] for r in R if r["Country"]}))
    ans(t, 8, Counter(r["Plan"] for r in R).most_common(1))
    ms = max(seats(r) for r in R)
    ans(t, 9, [(r["Country"], r["CustomerID"]) for r in R if seats(r) == ms])
    c = Counter(nps(r) for r in R if ch(r) and nps(r) is not None)
    ans(t, 10, c.most_common(3))
    ans(t, 11, Counter(r["Country"] for r in R if r["Country"]).most_common(4))
    ans(t, 12, sorted((fee(r) for r in R), reverse=True)[:5])
    ans(t, 13, sorted(nps(r) for r in R if r["Plan"] == "Pro" and nps(r) is not None)[:6])
    ans(t, 14, [(r["CustomerID"], r["Signup Date"]) for r in R if mdy(r["Signup Date"]).year == 2024 and ch(r)][:5])
    ch3, b, tied = top(R, tk, 3)
    ans(t, 15, f"{[(r['CustomerID'], tk(r)) for r in ch3]} boundary={b} tied={[r['CustomerID'] for r in tied]}")
    ans(t, 16, r2(sum(fee(r) for r in R if not ch(r))))
    ans(t, 17, group_avg(R, lambda r: r["Plan"], fee))
    ans(t, 18, r2(100 * sum(ch(r) for r in R) / len(R)))
    for p in ["Basic", "Enterprise"]:
        g = [r for r in R if r["Plan"] == p]
        OUT.append(f"{t}\t19\t{p}: {sum(ch(r) for r in g)}/{len(g)} = {r2(100 * sum(ch(r) for r in g) / len(g))}%")
    ans(t, 20, sorted(Counter(mdy(r["Signup Date"]).year for r in R).items()))
    ga = group_avg(R, lambda r: r["Country"], nps)
    ans(t, 21, f"{argmax_all(ga)} all={ga}")
    ans(t, 22, r2(avg(seats(r) for r in R if r["Plan"] == "Pro")))
    ans(t, 23, sum(1 for r in R if mdy(r["Signup Date"]).strftime("%Y-%m") == "2023-03"))
    a1 = avg(tk(r) for r in R if ch(r)); a0 = avg(tk(r) for r in R if not ch(r))
    ans(t, 24, f"{a1 > a0} churned={r2(a1)} not={r2(a0)}")
    ans(t, 25, sum(seats(r) for r in R if r["Plan"] == "Enterprise"))


# ---------------------------------------------------------------- inspections
def inspections():
    t = "restaurant_inspections"
    R = load(t)
    sc = lambda r: int(r["Score"])
    vc = lambda r: int(r["Violation Count"])
    d = lambda r: dmy(r["Inspection Date"])
    ans(t, 1, all(r["Critical Violation"] == "Y" for r in R if r["Grade"] == "C"))
    ans(t, 2, any(sc(r) == 0 for r in R))
    ans(t, 3, any(vc(r) > 10 for r in R))
    ans(t, 4, sum(r["Borough"] == "Brooklyn" for r in R))
    ans(t, 5, max(sc(r) for r in R))
    ans(t, 6, len({r["Cuisine"] for r in R}))
    ans(t, 7, r2(avg(vc(r) for r in R)))
    ans(t, 8, Counter(r["Borough"] for r in R if r["Borough"]).most_common(2))
    m = max(sc(r) for r in R)
    ans(t, 9, [(r["Cuisine"], r["Restaurant Name"]) for r in R if sc(r) == m])
    ans(t, 10, Counter(r["Grade"] for r in R if r["Grade"]).most_common(2))
    ans(t, 11, Counter(r["Cuisine"] for r in R).most_common(4))
    ans(t, 12, sorted((sc(r) for r in R), reverse=True)[:5])
    c = Counter(r["Restaurant Name"] for r in R)
    cm = c.most_common()
    ans(t, 13, f"top={cm[:3]} boundary={cm[2][1]} tied={[n for n, k in cm if k == cm[2][1]]}")
    ans(t, 14, f"{any(r['Restaurant Name'] == 'Golden Pizzeria' and r['Grade'] == 'C' for r in R)} grades={[r['Grade'] for r in R if r['Restaurant Name'] == 'Golden Pizzeria']}")
    ans(t, 15, max(d(r) for r in R).isoformat())
    ans(t, 16, group_avg(R, lambda r: r["Borough"], sc))
    ans(t, 17, r2(100 * sum(r["Critical Violation"] == "Y" for r in R) / len(R)))
    ans(t, 18, sorted(Counter(d(r).year for r in R).items()))
    ga = group_avg(R, lambda r: r["Cuisine"], sc)
    ans(t, 19, f"{argmax_all(ga)} all={ga}")
    ga = group_avg(R, lambda r: r["Borough"], vc)
    ans(t, 20, f"Manhattan={ga['Manhattan']} Brooklyn={ga['Brooklyn']}")
    ans(t, 21, sum(1 for r in R if r["Grade"] == "A" and d(r).year == 2023))
    ans(t, 22, r2(100 * sum(r["Grade"] == "" for r in R) / len(R)))
    ans(t, 23, sum(vc(r) for r in R if r["Borough"] == "Bronx"))
    ans(t, 24, sorted(Counter(d(r).month for r in R if d(r).year == 2024).items()))
    ga = group_avg(R, lambda r: r["Restaurant Name"], sc)
    ans(t, 25, f"{argmax_all(ga)}")


# ---------------------------------------------------------------- payroll
def payroll():
    t = "payroll_hr"
    R = load(t)
    sal = lambda r: num(r["Annual Salary"])
    bon = lambda r: num(r["Bonus"])
    perf = lambda r: int(r["Perf Rating"])
    hd = lambda r: dt.date.fromisoformat(r["Hire Date"])
    m = max(sal(r) for r in R)
    ans(t, 1, [(r["Dept"], r["Full Name"], m) for r in R if sal(r) == m])
    ans(t, 2, any(perf(r) == 1 for r in R))
    mg = [r for r in R if "Manager" in r["Job Title"]]
    ans(t, 3, f"{all(sal(r) > 70000 for r in mg)} n={len(mg)} min={min(sal(r) for r in mg)}")
    ans(t, 4, sum(r["Remote"] == "1" for r in R))
    ans(t, 5, r2(avg(sal(r) for r in R)))
    ans(t, 6, max(bon(r) for r in R if bon(r) is not None))
    ans(t, 7, len({r["Job Title"] for r in R}))
    ans(t, 8, Counter(r["Dept"] for r in R).most_common(2))
    mn = min(sal(r) for r in R)
    ans(t, 9, [(r["Job Title"], r["Full Name"], mn) for r in R if sal(r) == mn])
    mh = max(hd(r) for r in R)
    ans(t, 10, [(r["Full Name"], r["Hire Date"]) for r in R if hd(r) == mh])
    ans(t, 11, Counter(r["Dept"] for r in R).most_common(4))
    ans(t, 12, sorted((sal(r) for r in R), reverse=True)[:6])
    rb = [r for r in R if bon(r) is not None]
    ch, b, tied = top(rb, bon, 4)
    ans(t, 13, f"{[(r['Full Name'], bon(r)) for r in ch]} boundary={b} tied={[r['Full Name'] for r in tied]}")
    ans(t, 14, [(r["Full Name"], r["Hire Date"]) for r in R if r["Dept"] == "HR" and hd(r).year < 2013])
    ans(t, 15, Counter(perf(r) for r in R).most_common(2))
    ans(t, 16, group_avg(R, lambda r: r["Dept"], sal))
    ans(t, 17, sum(sal(r) for r in R if r["Dept"] == "Sales"))
    ans(t, 18, r2(100 * sum(r["Remote"] == "1" for r in R) / len(R)))
    ans(t, 19, group_avg(R, lambda r: r["Gender"], sal))
    ans(t, 20, sorted(Counter(hd(r).year for r in R).items()))
    ga = group_avg(R, lambda r: r["Dept"], perf)
    ans(t, 21, f"{argmax_all(ga)} all={ga}")
    ans(t, 22, r2(sum(bon(r) for r in rb)))
    ans(t, 23, sum(r["Manager ID"] == "E1006" for r in R))
    ans(t, 24, r2(avg(bon(r) for r in R if perf(r) == 5)))
    ans(t, 25, sum(hd(r).year == 2023 for r in R))


# ---------------------------------------------------------------- crops
def crops():
    t = "crop_yields"
    R = load(t)
    y = lambda r: num(r["Yield (t/ha)"])
    a = lambda r: num(r["area_ha"])
    rain = lambda r: num(r["Rainfall (mm)"])
    fert = lambda r: r["fertilizer_used"] == "true"
    m = max(y(r) for r in R if y(r) is not None)
    ans(t, 1, [r["crop"] for r in R if y(r) == m])
    ans(t, 2, f"{any(a(r) > 170 for r in R)} n={sum(a(r) > 170 for r in R)}")
    ans(t, 3, all(fert(r) for r in R if r["region"] == "West"))
    ans(t, 4, sum(r["irrigation_type"] == "Drip" for r in R))
    ans(t, 5, r2(avg(rain(r) for r in R)))
    ans(t, 6, max(a(r) for r in R))
    ans(t, 7, len({r["farm_id"] for r in R}))
    ans(t, 8, Counter(r["crop"] for r in R).most_common(2))
    m = max(rain(r) for r in R if rain(r) is not None)
    ans(t, 9, [(r["region"], m) for r in R if rain(r) == m])
    ans(t, 10, Counter(r["irrigation_type"] for r in R).most_common(3))
    ans(t, 11, Counter(r["region"] for r in R).most_common(4))
    ans(t, 12, sorted((y(r) for r in R if r["crop"] == "Wheat" and y(r) is not None), reverse=True)[:6])
    ans(t, 13, sorted(rain(r) for r in R if rain(r) is not None)[:4])
    ans(t, 14, f"{any(r['crop'] == 'Rice' and r['irrigation_type'] == 'None' for r in R)} n={sum(r['crop'] == 'Rice' and r['irrigation_type'] == 'None' for r in R)}")
    mz = [r for r in R if r["crop"] == "Maize" and y(r) is not None]
    mn = min(y(r) for r in mz)
    ans(t, 15, [(r["year"], mn) for r in mz if y(r) == mn])
    ans(t, 16, group_avg(R, lambda r: r["crop"], y))
    ans(t, 17, r2(sum(a(r) for r in R if r["crop"] == "Wheat")))
    ans(t, 18, r2(100 * sum(fert(r) for r in R) / len(R)))
    p = [r for r in R if r["crop"] == "Potato"]
    ans(t, 19, f"with={r2(avg(y(r) for r in p if fert(r)))} without={r2(avg(y(r) for r in p if not fert(r)))}")
    ans(t, 20, sorted(Counter(int(r["year"]) for r in R).items()))
    ga = group_avg(R, lambda r: r["region"], rain)
    ans(t, 21, f"{argmax_all(ga)} all={ga}")
    ans(t, 22, r2(avg(y(r) for r in R if r["crop"] == "Maize" and r["region"] == "South")))
    ga = group_avg(R, lambda r: r["irrigation_type"], y)
    ans(t, 23, f"{argmax_all(ga)} all={ga}")
    acc = defaultdict(float)
    for r in R:
        acc[r["region"]] += a(r)
    ans(t, 24, {k: r2(v) for k, v in sorted(acc.items())})
    ans(t, 25, r2(avg(y(r) for r in R if r["crop"] == "Barley" and r["year"] == "2020")))


# ---------------------------------------------------------------- ecommerce
def ecommerce():
    t = "ecommerce_orders"
    R = load(t)
    pr = lambda r: num(r["Unit Price"])
    q = lambda r: int(r["Qty"])
    sh = lambda r: num(r["Shipping Cost"])
    d = lambda r: mdy(r["Order Date"])
    m = max(pr(r) for r in R)
    ans(t, 1, [(r["Product Category"], m) for r in R if pr(r) == m])
    ans(t, 2, f"{any(q(r) == 10 for r in R)} n={sum(q(r) == 10 for r in R)}")
    bt = [r for r in R if r["Payment Method"] == "Bank Transfer"]
    ans(t, 3, f"{all(r['Delivered'] == 'Yes' for r in bt)} undelivered={sum(r['Delivered'] == 'No' for r in bt)}")
    ans(t, 4, sum(r["Delivered"] == "No" for r in R))
    ans(t, 5, r2(avg(pr(r) for r in R)))
    ans(t, 6, max(sh(r) for r in R))
    ans(t, 7, len({r["Customer Email"] for r in R}))
    ans(t, 8, Counter(r["Payment Method"] for r in R).most_common(2))
    mq = max(q(r) for r in R)
    ans(t, 9, sorted({r["Product Category"] for r in R if q(r) == mq}))
    c = Counter(r["Customer Email"] for r in R).most_common()
    ans(t, 10, f"{[e for e, k in c if k == c[0][1]]} count={c[0][1]} next={c[len([e for e, k in c if k == c[0][1]])]}")
    ans(t, 11, Counter(r["Product Category"] for r in R).most_common(4))
    ans(t, 12, sorted((pr(r) for r in R), reverse=True)[:6])
    ch, b, tied = top(R, d, 3)
    ans(t, 13, f"{[(r['Order ID'], r['Order Date']) for r in ch]} boundary={b} tied={[r['Order ID'] for r in tied]}")
    ans(t, 14, f"{any(r['Discount'] == '25%' and r['Return Requested'] == 'Yes' for r in R)}")
    ans(t, 15, sum(sh(r) == 0 for r in R))
    ans(t, 16, r2(sum(q(r) * pr(r) for r in R)))
    ans(t, 17, group_avg(R, lambda r: r["Product Category"], q))
    dl = [r for r in R if r["Delivered"] == "Yes"]
    ans(t, 18, r2(100 * sum(r["Return Requested"] == "Yes" for r in dl) / len(dl)))
    for cat in ["Clothing", "Electronics"]:
        g = [r for r in R if r["Product Category"] == cat]
        k = sum(r["Return Requested"] == "Yes" for r in g)
        OUT.append(f"{t}\t19\t{cat}: {k}/{len(g)} = {r2(100 * k / len(g))}%")
    ans(t, 20, sorted(Counter(d(r).month for r in R if d(r).year == 2024).items()))
    ga = group_avg(R, lambda r: r["Product Category"], pr)
    ans(t, 21, f"{argmax_all(ga)} all={ga}")
    ans(t, 22, r2(sum(sh(r) for r in R)))
    ans(t, 23, sum(d(r).year == 2023 for r in R))
    ans(t, 24, group_avg(R, lambda r: r["Payment Method"], sh))
    ans(t, 25, r2(100 * sum(r["Payment Method"] == "PayPal" for r in R) / len(R)))


if __name__ == "__main__":
    subscriptions(); inspections(); payroll(); crops(); ecommerce()
    print("\n".join(OUT))
