#!/usr/bin/env python3
"""True answers for questions 1-25 of each table (csv module only)."""
import csv
from collections import Counter, defaultdict
from statistics import median

out = []


def P(table, n, ans):
    out.append(f"{table}\t{n}\t{ans}")


def load(f):
    with open(f, newline="") as fh:
        return list(csv.DictReader(fh))


def m(s):  # money / number parse, blank -> None
    s = s.strip().replace("$", "").replace(",", "").replace("%", "")
    return float(s) if s else None


def r2(x):
    return round(x, 2)


def ranked(d, k=None, rev=True):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=rev)
    return items[:k] if k else items


def mdy_month(s):  # MM/DD/YYYY -> YYYY-MM
    return s[6:10] + "-" + s[0:2]


MON = {m_: i + 1 for i, m_ in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split())}


def dmy_key(s):  # DD-Mon-YYYY -> (y, m, d)
    d, mo, y = s.split("-")
    return (int(y), MON[mo], int(d))


# ---------------------------------------------------------------- carwash
T = "carwash"
R = load("carwash.csv")
price = lambda r: m(r["Price"])
P(T, 1, len(R))
P(T, 2, max(price(r) for r in R))
P(T, 3, ranked(Counter(r["Service Package"] for r in R), 2))
P(T, 4, "yes, " + str(sum(r["Customer Rating"] == "1" for r in R)) + " tickets")
cc = [price(r) for r in R if r["Service Package"] == "Ceramic Coating"]
P(T, 5, f"{'yes' if all(p > 500 for p in cc) else 'no'} (n={len(cc)}, min={min(cc)})")
P(T, 6, r2(sum(int(r["Duration (min)"]) for r in R) / len(R)))
P(T, 7, [(r["Ticket #"], r["Price"]) for r in sorted(R, key=price, reverse=True)[:4]])
P(T, 8, ranked(Counter(r["Location"] for r in R if r["Vehicle Type"] == "SUV"), 2))
P(T, 9, sum(r["Loyalty Member"] == "Y" for r in R))
P(T, 10, max(int(r["Duration (min)"]) for r in R))
P(T, 11, ranked(Counter(r["Vehicle Type"] for r in R), rev=False)[:2])
tipped = [r for r in R if r["Tip"]]
top = sorted(tipped, key=lambda r: m(r["Tip"]), reverse=True)[:2]
P(T, 12, [(r["Ticket #"], r["Tip"], r["Payment Method"]) for r in top])
tot = defaultdict(float)
for r in R:
    tot[r["Technician"]] += price(r)
P(T, 13, [(k, r2(v)) for k, v in ranked(tot)])
P(T, 14, len(set(r["Technician"] for r in R)))
P(T, 15, min(price(r) for r in R if r["Service Package"] == "Full Detail"))
tot = defaultdict(float)
for r in R:
    tot[r["Location"]] += price(r)
P(T, 16, [(k, r2(v)) for k, v in ranked(tot)])
P(T, 17, f"{sum(r['Payment Method'] == 'Cash' for r in R)}/{len(R)} = {r2(100 * sum(r['Payment Method'] == 'Cash' for r in R) / len(R))}%")
for flag in "YN":
    t = [m(r["Tip"]) for r in R if r["Loyalty Member"] == flag and r["Tip"]]
    t0 = [m(r["Tip"]) or 0 for r in R if r["Loyalty Member"] == flag]
    out.append(f"{T}\t18\t{flag}: avg tip {r2(sum(t) / len(t))} over {len(t)} non-blank (blank-as-0: {r2(sum(t0) / len(t0))})")
P(T, 19, sorted(Counter(mdy_month(r["Service Date"]) for r in R).items()))
P(T, 20, median(price(r) for r in R))
P(T, 21, sum(r["Service Package"] == "Deluxe Wash" and r["Vehicle Type"] == "SUV" and r["Location"] == "Main St" for r in R))
q1 = sum(price(r) for r in R if mdy_month(r["Service Date"]) <= "2024-03")
q2 = sum(price(r) for r in R if "2024-04" <= mdy_month(r["Service Date"]) <= "2024-06")
P(T, 22, f"Jan-Mar {r2(q1)} vs Apr-Jun {r2(q2)} (diff {r2(q2 - q1)})")
rated = [r for r in R if r["Customer Rating"]]
P(T, 23, f"{sum(r['Customer Rating'] == '5' for r in rated)}/{len(rated)} = {r2(100 * sum(r['Customer Rating'] == '5' for r in rated) / len(rated))}%")
P(T, 24, sum("Tire Shine" in [a.strip() for a in r["Add-ons"].split(",")] for r in R))
g = defaultdict(list)
for r in rated:
    g[r["Service Package"]].append(int(r["Customer Rating"]))
