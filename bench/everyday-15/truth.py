#!/usr/bin/env python3
"""Ground truth for questions 1-25 of each table (csv module only)."""
import csv, collections, datetime as dt

OUT = []
def put(t, n, v):
    OUT.append(f"{t}\t{n}\t{v}")

def money(s):
    return float(s.replace("$", "").replace(",", "")) if s.strip() else None

def load(t):
    return list(csv.DictReader(open(f"{t}.csv", newline="")))

def r2(x):
    return round(x, 2)

def top(d, k=None, rev=True):
    items = sorted(d.items(), key=lambda kv: (-kv[1] if rev else kv[1], kv[0]))
    return items[:k] if k else items

def iso(s):
    return dt.date.fromisoformat(s)

# ------------------------------------------------------------ construction
T = "construction_costs"; R = load(T)
for r in R:
    r["bud"] = money(r["Budgeted Cost ($)"]); r["act"] = float(r["actual_cost_usd"]); r["inc"] = int(r["Safety Incidents"])
by = collections.defaultdict(list)
put(T, 1, "Yes" if any(r["inc"] > 5 for r in R) else "No")
put(T, 2, sum(r["Over Budget?"] == "Y" for r in R))
avg = collections.defaultdict(list)
for r in R: avg[r["Contractor"]].append(r["act"])
put(T, 3, top({k: sum(v)/len(v) for k, v in avg.items()}, 2))
put(T, 4, r2(sum(r["bud"] for r in R if r["Site City"] == "Denver")))
put(T, 5, top(collections.Counter(r["Site City"] for r in R), 2))
put(T, 6, top(collections.Counter(r["Contractor"] for r in R), 4))
mx = max(R, key=lambda r: r["act"])
put(T, 7, r2(mx["act"]))
put(T, 8, sum(r["Actual End"] == "" for r in R))
mc = [r for r in R if r["PM"] == "M. Chen"]
put(T, 9, f"{'Yes' if all(r['Over Budget?']=='Y' for r in mc) else 'No'} ({sum(r['Over Budget?']=='Y' for r in mc)}/{len(mc)} over)")
put(T, 10, r2(sum(r["inc"] for r in R) / len(R)))
put(T, 11, f"{mx['projectName']} ({mx['Project ID']})")
put(T, 12, sorted((r["bud"] for r in R), reverse=True)[:5])
put(T, 13, len({r["Contractor"] for r in R}))
put(T, 14, top(collections.Counter(r["Current Phase"] for r in R), 2))
tz = sum(1 for r in R if r["Site City"] == "Tulsa" and r["inc"] == 0)
put(T, 15, f"{'Yes' if tz else 'No'} ({tz} projects)")
late23 = [r for r in R if r["Actual End"] and r["Actual End"][:4] == "2023" and r["Actual End"] > r["Planned End"]]
put(T, 16, f"{len(late23)}  (alt: planned end in 2023 and actual>planned: {sum(1 for r in R if r['Actual End'] and r['Planned End'][:4]=='2023' and r['Actual End']>r['Planned End'])})")
s = collections.defaultdict(float)
for r in R: s[r["Contractor"]] += r["act"]
put(T, 17, [(k, r2(v)) for k, v in top(s)])
s = collections.Counter()
for r in R: s[r["Contractor"]] += r["inc"]
put(T, 18, top(s, 3))
ov = [r["act"] - r["bud"] for r in R if r["Over Budget?"] == "Y"]
put(T, 19, r2(sum(ov) / len(ov)))
put(T, 20, top(collections.Counter(r["Site City"] for r in R if r["Start Date"][:4] == "2022")))
put(T, 21, r2(100 * sum(r["Over Budget?"] == "Y" for r in R) / len(R)))
put(T, 22, [(r["projectName"], r2(r["act"] - r["bud"])) for r in sorted(R, key=lambda r: r["act"] - r["bud"], reverse=True)[:5]])
put(T, 23, sum(1 for r in R if r["Site City"] == "Austin" and r["Actual End"] == ""))
d = [(iso(r["Actual End"]) - iso(r["Start Date"])).days for r in R if r["Actual End"]]
put(T, 24, r2(sum(d) / len(d)))
k = [r for r in R if r["Contractor"] == "Keystone Construction"]
put(T, 25, f"budget {r2(sum(r['bud'] for r in k))}, actual {r2(sum(r['act'] for r in k))}")

# ------------------------------------------------------------ churn
T = "telecom_churn"; R = load(T)
for r in R:
    r["mc"] = money(r["MonthlyCharges"]); r["tc"] = money(r["TotalCharges"]); r["ten"] = int(r["tenure_months"]); r["calls"] = int(r["NumSupportCalls"])
