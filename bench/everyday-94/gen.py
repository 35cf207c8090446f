import csv, random, datetime
random.seed(10138)
D0 = datetime.date(2024, 1, 1)
def rdate(days=366):
    return D0 + datetime.timedelta(days=random.randrange(days))
def money_us(x): return "${:,.2f}".format(x)
def money_eu(x): return "€{:,.2f}".format(x)
MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()

# 1 window tinting jobs: snake_case, ISO date, plain numbers, Y/N
rows = []
n = 246
custs = ["C%03d" % i for i in range(1, 140)]
for i in range(n):
    d = rdate()
    vt = random.choices(["Sedan", "SUV", "Truck", "Coupe", "Minivan"], [35, 30, 15, 12, 8])[0]
    brand = random.choices(["3M", "Llumar", "XPEL", "SunTek"], [30, 30, 20, 20])[0]
    shade = random.choice([5, 15, 20, 20, 35, 35, 35, 50, 70])
    win = {"Sedan": 5, "SUV": 7, "Truck": 3, "Coupe": 4, "Minivan": 7}[vt] - random.choice([0, 0, 0, 1, 2])
    ceramic = random.random() < 0.4
    price = round(win * random.uniform(38, 60) * (1.6 if ceramic else 1.0), 0)
    feats = random.sample(["UV block", "heat rejection", "glare reduction", "privacy", "shatter resistance"], random.choice([1, 1, 2, 2, 3]))
    rating = random.choice(["1", "2", "3", "3", "4", "4", "4", "5", "5", "5", "5", ""])
    rows.append({
        "job_id": "WT-%04d" % (1001 + i),
        "job_date": d.isoformat(),
        "customer_id": random.choice(custs[:60]) if random.random() < 0.5 else random.choice(custs),
        "vehicle_type": vt,
        "film_brand": brand,
        "shade_pct": shade,
        "windows_tinted": win,
        "ceramic_film": "Y" if ceramic else "N",
        "price": "%.2f" % price if random.random() > 0.03 else "",
        "warranty_added": random.choice(["Y", "N", "N"]),
        "installer": random.choice(["Marco", "Jenna", "Luis", "Priya", "Dale"]),
        "film_features": ", ".join(feats),
        "customer_rating": rating,
        "labor_hours": "%.1f" % (win * random.uniform(0.3, 0.6)),
    })
