import csv, random, datetime, os
random.seed(2020)
D = os.path.dirname(os.path.abspath(__file__))
def money(x): return "${:,.2f}".format(x)
def w(name, header, rows):
    with open(os.path.join(D, name), "w", newline="") as f:
        cw = csv.writer(f); cw.writerow(header); cw.writerows(rows)

# 1 coffee shop sales (ISO dates, Yes/No, $ amounts)
stores = ["Downtown", "Harbor Point", "Midtown", "University Ave"]
menu = {"Coffee": [("Latte", 4.50), ("Americano", 3.25), ("Cappuccino", 4.25), ("Cold Brew", 4.75)],
        "Tea": [("Chai Latte", 4.60), ("Green Tea", 3.00)],
        "Bakery": [("Croissant", 3.50), ("Blueberry Muffin", 3.25), ("Scone", 2.95)],
        "Merch": [("Travel Mug", 18.00), ("Bag of Beans", 15.50)]}
pays = ["Card", "Cash", "Mobile App"]
baristas = ["Ana", "Ben", "Chloe", "Dev", "Eli"]
rows = []
start = datetime.date(2024, 1, 1)
for i in range(260):
    d = start + datetime.timedelta(days=random.randint(0, 180))
    cat = random.choices(list(menu), weights=[5, 2, 3, 1])[0]
    prod, price = random.choice(menu[cat])
    q = random.choices([1, 2, 3, 4], weights=[6, 3, 1, 1])[0]
    disc = random.choice([0, 0, 0, 10, 15])
    tot = round(q * price * (1 - disc / 100), 2)
    t = "%02d:%02d" % (random.randint(6, 19), random.randint(0, 59))
    loyal = random.choice(["Yes", "No", "No"])
    pm = random.choice(pays) if random.random() > 0.04 else ""
    rows.append([f"TX{10000+i}", d.isoformat(), t, random.choice(stores), cat, prod, q, f"{price:.2f}",
                 disc if disc else "", money(tot), pm, loyal, random.choice(baristas)])
rows.sort(key=lambda r: (r[1], r[2]))
w("coffee_sales.csv", ["Transaction ID", "Date", "Time", "Store Location", "Product Category", "Product Name",
                       "Qty", "Unit Price ($)", "Discount Pct", "Total Amt", "Payment Method", "Loyalty Member", "Barista"], rows)

# 2 library loans (M/D/YYYY, Y/N, snake_case)
genres = ["Fiction", "Mystery", "Science", "History", "Children", "Biography", "Romance"]
branches = ["Central", "Eastside", "Westwood", "Northgate"]
titles = {g: [f"{g} Title {k}" for k in range(1, 7)] for g in genres}
titles["Fiction"] = ["The Quiet Harbor", "Salt and Ember", "Long Way North", "Glass Orchard"]
titles["Mystery"] = ["The Locked Study", "Murder at Elm Street", "Cold Case Files", "The Last Alibi"]
titles["Science"] = ["Cosmos Explained", "The Gene Machine", "Physics for Everyone"]
titles["History"] = ["Empires of Sand", "The Silk Roads", "1914"]
titles["Children"] = ["Barnaby Bear", "Rocket Rosie", "The Tiny Dragon"]
titles["Biography"] = ["A Life in Letters", "Becoming Ada"]
titles["Romance"] = ["Summer in Siena", "Second Chances"]
rows = []
for i in range(230):
    g = random.choice(genres)
    co = datetime.date(2023, 1, 1) + datetime.timedelta(days=random.randint(0, 364))
    due = co + datetime.timedelta(days=21)
    ren = random.random() < 0.25
    if ren: due = due + datetime.timedelta(days=14)
    r = random.random()
    if r < 0.1:
        ret = None; od = ""
    else:
        ret = co + datetime.timedelta(days=random.randint(3, 45))
        od = max(0, (ret - due).days)
    fee = round(od * 0.25, 2) if od != "" else ""
    fmt = lambda d: f"{d.month}/{d.day}/{d.year}"
    rows.append([f"L-{5000+i}", f"M{random.randint(100, 180)}", random.choice(titles[g]), g, random.choice(branches),
                 fmt(co), fmt(due), fmt(ret) if ret else "", od, fee, "Y" if ren else "N", random.randint(8, 82)])
w("library_loans.csv", ["loan_id", "member_id", "book_title", "genre", "branch", "checkout_date", "due_date",
                        "return_date", "days_overdue", "late_fee", "is_renewed", "member_age"], rows)

