import csv, statistics as st
from collections import Counter, defaultdict
from datetime import datetime

def load(f): return list(csv.DictReader(open(f, newline="")))
def money(s): return float(s.replace("$", "").replace("€", "").replace(",", "")) if s.strip() else None
def r2(x): return round(x, 4)
def top(counter, k=None):
    items = counter.most_common()
    if k is None:
        m = items[0][1]; return [(a, b) for a, b in items if b == m]
    cut = items[k-1][1]; return [(a, b) for a, b in items if b >= cut]
def avg(xs): xs = [x for x in xs if x is not None]; return sum(xs) / len(xs)
out = []
def P(t, n, v): out.append(f"{t}\t{n}\t{v}")

# ---- tree
T = "tree_removal_quotes"; R = load(T + ".csv")
price = [money(r["quoted_price"]) for r in R]
h = [int(r["tree_height_ft"]) for r in R]
dia = [int(r["trunk_diameter_in"]) if r["trunk_diameter_in"] else None for r in R]
d = [datetime.fromisoformat(r["quote_date"]) for r in R]
P(T,1,len(R)); P(T,2,r2(sum(price))); P(T,3,r2(avg(h)))
P(T,4,top(Counter(r["tree_species"] for r in R))); P(T,5,max(price))
P(T,6,top(Counter(r["arborist"] for r in R))); P(T,7,sum(r["crane_needed"]=="Y" for r in R))
tall = [r for r in R if int(r["tree_height_ft"])>80]
P(T,8,("yes" if all(r["crane_needed"]=="Y" for r in tall) else "no") + f" ({sum(r['crane_needed']=='N' for r in tall)} of {len(tall)} without crane)")
P(T,9,("yes" if any(x and x>40 for x in dia) else "no") + f" ({sum(1 for x in dia if x and x>40)})")
mx = max(x for x in dia if x); P(T,10,[(r["tree_species"],r["trunk_diameter_in"]) for r in R if r["trunk_diameter_in"]==str(mx)])
P(T,11,top(Counter(r["neighborhood"] for r in R),3)); P(T,12,sorted(price,reverse=True)[:5])
P(T,13,sum(r["quote_status"]=="Declined" for r in R))
P(T,14,r2(avg([p for p,r in zip(price,R) if r["tree_species"]=="Oak"])))
P(T,15,sum("power lines" in r["hazards"] for r in R))
P(T,16,r2(100*sum(r["quote_status"]=="Accepted" for r in R)/len(R)))
q1=sum(1 for x in d if x.year==2024 and x.month<=3); q2=sum(1 for x in d if x.year==2024 and 4<=x.month<=6); P(T,17,f"Q1 {q1} vs Q2 {q2}")
P(T,18,sorted(Counter(x.strftime("%Y-%m") for x in d).items()))
bym=defaultdict(list)
for x,p in zip(d,price): bym[x.strftime("%Y-%m")].append(p)
P(T,19,[(k,r2(avg(v))) for k,v in sorted(bym.items())])
P(T,20,st.median(price)); P(T,21,len(set(r["customer_id"] for r in R)))
acc=defaultdict(lambda:[0,0])
for r in R: acc[r["arborist"]][1]+=1; acc[r["arborist"]][0]+=r["quote_status"]=="Accepted"
P(T,22,{k:r2(100*a/b) for k,(a,b) in sorted(acc.items())})
P(T,23,f"Y {r2(avg([p for p,r in zip(price,R) if r['stump_grinding']=='Y']))} N {r2(avg([p for p,r in zip(price,R) if r['stump_grinding']=='N']))}")
P(T,24,f"sum/sum {r2(sum(price)/sum(h))}; mean of ratios {r2(avg([p/x for p,x in zip(price,h)]))}")
P(T,25,r2(100*sum(p for p,r in zip(price,R) if r['crane_needed']=='Y')/sum(price)))

