#!/usr/bin/env python3
"""Generate five realistic export-style CSV tables. Stdlib only, seed 1515."""
import csv
import datetime as dt
import random

R = random.Random(1515)
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def rdate(a, b):
    d0 = dt.date.fromisoformat(a)
    d1 = dt.date.fromisoformat(b)
    return d0 + dt.timedelta(days=R.randint(0, (d1 - d0).days))


def mdy(d):
    return f"{d.month}/{d.day}/{d.year}"


def dmy(d):
    return f"{d.day:02d}-{MON[d.month - 1]}-{d.year}"


def money(x):
    return f"${x:,.2f}"


def commas(x):
    return f"{x:,}"


def write(name, header, rows):
    with open(f"{name}.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)


# (a) subscriptions ---------------------------------------------------------
def subscriptions():
    header = ["CustomerID", "Plan", "Country", "Signup Date", "Monthly Fee ($)", "seats",
              "Churned", "last_login", "Support Tickets", "NPS"]
    countries = ["United States", "United Kingdom", "Germany", "France", "Canada",
                 "Australia", "India", "Brazil"]
    cw = [30, 14, 12, 9, 10, 8, 10, 7]
    rows = []
    ids = R.sample(range(10000, 99999), 236)
    for i in range(236):
        plan = R.choices(["Basic", "Pro", "Enterprise"], [50, 35, 15])[0]
        if plan == "Basic":
            seats = R.randint(1, 5); fee = 19.0 * seats
        elif plan == "Pro":
            seats = R.randint(3, 40); fee = 49.5 * seats
        else:
            seats = R.randint(25, 250); fee = round(42.0 * seats * R.choice([1, 0.9, 0.85]), 2)
        country = R.choices(countries, cw)[0] if R.random() > 0.04 else ""
        signup = rdate("2021-01-01", "2024-06-30")
        churn_p = {"Basic": 0.35, "Pro": 0.2, "Enterprise": 0.08}[plan]
        churned = R.random() < churn_p
        if R.random() < 0.06:
            last = ""
        else:
            end = dt.date(2024, 9, 30)
            last_d = signup + dt.timedelta(days=R.randint(5, max(6, (end - signup).days)))
            last = last_d.isoformat()
        tickets = min(15, int(R.expovariate(1 / 2.5)))
        if R.random() < 0.08:
            nps = ""
        else:
            nps = max(0, min(10, int(round(R.gauss(7.4 if not churned else 5.0, 2.0)))))
        rows.append([f"C{ids[i]}", plan, country, mdy(signup), money(fee), seats,
                     "Yes" if churned else "No", last, tickets, nps])
    write("subscriptions", header, rows)


# (b) restaurant_inspections --------------------------------------------------
def inspections():
    header = ["inspection_id", "Restaurant Name", "Borough", "Cuisine", "Inspection Date",
              "Score", "Grade", "Critical Violation", "Violation Count"]
    first = ["Golden", "Lucky", "Little", "Blue", "Red", "Happy", "Royal", "Green", "Old",
             "Sunny", "Silver", "Urban", "Corner", "Village", "Harbor"]
    second = {"Italian": ["Trattoria", "Pizzeria", "Osteria"], "Chinese": ["Dragon", "Wok", "Garden"],
              "Mexican": ["Taqueria", "Cantina"], "American": ["Diner", "Grill", "Burger Joint"],
              "Japanese": ["Sushi", "Ramen House"], "Indian": ["Curry House", "Tandoor"],
              "Thai": ["Thai Kitchen", "Basil"], "Bakery": ["Bakery", "Bakeshop"],
              "Caribbean": ["Jerk Spot"], "Korean": ["BBQ House"]}
    cuis = list(second)
    cwt = [18, 16, 11, 20, 8, 8, 6, 6, 4, 3]
    boroughs = ["Manhattan", "Brooklyn", "Queens", "Bronx", "Staten Island"]
    bw = [35, 28, 20, 12, 5]
    rests = {}
    while len(rests) < 95:
        c = R.choices(cuis, cwt)[0]
        n = f"{R.choice(first)} {R.choice(second[c])}"
        if n not in rests:
            rests[n] = (c, R.choices(boroughs, bw)[0])
    names = list(rests)
    rows = []
    for i in range(262):
        n = R.choice(names)
        c, b = rests[n]
        d = rdate("2022-01-03", "2024-12-20")
        vc = min(12, int(R.expovariate(1 / 2.6)))
        score = max(0, vc * R.randint(2, 5) + R.randint(0, 6))
        crit = "Y" if (vc >= 3 and R.random() < 0.6) or R.random() < 0.1 else "N"
        if R.random() < 0.12:
            grade = ""
        else:
            grade = "A" if score <= 13 else ("B" if score <= 27 else "C")
        rows.append([100000 + 37 * i + R.randint(0, 30), n, b if R.random() > 0.03 else "", c,
                     dmy(d), score, grade, crit, vc])
    write("restaurant_inspections", header, rows)


# (c) payroll_hr ---------------------------------------------------------------
def payroll():
    header = ["EmpID", "Full Name", "Dept", "Job Title", "Hire Date", "Annual Salary",
              "Bonus", "Gender", "Remote", "Perf Rating", "Manager ID"]
    fn_m = ["James", "Robert", "Michael", "David", "Daniel", "Kevin", "Brian", "Jason", "Ryan",
            "Eric", "Carlos", "Ahmed", "Wei", "Raj", "Tom", "Luke", "Omar", "Noah"]
    fn_f = ["Mary", "Linda", "Sarah", "Emily", "Jessica", "Laura", "Anna", "Grace", "Priya",
            "Mei", "Sofia", "Olivia", "Hannah", "Fatima", "Chloe", "Nina", "Rosa", "Julia"]
    ln = ["Smith", "Johnson", "Brown", "Garcia", "Miller", "Davis", "Lopez", "Wilson", "Anderson",
          "Thomas", "Taylor", "Moore", "Martin", "Lee", "Patel", "Nguyen", "Kim", "Clark",
          "Lewis", "Walker", "Hall", "Young", "King", "Wright", "Scott", "Green"]
    depts = {"Engineering": (["Software Engineer", "Senior Software Engineer", "QA Analyst", "DevOps Engineer"], 105000),
             "Sales": (["Account Executive", "Sales Representative", "Sales Manager"], 72000),
             "Marketing": (["Marketing Specialist", "Content Writer", "Marketing Manager"], 68000),
             "Finance": (["Accountant", "Financial Analyst", "Controller"], 80000),
             "HR": (["HR Generalist", "Recruiter", "HR Manager"], 64000),
             "Customer Support": (["Support Agent", "Support Lead"], 48000),
             "Operations": (["Operations Analyst", "Logistics Coordinator", "Operations Manager"], 66000)}
    dn = list(depts)
    dw = [30, 22, 12, 10, 7, 20, 12]
    n = 184
    ids = [f"E{1001 + i}" for i in range(n)]
    used = set()
    rows = []
    for i in range(n):
        g = R.choice(["M", "F"])
        while True:
            name = f"{R.choice(fn_m if g == 'M' else fn_f)} {R.choice(ln)}"
            if name not in used:
                used.add(name); break
        d = R.choices(dn, dw)[0] if i >= 8 else dn[i % 7]
        titles, base = depts[d]
        t = R.choice(titles)
        if "Senior" in t or "Manager" in t or "Controller" in t or "Lead" in t:
            base = base * 1.35
        sal = int(round(base * R.uniform(0.8, 1.25) / 500) * 500)
        hire = rdate("2012-03-01", "2024-11-30")
        perf = R.choices([1, 2, 3, 4, 5], [4, 12, 40, 30, 14])[0]
        if R.random() < 0.15:
            bonus = ""
        else:
            bonus = money(round(sal * R.choice([0.0, 0.03, 0.05, 0.08, 0.1]) * (perf / 3), 2))
        remote = 1 if R.random() < 0.38 else 0
        mgr = "" if i < 7 else ids[R.randint(0, min(i - 1, 40))]
        rows.append([ids[i], name, d, t, hire.isoformat(), commas(sal), bonus, g,
                     remote, perf, mgr])
    write("payroll_hr", header, rows)


# (d) crop_yields ----------------------------------------------------------------
def crops():
    header = ["farm_id", "region", "crop", "year", "area_ha", "Yield (t/ha)", "Rainfall (mm)",
              "fertilizer_used", "irrigation_type"]
    regions = ["North", "South", "East", "West", "Central"]
    base = {"Wheat": 3.4, "Maize": 5.8, "Rice": 4.6, "Soybean": 2.7, "Barley": 3.1, "Potato": 21.0}
    crops_ = list(base)
    farms = [(f"F-{100 + i}", R.choice(regions)) for i in range(70)]
    rows = []
    for i in range(248):
        fid, reg = R.choice(farms)
        c = R.choice(crops_)
        yr = R.randint(2016, 2023)
        area = round(R.uniform(2, 180), 1)
        rain = int(R.gauss({"North": 650, "South": 1100, "East": 900, "West": 500, "Central": 780}[reg], 140))
        fert = R.random() < 0.62
        irr = R.choices(["Drip", "Sprinkler", "Flood", "None", ""], [20, 25, 20, 28, 7])[0]
        y = base[c] * (1.18 if fert else 1.0) * (1.1 if irr in ("Drip", "Sprinkler") else 1.0) * R.uniform(0.75, 1.2)
        y = round(y, 2)
        rain_s = commas(rain) if rain >= 1000 else str(rain)
        if R.random() < 0.04:
            rain_s = ""
        rows.append([fid, reg, c, yr, area, y if R.random() > 0.03 else "", rain_s,
                     "true" if fert else "false", irr])
    write("crop_yields", header, rows)


# (e) ecommerce_orders ------------------------------------------------------------
def ecommerce():
    header = ["Order ID", "Order Date", "Customer Email", "Product Category", "Qty", "Unit Price",
              "Discount", "Shipping Cost", "Payment Method", "Delivered", "Return Requested"]
    cats = {"Electronics": (40, 1400), "Clothing": (12, 120), "Home & Kitchen": (8, 350),
            "Books": (6, 45), "Beauty": (5, 80), "Sports & Outdoors": (15, 600), "Toys": (7, 90)}
    cn = list(cats)
    cw = [18, 22, 16, 12, 10, 12, 10]
    users = ["alex", "sam.lee", "jordan.p", "maria.g", "chen.w", "priya.k", "tom_b", "lisa.m",
             "omar.h", "nina.r", "kate.o", "li.na", "david99", "emma.j", "raj.s", "zoe.t",
             "ben.c", "ana.f", "mike.d", "sara.v", "ivan.k", "julia.w", "leo.m", "amy.z",
             "paul.n", "fatima.a", "george.l", "hana.s", "yusuf.e", "clara.b", "noah.t", "ella.r",
             "marco.p", "ruth.h", "tariq.m", "ivy.c", "oscar.d", "mia.k", "felix.g", "lena.s"]
    doms = ["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com"]
    emails = [f"{u}@{R.choice(doms)}" for u in users] + [f"user{k}@{R.choice(doms)}" for k in range(60)]
    rows = []
    oid = 50210
    for i in range(277):
        oid += R.randint(1, 9)
        d = rdate("2023-01-01", "2024-12-31")
        c = R.choices(cn, cw)[0]
        lo, hi = cats[c]
        price = round(R.uniform(lo, hi), 2)
        if R.random() < 0.5:
            price = round(price) - 0.01
        qty = R.choices([1, 2, 3, 4, 5, 6, 8, 10], [40, 25, 12, 8, 6, 4, 3, 2])[0]
        disc = R.choices(["", "5%", "10%", "15%", "20%", "25%"], [45, 15, 18, 10, 8, 4])[0]
        ship = 0.0 if price * qty > 100 and R.random() < 0.6 else round(R.choice([4.99, 6.99, 9.99, 14.99, 24.5]), 2)
        pay = R.choices(["Credit Card", "PayPal", "Debit Card", "Apple Pay", "Bank Transfer"], [40, 22, 18, 12, 8])[0]
        delivered = R.random() < 0.88
        ret = delivered and R.random() < (0.18 if c in ("Clothing", "Electronics") else 0.07)
        rows.append([f"ORD-{oid}", mdy(d), R.choice(emails), c, qty, money(price), disc,
                     money(ship), pay, "Yes" if delivered else "No", "Yes" if ret else "No"])
    write("ecommerce_orders", header, rows)


if __name__ == "__main__":
    subscriptions()
    inspections()
    payroll()
    crops()
    ecommerce()
