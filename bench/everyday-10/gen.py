#!/usr/bin/env python3
"""Generate five realistic, messy CSV exports for the table-QA measurement."""
import csv
import random
from datetime import date, datetime, timedelta

random.seed(2121)

FIRST = ["James", "Maria", "Wei", "Olivia", "Ahmed", "Sofia", "Liam", "Priya", "Noah", "Chen",
         "Emma", "Lucas", "Aisha", "Mateo", "Hannah", "Kenji", "Fatima", "Oscar", "Elena", "Ravi",
         "Grace", "Diego", "Yuki", "Sara", "Tom", "Nina", "Omar", "Lena", "Jack", "Zoe"]
LAST = ["Smith", "Garcia", "Zhang", "Brown", "Khan", "Rossi", "Muller", "Patel", "Johnson", "Li",
        "Novak", "Silva", "Okafor", "Lopez", "Schmidt", "Tanaka", "Haddad", "Nilsson", "Petrova",
        "Kumar", "Walsh", "Costa", "Sato", "Berg", "Murphy", "Dubois", "Ali", "Weber", "Evans", "Young"]


def person():
    return f"{random.choice(FIRST)} {random.choice(LAST)}"


def money(x):
    return f"${x:,.2f}"


def rand_date(start, end):
    return start + timedelta(days=random.randint(0, (end - start).days))


def write(name, header, rows):
    with open(name, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)
    print(f"{name}: {len(rows)} rows, {len(header)} cols")


# (a) hotel bookings ---------------------------------------------------------
def hotels():
    hotels_ = ["Harbor View Hotel", "City Center Inn", "Grand Alpine Resort", "Lakeside Lodge", "Airport Suites"]
    hotel_w = [3, 4, 2, 2, 3]
    rooms = ["Standard", "Deluxe", "Suite", "Family", "Single"]
    room_w = [5, 3, 1, 2, 2]
    base = {"Standard": 120, "Deluxe": 180, "Suite": 320, "Family": 210, "Single": 90}
    hotel_mult = {"Harbor View Hotel": 1.2, "City Center Inn": 1.0, "Grand Alpine Resort": 1.5,
                  "Lakeside Lodge": 0.9, "Airport Suites": 0.85}
    meals = ["BB", "HB", "FB", "RO"]
    channels = ["Online TA", "Direct", "Corporate", "Offline TA", "Groups"]
    rows = []
    n = 260
    for i in range(n):
        h = random.choices(hotels_, hotel_w)[0]
        r = random.choices(rooms, room_w)[0]
        ci = rand_date(date(2023, 1, 3), date(2023, 12, 20))
        nights = random.choices([1, 2, 3, 4, 5, 6, 7, 10, 14], [8, 10, 8, 5, 4, 2, 3, 1, 1])[0]
        adults = random.choices([1, 2, 3, 4], [4, 10, 2, 1])[0]
        if r == "Single":
            adults = 1
        children = random.choices([0, 1, 2, 3], [12, 3, 2, 1])[0] if r in ("Family", "Suite") else random.choices([0, 1], [10, 1])[0]
        rate = base[r] * hotel_mult[h] * random.uniform(0.8, 1.3)
        if ci.month in (7, 8, 12):
            rate *= 1.15
        rate = round(rate, 2)
        canceled = random.random() < 0.22
        guest = person()
        meal = random.choices(meals, [6, 3, 1, 3])[0]
        ch = random.choices(channels, [8, 5, 2, 2, 1])[0]
        special = random.choices([0, 1, 2, 3], [10, 5, 2, 1])[0]
        adr_s = money(rate)
        if random.random() < 0.03:
            adr_s = ""
        children_s = str(children)
        if random.random() < 0.04:
            children_s = ""
        meal_s = meal if random.random() > 0.05 else ""
        rows.append([f"BK{10400 + i}", h, guest, f"{ci.month}/{ci.day}/{ci.year}", nights, adults,
                     children_s, r, adr_s, meal_s, ch, "Yes" if canceled else "No", special])
    header = ["Booking ID", "Hotel", "Guest Name", "Check-in Date", "Nights", "Adults", "Children",
              "Room Type", "ADR ($)", "Meal Plan", "Booking Channel", "Canceled?", "Special Requests"]
    write("hotel_bookings.csv", header, rows)


