#!/usr/bin/env python3
"""Generate five messy synthetic business CSV exports (stdlib only, seed 3232)."""
import csv
import random
import datetime as dt

random.seed(3232)
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def money(x):
    return "${:,.2f}".format(x)


def maybe_blank(v, p):
    return "" if random.random() < p else v


def rand_date(start, end):
    d0 = dt.date.fromisoformat(start)
    d1 = dt.date.fromisoformat(end)
    return d0 + dt.timedelta(days=random.randint(0, (d1 - d0).days))


def wchoice(pairs):
    vals, ws = zip(*pairs)
    return random.choices(vals, weights=ws, k=1)[0]


def write(name, header, rows):
    with open(name, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)
    print(name, len(rows), "rows")


# (a) car-wash / auto-detailing service log — dates MM/DD/YYYY, Title Case w/ units, Y/N flags,
#     comma-separated "Add-ons" list, money as $1,234.50
def carwash():
    header = ["Ticket #", "Service Date", "Location", "Service Package", "Vehicle Type",
              "Price", "Tip", "Duration (min)", "Add-ons", "Technician", "Loyalty Member",
              "Payment Method", "Customer Rating"]
    base = {"Express Wash": 15, "Deluxe Wash": 28, "Ultimate Shine": 45,
            "Interior Detail": 120, "Full Detail": 225, "Ceramic Coating": 650}
    dur = {"Express Wash": (8, 15), "Deluxe Wash": (15, 25), "Ultimate Shine": (25, 40),
           "Interior Detail": (60, 120), "Full Detail": (150, 260), "Ceramic Coating": (300, 480)}
    vmult = {"Sedan": 1.0, "Coupe": 1.0, "SUV": 1.2, "Pickup Truck": 1.25, "Minivan": 1.15}
    addons = {"Tire Shine": 5, "Spray Wax": 8, "Air Freshener": 3, "Undercarriage Rinse": 6,
              "Pet Hair Removal": 25, "Headlight Restoration": 40}
    techs = ["Marcus Lee", "Ana Ruiz", "Dwayne Cole", "Priya Nair", "Tom Becker", "Keisha Grant"]
    rows = []
    n = 264
    for i in range(n):
        d = rand_date("2024-01-02", "2024-06-29")
        loc = wchoice([("Main St", 40), ("Riverside", 30), ("Airport Rd", 22), ("Northgate", 14)])
        pkg = wchoice([("Express Wash", 30), ("Deluxe Wash", 26), ("Ultimate Shine", 18),
                       ("Interior Detail", 12), ("Full Detail", 9), ("Ceramic Coating", 4)])
        veh = wchoice([("Sedan", 34), ("SUV", 30), ("Pickup Truck", 16), ("Minivan", 10), ("Coupe", 8)])
        k = random.choices([0, 1, 2, 3], weights=[45, 30, 17, 8])[0]
        ads = random.sample(list(addons), k)
        price = round(base[pkg] * vmult[veh] + sum(addons[a] for a in ads), 2)
        if random.random() < 0.15:
            price = round(price * 0.9, 2)  # coupon
        tip = round(random.choice([0, 0, 2, 3, 5, 5, 10]) + (price * random.uniform(0, 0.12) if price > 100 else 0), 2)
        lo, hi = dur[pkg]
        rating = random.choices(["5", "4", "3", "2", "1"], weights=[48, 28, 12, 7, 5])[0]
        rows.append([
            f"CW-{10401 + i}",
            d.strftime("%m/%d/%Y"),
            loc, pkg, veh,
            money(price),
            maybe_blank(money(tip), 0.12),
            random.randint(lo, hi) + 5 * len(ads),
            ", ".join(ads),
            random.choice(techs),
            random.choice(["Y", "N", "N"]),
            wchoice([("Credit Card", 55), ("Cash", 18), ("Apple Pay", 15), ("Membership", 12)]),
            maybe_blank(rating, 0.22),
        ])
    rows.sort(key=lambda r: (r[1][6:], r[1][:5]))
    write("carwash.csv", header, rows)


