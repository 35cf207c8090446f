#!/usr/bin/env python3
"""True answers for questions 1-25 of each table. csv module only."""
import csv
from collections import Counter, defaultdict


def load(name):
    with open(name + ".csv", newline="") as f:
        return list(csv.DictReader(f))


def num(s):
    s = s.strip().replace("$", "").replace(",", "")
    return float(s) if s else None


def r2(x):
    return round(x, 2)


def mean(xs):
    xs = [x for x in xs if x is not None]
    return sum(xs) / len(xs) if xs else None


def group_mean(rows, key, val):
    g = defaultdict(list)
    for r in rows:
        v = val(r)
        if v is not None:
            g[r[key]].append(v)
    return {k: r2(sum(v) / len(v)) for k, v in sorted(g.items())}


def group_sum(rows, key, val):
    g = defaultdict(float)
    for r in rows:
        v = val(r)
        if v is not None:
            g[r[key]] += v
    return {k: r2(v) for k, v in sorted(g.items())}


def top_counts(rows, key, n):
    c = Counter(r[key] for r in rows)
    return c.most_common(n)


def argmax(d):
    return max(d.items(), key=lambda kv: kv[1])


def argmin(d):
    return min(d.items(), key=lambda kv: kv[1])


def items(s):
    return [x.strip().lower() for x in s.split(",") if x.strip()]


def mdy(s):  # MM/DD/YYYY -> (y, m, d)
    m, d, y = s.split("/")
    return int(y), int(m), int(d)


# ------------------------------------------------------------------ hives
def hive():
    R = load("hive_inspections")
    V = "Varroa Count (per 300 bees)"
    H = "Honey Stores (kg)"
    A = []
    A.append(("Yes" if any(num(r[V]) is not None and num(r[V]) > 14 for r in R) else "No") +
             " (%d rows)" % sum(1 for r in R if num(r[V]) is not None and num(r[V]) > 14))
    A.append(sum(r["Swarm Cells"] == "Yes" for r in R))
    A.append(top_counts(R, "Apiary", 3))
    A.append(argmax(group_mean(R, "Apiary", lambda r: num(r[H]))))
    A.append(sorted(num(r["Air Temp (°C)"]) for r in R)[:4])
    A.append(sum(r["Colony Status"] == "Queenless" for r in R))
    A.append(top_counts(R, "Temperament", 1))
    A.append("Yes" if any(num(r["Duration_min"]) > 45 for r in R) else "No (max %g)" % max(num(r["Duration_min"]) for r in R))
    A.append(max(num(r[H]) for r in R))
    A.append(len(set(r["Hive No."] for r in R)))
    A.append(top_counts(R, "Inspector", 2))
    A.append(sorted((num(r[V]) for r in R if num(r[V]) is not None), reverse=True)[:5])
    y = sum(r["Queen Seen"] == "Y" for r in R)
    A.append("%s (%d of %d)" % ("Yes" if y > len(R) / 2 else "No", y, len(R)))
    A.append(sum("oxalic acid" in items(r["Treatments Applied"]) for r in R))
    A.append(r2(mean(num(r["Frames of Brood"]) for r in R)))
    # 16-25
    A.append(group_mean(R, "Apiary", lambda r: num(r[V])))
    A.append(sum(r["Inspection Date"].startswith("2023-07") for r in R))
    A.append("%.2f%%" % (100 * sum(r["Colony Status"] == "Strong" for r in R) / len(R)))
    A.append(r2(sum(num(r[H]) for r in R if r["Apiary"] == "Cedar Lane")))
    A.append({t: r2(mean(num(r["Duration_min"]) for r in R if r["Temperament"] == t)) for t in ("Aggressive", "Calm")})
    A.append(sum(1 for r in R if num(r[V]) is not None and num(r[V]) >= 9))
    A.append({"Apr-Jun": r2(mean(num(r[H]) for r in R if r["Inspection Date"][5:7] in ("04", "05", "06"))),
              "Jul-Oct": r2(mean(num(r[H]) for r in R if r["Inspection Date"][5:7] in ("07", "08", "09", "10")))})
    A.append(argmax(group_mean(R, "Inspector", lambda r: num(r[V]))))
    A.append(dict(sorted(Counter(r["Colony Status"] for r in R).items())))
    A.append(sum(r["Treatments Applied"].strip() == "" for r in R))
    return A


