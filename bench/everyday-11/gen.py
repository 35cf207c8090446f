#!/usr/bin/env python3
"""Generate five realistic, messy CSV exports for the QA-engine measurement."""
import csv, random, datetime as dt
random.seed(2222)

FIRST = ["James","Mary","Robert","Patricia","John","Jennifer","Michael","Linda","David","Elizabeth",
         "William","Barbara","Richard","Susan","Joseph","Jessica","Thomas","Sarah","Carlos","Priya",
         "Wei","Aisha","Olga","Kenji","Fatima","Liam","Noah","Emma","Olivia","Ava","Mateo","Zoe",
         "Ethan","Mia","Lucas","Chloe","Arjun","Sofia","Daniel","Hannah"]
LAST = ["Smith","Johnson","Williams","Brown","Jones","Garcia","Miller","Davis","Rodriguez","Martinez",
        "Hernandez","Lopez","Wilson","Anderson","Thomas","Taylor","Moore","Jackson","Martin","Lee",
        "Patel","Nguyen","Kim","Chen","Singh","Kowalski","Rossi","Muller","Okafor","Silva"]

def money(x, style):
    if style == 0:
        return f"${x:,.2f}"
    if style == 1:
        return f"{x:.2f}"
    return f"{x:,.2f}"

def rand_date(a, b):
    d = (b - a).days
    return a + dt.timedelta(days=random.randint(0, d))

def write(name, header, rows):
    with open(name, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)
    print(name, len(rows), "rows")

# ---------------------------------------------------------------- (a) SaaS billing
def saas():
    plans = {"Starter": 29, "Growth": 99, "Pro": 249, "Business": 599, "Enterprise": 1500}
    pw = [30, 28, 20, 14, 8]
    countries = ["United States", "United Kingdom", "Germany", "Canada", "Australia", "France", "India", "Brazil"]
    cw = [35, 14, 10, 10, 8, 8, 9, 6]
    reps = ["Alicia Moreno", "Ben Carter", "Chloe Nguyen", "Dev Patel", "Erin O'Brien", ""]
    pre = ["Acme","Blue","Nimbus","Vertex","Orbit","Pioneer","Quantum","Lumen","Cedar","Harbor","Summit",
           "Atlas","Nova","Granite","Falcon","Maple","Silver","Bright","Iron","Echo","Polar","Red","Kite","Zen"]
    suf = ["Labs","Analytics","Logistics","Health","Software","Systems","Partners","Retail","Media",
           "Foods","Studio","Dynamics","Works","Consulting","Robotics","Cloud"]
    rows = []
    used = set()
    for i in range(1, 241):
        while True:
            nm = f"{random.choice(pre)} {random.choice(suf)}"
            if random.random() < 0.3:
                nm += random.choice([" Inc.", " LLC", " Ltd", " GmbH"])
            if nm not in used:
                used.add(nm); break
        plan = random.choices(list(plans), pw)[0]
        cycle = random.choices(["Monthly", "Annual"], [65, 35])[0]
        seats = {"Starter": random.randint(1, 3), "Growth": random.randint(2, 10), "Pro": random.randint(5, 25),
                 "Business": random.randint(10, 60), "Enterprise": random.randint(40, 400)}[plan]
        base = plans[plan]
        mrr = base + (seats * random.choice([0, 5, 8, 12]) if plan != "Starter" else 0)
        if cycle == "Annual":
            mrr = round(mrr * 0.85, 2)
        mrr = round(mrr + random.choice([0, 0, 0, -0.5, 0.25]), 2)
        signup = rand_date(dt.date(2021, 1, 1), dt.date(2024, 9, 30))
        churn = ""
        status = "Active"
        if random.random() < 0.27:
            cd = signup + dt.timedelta(days=random.randint(30, 700))
            if cd <= dt.date(2024, 11, 30):
                churn = cd.isoformat(); status = "Churned"
        auto = "No" if status == "Churned" and random.random() < 0.6 else random.choices(["Yes", "No"], [80, 20])[0]
        mrr_s = money(mrr, random.choice([0, 0, 1, 2]))
        if random.random() < 0.02:
            mrr_s = ""
        country = random.choices(countries, cw)[0]
        if random.random() < 0.03:
            country = ""
        rep = random.choice(reps)
        rows.append([f"CUS-{10000 + i * 7}", nm, plan, cycle, seats, mrr_s, signup.isoformat(), churn,
                     status, country, auto, rep])
    write("saas_subscriptions.csv",
          ["Customer ID", "Company Name", "Plan", "Billing Cycle", "Seats", "MRR ($)", "Signup Date",
           "Churn Date", "Status", "Country", "Auto_Renew", "Account Manager"], rows)

