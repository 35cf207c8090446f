#!/usr/bin/env python3
"""True answers for every answerable question (csv module only)."""
import csv, statistics as S, collections, datetime, json, sys
import os
HERE = os.path.dirname(os.path.abspath(__file__))

def load(n):
    with open(f"{HERE}/{n}.csv", newline="") as f:
        return list(csv.DictReader(f))

def num(s):
    s = (s or "").replace("$", "").replace(",", "").replace("%", "").strip()
    return float(s) if s else None

def cnt(rows, key):
    return collections.Counter(r[key] for r in rows if r[key] != "")

def grp(rows, key, val, agg):
    d = collections.defaultdict(list)
    for r in rows:
        v = num(r[val])
        if r[key] != "" and v is not None:
            d[r[key]].append(v)
    return {k: round(agg(v), 4) for k, v in sorted(d.items())}

def top(d, n, rev=True):
    return sorted(d.items(), key=lambda kv: kv[1], reverse=rev)[:n]

def vals(rows, key):
    return [num(r[key]) for r in rows if num(r[key]) is not None]

T = {}
# ---------------- purchase_orders ----------------
P = load("purchase_orders")
def pdate(r):
    m, d, y = map(int, r["OrderDate"].split("/")); return datetime.date(y, m, d)
tot = lambda r: num(r["Total Amount"])
a = {}
a[1] = all(r["Supplier"] for r in P)
a[2] = any(int(r["Qty"]) > 490 for r in P)
a[3] = sum(1 for r in P if r["Status"] == "Cancelled" and r["Approved"] == "Yes")
a[4] = len(P)
a[5] = len(set(r["Supplier"] for r in P))
a[6] = max(vals(P, "Unit Cost"))
a[7] = sum(r["Status"] == "Pending" for r in P)
a[8] = cnt(P, "Supplier").most_common(3)
a[9] = top(grp(P, "category", "Total Amount", sum), 3)
a[10] = max(P, key=tot)["Buyer"], max(P, key=tot)["PO Number"], max(map(tot, P))
a[11] = [r["Supplier"] for r in P if r["PO Number"] == "PO-2023-0003"]
a[12] = top(grp(P, "Supplier", "Total Amount", sum), 4)
a[13] = sorted(cnt(P, "category").items(), key=lambda kv: kv[1])
a[14] = sorted(vals(P, "Qty"), reverse=True)[:6]
a[15] = sorted(vals(P, "Unit Cost"))[:5]
a[16] = round(sum(map(tot, P)), 2)
a[17] = grp(P, "Supplier", "Total Amount", S.mean)
a[18] = sum(1 for r in P if r["Supplier"] == "Pioneer Electronics" and r["Approved"] == "Yes")
a[19] = round(sum(tot(r) for r in P if r["category"] == "IT Hardware" and pdate(r).year == 2023), 2)
a[20] = sum(1 for r in P if pdate(r).year == 2024 and pdate(r).month == 3)
a[21] = round(100 * sum(r["Status"] == "Cancelled" for r in P) / len(P), 3)
a[22] = grp(P, "Buyer", "Total Amount", sum)
a[23] = round(S.mean(vals([r for r in P if r["category"] == "Packaging"], "Qty")), 4)
a[24] = sum(1 for r in P if tot(r) > 10000 and r["Status"] == "Pending")
m = collections.defaultdict(float)
for r in P:
    if pdate(r).year == 2024: m[pdate(r).month] += tot(r)
a[25] = {k: round(v, 2) for k, v in sorted(m.items())}
T["purchase_orders"] = a

