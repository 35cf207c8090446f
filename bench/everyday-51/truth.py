import csv, statistics as S
from collections import Counter, defaultdict

def load(n):
    with open(n + ".csv", newline="") as f:
        return list(csv.DictReader(f))

def num(x):
    x = x.replace("$", "").replace("€", "").replace(",", "").strip()
    return float(x) if x else None

def out(t, n, v):
    print(f"{t}\t{n}\t{v}")

def top(counter, k=None):
    items = sorted(counter.items(), key=lambda kv: -kv[1])
    return items if k is None else items[:k]

def pearson(xs, ys):
    mx, my = S.mean(xs), S.mean(ys)
    sxy = sum((a - mx) * (b - my) for a, b in zip(xs, ys))
    sx = sum((a - mx) ** 2 for a in xs) ** .5; sy = sum((b - my) ** 2 for b in ys) ** .5
    return sxy / (sx * sy)

# ---- organ_service
t = "organ_service"; R = load(t)
out(t, 1, len(R))
out(t, 2, round(sum(num(r["labor_cost"]) for r in R), 2))
out(t, 3, round(S.mean(float(r["hours_worked"]) for r in R), 4))
out(t, 4, top(Counter(r["church_name"] for r in R), 3))
h = defaultdict(float)
for r in R: h[r["technician_id"]] += float(r["hours_worked"])
out(t, 5, [(k, round(v, 1)) for k, v in top(h, 3)])
out(t, 6, max(num(r["parts_cost"]) for r in R if num(r["parts_cost"]) is not None))
mh = max(float(r["hours_worked"]) for r in R)
out(t, 7, [(r["job_id"], r["organ_builder"], r["hours_worked"]) for r in R if float(r["hours_worked"]) == mh])
out(t, 8, sum(r["service_type"] == "Releathering" for r in R))
out(t, 9, all(r["tuning_required"] == "Y" for r in R if r["service_type"] == "Tuning"))
out(t, 10, sum(r["customer_rating"] == "3" for r in R))
p = defaultdict(float)
for r in R: p[r["church_name"]] += num(r["parts_cost"]) or 0
out(t, 11, [(k, round(v, 2)) for k, v in top(p, 4)])
out(t, 12, sorted((num(r["labor_cost"]) for r in R), reverse=True)[:6])
out(t, 13, sum("wind leak" in r["issues_found"] for r in R))
out(t, 14, round(S.mean(int(r["customer_rating"]) for r in R if r["service_type"] == "Repair" and r["customer_rating"]), 4))
out(t, 15, sorted(set(r["service_type"] for r in R)))
out(t, 16, round(100 * sum(r["service_type"] == "Tuning" for r in R) / len(R), 4))
def lab(y):
    return round(sum(num(r["labor_cost"]) for r in R if r["service_date"][:4] == y and int(r["service_date"][5:7]) <= 6), 2)