# ---------------------------------------------------------------- (b) exam results
def exams():
    subjects = ["Mathematics", "English", "Physics", "Chemistry", "Biology", "History", "Geography"]
    teachers = {"Mathematics": "Mr. Hughes", "English": "Ms. Alvarez", "Physics": "Dr. Kaur",
                "Chemistry": "Dr. Kaur", "Biology": "Mrs. Osei", "History": "Mr. Lindqvist",
                "Geography": "Mr. Lindqvist"}
    students = []
    for k in range(60):
        students.append((f"S{2400 + k}", f"{random.choice(FIRST)} {random.choice(LAST)}",
                         random.choice(["M", "F"]), random.choice([9, 10, 11, 12]), random.choice("ABCD")))
    rows = []
    terms = {"Term 1": (dt.date(2023, 10, 9), dt.date(2023, 10, 20)),
             "Term 2": (dt.date(2024, 3, 4), dt.date(2024, 3, 15)),
             "Term 3": (dt.date(2024, 6, 3), dt.date(2024, 6, 14))}
    pairs = set()
    while len(rows) < 260:
        s = random.choice(students)
        subj = random.choice(subjects)
        term = random.choice(list(terms))
        if (s[0], subj, term) in pairs:
            continue
        pairs.add((s[0], subj, term))
        d = rand_date(*terms[term])
        ability = (int(s[0][1:]) * 37) % 25
        score = max(8, min(100, round(random.gauss(55 + ability, 13))))
        att = round(min(100, max(55, random.gauss(90, 8))), 1)
        score_s = str(score)
        passed = "Y" if score >= 50 else "N"
        if random.random() < 0.04:
            score_s = ""; passed = ""  # absent
        att_s = f"{att}" if random.random() > 0.03 else ""
        rows.append([s[0], s[1], s[2], s[3], s[4], subj, teachers[subj], term,
                     f"{d.month}/{d.day}/{d.year}", score_s, att_s, passed])
    rows.sort(key=lambda r: (r[0], r[7], r[5]))
    write("student_exam_results.csv",
          ["student_id", "student_name", "gender", "grade_level", "section", "subject", "teacher", "term",
           "exam_date", "score", "attendance_pct", "pass_flag"], rows)