# ---------------- students ----------------
St = load("students")
a = {}
a[1] = (min(vals(St, "math score")) >= 20, min(vals(St, "math score")))
a[2] = sum(num(r["reading score"]) == 100 for r in St)
a[3] = cnt(St, "lunch")
a[4] = sum(r["GradeLevel"] == "12" for r in St)
a[5] = sum(r["test_prep_completed"] == "1" for r in St)
a[6] = max(vals(St, "writing score"))
a[7] = round(S.mean(vals(St, "math score")), 4)
a[8] = grp(St, "GradeLevel", "reading score", S.mean)
mn = min(vals(St, "math score"))
a[9] = (mn, [r["Name"] for r in St if num(r["math score"]) == mn])
a[10] = grp(St, "lunch", "math score", S.mean)
srt = sorted(St, key=lambda r: -num(r["math score"]))
a[11] = [(r["student_id"], r["math score"]) for r in srt[:6]]
a[12] = sorted(vals(St, "reading score"), reverse=True)[:6]
a[13] = sorted(vals(St, "Attendance %"))[:5]
a[14] = cnt(St, "GradeLevel").most_common()
a[15] = sum(1 for r in St if r["Gender"] == "F" and (num(r["writing score"]) or 0) > 90)
a[16] = grp(St, "Gender", "reading score", S.mean)
a[17] = round(S.mean(vals(St, "Attendance %")), 4)
a[18] = sum(1 for r in St if num(r["Attendance %"]) is not None and num(r["Attendance %"]) < 85)
a[19] = round(100 * a[5] / len(St), 3)
a[20] = grp(St, "test_prep_completed", "math score", S.mean)
a[21] = grp(St, "GradeLevel", "writing score", S.mean)
a[22] = sum(1 for r in St if r["GradeLevel"] == "10" and r["lunch"] == "free/reduced")
a[23] = S.median(vals(St, "math score"))
a[24] = sum(1 for r in St if num(r["math score"]) < 50)
a[25] = grp(St, "Gender", "Attendance %", S.mean)
T["students"] = a

# ---------------- server_logs ----------------
L = load("server_logs")
a = {}
a[1] = all(r["HTTP Method"] == "GET" for r in L if r["endpoint"] == "/health")
a[2] = sum(r["status_code"] == "503" for r in L)
a[3] = sum(1 for r in L if r["Country"] == "JP" and r["is_bot"] == "true")
a[4] = len(L)
a[5] = sum(r["status_code"] == "404" for r in L)
a[6] = max(vals(L, "response_ms"))
a[7] = len(set(r["endpoint"] for r in L))
a[8] = cnt(L, "endpoint").most_common(3)
a[9] = cnt(L, "Country").most_common(4)
a[10] = top(grp(L, "endpoint", "response_ms", S.mean), 3)
mx = max(L, key=lambda r: num(r["response_ms"]))
a[11] = (mx["HTTP Method"], mx["response_ms"], [r["HTTP Method"] for r in L if r["response_ms"] == mx["response_ms"]])
a[12] = cnt(L, "Country").most_common(4)
a[13] = sorted(vals(L, "response_ms"), reverse=True)[:6]
a[14] = sorted(vals(L, "response_ms"))[:5]
a[15] = top(grp(L, "endpoint", "bytes_sent", sum), 4)
a[16] = round(S.mean(vals(L, "response_ms")), 4)
a[17] = sum(1 for r in L if int(r["status_code"]) >= 500)
a[18] = round(100 * sum(r["is_bot"] == "true" for r in L) / len(L), 3)
a[19] = sum(r["timestamp"].startswith("2024-05") for r in L)
a[20] = sum(num(r["bytes_sent"]) for r in L if r["endpoint"] == "/static/app.js")
a[21] = grp(L, "is_bot", "response_ms", S.mean)
a[22] = sum(1 for r in L if r["endpoint"] == "/api/login" and r["HTTP Method"] == "POST" and r["status_code"] == "401")
a[23] = cnt(L, "HTTP Method").most_common()
a[24] = round(S.mean(vals([r for r in L if r["Country"] == "DE"], "response_ms")), 4)
a[25] = sum(1 for r in L if r["timestamp"].startswith("2024-06") and r["status_code"] == "500")
T["server_logs"] = a

