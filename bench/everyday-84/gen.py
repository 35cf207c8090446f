import csv, random, datetime as dt
random.seed(10118)
D0 = dt.date(2024, 1, 1)
def rdate(span=365):
    return D0 + dt.timedelta(days=random.randrange(span))
def money_us(x): return "${:,.2f}".format(x)
def money_eu(x): return "€{:,.2f}".format(x)

# 1. boat trailer rentals: snake_case, ISO dates, plain money, Y/N
rows = []
n = 240
custs = ["BT-%03d" % i for i in range(1, 71)]
types = [("Single Axle", 45), ("Tandem Axle", 70), ("Jet Ski", 35), ("Pontoon", 95)]
branches = ["Harbor Point", "Lakeside", "Riverside", "Bayview"]
acc = ["spare tire", "winch strap", "bow roller", "LED lights", "tie-downs", "guide poles"]
for i in range(n):
    t, rate = random.choices(types, weights=[35, 30, 20, 15])[0]
    days = random.choices([1, 2, 3, 4, 5, 7, 10, 14], weights=[20, 18, 15, 10, 10, 12, 8, 7])[0]
    d = rdate()
    total = rate * days
    if days >= 7: total = round(total * 0.9, 2)
    dmg = random.random() < 0.08
    rows.append({
        "rental_id": "R%05d" % (10001 + i),
        "customer_id": random.choice(custs[:40]) if random.random() < 0.6 else random.choice(custs),
        "trailer_type": t,
        "branch": random.choices(branches, weights=[35, 30, 20, 15])[0],
        "pickup_date": d.isoformat(),
        "rental_days": days,
        "daily_rate": rate,
        "total_charge": "%.2f" % total,
        "deposit_paid": "Y" if random.random() < 0.82 else "N",
        "damage_reported": "Y" if dmg else "N",
        "damage_fee": ("%.2f" % random.choice([75, 120, 150, 240, 310])) if dmg else "",
        "boat_length_ft": "" if random.random() < 0.1 else str(random.randint(12, 28)),
        "accessories": ", ".join(random.sample(acc, random.choice([0, 1, 1, 2, 2, 3]))),
    })
