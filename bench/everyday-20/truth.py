#!/usr/bin/env python3
"""True answers for every answerable question (1-25) of the five tables.
Uses the csv module for reading; plain Python for arithmetic; datetime for dates."""
import csv
import datetime as dt
from collections import Counter, defaultdict

OUT = []


def load(name):
    with open(name, newline="") as f:
        return list(csv.DictReader(f))


def num(s):
    s = s.strip().replace("$", "").replace(",", "")
    return float(s) if s else None


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def avg(xs):
    return sum(xs) / len(xs)


def r2(x):
    return round(x, 2)


def top(rows, key, n, label):
    s = sorted([r for r in rows if key(r) is not None], key=key, reverse=True)
    return [(label(r), key(r)) for r in s[:n + 2]]  # show n+2 to expose ties


def emit(table, qno, ans):
    OUT.append("%s\t%d\t%s" % (table, qno, ans))


def group_sum(rows, g, v):
    d = defaultdict(float)
    for r in rows:
        x = v(r)
        if x is not None:
            d[g(r)] += x
    return {k: r2(x) for k, x in sorted(d.items(), key=lambda kv: -kv[1])}


def group_count(rows, g):
    return dict(sorted(Counter(g(r) for r in rows).items()))


# ------------------------------------------------------------------ laundry
def laundry():
    T = "laundry_orders"
    R = load(T + ".csv")
    tot = lambda r: num(r["Order Total"])
    w = lambda r: num(r["Weight (kg)"])
    d = lambda r: dt.datetime.strptime(r["Order Date"], "%m/%d/%Y").date()
    emit(T, 1, len(R))
    emit(T, 2, max(map(tot, R)))
    emit(T, 3, Counter(r["Branch"] for r in R).most_common())
    emit(T, 4, "yes, %d orders >13kg: %s" % (sum(1 for r in R if w(r) and w(r) > 13), [(r["Order ID"], w(r)) for r in R if w(r) and w(r) > 13]))
    lc = [r for r in R if r["serviceType"] == "Leather Care"]
    emit(T, 5, "no: %d of %d Leather Care are express" % (sum(r["Express?"] == "Y" for r in lc), len(lc)))
    ws = [w(r) for r in R if w(r) is not None]
    emit(T, 6, "%s (n=%d non-blank)" % (r2(avg(ws)), len(ws)))
    emit(T, 7, top(R, tot, 5, lambda r: r["Order ID"]))
    emit(T, 8, top(R, tot, 1, lambda r: r["customer_name"]))
    emit(T, 9, sum(r["Express?"] == "Y" for r in R))
    emit(T, 10, min(ws))
    emit(T, 11, Counter(r["serviceType"] for r in R).most_common()[::-1])
    g = defaultdict(list)
    for r in R:
        g[r["serviceType"]].append(tot(r))
    emit(T, 12, sorted(((k, r2(avg(v))) for k, v in g.items()), key=lambda kv: -kv[1]))
    emit(T, 13, len(set(r["customer_name"] for r in R)))
    emit(T, 14, sum(1 for r in R if "suit" in [x.strip() for x in r["Garment Types"].split(",")]))
    emit(T, 15, top(R, w, 1, lambda r: r["Order ID"]))
    emit(T, 16, group_sum(R, lambda r: r["Branch"], tot))
    emit(T, 17, "%s%% (%d of %d)" % (r2(100 * sum(r["Paid"] == "No" for r in R) / len(R)), sum(r["Paid"] == "No" for r in R), len(R)))
    ex = [tot(r) for r in R if r["Express?"] == "Y"]
    nx = [tot(r) for r in R if r["Express?"] == "N"]
    emit(T, 18, "express %s vs non-express %s (diff %s)" % (r2(avg(ex)), r2(avg(nx)), r2(avg(ex) - avg(nx))))
    emit(T, 19, sum(1 for r in R if r["serviceType"] == "Dry Clean" and r["Branch"] == "Riverside" and r["Express?"] == "Y"))
    emit(T, 20, group_count(R, lambda r: d(r).strftime("%Y-%m")))
    emit(T, 21, r2(median([tot(r) for r in R])))
    emit(T, 22, len(set(r["customer_name"] for r in R if r["Branch"] == "Riverside")))
    m = group_sum(R, lambda r: d(r).month, tot)
    emit(T, 23, "March %s vs April %s" % (m[3], m[4]))
    allv = sum(map(tot, R))
    wf = sum(tot(r) for r in R if r["serviceType"] == "Wash & Fold")
    emit(T, 24, "%s%% (%s of %s)" % (r2(100 * wf / allv), r2(wf), r2(allv)))
    emit(T, 25, group_sum([r for r in R if r["Paid"] == "No"], lambda r: r["Branch"], tot))


