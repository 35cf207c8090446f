import csv, random, datetime as dt
random.seed(10084)
D0 = dt.date(2024, 1, 1)
def rdate():
    return D0 + dt.timedelta(days=random.randint(0, 365))
def pick_list(opts, lo, hi):
    k = random.randint(lo, hi)
    return ", ".join(random.sample(opts, k))
MON = ["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]

# 1 gym equipment servicing: snake_case, ISO date, plain money, Y/N
rows = []
n = random.randint(220, 280)
for i in range(n):
    d = rdate()
    eq = random.choices(["Treadmill","Elliptical","Rowing Machine","Spin Bike","Cable Machine","Leg Press"], [30,20,12,18,12,8])[0]
    st = random.choices(["Preventive","Repair","Inspection"], [40,40,20])[0]
    labor = random.choice([0.5,0.75,1,1.25,1.5,2,2.5,3,3.5,4,5,6]) if st != "Inspection" else random.choice([0.5,0.75,1])
    parts = "" if st == "Inspection" else (round(random.lognormvariate(4, 0.9), 2) if st == "Repair" else round(random.uniform(5, 60), 2))
    if parts != "" and random.random() < 0.08: parts = ""
    total = round(labor * 65 + (parts or 0), 2)
    pr = "" if st == "Inspection" else pick_list(["belt","bearing","motor","console","pulley","cable","pedal","seat"], 0 if st=="Preventive" else 1, 3)
    down = random.choice([0,0,0,1,1,2,3,5]) if st == "Repair" else random.choice([0,0,1])
    rows.append({"ticket_id": f"GS-{1000+i}", "service_date": d.isoformat(),
        "gym_site": random.choice(["Northside","Riverside","Downtown","Eastgate","Westfield"]),
        "equipment_type": eq, "technician_id": f"T{random.randint(1,8):02d}", "service_type": st,
        "labor_hours": labor, "parts_cost": parts, "total_cost": total,
        "under_warranty": "" if random.random() < 0.04 else random.choice(["Y","N","N"]),
        "parts_replaced": pr, "downtime_days": down})
with open("gym_service.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 church hall hire: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
rows = []
n = random.randint(220, 280)
for i in range(n):
    d = rdate()
    et = random.choices(["Wedding Reception","Birthday Party","Yoga Class","Community Meeting","Funeral Wake","Concert"], [12,25,20,20,10,13])[0]
    hall = random.choices(["Main Hall","Parish Room","Crypt","Garden Room"], [40,25,15,20])[0]
    att = {"Wedding Reception": (60,180), "Birthday Party": (10,70), "Yoga Class": (5,25), "Community Meeting": (8,90), "Funeral Wake": (20,120), "Concert": (40,200)}[et]
    hours = random.choice([1,1.5,2,3,4,5,6,8]) if et != "Wedding Reception" else random.choice([5,6,8,10])
    rate = {"Main Hall": 55, "Parish Room": 30, "Crypt": 40, "Garden Room": 45}[hall]
    fee = round(hours * rate + (150 if et == "Wedding Reception" else 0) + random.choice([0,0,25,50]), 2)
    fac = pick_list(["kitchen","stage","projector","piano","car park"], 0, 3)
    rows.append({"bookingRef": f"CH24-{i+1:03d}", "eventDate": d.strftime("%m/%d/%Y"), "hallName": hall,
        "hirerId": f"H{random.randint(1,70):03d}", "eventType": et, "attendees": random.randint(*att),
        "hoursBooked": hours, "hireFee": f"${fee:,.2f}",
        "depositPaid": "TRUE" if (et == "Wedding Reception" and random.random() < 0.93) or random.random() < 0.7 else "FALSE",
        "cateringIncluded": "" if random.random() < 0.06 else random.choice(["TRUE","FALSE","FALSE"]),
        "facilitiesUsed": fac, "cancelled": "TRUE" if random.random() < 0.1 else "FALSE"})
with open("church_hall_hire.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 print-on-demand orders: Title Case w/ units, DD-Mon-YYYY, EUR, Yes/No
rows = []
n = random.randint(220, 280)
price = {"T-Shirt": [19.5, 22.0, 24.5], "Hoodie": [39.0, 44.0, 49.0], "Mug": [12.5, 14.0], "Poster": [9.0, 15.0, 25.0], "Tote Bag": [14.5, 16.0], "Phone Case": [18.0, 21.0]}
for i in range(n):
    d = rdate()
    p = random.choices(list(price), [30,15,20,15,10,10])[0]
    q = random.choices([1,2,3,4,5,6,10,12], [50,20,10,6,5,3,3,3])[0]
    up = random.choice(price[p])
    ship = "" if random.random() < 0.07 else random.choice([0, 3.9, 4.9, 6.5, 9.9])
    rows.append({"Order No": f"POD{50210+i}", "Order Date": f"{d.day:02d}-{MON[d.month-1]}-{d.year}",
        "Customer ID": f"C{random.randint(100,259)}", "Product": p, "Qty": q, "Unit Price (€)": up,
        "Order Total": f"€{q*up:.2f}", "Shipping (€)": ship,
        "Country": random.choices(["DE","FR","NL","ES","IT","IE"], [30,20,15,12,13,10])[0],
        "Express Shipping": random.choice(["Yes","No","No","No"]),
        "Returned": "Yes" if random.random() < 0.08 else "No",
        "Tags": pick_list(["gift","custom text","photo","bulk","eco"], 0, 2)})
with open("pod_orders.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 fire extinguisher inspections: ABBREV UPPER, ISO datetime, 1/0
rows = []
n = random.randint(220, 280)
sites = {f"{t[:2].upper()}-{k:02d}": t for t in ["OFFICE","WAREHOUSE","SCHOOL","RESTAURANT","CLINIC"] for k in range(1, 9)}
for i in range(n):
    d = rdate()
    sc = random.choice(list(sites)); stype = sites[sc]
    chk = random.randint(3, 40 if stype in ("WAREHOUSE","SCHOOL") else 15)
    fail = min(chk, random.choices([0,0,0,1,1,2,3,4,6], k=1)[0])
    defects = "" if fail == 0 else pick_list(["low pressure","missing pin","expired tag","damaged hose","blocked access"], 1, 3)
    t = dt.datetime(d.year, d.month, d.day, random.randint(7, 16), random.choice([0, 15, 30, 45]))
    rows.append({"INSP_ID": f"FX{7000+i}", "INSP_DTTM": t.isoformat(), "SITE_CD": sc, "SITE_TYP": stype,
        "INSPR_ID": f"I{random.randint(1,6):02d}", "UNITS_CHKD": chk, "UNITS_FAIL": fail,
        "FEE_AMT": round(45 + chk * 6.5, 2), "PASS_FLG": 1 if fail == 0 else 0,
        "FOLLOWUP_REQ": "" if random.random() < 0.05 else (1 if fail > 0 and random.random() < 0.8 else 0),
        "DEFECTS": defects, "DUR_MIN": "" if random.random() < 0.05 else 10 + chk * random.choice([3, 4, 5])})
with open("extinguisher_insp.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 knife sharpening: lower case with spaces, DD/MM/YYYY, GBP, true/false
rows = []
n = random.randint(220, 280)
for i in range(n):
    d = rdate()
    ct = random.choices(["Home Cook","Restaurant","Butcher","Barber"], [45,25,15,15])[0]
    it = random.choice(["Scissors","Scissors","Chef Knife"]) if ct == "Barber" else random.choice(["Chef Knife","Serrated Knife","Cleaver","Pocket Knife","Garden Shears","Scissors"])
    blades = random.randint(1, 4) if ct == "Home Cook" else random.randint(2, 15)
    rush = random.random() < 0.2
    svc = pick_list(["polish","handle repair","tip repair","rust removal"], 0, 2)
    svc = "sharpen" + (", " + svc if svc else "")
    price = round(blades * random.choice([6, 7.5, 8]) + (10 if rush else 0) + (12 if "handle repair" in svc else 0), 2)
    ta = "" if random.random() < 0.06 else (random.randint(1, 3) if rush else random.randint(2, 12))
    rows.append({"order no": f"KS-{300+i}", "drop off date": d.strftime("%d/%m/%Y"),
        "customer no": f"{random.randint(1,90)}", "customer type": ct, "item type": it,
        "blade count": blades, "services": svc, "price": f"£{price:.2f}",
        "rush": "true" if rush else "false", "paid": "true" if random.random() < 0.85 else "false",
        "turnaround days": ta})
with open("knife_sharpening.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
