#!/usr/bin/env python3
"""True answers for questions 1-25 of each table (stdlib csv only).
Conventions: blank cells are ignored in averages/sums/min/max; counts of rows use all rows
unless the question is about a column value. Ties are shown with '|'."""
import csv
import statistics
from collections import Counter, defaultdict
from datetime import datetime

OUT = []


def emit(t, n, v):
    OUT.append((t, n, v))


def load(f):
    with open(f, newline="") as fh:
        return list(csv.DictReader(fh))


def num(s):
    s = (s or "").strip().replace("$", "").replace(",", "")
    if s in ("", "N/A"):
        return None
    return float(s)


def r2(x):
    return round(x, 2)


def mode(vals, k=1):
    c = Counter(v for v in vals if v not in ("", None))
    top = c.most_common()
    best = top[0][1]
    return "|".join(f"{v}" for v, n in top if n == best) + f" ({best})"


def least(vals):
    c = Counter(v for v in vals if v not in ("", None))
    lo = min(c.values())
    return "|".join(v for v, n in c.items() if n == lo) + f" ({lo})"


def topn_keys(d, n, reverse=True):
    items = sorted(d.items(), key=lambda kv: -kv[1] if reverse else kv[1])
    cut = items[n - 1][1]
    main = [f"{k}={r2(v)}" for k, v in items[:n]]
    ties = [f"{k}={r2(v)}" for k, v in items[n:] if v == cut]
    return ", ".join(main) + (f" (tied with: {', '.join(ties)})" if ties else "")


def dist(d):
    return "; ".join(f"{k}={r2(v)}" for k, v in sorted(d.items(), key=lambda kv: -kv[1]))


# ---------------------------------------------------------------- hotel
T = "hotel_bookings"
R = load("hotel_bookings.csv")
for r in R:
    r["_d"] = datetime.strptime(r["Check-in Date"], "%m/%d/%Y")
    r["_adr"] = num(r["ADR ($)"])
    r["_n"] = int(r["Nights"])
    r["_c"] = num(r["Children"])
emit(T, 1, f"{any(int(r['Adults']) > 3 for r in R)} ({sum(int(r['Adults']) > 3 for r in R)} bookings)")
emit(T, 2, len({r["Hotel"] for r in R}))
emit(T, 3, mode([r["Room Type"] for r in R]))
emit(T, 4, sum(r["Canceled?"] == "Yes" for r in R))
emit(T, 5, max(r["_adr"] for r in R if r["_adr"] is not None))
emit(T, 6, f"{any(r['_n'] == 14 for r in R)} ({sum(r['_n'] == 14 for r in R)})")
emit(T, 7, least([r["Booking Channel"] for r in R]))
emit(T, 8, topn_keys(Counter(r["Hotel"] for r in R), 3))
emit(T, 9, sorted((r["_adr"] for r in R if r["_adr"] is not None), reverse=True)[:5])
emit(T, 10, sum(r["Special Requests"] == "0" for r in R))
emit(T, 11, r2(statistics.mean(r["_n"] for r in R)))
emit(T, 12, sorted({r["Meal Plan"] for r in R if r["Meal Plan"]}))
g = defaultdict(list)
for r in R:
    if r["_adr"] is not None:
        g[r["Hotel"]].append(r["_adr"])
emit(T, 13, topn_keys({k: statistics.mean(v) for k, v in g.items()}, 1))
emit(T, 14, sorted((r["_n"] for r in R), reverse=True)[:4])
emit(T, 15, f"{sum((r['_c'] or 0) > 0 for r in R)} (children>0; {sum(r['_c'] is None for r in R)} blank)")
g = defaultdict(int)
for r in R:
    g[r["Hotel"]] += r["_n"]
