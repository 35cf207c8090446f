import csv, statistics as st, datetime as dt
from collections import Counter, defaultdict

def load(n):
    with open(n + ".csv", newline="") as f:
        return list(csv.DictReader(f))

def money(s):
    return float(s.replace("$", "").replace("€", "").replace(",", "")) if s.strip() else None

def top(counter, n=None):
    items = sorted(counter.items(), key=lambda kv: -kv[1])
    return items[:n] if n else items

def P(t, n, v):
    print(f"{t}\t{n}\t{v}")

# ---- court
R = load("court_transcripts"); T = "court"
fee = lambda r: float(r["total_fee"])
pg = lambda r: int(r["pages"])
P(T, 1, len(R))
P(T, 2, round(sum(map(fee, R)), 2))
P(T, 3, round(st.mean(map(pg, R)), 4))
P(T, 4, top(Counter(r["court"] for r in R), 3))
c = Counter(); [c.update({r["reporter_id"]: pg(r)}) for r in R]; P(T, 5, top(c, 3))
P(T, 6, max(map(fee, R)))
P(T, 7, sum(r["expedited"] == "Y" for r in R))
P(T, 8, ("yes" if min(map(pg, R)) >= 10 else "no", min(map(pg, R))))
P(T, 9, [(r["transcript_id"], pg(r)) for r in R if r["court"] == "Probate Court" and pg(r) > 300])
c = Counter(); [c.update({r["reporter_id"]: fee(r)}) for r in R]; P(T, 10, [(k, round(v, 2)) for k, v in top(c, 4)])
m = max(map(pg, R)); P(T, 11, [(r["case_type"], pg(r)) for r in R if pg(r) == m])
P(T, 12, sorted(map(pg, R), reverse=True)[:6])
P(T, 13, sum("PDF" in [x.strip() for x in r["formats"].split(",")] for r in R))
P(T, 14, min(float(r["rate_per_page"]) for r in R))
P(T, 15, len({r["reporter_id"] for r in R}))
P(T, 16, round(100 * sum(r["expedited"] == "Y" for r in R) / len(R), 4))
q = lambda r: (int(r["order_date"][5:7]) - 1) // 3 + 1
P(T, 17, (round(sum(fee(r) for r in R if q(r) == 1), 2), round(sum(fee(r) for r in R if q(r) == 2), 2)))
P(T, 18, sorted(Counter(r["order_date"][:7] for r in R).items()))
g = defaultdict(list); [g[r["order_date"][:7]].append(fee(r)) for r in R]; P(T, 19, [(k, round(st.mean(v), 2)) for k, v in sorted(g.items())])
P(T, 20, st.median(map(pg, R)))
e = [int(r["days_to_deliver"]) for r in R if r["expedited"] == "Y" and r["days_to_deliver"]]
ne = [int(r["days_to_deliver"]) for r in R if r["expedited"] == "N" and r["days_to_deliver"]]
P(T, 21, (round(st.mean(e), 4), round(st.mean(ne), 4)))
P(T, 22, round(100 * sum(fee(r) for r in R if r["case_type"] == "Criminal") / sum(map(fee, R)), 4))
g = defaultdict(list); [g[r["case_type"]].append(pg(r)) for r in R]; P(T, 23, sorted([(round(st.mean(v), 2), k) for k, v in g.items()], reverse=True))
P(T, 24, len({r["court"] for r in R if r["order_date"] >= "2024-07-01"}))
fc = [r for r in R if r["court"] == "Family Court"]; P(T, 25, (round(100 * sum(r["expedited"] == "Y" for r in fc) / len(fc), 4), len(fc)))

# ---- cemetery
R = load("cemetery_plot_sales"); T = "cemetery"
pr = lambda r: money(r["Price ($)"]); sz = lambda r: int(r["Plot Size (sq ft)"])
P(T, 1, len(R)); P(T, 2, round(sum(map(pr, R)), 2))
P(T, 3, round(st.mean(pr(r) for r in R if r["Plot Type"] == "Companion"), 4))
P(T, 4, top(Counter(r["Section"] for r in R), 3))
c = Counter(); [c.update({r["Agent ID"]: pr(r)}) for r in R]; P(T, 5, top(c, 3))
P(T, 6, max(map(pr, R)))
P(T, 7, sum(r["Perpetual Care"] == "Yes" for r in R))
P(T, 8, max(pr(r) for r in R if r["Plot Type"] == "Cremation Niche"))
P(T, 9, sum(1 for r in R if r["Section"] == "Veterans" and r["Perpetual Care"] == "No"))
P(T, 10, top(Counter(r["Plot Type"] for r in R)))
m = max(map(sz, R)); P(T, 11, [(r["Plot Type"], sz(r)) for r in R if sz(r) == m])
P(T, 12, sorted((pr(r) for r in R if r["Section"] == "Lakeview"), reverse=True)[:5])
P(T, 13, sum("Vault" in [x.strip() for x in r["Services"].split(",")] for r in R))
P(T, 14, min(map(sz, R)))
P(T, 15, sum(r["Deposit ($)"].strip() == "" for r in R))
P(T, 16, round(100 * sum(r["Pre-Need"] == "Yes" for r in R) / len(R), 4))
mo = lambda r: int(r["Sale Date"][:2])
P(T, 17, (round(sum(pr(r) for r in R if mo(r) <= 6), 2), round(sum(pr(r) for r in R if mo(r) > 6), 2)))
P(T, 18, sorted(Counter(mo(r) for r in R).items()))
g = defaultdict(list); [g[mo(r)].append(pr(r)) for r in R]; P(T, 19, [(k, round(st.mean(v), 2)) for k, v in sorted(g.items())])
P(T, 20, st.median(map(pr, R)))
P(T, 21, round(sum(map(pr, R)) / sum(map(sz, R)), 4))
P(T, 22, len({r["Agent ID"] for r in R}))
P(T, 23, (round(st.mean(pr(r) for r in R if r["Pre-Need"] == "Yes"), 2), round(st.mean(pr(r) for r in R if r["Pre-Need"] == "No"), 2)))
P(T, 24, round(100 * sum(pr(r) for r in R if r["Section"] == "Hillside") / sum(map(pr, R)), 4))
fp = [r for r in R if r["Plot Type"] == "Family"]; P(T, 25, (round(100 * sum(r["Perpetual Care"] == "Yes" for r in fp) / len(fp), 4), len(fp)))