# ---------------------------------------------------------------- (c) delivery orders
def orders():
    rest = [("Golden Dragon", "Chinese"), ("Bella Napoli", "Italian"), ("Taco Loco", "Mexican"),
            ("Spice Route", "Indian"), ("Sakura Sushi", "Japanese"), ("Burger Barn", "American"),
            ("Pho Saigon", "Vietnamese"), ("Olive & Thyme", "Mediterranean"), ("Curry House", "Indian"),
            ("Pizza Planet", "Italian"), ("Wok This Way", "Chinese"), ("Smash Shack", "American")]
    rw = [10, 12, 9, 8, 7, 14, 6, 5, 7, 11, 6, 9]
    platforms = ["UberEats", "DoorDash", "Grubhub", "Direct"]
    zones = ["Downtown", "Northside", "Eastside", "Westend", "Harbor"]
    pay = ["Card", "Cash", "Apple Pay", "Card", "Card", "PayPal"]
    rows = []
    for i in range(280):
        r, cui = random.choices(rest, rw)[0]
        day = rand_date(dt.date(2024, 1, 1), dt.date(2024, 6, 30))
        hour = random.choices([11, 12, 13, 17, 18, 19, 20, 21, 22], [6, 10, 6, 5, 12, 14, 11, 6, 3])[0]
        ts = dt.datetime(day.year, day.month, day.day, hour, random.randint(0, 59), random.randint(0, 59))
        qty = random.choices([1, 2, 3, 4, 5, 6, 8], [15, 30, 22, 15, 9, 6, 3])[0]
        sub = round(qty * random.uniform(7.5, 17.5), 2)
        fee = random.choice([0, 1.99, 2.99, 3.99, 4.99])
        tip = round(random.choice([0, 0, 2, 3, 4, 5, sub * 0.15, sub * 0.2]), 2)
        total = round(sub + fee + tip, 2)
        mins = max(12, round(random.gauss(36, 11)))
        late = 1 if mins > 45 else 0
        rating = "" if random.random() < 0.28 else str(random.choices([1, 2, 3, 4, 5], [4, 6, 14, 36, 40])[0])
        if late and rating and random.random() < 0.5:
            rating = str(max(1, int(rating) - 2))
        plat = random.choices(platforms, [35, 33, 14, 18])[0]
        pm = random.choice(pay)  # drawn to keep the random stream stable; not exported
        rows.append([f"ORD{50231 + i}", ts.strftime("%Y-%m-%d %H:%M:%S"), r, cui, plat, qty,
                     money(total, random.choice([0, 0, 1])), f"{tip:.2f}", mins, late,
                     rating, random.choice(zones)])
    rows.sort(key=lambda r: r[1])
    write("delivery_orders.csv",
          ["OrderID", "OrderTime", "Restaurant", "Cuisine", "Platform", "Qty", "Total Amt", "Tip",
           "DeliveryMins", "IsLate", "Rating", "Zone"], rows)

# ---------------------------------------------------------------- (d) helpdesk tickets
def tickets():
    cats = ["Hardware", "Software", "Network", "Access Request", "Email", "Printer", "VPN"]
    cw = [18, 24, 12, 16, 10, 9, 11]
    depts = ["Finance", "HR", "Sales", "Marketing", "Engineering", "Operations", "Legal"]
    agents = ["T. Becker", "R. Alvarez", "S. Iyer", "M. Novak", "J. Park", "K. Mensah"]
    pri = ["Low", "Medium", "High", "Critical"]
    prw = [30, 40, 22, 8]
    subj = {"Hardware": ["Laptop won't boot", "Monitor flickering", "Docking station not detected", "Keyboard replacement"],
            "Software": ["Excel crashes on open", "Need Adobe license", "Teams not syncing", "App install request"],
            "Network": ["Wi-Fi drops in meeting room", "Slow network on 3rd floor", "Cannot reach file share"],
            "Access Request": ["New hire account setup", "Access to shared drive", "Password reset", "MFA reset"],
            "Email": ["Outlook not receiving mail", "Mailbox full", "Phishing email reported"],
            "Printer": ["Printer jam 2F", "Cannot print to HP-4050", "Scanner not sending"],
            "VPN": ["VPN disconnects", "VPN client error 809", "Cannot connect to VPN from home"]}
    mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    fmt = lambda d: f"{d.day:02d}-{mon[d.month - 1]}-{d.year}"
    rows = []
    for i in range(230):
        c = random.choices(cats, cw)[0]
        p = random.choices(pri, prw)[0]
        opened = rand_date(dt.date(2024, 1, 2), dt.date(2024, 12, 20))
        status = random.choices(["Closed", "Resolved", "Open", "In Progress", "On Hold"], [55, 15, 12, 12, 6])[0]
        if opened < dt.date(2024, 10, 1) and status in ("Open", "In Progress", "On Hold") and random.random() < 0.6:
            status = "Closed"
        hrs = ""; closed = ""; breach = "false"; csat = ""
        sla = {"Low": 72, "Medium": 24, "High": 8, "Critical": 4}[p]
        if status in ("Closed", "Resolved"):
            h = round(random.expovariate(1 / (sla * 0.7)), 1)
            h = max(0.2, h)
            hrs = f"{h}"
            closed = fmt(opened + dt.timedelta(hours=h + random.uniform(0, 8)))
            breach = "true" if h > sla else "false"
            if random.random() < 0.65:
                csat = str(random.choices([1, 2, 3, 4, 5], [5, 7, 15, 35, 38])[0])
        else:
            if (dt.date(2024, 12, 31) - opened).days * 24 > sla:
                breach = "true"
        agent = random.choice(agents) if not (status == "Open" and random.random() < 0.5) else ""
        rows.append([f"INC{20451 + i:07d}", fmt(opened), closed, random.choice(subj[c]), c, p, status,
                     random.choice(depts), agent, hrs, breach, csat])
    write("helpdesk_tickets.csv",
          ["Ticket #", "Opened", "Closed", "Short Description", "Category", "Priority", "Status", "Dept",
           "Assigned To", "Resolution Hrs", "SLA Breached", "CSAT"], rows)