ch = [r for r in R if r["Churn"] == "Yes"]; st = [r for r in R if r["Churn"] == "No"]
put(T, 1, len(ch))
put(T, 2, top(collections.Counter(r["Plan"] for r in R), 2))
put(T, 3, max(r["mc"] for r in R))
put(T, 4, "Yes" if any(r["calls"] > 6 for r in R) else "No")
put(T, 5, r2(sum(r["ten"] for r in R) / len(R)))
put(T, 6, top(collections.Counter(r["State"] for r in ch), 3))
put(T, 7, top(collections.Counter(r["State"] for r in R), 4))
put(T, 8, sum(r["Contract"] == "2 year" for r in R))
put(T, 9, min(r["tc"] for r in R if r["tc"] is not None))
put(T, 10, "Yes" if any(r["Plan"] == "Premium" and r["ten"] == 0 for r in R) else "No")
put(T, 11, sorted((r["mc"] for r in R), reverse=True)[:4])
put(T, 12, top(collections.Counter(r["PaymentMethod"] for r in R), rev=False)[:2])
put(T, 13, len({r["State"] for r in R}))
put(T, 14, r2(sum(r["mc"] for r in ch) / len(ch)))
a, b = sum(r["calls"] for r in ch) / len(ch), sum(r["calls"] for r in st) / len(st)
put(T, 15, f"{'Yes' if a > b else 'No'} ({r2(a)} vs {r2(b)})")
put(T, 16, f"{r2(100*len(ch)/len(R))}%")
g = collections.defaultdict(list)
for r in R: g[r["Plan"]].append(r["mc"])
put(T, 17, {k: r2(sum(v)/len(v)) for k, v in g.items()})
g = collections.defaultdict(list)
for r in R: g[r["Contract"]].append(r["Churn"] == "Yes")
put(T, 18, {k: f"{r2(100*sum(v)/len(v))}%" for k, v in g.items()})
put(T, 19, sum(1 for r in ch if r["Contract"] == "Month-to-month" and r["State"] == "TX"))
put(T, 20, r2(sum(r["mc"] for r in st)))
put(T, 21, top(collections.Counter(r["PaymentMethod"] for r in R)))
put(T, 22, f"churned {r2(sum(r['ten'] for r in ch)/len(ch))}, retained {r2(sum(r['ten'] for r in st)/len(st))}")
put(T, 23, [(r["customerID"], r["tc"]) for r in sorted([r for r in R if r["tc"] is not None], key=lambda r: -r["tc"])[:5]])
put(T, 24, sum(r["calls"] >= 4 for r in R))
pb = [r for r in R if r["PaperlessBilling"] == "Yes"]
put(T, 25, f"{r2(100*sum(r['Churn']=='Yes' for r in pb)/len(pb))}%")

# ------------------------------------------------------------ farmers market
T = "farmers_market_sales"; R = load(T)
for r in R:
    r["g"] = money(r["Gross Sales ($)"]); r["u"] = int(r["Units Sold"]); r["fee"] = float(r["mkt_fee"]); r["att"] = int(r["Est. Attendance"])
    m, dd, y = r["Week Ending"].split("/"); r["d"] = dt.date(int(y), int(m), int(dd))
s = collections.defaultdict(float)
for r in R: s[r["Vendor Name"]] += r["g"]
put(T, 1, [(k, r2(v)) for k, v in top(s, 2)])
put(T, 2, len({r["Vendor Name"] for r in R}))
put(T, 3, sum(r["u"] for r in R))
put(T, 4, top(collections.Counter(r["stall_category"] for r in R), 2))
put(T, 5, "Yes" if any(r["Weather"] == "Rain" for r in R) else "No")
put(T, 6, max(r["g"] for r in R))
s = collections.Counter()
for r in R: s[r["Vendor Name"]] += r["u"]
put(T, 7, top(s, 4))
put(T, 8, r2(sum(r["fee"] for r in R) / len(R)))
put(T, 9, len({r["Week Ending"] for r in R if r["Weather"] == "Sunny"}))
put(T, 10, max(r["att"] for r in R))
mx = max(r["att"] for r in R)
put(T, 11, sorted({r["Week Ending"] for r in R if r["att"] == mx}))
put(T, 12, "Yes" if any(r["Vendor Name"] == "Golden Crust Bakery" and r["u"] > 200 for r in R) else "No")
put(T, 13, sorted((r["g"] for r in R), reverse=True)[:5])
put(T, 14, sum(r["stall_category"] == "Dairy" for r in R))
g = collections.defaultdict(list)
for r in R: g[r["stall_category"]].append(r["u"])
put(T, 15, top({k: r2(sum(v)/len(v)) for k, v in g.items()}, rev=False)[:2])
s = collections.defaultdict(float)
for r in R: s[r["stall_category"]] += r["g"]
put(T, 16, [(k, r2(v)) for k, v in top(s)])
g = collections.defaultdict(list)
for r in R: g[r["Weather"]].append(r["g"])
put(T, 17, f"Rain {r2(sum(g['Rain'])/len(g['Rain']))}, Sunny {r2(sum(g['Sunny'])/len(g['Sunny']))}")
s = collections.defaultdict(float)
for r in R:
    if r["d"].month == 7: s[r["Vendor Name"]] += r["g"]
