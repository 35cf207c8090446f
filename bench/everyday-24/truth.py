import csv, statistics as st, datetime as dt
from collections import Counter, defaultdict
def load(t): return list(csv.DictReader(open(f"{t}.csv", newline="")))
def m(s): return float(s.replace("$","").replace(",","")) if s.strip() else None
def r2(x): return round(x, 2)
def top(cnt, k=1):
    items = cnt.most_common(); cut = items[min(k,len(items))-1][1]
    return [(a,b) for a,b in items if b >= cut]
def bottom(cnt):
    lo = min(cnt.values()); return [(a,b) for a,b in cnt.items() if b == lo]
def ym(d): return f"{d.year}-{d.month:02d}"
MON = {k:i+1 for i,k in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split())}
def pdmy(s): d,mo,y = s.split("-"); return dt.date(int(y), MON[mo], int(d))
def pmdy(s): mo,d,y = s.split("/"); return dt.date(int(y), int(mo), int(d))
def piso(s): return dt.date.fromisoformat(s)
out = []
def T(table, answers):
    for i,a in enumerate(answers, 1): out.append(f"{table}\t{i}\t{a}")
    for i in range(len(answers)+1, 31): out.append(f"{table}\t{i}\tUNANSWERABLE")

# pets
P = load("pets")
amt = [m(r["Claim Amount"]) for r in P]
def byamt(r): return m(r["Claim Amount"])
mx = max(P, key=byamt)
def month_counts(rows, f):
    c = Counter(ym(f(r)) for r in rows); return sorted(c.items())