# (b) used cars --------------------------------------------------------------
def cars():
    makes = {
        "Toyota": ["Corolla", "Camry", "RAV4", "Yaris"],
        "Volkswagen": ["Golf", "Polo", "Passat", "Tiguan"],
        "Ford": ["Focus", "Fiesta", "Kuga", "Mustang"],
        "BMW": ["3 Series", "X3", "1 Series"],
        "Honda": ["Civic", "CR-V", "Jazz"],
        "Hyundai": ["i30", "Tucson", "Kona"],
        "Tesla": ["Model 3", "Model Y"],
        "Renault": ["Clio", "Megane"],
    }
    make_w = [5, 5, 4, 3, 3, 3, 1, 2]
    base_price = {"Toyota": 27000, "Volkswagen": 28000, "Ford": 24000, "BMW": 42000, "Honda": 26000,
                  "Hyundai": 24000, "Tesla": 50000, "Renault": 19000}
    cities = ["Berlin", "Hamburg", "Munich", "Cologne", "Frankfurt", "Stuttgart"]
    rows = []
    for i in range(240):
        mk = random.choices(list(makes), make_w)[0]
        model = random.choice(makes[mk])
        year = random.randint(2009, 2022)
        age = 2024 - year
        km = int(max(1500, random.gauss(15500 * age, 6000 * max(age, 1) ** 0.5)))
        if mk == "Tesla":
            fuel = "Electric"
            year = max(year, 2017)
            age = 2024 - year
            km = int(max(3000, random.gauss(16000 * age, 8000)))
        else:
            fuel = random.choices(["Petrol", "Diesel", "Hybrid"], [6, 4, 1 if mk not in ("Toyota", "Honda") else 4])[0]
        trans = "Automatic" if fuel in ("Electric", "Hybrid") else random.choices(["Manual", "Automatic"], [3, 2])[0]
        price = base_price[mk] * (0.9 ** age) * random.uniform(0.85, 1.2) - km * 0.015
        if model == "Mustang":
            price *= 1.8
        price = int(max(1800, round(price / 50) * 50))
        owners = min(5, max(1, int(random.gauss(1 + age / 4, 0.8))))
        listed = rand_date(date(2023, 9, 1), date(2024, 6, 30))
        acc = random.random() < 0.78
        seller = random.choices(["Dealer", "Private"], [3, 2])[0]
        hp = random.choice([75, 90, 110, 130, 150, 184, 190] + ([258, 283] if mk in ("BMW", "Ford") else [])) if fuel != "Electric" else random.choice([283, 325, 351])
        owners_s = str(owners) if random.random() > 0.04 else ""
        hp_s = str(hp) if random.random() > 0.06 else ""
        rows.append([f"UC-{5000 + i * 3}", mk, model, year, km, price, fuel, trans, hp_s, owners_s,
                     "Y" if acc else "N", seller, cities[random.randrange(len(cities))], listed.isoformat()])
    header = ["listing_id", "make", "model", "year", "mileage_km", "price_eur", "fuel_type",
              "transmission", "power_hp", "num_owners", "accident_free", "seller_type", "city", "listed_date"]
    write("used_cars.csv", header, rows)