rows.sort(key=lambda r: r["job_date"])
with open("window_tinting_jobs.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 doggy treat bakery orders: camelCase, MM/DD/YYYY, $1,234.56, Yes/No
rows = []
n = 232
custs = ["DB%03d" % i for i in range(1, 90)]
unit = {"Biscuits": 0.85, "Jerky": 2.40, "Training Bites": 0.30, "Birthday Cake": 24.0, "Dental Chews": 1.75}
for i in range(n):
    d = rdate()
    tt = random.choices(list(unit), [35, 20, 20, 8, 17])[0]
    qty = random.randint(1, 4) if tt == "Birthday Cake" else random.choice([6, 12, 12, 24, 24, 36, 48, 60, 100])
    ch = random.choices(["Online", "Market Stall", "Wholesale", "Phone"], [45, 25, 15, 15])[0]
    if ch == "Wholesale" and tt != "Birthday Cake": qty *= 5
    total = round(qty * unit[tt] * random.uniform(0.9, 1.1), 2)
    flav = random.sample(["peanut butter", "pumpkin", "chicken", "carrot", "apple", "beef liver", "sweet potato"], random.choice([1, 2, 2, 3]))
    dm = random.choices(["Pickup", "Courier", "Post"], [40, 35, 25])[0]
    rows.append({
        "orderId": 5000 + i,
        "orderDate": d.strftime("%m/%d/%Y"),
        "customerId": random.choice(custs),
        "salesChannel": ch,
        "treatType": tt,
        "quantity": qty,
        "orderTotal": money_us(total),
        "grainFree": random.choice(["Yes", "No", "Yes"]),
        "giftWrapped": "Yes" if random.random() < 0.2 else ("No" if random.random() < 0.9 else ""),
        "deliveryMethod": dm,
        "deliveryFee": "" if dm == "Pickup" else money_us(random.choice([4.5, 6.0, 6.0, 8.75])),
        "flavors": ", ".join(flav),
        "dogSize": random.choice(["Small", "Medium", "Large", "Medium", ""]),
    })
with open("doggy_treat_orders.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 festival wristband sales: Title Case with units, DD-Mon-YYYY, €, TRUE/FALSE
rows = []
n = 268
buyers = ["B-%04d" % i for i in range(1, 180)]
tiers = {"Day Pass": 59.0, "Weekend": 149.0, "VIP Weekend": 289.0, "Student Weekend": 99.0, "Family Bundle": 320.0}
for i in range(n):
    d = rdate(240)
    tier = random.choices(list(tiers), [25, 35, 12, 15, 8])[0]
    q = random.choices([1, 2, 3, 4], [50, 30, 10, 10])[0] if tier != "Family Bundle" else 1
    promo = random.random() < 0.2
    paid = q * tiers[tier] * (0.85 if promo else 1.0)
    addons = random.sample(["parking", "locker", "shuttle", "merch pack", "early entry"], random.choice([0, 0, 1, 1, 2, 3]))
    rows.append({
        "Sale ID": "FW%05d" % (20000 + i),
        "Sale Date": "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year),
        "Buyer ID": random.choice(buyers),
        "Ticket Tier": tier,
        "Wristbands (qty)": q,
        "Price Paid (€)": money_eu(paid),
        "Promo Code Used": "TRUE" if promo else "FALSE",
        "Sales Channel": random.choices(["Website", "App", "Box Office", "Reseller"], [50, 25, 10, 15])[0],
        "Camping Included": "TRUE" if (tier in ("Weekend", "VIP Weekend", "Student Weekend") and random.random() < 0.55) else "FALSE",
        "Buyer Age (yrs)": "" if random.random() < 0.08 else random.randint(17, 62),
        "Add-ons": ", ".join(addons),
        "Refunded": "TRUE" if random.random() < 0.06 else "FALSE",
    })
rows.sort(key=lambda r: r["Sale ID"])
with open("festival_wristband_sales.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 aquarium fish sales: UPPER abbrev, ISO datetime, plain numbers, 1/0
rows = []
n = 254
custs = ["AQ%03d" % i for i in range(1, 110)]
species = {"Neon Tetra": ("FW", 2.49), "Guppy": ("FW", 3.99), "Betta": ("FW", 12.99), "Angelfish": ("FW", 9.5),
           "Corydoras": ("FW", 5.25), "Clownfish": ("SW", 34.99), "Blue Tang": ("SW", 79.0), "Goby": ("SW", 22.5),
           "Molly": ("BR", 4.5), "Archerfish": ("BR", 39.0)}
for i in range(n):
    d = rdate()
    t = datetime.datetime(d.year, d.month, d.day, random.randint(10, 19), random.choice([0, 5, 12, 20, 33, 45, 58]))
    sp = random.choices(list(species), [20, 15, 12, 10, 10, 9, 3, 6, 8, 3])[0]
    wt, up = species[sp]
    q = random.randint(1, 3) if up > 20 else random.choice([1, 2, 3, 5, 6, 8, 10, 12])
    rows.append({
        "TXN_NO": 880000 + i,
        "TXN_DTTM": t.strftime("%Y-%m-%dT%H:%M:%S"),
        "CUST_ID": random.choice(custs) if random.random() > 0.1 else "",
        "SPECIES": sp,
        "WTR_TYP": wt,
        "QTY_SOLD": q,
        "UNIT_PRC": "%.2f" % up,
        "TOT_AMT": "%.2f" % round(q * up, 2),
        "LIVE_GUAR": random.choice(["1", "1", "0"]),
        "DOA_RPT": "1" if random.random() < 0.05 else "0",
        "STAFF_CD": random.choice(["KJ", "RM", "TS", "AL"]),
        "ACC_ITEMS": ", ".join(random.sample(["bag", "food", "net", "water conditioner", "heater", "plant"], random.choice([0, 1, 1, 2, 3]))),
    })
with open("aquarium_fish_sales.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 karaoke machine rentals: lower case words, M/D/YY? -> use 'YYYY/MM/DD', money plain with $ no comma, true/false
rows = []
n = 225
custs = ["K%03d" % i for i in range(1, 100)]
models = {"Singsation Pro": 45.0, "Ion Party Rocker": 35.0, "Sony MHC Max": 70.0, "Karaoke Tower Deluxe": 95.0}
for i in range(n):
    d = rdate()
    m = random.choices(list(models), [35, 30, 20, 15])[0]
    days = random.choices([1, 2, 3, 4, 7], [45, 25, 15, 8, 7])[0]
    ret = d + datetime.timedelta(days=days + (1 if random.random() < 0.1 else 0))
    occ = random.choices(["Birthday", "Wedding", "Corporate", "House Party", "School Event"], [35, 15, 12, 30, 8])[0]
    fee = models[m] * days
    rows.append({
        "rental no": "R%d" % (3100 + i),
        "pickup date": d.strftime("%Y/%m/%d"),
        "return date": ret.strftime("%Y/%m/%d") if random.random() > 0.04 else "",
        "customer": random.choice(custs),
        "machine model": m,
        "rental days": days,
        "rental fee": "%.2f" % fee,
        "deposit": "%.0f" % random.choice([50, 100, 100, 150]),
        "damage reported": "true" if random.random() < 0.08 else "false",
        "delivered": random.choice(["true", "false"]),
        "occasion": occ,
        "extras": ", ".join(random.sample(["wireless mic", "song pack", "disco light", "extra speaker", "tablet"], random.choice([0, 1, 2, 2, 3]))),
        "mics included": random.choice([2, 2, 2, 4, 1]),
    })
with open("karaoke_machine_rentals.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
