import csv, random, datetime as dt
random.seed(10072)

def rdate(start, end):
    s = dt.date.fromisoformat(start); e = dt.date.fromisoformat(end)
    return s + dt.timedelta(days=random.randint(0, (e - s).days))

def money_usd(x): return "${:,.2f}".format(x)
def money_eur(x): return "€{:,.2f}".format(x)

# 1. tree removal quotes: snake_case, ISO dates, $1,234.56, Y/N
rows = []
n = 246
species = ["Oak", "Maple", "Pine", "Ash", "Birch", "Willow", "Elm", "Spruce"]
sw = [20, 22, 18, 14, 10, 6, 5, 5]
arborists = ["Dana Kowalski", "Luis Ortega", "Priya Nair", "Tom Becker", "Grace Holm"]
hoods = ["Riverside", "Hillcrest", "Old Town", "Maple Park", "Eastgate", "Northfield"]
hazards = ["power lines", "near house", "slope", "fence", "dead limbs", "septic field", "driveway"]
custs = ["C%03d" % i for i in range(1, 141)]
for i in range(n):
    d = rdate("2023-09-01", "2024-08-31")
    sp = random.choices(species, sw)[0]
    h = random.randint(15, 95)
    dia = round(random.gauss(h * 0.35, 5))
    dia = max(6, dia)
    crane = "Y" if h > 70 and random.random() < 0.7 else ("Y" if random.random() < 0.05 else "N")
    stump = random.choice(["Y", "Y", "N"])
    price = 300 + h * 14 + dia * 9 + (900 if crane == "Y" else 0) + (180 if stump == "Y" else 0) + random.randint(-150, 250)
    price = round(price / 5) * 5 + random.choice([0, 0, 0.5, 0.99 - 0.99])
    status = random.choices(["Accepted", "Declined", "Pending"], [55, 30, 15])[0]
    hz = random.sample(hazards, random.choices([0, 1, 2, 3], [30, 40, 22, 8])[0])
    row = {
        "quote_id": "TQ-%04d" % (1001 + i),
        "quote_date": d.isoformat(),
        "customer_id": random.choice(custs[:60]) if random.random() < 0.5 else random.choice(custs),
        "arborist": random.choice(arborists),
        "neighborhood": random.choice(hoods),
        "tree_species": sp,
        "tree_height_ft": str(h),
        "trunk_diameter_in": str(dia) if random.random() > 0.04 else "",
        "crane_needed": crane,
        "stump_grinding": stump,
        "quoted_price": money_usd(price),
        "quote_status": status,
        "hazards": ", ".join(hz),
    }
    rows.append(row)
