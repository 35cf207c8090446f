import csv, random, datetime as dt
random.seed(1818)
R = random

def money(x): return "${:,.2f}".format(x)

def d_mdy(d): return f"{d.month}/{d.day}/{d.year}"
def d_dmony(d): return d.strftime("%d-%b-%Y")

# 1. CRM deals
reps = ["Alice Moreno","Brian Chen","Carla Diaz","Dev Patel","Emma Lowe","Frank Okafor"]
accounts = ["Acme Corp","Globex","Initech","Umbrella Ltd","Stark Industries","Wayne Enterprises","Hooli","Vandelay Imports","Soylent Co","Tyrell Corp","Cyberdyne","Wonka Foods","Pied Piper","Massive Dynamic","Gringotts","Oscorp","Duff Brewing","Prestige Worldwide","Dunder Mifflin","Sterling Cooper"]
stages = ["Prospecting","Qualification","Proposal","Negotiation","Closed Won","Closed Lost"]
stw = [10,12,15,10,28,25]
sources = ["Web","Referral","Trade Show","Cold Call","Partner"]
regions = ["North America","EMEA","APAC","LATAM"]
rows=[]
start=dt.date(2023,1,1)
for i in range(240):
    st = R.choices(stages,stw)[0]
    prob = {"Prospecting":10,"Qualification":25,"Proposal":50,"Negotiation":75,"Closed Won":100,"Closed Lost":0}[st]
    amt = round(R.lognormvariate(9.6,0.8),2)
    d = start+dt.timedelta(days=R.randint(0,729))
    rows.append({"Deal ID":f"D-{10000+i}","Account Name":R.choice(accounts),"Sales Rep":R.choice(reps),"Stage":st,
      "Deal Amount ($)":money(amt),"Close Date":d_mdy(d),"Probability (%)":prob,
      "Lead Source":"" if R.random()<0.08 else R.choice(sources),"Region":R.choices(regions,[40,30,20,10])[0],
      "Is Renewal":R.choice(["Yes","No","No"]),"Num Contacts":R.randint(1,12)})
with open("crm_deals.csv","w",newline="") as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 2. Gym class attendance
types=["Yoga","Spin","HIIT","Pilates","Zumba","Boxing"]
instr=["Maya","Jordan","Priya","Tom","Lucia"]
rooms=["Studio A","Studio B","Cycle Room"]
rows=[]
for i in range(210):
    ct=R.choice(types); d=dt.date(2024,1,1)+dt.timedelta(days=R.randint(0,180))
    cap=20 if ct!="Spin" else 25
    canc = 1 if R.random()<0.07 else 0
    att = 0 if canc else R.randint(3,cap)
    rows.append({"class_id":f"C{5000+i}","class_date":d.isoformat(),"ClassType":ct,"Instructor":R.choice(instr),
      "StartTime":R.choice(["06:00","07:30","12:00","17:30","19:00"]),"Capacity":cap,"attendees_count":att,
      "Duration (min)":R.choice([30,45,60]),"Room":"Cycle Room" if ct=="Spin" else R.choice(rooms[:2]),
      "is_cancelled":canc,"avg_heart_rate_bpm":"" if (canc or R.random()<0.1) else R.randint(105,165),
      "member_rating":"" if canc or R.random()<0.15 else round(R.uniform(3.0,5.0),1)})