# ------------------------------------------------------------------ wind
def wind():
    T = "wind_turbine_output"
    R = load(T + ".csv")
    out = lambda r: num(r["Output (MWh)"])
    ws = lambda r: num(r["Avg Wind Speed (m/s)"])
    cf = lambda r: num(r["Capacity Factor (%)"])
    dn = lambda r: num(r["downtime_hours"])
    rev = lambda r: num(r["Est. Revenue"])
    emit(T, 1, len(R))
    emit(T, 2, max(out(r) for r in R if out(r) is not None))
    emit(T, 3, list(group_sum(R, lambda r: r["turbineId"], out).items())[:3])
    emit(T, 4, "yes, %d: %s" % (sum(1 for r in R if dn(r) > 20), [(r["date"], r["turbineId"], dn(r)) for r in R if dn(r) > 20]))
    hm = sorted(set((r["turbineId"], r["model"]) for r in R if r["Site"] == "High Moor"))
    emit(T, 5, "no: %s" % hm)
    v = [ws(r) for r in R if ws(r) is not None]
    emit(T, 6, "%s (n=%d)" % (r2(avg(v)), len(v)))
    emit(T, 7, top(R, cf, 5, lambda r: r["turbineId"] + " " + r["date"]))
    emit(T, 8, top(R, out, 1, lambda r: r["date"] + " " + r["turbineId"]))
    emit(T, 9, sum(r["Status"] == "Fault" for r in R))
    emit(T, 10, min(v))
    g = defaultdict(list)
    for r in R:
        g[r["Site"]].append(cf(r))
    emit(T, 11, sorted(((k, r2(avg(x))) for k, x in g.items()), key=lambda kv: -kv[1]))
    emit(T, 12, list(group_sum(R, lambda r: r["turbineId"], dn).items())[:5])
    emit(T, 13, len(set(r["model"] for r in R)))
    emit(T, 14, [(r["date"], r["Status"]) for r in R if r["turbineId"] == "WT-07" and r["Maintenance Flag"] == "Y"])
    emit(T, 15, top(R, ws, 1, lambda r: r["turbineId"] + " " + r["date"]))
    emit(T, 16, group_sum(R, lambda r: r["Site"], out))
    c = sum(r["Status"] == "Curtailed" for r in R)
    emit(T, 17, "%s%% (%d of %d)" % (r2(100 * c / len(R)), c, len(R)))
    a = [out(r) for r in R if r["model"] == "V117" and out(r) is not None]
    b = [out(r) for r in R if r["model"] == "N131" and out(r) is not None]
    emit(T, 18, "V117 %s vs N131 %s" % (r2(avg(a)), r2(avg(b))))
    emit(T, 19, sum(1 for r in R if r["Site"] == "Saltmarsh" and out(r) is not None and out(r) < 10))
    emit(T, 20, dict(sorted(group_sum(R, lambda r: r["date"][:7], out).items())))
    emit(T, 21, r2(median([out(r) for r in R if out(r) is not None])))
    emit(T, 22, len(set(r["turbineId"] for r in R if r["Status"] == "Fault")))
    m = group_sum(R, lambda r: r["date"][:7], rev)
    emit(T, 23, "March %s vs April %s" % (m["2024-03"], m["2024-04"]))
    allv = sum(out(r) for r in R if out(r) is not None)
    sg = sum(out(r) for r in R if r["model"] == "SG 4.5" and out(r) is not None)
    emit(T, 24, "%s%% (%s of %s)" % (r2(100 * sg / allv), r2(sg), r2(allv)))
    g = defaultdict(list)
    for r in R:
        g[r["Status"]].append(dn(r))
    emit(T, 25, {k: r2(avg(x)) for k, x in g.items()})


