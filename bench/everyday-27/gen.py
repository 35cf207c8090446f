import csv, random, datetime as dt
random.seed(3838)

def money(x, sym='$'):
    return f"{sym}{x:,.2f}"

# ---------- 1. ferry_sailings.csv : Title Case with units, ISO dates, Yes/No ----------
routes = {"Northport - Gull Island": (45, 180, 1.0), "Northport - Cedar Bay": (70, 260, 1.4),
          "Cedar Bay - Gull Island": (35, 140, 0.8), "Southpoint - Cedar Bay": (55, 210, 1.2)}
vessels = ["MV Osprey", "MV Tern", "MV Puffin", "MV Heron"]
captains = ["R. Lindqvist", "A. Moreau", "J. Okafor", "S. Patel", "M. Brennan"]
deps = ["06:45", "08:15", "10:30", "12:00", "14:15", "16:30", "18:45"]
rows = []
start = dt.date(2024, 1, 1)
for i in range(264):
    d = start + dt.timedelta(days=random.randint(0, 181))
    r = random.choice(list(routes))
    lo, hi, fuelk = routes[r]
    season = 1.0 + 0.12 * (d.month - 1)
    v = random.choice(vessels)
    cancelled = random.random() < 0.07
    if cancelled:
        pax = veh = 0; rev = ""; fuel = ""; delay = ""
    else:
        pax = int(random.randint(lo, hi) * season)
        veh = random.randint(0, 45)
        rev = money(pax * random.choice([8.5, 9.0, 9.5]) + veh * 22.0)
        fuel = f"{random.uniform(300, 520) * fuelk:.1f}"
        delay = random.choice([0, 0, 0, 0, 2, 5, 5, 8, 10, 12, 15, 20, 25, 35, 48])
        if random.random() < 0.05:
            delay = ""
    rows.append([f"FS-{1001+i}", d.isoformat(), r, v, random.choice(deps), pax, veh, rev, fuel,
                 delay, "Yes" if cancelled else "No", random.choice(captains)])
rows.sort(key=lambda x: (x[1], x[4]))
with open("ferry_sailings.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["Sailing ID", "Sailing Date", "Route", "Vessel", "Departure", "Passengers",
                "Vehicles", "Fare Revenue ($)", "Fuel Used (L)", "Delay (min)", "Cancelled", "Captain"])
    w.writerows(rows)

# ---------- 2. vending_restocks.csv : snake_case, MM/DD/YYYY, Y/N, list column, repeating id ----------
sites = {"VM-01": ("Library Lobby", "N"), "VM-02": ("Library Lobby", "Y"), "VM-03": ("Student Union", "Y"),
         "VM-04": ("Student Union", "N"), "VM-05": ("Science Hall", "N"), "VM-06": ("Science Hall", "Y"),
         "VM-07": ("Bus Depot", "N"), "VM-08": ("Bus Depot", "Y"), "VM-09": ("Office Tower", "Y"),
         "VM-10": ("Office Tower", "N"), "VM-11": ("Dorm A", "Y"), "VM-12": ("Dorm B", "N"),
         "VM-13": ("Sports Center", "Y"), "VM-14": ("Sports Center", "N")}
techs = ["Dana Ruiz", "Kofi Mensah", "Lena Park", "Tom Becker"]
products = ["Chips", "Soda", "Water", "Candy", "Granola Bars", "Energy Drink", "Cookies", "Iced Tea", "Gum", "Trail Mix"]
rows = []
start = dt.date(2024, 3, 1)
for i in range(238):
    m = random.choice(list(sites))
    site, fridge = sites[m]
    d = start + dt.timedelta(days=random.randint(0, 152))
    items = random.randint(20, 140)
    cash = round(random.uniform(15, 420) * (1.6 if site in ("Student Union", "Bus Depot") else 1.0), 2)
    card = round(random.uniform(30, 600), 2)
    empty = random.choice([0, 0, 0, 1, 1, 2, 3, 4, 6])
    nlow = random.choice([0, 1, 1, 2, 2, 3, 4])
    low = ", ".join(random.sample(products, nlow))
    fault = "Y" if random.random() < 0.14 else "N"
    notes = random.choice(["", "", "", "", "", "coin jam", "door sticky", "price labels updated", "card reader offline"])
    cash_s = money(cash) if random.random() < 0.85 else f"{cash:.2f}"
    rows.append([f"R{5000+i}", m, site, d.strftime("%m/%d/%Y"), random.choice(techs), items,
                 cash_s, f"{card:.2f}", empty if random.random() > 0.04 else "", low, fridge, fault, notes])