# ---------------------------------------------------------------- (e) property sales
def property_sales():
    hoods = {"Riverside": 1.0, "Oak Park": 1.25, "Hillcrest": 1.5, "Downtown": 1.3, "Maple Grove": 0.9,
             "Lakeview": 1.6, "Eastwood": 0.8, "Southgate": 0.75}
    types = ["Single Family", "Condo", "Townhouse", "Multi-Family", "Land"]
    tw = [45, 25, 18, 7, 5]
    agents = ["Coldwell - J. Reyes", "RE/MAX - L. Chen", "Century 21 - P. Okoro", "Keller Williams - D. Shaw",
              "Compass - A. Rossi", "FSBO"]
    streets = ["Maple", "Oak", "Cedar", "Elm", "Pine", "Birch", "Willow", "Lake", "Hill", "Park", "River",
               "Sunset", "Highland", "Chestnut", "Walnut", "Aspen"]
    sfx = ["St", "Ave", "Rd", "Ln", "Dr", "Ct", "Blvd", "Way"]
    rows = []
    addrs = set()
    for i in range(250):
        h = random.choice(list(hoods))
        t = random.choices(types, tw)[0]
        while True:
            a = f"{random.randint(10, 9899)} {random.choice(streets)} {random.choice(sfx)}"
            if t == "Condo":
                a += f" Unit {random.randint(1, 40)}"
            if a not in addrs:
                addrs.add(a); break
        if t == "Land":
            beds = baths = sqft = ""; yb = ""
            price = random.uniform(60000, 260000) * hoods[h]
        else:
            beds = {"Single Family": random.randint(2, 6), "Condo": random.randint(1, 3),
                    "Townhouse": random.randint(2, 4), "Multi-Family": random.randint(4, 8)}[t]
            baths = max(1, beds - random.choice([0, 1, 1, 2])) + random.choice([0, 0.5])
            sqft = int(beds * random.uniform(380, 650) + random.uniform(150, 600))
            yb = random.randint(1925, 2023)
            price = sqft * random.uniform(180, 320) * hoods[h]
        price = round(price / 500) * 500
        list_price = round(price * random.uniform(0.94, 1.10) / 1000) * 1000
        sd = rand_date(dt.date(2022, 1, 3), dt.date(2024, 10, 31))
        dom = max(1, int(random.expovariate(1 / 38)))
        pool = "Y" if (t == "Single Family" and random.random() < 0.22) else "N"
        if t in ("Land",):
            pool = ""
        hoa = ""
        if t in ("Condo", "Townhouse"):
            hoa = str(random.choice([150, 200, 250, 275, 300, 350, 425, 500]))
        if random.random() < 0.03:
            sqft = ""
        sp = money(price, 0) if random.random() > 0.25 else f"{price:.0f}"
        ag = random.choice(agents)  # drawn but not exported (column budget)
        rows.append([f"P-{i + 1:04d}", a, h, t, beds, baths, sqft, money(list_price, 0), sp,
                     sd.strftime("%d/%m/%Y"), dom, pool])
    write("property_sales.csv",
          ["PropertyID", "Address", "Neighborhood", "PropertyType", "Beds", "Baths", "SqFt",
           "List Price", "Sale Price", "SaleDate", "DaysOnMarket", "Pool (Y/N)"],
          rows)

saas(); exams(); orders(); tickets(); property_sales()