put(T, 18, [(k, r2(v)) for k, v in top(s, 5)])
put(T, 19, r2(sum(r["fee"] for r in R)))
s = collections.defaultdict(float)
for r in R: s[r["d"].isoformat()] += r["g"]
put(T, 20, [(k, r2(v)) for k, v in sorted(s.items())])
put(T, 21, r2(sum(r["g"] for r in R if r["Vendor Name"] == "Meadow Creamery" and r["d"].month == 6)))
g = collections.defaultdict(list)
for r in R:
    if r["stall_category"] == "Bakery": g[r["Vendor Name"]].append(r["u"])
put(T, 22, top({k: r2(sum(v)/len(v)) for k, v in g.items()}, 2))
put(T, 23, len({r["Week Ending"] for r in R if r["Vendor Name"] == "Golden Crust Bakery"}))
ga = [r for r in R if r["Vendor Name"] == "Green Acres Farm"]
put(T, 24, r2(sum(r["g"] for r in ga) - sum(r["fee"] for r in ga)))
put(T, 25, f"{r2(100*sum(r['g'] for r in R if r['stall_category']=='Produce')/sum(r['g'] for r in R))}%")

# ------------------------------------------------------------ player stats
T = "player_season_stats"; R = load(T)
def cap(s):
    s = s.replace("$", "")
    return float(s[:-1]) * (1e6 if s.endswith("M") else 1e3)
for r in R:
    for c in ("GP", "G", "A", "PTS"): r[c] = int(r[c])
    r["toi"] = int(r["TOI (min)"]); r["cap"] = cap(r["Cap Hit"])
mg = max(r["G"] for r in R)
put(T, 1, [(r["Player"], r["Season"], r["G"]) for r in R if r["G"] == mg])
put(T, 2, len({r["Player"] for r in R}))
s = collections.Counter()
for r in R:
    if r["Season"] == "2023-24": s[r["Team"]] += r["PTS"]
put(T, 3, top(s, 2))
put(T, 4, "Yes" if any(r["G"] > 50 for r in R) else "No")
put(T, 5, [(r["Player"], r["Season"], r["Cap Hit"]) for r in sorted(R, key=lambda r: -r["cap"])[:6]])
put(T, 6, r2(sum(r["GP"] for r in R) / len(R)))
s = collections.Counter()
for r in R: s[r["Player"]] += r["A"]
put(T, 7, top(s, 4))
put(T, 8, sum(r["IR"] == "Y" for r in R))
g = collections.defaultdict(list)
for r in R: g[r["Pos"]].append(r["PTS"])
put(T, 9, top({k: r2(sum(v)/len(v)) for k, v in g.items()}))
put(T, 10, max(r["PTS"] for r in R if r["Pos"] == "D" and r["Season"] == "2022-23"))
put(T, 11, len({r["Season"] for r in R}))
put(T, 12, "Yes" if any(r["Pos"] == "G" and r["G"] > 0 for r in R) else "No")
c = [r for r in R if r["Season"] == "2023-24"]
m = max(c, key=lambda r: r["toi"]); put(T, 13, f"{m['Player']} ({m['toi']})")
put(T, 14, sum(r["G"] for r in R if r["Season"] == "2021-22"))
put(T, 15, top(collections.Counter(r["Team"] for r in R), 2))
put(T, 16, [(r["Player"], r["PTS"]) for r in sorted(c, key=lambda r: -r["PTS"])[:11]])
g = collections.defaultdict(list)
for r in c: g[r["Team"]].append(r["cap"])
put(T, 17, {k: f"{sum(v)/len(v)/1e6:.3f}M" for k, v in sorted(g.items())})
ps = collections.defaultdict(set)
for r in R: ps[r["Player"]].add(r["Season"])
put(T, 18, sum(len(v) == 3 for v in ps.values()))
put(T, 19, [(r["Player"], r2(r["PTS"]/r["GP"])) for r in sorted([r for r in c if r["GP"] >= 40], key=lambda r: -r["PTS"]/r["GP"])[:6]])
s = collections.Counter()
for r in R: s[(r["Team"], r["Season"])] += r["G"]
put(T, 20, sorted(s.items()))
inj = collections.defaultdict(set)
for r in R:
    if r["IR"] == "Y": inj[r["Player"]].add(r["Season"])
