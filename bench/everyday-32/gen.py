import csv, random, datetime as dt
random.seed(4814)

def rdate(start, end):
    s = dt.date.fromisoformat(start); e = dt.date.fromisoformat(end)
    return s + dt.timedelta(days=random.randint(0, (e - s).days))

def money(v, sym='$'):
    return f"{sym}{v:,.2f}"

def write(name, header, rows):
    with open(name, 'w', newline='') as f:
        w = csv.writer(f); w.writerow(header); w.writerows(rows)

# ---------- 1. pest control visits: Title Case (units), ISO dates, $ money, Yes/No ----------
techs = ["Marco Reyes", "Dana Whitfield", "Priya Nair", "Tom Okafor", "Lena Brandt", "Sam Cho"]
pests = ["ants", "roaches", "mice", "rats", "termites", "bed bugs", "wasps", "spiders"]
rows = []
dates = sorted(rdate("2024-01-01", "2024-12-31") for _ in range(250))
for i, d in enumerate(dates):
    ptype = random.choices(["Residential", "Commercial", "Restaurant", "Warehouse"], [50, 20, 15, 15])[0]
    svc = random.choices(["Inspection", "Treatment", "Follow-up", "Fumigation"], [30, 40, 20, 10])[0]
    if svc == "Inspection" and random.random() < 0.35:
        found = ""
    else:
        k = random.choices([1, 2, 3], [55, 32, 13])[0]
        found = ", ".join(random.sample(pests, k))
    dur = {"Inspection": (20, 60), "Treatment": (45, 150), "Follow-up": (20, 75), "Fumigation": (180, 420)}[svc]
    dur = random.randint(*dur)
    chem = 0.0 if svc == "Inspection" else round(random.uniform(0.3, 4.5) * (3 if svc == "Fumigation" else 1), 2)
    chem_s = "" if random.random() < 0.06 else f"{chem:.2f}"
    base = {"Inspection": 95, "Treatment": 180, "Follow-up": 75, "Fumigation": 1400}[svc]
    mult = {"Residential": 1.0, "Commercial": 1.6, "Restaurant": 1.4, "Warehouse": 2.1}[ptype]
    price = round(base * mult * random.uniform(0.8, 1.35) + random.randint(0, 99) / 100, 2)
    fu = "Yes" if (svc in ("Treatment", "Fumigation") and random.random() < 0.45) or random.random() < 0.08 else "No"
    rating = "" if random.random() < 0.15 else str(random.choices([1, 2, 3, 4, 5], [4, 6, 15, 35, 40])[0])
    rows.append([f"PV-{1001 + i}", d.isoformat(), f"C{random.randint(1, 85):03d}", ptype, random.choice(techs),
                 svc, found, dur, chem_s, money(price), fu, rating])
write("pest_control_visits.csv", ["Visit ID", "Visit Date", "Customer ID", "Property Type", "Technician",
      "Service Type", "Pests Found", "Duration (min)", "Chemical Used (L)", "Price ($)",
      "Follow-up Required", "Customer Rating"], rows)

# ---------- 2. snow plow runs: snake_case, MM/DD/YYYY, Y/N, plain decimals ----------
drivers = ["Gus Halvorsen", "Reni Takahashi", "Bo Lindqvist", "Carla Dominguez", "Wes Parrish",
           "Ines Moreau", "Kofi Mensah", "Jo Ellery"]
routes = ["Downtown", "Northside", "Eastside", "Airport Rd", "Hillcrest", "Riverside"]
streets = ["Elm St", "Oak Ave", "Mill Rd", "Cedar Ln", "Bay St", "Park Blvd", "King St", "Ridge Way"]
rows = []
dates = sorted(rdate("2023-11-15", "2024-03-20") for _ in range(220))
for i, d in enumerate(dates):
    snow = round(random.uniform(0.5, 35) * (1.3 if d.month in (1, 2) else 1.0), 1)
    miles = round(random.uniform(8, 60), 1)
    salt = round(miles * random.uniform(0.05, 0.18), 2)
    salt_s = "" if random.random() < 0.07 else f"{salt:.2f}"
    shift = random.choices(["Day", "Night"], [55, 45])[0]
    dur = round(miles / random.uniform(6, 14) + snow / 20, 2)
    ot = "Y" if dur > 6 or random.random() < 0.1 else "N"
    fuel = round(miles * random.uniform(2.2, 3.6) + 15, 2)
    inc = random.choices([0, 1, 2, 3], [70, 20, 7, 3])[0]
    skipped = ", ".join(random.sample(streets, random.choice([1, 1, 2, 3]))) if random.random() < 0.22 else ""
    rows.append([f"R{i + 1:04d}", d.strftime("%m/%d/%Y"), f"T-{random.randint(1, 12):02d}", random.choice(drivers),
                 random.choice(routes), f"{snow:.1f}", salt_s, f"{miles:.1f}", shift, f"{dur:.2f}", ot,
                 f"{fuel:.2f}", inc, skipped])