# 3 conference registrations (DD-Mon-YYYY, true/false, 0/1, CamelCase)
tickets = {"Standard": 499.0, "VIP": 1299.0, "Student": 149.0, "Virtual": 99.0}
countries = ["USA", "Canada", "UK", "Germany", "India", "Brazil", "Japan"]
companies = ["Acme Corp", "Globex", "Initech", "Umbrella", "Stark Industries", "Wayne Enterprises", "Hooli", ""]
first = ["Alex", "Priya", "Jordan", "Mei", "Lucas", "Fatima", "Omar", "Sofia", "Kenji", "Grace", "Tom", "Nina"]
last = ["Smith", "Patel", "Garcia", "Chen", "Müller", "Silva", "Tanaka", "Brown", "Khan", "Rossi"]
rows = []
for i in range(210):
    tt = random.choices(list(tickets), weights=[5, 1, 2, 2])[0]
    reg = datetime.date(2023, 1, 15) + datetime.timedelta(days=random.randint(0, 240))
    early = reg < datetime.date(2023, 4, 1)
    fee = tickets[tt] * (0.8 if early else 1.0)
    ci = 1 if random.random() < (0.6 if tt == "Virtual" else 0.85) else 0
    sess = random.randint(1, 9) if ci else 0
    rating = random.choice([3, 4, 4, 5, 5, 2, ""]) if ci else ""
    rows.append([f"R{2300+i}", f"{random.choice(first)} {random.choice(last)}", random.choice(companies),
                 random.choice(countries), tt, reg.strftime("%d-%b-%Y"), money(fee), "true" if early else "false",
                 sess, ci, rating])
w("conference_registrations.csv", ["RegistrationID", "AttendeeName", "Company", "Country", "TicketType", "RegisteredOn",
                                   "FeePaid", "EarlyBird", "SessionsAttended", "CheckedIn", "Rating"], rows)

# 4 parking tickets (timestamps, Y/N, units/abbrev)
viol = {"Expired Meter": 45, "No Parking Zone": 75, "Street Cleaning": 65, "Fire Hydrant": 115, "Double Parking": 95, "Handicap Zone": 250}
streets = ["Main St", "Oak Ave", "5th Ave", "Market St", "Elm St", "Lakeshore Dr"]
zones = ["A", "B", "C", "D"]
states = ["CA", "NV", "OR", "AZ", "WA"]
makes = ["Toyota", "Honda", "Ford", "Chevrolet", "Tesla", "BMW", "Nissan"]
rows = []
for i in range(280):
    v = random.choices(list(viol), weights=[8, 5, 5, 2, 3, 1])[0]
    ts = datetime.datetime(2023, 1, 1) + datetime.timedelta(minutes=random.randint(0, 364 * 24 * 60))
    paid = random.random() < 0.7
    dtp = random.randint(1, 60) if paid else ""
    fine = viol[v] + (25 if random.random() < 0.1 else 0)
    rows.append([f"PT{880000+i}", ts.strftime("%Y-%m-%d %H:%M:%S"), v, random.choice(streets), random.choice(zones),
                 fine, "Y" if paid else "N", dtp, random.choices(states, weights=[10, 2, 2, 2, 2])[0],
                 random.choice(makes) if random.random() > 0.05 else "", f"OFC-{random.randint(11, 19)}"])
rows.sort(key=lambda r: r[1])
w("parking_tickets.csv", ["Ticket No.", "Issue Timestamp", "Violation", "Street", "Zone", "Fine Amount (USD)", "Paid",
                          "Days to Pay", "Vehicle State", "Vehicle Make", "Officer ID"], rows)

# 5 restaurant reservations (ISO and snake/space mix, Yes/No)
sections = ["Patio", "Main Dining", "Bar", "Private Room"]
servers = ["Marco", "Lena", "Sam", "Julia", "Raj"]
occasions = ["Birthday", "Anniversary", "Business", "Date Night", "", "", ""]
channels = ["Phone", "Website", "OpenTable", "Walk-in"]
rows = []
for i in range(240):
    d = datetime.date(2024, 1, 1) + datetime.timedelta(days=random.randint(0, 270))
    ps = random.choices([1, 2, 3, 4, 5, 6, 8, 10], weights=[1, 8, 3, 5, 2, 2, 1, 1])[0]
    sec = random.choice(sections) if ps < 8 else "Private Room"
    ns = random.random() < 0.08
    bill = "" if ns else round(ps * random.uniform(28, 75), 2)
    tip = "" if ns else random.choice([15, 18, 18, 20, 20, 22, 25])
    slot = random.choice(["17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00"])
    rows.append([f"RES-{7000+i}", d.isoformat(), slot, ps, sec, random.choice(servers), random.choice(occasions),
                 random.choice(channels), "Yes" if ns else "No", bill, tip])
rows.sort(key=lambda r: (r[1], r[2]))
w("restaurant_reservations.csv", ["Reservation_ID", "Booking Date", "Time Slot", "Party Size", "Table Section", "Server",
                                  "Occasion", "Booking Channel", "No Show", "Bill Total ($)", "Tip Pct"], rows)