# (b) solar-panel installation projects — ISO dates, snake_case, TRUE/FALSE flags
def solar():
    header = ["project_id", "customer_last_name", "city", "state", "install_date", "system_size_kw",
              "panel_count", "panel_brand", "inverter_type", "battery_included", "contract_value",
              "rebate_amount", "roof_type", "project_status", "crew_lead", "est_annual_kwh"]
    cities = [("Phoenix", "AZ"), ("Tucson", "AZ"), ("Mesa", "AZ"), ("Las Vegas", "NV"), ("Henderson", "NV"),
              ("San Diego", "CA"), ("Fresno", "CA"), ("Sacramento", "CA"), ("Austin", "TX"), ("San Antonio", "TX")]
    names = ["Garcia", "Smith", "Nguyen", "Johnson", "Patel", "Martinez", "Brown", "Kim", "Lopez", "Davis",
             "Wilson", "Anderson", "Thomas", "Hernandez", "Moore", "Clark", "Lewis", "Walker", "Young", "Allen"]
    brands = [("SunPower", 22), ("REC", 18), ("Qcells", 30), ("Canadian Solar", 20), ("LG", 10)]
    watt = {"SunPower": 420, "REC": 405, "Qcells": 400, "Canadian Solar": 395, "LG": 380}
    rows = []
    n = 231
    for i in range(n):
        city, st = random.choice(cities)
        brand = wchoice(brands)
        panels = random.randint(10, 48)
        kw = round(panels * watt[brand] / 1000, 2)
        inv = wchoice([("String", 45), ("Microinverter", 35), ("Hybrid", 20)])
        batt = random.random() < (0.7 if inv == "Hybrid" else 0.2)
        value = kw * random.uniform(2600, 3400) + (random.choice([9800, 11500, 14200]) if batt else 0)
        status = wchoice([("Completed", 62), ("In Progress", 18), ("Permitting", 12), ("Cancelled", 8)])
        d = rand_date("2023-03-01", "2024-08-31")
        sun = {"AZ": 1750, "NV": 1700, "CA": 1550, "TX": 1450}[st]
        rows.append([
            f"SP-{2300 + i * 3}",
            random.choice(names), city, st,
            d.isoformat() if status != "Permitting" else "",
            kw, panels, brand, inv,
            "TRUE" if batt else "FALSE",
            money(round(value, 2)),
            maybe_blank(money(round(value * 0.3 * random.choice([0, 0.1, 0.2]), 2)), 0.1) if st == "CA" else maybe_blank("$0.00", 0.3),
            wchoice([("Asphalt Shingle", 50), ("Clay Tile", 20), ("Concrete Tile", 15), ("Metal", 10), ("Flat/TPO", 5)]),
            status,
            random.choice(["R. Alvarez", "J. Chen", "M. Okafor", "S. Whitaker", "D. Kowalski"]),
            maybe_blank(str(int(kw * sun * random.uniform(0.9, 1.05))), 0.08),
        ])
    write("solar.csv", header, rows)