emit(T, 16, dist(g))
v = [r["_adr"] for r in R if r["Hotel"] == "Grand Alpine Resort" and r["Room Type"] == "Suite" and r["_adr"] is not None]
emit(T, 17, f"{r2(statistics.mean(v))} (n={len(v)})")
emit(T, 18, r2(100 * sum(r["Canceled?"] == "Yes" for r in R) / len(R)))
s = []
for ch in ("Online TA", "Direct"):
    rows = [r for r in R if r["Booking Channel"] == ch]
    c = sum(r["Canceled?"] == "Yes" for r in rows)
    s.append(f"{ch}: {c}/{len(rows)}={r2(100 * c / len(rows))}%")
emit(T, 19, "; ".join(s))
emit(T, 20, f"{sum(r['_d'].year == 2023 and r['_d'].month == 8 for r in R)} bookings; "
            f"{sum(int(r['Adults']) + int(r['Children'] or 0) for r in R if r['_d'].month == 8)} guests (adults+children); "
            f"{sum(int(r['Adults']) + int(r['Children'] or 0) for r in R if r['_d'].month == 8 and r['Canceled?'] == 'No')} guests non-canceled")
emit(T, 21, sum(r["_d"].year == 2023 and r["_d"].month >= 10 for r in R))
g = defaultdict(float)
for r in R:
    if r["Canceled?"] == "No" and r["_adr"] is not None:
        g[r["Hotel"]] += r["_adr"] * r["_n"]
emit(T, 22, dist(g))
emit(T, 23, mode([r["_d"].strftime("%Y-%m") for r in R]))
emit(T, 24, topn_keys(Counter(r["Booking Channel"] for r in R if r["Canceled?"] == "No"), 3))
g = defaultdict(list)
for r in R:
    if r["_adr"] is not None:
        g[r["Room Type"]].append(r["_adr"])
emit(T, 25, dist({k: statistics.mean(v) for k, v in g.items()}))

# ---------------------------------------------------------------- cars
T = "used_cars"
R = load("used_cars.csv")
for r in R:
    r["_p"] = int(r["price_eur"])
    r["_km"] = int(r["mileage_km"])
    r["_y"] = int(r["year"])
    r["_o"] = num(r["num_owners"])
    r["_d"] = datetime.strptime(r["listed_date"], "%Y-%m-%d")
emit(T, 1, f"{any(r['fuel_type'] == 'Electric' for r in R)} ({sum(r['fuel_type'] == 'Electric' for r in R)})")
emit(T, 2, len({r["make"] for r in R}))
emit(T, 3, mode([r["fuel_type"] for r in R]))
emit(T, 4, max(r["_p"] for r in R))
top = sorted(R, key=lambda r: -r["_km"])[:3]
emit(T, 5, ", ".join(f"{r['listing_id']} {r['make']} {r['model']} {r['_km']}km" for r in top))
emit(T, 6, sorted(r["_p"] for r in R)[:4])
emit(T, 7, sum((r["_o"] or 0) > 3 for r in R))
emit(T, 8, f"{any(r['_y'] < 2010 for r in R)} ({sum(r['_y'] < 2010 for r in R)})")
emit(T, 9, mode([r["city"] for r in R]))
emit(T, 10, sum(r["seller_type"] == "Private" for r in R))
emit(T, 11, r2(statistics.mean(r["_km"] for r in R)))
emit(T, 12, min(r["_y"] for r in R))
emit(T, 13, sorted({r["make"] for r in R if r["fuel_type"] == "Diesel"}))
emit(T, 14, sum(r["accident_free"] == "N" for r in R))
emit(T, 15, statistics.median(r["_p"] for r in R))
g = defaultdict(list)
for r in R:
    g[r["make"]].append(r["_p"])
emit(T, 16, dist({k: statistics.mean(v) for k, v in g.items()}))
g = defaultdict(list)
for r in R:
    g[r["transmission"]].append(r["_p"])