out(t, 17, ("H1 2024", lab("2024"), "H1 2023", lab("2023"), "diff", round(lab("2024") - lab("2023"), 2)))
out(t, 18, sorted(Counter(r["service_date"][:7] for r in R if r["service_date"][:4] == "2024").items()))
q = defaultdict(list)
for r in R:
    if r["service_date"][:4] == "2023": q[(int(r["service_date"][5:7]) - 1) // 3 + 1].append(num(r["labor_cost"]))
out(t, 19, sorted((k, round(S.mean(v), 2)) for k, v in q.items()))
out(t, 20, S.median(float(r["hours_worked"]) for r in R if r["service_type"] == "Repair"))
out(t, 21, len(set(r["church_name"] for r in R if r["technician_id"] == "T03")))
lt = sum(num(r["labor_cost"]) for r in R); pt = sum(num(r["parts_cost"]) or 0 for r in R)
out(t, 22, round(100 * pt / (lt + pt), 4))
out(t, 23, {b: round(S.mean(float(r["hours_worked"]) for r in R if r["organ_builder"] == b), 4) for b in ["Casavant", "Skinner"]})
out(t, 24, round(pearson([int(r["ranks"]) for r in R], [float(r["hours_worked"]) for r in R]), 4))
rt = [r["customer_rating"] for r in R if r["customer_rating"]]
out(t, 25, (sum(x == "5" for x in rt), len(rt), round(100 * sum(x == "5" for x in rt) / len(rt), 4)))

# ---- food_truck_permits
t = "food_truck_permits"; R = load(t)
def ymd(s):
    m, d_, y = s.split("/"); return f"{y}-{m}-{d_}"
for r in R: r["iso"] = ymd(r["applicationDate"])
out(t, 1, len(R))
out(t, 2, sum(r["approved"] == "TRUE" for r in R))
out(t, 3, round(sum(num(r["feeAmount"]) for r in R), 2))
out(t, 4, top(Counter(r["district"] for r in R), 3))
sc = [int(r["inspectionScore"]) for r in R if r["inspectionScore"]]
out(t, 5, round(S.mean(sc), 4))
out(t, 6, max(num(r["feeAmount"]) for r in R))
cs = defaultdict(list)
for r in R:
    if r["inspectionScore"]: cs[r["cuisine"]].append(int(r["inspectionScore"]))
out(t, 7, sorted(((k, round(S.mean(v), 3)) for k, v in cs.items()), key=lambda x: -x[1])[:3])
mn = min(sc)
out(t, 8, [(r["permitId"], r["truckName"], r["inspectionScore"]) for r in R if r["inspectionScore"] and int(r["inspectionScore"]) == mn])
out(t, 9, (all(num(r["feeAmount"]) < 500 for r in R if r["permitType"] == "Event"), max(num(r["feeAmount"]) for r in R if r["permitType"] == "Event")))
out(t, 10, sum(r["district"] == "Airport" and r["approved"] == "FALSE" for r in R))
out(t, 11, top(Counter(r["applicantId"] for r in R), 6))
out(t, 12, sorted((int(r["daysToDecision"]) for r in R if r["daysToDecision"]), reverse=True)[:5])
out(t, 13, sum("smoker" in r["equipmentList"] for r in R))
out(t, 14, ("truckName", len(set(r["truckName"] for r in R)), "applicantId", len(set(r["applicantId"] for r in R))))
out(t, 15, sorted(set(r["permitType"] for r in R if r["cuisine"] == "Korean")))
out(t, 16, round(100 * sum(r["approved"] == "TRUE" for r in R) / len(R), 4))
def rate(rows): return round(100 * sum(r["approved"] == "TRUE" for r in rows) / len(rows), 4)
out(t, 17, {k: rate([r for r in R if r["permitType"] == k]) for k in ["Annual", "Seasonal"]})
out(t, 18, sorted(Counter(r["iso"][:7] for r in R if r["iso"][:4] == "2024").items()))
def qc(y): return sum(r["iso"][:4] == y and int(r["iso"][5:7]) <= 3 for r in R)
out(t, 19, {"Q1 2025": qc("2025"), "Q1 2024": qc("2024")})
out(t, 20, S.median(int(r["daysToDecision"]) for r in R if r["daysToDecision"]))
out(t, 21, {k: rate([r for r in R if r["district"] == k]) for k in sorted(set(r["district"] for r in R))})
out(t, 22, round(100 * sum(num(r["feeAmount"]) for r in R if r["permitType"] == "Annual") / sum(num(r["feeAmount"]) for r in R), 4))
out(t, 23, {k: round(S.mean(int(r["daysToDecision"]) for r in R if r["approved"] == k and r["daysToDecision"]), 4) for k in ["TRUE", "FALSE"]})
fm = defaultdict(list)
for r in R:
    if r["iso"][:4] == "2024": fm[r["iso"][:7]].append(num(r["feeAmount"]))
out(t, 24, sorted((k, round(S.mean(v), 2)) for k, v in fm.items()))
lo = [r for r in R if r["inspectionScore"] and int(r["inspectionScore"]) < 75]
out(t, 25, (sum(r["approved"] == "TRUE" for r in lo), len(lo), rate(lo)))

# ---- garden_plots
t = "garden_plots"; R = load(t)
import datetime as dt
for r in R: r["iso"] = dt.datetime.strptime(r["Start Date"], "%d-%b-%Y").date().isoformat()
out(t, 1, len(R))
out(t, 2, round(sum(num(r["Harvest (kg)"]) or 0 for r in R), 2))
out(t, 3, top(Counter(r["Garden"] for r in R), 3))
out(t, 4, round(S.mean(int(r["Plot Size (sq ft)"]) for r in R), 4))
out(t, 5, max(num(r["Season Fee (€)"]) for r in R))
out(t, 6, sum(r["Raised Bed"] == "Yes" for r in R))
out(t, 7, top(Counter(r["Member ID"] for r in R), 5))
mw = max(int(r["Water Use (L)"]) for r in R if r["Water Use (L)"])
out(t, 8, [(r["Plot ID"], r["Water Use (L)"], r["Harvest (kg)"]) for r in R if r["Water Use (L)"] and int(r["Water Use (L)"]) == mw])
out(t, 9, all(int(r["Plot Size (sq ft)"]) <= 300 for r in R))
out(t, 10, [(r["Plot ID"], r["Water Use (L)"]) for r in R if r["Garden"] == "Maple Hill" and r["Water Use (L)"] and int(r["Water Use (L)"]) > 3900])
hg = defaultdict(float)
for r in R: hg[r["Garden"]] += num(r["Harvest (kg)"]) or 0
out(t, 11, [(k, round(v, 1)) for k, v in top(hg)])
out(t, 12, sorted((num(r["Harvest (kg)"]) for r in R if r["Harvest (kg)"]), reverse=True)[:6])
out(t, 13, sum("strawberries" in r["Crops Planted"] for r in R))
out(t, 14, round(sum(num(r["Season Fee (€)"]) for r in R if r["Season"] == "2024"), 2))
out(t, 15, sorted(set(r["Garden"] for r in R if r["Volunteer Hours"] == "0")))
out(t, 16, round(100 * sum(r["Raised Bed"] == "Yes" for r in R) / len(R), 4))
out(t, 17, {k: round(S.mean(num(r["Harvest (kg)"]) for r in R if r["Raised Bed"] == k and r["Harvest (kg)"]), 4) for k in ["Yes", "No"]})
out(t, 18, sorted(Counter(r["iso"][:7] for r in R if r["iso"][:4] == "2024").items()))
out(t, 19, {y: sum(int(r["Water Use (L)"]) for r in R if r["Season"] == y and r["Water Use (L)"]) for y in ["2024", "2023"]})
out(t, 20, S.median(num(r["Harvest (kg)"]) for r in R if r["Harvest (kg)"]))
out(t, 21, len(set(r["Member ID"] for r in R)))
hp = {}
for g in sorted(set(r["Garden"] for r in R)):
    rs = [r for r in R if r["Garden"] == g]
    hs = sum(num(r["Harvest (kg)"]) or 0 for r in rs); ss = sum(int(r["Plot Size (sq ft)"]) for r in rs)
    ss2 = sum(int(r["Plot Size (sq ft)"]) for r in rs if r["Harvest (kg)"])
    hp[g] = (round(hs / ss, 4), "excl-blank-harvest-plots", round(hs / ss2, 4))
out(t, 22, hp)
out(t, 23, {y: round(S.mean(int(r["Volunteer Hours"]) for r in R if r["Season"] == y), 4) for y in sorted(set(r["Season"] for r in R))})
out(t, 24, round(100 * sum(num(r["Season Fee (€)"]) for r in R if r["Garden"] == "Riverside") / sum(num(r["Season Fee (€)"]) for r in R), 4))
def q1(y): return sum(r["iso"][:4] == y and int(r["iso"][5:7]) <= 3 for r in R)
out(t, 25, {"Q1 2025": q1("2025"), "Q1 2024": q1("2024")})

# ---- pet_boarding
t = "pet_boarding"; R = load(t)
out(t, 1, len(R))
out(t, 2, round(sum(num(r["TOT_AMT"]) for r in R), 2))
out(t, 3, round(S.mean(int(r["NIGHTS"]) for r in R), 4))
out(t, 4, top(Counter(r["PET_TYPE"] for r in R)))
mxn = max(int(r["NIGHTS"]) for r in R)
out(t, 5, mxn)
out(t, 6, top(Counter(r["BREED"] for r in R if r["PET_TYPE"] == "Dog"), 3))
out(t, 7, [(r["STAY_ID"], r["TOT_AMT"]) for r in R if int(r["NIGHTS"]) == mxn])
out(t, 8, sum(r["MED_REQ"] == "1" for r in R))
out(t, 9, (all(r["KENNEL_SZ"] in ("S", "M") for r in R if r["PET_TYPE"] == "Cat"), Counter(r["KENNEL_SZ"] for r in R if r["PET_TYPE"] == "Cat")))
out(t, 10, [(r["STAY_ID"], r["NIGHTS"]) for r in R if r["PET_TYPE"] == "Bird" and int(r["NIGHTS"]) > 10])
ob = defaultdict(float)
for r in R: ob[r["OWNER_ID"]] += num(r["TOT_AMT"])
out(t, 11, [(k, round(v, 2)) for k, v in top(ob, 5)])
out(t, 12, sorted((num(r["TOT_AMT"]) for r in R), reverse=True)[:7])
out(t, 13, sum("grooming" in r["SVCS"] for r in R))
out(t, 14, round(S.mean(int(r["STAFF_RT"]) for r in R if r["PET_TYPE"] == "Dog" and r["STAFF_RT"]), 4))
out(t, 15, sorted(set(r["KENNEL_SZ"] for r in R if r["PET_TYPE"] == "Dog")))
out(t, 16, round(100 * sum(r["MED_REQ"] == "1" for r in R) / len(R), 4))
def rq(y): return round(sum(num(r["TOT_AMT"]) for r in R if r["CHK_IN"][:4] == y and int(r["CHK_IN"][5:7]) <= 3), 2)
out(t, 17, {"Q1 2024": rq("2024"), "Q1 2025": rq("2025")})
out(t, 18, sorted(Counter(r["CHK_IN"][:7] for r in R if r["CHK_IN"][:4] == "2024").items()))
out(t, 19, {k: round(S.mean(int(r["RATE_NT"]) for r in R if r["PET_TYPE"] == k), 4) for k in ["Cat", "Dog"]})
out(t, 20, S.median(num(r["TOT_AMT"]) for r in R))
out(t, 21, len(set(r["OWNER_ID"] for r in R)))
out(t, 22, round(100 * sum(num(r["TOT_AMT"]) for r in R if r["PET_TYPE"] == "Dog") / sum(num(r["TOT_AMT"]) for r in R), 4))
nm = defaultdict(list)
for r in R:
    if r["CHK_IN"][:4] == "2024": nm[r["CHK_IN"][:7]].append(int(r["NIGHTS"]))
out(t, 23, sorted((k, round(S.mean(v), 3)) for k, v in nm.items()))
oc = Counter(r["OWNER_ID"] for r in R)
out(t, 24, sum(v > 1 for v in oc.values()))
out(t, 25, (sum(int(r["CHK_IN"][11:13]) < 12 for r in R), round(100 * sum(int(r["CHK_IN"][11:13]) < 12 for r in R) / len(R), 4)))

# ---- app_crashes
t = "app_crashes"; R = load(t)
out(t, 1, len(R))
out(t, 2, sum(r["fatal"] == "true" for r in R))
out(t, 3, top(Counter(r["device model"] for r in R), 3))
out(t, 4, round(S.mean(int(r["session length s"]) for r in R), 4))
out(t, 5, top(Counter(r["exception type"] for r in R), 3))
out(t, 6, min(int(r["free memory mb"]) for r in R if r["free memory mb"]))
ms = max(int(r["session length s"]) for r in R)
out(t, 7, [(r["crash id"], r["app version"], ms) for r in R if int(r["session length s"]) == ms])
out(t, 8, sum(r["os"] == "iOS" for r in R))
oom = [r for r in R if r["exception type"] == "OutOfMemoryError"]
out(t, 9, (all(r["free memory mb"] and int(r["free memory mb"]) < 1000 for r in oom), sum(1 for r in oom if r["free memory mb"] and int(r["free memory mb"]) >= 1000), sum(1 for r in oom if not r["free memory mb"])))
out(t, 10, [r["crash id"] for r in R if r["app version"] == "4.4.0" and r["device model"] == "Galaxy A54"])
out(t, 11, top(Counter(r["user id"] for r in R), 6))
out(t, 12, sorted((int(r["session length s"]) for r in R), reverse=True)[:4])
out(t, 13, sum("checkout" in r["screens visited"] for r in R))
out(t, 14, sum(r["reproduced"] == "true" for r in R))
out(t, 15, sorted(set(r["exception type"] for r in R if r["device model"] == "Pixel 8")))
out(t, 16, round(100 * sum(r["fatal"] == "true" for r in R) / len(R), 4))
out(t, 17, Counter(r["os"] for r in R))
out(t, 18, sorted(Counter(r["reported at"][:7] for r in R).items()))
out(t, 19, {m: sum(r["reported at"][:7] == m for r in R) for m in ["2024-12", "2025-01"]})
out(t, 20, S.median(int(r["free memory mb"]) for r in R if r["free memory mb"]))
out(t, 21, len(set(r["user id"] for r in R)))
out(t, 22, {v: round(100 * sum(r["fatal"] == "true" for r in R if r["app version"] == v) / sum(r["app version"] == v for r in R), 4) for v in sorted(set(r["app version"] for r in R))})
out(t, 23, {o: round(S.mean(int(r["session length s"]) for r in R if r["os"] == o), 4) for o in ["Android", "iOS"]})
out(t, 24, round(100 * sum(r["app version"].startswith("4.3") for r in R) / len(R), 4))
att = [r for r in R if r["reproduced"]]
out(t, 25, (sum(r["reproduced"] == "true" for r in att), len(att), round(100 * sum(r["reproduced"] == "true" for r in att) / len(att), 4)))
