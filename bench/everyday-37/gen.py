import csv, random, datetime as dt
random.seed(5824)
def money(sym, v, dec=2): return f"{sym}{v:,.{dec}f}"
def d_iso(d): return d.isoformat()
def d_us(d): return d.strftime("%m/%d/%Y")
def d_mon(d): return d.strftime("%d-%b-%Y")
start = dt.date(2024,1,1)

# 1 plant nursery: Title Case with units, MM/DD/YYYY, $ money, Y/N, repeating order id, tags list
plants = {"Lavender":("Perennial",8.5),"Hosta":("Perennial",11.0),"Coneflower":("Perennial",9.0),
 "Boxwood":("Shrub",24.0),"Hydrangea":("Shrub",32.0),"Lilac":("Shrub",28.0),"Japanese Maple":("Tree",145.0),
 "Red Oak":("Tree",120.0),"Dogwood":("Tree",98.0),"Petunia":("Annual",4.5),"Marigold":("Annual",3.75),
 "Aloe":("Succulent",12.0),"Echeveria":("Succulent",7.25)}
tagpool=["native","drought-tolerant","pollinator","shade","evergreen","deer-resistant"]
rows=[]; oid=5000
while len(rows)<260:
    oid+=1; d=start+dt.timedelta(days=random.randint(0,180)); ct=random.choice(["Retail","Retail","Landscaper","Wholesale"])
    for _ in range(random.randint(1,3)):
        p=random.choice(list(plants)); cat,pr=plants[p]; pot=random.choice([1,2,5,10,15]) if cat!="Tree" else random.choice([15,25,45])
        q=random.randint(1,40 if ct!="Retail" else 6); up=round(pr*(1+pot/30),2)
        tags=", ".join(sorted(random.sample(tagpool,random.randint(1,3))))
        rows.append(["SO-%d"%oid,d_us(d),ct,p,cat,pot,q,money("$",up),money("$",up*q),random.choice(["Y","Y","N"]),
                     "" if random.random()<0.08 else tags])
with open("plant_nursery.csv","w",newline="") as f:
    w=csv.writer(f); w.writerow(["Order ID","Order Date","Customer Type","Plant Name","Category","Pot Size (L)","Qty","Unit Price ($)","Line Total ($)","Delivered","Tags"]); w.writerows(rows)

# 2 ambulance calls: snake_case, ISO dates, TRUE/FALSE, blanks, symptoms list, repeating unit id
rows=[]
for i in range(240):
    d=start+dt.timedelta(days=random.randint(0,120)); pri=random.choice([1,1,2,2,2,3]); dist=random.choice(["North","South","East","West","Harbor"])
    resp=round(random.uniform(3,9) if pri==1 else random.uniform(5,20),1); tr=random.random()<0.7
    hosp=random.choice(["St. Mary","General","Riverside"]) if tr else ""
    age="" if random.random()<0.07 else random.randint(1,95)
    sym=", ".join(random.sample(["chest pain","fall","breathing","bleeding","fever","unconscious"],random.randint(1,2)))
    rows.append([f"AC{24000+i}",d_iso(d),f"{random.randint(0,23):02d}:{random.randint(0,59):02d}",pri,dist,
                 random.choice(["M11","M12","M14","M20","M21","M33"]),resp,"TRUE" if tr else "FALSE",hosp,age,sym,random.choice([2,2,3])])
with open("ambulance_calls.csv","w",newline="") as f:
    w=csv.writer(f); w.writerow(["call_id","call_date","dispatch_time","priority","district","unit_id","response_min","transported","destination_hospital","patient_age","symptoms","crew_size"]); w.writerows(rows)