rows.sort(key=lambda r:r["class_date"])
with open("gym_attendance.csv","w",newline="") as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 3. Utility bills
cities=["Springfield","Riverton","Lakeside","Fairview"]
rows=[]
for i in range(180):
    svc=R.choice(["Electric","Water","Gas"]); ctype=R.choices(["Residential","Commercial"],[75,25])[0]
    unit={"Electric":"kWh","Water":"gal","Gas":"therm"}[svc]
    base={"Electric":(300,1200),"Water":(2000,9000),"Gas":(20,150)}[svc]
    use=R.randint(*base)*(4 if ctype=="Commercial" else 1)
    rate={"Electric":0.14,"Water":0.006,"Gas":1.2}[svc]
    amt=round(use*rate+R.uniform(5,20),2)
    m=R.randint(1,12); y=R.choice([2023,2024])
    ps=dt.date(y,m,1)
    paid=R.choices(["Y","N"],[80,20])[0]
    late=round(R.choice([0,0,0,15,25]),2) if paid=="N" or R.random()<0.1 else 0
    pay = "" if paid=="N" else d_dmony(ps+dt.timedelta(days=R.randint(35,60)))
    rows.append({"AccountNo":f"ACCT-{R.randint(1000,1060)}","CustomerType":ctype,"ServiceType":svc,"City":R.choice(cities),
      "BillingPeriodStart":d_dmony(ps),"UsageQty":use,"Unit":unit,"AmtDue":money(amt),"Paid":paid,"PaymentDate":pay,
      "Late Fee Amt":money(late) if late else ("" if R.random()<0.5 else "$0.00"),"Meter Type":R.choice(["Smart","Analog"])})
with open("utility_bills.csv","w",newline="") as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 4. Call center calls
agents=["Sam Ortiz","Nina Rossi","Omar Haddad","Grace Kim","Leo Brandt","Zoe Carter","Ivan Petrov"]
queues=["Billing","Technical Support","Sales","Returns"]
rows=[]
for i in range(280):
    ts=dt.datetime(2024,1,1,8,0)+dt.timedelta(days=R.randint(0,120),minutes=R.randint(0,600),seconds=R.randint(0,59))
    q=R.choices(queues,[30,35,20,15])[0]
    dur=int(R.lognormvariate(5.7,0.5))
    res=R.random()<0.78
    rows.append({"CallID":100000+i,"CallTimestamp":ts.strftime("%Y-%m-%d %H:%M:%S"),"AgentName":R.choice(agents),"Queue":q,
      "Channel":R.choices(["Phone","Chat","Callback"],[60,30,10])[0],"Call Duration (sec)":dur,"WaitTime_sec":R.randint(5,600),
      "Resolved":"true" if res else "false","Escalated":"Y" if (not res and R.random()<0.5) or R.random()<0.05 else "N",
      "CSAT Score":"" if R.random()<0.25 else (R.choices([1,2,3,4,5],[5,8,15,35,37])[0] if res else R.choices([1,2,3,4,5],[30,30,20,15,5])[0]),
      "Customer Tier":R.choices(["Standard","Gold","Platinum"],[60,30,10])[0]})
rows.sort(key=lambda r:r["CallTimestamp"])
with open("call_center_calls.csv","w",newline="") as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 5. E-commerce returns
cats=["Apparel","Electronics","Home & Kitchen","Toys","Beauty","Sports"]
reasons=["Wrong size","Defective","Not as described","Changed mind","Arrived late","Damaged in transit"]
states=["CA","TX","NY","FL","WA","IL","GA"]
rows=[]
for i in range(165):
    c=R.choice(cats); od=dt.date(2023,6,1)+dt.timedelta(days=R.randint(0,400)); rd=od+dt.timedelta(days=R.randint(3,40))
    qty=R.choices([1,2,3,4],[60,25,10,5])[0]
    price={"Apparel":45,"Electronics":220,"Home & Kitchen":70,"Toys":30,"Beauty":25,"Sports":60}[c]*R.uniform(0.5,1.8)
    rpct=R.choice([100,100,100,80,50])
    reason=R.choice(reasons)
    rows.append({"Return_ID":f"RMA-{70000+i}","Order_Date":d_mdy(od),"Return_Date":rd.isoformat(),"Product_Category":c,
      "SKU":f"{c[:3].upper()}-{R.randint(100,140)}","Qty":qty,"Unit_Price":round(price,2),"Refund_Amt":money(round(price*qty*rpct/100,2)),
      "Refund_Pct":rpct,"Return_Reason":"" if R.random()<0.06 else reason,"Item_Condition":R.choice(["New","Opened","Used","Damaged"]),
      "Restocked":R.choice(["Yes","No"]),"Customer_State":R.choice(states),"Prime_Member":R.choice([0,1])})
with open("ecommerce_returns.csv","w",newline="") as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)
