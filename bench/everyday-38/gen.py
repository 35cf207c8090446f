import csv, random, datetime as dt
random.seed(6026)
def money(sym, v, dec=2): return f"{sym}{v:,.{dec}f}"
def rdate(a, b):
    a = dt.date.fromisoformat(a); b = dt.date.fromisoformat(b)
    return a + dt.timedelta(days=random.randint(0, (b - a).days))

# 1 hut_stays: Title Case w/ units, ISO dates, EUR with sign, Yes/No
huts = {"Alpenrose": 2150, "Edelweiss Lodge": 2480, "Gletscherblick": 2930, "Steinbock Hut": 2610, "Adlerhorst": 3120}
services = ["shower", "drying room", "packed lunch", "guided hike", "sauna"]
guests_pool = [f"G-{i:03d}" for i in range(1, 81)]
rows = []
for i in range(240):
    h = random.choice(list(huts)); n = random.randint(1, 4); g = random.randint(1, 8)
    rate = random.choice([45, 52, 58, 64, 71, 75]); hb = random.random() < 0.45
    price = n * g * rate + (n * g * 18 if hb else 0)
    sv = random.sample(services, random.randint(0, 3))
    rows.append({"Booking Ref": f"HS-{1001+i}", "Guest ID": random.choice(guests_pool), "Hut": h,
        "Check-in Date": rdate("2024-01-01", "2024-12-31").isoformat(), "Nights": n, "Guests": g,
        "Altitude (m)": huts[h], "Total Price (EUR)": money("€", price), "Half Board": "Yes" if hb else "No",
        "Cancelled": "Yes" if random.random() < 0.12 else "No",
        "Weather on Arrival": random.choices(["Sunny", "Cloudy", "Rain", "Snow", "Fog"], [5, 4, 3, 2, 1])[0],
        "Services Used": ", ".join(sv), "Rating (1-5)": "" if random.random() < 0.15 else random.choices([1,2,3,4,5],[1,2,4,6,5])[0]})
tables = {"hut_stays": rows}

# 2 metro_delays: snake_case, MM/DD/YYYY, 1/0, $ blank when no refund
lines = ["Red", "Blue", "Green", "Orange", "Purple"]
stations = ["Central", "Harbor", "Union Sq", "Elm St", "Airport", "Museum", "Northgate", "Riverside", "Stadium", "Market", "Parkview", "Old Town"]
causes = ["Signal failure", "Door fault", "Medical emergency", "Track obstruction", "Power outage", "Staff shortage"]
rows = []
for i in range(260):
    ln = random.choice(lines); c = random.choices(causes, [6, 5, 3, 3, 2, 2])[0]
    d = rdate("2023-07-01", "2024-06-30"); dm = random.randint(2, 95); pk = random.random() < 0.45
    pa = random.randint(20, 400) * (2 if pk else 1); ref = dm > 30 and random.random() < 0.7
    aff = [ln] + random.sample([x for x in lines if x != ln], random.choice([0, 0, 1, 2]))
    rows.append({"incident_id": f"D-{5001+i}", "report_date": d.strftime("%m/%d/%Y"), "line": ln,
        "station": random.choice(stations), "train_id": f"T-{random.randint(100, 139)}", "cause": c,
        "delay_min": dm, "passengers_affected": pa, "peak_hour": 1 if pk else 0, "refund_issued": 1 if ref else 0,
        "refund_total_usd": money("$", pa * random.choice([2.5, 3.0, 4.25])) if ref else "", "affected_lines": ",".join(aff)})
tables["metro_delays"] = rows