put(T, 21, sorted(k for k, v in inj.items() if {"2022-23", "2023-24"} <= v))
dd = [r for r in c if r["Pos"] == "D"]
put(T, 22, f"sum/sum {r2(sum(r['toi'] for r in dd)/sum(r['GP'] for r in dd))}; mean of ratios {r2(sum(r['toi']/r['GP'] for r in dd)/len(dd))}")
t22 = {r["Player"]: r["Team"] for r in R if r["Season"] == "2022-23"}
put(T, 23, sorted((r["Player"], t22[r["Player"]], r["Team"]) for r in c if r["Player"] in t22 and t22[r["Player"]] != r["Team"]))
put(T, 24, f"{sum(r['cap'] for r in c if r['Team']=='Wolves')/1e6:.1f}M")
put(T, 25, sum(1 for r in c if r["Pos"] == "F" and r["G"] >= 20))

# ------------------------------------------------------------ IT assets
T = "it_asset_inventory"; R = load(T)
def pdate(s):
    for f in ("%Y-%m-%d", "%m/%d/%Y", "%d-%b-%Y"):
        try: return dt.datetime.strptime(s, f).date()
        except ValueError: pass
    raise ValueError(s)
for r in R:
    r["p"] = money(r["Purchase Price (USD)"]); r["d"] = pdate(r["Purchase Date"]); r["w"] = iso(r["warranty_expiry"])
put(T, 1, top(collections.Counter(r["DeviceType"] for r in R), 4))
put(T, 2, sum(r["Status"] == "Retired" for r in R))
put(T, 3, top(collections.Counter(r["Brand"] for r in R), 2))
put(T, 4, max(r["p"] for r in R))
put(T, 5, "Yes" if any(r["DeviceType"] == "Laptop" and r["Status"] == "Spare" for r in R) else "No")
put(T, 6, sum(r["Assigned To"] == "" for r in R))
put(T, 7, top(collections.Counter(r["Dept"] for r in R if r["Dept"]), 2))
mo = [r["p"] for r in R if r["DeviceType"] == "Monitor"]
put(T, 8, r2(sum(mo) / len(mo)))
put(T, 9, len({r["Model"] for r in R}))
put(T, 10, top(collections.Counter(r["Model"] for r in R), 2))
ap = [r for r in R if r["Brand"] == "Apple"]
put(T, 11, f"{'Yes' if all(r['Status']=='In use' for r in ap) else 'No'} ({sum(r['Status']=='In use' for r in ap)}/{len(ap)} in use)")
put(T, 12, sorted((r["p"] for r in R), reverse=True)[:5])
put(T, 13, f"{sum(r['d'].year == 2021 for r in R)}  (naive ISO-only/'2021' substring count: {sum('2021' in r['Purchase Date'] for r in R)})")
g = collections.defaultdict(list)
for r in R: g[r["Brand"]].append(r["p"])
put(T, 14, top({k: r2(sum(v)/len(v)) for k, v in g.items()}, 2))
put(T, 15, sum(1 for r in R if r["DeviceType"] == "Phone" and r["Dept"] == "Sales"))
put(T, 16, sum(1 for r in R if r["DeviceType"] == "Laptop" and r["w"].year == 2025))
s = collections.defaultdict(float)
for r in R:
    if r["Status"] == "In use": s[r["Dept"]] += r["p"]
put(T, 17, [(k, r2(v)) for k, v in top(s)])
put(T, 18, sum(1 for r in R if r["Status"] == "In use" and r["w"] < dt.date(2024, 10, 1)))
s = collections.defaultdict(float)
for r in R: s[r["d"].year] += r["p"]
put(T, 19, [(k, r2(v)) for k, v in sorted(s.items())])
put(T, 20, top({k: v for k, v in collections.Counter(r["Assigned To"] for r in R if r["Assigned To"]).items() if v > 3}))
put(T, 21, top(collections.Counter(r["DeviceType"] for r in R if r["Status"] == "Spare")))
dl = [r["p"] for r in R if r["Brand"] == "Dell" and r["DeviceType"] == "Laptop"]
put(T, 22, r2(sum(dl) / len(dl)))
put(T, 23, f"{r2(100*sum(r['Status']=='Retired' for r in R)/len(R))}%")
put(T, 24, sum(r["d"] > dt.date(2023, 6, 30) for r in R))
put(T, 25, r2(sum(r["p"] for r in ap)))

open("truth_out.txt", "w").write("\n".join(OUT) + "\n")
print("\n".join(OUT))
