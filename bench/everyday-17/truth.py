#!/usr/bin/env python3
"""Ground truth for questions 1-25 of each table (csv module only)."""
import csv
from collections import Counter, defaultdict
from datetime import datetime


def load(name):
    with open(name, newline="") as f:
        return list(csv.DictReader(f))


def money(s):
    s = (s or "").strip().replace("$", "").replace(",", "")
    return float(s) if s else None


def num(s):
    s = (s or "").strip().replace("%", "")
    return float(s) if s else None


def r2(x):
    return round(x, 2)


def mean(xs):
    xs = [x for x in xs if x is not None]
    return sum(xs) / len(xs)


def mode(vals, k=1):
    c = Counter(v for v in vals if v != "")
    mc = c.most_common()
    top = mc[:k]
    # report ties at the boundary
    cut = top[-1][1]
    ties = [v for v, n in mc[k:] if n == cut]
    s = ", ".join("{} ({})".format(v, n) for v, n in top)
    if ties:
        s += " [tie at boundary with: {}]".format(", ".join(ties))
    return s


def group(rows, key, valf, agg):
    g = defaultdict(list)
    for r in rows:
        v = valf(r)
        if v is not None:
            g[key(r)].append(v)
    return {k: agg(v) for k, v in g.items()}


def fmt_group(d, digits=2):
    return "; ".join("{}={}".format(k, round(v, digits)) for k, v in sorted(d.items(), key=lambda kv: -kv[1]))


def argmax(d):
    k = max(d, key=d.get)
    return "{} ({})".format(k, r2(d[k]))


def splitlist(s):
    return [x.strip() for x in s.split(",") if x.strip()]


OUT = []


def out(table, n, v):
    OUT.append((table, n, v))


# ------------------------------------------------------------- dental
def dental():
    T = "dental_lab_cases"
    R = load(T + ".csv")
    fee = lambda r: money(r["Lab Fee ($)"])
    fees = [fee(r) for r in R]
    tat = [int(r["Turnaround (days)"]) for r in R]
    out(T, 1, "{} (max {})".format("Yes" if max(fees) > 2000 else "No", max(fees)))
    out(T, 2, sum(r["Remake"] == "Y" for r in R))
    out(T, 3, mode([r["Restoration Type"] for r in R]))
    out(T, 4, sum(r["Rush"] == "TRUE" for r in R))
    out(T, 5, mode([r["Dentist"] for r in R]))
    out(T, 6, mode([r["Material"] for r in R], 3))
    out(T, 7, max(fees))
    avg = group(R, lambda r: r["Restoration Type"], fee, mean)
    out(T, 8, argmax(avg))
    out(T, 9, sorted(fees)[:4])
    out(T, 10, sum(r["Status"] == "On Hold" for r in R))
    u = [int(r["Units"]) for r in R]
    out(T, 11, "{} ({} cases with >6 units, max {})".format("Yes" if max(u) > 6 else "No", sum(x > 6 for x in u), max(u)))
    out(T, 12, r2(mean(tat)))
    out(T, 13, "{} ({})".format(len(set(r["Shade"] for r in R if r["Shade"])), sorted(set(r["Shade"] for r in R if r["Shade"]))))
    out(T, 14, mode([r["Technician"] for r in R]))
    out(T, 15, sorted(tat, reverse=True)[:5])
    out(T, 16, r2(sum(fees)))
    out(T, 17, fmt_group(avg))
    out(T, 18, sum(r["Restoration Type"] == "Crown" and r["Material"] == "Zirconia" for r in R))
    out(T, 19, "{}% ({} of {})".format(r2(100 * sum(r["Rush"] == "TRUE" for r in R) / len(R)), sum(r["Rush"] == "TRUE" for r in R), len(R)))
    mar = sum(fee(r) for r in R if r["Received"].startswith("2024-03"))
    apr = sum(fee(r) for r in R if r["Received"].startswith("2024-04"))
    out(T, 20, "March={} April={} diff(Apr-Mar)={}".format(r2(mar), r2(apr), r2(apr - mar)))
    tot = group(R, lambda r: r["Dentist"], fee, sum)
    out(T, 21, argmax(tot) + " | next: " + fmt_group(dict(sorted(tot.items(), key=lambda kv: -kv[1])[1:3])))
    out(T, 22, sum(r["Received"] < "2024-04-01" for r in R))
    rush = group(R, lambda r: r["Rush"], fee, mean)
    out(T, 23, "rush={} non-rush={}".format(r2(rush["TRUE"]), r2(rush["FALSE"])))
    out(T, 24, sum(x > 10 for x in tat))
    out(T, 25, "{}% ({} of {})".format(r2(100 * sum(x <= 7 for x in tat) / len(tat)), sum(x <= 7 for x in tat), len(tat)))


