import csv, statistics as S, datetime as dt
from collections import Counter, defaultdict
def load(n): return list(csv.DictReader(open(f"{n}.csv", newline="")))
def num(s): return float(s.replace("$", "").replace("€", "").replace(",", "").replace(" USD", "")) if s.strip() else None
def lst(s): return [x.strip() for x in s.split(",") if x.strip()]
def top(c, k=None):
    items = c.most_common()
    if k is None:
        m = items[0][1]; return [x for x in items if x[1] == m]
    cut = items[k-1][1]; return [x for x in items if x[1] >= cut]
def P(t, n, v): print(f"{t}\t{n}\t{v}")
def r2(x): return round(x, 4)
def monthly(rows, dfun, vfun=None):
    c = defaultdict(list)
    for r in rows:
        v = 1 if vfun is None else vfun(r)
        if v is None: continue
        c[dfun(r).strftime("%Y-%m")].append(v)
    return {k: (len(v) if vfun is None else r2(sum(v)/len(v))) for k, v in sorted(c.items())}
def q(d): return (d.month - 1)//3 + 1

# bike
t = "bike_repairs"; R = load(t)
D = lambda r: dt.date.fromisoformat(r["intake_date"])
tc = [num(r["total_charge"]) for r in R]
P(t,1,len(R)); P(t,2,r2(sum(tc))); P(t,3,r2(S.mean(num(r["labor_hours"]) for r in R)))
P(t,4,top(Counter(r["bike_type"] for r in R))); P(t,5,top(Counter(r["mechanic"] for r in R if r["mechanic"])))
P(t,6,max(tc)); P(t,7,sum(r["rush"]=="Y" for r in R))
fo=[num(r["labor_hours"]) for r in R if r["service_level"]=="full overhaul"]; P(t,8,("yes" if min(fo)>=3.5 else "no", min(fo)))
P(t,9,sum(r["rating"]=="1" for r in R)); P(t,10,top(Counter(r["customer_id"] for r in R),3))
m=max(num(r["parts_cost"]) for r in R); P(t,11,[(r["bike_type"],r["parts_cost"]) for r in R if num(r["parts_cost"])==m])
P(t,12,sum(r["status"]=="waiting parts" for r in R)); P(t,13,min(num(r["total_charge"]) for r in R if r["bike_type"]=="e-bike"))
P(t,14,sorted(tc,reverse=True)[:6]); P(t,15,sum("chain" in lst(r["parts_used"]) for r in R))
P(t,16,r2(100*sum(r["rush"]=="Y" for r in R)/len(R)))
P(t,17,{k:r2(sum(num(r["total_charge"]) for r in R if D(r).year==2024 and q(D(r))==k)) for k in (1,2)})
P(t,18,monthly(R,D)); P(t,19,monthly(R,D,lambda r:num(r["total_charge"])))
P(t,20,{k:r2(S.mean(num(r["total_charge"]) for r in R if r["rush"]==k)) for k in "YN"})
P(t,21,S.median(num(r["labor_hours"]) for r in R)); P(t,22,len({r["customer_id"] for r in R}))
g=defaultdict(list)
for r in R:
    if r["rating"]: g[r["mechanic"] or "(blank)"].append(int(r["rating"]))
P(t,23,{k:r2(S.mean(v)) for k,v in sorted(g.items())})
P(t,24,r2(100*sum(num(r["total_charge"]) for r in R if r["service_level"]=="full overhaul")/sum(tc)))
P(t,25,{k:r2(S.mean(num(r["parts_cost"]) for r in R if r["bike_type"]==k)) for k in ("mountain","road")})

