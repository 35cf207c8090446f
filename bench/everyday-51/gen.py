import csv, random, datetime as dt
random.seed(8652)

def d(start, span):
    return start + dt.timedelta(days=random.randint(0, span))

# 1. organ_service: snake_case, ISO dates, plain money, Y/N, issues list
churches = ["St. Mary's", "Grace Lutheran", "First Baptist", "Trinity Episcopal", "Holy Cross",
            "St. Paul's Cathedral", "Riverside Chapel", "Christ Church", "Bethany Methodist", "Our Lady of Peace"]
builders = ["Casavant", "Skinner", "Möller", "Austin", "Schantz", "Aeolian"]
stypes = ["Tuning", "Tuning", "Tuning", "Repair", "Repair", "Cleaning", "Inspection", "Releathering"]
issue_pool = ["cipher", "dead note", "wind leak", "slow action", "reed out of tune", "blower noise", "stop sticking"]
techs = ["T01", "T02", "T03", "T04", "T05", "T06"]
rows = []
for i in range(243):
    st = random.choice(stypes)
    ranks = random.choice([8, 12, 15, 18, 22, 24, 30, 36, 42, 55])
    hrs = round(random.uniform(1.5, 6) if st in ("Tuning", "Inspection") else random.uniform(3, 20), 1)
    labor = round(hrs * random.choice([85, 95, 110]), 2)
    parts = 0 if st in ("Tuning", "Inspection") and random.random() < .7 else round(random.uniform(20, 2400), 2)
    iss = random.sample(issue_pool, random.choice([0, 1, 1, 2, 2, 3]))
    rating = "" if random.random() < .12 else random.choice([3, 4, 4, 5, 5, 5])
    rows.append({"job_id": f"OJ-{1000+i}", "service_date": d(dt.date(2023, 1, 2), 700).isoformat(),
                 "church_name": random.choice(churches), "technician_id": random.choice(techs),
                 "organ_builder": random.choice(builders), "service_type": st, "ranks": ranks,
                 "hours_worked": hrs, "labor_cost": f"{labor:.2f}", "parts_cost": f"{parts:.2f}" if random.random() > .05 else "",
                 "tuning_required": "Y" if st == "Tuning" or random.random() < .3 else "N",
                 "issues_found": ", ".join(iss), "customer_rating": rating})