# ------------------------------------------------------------------ venue
def venue():
    T = "venue_bookings"
    R = load(T + ".csv")
    gc = lambda r: int(r["Guest Count"])
    pr = lambda r: num(r["Total Price"])
    dep = lambda r: num(r["Deposit Paid"])
    ed = lambda r: dt.datetime.strptime(r["Event Date"], "%d-%b-%Y").date()
    bo = lambda r: dt.date.fromisoformat(r["Booked On"])
    emit(T, 1, len(R))
    emit(T, 2, max(map(gc, R)))
    emit(T, 3, Counter(r["venueName"] for r in R).most_common())
    wb = [(r["booking_ref"], gc(r)) for r in R if r["eventType"] == "Wedding" and gc(r) > 350]
    emit(T, 4, "%s: %s" % ("yes" if wb else "no", wb))
    gh = [r for r in R if r["venueName"] == "Grand Hall"]
    emit(T, 5, "no: %d of %d Grand Hall catered" % (sum(r["catering"] == "Yes" for r in gh), len(gh)))
    emit(T, 6, r2(avg(list(map(pr, R)))))
    emit(T, 7, top(R, pr, 5, lambda r: r["booking_ref"]))
    emit(T, 8, top(R, gc, 1, lambda r: r["venueName"] + " " + r["booking_ref"]))
    emit(T, 9, sum(r["Status"] == "Cancelled" for r in R))
    emit(T, 10, min(dep(r) for r in R if dep(r) is not None))
    emit(T, 11, Counter(r["Package"] for r in R).most_common())
    emit(T, 12, Counter(r["coordinator"] for r in R if r["coordinator"]).most_common())
    emit(T, 13, len(set(r["eventType"] for r in R)))
    emit(T, 14, sum(1 for r in R if "DJ" in [x.strip() for x in r["Add-ons"].split(",")]))
    emit(T, 15, top(R, pr, 1, lambda r: r["Event Date"] + " " + r["booking_ref"]))
    emit(T, 16, group_sum(R, lambda r: r["venueName"], pr))
    wn = sum(r["eventType"] == "Wedding" for r in R)
    emit(T, 17, "%s%% (%d of %d)" % (r2(100 * wn / len(R)), wn, len(R)))
    a = [gc(r) for r in R if r["eventType"] == "Wedding"]
    b = [gc(r) for r in R if r["eventType"] == "Corporate"]
    emit(T, 18, "Wedding %s vs Corporate %s" % (r2(avg(a)), r2(avg(b))))
    emit(T, 19, sum(1 for r in R if r["eventType"] == "Wedding" and r["venueName"] == "Lakeside Pavilion" and r["Status"] == "Cancelled"))
    emit(T, 20, group_count(R, lambda r: ed(r).strftime("%Y-%m")))
    emit(T, 21, median(list(map(gc, R))))
    emit(T, 22, len(set(r["venueName"] for r in R if r["coordinator"] == "Tom Becker")))
    y = group_sum(R, lambda r: ed(r).year, pr)
    emit(T, 23, "2024 %s vs 2025 %s" % (y[2024], y[2025]))
    allv = sum(map(pr, R))
    gd = sum(pr(r) for r in R if r["Package"] == "Gold")
    emit(T, 24, "%s%% (%s of %s)" % (r2(100 * gd / allv), r2(gd), r2(allv)))
    emit(T, 25, r2(avg([(ed(r) - bo(r)).days for r in R])))


# ------------------------------------------------------------------ library
def library():
    T = "library_events"
    R = load(T + ".csv")
    at = lambda r: num(r["Attendees"])
    cap = lambda r: num(r["Capacity"])
    dur = lambda r: num(r["Duration (min)"])
    cost = lambda r: num(r["Cost to Run"])
    d = lambda r: dt.datetime.strptime(r["event_date"], "%m/%d/%Y").date()
    emit(T, 1, len(R))
    emit(T, 2, max(at(r) for r in R if at(r) is not None))
    emit(T, 3, Counter(r["Branch"] for r in R).most_common())
    ex = [(r["Event ID"], at(r), cap(r)) for r in R if at(r) is not None and at(r) > cap(r)]
    emit(T, 4, "%s: %d %s" % ("yes" if ex else "no", len(ex), ex))
    au = [r for r in R if r["programType"] == "Author Talk"]
    emit(T, 5, "no: %d of %d TRUE" % (sum(r["registration_required"] == "TRUE" for r in au), len(au)))
    v = [at(r) for r in R if at(r) is not None]
    emit(T, 6, "%s (n=%d)" % (r2(avg(v)), len(v)))
    emit(T, 7, top(R, at, 5, lambda r: r["Event ID"] + " " + r["programType"]))
    emit(T, 8, top(R, at, 1, lambda r: r["programType"] + " " + r["Event ID"]))
    emit(T, 9, sum(r["Outdoor"] == "Y" for r in R))
    emit(T, 10, min(map(dur, R)))
    emit(T, 11, Counter(r["Age Group"] for r in R).most_common())
    emit(T, 12, list(group_sum(R, lambda r: r["programType"], at).items())[:4])
    emit(T, 13, len(set(r["Staff Lead"] for r in R if r["Staff Lead"])))
    cw = [(r["Event ID"], r["Age Group"]) for r in R if r["programType"] == "Coding Workshop" and r["Age Group"] == "Seniors"]
    emit(T, 14, "%s %s" % ("yes" if cw else "no", cw))
    emit(T, 15, max(map(cost, R)))
    emit(T, 16, group_sum(R, lambda r: r["Branch"], at))
    c = sum(r["registration_required"] == "TRUE" for r in R)
    emit(T, 17, "%s%% (%d of %d)" % (r2(100 * c / len(R)), c, len(R)))
    a = [at(r) for r in R if r["programType"] == "Story Time" and at(r) is not None]
    b = [at(r) for r in R if r["programType"] == "Craft Hour" and at(r) is not None]
    emit(T, 18, "Story Time %s vs Craft Hour %s" % (r2(avg(a)), r2(avg(b))))
    emit(T, 19, sum(1 for r in R if r["Age Group"] == "Teens" and r["Branch"] == "Westview" and dur(r) > 60))
    emit(T, 20, group_count(R, lambda r: d(r).strftime("%Y-%m")))
    emit(T, 21, median(v))
    emit(T, 22, len(set(r["programType"] for r in R if r["Branch"] == "Harbor")))
    m = group_sum(R, lambda r: d(r).month, at)
    emit(T, 23, "February %s vs March %s" % (m[2], m[3]))
    allv = sum(map(cost, R))
    au_c = sum(cost(r) for r in R if r["programType"] == "Author Talk")
    emit(T, 24, "%s%% (%s of %s)" % (r2(100 * au_c / allv), r2(au_c), r2(allv)))
    g = defaultdict(list)
    for r in R:
        g[r["Branch"]].append(cost(r))
    emit(T, 25, sorted(((k, r2(avg(x))) for k, x in g.items()), key=lambda kv: -kv[1]))