P(T, 25, [(k, r2(sum(v) / len(v)), len(v)) for k, v in sorted(g.items())])

# ---------------------------------------------------------------- solar
T = "solar"
R = load("solar.csv")
cv = lambda r: m(r["contract_value"])
kw = lambda r: float(r["system_size_kw"])
P(T, 1, len(R))
P(T, 2, max(kw(r) for r in R))
P(T, 3, ranked(Counter(r["panel_brand"] for r in R), 2))
P(T, 4, [r["project_id"] for r in R if r["state"] == "TX" and r["project_status"] == "Cancelled"])
hy = [r for r in R if r["inverter_type"] == "Hybrid"]
P(T, 5, f"no: {sum(r['battery_included'] == 'FALSE' for r in hy)} of {len(hy)} Hybrid projects have no battery")
P(T, 6, r2(sum(cv(r) for r in R) / len(R)))
P(T, 7, ranked(Counter(r["city"] for r in R), 5))
P(T, 8, ranked(Counter(r["crew_lead"] for r in R if r["project_status"] == "Completed")))
P(T, 9, sum(r["battery_included"] == "TRUE" for r in R))
top = sorted(R, key=kw, reverse=True)[:3]
P(T, 10, [(r["project_id"], r["system_size_kw"], r["contract_value"]) for r in top])
P(T, 11, min(int(r["panel_count"]) for r in R))
P(T, 12, ranked(Counter(r["roof_type"] for r in R), rev=False)[:2])
P(T, 13, min(r["install_date"] for r in R if r["install_date"]))
P(T, 14, [(r["project_id"], r["system_size_kw"]) for r in sorted(R, key=kw, reverse=True)[:6]])
P(T, 15, len(set(r["city"] for r in R)))
tot = defaultdict(float)
for r in R:
    tot[r["state"]] += cv(r)
P(T, 16, [(k, r2(v)) for k, v in ranked(tot)])
c = sum(r["project_status"] == "Cancelled" for r in R)
P(T, 17, f"{c}/{len(R)} = {r2(100 * c / len(R))}%")
for b in ("TRUE", "FALSE"):
    s = [kw(r) for r in R if r["battery_included"] == b]
    out.append(f"{T}\t18\tbattery={b}: avg kW {r2(sum(s) / len(s))} (n={len(s)})")
P(T, 19, sorted(Counter(r["install_date"][:7] for r in R if r["install_date"].startswith("2024")).items()))
P(T, 20, median(cv(r) for r in R if r["project_status"] == "Completed"))
P(T, 21, sum(r["panel_brand"] == "Qcells" and r["state"] == "AZ" and r["inverter_type"] == "Microinverter" for r in R))
y23 = sum(cv(r) for r in R if r["install_date"].startswith("2023"))
y24 = sum(cv(r) for r in R if r["install_date"].startswith("2024"))
P(T, 22, f"2023 {r2(y23)} vs 2024 {r2(y24)} (diff {r2(y24 - y23)})")
P(T, 23, r2(sum(m(r["rebate_amount"]) or 0 for r in R if r["state"] == "CA")))
P(T, 24, len(set(r["customer_last_name"] for r in R)))
g = defaultdict(list)
for r in R:
    if r["est_annual_kwh"]:
        g[r["inverter_type"]].append(int(r["est_annual_kwh"]))
P(T, 25, [(k, r2(sum(v) / len(v))) for k, v in sorted(g.items(), key=lambda kv: -sum(kv[1]) / len(kv[1]))])

# ---------------------------------------------------------------- grants
T = "grants"
R = load("grants.csv")
amt = lambda r: m(r["awardAmount"])
P(T, 1, len(R))
P(T, 2, max(amt(r) for r in R))
P(T, 3, ranked(Counter(r["fundingAgency"] for r in R), 2))
P(T, 4, [r["grantId"] for r in R if r["fundingAgency"] == "DARPA" and r["department"] == "Psychology"])
pf = [r for r in R if r["fundingAgency"] == "Private Foundation"]
P(T, 5, f"{'yes' if all(r['indirectCostRate'] == '10%' for r in pf) else 'no'} (n={len(pf)})")
P(T, 6, r2(sum(amt(r) for r in R) / len(R)))
tot = defaultdict(float)
for r in R:
    tot[r["principalInvestigator"]] += amt(r)