# ---- campervan
T="campervan_rentals"; R=load(T+".csv")
tot=[money(r["totalCharge"]) for r in R]; rate=[money(r["dailyRate"]) for r in R]
nights=[int(r["nights"]) for r in R]; km=[int(r["kmDriven"]) if r["kmDriven"] else None for r in R]
pd=[datetime.strptime(r["pickupDate"],"%m/%d/%Y") for r in R]
P(T,1,len(R)); P(T,2,r2(sum(tot))); P(T,3,top(Counter(r["vanModel"] for r in R)))
P(T,4,r2(avg(nights))); P(T,5,max(nights)); P(T,6,top(Counter(r["pickupDepot"] for r in R)))
P(T,7,sum(r["damageReported"]=="true" for r in R))
mp=[x for x,r in zip(rate,R) if r["vanModel"]=="Mercedes Marco Polo"]; P(T,8,("yes" if all(x>=139 for x in mp) else "no")+f" min {min(mp)}")
P(T,9,("yes" if any(k and k>3000 for k in km) else "no")+f" ({sum(1 for k in km if k and k>3000)})")
m=max(tot); P(T,10,[(r["vanModel"],m) for t,r in zip(tot,R) if t==m])
P(T,11,top(Counter(r["renterId"] for r in R),3)); P(T,12,sorted(tot,reverse=True)[:5])
P(T,13,r2(avg([int(r["customerRating"]) if r["customerRating"] else None for r in R])))
P(T,14,sum(r["insuranceTier"]=="Premium" for r in R)); P(T,15,sum("bike rack" in r["extras"] for r in R))
P(T,16,r2(100*sum(r["petFriendly"]=="true" for r in R)/len(R)))
P(T,17,f"Q2 {sum(1 for x in pd if 4<=x.month<=6)} vs Q3 {sum(1 for x in pd if 7<=x.month<=9)}")
P(T,18,sorted(Counter(x.strftime("%Y-%m") for x in pd).items()))
bym=defaultdict(list)
for x,p in zip(pd,tot): bym[x.strftime("%Y-%m")].append(p)
P(T,19,[(k,r2(avg(v))) for k,v in sorted(bym.items())])
P(T,20,st.median([k for k in km if k is not None])); P(T,21,len(set(r["renterId"] for r in R)))
dm=defaultdict(lambda:[0,0])
for r in R: dm[r["vanModel"]][1]+=1; dm[r["vanModel"]][0]+=r["damageReported"]=="true"
P(T,22,{k:(a,b,r2(100*a/b)) for k,(a,b) in sorted(dm.items())})
def rat(tier): return r2(avg([int(r["customerRating"]) if r["customerRating"] else None for r in R if r["insuranceTier"]==tier]))
P(T,23,f"Basic {rat('Basic')} Premium {rat('Premium')}")
P(T,24,f"sum/sum {r2(sum(k for k in km if k is not None)/sum(n for n,k in zip(nights,km) if k is not None))}; mean of ratios {r2(avg([k/n for k,n in zip(km,nights) if k is not None]))}")
P(T,25,r2(100*sum(t for t,r in zip(tot,R) if r['pickupDepot']=='Lisbon')/sum(tot)))