# (c) university research grants ledger — DD-Mon-YYYY dates, camelCase, Yes/No,
#     comma-separated co-investigator list
def grants():
    header = ["grantId", "principalInvestigator", "department", "fundingAgency", "awardAmount",
              "startDate", "endDate", "durationMonths", "grantStatus", "coInvestigators",
              "indirectCostRate", "isRenewal", "programOfficer"]
    depts = [("Biology", 20), ("Chemistry", 14), ("Computer Science", 18), ("Physics", 11),
             ("Psychology", 9), ("Mechanical Engineering", 13), ("Public Health", 15)]
    agencies = [("NSF", 30), ("NIH", 28), ("DOE", 10), ("DARPA", 6), ("Private Foundation", 14), ("Industry", 12)]
    pis = ["Dr. Helen Zhou", "Dr. Raj Malhotra", "Dr. Sarah O'Neill", "Dr. Victor Osei", "Dr. Lena Fischer",
           "Dr. Omar Haddad", "Dr. Grace Kim", "Dr. Paul Novak", "Dr. Maria Santos", "Dr. Ethan Brooks",
           "Dr. Aisha Bello", "Dr. Kenji Sato", "Dr. Nora Quinn", "Dr. Samuel Adeyemi", "Dr. Julia Weber",
           "Dr. Carlos Mendez", "Dr. Fatima Rahman", "Dr. Liam Doyle"]
    coi_pool = ["A. Patel", "B. Johnson", "C. Wu", "D. Ivanova", "E. Mensah", "F. Costa", "G. Larsen",
                "H. Tanaka", "I. Moreau", "J. Rivera"]
    rows = []
    n = 212
    for i in range(n):
        ag = wchoice(agencies)
        scale = {"NSF": 450000, "NIH": 900000, "DOE": 750000, "DARPA": 1500000,
                 "Private Foundation": 150000, "Industry": 250000}[ag]
        amt = round(scale * random.uniform(0.2, 1.6), -2)
        start = rand_date("2019-01-01", "2024-09-30")
        months = random.choice([12, 24, 24, 36, 36, 36, 48, 60])
        end = start + dt.timedelta(days=int(months * 30.44))
        today = dt.date(2024, 10, 1)
        status = "Closed" if end < today else "Active"
        if random.random() < 0.05:
            status = "Suspended"
        if start > dt.date(2024, 7, 1) and random.random() < 0.5:
            status = "Pending"
        cois = random.sample(coi_pool, random.choices([0, 1, 2, 3, 4], weights=[20, 30, 28, 15, 7])[0])
        rate = {"NSF": 0.56, "NIH": 0.56, "DOE": 0.56, "DARPA": 0.56, "Private Foundation": 0.10, "Industry": 0.30}[ag]
        fmt = lambda d: f"{d.day:02d}-{MON[d.month - 1]}-{d.year}"
        rows.append([
            f"G{start.year}-{1000 + i:04d}",
            random.choice(pis),
            wchoice(depts), ag,
            money(amt),
            fmt(start), fmt(end), months, status,
            ", ".join(cois),
            f"{int(rate * 100)}%",
            random.choice(["Yes", "No", "No"]),
            maybe_blank(random.choice(["K. Ellis", "M. Grant", "T. Huang", "R. Ortiz"]), 0.25),
        ])
    write("grants.csv", header, rows)