emit(T, 17, dist({k: statistics.mean(v) for k, v in g.items()}))
emit(T, 18, r2(100 * sum(r["seller_type"] == "Dealer" for r in R) / len(R)))
emit(T, 19, sum(r["_d"].year == 2024 and r["_d"].month == 3 for r in R))
emit(T, 20, r2(statistics.mean(r["_km"] for r in R if r["_y"] >= 2018)))
emit(T, 21, topn_keys(Counter(f"{r['make']} {r['model']}" for r in R), 5))
emit(T, 22, sum(r["_d"].year == 2023 and r["_d"].month >= 10 for r in R))
v = [r["_p"] for r in R if r["make"] == "BMW" and r["accident_free"] == "Y"]
emit(T, 23, f"{r2(statistics.mean(v))} (n={len(v)})")
g = defaultdict(list)
for r in R:
    g[r["city"]].append(r["_p"])
emit(T, 24, topn_keys({k: statistics.mean(v) for k, v in g.items()}, 1))
emit(T, 25, sum(r["_p"] for r in R if r["seller_type"] == "Dealer"))

# ---------------------------------------------------------------- expenses
T = "expense_claims"
R = load("expense_claims.csv")
for r in R:
    r["_a"] = num(r["Amt"])
    r["_d"] = datetime.strptime(r["SubmittedOn"], "%d-%b-%Y")
A = [r["_a"] for r in R if r["_a"] is not None]
emit(T, 1, f"{any(a > 2000 for a in A)} ({sum(a > 2000 for a in A)})")
emit(T, 2, len({r["Dept"] for r in R}))
emit(T, 3, mode([r["ExpenseCategory"] for r in R]))
emit(T, 4, sum(r["Status"] == "Rejected" for r in R))
emit(T, 5, max(A))
emit(T, 6, mode([r["EmployeeName"] for r in R]) + " [by EmpID: " + mode([r["EmpID"] for r in R]) + "]")
emit(T, 7, f"{len({r['EmpID'] for r in R})} by EmpID; {len({r['EmployeeName'] for r in R})} by name")
emit(T, 8, sorted(A, reverse=True)[:5])
emit(T, 9, f"{any(r['ReceiptAttached'] == '0' for r in R)} ({sum(r['ReceiptAttached'] == '0' for r in R)})")
emit(T, 10, sum(r["BillableToClient"] == "true" for r in R))
emit(T, 11, r2(statistics.mean(A)))
emit(T, 12, sorted({r["ApprovedBy"] for r in R if r["ApprovedBy"]}))
emit(T, 13, sorted(A)[:3])
emit(T, 14, least([r["Dept"] for r in R]))
emit(T, 15, sum(r["Status"] == "Pending" for r in R))
g = defaultdict(float)
for r in R:
    g[r["Dept"]] += r["_a"] or 0
emit(T, 16, dist(g))
v = [r["_a"] for r in R if r["Dept"] == "Sales" and r["ExpenseCategory"] == "Meals" and r["_a"] is not None]
emit(T, 17, f"{r2(statistics.mean(v))} (n={len(v)})")
emit(T, 18, r2(100 * sum(r["ReceiptAttached"] == "0" for r in R) / len(R)))
q1 = sum(r["_a"] or 0 for r in R if r["_d"].month <= 3)
q2 = sum(r["_a"] or 0 for r in R if 4 <= r["_d"].month <= 6)
emit(T, 19, f"Q1={r2(q1)}; Q2={r2(q2)}")
emit(T, 20, sum(r["_d"].month == 3 for r in R))
g = defaultdict(float)
for r in R:
    g[r["EmployeeName"]] += r["_a"] or 0
emit(T, 21, topn_keys(g, 3))
g = defaultdict(float)
for r in R:
    if r["ExpenseCategory"] == "Travel":
        g[r["_d"].strftime("%Y-%m")] += r["_a"] or 0
emit(T, 22, "; ".join(f"{k}={r2(v)}" for k, v in sorted(g.items())))
emit(T, 23, r2(sum(r["_a"] or 0 for r in R if r["Status"] == "Rejected")))
g = defaultdict(float)
for r in R:
    g[r["ExpenseCategory"]] += r["_a"] or 0