# ---- ice cream
R = load("ice_cream_truck_routes"); T = "icecream"
rv = lambda r: money(r["revenue"]); u = lambda r: int(r["unitsSold"]); h = lambda r: float(r["hoursOut"])
mon = lambda r: dt.datetime.strptime(r["runDate"], "%d-%b-%Y").month
P(T, 1, len(R)); P(T, 2, round(sum(map(rv, R)), 2)); P(T, 3, round(st.mean(map(u, R)), 4))
c = Counter(); [c.update({r["route"]: rv(r)}) for r in R]; P(T, 4, [(k, round(v, 2)) for k, v in top(c, 3)])
P(T, 5, top(Counter(r["driverId"] for r in R), 3))
P(T, 6, max(int(r["tempC"]) for r in R))
P(T, 7, sum(r["rainyDay"] == "TRUE" for r in R))
P(T, 8, max(map(u, R)))
P(T, 9, sum(1 for r in R if r["truckNo"] == "T3" and r["route"] == "Beachfront"))
c = Counter(); [c.update({r["driverId"]: u(r)}) for r in R]; P(T, 10, top(c, 4))
m = max(map(rv, R)); P(T, 11, [(r["route"], rv(r)) for r in R if rv(r) == m])
P(T, 12, sorted(map(rv, R))[:6])
fl = lambda r: [x.strip() for x in r["flavorsSoldOut"].split(",") if x.strip()]
P(T, 13, sum("Mint Choc" in fl(r) for r in R))
P(T, 14, max(map(h, R)))
P(T, 15, sum(r["fuelLitres"].strip() == "" for r in R))
P(T, 16, round(100 * sum(rv(r) for r in R if r["rainyDay"] == "TRUE") / sum(map(rv, R)), 4))
P(T, 17, (round(sum(rv(r) for r in R if mon(r) == 6), 2), round(sum(rv(r) for r in R if mon(r) == 7), 2)))
g = defaultdict(float); [g.__setitem__(mon(r), g[mon(r)] + rv(r)) for r in R]; P(T, 18, [(k, round(v, 2)) for k, v in sorted(g.items())])
g = defaultdict(list); [g[mon(r)].append(u(r)) for r in R]; P(T, 19, [(k, round(st.mean(v), 2)) for k, v in sorted(g.items())])
P(T, 20, st.median(map(h, R)))
P(T, 21, round(sum(map(rv, R)) / sum(map(h, R)), 4))
P(T, 22, len({r["driverId"] for r in R if r["route"] == "Old Town"}))
P(T, 23, (round(st.mean(u(r) for r in R if r["rainyDay"] == "TRUE"), 2), round(st.mean(u(r) for r in R if r["rainyDay"] == "FALSE"), 2)))
c = Counter(); [c.update(fl(r)) for r in R]; P(T, 24, top(c))
P(T, 25, round(100 * sum(bool(fl(r)) for r in R) / len(R), 4))

