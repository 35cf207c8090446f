import csv, random, datetime as dt
random.seed(10066)
D0 = dt.date(2024,1,1)
def rdate(): return D0 + dt.timedelta(days=random.randint(0,364))
def money_us(x): return "${:,.2f}".format(x)
def maybe(v, p=0.06): return "" if random.random()<p else v

# 1 key_cutting: snake_case, ISO date, plain money, Y/N
rows=[]; n=random.randint(220,280)
custs=[f"C{100+i}" for i in range(60)]
blanks={"KW1":3.5,"SC1":3.5,"Y1":4.0,"transponder":45.0,"high_security":18.0,"mailbox":3.0}
for i in range(n):
    b=random.choices(list(blanks),weights=[30,28,12,6,8,10])[0]
    k=random.choices([1,2,3,4,5,6],weights=[30,35,15,10,5,5])[0]
    rush=random.random()<0.2
    price=round(blanks[b]*k*(1.5 if rush else 1),2)
    extras=", ".join(sorted(random.sample(["keychain","color_cap","tag","engraving"],random.choice([0,0,1,1,2]))))
    rows.append({"ticket_id":f"KC-{5000+i}","cut_date":rdate().isoformat(),"customer_id":random.choice(custs),
      "key_blank":b,"key_count":k,"price":f"{price:.2f}","is_rush":"Y" if rush else "N",
      "technician":random.choice(["Dana","Luis","Priya","Tom"]),"branch":random.choice(["Downtown","Eastgate","Mill St"]),
      "extras":extras,"miscut_count":maybe(str(random.choices([0,1,2],weights=[80,15,5])[0]),0.1)})
rows.sort(key=lambda r:r["cut_date"])
with open("key_cutting.csv","w",newline="") as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 press_runs: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
rows=[]; n=random.randint(220,280)
clients=[f"CL-{i:03d}" for i in range(1,41)]
for i in range(n):
    d=rdate(); press=random.choice(["Heidelberg SM52","Komori L40","Ryobi 524"])
    sheets=random.choice([500,1000,1500,2000,2500,5000,10000])
    waste=int(sheets*random.uniform(0.01,0.08))
    cost=round(sheets*random.uniform(0.08,0.25)+random.choice([50,75,100]),2)
    rows.append({"runId":f"PR{2400+i}","runDate":d.strftime("%m/%d/%Y"),"clientId":random.choice(clients),
      "pressName":press,"paperStock":random.choice(["80lb Gloss","100lb Matte","70lb Offset","12pt Cover"]),
      "sheetsPrinted":sheets,"wasteSheets":maybe(str(waste),0.07),"jobCost":money_us(cost),
      "isRushed":random.choice(["TRUE","FALSE","FALSE","FALSE"]),
      "inkColors":", ".join(random.sample(["cyan","magenta","yellow","black","pms 485","pms 286"],random.randint(1,4))),
      "operatorName":random.choice(["Ken","Maria","Olu","Sasha","Ken"])})
rows.sort(key=lambda r:(r["runDate"][6:],r["runDate"]))
with open("press_runs.csv","w",newline="") as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 picking_crews: Title Case with units, DD-Mon-YYYY, €, Yes/No
rows=[]; n=random.randint(220,280)
leads=["Ana Ruiz","Ben Cole","Chen Wu","Dara Nkem","Eli Moss","Fay Lind"]
for i in range(n):
    d=dt.date(2024,7,15)+dt.timedelta(days=random.randint(0,100))
    var=random.choice(["Gala","Honeycrisp","Fuji","Bartlett Pear","Granny Smith"])
    hrs=random.choice([6,6.5,7,7.5,8,8,8,9,10])
    crew=random.randint(4,14)
    bins=int(crew*hrs*random.uniform(0.25,0.5))
    rate=random.choice([15.5,16.0,16.0,17.25,18.0])
    rows.append({"Shift Date":d.strftime("%d-%b-%Y"),"Crew Lead":random.choice(leads),"Block":random.choice(["A1","A2","B1","B2","C1","North"]),
      "Variety":var,"Crew Size":crew,"Bins Picked":bins,"Hours Worked (h)":hrs,"Pay Rate (€/h)":f"€{rate:.2f}",
      "Total Pay (€)":"€{:,.2f}".format(crew*hrs*rate),"Bruised (%)":maybe(f"{random.uniform(0.5,9):.1f}",0.08),
      "Organic Block":random.choice(["Yes","No","No"]),"Equipment":", ".join(random.sample(["ladders","bags","bins trailer","tractor","platform"],random.randint(1,3)))})