# ---- furniture
T="furniture_delivery_slots"; R=load(T+".csv")
fee=[float(r["Delivery Fee ($)"]) for r in R]; wt=[int(r["Total Weight (kg)"]) for r in R]
dd=[datetime.strptime(r["Delivery Date"],"%d-%b-%Y") for r in R]; late=[int(r["Minutes Late"]) if r["Minutes Late"] else None for r in R]
P(T,1,len(R)); P(T,2,sum(fee)); P(T,3,top(Counter(r["Driver ID"] for r in R))); P(T,4,r2(avg(wt)))
P(T,5,[(r["Order No"],w) for w,r in zip(wt,R) if w==max(wt)]); P(T,6,top(Counter(r["Time Slot"] for r in R)))
P(T,7,sum(r["Assembly Required"]=="Yes" for r in R))
hi=[r for r in R if int(r["Floor Level"])>=5]; P(T,8,("yes" if all(r["Assembly Required"]=="Yes" for r in hi) else "no")+f" ({sum(r['Assembly Required']=='No' for r in hi)} of {len(hi)} without)")
P(T,9,("yes" if any(l and l>60 for l in late) else "no")+f" ({sum(1 for l in late if l and l>60)})")
P(T,10,[r["Zone"] for w,r in zip(wt,R) if w==max(wt)])
fd=Counter()
for f_,r in zip(fee,R): fd[r["Driver ID"]]+=f_
P(T,11,top(fd,3)); P(T,12,sorted([l for l in late if l],reverse=True)[:5])
P(T,13,sum(f_==0 for f_ in fee)); P(T,14,r2(avg([f_ for f_,r in zip(fee,R) if r["Zone"]=="Central"])))
P(T,15,sum("sofa" in r["Items"].split(", ") for r in R))
P(T,16,r2(100*sum(r["On Time"]=="Yes" for r in R)/len(R)))
P(T,17,f"Jan {sum(1 for x in dd if x.month==1)} vs Feb {sum(1 for x in dd if x.month==2)}")
P(T,18,sorted(Counter(x.strftime("%Y-%m") for x in dd).items()))
bym=defaultdict(list)
for x,p in zip(dd,fee): bym[x.strftime("%Y-%m")].append(p)
P(T,19,[(k,r2(avg(v))) for k,v in sorted(bym.items())])
P(T,20,st.median(wt)); P(T,21,len(set(r["Driver ID"] for r in R)))
oz=defaultdict(lambda:[0,0])
for r in R: oz[r["Zone"]][1]+=1; oz[r["Zone"]][0]+=r["On Time"]=="Yes"
P(T,22,{k:r2(100*a/b) for k,(a,b) in sorted(oz.items())})
P(T,23,f"Yes {r2(avg([f_ for f_,r in zip(fee,R) if r['Assembly Required']=='Yes']))} No {r2(avg([f_ for f_,r in zip(fee,R) if r['Assembly Required']=='No']))}")
ic=[int(r["Item Count"]) for r in R]
P(T,24,f"sum/sum {r2(sum(wt)/sum(ic))}; mean of ratios {r2(avg([w/c for w,c in zip(wt,ic)]))}")
lt=[r for r in R if r["On Time"]=="No"]; P(T,25,f"{r2(100*sum(r['Time Slot']=='16:00-18:00' for r in lt)/len(lt))} ({sum(r['Time Slot']=='16:00-18:00' for r in lt)}/{len(lt)})")

# ---- laundromat
T="laundromat_machine_logs"; R=load(T+".csv")
amt=[float(r["AMT_PAID"]) for r in R]; dur=[int(r["DUR_MIN"]) for r in R]; ts=[datetime.fromisoformat(r["START_TS"]) for r in R]
P(T,1,len(R)); P(T,2,r2(sum(amt))); P(T,3,top(Counter(r["MACH_ID"] for r in R))); P(T,4,r2(avg(dur)))
P(T,5,max(dur)); P(T,6,top(Counter(r["PAY_MTHD"] for r in R))); P(T,7,sum(1 for r in R if r["ERR_CD"]))
dr=[a for a,r in zip(amt,R) if r["MACH_TYPE"]=="Dryer"]; P(T,8,("yes" if all(a>=2 for a in dr) else "no")+f" min {min(dr)}, {sum(a<2 for a in dr)} below")
wd=[x for x,r in zip(dur,R) if r["MACH_TYPE"]=="Washer"]; P(T,9,("yes" if any(x>60 for x in wd) else "no")+f" max washer {max(wd)}")
P(T,10,sorted(set(r["MACH_ID"] for a,r in zip(amt,R) if a==max(amt)))+[max(amt)])
P(T,11,top(Counter(r["CUST_ID"] for r in R if r["CUST_ID"]),3)); P(T,12,sorted(dur,reverse=True)[:5])
P(T,13,sum(r["CYC"]=="Quick Wash" for r in R)); P(T,14,r2(avg([a for a,r in zip(amt,R) if r["MACH_TYPE"]=="Washer"])))
P(T,15,sum("softener" in r["ADDONS"] for r in R)); P(T,16,r2(100*sum(r["PAY_MTHD"]=="APP" for r in R)/len(R)))
P(T,17,f"Mar {r2(sum(a for a,x in zip(amt,ts) if x.month==3))} vs Apr {r2(sum(a for a,x in zip(amt,ts) if x.month==4))}")
P(T,18,sorted(Counter(x.strftime("%Y-%m") for x in ts).items()))
bym=defaultdict(list)
for x,p in zip(ts,amt): bym[x.strftime("%Y-%m")].append(p)
P(T,19,[(k,r2(avg(v))) for k,v in sorted(bym.items())])
P(T,20,st.median(dur)); P(T,21,len(set(r["CUST_ID"] for r in R if r["CUST_ID"])))
er=defaultdict(lambda:[0,0])
for r in R: er[r["MACH_TYPE"]][1]+=1; er[r["MACH_TYPE"]][0]+=bool(r["ERR_CD"])
P(T,22,{k:(a,b,r2(100*a/b)) for k,(a,b) in sorted(er.items())})
P(T,23,f"member {r2(avg([a for a,r in zip(amt,R) if r['LOYALTY_FLG']=='1']))} non {r2(avg([a for a,r in zip(amt,R) if r['LOYALTY_FLG']=='0']))}")
P(T,24,f"sum/sum {r2(sum(amt)/sum(dur))}; mean of ratios {r2(avg([a/x for a,x in zip(amt,dur)]))}")
P(T,25,r2(100*sum(a for a,r in zip(amt,R) if r['LOC']=='ELM AVE')/sum(amt)))