# 3 candle_batches: camelCase, DD-Mon-YYYY, TRUE/FALSE, $ with thousands
waxes = ["Soy", "Beeswax", "Paraffin", "Coconut", "Rapeseed"]
scents = ["vanilla", "cedar", "lavender", "citrus", "sandalwood", "rose", "eucalyptus"]
rows = []
for i in range(220):
    w = random.choices(waxes, [5, 3, 3, 2, 1])[0]; u = random.randint(20, 200); oz = random.choice([4, 8, 8, 12, 16])
    rows.append({"batchId": f"CB-{i+1:04d}", "pourDate": rdate("2024-01-01", "2024-09-30").strftime("%d-%b-%Y"),
        "makerId": f"M{random.randint(1, 12):02d}", "waxType": w, "vesselOz": oz,
        "scentNotes": ",".join(random.sample(scents, random.randint(1, 3))),
        "fragranceLoadPct": round(random.uniform(6, 12), 1), "unitsMade": u, "unitsDefective": random.randint(0, 15),
        "batchCost": money("$", u * oz * random.uniform(0.35, 0.9)),
        "burnTestPass": "FALSE" if random.random() < 0.18 else "TRUE",
        "cureDays": "" if random.random() < 0.1 else random.choice([7, 10, 14, 14, 21]),
        "retailChannel": random.choice(["Online", "Market", "Wholesale"])})
tables["candle_batches"] = rows

# 4 hackathon_entries: abbreviated headers, ISO datetime, Y/N, $ blank when no prize
events = [("Spring Hack 2023", "2023-04-15"), ("Summer Jam 2023", "2023-07-22"), ("Autumn Build 2023", "2023-10-14"),
          ("Winter Sprint 2024", "2024-01-27"), ("Spring Hack 2024", "2024-04-20")]
tracks = ["AI", "FinTech", "Health", "Climate", "Games"]
langs = ["Python", "JavaScript", "TypeScript", "Go", "Rust", "Java", "Kotlin"]
rows = []
for i in range(210):
    ev, ed = random.choice(events); t = random.choice(tracks); m = random.randint(1, 6)
    sc = round(random.uniform(35, 98), 1); won = sc > 80 and random.random() < 0.5
    ts = dt.datetime.fromisoformat(ed) + dt.timedelta(hours=random.randint(20, 47), minutes=random.randint(0, 59))
    rows.append({"SubID": f"S-{i+1:03d}", "TeamID": f"T-{random.randint(1, 70):02d}", "Evt": ev,
        "SubmTS": ts.strftime("%Y-%m-%dT%H:%M"), "Trk": t, "Mbrs": m,
        "Lang": ",".join(random.sample(langs, random.randint(1, 3))), "JdgScr": sc,
        "PplChc": random.randint(0, 480), "Won": "Y" if won else "N",
        "PrzAmt": money("$", random.choice([500, 1000, 2500, 5000]), 0) if won else "",
        "FirstTmr": "Y" if random.random() < 0.35 else "N"})
tables["hackathon_entries"] = rows

# 5 karaoke_bookings: Title Case w/ symbols, ISO date, yes/no lowercase, blank member cards
rooms = ["Ruby", "Sapphire", "Emerald", "Diamond", "Pearl"]
genres = ["Pop", "Rock", "K-pop", "Ballad", "Hip-hop", "Country", "Disco"]
cards = [f"MC{random.randint(1000, 9999)}" for _ in range(45)]
rows = []
for i in range(250):
    r = random.choice(rooms); p = random.randint(2, 12); h = random.choice([1, 1.5, 2, 2, 3, 4])
    rows.append({"Booking #": 7001 + i, "Member Card": random.choice(cards) if random.random() < 0.55 else "",
        "Visit Date": rdate("2024-01-01", "2024-06-30").isoformat(), "Start Hour": random.randint(18, 23), "Room": r,
        "Party Size": p, "Hours Booked": h, "Songs Sung": int(h * random.randint(8, 28)),
        "Drinks Spend ($)": money("$", p * h * random.uniform(6, 22)), "Room Fee ($)": money("$", h * {"Ruby": 40, "Sapphire": 55, "Emerald": 55, "Diamond": 90, "Pearl": 35}[r]),
        "Genres Sung": ", ".join(random.sample(genres, random.randint(1, 3))),
        "Birthday Party": "yes" if random.random() < 0.25 else "no", "Noise Complaint": "yes" if random.random() < 0.1 else "no"})
tables["karaoke_bookings"] = rows

for name, rows in tables.items():
    with open(f"{name}.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