rows.sort(key=lambda x: dt.datetime.strptime(x[3], "%m/%d/%Y"))
with open("vending_restocks.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["visit_id", "machine_id", "site", "restock_date", "technician", "items_loaded",
                "cash_collected", "card_sales_usd", "empty_slots", "low_stock_items", "refrigerated",
                "fault_reported", "notes"])
    w.writerows(rows)

# ---------- 3. garden_harvests.csv : camelCase, DD-Mon-YYYY, TRUE/FALSE, repeating plotId ----------
sections = ["North", "South", "East", "Greenhouse"]
first = ["Ada", "Bram", "Chloe", "Dev", "Elif", "Finn", "Gita", "Hugo", "Ines", "Jonah", "Kira", "Luis",
         "Mina", "Noor", "Otto", "Pia", "Quinn", "Rosa", "Sami", "Tove", "Umar", "Vera", "Wen", "Yara"]
plots = {}
for k in range(1, 31):
    plots[f"P-{k:02d}"] = (first[(k * 7) % len(first)] + " " + random.choice(["Hale", "Ng", "Costa", "Meyer", "Shah", "Byrne", "Kowal"]),
                           sections[(k - 1) % 4])
crops = {"Tomato": (1.5, 9), "Zucchini": (2, 12), "Lettuce": (0.3, 2.5), "Beans": (0.5, 4), "Carrot": (0.8, 5),
         "Kale": (0.3, 2), "Pepper": (0.4, 3.5), "Pumpkin": (4, 18), "Strawberry": (0.2, 2.2)}
rows = []
start = dt.date(2024, 5, 1)
for i in range(282):
    p = random.choice(list(plots))
    g, sec = plots[p]
    d = start + dt.timedelta(days=random.randint(0, 152))
    c = random.choice(list(crops))
    lo, hi = crops[c]
    kg = round(random.uniform(lo, hi), 2)
    vh = random.choice([0, 0.5, 1, 1, 1.5, 2, 2, 3, 4]) if random.random() > 0.06 else ""
    rows.append([f"H{i+1:04d}", p, g, sec, d.strftime("%d-%b-%Y"), c, f"{kg:.2f}", vh,
                 "TRUE" if random.random() < 0.22 else "FALSE",
                 "TRUE" if random.random() < 0.35 else "FALSE"])
rows.sort(key=lambda x: (dt.datetime.strptime(x[4], "%d-%b-%Y"), x[0]))
with open("garden_harvests.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["harvestId", "plotId", "gardenerName", "gardenSection", "harvestDate", "cropType",
                "weightKg", "volunteerHours", "pestIssue", "donatedToPantry"])
    w.writerows(rows)

# ---------- 4. tattoo_appts.csv : abbreviated headers, ISO datetime, 1/0, repeating client id ----------
artists = {"Mara": 180, "Jules": 150, "Rik": 200, "Sol": 140, "Tess": 165}
styles = ["Blackwork", "Traditional", "Fine Line", "Realism", "Japanese", "Watercolor"]
places = ["Forearm", "Upper Arm", "Back", "Calf", "Shoulder", "Ribs", "Wrist", "Thigh"]
clients = [f"C-{100+k}" for k in range(1, 96)]
rows = []
sess = {}
start = dt.date(2024, 1, 2)
for i in range(226):
    c = random.choice(clients)
    sess[c] = sess.get(c, 0) + 1
    a = random.choice(list(artists))
    d = start + dt.timedelta(days=random.randint(0, 272))
    hr = random.choice([10, 11, 12, 13, 14, 15, 16, 17, 18])
    dur = random.choice([1, 1.5, 2, 2.5, 3, 3, 4, 5, 6])
    price = round(artists[a] * dur * random.choice([0.9, 1.0, 1.0, 1.1]), -1)
    noshow = 1 if random.random() < 0.08 else 0
    tip = "" if noshow or random.random() < 0.12 else round(price * random.choice([0.1, 0.15, 0.2, 0.25]), 2)
    rows.append([f"A{2400+i}", c, a, random.choice(styles), f"{d.isoformat()} {hr:02d}:00", dur,
                 money(price), 1 if random.random() < 0.8 else 0, tip, 1 if sess[c] == 1 else 0,
                 random.choice(places), noshow, sess[c]])