write("snow_plow_runs.csv", ["run_id", "run_date", "truck_id", "driver", "route", "snowfall_cm", "salt_tons",
      "miles_plowed", "shift", "duration_hrs", "overtime", "fuel_cost", "incidents", "streets_skipped"], rows)

# ---------- 3. golf rounds: camelCase, DD-Mon-YYYY, TRUE/FALSE ----------
hazards = ["bunker", "water", "out of bounds", "trees"]
members = {f"M{100 + k}": round(random.uniform(2, 30), 1) for k in range(1, 61)}
rows = []
dates = sorted(rdate("2024-04-01", "2024-10-31") for _ in range(280))
for i, d in enumerate(dates):
    guest = random.random() < 0.15
    if guest:
        mid, hcp = "", ""
        hv = random.uniform(10, 32)
    else:
        mid = random.choice(list(members)); hv = members[mid]; hcp = f"{hv:.1f}"
    course = random.choices(["Oak Hollow", "Pine Ridge", "Lakeside"], [40, 35, 25])[0]
    holes = random.choices([9, 18], [25, 75])[0]
    par = 72 if holes == 18 else 36
    score = int(round(par + hv * holes / 18 + random.gauss(0, 3)))
    birdies = max(0, int(random.gauss(2.5 - hv / 12, 1.2))) if holes == 18 else max(0, int(random.gauss(1, 0.8)))
    fee = {"Oak Hollow": 85, "Pine Ridge": 70, "Lakeside": 55}[course] * (0.6 if holes == 9 else 1) * (1.3 if guest else 1)
    cart = random.random() < 0.6
    weather = random.choices(["Sunny", "Overcast", "Windy", "Light Rain"], [45, 30, 15, 10])[0]
    tee = f"{random.randint(6, 16):02d}:{random.choice(['00', '10', '20', '30', '40', '50'])}"
    hz = ", ".join(random.sample(hazards, random.choice([1, 1, 2]))) if random.random() < 0.55 else ""
    rows.append([f"G-{5001 + i}", mid, d.strftime("%d-%b-%Y"), course, tee, holes, score, hcp,
                 f"${fee:.2f}", "TRUE" if cart else "FALSE", "TRUE" if guest else "FALSE", weather, birdies, hz])
write("golf_rounds.csv", ["roundId", "memberId", "playDate", "course", "teeTime", "holesPlayed", "totalScore",
      "handicap", "greenFee", "cartRented", "isGuest", "weather", "birdies", "hazardsHit"], rows)

# ---------- 4. recording studio sessions: abbreviations, MM/DD/YYYY, 1/0, euro ----------
clients = ["The Velvet Hours", "Mara Quinn", "Static Bloom", "Dirt Road Choir", "Lumen", "Kite Theory",
           "Oskar Berg Trio", "Neon Harbor", "Paper Wolves", "June Alder", "Brass Republic", "Hollow Pines",
           "DJ Farrow", "Sable & Co", "The Tin Lanterns", "Rosa Ventura", "Echo Drift", "Low Orbit",
           "Cass Miller", "Wildflower Union", "Granite Kids", "Noor Haddad", "The Slow Fires", "Pale Atlas"]