rows.sort(key=lambda r:dt.datetime.strptime(r["Shift Date"],"%d-%b-%Y"))
with open("picking_crews.csv","w",newline="") as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 charter_bus: UPPER abbrev, ISO datetime, plain money, 1/0
rows=[]; n=random.randint(220,280)
cust=[f"{70000+i}" for i in range(50)]
routes=[("Denver","Boulder",48),("Denver","Vail",160),("Denver","Colorado Springs",110),("Boulder","Estes Park",55),("Denver","Aspen",320),("Fort Collins","Denver",105)]
for i in range(n):
    o,de,km=random.choice(routes); bt=random.choices(["Coach 56","Minibus 28","Sprinter 14"],weights=[45,35,20])[0]
    cap={"Coach 56":56,"Minibus 28":28,"Sprinter 14":14}[bt]
    pax=random.randint(max(4,cap//3),cap)
    rt=random.random()<0.5
    q=round(km*(2 if rt else 1)*{"Coach 56":4.2,"Minibus 28":3.1,"Sprinter 14":2.4}[bt]+random.choice([150,200,250]),2)
    dtm=dt.datetime.combine(rdate(),dt.time(random.randint(5,20),random.choice([0,15,30,45])))
    rows.append({"BKG_ID":f"B{9100+i}","DEP_DTTM":dtm.isoformat(),"CUST_NO":random.choice(cust),"ORIG_CITY":o,"DEST_CITY":de,
      "PAX_CNT":pax,"BUS_TYPE":bt,"DIST_KM":km,"RND_TRIP":"1" if rt else "0","QUOTE_AMT":f"{q:.2f}",
      "DEP_PD":maybe("1" if random.random()<0.7 else "0",0.05),"STATUS":random.choices(["Confirmed","Completed","Cancelled","Quoted"],weights=[25,45,12,18])[0],
      "AMENITIES":", ".join(random.sample(["wifi","restroom","cooler","pa_system","luggage_trailer"],random.randint(0,3)))})
rows.sort(key=lambda r:r["DEP_DTTM"])
with open("charter_bus.csv","w",newline="") as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 appliance_repairs: Sentence-case headers, 'YYYY-MM-DD HH:MM' , $ money, true/false
rows=[]; n=random.randint(220,280)
custs=[f"AR{300+i}" for i in range(70)]
for i in range(n):
    ap=random.choices(["Refrigerator","Washer","Dryer","Dishwasher","Oven","Microwave"],weights=[25,22,15,18,12,8])[0]
    lh=random.choice([0.5,1,1,1.5,2,2.5,3,4])
    parts=round(random.choice([0,0,random.uniform(15,420)]),2)
    opened=dt.datetime.combine(rdate(),dt.time(random.randint(8,17),random.choice([0,10,20,30,40,50])))
    res=random.random()<0.82
    rows.append({"Ticket no":f"T-{7700+i}","Opened at":opened.strftime("%Y-%m-%d %H:%M"),"Customer ref":random.choice(custs),
      "Appliance":ap,"Brand":random.choice(["Whirlpool","LG","Samsung","GE","Bosch","Maytag"]),"Technician":random.choice(["R. Patel","J. Okafor","M. Reyes","S. Kim"]),
      "Labor hours":lh,"Parts cost":money_us(parts),"Labor cost":money_us(lh*95),"Under warranty":random.choice(["true","false","false"]),
      "Resolved":"true" if res else "false","Symptoms":", ".join(random.sample(["noise","leak","no power","not cooling","not heating","error code","door issue"],random.randint(1,3))),
      "Customer rating":maybe(str(random.choices([1,2,3,4,5],weights=[5,7,15,35,38])[0]) if res else "",0.2)})
rows.sort(key=lambda r:r["Opened at"])
with open("appliance_repairs.csv","w",newline="") as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