# ------------------------------------------------------------- museum
def museum():
    T = "museum_ticket_sales"
    R = load(T + ".csv")
    tot = lambda r: float(r["total_usd"])
    qty = lambda r: int(r["qty"])
    out(T, 1, "{} ({} rows with qty>5)".format("Yes" if any(qty(r) > 5 for r in R) else "No", sum(qty(r) > 5 for r in R)))
    out(T, 2, sum(r["sales_channel"] == "Online" for r in R))
    out(T, 3, mode([r["ticket_type"] for r in R]))
    out(T, 4, argmax(group(R, lambda r: r["exhibition"], tot, mean)))
    out(T, 5, mode([r["visitor_zip"] for r in R], 3))
    out(T, 6, sum(r["discount_pct"] != "" and float(r["discount_pct"]) > 0 for r in R))
    out(T, 7, max(tot(r) for r in R))
    out(T, 8, sorted((tot(r) for r in R), reverse=True)[:5])
    fm = [r for r in R if r["first_visit"] == "TRUE" and r["member_yn"] == "Yes"]
    out(T, 9, "{} ({} rows)".format("Yes" if fm else "No", len(fm)))
    out(T, 10, len(set(r["exhibition"] for r in R)))
    aq = group(R, lambda r: r["sales_channel"], qty, mean)
    k = min(aq, key=aq.get)
    out(T, 11, "{} ({}) | all: {}".format(k, r2(aq[k]), fmt_group(aq)))
    out(T, 12, "{} (mean of non-blank; {} rows)".format(r2(mean([num(r["discount_pct"]) for r in R])), sum(r["discount_pct"] != "" for r in R)))
    out(T, 13, sum("Parking" in splitlist(r["add_ons"]) for r in R))
    c = Counter(r["ticket_type"] for r in R)
    out(T, 14, ", ".join("{} ({})".format(v, n) for v, n in sorted(c.items(), key=lambda kv: kv[1])[:3]))
    out(T, 15, "{} ({} rows, max {})".format("Yes" if any(float(r["unit_price_usd"]) > 30 for r in R) else "No",
                                             sum(float(r["unit_price_usd"]) > 30 for r in R), max(float(r["unit_price_usd"]) for r in R)))
    out(T, 16, r2(sum(tot(r) for r in R)))
    out(T, 17, fmt_group(group(R, lambda r: r["exhibition"], tot, sum)))
    out(T, 18, "{} tickets (sum qty; {} transactions)".format(sum(qty(r) for r in R if r["exhibition"] == "Dinosaurs Alive"),
                                                             sum(r["exhibition"] == "Dinosaurs Alive" for r in R)))
    fv = sum(r["first_visit"] == "TRUE" for r in R)
    out(T, 19, "{}% ({} of {})".format(r2(100 * fv / len(R)), fv, len(R)))
    jun = sum(tot(r) for r in R if r["visit_date"].startswith("2024-06"))
    jul = sum(tot(r) for r in R if r["visit_date"].startswith("2024-07"))
    out(T, 20, "June={} July={} diff(Jul-Jun)={}".format(r2(jun), r2(jul), r2(jul - jun)))
    out(T, 21, fmt_group(aq))
    bym = group(R, lambda r: r["visit_date"][:7], tot, sum)
    out(T, 22, argmax(bym) + " | all: " + fmt_group(bym))
    ab = [r for r in R if r["ticket_type"] == "Adult" and r["sales_channel"] == "Box Office"]
    out(T, 23, "{} tickets (sum qty; {} transactions)".format(sum(qty(r) for r in ab), len(ab)))
    mm = group(R, lambda r: r["member_yn"], tot, mean)
    out(T, 24, "members={} non-members={}".format(r2(mm["Yes"]), r2(mm["No"])))
    eg = sum(tot(r) for r in R if r["exhibition"] == "Ancient Egypt Revealed")
    out(T, 25, "{} (revenue {} vs goal 4000)".format("No" if eg < 4000 else "Yes", r2(eg)))


