import csv, random, datetime
random.seed(3030)

def money(x):
    return "${:,.2f}".format(x)

def d_iso(d): return d.isoformat()
def d_us(d): return d.strftime("%m/%d/%Y")
def d_dmy(d): return d.strftime("%d-%b-%Y")

def rdate(start, end):
    s = datetime.date.fromisoformat(start); e = datetime.date.fromisoformat(end)
    return s + datetime.timedelta(days=random.randint(0, (e - s).days))

# 1. tutoring sessions
def tutoring():
    tutors = ["Priya Nair", "Marcus Bell", "Elena Ruiz", "Tom Okafor", "Hannah Cho", "Victor Lindqvist"]
    subj_topics = {
        "Math": ["fractions", "algebra", "geometry", "word problems", "trigonometry"],
        "Physics": ["kinematics", "forces", "energy", "circuits"],
        "Chemistry": ["stoichiometry", "bonding", "acids", "gas laws"],
        "English": ["essay writing", "grammar", "reading comprehension", "vocabulary"],
        "Spanish": ["verbs", "vocabulary", "conversation", "grammar"],
    }
    rates = {"Priya Nair": 55, "Marcus Bell": 45, "Elena Ruiz": 50, "Tom Okafor": 40, "Hannah Cho": 60, "Victor Lindqvist": 48}
    rows = []
    n = 262
    for i in range(n):
        d = rdate("2024-01-08", "2024-06-28")
        tutor = random.choice(tutors)
        subj = random.choices(list(subj_topics), weights=[35, 15, 15, 20, 15])[0]
        dur = random.choice([30, 45, 60, 60, 60, 90, 120])
        status = random.choices(["Completed", "Cancelled", "No-Show", "Rescheduled"], weights=[74, 10, 8, 8])[0]
        rate = rates[tutor]
        billed = round(rate * dur / 60, 2) if status in ("Completed", "No-Show") else 0.0
        paid = ("Y" if random.random() < 0.85 else "N") if billed > 0 else "N"
        rating = str(random.choices([1, 2, 3, 4, 5], weights=[2, 4, 14, 40, 40])[0]) if status == "Completed" and random.random() < 0.8 else ""
        topics = ", ".join(random.sample(subj_topics[subj], random.randint(1, 3))) if status == "Completed" else ""
        rows.append({
            "Session ID": f"TS-{2400 + i}",
            "Session Date": d_iso(d),
            "Tutor": tutor,
            "Student ID": f"STU{random.randint(100, 189)}",
            "Subject": subj,
            "Grade Level": random.randint(6, 12),
            "Duration (min)": dur,
            "Mode": random.choices(["Online", "In-Person", "Hybrid"], weights=[50, 40, 10])[0],
            "Status": status,
            "Hourly Rate": money(rate),
            "Amount Billed": money(billed),
            "Paid": paid,
            "Rating": rating,
            "Topics Covered": topics,
            "FirstSession": random.choice(["TRUE", "FALSE", "FALSE", "FALSE"]),
        })
    rows.sort(key=lambda r: r["Session Date"])
    return rows

# 2. recycling pickups
def recycling():
    drivers = ["J. Alvarez", "K. Osei", "M. Brandt", "S. Patel", "D. Kowalski"]
    rows = []
    for i in range(244):
        d = rdate("2024-03-01", "2024-08-31")
        mat = random.choices(["Paper", "Plastic", "Glass", "Metal", "Mixed"], weights=[25, 25, 15, 10, 25])[0]
        base = {"Paper": 850, "Plastic": 420, "Glass": 1200, "Metal": 600, "Mixed": 950}[mat]
        missed = random.random() < 0.07
        w = 0.0 if missed else round(random.gauss(base, base * 0.25), 1)
        if w < 0: w = round(base * 0.3, 1)
        cont = "" if missed else (f"{random.uniform(0.5, 18):.1f}" if random.random() > 0.05 else "")
        rows.append({
            "pickup_id": f"PK{50000 + i}",
            "pickup_date": d_us(d),
            "route_code": f"R-{random.randint(1, 6):02d}",
            "district": random.choice(["North", "South", "East", "West", "Central"]),
            "truck_no": random.choice(["T-11", "T-12", "T-14", "T-17"]),
            "driver": random.choice(drivers),
            "material_type": mat,
            "weight_kg": f"{w:.1f}",
            "contamination_pct": cont,
            "missed_pickup": "Yes" if missed else "No",
            "fuel_used_l": f"{random.uniform(8, 35):.1f}",
            "disposal_fee_usd": f"{(0 if missed else w * random.choice([0.04, 0.05, 0.06])):.2f}",
            "bins_collected": 0 if missed else random.randint(20, 140),
        })
    rows.sort(key=lambda r: (r["pickup_date"][6:], r["pickup_date"][:5]))
    return rows