# (c) expense claims ---------------------------------------------------------
def expenses():
    depts = ["Sales", "Engineering", "Marketing", "Finance", "HR", "Operations"]
    dept_w = [5, 4, 3, 2, 1, 3]
    cats = {"Travel": (150, 1800), "Meals": (15, 180), "Lodging": (90, 900), "Office Supplies": (8, 250),
            "Software": (10, 600), "Training": (100, 2500), "Mileage": (12, 300)}
    cat_w = [5, 6, 4, 2, 2, 1, 3]
    employees = [(f"E{1000 + k}", person(), random.choices(depts, dept_w)[0]) for k in range(45)]
    statuses = ["Approved", "Pending", "Rejected", "Paid"]
    rows = []
    for i in range(230):
        eid, name, dept = random.choice(employees)
        cat = random.choices(list(cats), cat_w)[0]
        lo, hi = cats[cat]
        amt = round(random.uniform(lo, hi) ** 1.0, 2)
        if random.random() < 0.5:
            amt = round(random.uniform(lo, (lo + hi) / 2), 2)
        d = rand_date(date(2024, 1, 2), date(2024, 9, 30))
        status = random.choices(statuses, [5, 2, 1, 6])[0]
        receipt = 1 if random.random() < 0.85 else 0
        billable = random.random() < 0.3
        mon = d.strftime("%b")
        sub = f"{d.day:02d}-{mon}-{d.year}"
        amt_s = money(amt)
        if random.random() < 0.02:
            amt_s = ""
        approver = random.choice(["K. Weber", "L. Murphy", "D. Costa", "A. Haddad"]) if status in ("Approved", "Paid", "Rejected") else ""
        rows.append([f"CLM-2024-{i + 1:04d}", eid, name, dept, cat, amt_s, sub, status,
                     "true" if billable else "false", receipt, approver])
    header = ["ClaimID", "EmpID", "EmployeeName", "Dept", "ExpenseCategory", "Amt", "SubmittedOn",
              "Status", "BillableToClient", "ReceiptAttached", "ApprovedBy"]
    write("expense_claims.csv", header, rows)


# (d) warehouse shipments -----------------------------------------------------
def shipments():
    whs = ["WH-North", "WH-South", "WH-East", "WH-Central"]
    carriers = ["DHL", "UPS", "FedEx", "DB Schenker", "Local Courier"]
    carrier_w = [5, 4, 3, 2, 2]
    regions = ["Northeast", "Southeast", "Midwest", "West", "Southwest"]
    skus = [("SKU-1001", "Widget A", 4.25), ("SKU-1002", "Widget B", 6.80), ("SKU-2040", "Gear Assembly", 38.50),
            ("SKU-3300", "Control Panel", 112.00), ("SKU-4101", "Cable Pack", 2.15), ("SKU-5150", "Motor Unit", 245.00),
            ("SKU-6012", "Sensor Kit", 57.90), ("SKU-7007", "Bracket Set", 9.75)]
    rows = []
    for i in range(280):
        wh = random.choices(whs, [4, 3, 2, 5])[0]
        car = random.choices(carriers, carrier_w)[0]
        sku, desc, cost = random.choice(skus)
        qty = random.randint(1, 40) if cost > 100 else random.randint(10, 500)
        cost_i = round(cost * random.uniform(0.95, 1.05), 2)
        ts = datetime(2024, 1, 1) + timedelta(minutes=random.randint(0, 181 * 24 * 60))
        ts = ts.replace(second=random.randint(0, 59))
        prio = random.choices(["Standard", "Express", "Overnight"], [7, 3, 1])[0]
        weight = round(qty * {"SKU-1001": 0.3, "SKU-1002": 0.45, "SKU-2040": 2.2, "SKU-3300": 5.5, "SKU-4101": 0.2,
                              "SKU-5150": 14.0, "SKU-6012": 1.1, "SKU-7007": 0.6}[sku] * random.uniform(0.95, 1.1), 1)
        late_p = {"DHL": 0.08, "UPS": 0.1, "FedEx": 0.07, "DB Schenker": 0.15, "Local Courier": 0.25}[car]
        on_time = "N" if random.random() < late_p else "Y"
        if random.random() < 0.05:
            on_time = ""
        transit = random.randint(1, 7) if prio == "Standard" else (random.randint(1, 3) if prio == "Express" else 1)
        rows.append([f"SHP{240000 + i * 7}", ts.strftime("%Y-%m-%d %H:%M:%S"), wh, sku, desc, qty, f"{cost_i:.2f}",
                     weight if random.random() > 0.03 else "", car, random.choice(regions), prio, transit, on_time])
    header = ["Shipment No", "Ship Timestamp", "Warehouse", "SKU", "Item Desc", "Qty", "Unit Cost ($)",
              "Weight (kg)", "Carrier", "Dest Region", "Priority", "Transit Days", "On Time"]
    write("warehouse_shipments.csv", header, rows)


