import csv, random, datetime as dt
random.seed(9460)
D0 = dt.date(2024, 1, 1)
def rdate(days=366):
    return D0 + dt.timedelta(days=random.randrange(days))
def money_us(x):
    return "${:,.2f}".format(x)
def pick(ws):
    items, w = zip(*ws); return random.choices(items, weights=w)[0]
def blank(v, p=0.05):
    return "" if random.random() < p else v

# 1 bike_repairs: snake_case, ISO dates, plain numbers, Y/N
def bike():
    n = 246
    custs = [f"C{100+i}" for i in range(90)]
    mech = ["Ravi", "Jo", "Marta", "Dieter", "Kwame"]
    parts = ["chain", "brake pads", "tube", "tire", "cassette", "cable", "bar tape", "derailleur", "bearings"]
    rows = []
    for i in range(n):
        bt = pick([("road", 30), ("mountain", 25), ("hybrid", 25), ("e-bike", 12), ("cargo", 5), ("bmx", 3)])
        lvl = pick([("basic", 45), ("standard", 35), ("full overhaul", 20)])
        hrs = {"basic": 0.5, "standard": 1.5, "full overhaul": 3.5}[lvl] + random.choice([0, 0.25, 0.5, 0.75, 1.0])
        if bt == "e-bike": hrs += 0.5
        k = random.choice([0, 1, 1, 2, 2, 3])
        pu = random.sample(parts, k)
        pcost = round(sum(random.uniform(6, 45) for _ in pu), 2)
        rush = "Y" if random.random() < 0.18 else "N"
        total = round(hrs * 65 + pcost + (25 if rush == "Y" else 0), 2)
        d = rdate()
        st = pick([("picked up", 70), ("completed", 18), ("waiting parts", 12)])
        rating = random.choices([1, 2, 3, 4, 5], [3, 5, 15, 35, 42])[0] if st == "picked up" and random.random() < 0.8 else ""
        rows.append(dict(ticket_id=f"BR-{5001+i}", customer_id=random.choice(custs[:60] if random.random() < .7 else custs),
            intake_date=d.isoformat(), bike_type=bt, mechanic=blank(random.choice(mech), .03), service_level=lvl,
            labor_hours=hrs, parts_cost=f"{pcost:.2f}", total_charge=f"{total:.2f}", rush=rush,
            parts_used=", ".join(pu), status=st, rating=rating))
    rows.sort(key=lambda r: r["intake_date"])
    return rows

# 2 seedling_orders: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
def seed():
    n = 231
    growers = [f"GR-{i:03d}" for i in range(1, 41)]
    fams = {"tomato": ["Roma", "Cherokee Purple", "Sungold"], "pepper": ["Jalapeno", "Bell Red", "Padron"],
            "brassica": ["Kale Lacinato", "Broccoli Calabrese", "Cabbage Savoy"], "herb": ["Basil Genovese", "Parsley", "Cilantro"],
            "cucurbit": ["Cucumber Marketmore", "Zucchini Black"], "flower": ["Zinnia", "Marigold", "Snapdragon"]}
    certs = ["organic", "non-gmo", "heirloom", "pesticide-free"]
    rows = []
    for i in range(n):
        fam = pick([("tomato", 30), ("pepper", 20), ("brassica", 18), ("herb", 15), ("cucurbit", 9), ("flower", 8)])
        var = random.choice(fams[fam])
        trays = random.choice([1, 2, 2, 4, 4, 5, 6, 8, 10, 12, 20])
        per = random.choice([32, 50, 72, 72, 128])
        up = random.choice([0.35, 0.40, 0.45, 0.55, 0.60, 0.75])
        org = random.random() < 0.4
        tot = round(trays * per * up * (1.15 if org else 1.0), 2)
        c = random.sample(certs[1:], random.choice([0, 0, 1, 1, 2]))
        if org: c = ["organic"] + c
        d = rdate()
        germ = blank(round(random.gauss(88, 5), 1), .08)
        if germ != "": germ = min(germ, 99.5)
        rows.append(dict(orderId=f"SO{24000+i}", growerId=random.choice(growers), orderDate=d.strftime("%m/%d/%Y"),
            cropFamily=fam, variety=var, trayCount=trays, seedlingsPerTray=per, unitPrice=f"{up:.2f}",
            orderTotal=money_us(tot), organic="TRUE" if org else "FALSE",
            deliveryMethod=blank(pick([("pickup", 50), ("local delivery", 35), ("freight", 15)]), .04),
            certifications=", ".join(c), germinationRate=germ, _d=d))
    rows.sort(key=lambda r: r["_d"])
    for r in rows: del r["_d"]
    return rows