# (d) food-truck daily sales log — several trucks, locations, menu items; ISO dates,
#     mixed headers, Yes/No, money columns
def foodtruck():
    header = ["Sale Date", "truck_name", "Location", "menuItem", "Category", "Units Sold",
              "Unit Price", "Revenue", "Weather", "High Temp (°F)", "Event Day", "Cashier"]
    trucks = {
        "Taco Loco": [("Carne Asada Taco", "Tacos", 4.50), ("Al Pastor Taco", "Tacos", 4.50),
                      ("Chicken Quesadilla", "Entrees", 9.00), ("Horchata", "Drinks", 3.50)],
        "Seoul Food": [("Bulgogi Bowl", "Bowls", 12.50), ("Kimchi Fries", "Sides", 8.00),
                       ("Korean Fried Chicken", "Entrees", 11.00), ("Yuzu Lemonade", "Drinks", 4.00)],
        "The Rolling Cheese": [("Classic Grilled Cheese", "Sandwiches", 8.50), ("Mac & Cheese Melt", "Sandwiches", 10.50),
                               ("Tomato Soup", "Sides", 5.00), ("Iced Tea", "Drinks", 3.00)],
        "Smoke Signals BBQ": [("Brisket Sandwich", "Sandwiches", 13.00), ("Pulled Pork Plate", "Entrees", 15.50),
                              ("Mac & Cheese Side", "Sides", 4.50), ("Sweet Tea", "Drinks", 3.00)],
    }
    locs = ["Downtown Plaza", "Tech Park", "University Ave", "Farmers Market", "Riverfront"]
    rows = []
    d0 = dt.date(2024, 4, 1)
    days = [d0 + dt.timedelta(days=k) for k in range(0, 92, 2)]
    for d in days:
        weather = wchoice([("Sunny", 50), ("Cloudy", 25), ("Rain", 15), ("Windy", 10)])
        temp = random.randint(58, 96) if d.month > 4 else random.randint(52, 80)
        event = d.weekday() >= 5 and random.random() < 0.5
        for truck in random.sample(list(trucks), random.choice([1, 2, 2])):
            loc = random.choice(locs)
            for item, cat, p in random.sample(trucks[truck], 3):
                u = max(0, int(random.gauss(45 if cat != "Drinks" else 30, 14) * (1.4 if event else 1) * (0.6 if weather == "Rain" else 1)))
                price = p
                rows.append([
                    d.isoformat(), truck, loc, item, cat, u,
                    money(price), money(u * price), weather,
                    maybe_blank(str(temp), 0.06),
                    "Yes" if event else "No",
                    maybe_blank(random.choice(["Jess", "Miguel", "Tariq", "Bao", "Rosa"]), 0.1),
                ])
    write("foodtruck.csv", header, rows)


# (e) home-health nurse visits — MM/DD/YYYY dates, repeated patient_id, Yes/No + Y/N flags,
#     "Distance (mi)", blank Billed Amount on missed visits
def nurse():
    header = ["visit_id", "patient_id", "Visit Date", "nurseName", "visitType", "Duration (min)",
              "Distance (mi)", "insurance_type", "Billed Amount", "follow_up_required", "patientAge",
              "County", "Missed Visit"]
    nurses = ["Linda Park RN", "James Ortega RN", "Beth Carlson LPN", "Nadia Hussein RN",
              "Kevin Doyle LPN", "Maya Singh RN", "Olivia Brandt RN"]
    types = [("Wound Care", 24, (35, 60), 145), ("Medication Management", 22, (20, 40), 95),
             ("Post-Op Check", 14, (30, 50), 130), ("Vitals Check", 18, (15, 30), 75),
             ("Diabetic Care", 12, (30, 55), 120), ("Physical Therapy", 10, (45, 75), 165)]
    patients = []
    for k in range(58):
        patients.append((f"P-{4100 + k * 7}", random.randint(38, 97),
                         wchoice([("Medicare", 55), ("Medicaid", 20), ("Private", 20), ("Self-Pay", 5)]),
                         wchoice([("Hamilton", 35), ("Butler", 25), ("Warren", 20), ("Clermont", 20)])))
    rows = []
    n = 287
    for i in range(n):
        pid, age, ins, county = random.choice(patients)
        t = random.choices(types, weights=[x[1] for x in types])[0]
        d = rand_date("2024-02-01", "2024-07-31")
        missed = random.random() < 0.07
        dur = 0 if missed else random.randint(*t[2])
        billed = 0 if missed else round(t[3] * random.uniform(0.9, 1.25), 2)
        rows.append([
            f"V{70001 + i}", pid, d.strftime("%m/%d/%Y"), random.choice(nurses), t[0],
            dur, round(random.uniform(1.5, 28.0), 1), ins,
            "" if missed else money(billed),
            maybe_blank(random.choice(["Y", "N", "N", "N"]), 0.08),
            age, county,
            "Yes" if missed else "No",
        ])
    rows.sort(key=lambda r: r[2][6:] + r[2][:5])
    write("nurse_visits.csv", header, rows)


if __name__ == "__main__":
    carwash()
    solar()
    grants()
    foodtruck()
    nurse()