emit(T, 24, topn_keys(g, 1))
emit(T, 25, r2(100 * sum(r["_a"] or 0 for r in R if r["BillableToClient"] == "true") / sum(A)))

# ---------------------------------------------------------------- shipments
T = "warehouse_shipments"
R = load("warehouse_shipments.csv")
for r in R:
    r["_q"] = int(r["Qty"])
    r["_uc"] = float(r["Unit Cost ($)"])
    r["_w"] = num(r["Weight (kg)"])
    r["_d"] = datetime.strptime(r["Ship Timestamp"], "%Y-%m-%d %H:%M:%S")
    r["_t"] = int(r["Transit Days"])
    r["_v"] = r["_q"] * r["_uc"]
emit(T, 1, f"{any(r['_q'] > 450 for r in R)} ({sum(r['_q'] > 450 for r in R)})")
emit(T, 2, len({r["Warehouse"] for r in R}))
emit(T, 3, mode([r["Carrier"] for r in R]))
emit(T, 4, sum(r["On Time"] == "N" for r in R))
emit(T, 5, max(r["_w"] for r in R if r["_w"] is not None))
emit(T, 6, len({r["SKU"] for r in R}))
top = sorted(R, key=lambda r: -r["_q"])
emit(T, 7, ", ".join(f"{r['Shipment No']}={r['_q']}" for r in top[:4]) + " (4th shown for tie check)")
emit(T, 8, sorted((r["_uc"] for r in R), reverse=True)[:5])
x = [r for r in R if r["Priority"] == "Overnight" and r["On Time"] == "N"]
emit(T, 9, f"{bool(x)} ({len(x)})")
emit(T, 10, sorted({r["Dest Region"] for r in R}))
emit(T, 11, r2(statistics.mean(r["_t"] for r in R)))
emit(T, 12, mode([r["Item Desc"] for r in R]))
emit(T, 13, sum(r["Priority"] == "Express" for r in R))
emit(T, 14, min(r["_uc"] for r in R))
x = [r for r in R if r["Warehouse"] == "WH-East" and r["Carrier"] == "Local Courier"]
emit(T, 15, f"{bool(x)} ({len(x)})")
g = defaultdict(int)
for r in R:
    g[r["Warehouse"]] += r["_q"]
emit(T, 16, dist(g))
g = defaultdict(float)
for r in R:
    g[r["Carrier"]] += r["_v"]
emit(T, 17, dist(g))
y = sum(r["On Time"] == "Y" for r in R)
n = sum(r["On Time"] == "N" for r in R)
emit(T, 18, f"{r2(100 * y / (y + n))}% of known status ({y}/{y + n}); {r2(100 * y / len(R))}% of all rows")
emit(T, 19, sum(r["_d"].month == 3 for r in R))
s = []
for c in ("DHL", "Local Courier"):
    rows = [r for r in R if r["Carrier"] == c]
    late = sum(r["On Time"] == "N" for r in rows)
    known = sum(r["On Time"] in ("Y", "N") for r in rows)
    s.append(f"{c}: {late}/{known} known={r2(100 * late / known)}% ({late}/{len(rows)} all={r2(100 * late / len(rows))}%)")
emit(T, 20, "; ".join(s))
v = [r["_w"] for r in R if r["Item Desc"] == "Motor Unit" and r["_w"] is not None]
emit(T, 21, f"{r2(statistics.mean(v))} (n={len(v)})")
g = defaultdict(int)
for r in R:
    g[r["SKU"]] += r["_q"]
emit(T, 22, topn_keys(g, 3))
emit(T, 23, sum(4 <= r["_d"].month <= 6 for r in R))
g = defaultdict(list)
for r in R:
    g[r["Priority"]].append(r["_t"])