# ------------------------------------------------------------------ cinema
def cinema():
    R = load("cinema_screenings")
    T = lambda r: num(r["TicketsSold"])
    G = lambda r: num(r["Gross ($)"])
    C = lambda r: num(r["Concessions Amt"])
    A = []
    A.append("Yes (%d rows)" % sum(T(r) > 300 for r in R) if any(T(r) > 300 for r in R) else "No")
    A.append(sum(r["Sold Out"] == "TRUE" for r in R))
    s = group_sum(R, "Film", T)
    A.append(sorted(s.items(), key=lambda kv: -kv[1])[:3])
    A.append(argmax(group_mean(R, "Genre", T)))
    A.append(sorted(G(r) for r in R)[:4])
    A.append(sum(r["Format"] == "IMAX" for r in R))
    A.append(top_counts(R, "Rating", 1))
    A.append("Yes" if any(num(r["Capacity"]) < 100 for r in R) else "No")
    A.append(max(C(r) for r in R if C(r) is not None))
    A.append(len(set(r["Film"] for r in R)))
    A.append(top_counts(R, "Start Time", 2))
    A.append(sorted((T(r) for r in R), reverse=True)[:5])
    A.append("Yes (%d)" % sum(1 for r in R if r["Discount Night"] == "Yes" and r["Sold Out"] == "TRUE")
             if any(r["Discount Night"] == "Yes" and r["Sold Out"] == "TRUE" for r in R) else "No")
    A.append(sum(r["Film"] == "Cloud Bakers" for r in R))
    A.append(r2(mean(G(r) for r in R)))
    # 16-25
    A.append(r2(sum(G(r) for r in R if mdy(r["Show Date"])[1] == 7 and mdy(r["Show Date"])[0] == 2024)))
    A.append(group_sum(R, "Format", C))
    A.append("%.2f%%" % (100 * sum(T(r) for r in R) / sum(num(r["Capacity"]) for r in R)))
    A.append(group_mean(R, "Discount Night", T))
    A.append(argmax(group_sum(R, "Film", G)))
    A.append(sum(T(r) < 20 for r in R))
    A.append("%.2f%%" % (100 * sum(G(r) for r in R if r["Format"] == "IMAX") / sum(G(r) for r in R)))
    A.append(r2(sum(C(r) for r in R if r["Genre"] == "Horror" and C(r) is not None)))
    A.append({"June": sum(T(r) for r in R if mdy(r["Show Date"])[1] == 6),
              "August": sum(T(r) for r in R if mdy(r["Show Date"])[1] == 8)})
    A.append(argmin(group_mean(R, "Screen No.", T)))
    return A


# ------------------------------------------------------------------ pools
def pool():
    R = load("pool_service_visits")
    PH = lambda r: num(r["ph_level"])
    CL = lambda r: num(r["chlorine_ppm"])
    SC = lambda r: num(r["service_charge"])
    PC = lambda r: num(r["parts_cost_usd"])
    done = [r for r in R if r["status"] == "Completed"]
    A = []
    A.append(("Yes (%d rows)" % sum(1 for r in R if PH(r) is not None and PH(r) > 8))
             if any(PH(r) is not None and PH(r) > 8 for r in R) else "No")
    A.append(sum(r["status"] == "Cancelled" for r in R))
    A.append(top_counts(R, "city", 3))
    A.append(argmax(group_mean(done, "technician", lambda r: num(r["duration_min"]))))
    A.append(sorted(CL(r) for r in R if CL(r) is not None)[:4])
    A.append(sum(r["pool_type"] == "Saltwater" for r in R))
    A.append(top_counts(R, "status", 1))
    A.append("Yes (%d)" % sum(r["customer_rating"] == "1" for r in R) if any(r["customer_rating"] == "1" for r in R) else "No")
    A.append(max(SC(r) for r in R))
    A.append(len(set(r["customer_name"] for r in R)))
    A.append(argmin(group_mean(R, "pool_type", PH)))
    A.append(sorted((PC(r) for r in R if PC(r) is not None), reverse=True)[:5])
    f = sum(r["follow_up_needed"] == "TRUE" for r in R)
    A.append("%s (%d of %d)" % ("Yes" if f > len(R) / 2 else "No", f, len(R)))
    A.append(sum("shock" in items(r["chemicals_added"]) for r in R))
    A.append(r2(mean(CL(r) for r in R)))
    # 16-25
    A.append(r2(sum(SC(r) for r in R if r["visit_date"].startswith("2024-07"))))
    A.append(group_mean(R, "technician", lambda r: num(r["customer_rating"])))
    A.append(sum(1 for r in done if CL(r) is not None and CL(r) < 1))
    A.append("%.2f%%" % (100 * len(done) / len(R)))
    A.append(group_sum(R, "city", PC))
    A.append({t: r2(mean(SC(r) for r in done if r["pool_type"] == t)) for t in ("Saltwater", "Chlorine")})
    A.append(sum(1 for r in R if r["technician"] == "Carlos M." and r["visit_date"].startswith("2024-08")))
    A.append(top_counts(R, "customer_name", 3))
    A.append(r2(sum(SC(r) + (PC(r) or 0) for r in R if r["city"] == "Scottsdale")))
    A.append(sum(1 for r in R if PH(r) is not None and (PH(r) < 7.2 or PH(r) > 7.8)))
    return A