# sessions were numbered in generation order; re-sort by date and renumber consistently
rows.sort(key=lambda x: x[4])
seen = {}
for r in rows:
    seen[r[1]] = seen.get(r[1], 0) + 1
    r[12] = seen[r[1]]
    r[9] = 1 if seen[r[1]] == 1 else 0
with open("tattoo_appts.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["APPT_NO", "CLNT_ID", "ARTIST", "STYLE", "APPT_DT", "DUR_HRS", "PRICE", "DEP_PD",
                "TIP_AMT", "NEW_CLNT", "PLCMT", "NO_SHOW", "SESS_NO"])
    w.writerows(rows)

# ---------- 5. fire_incidents.csv : Title Case mixed, MM/DD/YYYY, $ with separators, list column ----------
stations = {"Station 1": "Downtown", "Station 2": "Riverside", "Station 3": "Hillcrest",
            "Station 4": "Industrial Park", "Station 5": "Riverside"}
units_by = {"Station 1": ["E1", "L1", "M1"], "Station 2": ["E2", "M2"], "Station 3": ["E3", "L3"],
            "Station 4": ["E4", "HZ4", "M4"], "Station 5": ["E5", "M5"]}
types = [("Structure Fire", 0.16), ("Vehicle Fire", 0.12), ("Brush Fire", 0.10), ("Medical Assist", 0.28),
         ("False Alarm", 0.18), ("Hazmat", 0.05), ("Rescue", 0.11)]
causes = ["Electrical", "Cooking", "Arson", "Smoking", "Unknown", "Equipment", ""]
rows = []
start = dt.date(2023, 10, 1)
for i in range(252):
    s = random.choice(list(stations))
    t = random.choices([x[0] for x in types], [x[1] for x in types])[0]
    d = start + dt.timedelta(days=random.randint(0, 365))
    alarm = 1
    if t == "Structure Fire":
        alarm = random.choice([1, 1, 2, 2, 3])
    elif t in ("Hazmat", "Brush Fire"):
        alarm = random.choice([1, 1, 2])
    resp = round(random.uniform(3.0, 14.0) + (2.5 if stations[s] == "Hillcrest" else 0), 1)
    u = [random.choice(units_by[s])]
    if alarm > 1 or t in ("Structure Fire", "Hazmat"):
        others = [x for lst in units_by.values() for x in lst if x not in u]
        u += random.sample(others, alarm + 1)
    elif random.random() < 0.3:
        u += [x for x in units_by[s] if x not in u][:1]
    loss = 0
    if t == "Structure Fire":
        loss = random.randint(5, 400) * 500 * alarm
    elif t == "Vehicle Fire":
        loss = random.randint(2, 40) * 500
    elif t == "Brush Fire":
        loss = random.choice([0, 0, 1000, 2500, 8000])
    inj = random.choice([0, 0, 0, 0, 1, 2]) if t in ("Structure Fire", "Vehicle Fire", "Rescue", "Hazmat") else 0
    fat = 1 if (t == "Structure Fire" and random.random() < 0.06) else 0
    mutual = "Y" if alarm >= 2 and random.random() < 0.6 else "N"
    cause = random.choice(causes) if "Fire" in t else ""
    rows.append([f"24-{3100+i}", d.strftime("%m/%d/%Y"), f"{random.randint(0,23):02d}:{random.randint(0,59):02d}",
                 s, stations[s], t, alarm, resp if random.random() > 0.03 else "", ", ".join(u),
                 money(loss) if loss else "$0", inj, fat, mutual, cause])
rows.sort(key=lambda x: (dt.datetime.strptime(x[1], "%m/%d/%Y"), x[2]))
with open("fire_incidents.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["Incident #", "Date Reported", "Time", "Station", "District", "Incident Type", "Alarm Level",
                "Response Time (min)", "Units Dispatched", "Est. Property Loss", "Injuries", "Fatalities",
                "Mutual Aid", "Cause"])
    w.writerows(rows)