rows.sort(key=lambda r: r["quote_date"])
with open("tree_removal_quotes.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 2. campervan rentals: camelCase, MM/DD/YYYY, €, true/false
rows = []
n = 233
models = ["VW California", "Fiat Ducato Camper", "Ford Nugget", "Mercedes Marco Polo", "Renault Trafic Camper"]
rates = {"VW California": 119, "Fiat Ducato Camper": 95, "Ford Nugget": 109, "Mercedes Marco Polo": 139, "Renault Trafic Camper": 85}
depots = ["Lisbon", "Porto", "Faro", "Madrid"]
extras = ["bike rack", "awning", "camping chairs", "snow chains", "wifi hotspot", "child seat"]
renters = ["R%04d" % i for i in range(1, 171)]
for i in range(n):
    p = rdate("2024-01-05", "2024-12-20")
    nights = random.choices(range(2, 22), [8, 10, 12, 10, 14, 9, 12, 6, 5, 5, 4, 3, 6, 3, 2, 2, 1, 1, 1, 2])[0]
    r = p + dt.timedelta(days=nights)
    m = random.choices(models, [25, 22, 18, 15, 20])[0]
    rate = rates[m] + (20 if p.month in (6, 7, 8) else 0)
    ex = random.sample(extras, random.choices([0, 1, 2, 3], [35, 35, 20, 10])[0])
    tier = random.choices(["Basic", "Plus", "Premium"], [45, 35, 20])[0]
    total = rate * nights + 15 * len(ex) + {"Basic": 0, "Plus": 12, "Premium": 25}[tier] * nights
    rating = random.choices(["5", "4", "3", "2", "1", ""], [35, 30, 12, 5, 3, 15])[0]
    row = {
        "bookingId": "CV24-%03d" % (i + 1),
        "renterId": random.choice(renters[:50]) if random.random() < 0.45 else random.choice(renters),
        "vanModel": m,
        "pickupDepot": random.choices(depots, [35, 25, 25, 15])[0],
        "pickupDate": p.strftime("%m/%d/%Y"),
        "returnDate": r.strftime("%m/%d/%Y"),
        "nights": str(nights),
        "dailyRate": money_eur(rate),
        "totalCharge": money_eur(total),
        "kmDriven": str(int(nights * random.uniform(60, 260))) if random.random() > 0.05 else "",
        "insuranceTier": tier,
        "petFriendly": random.choice(["true", "false", "false"]),
        "damageReported": "true" if random.random() < 0.12 else "false",
        "extras": ", ".join(ex),
        "customerRating": rating,
    }
    rows.append(row)
with open("campervan_rentals.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 3. furniture delivery slots: Title Case with units, DD-Mon-YYYY, plain money, Yes/No
rows = []
n = 261
zones = ["North", "South", "East", "West", "Central"]
slots = ["08:00-10:00", "10:00-12:00", "12:00-14:00", "14:00-16:00", "16:00-18:00"]
items = ["sofa", "armchair", "dining table", "bed frame", "mattress", "wardrobe", "bookshelf", "desk", "dresser"]
iw = {"sofa": 55, "armchair": 22, "dining table": 40, "bed frame": 35, "mattress": 28, "wardrobe": 70, "bookshelf": 25, "desk": 30, "dresser": 45}
drivers = ["DRV-%02d" % i for i in range(1, 10)]
for i in range(n):
    d = rdate("2024-01-02", "2024-06-29")
    its = random.sample(items, random.choices([1, 2, 3, 4], [45, 32, 16, 7])[0])
    wt = sum(iw[x] for x in its) + random.randint(-5, 10)
    floor = random.choices([0, 1, 2, 3, 4, 5, 6], [35, 20, 15, 12, 8, 6, 4])[0]
    assembly = "Yes" if random.random() < 0.4 else "No"
    fee = 49 + 10 * (len(its) - 1) + (35 if assembly == "Yes" else 0) + (15 if floor >= 3 else 0)
    if random.random() < 0.08: fee = 0
    ontime = "Yes" if random.random() < 0.78 else "No"
    late = "" if ontime == "Yes" else str(random.choice([5, 10, 15, 15, 20, 25, 30, 45, 60, 90]))
    row = {
        "Order No": "FD%05d" % (20000 + i * 3),
        "Delivery Date": d.strftime("%d-%b-%Y"),
        "Time Slot": random.choices(slots, [22, 24, 18, 20, 16])[0],
        "Driver ID": random.choices(drivers, [15, 14, 13, 12, 11, 10, 10, 8, 7])[0],
        "Zone": random.choice(zones),
        "Items": ", ".join(its),
        "Item Count": str(len(its)),
        "Total Weight (kg)": str(wt),
        "Floor Level": str(floor),
        "Assembly Required": assembly,
        "Delivery Fee ($)": str(fee),
        "On Time": ontime,
        "Minutes Late": late,
        "Customer Signature": "Yes" if random.random() < 0.93 else ("" if random.random() < 0.5 else "No"),
    }
    rows.append(row)
rows.sort(key=lambda r: dt.datetime.strptime(r["Delivery Date"], "%d-%b-%Y"))
with open("furniture_delivery_slots.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 4. laundromat machine logs: UPPER abbrev, ISO datetimes, plain money, 1/0
rows = []
n = 272
machines = {"W01": "Washer", "W02": "Washer", "W03": "Washer", "W04": "Washer", "W05": "Washer", "W06": "Washer",
            "D01": "Dryer", "D02": "Dryer", "D03": "Dryer", "D04": "Dryer"}
wcycles = ["Normal", "Heavy Duty", "Delicate", "Quick Wash"]
dcycles = ["High Heat", "Low Heat", "Air Fluff"]
addons = ["softener", "extra rinse", "stain boost", "sanitize", "extra dry"]
custs = ["L%03d" % i for i in range(1, 61)]
for i in range(n):
    d = rdate("2024-03-01", "2024-05-31")
    t = dt.datetime(d.year, d.month, d.day, random.randint(6, 22), random.choice(range(0, 60, 1)), 0)
    mach = random.choice(list(machines))
    typ = machines[mach]
    if typ == "Washer":
        cyc = random.choices(wcycles, [45, 20, 15, 20])[0]
        dur = {"Normal": 38, "Heavy Duty": 55, "Delicate": 32, "Quick Wash": 22}[cyc] + random.randint(-2, 4)
        amt = {"Normal": 4.5, "Heavy Duty": 6.0, "Delicate": 4.5, "Quick Wash": 3.25}[cyc]
        ad = random.sample(addons[:4], random.choices([0, 1, 2], [55, 35, 10])[0])
    else:
        cyc = random.choices(dcycles, [50, 35, 15])[0]
        dur = random.choice([30, 40, 45, 50, 60])
        amt = round(dur / 10 * 0.75, 2)
        ad = ["extra dry"] if random.random() < 0.2 else []
    amt += 0.5 * len(ad)
    err = ""
    if random.random() < 0.07:
        err = random.choice(["E21", "E35", "OE", "E21"])
    loyal = 1 if random.random() < 0.35 else 0
    cid = random.choice(custs) if loyal or random.random() < 0.3 else ""
    row = {
        "LOG_ID": str(50001 + i),
        "START_TS": t.strftime("%Y-%m-%dT%H:%M:%S"),
        "MACH_ID": mach,
        "MACH_TYPE": typ,
        "CYC": cyc,
        "DUR_MIN": str(dur),
        "AMT_PAID": "%.2f" % amt,
        "PAY_MTHD": random.choices(["COIN", "CARD", "APP"], [40, 40, 20])[0],
        "LOYALTY_FLG": str(loyal),
        "CUST_ID": cid,
        "ADDONS": ", ".join(ad),
        "ERR_CD": err,
        "LOC": random.choices(["MAIN ST", "ELM AVE"], [60, 40])[0],
    }
    rows.append(row)
rows.sort(key=lambda r: r["START_TS"])
with open("laundromat_machine_logs.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 5. bakery ingredient purchases: Sentence case headers, DD/MM/YYYY, plain money, TRUE/FALSE
rows = []
n = 228
ingr = {"Bread flour": ("Millstone Mills", 0.85), "Pastry flour": ("Millstone Mills", 1.10), "Butter": ("Valley Dairy", 7.20),
        "Sugar": ("SweetCo", 1.05), "Eggs": ("Hilltop Farm", 3.40), "Yeast": ("Baker Supply Co", 9.50),
        "Dark chocolate": ("Cocoa Direct", 12.80), "Almonds": ("Nutty Traders", 10.40), "Milk": ("Valley Dairy", 1.15)}
iwt = [18, 10, 14, 12, 12, 6, 8, 5, 15]
allerg = {"Bread flour": "gluten", "Pastry flour": "gluten", "Butter": "dairy", "Sugar": "", "Eggs": "egg",
          "Yeast": "", "Dark chocolate": "dairy, soy", "Almonds": "tree nuts", "Milk": "dairy"}
buyers = ["Marta", "Jonas", "Elif", "Sam"]
for i in range(n):
    d = rdate("2024-01-03", "2024-10-30")
    ing = random.choices(list(ingr), iwt)[0]
    sup, up = ingr[ing]
    up = round(up * random.uniform(0.92, 1.12), 2)
    qty = random.choice([10, 20, 25, 25, 40, 50, 50, 100]) if "flour" in ing or ing == "Sugar" else random.choice([5, 10, 10, 15, 20, 30])
    org = random.random() < 0.3
    if org: up = round(up * 1.35, 2)
    late = random.random() < (0.25 if sup in ("Cocoa Direct", "Nutty Traders") else 0.1)
    row = {
        "PO number": "PO-24-%03d" % (i + 1),
        "Order date": d.strftime("%d/%m/%Y"),
        "Supplier": sup,
        "Ingredient": ing,
        "Qty received (kg)": str(qty),
        "Unit price": "%.2f" % up,
        "Line total": "%.2f" % (qty * up),
        "Organic": "TRUE" if org else "FALSE",
        "Delivered late": "TRUE" if late else "FALSE",
        "Buyer": random.choice(buyers),
        "Allergen tags": allerg[ing],
        "Storage temp (C)": "" if random.random() < 0.06 else str({"Butter": 4, "Eggs": 4, "Milk": 4}.get(ing, 18)),
        "Quality score": "" if random.random() < 0.08 else str(random.choices([5, 4, 3, 2], [40, 40, 15, 5])[0]),
    }
    rows.append(row)
with open("bakery_ingredient_purchases.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)