def paidq(q): return r2(sum(m(r["Amount Paid"]) or 0 for r in P if (piso(r["Claim Date"]).month-1)//3+1 == q))
T("pets", [
 len(P), max(amt), top(Counter(r["Vet Clinic"] for r in P)), any(r["Species"]=="Bird" for r in P),
 all(int(r["Pet Age (yrs)"])>=1 for r in P), r2(st.mean(amt)), sorted(amt, reverse=True)[:3], mx["Pet Name"],
 sum(r["Status"]=="Denied" for r in P), min(m(r["Amount Paid"]) for r in P if r["Status"]=="Approved"),
 len({r["Species"] for r in P}), bottom(Counter(r["Diagnosis Category"] for r in P)), max(int(r["Pet Age (yrs)"]) for r in P),
 any(r["deductibleMet"]=="Y" and r["Status"]=="Pending" for r in P), top(Counter(r["Breed"] for r in P), 5),
 {s: r2(sum(byamt(r) for r in P if r["Species"]==s)) for s in sorted({r["Species"] for r in P})},
 r2(100*sum(r["Status"]=="Approved" for r in P)/len(P)),
 {s: r2(st.mean(byamt(r) for r in P if r["Species"]==s)) for s in ("Dog","Cat")},
 sum(r["Diagnosis Category"]=="Surgery" and r["Species"]=="Dog" and r["Status"]=="Approved" for r in P),
 month_counts(P, lambda r: piso(r["Claim Date"])), r2(st.median(amt)), len({r["policy_id"] for r in P}),
 {"Q1": paidq(1), "Q2": paidq(2)}, top(Counter(r["policy_id"] for r in P)),
 r2(st.mean(int(r["Days To Decision"]) for r in P if r["Status"]=="Denied" and r["Days To Decision"])),
])

# desks
D = load("desks")
ch = lambda r: m(r["totalCharge"])
amen = Counter(a.strip() for r in D for a in r["amenities"].split(",") if a.strip())
mx = max(ch(r) for r in D)
def rev(mo): return r2(sum(ch(r) for r in D if pmdy(r["bookingDate"]).month==mo))
T("desks", [
 len(D), top(Counter(r["location"] for r in D)), mx, any(int(r["hoursBooked"])>6 for r in D),
 all(int(r["hoursBooked"])<=2 for r in D if r["deskType"]=="Phone Booth"), r2(st.mean(int(r["hoursBooked"]) for r in D)),
 top(Counter(r["memberName"] for r in D), 5), sorted({r["deskType"] for r in D if ch(r)==mx}),
 sum(r["isMember"]=="FALSE" for r in D), min(ch(r) for r in D), amen["Locker"],
 bottom(Counter(r["deskType"] for r in D)), top(Counter(r["startTime"] for r in D)),
 any(int(r["guestCount"])>4 for r in D), top(amen, 3),
 {l: r2(sum(ch(r) for r in D if r["location"]==l)) for l in sorted({r["location"] for r in D})},
 r2(100*sum(r["deskType"]=="Meeting Room" for r in D)/len(D)),
 {k: r2(st.mean(ch(r) for r in D if r["isMember"]==k)) for k in ("TRUE","FALSE")},
 sum(r["deskType"]=="Hot Desk" and r["location"]=="Downtown" and r["isMember"]=="TRUE" for r in D),
 month_counts(D, lambda r: pmdy(r["bookingDate"])), r2(st.median(ch(r) for r in D)),
 len({r["memberName"] for r in D if r["location"]=="Harbor View"}), {"Mar": rev(3), "Apr": rev(4)},
 sum(int(r["hoursBooked"]) for r in D if r["deskType"]=="Private Office"), sum(r["checkedIn"]=="FALSE" for r in D),
])

# wine
W = load("wine")
pr = lambda r: m(r["bottle_price"])
sc = [int(r["critic_score"]) for r in W if r["critic_score"]]
sold = lambda r: int(r["units_sold_ytd"])
srt = sorted(W, key=sold, reverse=True)
best = max(sold(r) for r in W)
cheap = sorted(W, key=pr)
def rs(mo): return sum(pdmy(r["last_restock"]).month==mo for r in W)
T("wine", [
 len(W), max(pr(r) for r in W), top(Counter(r["country"] for r in W)), any(r["country"]=="Chile" for r in W),
 all(int(r["vintage"])>=2012 for r in W), r2(st.mean(sc)),
 [(r["wine_name"], sold(r)) for r in srt[:7]], sorted({r["varietal"] for r in W if sold(r)==best}),
 sum(r["organic"]=="Yes" for r in W), min(m(r["unit_cost"]) for r in W), len({r["varietal"] for r in W}),
 bottom(Counter(r["varietal"] for r in W)), max(float(r["Alcohol %"]) for r in W),
 any(int(r["units_in_stock"])==0 for r in W), [(r["wine_name"], pr(r)) for r in cheap[:5]],
 {c: sum(sold(r) for r in W if r["wine_color"]==c) for c in sorted({r["wine_color"] for r in W})},
 r2(100*sum(r["organic"]=="Yes" for r in W)/len(W)),
 {c: r2(st.mean(sold(r) for r in W if r["wine_color"]==c)) for c in ("Red","White")},
 sum(r["country"]=="France" and r["wine_color"]=="Red" and bool(r["critic_score"]) and int(r["critic_score"])>=90 for r in W),
 month_counts(W, lambda r: pdmy(r["last_restock"])), r2(st.median(pr(r) for r in W)),
 len({r["country"] for r in W if r["organic"]=="Yes"}), {"Mar": rs(3), "Apr": rs(4)},
 r2(sum(int(r["units_in_stock"])*m(r["unit_cost"]) for r in W)),
 sum("Cheese" in r["food_pairings"] for r in W),
])

# potholes
H = load("potholes")
dep = lambda r: float(r["Depth (in)"])
cost = lambda r: m(r["Repair Cost"])
rep = [r for r in H if r["Status"]=="Repaired"]
dmax = max(dep(r) for r in H)
def q(n): return sum((piso(r["Date Reported"]).month-1)//3+1==n for r in H)
T("potholes", [
 len(H), dmax, top(Counter(r["Street"] for r in H)), any(r["Priority"]=="Emergency" and r["Ward"]=="3" for r in H),
 all(r["Crew"] for r in rep), r2(st.mean(int(r["Width (in)"]) for r in H)),
 [(r["Request No"], cost(r)) for r in sorted(rep, key=cost, reverse=True)[:3]], sorted({r["Street"] for r in H if dep(r)==dmax}),
 sum(r["Status"]=="Open" for r in H), min(cost(r) for r in rep), len({r["Crew"] for r in H if r["Crew"]}),
 bottom(Counter(r["Reported Via"] for r in H)), min(r["Date Reported"] for r in H),
 any(r["Near School"]=="Y" and r["Priority"]=="High" and r["Status"]=="Open" for r in H),
 top(Counter(r["Ward"] for r in H), 5),
 {c: r2(sum(cost(r) for r in rep if r["Crew"]==c)) for c in sorted({r["Crew"] for r in rep})},
 r2(100*sum(r["Near School"]=="Y" for r in H)/len(H)),
 {p: r2(st.mean(cost(r) for r in rep if r["Priority"]==p)) for p in ("High","Low")},
 sum(r["Priority"]=="Medium" and r["Street"]=="Main St" and r["Status"]=="Repaired" for r in H),
 month_counts(H, lambda r: piso(r["Date Reported"])), r2(st.median(dep(r) for r in H)),
 len({r["Street"] for r in H if r["Priority"]=="Emergency"}), {"Q1": q(1), "Q2": q(2)},
 r2(st.mean((piso(r["Repair Date"])-piso(r["Date Reported"])).days for r in rep)),
 r2(sum(cost(r) for r in rep if r["Ward"]=="5")),
])

# lessons
L = load("lessons")
fee = lambda r: m(r["Fee"])
mil = lambda r: float(r["Mileage (mi)"])
mm = max(mil(r) for r in L)
def lm(mo): return sum(pdmy(r["Lesson Date"]).month==mo for r in L)
T("lessons", [
 len(L), max(fee(r) for r in L), top(Counter(r["instructor"] for r in L)),
 any(r["transmission"]=="Manual" and r["lessonType"]=="Night Driving" for r in L),
 all(int(r["Duration (min)"])>=45 for r in L), r2(st.mean(int(r["Student Rating"]) for r in L if r["Student Rating"])),
 top(Counter(r["Student"] for r in L), 3), sorted({r["instructor"] for r in L if mil(r)==mm}),
 sum(r["no_show"]=="TRUE" for r in L), min(mil(r) for r in L), len({r["Vehicle"] for r in L}),
 bottom(Counter(r["lessonType"] for r in L)), max(pdmy(r["Lesson Date"]) for r in L).isoformat(),
 any(r["Paid"]=="No" and r["lessonType"]=="Test Prep" for r in L), top(Counter(r["lessonType"] for r in L), 5),
 {i: r2(sum(fee(r) for r in L if r["instructor"]==i)) for i in sorted({r["instructor"] for r in L})},
 r2(100*sum(r["Paid"]=="No" for r in L)/len(L)),
 {t: r2(st.mean(fee(r) for r in L if r["transmission"]==t)) for t in ("Manual","Automatic")},
 sum(r["Duration (min)"]=="120" and r["lessonType"]=="Highway" and r["instructor"]=="Priya Shah" for r in L),
 month_counts(L, lambda r: pdmy(r["Lesson Date"])), st.median(int(r["Duration (min)"]) for r in L),
 len({r["Student"] for r in L if r["instructor"]=="Kenji Sato"}), {"Mar": lm(3), "Apr": lm(4)},
 r2(sum(fee(r) for r in L if r["Paid"]=="No")),
 {v: r2(st.mean(mil(r) for r in L if r["Vehicle"]==v)) for v in sorted({r["Vehicle"] for r in L})},
])
open("truth_out.txt","w").write("\n".join(out)+"\n")
print("\n".join(out))