# ---- bakery
T="bakery_ingredient_purchases"; R=load(T+".csv")
lt=[float(r["Line total"]) for r in R]; up=[float(r["Unit price"]) for r in R]; q=[int(r["Qty received (kg)"]) for r in R]
od=[datetime.strptime(r["Order date"],"%d/%m/%Y") for r in R]
qs=[int(r["Quality score"]) if r["Quality score"] else None for r in R]
P(T,1,len(R)); P(T,2,r2(sum(lt))); P(T,3,top(Counter(r["Supplier"] for r in R))); P(T,4,r2(avg(up)))
P(T,5,max(lt)); kg=Counter()
for x,r in zip(q,R): kg[r["Ingredient"]]+=x
P(T,6,top(kg)); P(T,7,sum(r["Delivered late"]=="TRUE" for r in R))
og=[u for u,r in zip(up,R) if r["Organic"]=="TRUE"]; P(T,8,("yes" if all(u>1 for u in og) else "no")+f" min organic {min(og)}")
P(T,9,("yes" if 2 in qs else "no")+f" ({qs.count(2)})")
P(T,10,[(r["Ingredient"],u) for u,r in zip(up,R) if u==max(up)])
sp=Counter()
for x,r in zip(lt,R): sp[r["Supplier"]]+=x
P(T,11,[(k,r2(v)) for k,v in top(sp,3)]); P(T,12,sorted(q,reverse=True)[:5])
P(T,13,sum(r["Buyer"]=="Elif" for r in R)); P(T,14,r2(avg([u for u,r in zip(up,R) if r["Ingredient"]=="Butter"])))
P(T,15,sum("dairy" in r["Allergen tags"] for r in R)); P(T,16,r2(100*sum(r["Organic"]=="TRUE" for r in R)/len(R)))
P(T,17,f"Q1 {r2(sum(x for x,d in zip(lt,od) if d.month<=3))} vs Q2 {r2(sum(x for x,d in zip(lt,od) if 4<=d.month<=6))}")
P(T,18,sorted(Counter(x.strftime("%Y-%m") for x in od).items()))
bym=defaultdict(list)
for x,p in zip(od,lt): bym[x.strftime("%Y-%m")].append(p)
P(T,19,[(k,r2(avg(v))) for k,v in sorted(bym.items())])
P(T,20,st.median(q)); P(T,21,len(set(r["Ingredient"] for r in R)))
ls=defaultdict(lambda:[0,0])
for r in R: ls[r["Supplier"]][1]+=1; ls[r["Supplier"]][0]+=r["Delivered late"]=="TRUE"
P(T,22,{k:(a,b,r2(100*a/b)) for k,(a,b) in sorted(ls.items())})
P(T,23,f"organic {r2(avg([s for s,r in zip(qs,R) if r['Organic']=='TRUE']))} conventional {r2(avg([s for s,r in zip(qs,R) if r['Organic']=='FALSE']))}")
P(T,24,r2(sum(lt)/sum(q)))
P(T,25,r2(100*sum(x for x,r in zip(lt,R) if r['Supplier']=='Valley Dairy')/sum(lt)))
print("\n".join(out))