with open("organ_service.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2. food_truck_permits: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE, equipment list
cuisines = ["Tacos", "BBQ", "Thai", "Burgers", "Coffee", "Desserts", "Mediterranean", "Vegan", "Korean"]
districts = ["Downtown", "Harbor", "Midtown", "University", "Eastside", "Airport"]
ptypes = ["Annual", "Annual", "Seasonal", "Event", "Event", "Renewal"]
equip = ["generator", "propane", "fryer", "grill", "espresso machine", "refrigeration", "smoker"]
applicants = [f"AP{n:03d}" for n in range(1, 90)]
names = {a: random.choice(["Taco", "Smoke", "Bowl", "Bean", "Wok", "Sweet", "Grill", "Green"]) + " " +
         random.choice(["Express", "Wagon", "Stop", "Bros", "Co", "Cart", "Kitchen"]) for a in applicants}
rows = []
for i in range(257):
    a = random.choice(applicants)
    pt = random.choice(ptypes)
    fee = {"Annual": 1250.0, "Seasonal": 640.0, "Event": 85.0, "Renewal": 975.0}[pt] + random.choice([0, 0, 0, 150.0, 325.5])
    score = "" if random.random() < .08 else random.randint(62, 100)
    approved = (score != "" and score >= 75 and random.random() < .9) or random.random() < .05
    rows.append({"permitId": f"FTP-{24000+i}", "applicantId": a, "truckName": names[a],
                 "cuisine": random.choice(cuisines), "district": random.choice(districts),
                 "applicationDate": d(dt.date(2024, 1, 1), 500).strftime("%m/%d/%Y"), "permitType": pt,
                 "feeAmount": f"${fee:,.2f}", "inspectionScore": score,
                 "approved": "TRUE" if approved else "FALSE",
                 "daysToDecision": random.randint(2, 45) if random.random() > .06 else "",
                 "equipmentList": ", ".join(random.sample(equip, random.randint(1, 3)))})
with open("food_truck_permits.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3. garden_plots: Title Case with units, DD-Mon-YYYY, €37.50, Yes/No, crops list
gardens = ["Elm Street", "Riverside", "Oakwood", "Sunny Acres", "Maple Hill"]
crops = ["tomatoes", "beans", "lettuce", "squash", "peppers", "herbs", "potatoes", "kale", "strawberries"]
members = [f"M-{n:04d}" for n in range(101, 290)]
rows = []
for i in range(231):
    size = random.choice([50, 100, 100, 150, 200, 200, 300])
    fee = size * random.choice([0.25, 0.3, 0.35]) + random.choice([0, 5, 10])
    rows.append({"Plot ID": f"P{i+1:03d}", "Member ID": random.choice(members), "Garden": random.choice(gardens),
                 "Season": random.choice(["2023", "2024", "2024", "2025"]),
                 "Plot Size (sq ft)": size, "Season Fee (€)": f"€{fee:.2f}",
                 "Start Date": d(dt.date(2023, 3, 1), 820).strftime("%d-%b-%Y"),
                 "Raised Bed": random.choice(["Yes", "No", "No"]),
                 "Water Use (L)": random.randint(200, 4000) if random.random() > .07 else "",
                 "Crops Planted": ", ".join(random.sample(crops, random.randint(1, 4))),
                 "Harvest (kg)": round(size * random.uniform(0.05, 0.4), 1) if random.random() > .1 else "",
                 "Volunteer Hours": random.choice([0, 0, 2, 4, 4, 6, 8, 10, 12, 16])})
with open("garden_plots.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4. pet_boarding: abbreviated upper-case, ISO date-times, plain money, 1/0, services list
pets = ["Dog"] * 6 + ["Cat"] * 3 + ["Rabbit", "Bird"]
breeds = {"Dog": ["Labrador", "Beagle", "Poodle", "German Shepherd", "Mixed"], "Cat": ["Siamese", "Tabby", "Maine Coon", "Mixed"],
          "Rabbit": ["Lop", "Rex"], "Bird": ["Parrot", "Budgie"]}
svcs = ["bath", "walk", "grooming", "medication", "playtime", "nail trim"]
owners = [f"OWN{n:03d}" for n in range(1, 110)]
rows = []
for i in range(268):
    pt = random.choice(pets)
    nights = random.choice([1, 2, 2, 3, 3, 4, 5, 7, 7, 10, 14])
    rate = {"Dog": random.choice([45, 55, 65]), "Cat": random.choice([30, 35]), "Rabbit": 25, "Bird": 20}[pt]
    chk = dt.datetime(2024, 1, 1, 8) + dt.timedelta(days=random.randint(0, 440), hours=random.randint(0, 10), minutes=random.choice([0, 15, 30, 45]))
    s = random.sample(svcs, random.randint(0, 3))
    med = 1 if "medication" in s or random.random() < .1 else 0
    extra = 15 * len(s)
    rows.append({"STAY_ID": f"S{5000+i}", "OWNER_ID": random.choice(owners), "PET_TYPE": pt,
                 "BREED": random.choice(breeds[pt]), "CHK_IN": chk.strftime("%Y-%m-%dT%H:%M:%S"),
                 "NIGHTS": nights, "RATE_NT": rate, "TOT_AMT": f"{nights*rate+extra:.2f}",
                 "MED_REQ": med, "KENNEL_SZ": random.choice(["S", "M", "L", "XL"]) if pt == "Dog" else ("S" if pt != "Cat" else random.choice(["S", "M"])),
                 "SVCS": ", ".join(s), "STAFF_RT": "" if random.random() < .15 else random.choice([3, 4, 4, 5, 5])})
with open("pet_boarding.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5. app_crashes: lower case with spaces, ISO date-time with Z, true/false, affected screens list
devices = ["Pixel 7", "Pixel 8", "iPhone 13", "iPhone 14", "iPhone 15", "Galaxy S23", "Galaxy A54", "OnePlus 11"]
oss = {"Pixel 7": "Android", "Pixel 8": "Android", "Galaxy S23": "Android", "Galaxy A54": "Android", "OnePlus 11": "Android",
       "iPhone 13": "iOS", "iPhone 14": "iOS", "iPhone 15": "iOS"}
versions = ["4.2.0", "4.2.1", "4.3.0", "4.3.1", "4.4.0"]
exc = ["NullPointerException", "OutOfMemoryError", "NetworkTimeout", "IndexOutOfBounds", "SIGABRT", "ANR"]
screens = ["home", "checkout", "search", "profile", "settings", "cart", "login"]
users = [f"u{n}" for n in range(1000, 1150)]
rows = []
for i in range(249):
    dv = random.choice(devices)
    t = dt.datetime(2024, 9, 1) + dt.timedelta(minutes=random.randint(0, 60 * 24 * 300))
    rows.append({"crash id": f"CR{80000+i}", "user id": random.choice(users), "reported at": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
                 "app version": random.choice(versions), "device model": dv, "os": oss[dv],
                 "exception type": random.choice(exc), "free memory mb": random.randint(40, 2048) if random.random() > .05 else "",
                 "session length s": random.randint(3, 1800), "fatal": random.choice(["true", "true", "false"]),
                 "reproduced": random.choice(["true", "false", "false", ""]),
                 "screens visited": ", ".join(random.sample(screens, random.randint(1, 3)))})
with open("app_crashes.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