P(T, 7, [(k, r2(v)) for k, v in ranked(tot, 6)])
P(T, 8, ranked(Counter(r["department"] for r in R if r["grantStatus"] == "Active"), 3))
P(T, 9, sum(r["isRenewal"] == "Yes" for r in R))
top = sorted(R, key=amt, reverse=True)[:2]
P(T, 10, [(r["grantId"], r["principalInvestigator"], r["awardAmount"]) for r in top])
P(T, 11, min(int(r["durationMonths"]) for r in R))
P(T, 12, min(R, key=lambda r: dmy_key(r["startDate"]))["startDate"])
P(T, 13, sum(r["coInvestigators"].strip() == "" for r in R))
P(T, 14, ranked(Counter(r["programOfficer"] for r in R if r["programOfficer"]), 2))
P(T, 15, ranked(Counter(r["department"] for r in R), rev=False)[:4])
tot = defaultdict(float)
for r in R:
    tot[r["fundingAgency"]] += amt(r)
P(T, 16, [(k, r2(v)) for k, v in ranked(tot)])
allsum = sum(amt(r) for r in R)
P(T, 17, f"{r2(tot['NIH'])}/{r2(allsum)} = {r2(100 * tot['NIH'] / allsum)}%")
for y in ("Yes", "No"):
    s = [amt(r) for r in R if r["isRenewal"] == y]
    out.append(f"{T}\t18\tisRenewal={y}: avg {r2(sum(s) / len(s))} (n={len(s)})")
P(T, 19, sorted(Counter(r["startDate"][-4:] for r in R).items()))
P(T, 20, median(amt(r) for r in R if r["department"] == "Computer Science"))
P(T, 21, sum(r["grantStatus"] == "Active" and r["fundingAgency"] == "NSF" and r["department"] == "Biology" for r in R))
P(T, 22, len(set(r["principalInvestigator"] for r in R)))
P(T, 23, sum("C. Wu" in [x.strip() for x in r["coInvestigators"].split(",")] for r in R))
P(T, 24, r2(sum(amt(r) for r in R if r["endDate"].endswith("2025"))))
g = defaultdict(list)
for r in R:
    g[r["department"]].append(amt(r))
P(T, 25, [(k, r2(sum(v) / len(v))) for k, v in sorted(g.items(), key=lambda kv: -sum(kv[1]) / len(kv[1]))][:3])

# ---------------------------------------------------------------- foodtruck
T = "foodtruck"
R = load("foodtruck.csv")
u = lambda r: int(r["Units Sold"])
rev = lambda r: m(r["Revenue"])
P(T, 1, len(R))
tot = defaultdict(int)
for r in R:
    tot[r["menuItem"]] += u(r)
P(T, 2, ranked(tot, 2))
P(T, 3, max(rev(r) for r in R))
P(T, 4, sorted(set((r["truck_name"], r["Sale Date"]) for r in R if r["Location"] == "Tech Park" and r["Event Day"] == "Yes")))
dr = [m(r["Unit Price"]) for r in R if r["Category"] == "Drinks"]
P(T, 5, f"{'yes' if all(p < 5 for p in dr) else 'no'} (max drink price {max(dr)})")
P(T, 6, r2(sum(u(r) for r in R) / len(R)))
tr = defaultdict(float)
for r in R:
    tr[r["menuItem"]] += rev(r)
P(T, 7, [(k, r2(v)) for k, v in ranked(tr, 4)])
tl = defaultdict(float)
for r in R:
    tl[r["Location"]] += rev(r)
P(T, 8, [(k, r2(v)) for k, v in ranked(tl, 2)])
P(T, 9, sum(r["Event Day"] == "Yes" for r in R))
top = sorted(R, key=u, reverse=True)[:2]
P(T, 10, [(r["truck_name"], r["menuItem"], r["Units Sold"], r["Sale Date"]) for r in top])
P(T, 11, max(int(r["High Temp (°F)"]) for r in R if r["High Temp (°F)"]))
P(T, 12, ranked(Counter(r["Cashier"] for r in R if r["Cashier"]), 2))
P(T, 13, len(set(r["menuItem"] for r in R)))
P(T, 14, min(m(r["Unit Price"]) for r in R))
P(T, 15, ranked(tot, rev=False)[:2])
tt = defaultdict(float)
for r in R:
    tt[r["truck_name"]] += rev(r)
P(T, 16, [(k, r2(v)) for k, v in ranked(tt)])
allrev = sum(rev(r) for r in R)
dsum = sum(rev(r) for r in R if r["Category"] == "Drinks")
P(T, 17, f"{r2(dsum)}/{r2(allrev)} = {r2(100 * dsum / allrev)}%")
for w in ("Rain", "Sunny"):
    s = [u(r) for r in R if r["Weather"] == w]
    out.append(f"{T}\t18\t{w}: avg units {r2(sum(s) / len(s))} (n={len(s)})")
mm = defaultdict(float)
for r in R:
    mm[r["Sale Date"][:7]] += rev(r)