# ------------------------------------------------------------------ landscaping
def landscaping():
    T = "landscaping_jobs"
    R = load(T + ".csv")
    inv = lambda r: num(r["Invoice Amount"])
    mat = lambda r: num(r["Materials Cost"])
    area = lambda r: num(r["Area (sq ft)"])
    hrs = lambda r: num(r["Hours On Site"])
    emit(T, 1, len(R))
    emit(T, 2, max(map(inv, R)))
    emit(T, 3, Counter(r["crewLead"] for r in R).most_common())
    h9 = [(r["job_no"], hrs(r)) for r in R if hrs(r) > 9]
    emit(T, 4, "%s: %d jobs" % ("yes" if h9 else "no", len(h9)))
    tr = [r for r in R if r["service"] == "Tree Removal"]
    emit(T, 5, "no: %d of %d completed" % (sum(r["Completed"] == "Yes" for r in tr), len(tr)))
    emit(T, 6, r2(avg(list(map(hrs, R)))))
    emit(T, 7, top(R, area, 5, lambda r: r["job_no"]))
    emit(T, 8, top(R, inv, 1, lambda r: r["Neighborhood"] + " " + r["job_no"]))
    emit(T, 9, sum(r["rainDelay"] == "TRUE" for r in R))
    emit(T, 10, min(map(area, R)))
    g = defaultdict(list)
    for r in R:
        g[r["Client Type"]].append(inv(r))
    emit(T, 11, sorted(((k, r2(avg(x))) for k, x in g.items()), key=lambda kv: -kv[1]))
    emit(T, 12, list(group_sum(R, lambda r: r["service"], inv).items())[:4])
    emit(T, 13, len(set(r["Neighborhood"] for r in R if r["Neighborhood"])))
    emit(T, 14, sum(1 for r in R if "chainsaw" in [x.strip() for x in r["Equipment Used"].split(",")]))
    emit(T, 15, top(R, mat, 1, lambda r: r["crewLead"] + " " + r["job_no"]))
    emit(T, 16, group_sum(R, lambda r: r["crewLead"], inv))
    nc = sum(r["Completed"] == "No" for r in R)
    emit(T, 17, "%s%% (%d of %d)" % (r2(100 * nc / len(R)), nc, len(R)))
    a = [inv(r) for r in R if r["Client Type"] == "Residential"]
    b = [inv(r) for r in R if r["Client Type"] == "Commercial"]
    emit(T, 18, "Residential %s vs Commercial %s" % (r2(avg(a)), r2(avg(b))))
    emit(T, 19, sum(1 for r in R if r["Client Type"] == "Commercial" and r["rainDelay"] == "TRUE"))
    emit(T, 20, group_count(R, lambda r: r["Job Date"][:7]))
    emit(T, 21, r2(median(list(map(inv, R)))))
    emit(T, 22, len(set(r["service"] for r in R if r["crewLead"] == "Keisha")))
    m = group_sum(R, lambda r: r["Job Date"][:7], inv)
    emit(T, 23, "June %s vs July %s" % (m["2024-06"], m["2024-07"]))
    allv = sum(map(inv, R))
    sod = sum(inv(r) for r in R if r["service"] == "Sod Install")
    emit(T, 24, "%s%% (%s of %s)" % (r2(100 * sod / allv), r2(sod), r2(allv)))
    # blanks in Materials Cost treated as 0 (also shown: blank-excluded variant, same thing for a sum)
    emit(T, 25, group_sum(R, lambda r: r["service"], lambda r: inv(r) - (mat(r) or 0)))


for f in (laundry, wind, venue, library, landscaping):
    f()
with open("truth_out.txt", "w") as fh:
    fh.write("\n".join(OUT) + "\n")
print("\n".join(OUT))
