#!/usr/bin/env python3
"""True answers for questions 1-25 of each table (csv module only)."""
import csv, datetime as dt
from collections import Counter, defaultdict

OUT = []

def emit(t, n, v):
    OUT.append((t, n, v))

def load(f):
    with open(f, newline="") as fh:
        return list(csv.DictReader(fh))

def num(s):
    s = (s or "").strip().replace("$", "").replace(",", "")
    return float(s) if s else None

def r2(x):
    return round(x, 2)

def mean(xs):
    xs = [x for x in xs if x is not None]
    return sum(xs) / len(xs)

def top(counter, k):
    return counter.most_common(k)

def group_mean(rows, key, val):
    g = defaultdict(list)
    for r in rows:
        v = val(r)
        if v is not None:
            g[key(r)].append(v)
    return {k: r2(mean(v)) for k, v in sorted(g.items())}

def group_sum(rows, key, val):
    g = defaultdict(float)
    for r in rows:
        v = val(r)
        if v is not None:
            g[key(r)] += v
    return {k: r2(v) for k, v in sorted(g.items())}

def iso(s):
    return dt.date.fromisoformat(s)

def usd(s):
    return dt.datetime.strptime(s, "%m/%d/%Y").date()

def fmt_counter(c):
    return "; ".join(f"{k}={v}" for k, v in c)

# ------------------------------------------------------------ brewery
T = "brewery_batches"
R = load(T + ".csv")
abv = [num(r["ABV %"]) for r in R]
emit(T, 1, f"{'yes' if max(abv) > 9 else 'no'} (max ABV {max(abv)})")
emit(T, 2, sum(r["Status"] == "Dumped" for r in R))
sc = Counter(r["Beer Style"] for r in R)
emit(T, 3, fmt_counter(top(sc, 2)))
emit(T, 4, max(num(r["IBU"]) for r in R if r["IBU"]))
bc = Counter(r["Brewer"] for r in R)
emit(T, 5, fmt_counter(top(bc, 2)))
emit(T, 6, fmt_counter(top(sc, 4)))
emit(T, 7, sorted(abv)[:6])
emit(T, 8, group_mean(R, lambda r: r["Beer Style"], lambda r: num(r["ABV %"])))
emit(T, 9, f"{sum(r['QC Passed'] == 'N' for r in R)} (blank QC: {sum(r['QC Passed'] == '' for r in R)})")
emit(T, 10, f"{'yes' if any('Galaxy' in r['Hops Used'] for r in R) else 'no'} ({sum('Galaxy' in r['Hops Used'] for r in R)} batches)")
emit(T, 11, r2(mean(num(r["Fermentation Days"]) for r in R)))
emit(T, 12, len(set(r["Tank ID"] for r in R)))
emit(T, 13, max(num(r["BatchSize"]) for r in R))
emit(T, 14, fmt_counter(top(Counter(r["Tank ID"] for r in R), 3)))
emit(T, 15, sorted((num(r["Ingredient Cost"]) for r in R), reverse=True)[:6])
emit(T, 16, r2(sum(num(r["Ingredient Cost"]) for r in R if r["Brew Date"].startswith("2023"))))
emit(T, 17, group_mean(R, lambda r: r["Beer Style"], lambda r: num(r["Ingredient Cost"])))
emit(T, 18, sum(num(r["BatchSize"]) for r in R if r["Brew Date"].startswith("2024")))
emit(T, 19, f"{r2(100 * sum(r['Status'] == 'Dumped' for r in R) / len(R))}%")
emit(T, 20, group_mean([r for r in R if r["Beer Style"] in ("IPA", "Lager")], lambda r: r["Beer Style"], lambda r: num(r["ABV %"])))
emit(T, 21, sum(r["Brewer"] == "Priya Nair" and "2024-01-01" <= r["Brew Date"] <= "2024-03-31" for r in R))
emit(T, 22, fmt_counter(top(Counter(r["Brewer"] for r in R if r["Status"] == "Dumped"), 5)))
emit(T, 23, dict(sorted(Counter(r["Brew Date"][:7] for r in R if r["Brew Date"].startswith("2024")).items())))
emit(T, 24, sum(1 for r in R if r["IBU"] and num(r["IBU"]) > 60))
h24 = sum(num(r["Ingredient Cost"]) for r in R if "2024-01-01" <= r["Brew Date"] <= "2024-06-30")
h23 = sum(num(r["Ingredient Cost"]) for r in R if "2023-01-01" <= r["Brew Date"] <= "2023-06-30")
emit(T, 25, f"{'yes' if h24 > h23 else 'no'} (H1 2024 {r2(h24)} vs H1 2023 {r2(h23)})")