emit(T, 24, dist({k: statistics.mean(v) for k, v in g.items()}))
g = defaultdict(float)
for r in R:
    if r["_d"].month == 1:
        g[r["Warehouse"]] += r["_v"]
emit(T, 25, topn_keys(g, 1) + " | all: " + dist(g))

# ---------------------------------------------------------------- games
T = "video_game_sales"
R = load("video_game_sales.csv")
for r in R:
    for c in ("NA_Sales", "EU_Sales", "JP_Sales", "Other_Sales", "Global_Sales"):
        r[c] = float(r[c])
    r["_cs"] = num(r["Critic_Score"])
    r["_us"] = num(r["User_Score"])
    r["_y"] = num(r["Year_of_Release"])
emit(T, 1, f"{any(r['Global_Sales'] > 5 for r in R)} ({sum(r['Global_Sales'] > 5 for r in R)})")
emit(T, 2, len({r["Platform"] for r in R}))
emit(T, 3, mode([r["Genre"] for r in R]))
emit(T, 4, mode([r["Publisher"] for r in R]))
emit(T, 5, max(r["_cs"] for r in R if r["_cs"] is not None))
top = sorted(R, key=lambda r: -r["Global_Sales"])
emit(T, 6, ", ".join(f"{r['Name']}={r['Global_Sales']}" for r in top[:4]) + " (4th shown for tie check)")
emit(T, 7, sorted(r["_us"] for r in R if r["_us"] is not None)[:5])
emit(T, 8, sum(r["_y"] == 2015 for r in R))
x = [r for r in R if r["Publisher"] == "Nintendo" and r["Platform"] == "PS4"]
emit(T, 9, f"{bool(x)} ({len(x)})")
emit(T, 10, r2(statistics.mean(r["Global_Sales"] for r in R)))
emit(T, 11, sorted({r["Genre"] for r in R if r["Publisher"] == "Capcom"}))
emit(T, 12, sum(r["_cs"] is None for r in R))
emit(T, 13, [r["Name"] for r in R if r["Rank"] == "1"])
emit(T, 14, sum(r["Rating"] == "M" for r in R))
emit(T, 15, r2(sum(r["JP_Sales"] for r in R)))
g = defaultdict(float)
for r in R:
    g[r["Platform"]] += r["Global_Sales"]
emit(T, 16, dist(g))
v = [r["_cs"] for r in R if r["Genre"] == "Shooter" and r["_cs"] is not None]
emit(T, 17, f"{r2(statistics.mean(v))} (n={len(v)})")
emit(T, 18, r2(100 * sum(r["NA_Sales"] for r in R) / sum(r["Global_Sales"] for r in R)))
emit(T, 19, "; ".join(f"{p}={r2(sum(r['EU_Sales'] for r in R if r['Platform'] == p))}" for p in ("PS4", "XOne")))
g = defaultdict(float)
for r in R:
    g[r["Publisher"]] += r["Global_Sales"]
emit(T, 20, topn_keys(g, 5))
emit(T, 21, sum(r["_y"] is not None and 2010 <= r["_y"] <= 2014 for r in R))
g = defaultdict(list)
for r in R:
    if r["_us"] is not None:
        g[r["Genre"]].append(r["_us"])
emit(T, 22, topn_keys({k: statistics.mean(v) for k, v in g.items()}, 2))
v = [r["Global_Sales"] for r in R if r["_cs"] is not None and r["_cs"] > 80]
emit(T, 23, f"{r2(statistics.mean(v))} (n={len(v)})")
emit(T, 24, r2(100 * sum(r["Platform"] in ("Switch", "3DS", "Wii") for r in R) / len(R)))
g = defaultdict(float)
for r in R:
    if r["_y"] is not None and r["_y"] >= 2015:
        g[int(r["_y"])] += r["Global_Sales"]
emit(T, 25, "; ".join(f"{k}={r2(v)}" for k, v in sorted(g.items())))

for t, n, v in OUT:
    print(f"{t}\t{n}\t{v}")