genres = {c: random.choice(["Rock", "Pop", "Jazz", "Folk", "Hip-Hop", "Electronic"]) for c in clients}
engs = ["Ana Ruiz", "Felix Braun", "Hugo Lemaire", "Tess Carver", "Yuki Sato"]
rooms = {"Studio A": 65, "Studio B": 48, "Studio C": 40, "Vocal Booth": 30}
instr = ["vocals", "guitar", "bass", "drums", "keys", "strings", "synth", "brass"]
rows = []
dates = sorted(rdate("2024-01-08", "2024-11-29") for _ in range(240))
for i, d in enumerate(dates):
    c = random.choice(clients); room = random.choices(list(rooms), [30, 30, 20, 20])[0]
    bkd = random.choice([2, 3, 4, 4, 6, 8, 8, 10, 12])
    used = max(1.0, bkd - random.choice([0, 0, 0, 0.5, 1, 1.5, 2]))
    rate = rooms[room] + random.choice([0, 0, 5, 10])
    total = used * rate
    mixed = 1 if random.random() < 0.4 else 0
    paid = 1 if random.random() < 0.82 else 0
    ins = ["vocals"] if room == "Vocal Booth" else random.sample(instr, random.choice([1, 2, 3, 4]))
    tracks = random.randint(1, 8)
    eng = "" if random.random() < 0.04 else random.choice(engs)
    rows.append([f"S-{i + 1:04d}", d.strftime("%m/%d/%Y"), c, genres[c], eng, room, f"{bkd:.1f}", f"{used:.1f}",
                 f"€{rate}", f"€{total:,.2f}", mixed, paid, ", ".join(ins), tracks])
write("studio_sessions.csv", ["Sess ID", "Sess Dt", "Client", "Genre", "Eng", "Rm", "Hrs Bkd", "Hrs Used",
      "Rate/Hr", "Tot Amt (EUR)", "Mixed", "Paid", "Instr", "Trk Rec"], rows)

# ---------- 5. art gallery sales: Title Case with units, DD-Mon-YYYY, £ money, Yes/No ----------
artists = ["Iris Calder", "Mateo Vance", "Helga Strand", "Ola Adeyemi", "Pierre Dumas", "Wen Li",
           "Sofia Marchetti", "Rhys Owen", "Amara Osei", "Kenji Mori", "Ellen Fairweather", "Tomas Novak"]
mediums = ["Oil", "Acrylic", "Watercolor", "Bronze", "Photography", "Mixed Media"]
art_med = {a: random.choice(mediums) for a in artists}
tags = ["abstract", "landscape", "portrait", "urban", "nature", "figurative", "still life"]
exhibitions = ["Spring Light", "Northern Forms", "City Pulse", "Quiet Rooms", ""]
buyers = [f"B-{k:03d}" for k in range(1, 71)]
rows = []
dates = sorted(rdate("2023-01-01", "2024-12-31") for _ in range(210))
words1 = ["Blue", "Silent", "Broken", "Golden", "Distant", "Red", "Morning", "Hidden", "Winter", "Paper", "Iron", "Salt"]
words2 = ["Harbor", "Field", "Window", "Garden", "Figure", "River", "Study", "Tide", "Orchard", "Bridge", "Room", "Horizon"]
used_titles = set()
for i, d in enumerate(dates):
    a = random.choice(artists)
    med = art_med[a] if random.random() < 0.75 else random.choice(mediums)
    while True:
        t = f"{random.choice(words1)} {random.choice(words2)}"
        if random.random() < 0.3: t += f" No. {random.randint(2, 9)}"
        if t not in used_titles: used_titles.add(t); break
    yr = random.randint(1995, d.year)
    w = random.randint(20, 180); h = random.randint(20, 160)
    asking = round(random.uniform(800, 9000) * (2.5 if med in ("Oil", "Bronze") else 1) / 50) * 50
    sale = round(asking * random.uniform(0.78, 1.05) / 10) * 10
    btype = random.choices(["Private", "Corporate", "Museum", "Dealer"], [60, 20, 8, 12])[0]
    comm = random.choice([30, 35, 40, 40, 50])
    framed = "Yes" if med not in ("Bronze",) and random.random() < 0.55 else "No"
    ch = random.choices(["Gallery", "Online", "Art Fair"], [55, 30, 15])[0]
    ex = "" if ch == "Online" else random.choice(exhibitions)
    tg = ", ".join(random.sample(tags, random.choice([1, 2, 2, 3])))
    yr_s = "" if random.random() < 0.05 else yr
    rows.append([f"{2301 + i}", d.strftime("%d-%b-%Y"), t, a, med, yr_s, w, h, f"£{asking:,}", f"£{sale:,}",
                 random.choice(buyers), btype, comm, framed, ch, ex, tg])
write("gallery_sales.csv", ["Sale No", "Sale Date", "Artwork", "Artist", "Medium", "Year Created", "Width (cm)",
      "Height (cm)", "Asking Price (£)", "Sale Price (£)", "Buyer ID", "Buyer Type", "Commission %", "Framed",
      "Sales Channel", "Exhibition", "Tags"], rows)