# seedling
t="seedling_orders"; R=load(t)
D=lambda r: dt.datetime.strptime(r["orderDate"],"%m/%d/%Y").date()
ot=[num(r["orderTotal"]) for r in R]
P(t,1,len(R)); P(t,2,r2(sum(ot))); P(t,3,r2(S.mean(int(r["trayCount"]) for r in R)))
P(t,4,top(Counter(r["cropFamily"] for r in R))); P(t,5,top(Counter(r["variety"] for r in R)))
P(t,6,max(ot)); P(t,7,sum(r["organic"]=="TRUE" for r in R)); P(t,8,sum(r["deliveryMethod"]=="freight" for r in R))
P(t,9,all("organic" in lst(r["certifications"]) for r in R if r["organic"]=="TRUE"))
P(t,10,top(Counter(r["growerId"] for r in R),3))
m=max(int(r["trayCount"]) for r in R); P(t,11,sorted({r["variety"] for r in R if int(r["trayCount"])==m}))
P(t,12,min(float(r["germinationRate"]) for r in R if r["germinationRate"]))
P(t,13,sum(int(r["trayCount"])*int(r["seedlingsPerTray"]) for r in R)); P(t,14,sorted(ot,reverse=True)[:5])
P(t,15,sum("heirloom" in lst(r["certifications"]) for r in R)); P(t,16,r2(100*sum(r["organic"]=="TRUE" for r in R)/len(R)))
P(t,17,{k:r2(sum(num(r["orderTotal"]) for r in R if q(D(r))==k)) for k in (1,2)})
P(t,18,monthly(R,D)); P(t,19,monthly(R,D,lambda r:num(r["orderTotal"])))
P(t,20,{k:r2(S.mean(num(r["orderTotal"]) for r in R if r["organic"]==k)) for k in ("TRUE","FALSE")})
P(t,21,S.median(ot)); P(t,22,len({r["growerId"] for r in R}))
g=defaultdict(list)
for r in R:
    if r["germinationRate"]: g[r["cropFamily"]].append(float(r["germinationRate"]))
P(t,23,{k:r2(S.mean(v)) for k,v in sorted(g.items())})
P(t,24,r2(100*sum(num(r["orderTotal"]) for r in R if r["cropFamily"]=="tomato")/sum(ot)))
g=defaultdict(list)
for r in R: g[r["deliveryMethod"] or "(blank)"].append(num(r["orderTotal"]))
P(t,25,{k:r2(S.mean(v)) for k,v in sorted(g.items())})

# fuel
t="fuel_dock_sales"; R=load(t)
D=lambda r: dt.datetime.fromisoformat(r["Sale Time"]).date()
tot=[num(r["Total (€)"]) for r in R]; vol=lambda r: float(r["Volume (L)"])
P(t,1,len(R)); P(t,2,r2(sum(tot))); P(t,3,r2(S.mean(vol(r) for r in R)))
P(t,4,top(Counter(r["Fuel Type"] for r in R))); P(t,5,top(Counter(r["Attendant"] for r in R if r["Attendant"])))
P(t,6,max(tot)); P(t,7,sum(r["Member"]=="Yes" for r in R))
pd=[float(r["Price per L (€)"]) for r in R if r["Fuel Type"]=="Diesel"]; pp=[float(r["Price per L (€)"]) for r in R if r["Fuel Type"]=="Petrol 95"]
P(t,8,("max diesel",max(pd),"min petrol",min(pp)))
P(t,9,sum(r["Pump"]=="P3" and r["Fuel Type"]=="Two-stroke mix" for r in R))
P(t,10,top(Counter(r["Boat Name"] for r in R),3))
m=max(vol(r) for r in R); P(t,11,[r["Fuel Type"] for r in R if vol(r)==m])
P(t,12,r2(sum(vol(r) for r in R if r["Fuel Type"]=="Diesel"))); P(t,13,min(float(r["Price per L (€)"]) for r in R))
P(t,14,sorted((vol(r) for r in R),reverse=True)[:6]); P(t,15,sum("ice" in lst(r["Extras"]) for r in R))
P(t,16,r2(100*sum(r["Member"]=="Yes" for r in R)/len(R)))
P(t,17,{k:r2(sum(num(r["Total (€)"]) for r in R if q(D(r))==k)) for k in (2,3)})
P(t,18,monthly(R,D)); P(t,19,monthly(R,D,lambda r:num(r["Total (€)"])))
P(t,20,{k:r2(S.mean(vol(r) for r in R if r["Member"]==k)) for k in ("Yes","No")})
P(t,21,S.median(tot)); P(t,22,len({r["Boat Name"] for r in R}))
g=defaultdict(float)
for r in R: g[r["Pump"]]+=vol(r)
P(t,23,{k:r2(v) for k,v in sorted(g.items())})
P(t,24,r2(100*sum(num(r["Total (€)"]) for r in R if r["Fuel Type"]=="Diesel")/sum(tot)))
P(t,25,{mo:r2(S.mean(float(r["Price per L (€)"]) for r in R if r["Fuel Type"]=="Petrol 95" and D(r).month==mo)) for mo in (6,8)})

