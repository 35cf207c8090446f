import csv, random, datetime as dt
random.seed(10144)

def wchoice(items, weights):
    return random.choices(items, weights=weights, k=1)[0]

def rdate(start, end):
    s = dt.date.fromisoformat(start); e = dt.date.fromisoformat(end)
    return s + dt.timedelta(days=random.randint(0, (e - s).days))

def money_us(x): return "${:,.2f}".format(x)
def money_eu(x): return "€{:,.2f}".format(x)
def money_gb(x): return "£{:,.2f}".format(x)

# 1. model train repairs: snake_case, ISO dates, plain money, Y/N
def t1():
    n = 246
    custs = ["C%03d" % i for i in range(1, 96)]
    techs = ["Dieter Vogel", "Sam Okafor", "Rita Lindqvist", "Paul Greer"]
    faults = ["motor", "wheels", "lights", "gearbox", "coupler", "wiring", "paint", "smoke unit", "sound"]
    rows = []
    for i in range(n):
        scale = wchoice(["HO", "N", "O", "OO", "G", "Z"], [40, 20, 12, 15, 9, 4])
        mfr = wchoice(["Bachmann", "Lionel", "Hornby", "Marklin", "Kato", "Atlas", "LGB"], [22, 14, 16, 12, 12, 14, 6])
        item = wchoice(["locomotive", "rolling stock", "controller", "track section"], [55, 22, 15, 8])
        k = wchoice([1, 2, 3], [55, 35, 10])
        tags = ", ".join(random.sample(faults, k))
        hours = round(random.choice([0.5, 1, 1, 1.5, 2, 2, 2.5, 3, 3.5, 4, 5, 6]), 1)
        parts = round(random.uniform(0, 85), 2) if random.random() > 0.12 else None
        status = wchoice(["completed", "awaiting parts", "in progress", "cancelled"], [70, 12, 12, 6])
        warranty = "Y" if random.random() < 0.18 else "N"
        rate = 42.0
        total = 0.0 if warranty == "Y" else round(hours * rate + (parts or 0), 2)
        days = random.randint(2, 40) if status == "completed" else None
        rows.append(dict(ticket_id="MT-%04d" % (1000 + i), received_date=rdate("2024-01-02", "2024-12-20").isoformat(),
                         customer_id=random.choice(custs), scale=scale, manufacturer=mfr, item_type=item,
                         fault_tags=tags, labour_hours=hours, parts_cost="" if parts is None else "%.2f" % parts,
                         total_charge="%.2f" % total, warranty=warranty, status=status,
                         technician=random.choice(techs), days_to_complete="" if days is None else days))
    rows.sort(key=lambda r: r["received_date"])
    return "model_train_repairs", rows

# 2. e-bike conversions: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
def t2():
    n = 233
    custs = ["EB%03d" % i for i in range(1, 120)]
    mechs = ["Jonas", "Priya", "Marco", "Lena", "Tobi"]
    accs = ["display", "throttle", "lights", "rack", "fenders", "torque sensor", "second battery"]
    rows = []
    for i in range(n):
        bike = wchoice(["road", "mountain", "cargo", "hybrid", "folding"], [12, 25, 18, 33, 12])
        mtype = wchoice(["front hub", "rear hub", "mid-drive"], [20, 45, 35])
        watts = {"front hub": [250, 350], "rear hub": [250, 350, 500, 750], "mid-drive": [250, 500, 750, 1000]}[mtype]
        w = random.choice(watts)
        wh = random.choice([360, 480, 500, 625, 720])
        base = {"front hub": 650, "rear hub": 820, "mid-drive": 1350}[mtype] + w * 0.4 + wh * 0.9
        quoted = round(base + random.uniform(-80, 150), 2)
        acc = random.sample(accs, wchoice([0, 1, 2, 3], [15, 35, 35, 15]))
        final = round(quoted + 45 * len(acc) + random.choice([0, 0, 0, 25, -30, 60]), 2) if random.random() > 0.08 else None
        paid = "TRUE" if (final is not None and random.random() < 0.82) else "FALSE"
        rng = random.randint(28, 110) if random.random() > 0.15 else None
        d = rdate("2023-09-01", "2024-10-31")
        rows.append(dict(jobId="EBC%05d" % (20000 + i * 3), orderDate=d.strftime("%m/%d/%Y"), customerId=random.choice(custs),
                         bikeType=bike, motorType=mtype, motorWatts=w, batteryWh=wh, quotedPrice=money_us(quoted),
                         finalPrice="" if final is None else money_us(final), paid=paid, accessories=", ".join(acc),
                         mechanic=random.choice(mechs), rangeTestKm="" if rng is None else rng,
                         city=wchoice(["Utrecht", "Leiden", "Delft", "Haarlem"], [40, 25, 20, 15]), _d=d))
    rows.sort(key=lambda r: r["_d"])
    for r in rows: del r["_d"]
    return "ebike_conversions", rows