# (e) video game sales --------------------------------------------------------
def games():
    plats = ["PS4", "XOne", "Switch", "PC", "PS3", "X360", "3DS", "Wii"]
    plat_w = [6, 4, 5, 4, 3, 3, 2, 2]
    plat_years = {"PS4": (2013, 2020), "XOne": (2013, 2020), "Switch": (2017, 2022), "PC": (2005, 2022),
                  "PS3": (2006, 2015), "X360": (2005, 2015), "3DS": (2011, 2018), "Wii": (2006, 2013)}
    genres = ["Action", "Sports", "Shooter", "Role-Playing", "Platform", "Racing", "Puzzle", "Simulation", "Adventure", "Fighting"]
    genre_w = [8, 5, 5, 4, 3, 3, 1, 2, 3, 2]
    pubs = ["Nintendo", "Electronic Arts", "Activision", "Ubisoft", "Sony Interactive", "Take-Two", "Sega",
            "Bandai Namco", "Square Enix", "Capcom"]
    pub_w = [3, 5, 4, 5, 3, 2, 3, 2, 2, 2]
    w1 = ["Shadow", "Star", "Iron", "Crimson", "Neon", "Frozen", "Ancient", "Wild", "Lost", "Galactic", "Silent",
          "Thunder", "Royal", "Hidden", "Rapid", "Dark", "Golden", "Pixel"]
    w2 = ["Legends", "Racers", "Quest", "Warfare", "Kingdom", "Odyssey", "League", "Tactics", "Drift", "Saga",
          "Arena", "Frontier", "Chronicles", "Rush", "Heroes", "Island", "Protocol", "Empire"]
    used = set()
    rows = []
    for i in range(250):
        while True:
            nm = f"{random.choice(w1)} {random.choice(w2)}"
            if random.random() < 0.25:
                nm += f" {random.choice(['2', '3', 'II', 'IV', 'Remastered', 'Deluxe'])}"
            if nm not in used:
                used.add(nm)
                break
        p = random.choices(plats, plat_w)[0]
        lo, hi = plat_years[p]
        yr = random.randint(lo, hi)
        g = random.choices(genres, genre_w)[0]
        pub = random.choices(pubs, pub_w)[0]
        if p in ("Switch", "3DS", "Wii") and random.random() < 0.35:
            pub = "Nintendo"
        while (pub == "Nintendo" and p not in ("Switch", "3DS", "Wii")) or (pub == "Sony Interactive" and p not in ("PS4", "PS3", "PC")):
            pub = random.choices(pubs, pub_w)[0]
        glob = round(random.paretovariate(1.6) * 0.25, 2)
        glob = min(glob, 18.5)
        na_sh = random.uniform(0.3, 0.55)
        jp_sh = random.uniform(0.0, 0.08) if p in ("PC", "XOne", "X360") else random.uniform(0.03, 0.3)
        eu_sh = random.uniform(0.2, 0.4)
        na = round(glob * na_sh, 2)
        jp = round(glob * jp_sh, 2)
        eu = round(glob * eu_sh, 2)
        oth = round(max(0.0, glob - na - jp - eu), 2)
        glob = round(na + eu + jp + oth, 2)
        cs = "" if random.random() < 0.2 else str(int(min(97, max(35, random.gauss(72, 11)))))
        us = "" if random.random() < 0.3 else f"{min(9.6, max(2.5, random.gauss(7.0, 1.2))):.1f}"
        rating = random.choice(["E", "E10+", "T", "M"]) if random.random() > 0.1 else ""
        yr_s = str(yr) if random.random() > 0.03 else "N/A"
        rows.append([nm, p, yr_s, g, pub, na, eu, jp, oth, glob, cs, us, rating])
    rows.sort(key=lambda r: -r[9])
    rows = [[k + 1] + r for k, r in enumerate(rows)]
    header = ["Rank", "Name", "Platform", "Year_of_Release", "Genre", "Publisher", "NA_Sales", "EU_Sales",
              "JP_Sales", "Other_Sales", "Global_Sales", "Critic_Score", "User_Score", "Rating"]
    write("video_game_sales.csv", header, rows)


hotels()
cars()
expenses()
shipments()
games()