# 3. blood donations
def blood():
    sites = ["City Hall", "Riverside Mall", "Westfield High School", "St. Mary's Church", "Tech Park Campus"]
    types = ["O+", "O-", "A+", "A-", "B+", "B-", "AB+", "AB-"]
    rows = []
    for i in range(276):
        d = rdate("2024-01-15", "2024-11-30")
        sex = random.choice(["M", "F"])
        hb = round(random.gauss(14.6 if sex == "M" else 13.3, 1.1), 1)
        dtype = random.choices(["Whole Blood", "Platelets", "Plasma", "Double Red"], weights=[60, 15, 15, 10])[0]
        deferral = ""
        if hb < 12.5:
            deferral = "Low hemoglobin"
        elif random.random() < 0.06:
            deferral = random.choice(["Recent travel", "Medication", "High blood pressure"])
        vol = 0 if deferral else {"Whole Blood": 470, "Platelets": 250, "Plasma": 690, "Double Red": 360}[dtype] + random.randint(-15, 15)
        rows.append({
            "Donor No.": f"D-{10400 + random.randint(0, 230)}",
            "Donation Date": d_iso(d),
            "Drive Location": random.choice(sites),
            "Blood Type": random.choices(types, weights=[38, 7, 34, 6, 9, 2, 3, 1])[0],
            "Age": random.randint(17, 71),
            "Sex": sex,
            "Weight (kg)": round(random.gauss(76 if sex == "M" else 66, 11), 1),
            "Hemoglobin (g/dL)": hb,
            "Donation Type": dtype,
            "Volume (mL)": vol if vol else "",
            "First Time Donor": random.choice(["TRUE", "FALSE", "FALSE"]),
            "Deferral Reason": deferral,
            "Adverse Reaction": "Y" if (vol and random.random() < 0.05) else "N",
        })
    rows.sort(key=lambda r: r["Donation Date"])
    return rows

# 4. apartment maintenance requests
def maintenance():
    cats = {"Plumbing": ["leak", "clog", "low pressure", "running toilet"],
            "Electrical": ["outlet", "breaker", "lighting"],
            "HVAC": ["no heat", "no AC", "noise", "filter"],
            "Appliance": ["dishwasher", "fridge", "oven", "washer"],
            "Pest Control": ["ants", "roaches", "mice"],
            "General": ["door", "window", "paint", "lock"]}
    techs = ["Ray Dominguez", "Lena Fischer", "Omar Haddad", "Cody Pruitt"]
    rows = []
    for i in range(251):
        d = rdate("2024-01-02", "2024-09-30")
        cat = random.choices(list(cats), weights=[28, 12, 18, 18, 8, 16])[0]
        pri = random.choices(["Low", "Medium", "High", "Emergency"], weights=[30, 40, 22, 8])[0]
        st = random.choices(["Completed", "In Progress", "Open", "Cancelled"], weights=[70, 12, 12, 6])[0]
        days = str(random.randint(0, 3) if pri == "Emergency" else random.randint(1, 21)) if st == "Completed" else ""
        hours = round(random.uniform(0.5, 8), 1) if st in ("Completed", "In Progress") else 0
        parts = round(random.uniform(0, 450), 2) if st == "Completed" and random.random() < 0.7 else 0.0
        issues = ", ".join(random.sample(cats[cat], random.randint(1, 2)))
        rows.append({
            "RequestID": f"MR-{7000 + i}",
            "Building": random.choice(["Maple Court", "Oak Terrace", "Birch Tower"]),
            "UnitNo": f"{random.randint(1, 12)}{random.choice('ABCD')}",
            "SubmittedDate": d_dmy(d),
            "Category": cat,
            "Priority": pri,
            "Status": st,
            "AssignedTech": random.choice(techs) if st != "Open" else "",
            "Issues": issues,
            "LaborHours": hours,
            "partsCost": money(parts),
            "DaysToClose": days,
            "TenantCharged": ("Yes" if random.random() < 0.15 else "No"),
            "SatisfactionScore": str(random.randint(1, 10)) if st == "Completed" and random.random() < 0.75 else "",
            "_d": d,
        })
    rows.sort(key=lambda r: r["_d"])
    for r in rows: del r["_d"]
    return rows

# 5. bakery production
def bakery():
    prods = {"Sourdough": (1.10, 6.50, "gluten"), "Baguette": (0.45, 3.25, "gluten"),
             "Croissant": (0.70, 3.75, "gluten, dairy, eggs"), "Rye Loaf": (0.95, 5.75, "gluten"),
             "Blueberry Muffin": (0.55, 2.95, "gluten, dairy, eggs"), "Bagel": (0.30, 1.80, "gluten, sesame")}
    bakers = ["Ana", "Louis", "Mei", "Kwame", "Sofia"]
    rows = []
    for i in range(228):
        d = rdate("2024-04-01", "2024-06-30")
        p = random.choice(list(prods))
        cost, price, allerg = prods[p]
        planned = random.choice([60, 80, 100, 120, 150, 200])
        baked = max(0, planned + random.randint(-15, 10))
        sold = min(baked, int(baked * random.uniform(0.70, 1.0)))
        wasted = baked - sold if random.random() < 0.9 else 0
        rows.append({
            "batch_no": f"B{24000 + i}",
            "prod_date": d_iso(d),
            "product": p,
            "shift": random.choices(["Morning", "Afternoon", "Night"], weights=[50, 30, 20])[0],
            "baker": random.choice(bakers),
            "UnitsPlanned": planned,
            "UnitsBaked": baked,
            "UnitsSold": sold,
            "Units Wasted": wasted,
            "Oven Temp (°C)": random.choice([200, 210, 220, 230, 240]),
            "Flour Used (kg)": round(baked * random.uniform(0.08, 0.14), 2),
            "unit_cost_usd": cost,
            "unit_price_usd": price,
            "Organic": random.choice(["Y", "N", "N"]),
            "allergens": allerg,
            "qc_passed": "TRUE" if random.random() < 0.9 else "FALSE",
            "Notes": random.choice(["", "", "", "", "", "slightly underproofed", "oven 2 down", "extra for catering order", "new recipe trial"]),
        })
    rows.sort(key=lambda r: (r["prod_date"], r["batch_no"]))
    return rows

for name, fn in [("tutoring_sessions", tutoring), ("recycling_pickups", recycling),
                 ("blood_donations", blood), ("maintenance_requests", maintenance),
                 ("bakery_production", bakery)]:
    rows = fn()
    with open(f"/tmp/m30/{name}.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        w.writeheader(); w.writerows(rows)
    print(name, len(rows))