# ---- coworking
R = load("coworking_desk_bookings"); T = "cowork"
a = lambda r: float(r["AMT"]) if r["AMT"] else None; h = lambda r: float(r["HRS"])
P(T, 1, len(R)); P(T, 2, round(sum(a(r) for r in R if a(r) is not None), 2)); P(T, 3, round(st.mean(map(h, R)), 4))
P(T, 4, top(Counter(r["LOC"] for r in R)))
P(T, 5, top(Counter(r["MBR_ID"] for r in R), 4))
P(T, 6, max(map(h, R)))
P(T, 7, sum(r["NO_SHOW"] == "1" for r in R))
P(T, 8, min(h(r) for r in R if r["DESK_TYP"] == "Private Office"))
P(T, 9, sum(1 for r in R if r["DESK_TYP"] == "Meeting Pod" and r["LOC"] == "Tech Park"))
c = Counter(); [c.update({r["MBR_ID"]: a(r)}) for r in R if a(r) is not None]; P(T, 10, [(k, round(v, 2)) for k, v in top(c, 4)])
m = max(a(r) for r in R if a(r) is not None); P(T, 11, [(r["DESK_TYP"], a(r)) for r in R if a(r) == m])
P(T, 12, sorted({r["MBR_PLAN"] for r in R}))
am = lambda r: [x.strip() for x in r["AMEN"].split(",") if x.strip()]
P(T, 13, sum("monitor" in am(r) for r in R))
P(T, 14, min(a(r) for r in R if a(r) is not None))
P(T, 15, sum(r["AMT"] == "" for r in R))
P(T, 16, round(100 * sum(r["NO_SHOW"] == "1" for r in R) / len(R), 4))
mo = lambda r: int(r["BKG_START"][5:7])
P(T, 17, (sum(mo(r) <= 3 for r in R), sum(4 <= mo(r) <= 6 for r in R)))
P(T, 18, sorted(Counter(mo(r) for r in R).items()))
g = defaultdict(list); [g[mo(r)].append(h(r)) for r in R]; P(T, 19, [(k, round(st.mean(v), 2)) for k, v in sorted(g.items())])
P(T, 20, st.median(a(r) for r in R if a(r) is not None))
P(T, 21, round(sum(a(r) for r in R if a(r) is not None) / sum(h(r) for r in R if a(r) is not None), 4))
P(T, 22, len({r["MBR_ID"] for r in R if mo(r) == 3}))
P(T, 23, (round(st.mean(h(r) for r in R if r["LOC"] == "Downtown"), 4), round(st.mean(h(r) for r in R if r["LOC"] == "Riverside"), 4)))
P(T, 24, round(100 * sum(r["MTG_RM"] == "1" for r in R) / len(R), 4))
P(T, 25, top(Counter(int(r["BKG_START"][11:13]) for r in R), 3))

# ---- quilting
R = load("quilting_guild_projects"); T = "quilt"
mc = lambda r: money(r["MaterialCost"]); y = lambda r: float(r["FabricYards"]); b = lambda r: int(r["BlockCount"])
pd = lambda s: dt.datetime.strptime(s, "%b %d, %Y").date()
P(T, 1, len(R)); P(T, 2, round(sum(map(mc, R)), 2)); P(T, 3, round(st.mean(map(y, R)), 4))
P(T, 4, top(Counter(r["Pattern"] for r in R), 3))
P(T, 5, top(Counter(r["MemberNo"] for r in R), 4))
P(T, 6, max(map(b, R)))
P(T, 7, sum(r["HandQuilted"] == "true" for r in R))
P(T, 8, sorted(y(r) for r in R if r["QuiltSize"] == "King")[:3])
P(T, 9, [r["ProjectNo"] for r in R if r["Pattern"] == "Crazy Quilt" and r["Ribbon"] == "Blue"])
c = Counter(); [c.update({r["MemberNo"]: mc(r)}) for r in R]; P(T, 10, [(k, round(v, 2)) for k, v in top(c, 4)])
m = max(map(mc, R)); P(T, 11, [(r["Pattern"], mc(r)) for r in R if mc(r) == m])
P(T, 12, sorted(map(y, R), reverse=True)[:6])
tq = lambda r: [x.strip() for x in r["Techniques"].split(",")]
P(T, 13, sum("applique" in tq(r) for r in R))
P(T, 14, min(map(mc, R)))
P(T, 15, sum(r["FinishedOn"] == "" for r in R))
se = [r for r in R if r["ShowEntry"] == "true"]; P(T, 16, (round(100 * sum(r["Ribbon"] != "" for r in se) / len(se), 4), len(se)))
P(T, 17, Counter(pd(r["StartedOn"]).year for r in R))
P(T, 18, sorted(Counter(pd(r["StartedOn"]).month for r in R if pd(r["StartedOn"]).year == 2024).items()))
g = defaultdict(list); [g[pd(r["StartedOn"]).month].append(mc(r)) for r in R if pd(r["StartedOn"]).year == 2024]
P(T, 19, [(k, round(st.mean(v), 2)) for k, v in sorted(g.items())])
P(T, 20, st.median((pd(r["FinishedOn"]) - pd(r["StartedOn"])).days for r in R if r["FinishedOn"]))
P(T, 21, round(sum(map(mc, R)) / sum(map(y, R)), 4))
P(T, 22, len({r["Pattern"] for r in R if r["HandQuilted"] == "true"}))
P(T, 23, (round(st.mean(b(r) for r in R if r["HandQuilted"] == "true"), 4), round(st.mean(b(r) for r in R if r["HandQuilted"] == "false"), 4)))
P(T, 24, round(100 * sum(mc(r) for r in R if r["QuiltSize"] == "Queen") / sum(map(mc, R)), 4))
k = [r for r in R if r["QuiltSize"] == "King"]; P(T, 25, (round(100 * sum(r["ShowEntry"] == "true" for r in k) / len(k), 4), len(k)))