# ------------------------------------------------------------- grooming
def grooming():
    T = "dog_grooming_appointments"
    R = load(T + ".csv")
    price = lambda r: money(r["price"])
    tip = lambda r: num(r["tipAmt"])
    dur = [int(r["durationMin"]) for r in R]
    mon = lambda r: datetime.strptime(r["apptDate"], "%m/%d/%Y")
    out(T, 1, "{} (max {})".format("Yes" if max(price(r) for r in R) > 200 else "No", max(price(r) for r in R)))
    out(T, 2, sum(r["apptStatus"] == "No-Show" for r in R))
    out(T, 3, mode([r["groomer"] for r in R]))
    out(T, 4, mode([r["breed"] for r in R]))
    out(T, 5, mode([r["serviceType"] for r in R], 3))
    out(T, 6, max(tip(r) for r in R if tip(r) is not None))
    out(T, 7, argmax(group(R, lambda r: r["dogSize"], price, mean)))
    out(T, 8, sorted(float(r["weightKg"]) for r in R)[:4])
    out(T, 9, sum(r["isNewClient"] == "Y" for r in R))
    nv = sum(r["vaccinesCurrent"] == "No" for r in R)
    out(T, 10, "{} ({} rows)".format("Yes" if nv else "No", nv))
    out(T, 11, r2(mean(dur)))
    out(T, 12, sum("Teeth Brushing" in splitlist(r["addOns"]) for r in R))
    out(T, 13, argmax(group(R, lambda r: r["breed"], lambda r: float(r["weightKg"]), mean)))
    out(T, 14, len(set(r["breed"] for r in R)))
    out(T, 15, sorted(dur, reverse=True)[:5])
    comp = [r for r in R if r["apptStatus"] == "Completed"]
    out(T, 16, r2(sum(price(r) for r in comp)))
    out(T, 17, fmt_group(group(R, lambda r: r["groomer"], tip, mean)) + " (mean of non-blank tips, zeros included)")
    out(T, 18, sum(r["serviceType"] == "Full Groom" and r["dogSize"] == "XL" for r in R))
    cx = sum(r["apptStatus"] == "Cancelled" for r in R)
    out(T, 19, "{}% ({} of {})".format(r2(100 * cx / len(R)), cx, len(R)))
    q1 = sum(mon(r).month <= 3 for r in R)
    q2 = sum(4 <= mon(r).month <= 6 for r in R)
    out(T, 20, "Q1={} Q2={} diff(Q2-Q1)={}".format(q1, q2, q2 - q1))
    out(T, 21, fmt_group(group(R, lambda r: r["groomer"], tip, sum)))
    bym = Counter(mon(r).strftime("%Y-%m") for r in R)
    out(T, 22, "{} ({}) | all: {}".format(bym.most_common(1)[0][0], bym.most_common(1)[0][1], dict(sorted(bym.items()))))
    nc = group(R, lambda r: r["isNewClient"], price, mean)
    out(T, 23, "new={} returning={}".format(r2(nc["Y"]), r2(nc["N"])))
    out(T, 24, sum(r["groomer"] == "Priya" for r in comp))
    g = group(comp, lambda r: r["groomer"], price, sum)
    out(T, 25, "{} | all: {}".format(", ".join(sorted(k for k, v in g.items() if v > 3300)), fmt_group(g)))