# ---------------- real_estate ----------------
E = load("real_estate")
pr = lambda r: num(r["Sale Price"])
a = {}
a[1] = all(num(r["Baths"]) >= 1 for r in E)
a[2] = sum(1 for r in E if r["City"] == "Boulder" and r["Has Pool"] == "Yes")
a[3] = sum(1 for r in E if num(r["YearBuilt"]) is not None and num(r["YearBuilt"]) < 1950)
a[4] = len(E)
a[5] = sum(r["Has Pool"] == "Yes" for r in E)
a[6] = max(vals(E, "Sale Price"))
a[7] = round(S.mean(vals(E, "SqFt")), 4)
a[8] = top(grp(E, "City", "Sale Price", S.mean), 3)
a[9] = cnt(E, "Agent").most_common(3)
a[10] = cnt(E, "State").most_common()
a[11] = [r["City"] for r in E if r["ListingID"] == "MLS-71564"]
a[12] = cnt(E, "City").most_common(4)
a[13] = sorted(vals(E, "Sale Price"), reverse=True)[:6]
a[14] = sorted(vals(E, "SqFt"))[:5]
a[15] = top(grp(E, "Agent", "Sale Price", sum), 4)
a[16] = S.median(vals(E, "Sale Price"))
a[17] = round(S.mean(vals([r for r in E if r["State"] == "TX"], "Sale Price")), 4)
a[18] = sum(r["sold_date"].startswith("2023") for r in E)
a[19] = round(100 * a[5] / len(E), 3)
g = grp(E, "Has Pool", "Sale Price", S.mean); a[20] = (g, round(g["Yes"] - g["No"], 2))
a[21] = round(S.mean(vals([r for r in E if r["City"] == "Denver"], "Beds")), 4)
a[22] = sum(1 for r in E if r["Beds"] == "4" and pr(r) > 1_000_000)
a[23] = sum(pr(r) for r in E if r["Agent"] == "Amy Tran" and r["sold_date"].startswith("2024"))
a[24] = sum(1 for r in E if num(r["YearBuilt"]) is not None and num(r["YearBuilt"]) > 2010)
a[25] = grp(E, "State", "Sale Price", S.mean)
T["real_estate"] = a

# ---------------- gym_members ----------------
G = load("gym_members")
a = {}
jd = lambda r: datetime.datetime.strptime(r["JoinDate"], "%d-%b-%Y").date()
a[1] = all(int(r["Age"]) >= 18 for r in G)
a[2] = sum(1 for r in G if r["Membership Type"] == "Student" and int(r["Age"]) > 30)
a[3] = sum(r["Visits/Week"] == "7" for r in G)
a[4] = len(G)
a[5] = sum(r["Churned"] == "Yes" for r in G)
a[6] = round(S.mean(vals(G, "Age")), 4)
a[7] = max(vals(G, "Avg Session (min)"))
a[8] = cnt(G, "Membership Type").most_common()
ch = collections.defaultdict(lambda: [0, 0])
for r in G:
    ch[r["Membership Type"]][0] += r["Churned"] == "Yes"; ch[r["Membership Type"]][1] += 1
a[9] = {k: round(v[0] / v[1], 4) for k, v in ch.items()}
a[10] = [r["Gender"] for r in G if r["Member_ID"] == "GM0002"]
a[11] = grp(G, "Membership Type", "Calories Burned", S.mean)
srt = sorted(G, key=lambda r: -num(r["Calories Burned"]))
a[12] = [(r["Member_ID"], r["Calories Burned"]) for r in srt[:5]]
a[13] = sorted(vals(G, "Age"), reverse=True)[:7]
a[14] = sorted(vals(G, "Calories Burned"))[:6]
a[15] = cnt(G, "Membership Type").most_common()
a[16] = round(S.mean(vals(G, "Visits/Week")), 4)
a[17] = sum(1 for r in G if r["Membership Type"] == "Premium" and r["Churned"] == "Yes")
a[18] = round(100 * a[5] / len(G), 3)
a[19] = sum(jd(r).year == 2023 for r in G)
a[20] = grp(G, "Churned", "Avg Session (min)", S.mean)
a[21] = sum(int(r["Age"]) > 50 for r in G)
a[22] = sum(num(r["Calories Burned"]) for r in G if r["Gender"] == "Female")
a[23] = sum(1 for r in G if jd(r).year == 2024 and jd(r).month == 1)
a[24] = grp(G, "Membership Type", "Age", S.mean)
a[25] = sum(1 for r in G if num(r["Visits/Week"]) < 2)
T["gym_members"] = a

if __name__ == "__main__":
    for t, a in T.items():
        print(f"=== {t}")
        qs = open(f"{HERE}/q_{t}.txt").read().splitlines()
        for n in sorted(a):
            print(f"{n:2d}. {qs[n-1]}\n    TRUTH: {a[n]}")