# ------------------------------------------------------------------ moving
def moving():
    R = load("moving_jobs")
    D = lambda r: num(r["Distance (mi)"])
    Q = lambda r: num(r["Quote Amt"])
    F = lambda r: num(r["Final Amt"])
    LH = lambda r: num(r["Labor Hrs"])
    A = []
    A.append("Yes (%d rows)" % sum(D(r) > 200 for r in R) if any(D(r) > 200 for r in R) else "No")
    A.append(sum(r["Damage Claim"] == "Yes" for r in R))
    A.append(top_counts(R, "Origin City", 4))
    A.append(argmax(group_mean(R, "Customer Type", Q)))
    A.append(sorted(D(r) for r in R)[:4])
    A.append(sum(r["Truck Size"] == "26ft" for r in R))
    A.append(top_counts(R, "Job Status", 1))
    A.append("Yes" if any(r["Crew Size"] == "6" for r in R) else "No (max %s)" % max(int(r["Crew Size"]) for r in R))
    A.append(max(F(r) for r in R if F(r) is not None))
    A.append(len(set(r["Destination City"] for r in R)))
    A.append(top_counts(R, "Truck Size", 2))
    A.append(sorted((LH(r) for r in R), reverse=True)[:5])
    sd = sum(1 for r in R if r["Customer Type"] == "Student" and r["Job Status"] == "Disputed")
    A.append("Yes (%d)" % sd if sd else "No")
    A.append(sum("piano" in items(r["Special Items"]) for r in R))
    A.append(r2(mean(num(r["Crew Size"]) for r in R)))
    # 16-25
    A.append(r2(sum(F(r) for r in R if r["Job Status"] == "Completed" and F(r) is not None)))
    A.append(group_mean(R, "Customer Type", F))
    A.append(sum(1 for r in R if mdy(r["Move Date"])[:2] == (2024, 6)))
    A.append("%.2f%%" % (100 * sum(r["Packing Svc"] == "Y" for r in R) / len(R)))
    A.append(sum(1 for r in R if F(r) is not None and F(r) > Q(r)))
    A.append(r2(sum(Q(r) for r in R if r["Job Status"] == "Cancelled")))
    A.append(group_mean(R, "Packing Svc", LH))
    A.append(argmax(group_sum(R, "Origin City", F)))
    A.append(sum(r["Origin City"] == r["Destination City"] for r in R))
    A.append(r2(mean(D(r) for r in R if r["Customer Type"] == "Commercial")))
    return A


# ------------------------------------------------------------------ pharmacy
def pharmacy():
    R = load("pharmacy_refills")
    CP = lambda r: num(r["copay_usd"])
    PP = lambda r: num(r["Plan Paid Amt"])
    A = []
    A.append("Yes (%d rows)" % sum(CP(r) > 50 for r in R) if any(CP(r) > 50 for r in R) else "No")
    A.append(sum(r["AutoRefill"] == "TRUE" for r in R))
    A.append(top_counts(R, "DrugClass", 4))
    A.append(argmax(group_mean(R, "InsurancePlan", CP)))
    A.append(sorted(PP(r) for r in R)[:4])
    A.append(sum(r["DrugName"] == "Metformin 500mg" for r in R))
    A.append(top_counts(R, "FillStatus", 1))
    A.append("Yes" if any(r["DaysSupply"] == "120" for r in R) else "No")
    A.append(max(num(r["QtyDispensed"]) for r in R))
    A.append(len(set(r["DrugName"] for r in R)))
    A.append(top_counts(R, "RPh", 2))
    A.append(sorted((CP(r) for r in R), reverse=True)[:5])
    y = sum(r["Counseling Offered"] == "Yes" for r in R)
    A.append("%s (%d of %d)" % ("Yes" if y > len(R) / 2 else "No", y, len(R)))
    A.append(sum(r["FillStatus"] == "Returned to Stock" for r in R))
    A.append(r2(mean(num(r["DaysSupply"]) for r in R)))
    # 16-25
    A.append(r2(sum(CP(r) for r in R if r["FillDate"].startswith("2024-03"))))
    A.append(group_mean(R, "DrugClass", PP))
    A.append(sum(r["AgeBand"] == "65+" for r in R))
    A.append("%.2f%%" % (100 * sum(r["InsurancePlan"] == "Cash" for r in R) / len(R)))
    A.append(dict(sorted(Counter(r["InsurancePlan"] for r in R if r["DaysSupply"] == "90").items())))
    A.append({p: r2(mean(CP(r) for r in R if r["InsurancePlan"] == p)) for p in ("Medicare Part D", "Commercial")})
    A.append(sum(1 for r in R if r["RefillsLeft"].strip() != "" and num(r["RefillsLeft"]) == 0))
    A.append(argmax(group_sum(R, "DrugName", PP)))
    A.append(r2(sum(CP(r) + PP(r) for r in R if r["DrugClass"] == "Statin")))
    A.append({"Q1": sum(r["FillDate"][5:7] in ("01", "02", "03") for r in R),
              "Q2": sum(r["FillDate"][5:7] in ("04", "05", "06") for r in R)})
    return A


if __name__ == "__main__":
    for name, fn in [("hive_inspections", hive), ("cinema_screenings", cinema), ("pool_service_visits", pool),
                     ("moving_jobs", moving), ("pharmacy_refills", pharmacy)]:
        for i, v in enumerate(fn(), 1):
            print("%s\t%d\t%s" % (name, i, v))