# 3. honey subscriptions: Title Case with units, DD-Mon-YYYY, €, Yes/No
def t3():
    n = 259
    members = ["M-%04d" % i for i in range(1, 150)]
    types = ["wildflower", "heather", "acacia", "chestnut", "lavender", "linden", "buckwheat"]
    rows = []
    for i in range(n):
        plan = wchoice(["Monthly", "Quarterly", "Annual"], [50, 32, 18])
        size = wchoice([250, 340, 500, 1000], [25, 30, 35, 10])
        jars = wchoice([1, 2, 3, 4], [40, 35, 15, 10])
        unit = {250: 7.5, 340: 9.0, 500: 12.5, 1000: 22.0}[size]
        mult = {"Monthly": 1, "Quarterly": 3, "Annual": 12}[plan]
        disc = {"Monthly": 1.0, "Quarterly": 0.95, "Annual": 0.85}[plan]
        price = round(unit * jars * mult * disc, 2)
        d = rdate("2023-03-01", "2024-11-30")
        active = "Yes" if random.random() < 0.7 else "No"
        deliv = random.randint(0, 14) if plan == "Monthly" else (random.randint(0, 6) if plan == "Quarterly" else random.randint(0, 2))
        rating = random.choice([3, 4, 4, 5, 5, 5, 2]) if random.random() > 0.25 else None
        rows.append({"Subscription ID": "HS%04d" % (i + 1), "Member ID": random.choice(members), "Start Date": d.strftime("%d-%b-%Y"),
                     "Plan": plan, "Jar Size (g)": size, "Jars Per Delivery": jars, "Price (€)": money_eu(price),
                     "Honey Types": ", ".join(random.sample(types, wchoice([1, 2, 3], [45, 40, 15]))),
                     "Region": wchoice(["Bavaria", "Tyrol", "Alsace", "Flanders", "Lombardy"], [30, 20, 20, 15, 15]),
                     "Gift": "Yes" if random.random() < 0.22 else "No", "Active": active, "Deliveries Made": deliv,
                     "Rating (1-5)": "" if rating is None else rating,
                     "Apiary": wchoice(["Hillside Hives", "Linden Grove", "Meadow Bee Co", "Alpine Apiary"], [30, 25, 25, 20]), "_d": d})
    rows.sort(key=lambda r: r["_d"])
    for r in rows: del r["_d"]
    return "honey_subscriptions", rows