# ------------------------------------------------------------ lift tickets
T = "lift_tickets"
R = load(T + ".csv")
for r in R:
    r["_d"] = usd(r["sale_date"])
emit(T, 1, sum(r["sales_channel"] == "Online" for r in R))
emit(T, 2, f"{'yes' if any(num(r['qty']) > 5 for r in R) else 'no'} ({sum(num(r['qty']) > 5 for r in R)} rows)")
emit(T, 3, fmt_counter(top(Counter(r["ticket_type"] for r in R), 2)))
emit(T, 4, max(num(r["total_usd"]) for r in R))
emit(T, 5, group_mean(R, lambda r: r["sales_channel"], lambda r: num(r["total_usd"])))
emit(T, 6, fmt_counter(top(Counter(r["promo_code"] for r in R if r["promo_code"]), 4)))
emit(T, 7, sorted(num(r["snow_depth_cm"]) for r in R if r["snow_depth_cm"])[:6])
emit(T, 8, sum(r["ticket_type"] == "Season Pass" for r in R))
wr = sum(r["rental_bundle"] == "TRUE" and r["weather"] == "Windy" for r in R)
emit(T, 9, f"{'yes' if wr else 'no'} ({wr} rows)")
emit(T, 10, r2(mean(num(r["unit_price_usd"]) for r in R if r["ticket_type"] == "Night")))
emit(T, 11, len(set(r["age_group"] for r in R)))
emit(T, 12, fmt_counter(top(Counter(r["weather"] for r in R), 2)))
emit(T, 13, max(num(r["snow_depth_cm"]) for r in R if r["snow_depth_cm"]))
emit(T, 14, sum(r["member"] == "Yes" for r in R))
emit(T, 15, sorted(group_mean(R, lambda r: r["ticket_type"], lambda r: num(r["unit_price_usd"])).items(), key=lambda kv: -kv[1]))
emit(T, 16, r2(sum(num(r["total_usd"]) for r in R if r["_d"].year == 2024 and r["_d"].month == 1)))
emit(T, 17, group_sum(R, lambda r: r["sales_channel"], lambda r: num(r["total_usd"])))
emit(T, 18, sum(num(r["qty"]) for r in R if r["age_group"] == "Child"))
tot = sum(num(r["total_usd"]) for r in R)
emit(T, 19, f"{r2(100 * sum(num(r['total_usd']) for r in R if r['sales_channel'] == 'Online') / tot)}%")
emit(T, 20, group_mean(R, lambda r: r["member"], lambda r: num(r["total_usd"])))
emit(T, 21, sum(bool(r["promo_code"]) for r in R))
feb = sum(num(r["total_usd"]) for r in R if (r["_d"].year, r["_d"].month) == (2024, 2))
dec = sum(num(r["total_usd"]) for r in R if (r["_d"].year, r["_d"].month) == (2023, 12))
emit(T, 22, f"{'yes' if feb > dec else 'no'} (Feb 2024 {r2(feb)} vs Dec 2023 {r2(dec)})")
emit(T, 23, r2(mean(num(r["discount_pct"]) for r in R if r["promo_code"])))
mq = group_sum(R, lambda r: r["_d"].strftime("%Y-%m"), lambda r: num(r["qty"]))
emit(T, 24, f"{max(mq, key=mq.get)} ({mq})")
mr = group_sum(R, lambda r: r["_d"].strftime("%Y-%m"), lambda r: num(r["total_usd"]))
emit(T, 25, f"{[m for m, v in mr.items() if v >= 20000]} ({mr})")