P(T, 19, [(k, r2(v)) for k, v in sorted(mm.items())])
P(T, 20, median(rev(r) for r in R if r["truck_name"] == "Seoul Food"))
P(T, 21, sum(u(r) for r in R if r["truck_name"] == "Seoul Food" and r["Location"] == "Tech Park"))
P(T, 22, f"April {r2(mm['2024-04'])} vs May {r2(mm['2024-05'])} (diff {r2(mm['2024-05'] - mm['2024-04'])})")
P(T, 23, len(set(r["Sale Date"] for r in R if r["truck_name"] == "Taco Loco")))
for e in ("Yes", "No"):
    s = [rev(r) for r in R if r["Event Day"] == e]
    out.append(f"{T}\t24\tEvent Day={e}: avg revenue {r2(sum(s) / len(s))} (n={len(s)})")
g = defaultdict(list)
for r in R:
    g[r["truck_name"]].append(u(r))
P(T, 25, [(k, r2(sum(v) / len(v))) for k, v in sorted(g.items(), key=lambda kv: -sum(kv[1]) / len(kv[1]))])

# ---------------------------------------------------------------- nurse_visits
T = "nurse_visits"
R = load("nurse_visits.csv")
bill = lambda r: m(r["Billed Amount"])
dist = lambda r: float(r["Distance (mi)"])
P(T, 1, len(R))
P(T, 2, len(set(r["patient_id"] for r in R)))
P(T, 3, ranked(Counter(r["visitType"] for r in R), 2))
P(T, 4, max(int(r["Duration (min)"]) for r in R))
P(T, 5, f"yes, {sum(r['Missed Visit'] == 'Yes' for r in R)}")
P(T, 6, ranked(Counter(r["nurseName"] for r in R), 2))
P(T, 7, r2(sum(dist(r) for r in R) / len(R)))
P(T, 8, ranked(Counter(r["County"] for r in R), 4))
P(T, 9, f"{'yes' if all(int(r['patientAge']) >= 40 for r in R) else 'no'} (min age {min(int(r['patientAge']) for r in R)})")
top = sorted([r for r in R if r["Billed Amount"]], key=bill, reverse=True)[:2]
P(T, 10, [(r["visit_id"], r["Billed Amount"], r["nurseName"]) for r in top])
P(T, 11, sum(r["follow_up_required"] == "Y" for r in R))
P(T, 12, sum(r["patient_id"] == "P-4471" for r in R))
P(T, 13, max(int(r["patientAge"]) for r in R))
P(T, 14, ranked(Counter(r["insurance_type"] for r in R), rev=False)[:2])
top = sorted(R, key=dist, reverse=True)[:2]
P(T, 15, [(r["visit_id"], r["Distance (mi)"], r["visitType"]) for r in top])
tb = defaultdict(float)
for r in R:
    tb[r["insurance_type"]] += bill(r) or 0
P(T, 16, [(k, r2(v)) for k, v in ranked(tb)])
mv = sum(r["Missed Visit"] == "Yes" for r in R)
P(T, 17, f"{mv}/{len(R)} = {r2(100 * mv / len(R))}%")
for vt in ("Wound Care", "Diabetic Care"):
    s = [int(r["Duration (min)"]) for r in R if r["visitType"] == vt and r["Missed Visit"] == "No"]
    s_all = [int(r["Duration (min)"]) for r in R if r["visitType"] == vt]
    out.append(f"{T}\t18\t{vt}: avg {r2(sum(s) / len(s))} (n={len(s)}; incl. missed would be {r2(sum(s_all) / len(s_all))})")
P(T, 19, sorted(Counter(mdy_month(r["Visit Date"]) for r in R).items()))
P(T, 20, median(bill(r) for r in R if r["Billed Amount"]))
P(T, 21, sum(r["visitType"] == "Wound Care" and r["County"] == "Hamilton" and r["follow_up_required"] == "Y" for r in R))
mc = Counter(mdy_month(r["Visit Date"]) for r in R)
P(T, 22, f"March {mc['2024-03']} vs June {mc['2024-06']}")
P(T, 23, len(set(r["patient_id"] for r in R if r["nurseName"] == "Linda Park RN")))
tm = defaultdict(float)
for r in R:
    tm[r["nurseName"]] += dist(r)
P(T, 24, [(k, r2(v)) for k, v in ranked(tm)])
s = [bill(r) for r in R if r["insurance_type"] == "Medicare" and r["Billed Amount"]]
s0 = [bill(r) or 0 for r in R if r["insurance_type"] == "Medicare"]
P(T, 25, f"{r2(sum(s) / len(s))} over {len(s)} billed visits (blank-as-0: {r2(sum(s0) / len(s0))} over {len(s0)})")

with open("truth_out.txt", "w") as f:
    f.write("\n".join(out) + "\n")
print("\n".join(out))