# 4. saddle fittings: UPPER abbreviated, ISO datetimes, plain numbers, 1/0
def t4():
    n = 228
    clients = ["CL%03d" % i for i in range(1, 85)]
    fitters = ["HARPER", "NGUYEN", "BLAKE", "OSEI"]
    concerns = ["pressure points", "bridging", "rocking", "slipping", "too narrow", "too wide", "uneven flocking"]
    rows = []
    for i in range(n):
        d = rdate("2024-01-08", "2024-11-29")
        t = dt.datetime(d.year, d.month, d.day, random.choice([8, 9, 10, 11, 13, 14, 15, 16]), random.choice([0, 15, 30, 45]))
        disc = wchoice(["dressage", "jumping", "eventing", "endurance", "western", "general riding"], [28, 20, 15, 8, 10, 19])
        breed = wchoice(["Warmblood", "Thoroughbred", "Quarter Horse", "Arabian", "Cob", "Connemara", "Friesian"], [28, 18, 12, 10, 14, 10, 8])
        miles = random.randint(3, 85)
        fee = 85 + (0.6 * miles if miles > 20 else 0)
        fee = round(fee + random.choice([0, 0, 15, 25]), 2)
        dur = random.choice([45, 60, 60, 75, 90, 90, 120])
        ks = random.sample(concerns, wchoice([0, 1, 2], [20, 50, 30]))
        rows.append(dict(APPT_ID="SF%04d" % (500 + i), APPT_DT=t.strftime("%Y-%m-%dT%H:%M:%S"), CLIENT_ID=random.choice(clients),
                         FITTER=random.choice(fitters), DISCIPLINE=disc, HORSE_BREED=breed,
                         HORSE_AGE_YRS=random.randint(3, 24) if random.random() > 0.06 else "",
                         SADDLE_BRAND=wchoice(["Albion", "Stubben", "Passier", "Wintec", "Bates", "Prestige"], [18, 15, 14, 22, 18, 13]),
                         FEE_USD="%.2f" % fee, MILES_TRVL=miles, REFIT_REQ=1 if random.random() < 0.37 else 0,
                         FLOCK_ADJ=1 if random.random() < 0.45 else 0, CONCERNS=", ".join(ks), DUR_MIN=dur, _t=t))
    rows.sort(key=lambda r: r["_t"])
    for r in rows: del r["_t"]
    return "saddle_fittings", rows

# 5. street food festival pitches: sentence case headers, DD/MM/YYYY, £1,234.56, true/false
def t5():
    n = 262
    traders = ["T%03d" % i for i in range(1, 110)]
    diets = ["vegan", "vegetarian", "gluten-free", "halal", "dairy-free", "nut-free"]
    rows = []
    for i in range(n):
        fest = wchoice(["Riverside Eats", "Summer Night Market", "Harbour Food Fest", "Winter Street Feast"], [30, 30, 25, 15])
        size = wchoice(["3x3", "3x6", "6x6"], [50, 35, 15])
        days = wchoice([1, 2, 3], [30, 45, 25])
        power = random.random() < 0.6
        fee = {"3x3": 180, "3x6": 290, "6x6": 450}[size] * days + (40 if power else 0)
        d = rdate("2024-01-15", "2024-08-31")
        approved = random.random() < 0.68
        rows.append({"Application ref": "SFP-%03d" % (i + 1), "Trader ID": random.choice(traders), "Applied on": d.strftime("%d/%m/%Y"),
                     "Festival": fest,
                     "Cuisine": wchoice(["Mexican", "Indian", "Thai", "BBQ", "Vegan", "Desserts", "Caribbean", "Greek", "Korean"], [14, 14, 12, 12, 10, 12, 9, 9, 8]),
                     "Pitch size": size, "Pitch fee": money_gb(fee), "Power hookup": "true" if power else "false",
                     "Approved": "true" if approved else "false", "Days booked": days,
                     "Staff count": random.randint(1, 7),
                     "Dietary labels": ", ".join(random.sample(diets, wchoice([0, 1, 2, 3], [20, 40, 30, 10]))),
                     "Hygiene rating": "" if random.random() < 0.1 else wchoice([2, 3, 4, 5], [5, 15, 35, 45]),
                     "Est. daily covers": random.randint(60, 600), "_d": d})
    rows.sort(key=lambda r: r["_d"])
    for r in rows: del r["_d"]
    return "street_food_pitches", rows

for f in (t1, t2, t3, t4, t5):
    name, rows = f()
    with open(name + ".csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
        w.writeheader(); w.writerows(rows)
    print(name, len(rows))