# ------------------------------------------------------------ freight quotes
T = "freight_quotes"
R = load(T + ".csv")
OF = lambda r: num(r["Ocean Freight (USD)"])
emit(T, 1, sum(r["Status"] == "Won" for r in R))
n38 = sum(num(r["TransitDays"]) > 38 for r in R)
emit(T, 2, f"{'yes' if n38 else 'no'} ({n38} rows, max {max(num(r['TransitDays']) for r in R)})")
emit(T, 3, fmt_counter(top(Counter(r["Carrier"] for r in R), 3)))
emit(T, 4, max(OF(r) for r in R))
emit(T, 5, group_mean(R, lambda r: r["DestinationPort"], lambda r: num(r["TransitDays"])))
emit(T, 6, fmt_counter(top(Counter(r["OriginPort"] for r in R), 4)))
emit(T, 7, sorted(num(r["Gross Weight (kg)"]) for r in R)[:6])
emit(T, 8, sum(r["Hazardous"] == "TRUE" for r in R))
emit(T, 9, r2(mean(num(r["Containers"]) for r in R)))
emit(T, 10, fmt_counter(top(Counter(r["ContainerType"] for r in R), 2)))
emit(T, 11, len(set(r["Carrier"] for r in R)))
sf = sum(r["OriginPort"] == "Singapore" and r["DestinationPort"] == "Felixstowe" for r in R)
emit(T, 12, f"{'yes' if sf else 'no'} ({sf} rows)")
emit(T, 13, sum(num(r["Containers"]) for r in R))
emit(T, 14, group_mean(R, lambda r: r["Sales Rep"], OF))
emit(T, 15, fmt_counter(top(Counter(r["Incoterm"] for r in R), 4)))
w = sum(r["Status"] == "Won" for r in R); l = sum(r["Status"] == "Lost" for r in R)
emit(T, 16, f"{r2(100 * w / (w + l))}% ({w} won / {w + l} decided)")
emit(T, 17, group_sum([r for r in R if r["Status"] == "Won"], lambda r: r["Carrier"], OF))
emit(T, 18, r2(mean(OF(r) for r in R if r["ContainerType"] == "40HC")))
emit(T, 19, sum(r["Sales Rep"] == "J. Park" and r["Status"] == "Won" and "2024-04-01" <= r["QuoteDate"] <= "2024-06-30" for r in R))
emit(T, 20, group_mean([r for r in R if r["DestinationPort"] in ("Los Angeles", "Rotterdam")], lambda r: r["DestinationPort"], OF))
emit(T, 21, r2(sum(num(r["BAF Surcharge"]) for r in R if r["BAF Surcharge"])))
emit(T, 22, dict(sorted(Counter(r["QuoteDate"][:7] for r in R).items())))
emit(T, 23, fmt_counter(top(Counter(r["Sales Rep"] for r in R if r["Status"] == "Won"), 4)))
emit(T, 24, f"{r2(100 * sum(r['Hazardous'] == 'TRUE' for r in R) / len(R))}%")
emit(T, 25, r2(mean(num(r["Gross Weight (kg)"]) for r in R if r["ContainerType"] == "20RF")))

# ------------------------------------------------------------ trial participants
T = "trial_participants"
R = load(T + ".csv")
emit(T, 1, sum(r["Arm"] == "Placebo" for r in R))
o75 = sum(num(r["Age"]) > 75 for r in R)
emit(T, 2, f"{'yes' if o75 else 'no'} ({o75} rows)")
site = Counter(r["Site"] for r in R)
emit(T, 3, fmt_counter(top(site, 2)))
emit(T, 4, max(num(r["BMI"]) for r in R if r["BMI"]))
emit(T, 5, group_mean(R, lambda r: r["Arm"], lambda r: num(r["Week 12 SBP (mmHg)"])))
emit(T, 6, fmt_counter(top(site, 4)))
emit(T, 7, sorted((num(r["Weight (kg)"]) for r in R if r["Weight (kg)"]), reverse=True)[:6])
emit(T, 8, sum(r["Status"] == "Withdrawn" for r in R))
sw = sum(r["Smoker"] == "Y" and r["Status"] == "Withdrawn" for r in R)
emit(T, 9, f"{'yes' if sw else 'no'} ({sw} rows)")
emit(T, 10, r2(mean(num(r["Age"]) for r in R)))
AE = lambda r: [a.strip() for a in r["Adverse Events"].split(",") if a.strip()]
emit(T, 11, sum("Nausea" in AE(r) for r in R))
emit(T, 12, fmt_counter(top(Counter(a for r in R for a in AE(r)), 3)))
emit(T, 13, sum(not AE(r) for r in R))
emit(T, 14, r2(mean(num(r["BMI"]) for r in R if r["Sex"] == "F")))
emit(T, 15, len(site))
emit(T, 16, group_mean(R, lambda r: r["Arm"], lambda r: (num(r["Baseline SBP (mmHg)"]) - num(r["Week 12 SBP (mmHg)"])) if r["Week 12 SBP (mmHg)"] else None))
emit(T, 17, {s: f"{r2(100 * sum(r['Site'] == s and r['Completed'] == 'Yes' for r in R) / c)}%" for s, c in sorted(site.items())})
emit(T, 18, sum("2023-07-01" <= r["Enrollment Date"] <= "2023-09-30" for r in R))
emit(T, 19, sum(r["Arm"] == "High Dose" and num(r["Age"]) > 65 for r in R))
emit(T, 20, group_mean(R, lambda r: r["Smoker"], lambda r: num(r["Baseline SBP (mmHg)"])))
hd = [r for r in R if r["Arm"] == "High Dose"]
emit(T, 21, f"{r2(100 * sum(bool(AE(r)) for r in hd) / len(hd))}% ({sum(bool(AE(r)) for r in hd)}/{len(hd)})")
emit(T, 22, group_mean(R, lambda r: r["Status"], lambda r: num(r["Visits Attended"])))
emit(T, 23, sum(r["Sex"] == "M" and r["Site"] == "Boston" and r["Completed"] == "Yes" for r in R))
wr = {s: r2(100 * sum(r['Site'] == s and r['Status'] == 'Withdrawn' for r in R) / c) for s, c in sorted(site.items())}
emit(T, 24, f"{max(wr, key=wr.get)} ({wr})")
emit(T, 25, f"{[s for s, c in sorted(site.items()) if c < 40]} ({dict(sorted(site.items()))})")