# ------------------------------------------------------------- print shop
def printshop():
    T = "print_shop_orders"
    R = load(T + ".csv")
    amt = lambda r: money(r["Order Amt"])
    amts = [amt(r) for r in R]
    td = lambda r: int(r["Turnaround Days"])
    out(T, 1, "{} (max {})".format("Yes" if max(amts) > 5000 else "No", max(amts)))
    out(T, 2, sum(r["Rush (Y/N)"] == "Y" for r in R))
    out(T, 3, mode([r["Product"] for r in R]))
    out(T, 4, mode([r["Customer"] for r in R]))
    tc = group(R, lambda r: r["Customer"], amt, sum)
    out(T, 5, fmt_group(dict(sorted(tc.items(), key=lambda kv: -kv[1])[:4])) + " (4th shown for context)")
    out(T, 6, max(int(r["Qty"]) for r in R))
    out(T, 7, argmax(group(R, lambda r: r["Dept"], amt, mean)) + " | all: " + fmt_group(group(R, lambda r: r["Dept"], amt, mean)))
    out(T, 8, sorted(amts)[:4])
    out(T, 9, sum(r["Status"] == "Cancelled" for r in R))
    npa = sum(r["Proof Approved"] == "FALSE" for r in R)
    out(T, 10, "{} ({} rows FALSE; {} blank)".format("Yes" if npa else "No", npa, sum(r["Proof Approved"] == "" for r in R)))
    out(T, 11, r2(mean([td(r) for r in R])))
    out(T, 12, sum("Lamination" in splitlist(r["Finishing"]) for r in R))
    out(T, 13, mode([r["Sales Rep"] for r in R]))
    out(T, 14, len(set(r["Paper Stock"] for r in R)))
    out(T, 15, sorted((float(r["Unit Price"]) for r in R), reverse=True)[:5])
    out(T, 16, r2(sum(amt(r) for r in R if r["Status"] != "Cancelled")))
    out(T, 17, fmt_group(group(R, lambda r: r["Product"], amt, mean)))
    out(T, 18, sum(r["Customer"] == "Acme Realty" and r["Product"] == "Banners" for r in R))
    bw = sum(r["Ink"] == "1/0 B&W" for r in R)
    out(T, 19, "{}% ({} of {})".format(r2(100 * bw / len(R)), bw, len(R)))
    dec = sum(amt(r) for r in R if r["Order Date"].startswith("2023-12"))
    jan = sum(amt(r) for r in R if r["Order Date"].startswith("2024-01"))
    out(T, 20, "Dec2023={} Jan2024={} diff(Jan-Dec)={}".format(r2(dec), r2(jan), r2(jan - dec)))
    out(T, 21, fmt_group(group(R, lambda r: r["Sales Rep"], amt, sum)))
    out(T, 22, sum(r["Status"] in ("In Production", "Ready for Pickup") for r in R))
    rr = group(R, lambda r: r["Rush (Y/N)"], td, mean)
    out(T, 23, "rush={} non-rush={}".format(r2(rr["Y"]), r2(rr["N"])))
    bym = group(R, lambda r: r["Order Date"][:7], amt, sum)
    out(T, 24, argmax(bym) + " | all: " + fmt_group(bym))
    q1 = sum(amt(r) for r in R if "2024-01" <= r["Order Date"][:7] <= "2024-03" and r["Status"] != "Cancelled")
    q1all = sum(amt(r) for r in R if "2024-01" <= r["Order Date"][:7] <= "2024-03")
    out(T, 25, "{} (Q1 excl. cancelled {} vs 40000; incl. cancelled {})".format("No" if q1 < 40000 else "Yes", r2(q1), r2(q1all)))