# dress
t="dress_alterations"; R=load(t)
D=lambda r: dt.datetime.strptime(r["RCVD_DT"],"%d-%b-%Y").date()
qa=[num(r["QUOTE_AMT"]) for r in R]; h=lambda r: float(r["HRS_LOGGED"])
P(t,1,len(R)); P(t,2,r2(sum(qa))); P(t,3,r2(S.mean(h(r) for r in R)))
P(t,4,top(Counter(r["DRESS_STYLE"] for r in R))); P(t,5,top(Counter(r["SEAMSTRESS"] for r in R)))
P(t,6,max(qa)); P(t,7,sum(r["RUSH_FLG"]=="1" for r in R)); P(t,8,sum(r["STATUS"]=="cancelled" for r in R))
P(t,9,min(int(r["FITTINGS_QTY"]) for r in R)); P(t,10,top(Counter(r["CLIENT_NO"] for r in R),3))
m=max(h(r) for r in R); P(t,11,[r["DRESS_STYLE"] for r in R if h(r)==m])
P(t,12,r2(sum(num(r["FINAL_AMT"]) for r in R if r["FINAL_AMT"])))
P(t,13,min(num(r["QUOTE_AMT"]) for r in R if r["DRESS_STYLE"]=="ball gown"))
P(t,14,sorted((h(r) for r in R),reverse=True)[:6]); P(t,15,sum("hem" in lst(r["WORK_ITEMS"]) for r in R))
P(t,16,r2(100*sum(r["RUSH_FLG"]=="1" for r in R)/len(R)))
P(t,17,{k:r2(sum(num(r["QUOTE_AMT"]) for r in R if q(D(r))==k)) for k in (1,2)})
P(t,18,monthly(R,D)); P(t,19,monthly(R,D,lambda r:num(r["QUOTE_AMT"])))
P(t,20,{k:r2(S.mean(num(r["QUOTE_AMT"]) for r in R if r["RUSH_FLG"]==k)) for k in "10"})
P(t,21,S.median(int(r["FITTINGS_QTY"]) for r in R)); P(t,22,len({r["CLIENT_NO"] for r in R}))
g=defaultdict(list)
for r in R: g[r["SEAMSTRESS"]].append(h(r))
P(t,23,{k:r2(S.mean(v)) for k,v in sorted(g.items())})
P(t,24,r2(100*sum(num(r["QUOTE_AMT"]) for r in R if r["DRESS_STYLE"]=="mermaid")/sum(qa)))
P(t,25,r2(sum(num(r["FINAL_AMT"])-num(r["QUOTE_AMT"]) for r in R if r["STATUS"]=="delivered")))

# tire
t="tire_installs"; R=load(t)
D=lambda r: dt.datetime.strptime(r["install date"],"%Y/%m/%d").date()
it=[num(r["invoice total"]) for r in R]; pe=lambda r: float(r["price each"])
P(t,1,len(R)); P(t,2,r2(sum(it))); P(t,3,(r2(S.mean(pe(r) for r in R)),"qty-weighted",r2(sum(pe(r)*int(r["qty"]) for r in R)/sum(int(r["qty"]) for r in R))))
P(t,4,top(Counter(r["tire brand"] for r in R))); P(t,5,top(Counter(r["technician"] for r in R if r["technician"])))
P(t,6,max(it)); P(t,7,sum(r["balancing included"]=="true" for r in R)); P(t,8,sorted({r["qty"] for r in R}))
P(t,9,sum(r["tire brand"]=="Hankook" and r["season"]=="winter" for r in R)); P(t,10,top(Counter(r["tire size"] for r in R),3))
m=max(it); P(t,11,[r["tire brand"] for r in R if num(r["invoice total"])==m])
P(t,12,sum(int(r["qty"]) for r in R)); P(t,13,min(int(r["wait minutes"]) for r in R if r["wait minutes"]))
P(t,14,sorted((int(r["wait minutes"]) for r in R if r["wait minutes"]),reverse=True)[:6])
P(t,15,sum("alignment" in lst(r["services"]) for r in R)); P(t,16,r2(100*sum(r["season"]=="winter" for r in R)/len(R)))
P(t,17,{k:r2(sum(num(r["invoice total"]) for r in R if q(D(r))==k)) for k in (1,4)})
P(t,18,monthly(R,D)); P(t,19,monthly(R,D,lambda r:num(r["invoice total"])))
P(t,20,{k:r2(S.mean(int(r["wait minutes"]) for r in R if r["balancing included"]==k and r["wait minutes"])) for k in ("true","false")})
P(t,21,S.median(it)); P(t,22,len({r["vehicle plate"] for r in R}))
g=defaultdict(list)
for r in R: g[r["tire brand"]].append(pe(r))
P(t,23,{k:r2(S.mean(v)) for k,v in sorted(g.items())})
P(t,24,r2(100*sum(r["tire brand"]=="Michelin" for r in R)/len(R)))
P(t,25,{k:r2(S.mean(pe(r) for r in R if r["season"]==k)) for k in ("winter","summer")})