# ------------------------------------------------------------ license renewals
T = "license_renewals"
R = load(T + ".csv")
AMT = lambda r: num(r["Renewal Amt"])
emit(T, 1, sum(r["status"] == "Churned" for r in R))
d20 = sum(num(r["discount_pct"]) > 20 for r in R)
emit(T, 2, f"{'yes' if d20 else 'no'} ({d20} rows)")
emit(T, 3, fmt_counter(top(Counter(r["product"] for r in R), 2)))
emit(T, 4, max(AMT(r) for r in R))
emit(T, 5, group_mean(R, lambda r: r["account_manager"], AMT))
emit(T, 6, fmt_counter(top(Counter(r["Dept"] for r in R), 4)))
emit(T, 7, sorted((AMT(r) for r in R), reverse=True)[:6])
emit(T, 8, sum(r["auto_renew"] == "TRUE" for r in R))
emit(T, 9, fmt_counter(top(Counter(r["support_tier"] for r in R), 2)))
c15 = sum(r["product"] == "CAD Pro" and num(r["Seat Qty"]) > 15 for r in R)
emit(T, 10, f"{'yes' if c15 else 'no'} ({c15} rows)")
emit(T, 11, f"{r2(mean(num(r['discount_pct']) for r in R))}%")
emit(T, 12, len(set(r["customer_name"] for r in R)))
emit(T, 13, sum("SSO" in [m.strip() for m in r["modules"].split(",")] for r in R))
emit(T, 14, sorted(set(r["list_price"] for r in R if r["product"] == "CRM Cloud")))
cs = group_sum(R, lambda r: r["customer_name"], AMT)
emit(T, 15, sorted(cs.items(), key=lambda kv: -kv[1])[:3])
emit(T, 16, r2(sum(AMT(r) for r in R if r["status"] == "Renewed")))
emit(T, 17, group_sum(R, lambda r: r["product"], AMT))
emit(T, 18, sum("2025-01-01" <= r["expiry_date"] <= "2025-03-31" for r in R))
emit(T, 19, f"{r2(100 * sum(r['status'] == 'Churned' for r in R) / len(R))}%")
emit(T, 20, group_mean([r for r in R if r["support_tier"] in ("Premium", "Basic")], lambda r: r["support_tier"], AMT))
emit(T, 21, sum(num(r["Seat Qty"]) for r in R if r["product"] == "Office Suite"))
emit(T, 22, fmt_counter(top(Counter(r["account_manager"] for r in R if r["status"] == "Churned"), 4)))
emit(T, 23, r2(mean(AMT(r) for r in R if r["term_months"] == "36")))
emit(T, 24, r2(sum(AMT(r) for r in R if r["status"] in ("Pending", "Negotiating"))))
am = group_sum([r for r in R if r["status"] == "Renewed"], lambda r: r["account_manager"], AMT)
emit(T, 25, f"{[k for k, v in am.items() if v >= 1000000]} ({am})")

for t, n, v in OUT:
    print(f"{t}\t{n}\t{v}")