# ------------------------------------------------------------- food bank
def foodbank():
    T = "food_bank_distributions"
    R = load(T + ".csv")
    hh = lambda r: int(r["Households Served"])
    ind = lambda r: int(r["Individuals Served"])
    kg = lambda r: float(r["Food Distributed (kg)"])
    vh = lambda r: float(r["Volunteer Hours"])
    dt = lambda r: datetime.strptime(r["Date"], "%d-%b-%Y")
    out(T, 1, "{} ({} rows, max {})".format("Yes" if any(hh(r) > 250 for r in R) else "No", sum(hh(r) > 250 for r in R), max(hh(r) for r in R)))
    out(T, 2, sum(r["Cold Chain OK"] == "N" for r in R))
    out(T, 3, mode([r["Site Name"] for r in R]))
    out(T, 4, argmax(group(R, lambda r: r["County"], hh, sum)) + " | all: " + fmt_group(group(R, lambda r: r["County"], hh, sum)))
    out(T, 5, mode([r["Program Type"] for r in R], 3))
    out(T, 6, max(kg(r) for r in R))
    out(T, 7, argmax(group(R, lambda r: r["Program Type"], ind, mean)))
    out(T, 8, sorted(vh(r) for r in R)[:4])
    out(T, 9, sum(r["Mobile Distribution"] == "Yes" for r in R))
    fv = sum(int(r["Volunteers"]) < 5 for r in R)
    out(T, 10, "{} ({} rows)".format("Yes" if fv else "No", fv))
    out(T, 11, "{} (mean of non-blank; {} rows)".format(r2(mean([num(r["Produce %"]) for r in R])), sum(r["Produce %"] != "" for r in R)))
    out(T, 12, sum("Milk" in splitlist(r["Items Short"]) for r in R))
    out(T, 13, mode([x for r in R for x in splitlist(r["Items Short"])], 2) + " (2nd shown for context)")
    out(T, 14, len(set(r["Site Name"] for r in R)))
    out(T, 15, sorted((ind(r) for r in R), reverse=True)[:5])
    out(T, 16, r2(sum(kg(r) for r in R)))
    out(T, 17, fmt_group(group(R, lambda r: r["County"], hh, mean)))
    out(T, 18, sum(r["Program Type"] == "Senior Box" and r["County"] == "Hamilton" for r in R))
    tl = sum(r["Notes"] == "Truck late" for r in R)
    out(T, 19, "{}% ({} of {})".format(r2(100 * tl / len(R)), tl, len(R)))
    mar = sum(ind(r) for r in R if dt(r).month == 3)
    apr = sum(ind(r) for r in R if dt(r).month == 4)
    out(T, 20, "March={} April={} diff(Apr-Mar)={}".format(mar, apr, apr - mar))
    out(T, 21, fmt_group(group(R, lambda r: r["Program Type"], vh, sum)))
    bym = group(R, lambda r: dt(r).strftime("%Y-%m"), kg, sum)
    out(T, 22, argmax(bym) + " | all: " + fmt_group(bym))
    pk = group(R, lambda r: r["Program Type"], kg, mean)
    out(T, 23, "Pantry={} Mobile Pantry={}".format(r2(pk["Pantry"]), r2(pk["Mobile Pantry"])))
    out(T, 24, sum(ind(r) > 200 for r in R))
    h1 = sum(hh(r) for r in R if dt(r).month <= 6)
    out(T, 25, "{} ({} households vs goal 28000)".format("Yes" if h1 >= 28000 else "No", h1))


if __name__ == "__main__":
    dental()
    museum()
    grooming()
    printshop()
    foodbank()
    for t, n, v in OUT:
        print("{}\t{}\t{}".format(t, n, v))