rows.sort(key=lambda r: r["pickup_date"])
with open("boat_trailer_rentals.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2. loft insulation jobs: camelCase, MM/DD/YYYY, $1,234.56, true/false
rows = []
n = 228
installers = ["INS-%02d" % i for i in range(1, 13)]
ptypes = ["Detached", "Semi-detached", "Terraced", "Bungalow"]
itypes = [("Mineral Wool", 14.0), ("Sheep Wool", 22.0), ("Spray Foam", 31.0), ("Cellulose", 17.5)]
areas = ["North", "South", "East", "West", "Central"]
extras = ["loft hatch", "boarding", "ventilation", "pipe lagging", "tank jacket"]
for i in range(n):
    it, rate = random.choices(itypes, weights=[40, 15, 20, 25])[0]
    pt = random.choices(ptypes, weights=[25, 35, 25, 15])[0]
    area = round(random.uniform(30, 95) * (1.3 if pt == "Detached" else 1.0), 1)
    depth = random.choice([200, 250, 270, 300])
    price = round(area * rate * depth / 270 + random.choice([0, 45, 90, 150]), 2)
    done = random.random() < 0.88
    d = rdate()
    rows.append({
        "jobId": "LJ-%04d" % (3001 + i),
        "installerId": random.choice(installers),
        "serviceArea": random.choice(areas),
        "propertyType": pt,
        "insulationType": it,
        "loftAreaSqm": area,
        "depthMm": depth,
        "quotedPrice": money_us(price),
        "grantFunded": "true" if random.random() < 0.35 else "false",
        "bookedDate": d.strftime("%m/%d/%Y"),
        "completedDate": (d + dt.timedelta(days=random.randint(3, 40))).strftime("%m/%d/%Y") if done else "",
        "customerRating": (str(random.choices([1, 2, 3, 4, 5], weights=[3, 5, 15, 40, 37])[0]) if done and random.random() < 0.8 else ""),
        "extras": ", ".join(random.sample(extras, random.choice([0, 0, 1, 1, 2, 3]))),
    })
rows.sort(key=lambda r: (r["bookedDate"][6:], r["bookedDate"]))
with open("loftInsulationJobs.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3. yoga retreat bookings: Title Case w/ units, DD-Mon-YYYY, €, Yes/No
rows = []
n = 252
guests = ["G%04d" % i for i in range(1, 111)]
retreats = [("Mountain Stillness", 180), ("Coastal Flow", 210), ("Forest Reset", 150), ("Desert Silence", 240), ("Lakeside Breath", 165)]
rooms = [("Shared Dorm", 0.7), ("Twin Room", 1.0), ("Private Suite", 1.6)]
acts = ["meditation", "hiking", "sound bath", "cooking class", "massage", "pranayama", "journaling"]
srcs = ["Instagram", "Word of mouth", "Google", "Newsletter", "Partner studio"]
for i in range(n):
    r, base = random.choices(retreats, weights=[25, 25, 20, 10, 20])[0]
    rm, mult = random.choices(rooms, weights=[30, 45, 25])[0]
    nights = random.choice([3, 3, 4, 5, 5, 7, 7, 10])
    ppl = random.choices([1, 2, 3, 4], weights=[50, 35, 10, 5])[0]
    price = round(base * mult * nights * (1 if ppl == 1 else 0.85 * ppl), 0)
    canc = random.random() < 0.11
    d = rdate()
    rows.append({
        "Booking Ref": "YR-%05d" % (50001 + i),
        "Guest ID": random.choice(guests[:60]) if random.random() < 0.55 else random.choice(guests),
        "Retreat Name": r,
        "Room Type": rm,
        "Check-in Date": d.strftime("%d-%b-%Y"),
        "Nights": nights,
        "Party Size (people)": ppl,
        "Total Price (€)": money_eu(price),
        "Deposit (€)": money_eu(round(price * 0.2, 2)),
        "Vegetarian Meals": "Yes" if random.random() < 0.58 else "No",
        "Cancelled": "Yes" if canc else "No",
        "Referral Source": "" if random.random() < 0.12 else random.choice(srcs),
        "Add-on Activities": ", ".join(random.sample(acts, random.choice([0, 1, 2, 2, 3, 4]))),
    })
with open("yoga_retreat_bookings.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4. carpet sample loans: ABBREV UPPER, ISO datetimes, plain money, 1/0
rows = []
n = 265
cust = ["C%04d" % i for i in range(1, 91)]
cats = ["Wool Twist", "Berber", "Saxony", "Loop Pile", "Cut Pile", "Sisal"]
reps = ["JMK", "ALR", "PDS", "TWH", "BNO"]
cols = ["beige", "grey", "charcoal", "oatmeal", "navy", "sage", "ivory", "terracotta"]
for i in range(n):
    out = dt.datetime(2024, 1, 1, 8, 0) + dt.timedelta(days=random.randrange(366), minutes=random.randrange(0, 600))
    qty = random.choices([1, 2, 3, 4, 5, 6, 8], weights=[15, 25, 22, 15, 10, 8, 5])[0]
    ret = None if random.random() < 0.15 else out + dt.timedelta(days=random.randint(1, 30), minutes=random.randrange(0, 500))
    conv = random.random() < 0.32
    rows.append({
        "LOAN_NO": "L%05d" % (70001 + i),
        "CUST_ID": random.choice(cust[:45]) if random.random() < 0.6 else random.choice(cust),
        "SAMPLE_CAT": random.choices(cats, weights=[25, 20, 18, 15, 12, 10])[0],
        "QTY_LOANED": qty,
        "OUT_DT": out.strftime("%Y-%m-%d %H:%M:%S"),
        "RET_DT": ret.strftime("%Y-%m-%d %H:%M:%S") if ret else "",
        "DEP_AMT": "%.2f" % (qty * random.choice([5, 7.5, 10])),
        "CONV_TO_ORDER": "1" if conv else "0",
        "ORDER_VAL": ("%.2f" % round(random.uniform(400, 4200), 2)) if conv else "",
        "REP_CD": random.choice(reps),
        "COLOURS": ", ".join(random.sample(cols, random.choice([1, 1, 2, 2, 3]))),
    })
with open("CARPET_SAMPLE_LOANS.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5. vintage clothing consignments: "Sentence case" headers w/ spaces, 'Mon D, YYYY' dates, "$45" money, TRUE/FALSE
rows = []
n = 234
consignors = ["CN-%03d" % i for i in range(1, 51)]
cats5 = [("Dresses", 60), ("Outerwear", 110), ("Denim", 45), ("Handbags", 85), ("Shoes", 55), ("Knitwear", 40)]
decades = ["1950s", "1960s", "1970s", "1980s", "1990s"]
conds = ["Excellent", "Very good", "Good", "Fair"]
tags = ["designer", "deadstock", "handmade", "silk", "leather", "repaired", "rare"]
for i in range(n):
    c, base = random.choices(cats5, weights=[22, 16, 20, 12, 14, 16])[0]
    ask = round(base * random.uniform(0.5, 2.2)) 
    sold = random.random() < 0.6
    d = rdate(330)
    sold_price = round(ask * random.choice([1.0, 1.0, 0.9, 0.8, 0.75])) if sold else None
    rows.append({
        "Item no": "VC%04d" % (1 + i),
        "Consignor id": random.choice(consignors[:25]) if random.random() < 0.6 else random.choice(consignors),
        "Category": c,
        "Decade": "" if random.random() < 0.07 else random.choice(decades),
        "Condition": random.choices(conds, weights=[25, 35, 30, 10])[0],
        "Received on": d.strftime("%b ") + str(d.day) + d.strftime(", %Y"),
        "Asking price": "$%d" % ask,
        "Sold": "TRUE" if sold else "FALSE",
        "Sale price": ("$%d" % sold_price) if sold else "",
        "Commission pct": random.choice([40, 40, 50, 50, 60]),
        "Days on rack": random.randint(3, 120) if sold else "",
        "Tags": ", ".join(random.sample(tags, random.choice([0, 1, 1, 2, 3]))),
    })
with open("vintage_consignments.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