# 3 fuel_dock_sales: Title Case w/ units, ISO date-times, €37.50, Yes/No
def fuel():
    n = 263
    boats = [("Sea Breeze", "M-014"), ("Osprey", "M-022"), ("Blue Heron", "M-031"), ("Lucky Star", "M-007"), ("Wanderer", "M-045"),
             ("Kittiwake", "M-052"), ("Marlin II", "M-060"), ("Tern", "M-003"), ("Halcyon", "M-019"), ("Pelican", "M-027")]
    att = ["Sanne", "Pieter", "Lotte", "Bram"]
    extras = ["ice", "bait", "oil", "pump-out", "snacks", "water"]
    price = {"Diesel": 1.89, "Petrol 95": 2.09, "Two-stroke mix": 2.49}
    rows = []
    for i in range(n):
        d = D0 + dt.timedelta(days=random.randrange(90, 300))  # boating season Apr-Oct
        t = dt.datetime.combine(d, dt.time(random.randint(7, 19), random.choice([0, 5, 10, 15, 20, 30, 40, 45, 50, 55])))
        memb = random.random() < 0.6
        if memb:
            bn, mno = random.choice(boats)
        else:
            bn, mno = random.choice(["Visitor", "Day Tripper", "Aurora", "Nordlicht", "Zeemeeuw", "Polaris", "Freya"]), ""
        ft = pick([("Diesel", 50), ("Petrol 95", 38), ("Two-stroke mix", 12)])
        vol = round(random.uniform(8, 60) if ft != "Diesel" else random.uniform(20, 260), 1)
        p = price[ft] - (0.10 if memb else 0) + (0.06 if d.month >= 7 else 0)
        p = round(p, 2)
        tot = round(vol * p, 2)
        ex = random.sample(extras, random.choice([0, 0, 0, 1, 1, 2]))
        rows.append({"Sale ID": f"FD{7000+i}", "Sale Time": t.strftime("%Y-%m-%dT%H:%M:%S"), "Boat Name": bn, "Member No": mno,
            "Fuel Type": ft, "Volume (L)": vol, "Price per L (€)": f"{p:.2f}", "Total (€)": "€{:,.2f}".format(tot),
            "Member": "Yes" if memb else "No", "Pump": random.choice(["P1", "P2", "P3"]), "Extras": ", ".join(ex),
            "Attendant": blank(random.choice(att), .04)})
    rows.sort(key=lambda r: r["Sale Time"])
    return rows