# 3 guitar repairs: camelCase, DD-Mon-YYYY, euro money, Yes/No, blank ratings, customer id repeats, parts list
rows=[]
for i in range(220):
    d=start+dt.timedelta(days=random.randint(0,200)); inst=random.choice(["Acoustic","Electric","Bass","Classical","Mandolin"])
    svc=random.choice(["Setup","Refret","Pickup Install","Crack Repair","Nut Replacement","Restring"])
    hrs=round(random.uniform(0.5,8),1); parts=round(random.uniform(0,180),2) if svc!="Restring" else round(random.uniform(8,20),2)
    price=round(hrs*55+parts,2); rush=random.random()<0.25
    partsl=", ".join(random.sample(["strings","frets","nut","saddle","pickup","pots","tuners","glue"],random.randint(1,3)))
    rows.append([f"GR-{1000+i}",d_mon(d),f"C{random.randint(100,170)}",inst,random.choice(["Fender","Gibson","Martin","Taylor","Yamaha","Ibanez"]),svc,
                 random.choice(["Ana","Ben","Chloe","Dev"]),hrs,money("€",parts),money("€",price),"Yes" if rush else "No",
                 random.randint(1,6) if rush else random.randint(3,21),"" if random.random()<0.2 else random.randint(2,5),partsl])
with open("guitar_repairs.csv","w",newline="") as f:
    w=csv.writer(f); w.writerow(["ticketNo","receivedDate","customerId","instrumentType","brand","serviceType","technician","laborHours","partsCost","totalPrice","rushJob","daysInShop","customerRating","partsUsed"]); w.writerows(rows)

# 4 ice rink sessions: abbreviated headers, ISO dates, 1/0 flags, $ no decimals, blank instructor, repeating rink
rows=[]
for i in range(250):
    d=start+dt.timedelta(days=random.randint(0,150)); t=random.choice(["Public Skate","Hockey","Figure","Lessons","Curling"])
    cap=200 if t=="Public Skate" else 60; att=random.randint(5,cap); dur=random.choice([60,90,120])
    fee={"Public Skate":12,"Hockey":25,"Figure":18,"Lessons":30,"Curling":20}[t]
    ins="" if t in("Public Skate","Hockey") or random.random()<0.15 else random.choice(["Kim","Lars","Maya","Omar"])
    eq=", ".join(random.sample(["skates","helmets","sticks","stones","cones"],random.randint(1,2)))
    rows.append([f"S{3000+i}",d_iso(d),random.choice(["A","B"]),t,random.choice([6,8,10,14,16,18,20]),dur,att,cap,money("$",att*fee,0),
                 1 if random.random()<0.6 else 0,ins,eq])
with open("ice_rink_sessions.csv","w",newline="") as f:
    w=csv.writer(f); w.writerow(["SessID","Dt","Rnk","SessTyp","StrtHr","DurMin","Attnd","Cap","RevUSD","ZambFlg","Instr","EqRent"]); w.writerows(rows)

# 5 window cleaning: mixed title headers, DD-Mon-YYYY, £ with thousands, Yes/No, repeating client id, services list
rows=[]
for i in range(230):
    d=start+dt.timedelta(days=random.randint(0,240)); bt=random.choice(["House","House","Office","Shop","Apartment Block"])
    fl=random.randint(1,3) if bt in("House","Shop") else random.randint(2,20); win=fl*random.randint(6,30)
    svc=", ".join(random.sample(["exterior","interior","screens","gutters","skylights"],random.randint(1,3)))
    price=round(win*random.uniform(2.5,4.5),2); paid=random.random()<0.8
    rows.append([f"J{700+i}",d_mon(d),f"CL-{random.randint(1,60):03d}",bt,fl,win,random.choice(["Priya","Tom","Wes","Zara"]),
                 money("£",price),"" if random.random()<0.3 else money("£",round(random.uniform(2,40),2)),"Yes" if paid else "No",
                 random.choice(["Sunny","Cloudy","Windy","Light Rain"]),svc])
with open("window_cleaning.csv","w",newline="") as f:
    w=csv.writer(f); w.writerow(["Job #","Job Date","Client Ref","Building Type","Floors","Windows Cleaned","Crew Lead","Price","Tip","Paid","Weather","Services"]); w.writerows(rows)