# 4 dress_alterations: UPPER abbreviations, DD-Mon-YYYY, plain numbers, 1/0
def dress():
    n = 224
    clients = [f"CL{300+i}" for i in range(110)]
    seam = ["ANNA", "BEATRIZ", "CHLOE", "DANA"]
    items = ["hem", "bustle", "take in sides", "straps", "sleeves", "lace repair", "cups", "let out"]
    rows = []
    for i in range(n):
        d = rdate(335)
        style = pick([("A-line", 35), ("mermaid", 20), ("ball gown", 15), ("sheath", 18), ("tea length", 7), ("jumpsuit", 5)])
        wi = random.sample(items, random.choice([1, 1, 2, 2, 3, 4]))
        hrs = round(sum(random.uniform(0.7, 3) for _ in wi) * (1.4 if style == "ball gown" else 1), 1)
        quote = round(hrs * 55 + random.choice([0, 15, 30]), 0)
        final = round(quote * random.choice([1, 1, 1, 1.1, 1.2, 0.95]), 2)
        rush = 1 if random.random() < 0.2 else 0
        wed = d + dt.timedelta(days=random.randint(20 if rush else 45, 150))
        st = pick([("delivered", 70), ("in progress", 18), ("cancelled", 6), ("awaiting fitting", 6)])
        rows.append(dict(ALT_ID=f"A{1000+i}", CLIENT_NO=random.choice(clients), RCVD_DT=d.strftime("%d-%b-%Y"), DRESS_STYLE=style,
            SEAMSTRESS=random.choice(seam), FITTINGS_QTY=random.choice([1, 2, 2, 3, 3, 4]), HRS_LOGGED=hrs,
            QUOTE_AMT=f"{quote:.2f}", FINAL_AMT=blank(f"{final:.2f}", 0) if st == "delivered" else "",
            RUSH_FLG=rush, WORK_ITEMS=", ".join(wi), WEDDING_DT=wed.strftime("%d-%b-%Y"), STATUS=st, _d=d))
    rows.sort(key=lambda r: r["_d"])
    for r in rows: del r["_d"]
    return rows

# 5 tire_installs: lower case with spaces, YYYY/MM/DD, "1234.56 USD", true/false
def tire():
    n = 272
    plates = [f"{random.choice('ABCDEFGHJK')}{random.choice('LMNPRSTUVW')}{random.randint(100,999)}" for _ in range(120)]
    brands = [("Michelin", 26), ("Bridgestone", 22), ("Goodyear", 20), ("Continental", 14), ("Nokian", 10), ("Hankook", 8)]
    techs = ["luis", "amir", "kate", "tom", "wen"]
    svc = ["alignment", "valve stems", "disposal", "tpms reset", "road hazard"]
    sizes = ["205/55R16", "225/65R17", "215/60R16", "235/45R18", "265/70R17", "195/65R15"]
    base = {"Michelin": 189, "Bridgestone": 172, "Goodyear": 165, "Continental": 178, "Nokian": 195, "Hankook": 128}
    rows = []
    for i in range(n):
        d = rdate()
        m = d.month
        season = "winter" if m in (10, 11, 12, 1) and random.random() < .7 else pick([("all-season", 60), ("summer", 25), ("winter", 15)])
        b = pick(brands)
        if season == "winter" and random.random() < .3: b = "Nokian"
        qty = random.choice([4, 4, 4, 4, 2, 2, 1])
        pe = round(base[b] + random.choice([-20, -10, 0, 0, 10, 25]) + (15 if season == "winter" else 0), 2)
        s = random.sample(svc, random.choice([0, 1, 1, 2, 3]))
        extra = (99.95 if "alignment" in s else 0) + (4 * qty if "valve stems" in s else 0) + (3.5 * qty if "disposal" in s else 0)
        bal = random.random() < 0.75
        total = round(pe * qty + extra + (0 if bal else 0), 2)
        rows.append({"install no": 88000 + i, "vehicle plate": random.choice(plates[:70] if random.random() < .6 else plates),
            "install date": d.strftime("%Y/%m/%d"), "tire brand": b, "tire size": random.choice(sizes), "season": season,
            "qty": qty, "price each": f"{pe:.2f}", "invoice total": f"{total:.2f} USD",
            "balancing included": "true" if bal else "false", "technician": blank(random.choice(techs), .05),
            "services": ", ".join(s), "wait minutes": blank(random.randint(25, 140), .06)})
    rows.sort(key=lambda r: r["install date"])
    return rows

for name, fn in [("bike_repairs", bike), ("seedling_orders", seed), ("fuel_dock_sales", fuel), ("dress_alterations", dress), ("tire_installs", tire)]:
    rows = fn()
    with open(f"{name}.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)
    print(name, len(rows))
