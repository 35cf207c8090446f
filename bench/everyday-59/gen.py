import csv, random, datetime as dt
random.seed(10068)
D0 = dt.date(2024, 1, 1)
def rdate(start=D0, days=365):
    return start + dt.timedelta(days=random.randrange(days))
def money_us(x): return "${:,.2f}".format(x)
def money_eu(x): return "€{:,.2f}".format(x)
MON = ["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]
def dmy(d): return "%02d-%s-%d" % (d.day, MON[d.month-1], d.year)

# 1 dental hygiene recalls: snake_case, ISO dates, plain money, Y/N
rows = []
n = 246
patients = ["P-%04d" % i for i in range(1001, 1096)]
hyg = ["Ana Ruiz", "Ben Cole", "Chloe Park", "Dev Patel"]
rtypes = ["6-month", "3-month perio", "4-month perio", "annual"]
procs = ["cleaning", "x-rays", "fluoride", "sealants", "scaling", "oral cancer screen"]
for i in range(n):
    rt = random.choices(rtypes, [55, 15, 12, 18])[0]
    due = rdate()
    method = random.choices(["SMS", "Email", "Phone", "Letter"], [40, 30, 22, 8])[0]
    att = random.choices([0, 1, 2, 3, 4], [6, 40, 28, 16, 10])[0]
    booked = random.random() < 0.68 if att > 0 else False
    appt = (due + dt.timedelta(days=random.randint(-10, 40))).isoformat() if booked else ""
    ins = random.choices(["Delta Dental", "Cigna", "MetLife", "Self-pay", ""], [35, 20, 18, 17, 10])[0]
    base = {"6-month": 145, "3-month perio": 210, "4-month perio": 195, "annual": 165}[rt]
    p = ["cleaning"] + random.sample(procs[1:], random.choice([0, 0, 1, 1, 2]))
    fee = base + 35 * (len(p) - 1) + random.choice([0, 0, 0, 15, 25])
    fee = "%.2f" % fee if booked else ""
    noshow = ("Y" if random.random() < 0.12 else "N") if booked else ""
    age = str(random.randint(8, 88)) if random.random() > 0.06 else ""
    rows.append({"recall_id": "RC-%05d" % (20001 + i), "patient_id": random.choice(patients),
                 "hygienist": random.choice(hyg), "recall_type": rt, "due_date": due.isoformat(),
                 "contact_method": method, "contact_attempts": att, "booked": "Y" if booked else "N",
                 "appointment_date": appt, "insurance": ins, "fee": fee, "procedures": ", ".join(p),
                 "no_show": noshow, "patient_age": age})
with open("hygiene_recalls.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 hardware store returns: camelCase, MM/DD/YYYY, $1,234.56, true/false
rows = []
n = 258
custs = ["C%04d" % i for i in range(300, 410)]
depts = {"Tools": (15, 450), "Plumbing": (4, 180), "Electrical": (3, 220), "Paint": (12, 65), "Garden": (6, 320), "Fasteners": (2, 25)}
reasons = ["defective", "wrong size", "changed mind", "duplicate purchase", "missing parts", "damaged in transit"]
for i in range(n):
    d = random.choices(list(depts), [22, 18, 16, 16, 18, 10])[0]
    lo, hi = depts[d]
    price = round(random.uniform(lo, hi), 2)
    if random.random() < 0.1: price = round(price) - 0.01
    qty = random.choices([1, 2, 3, 4, 6, 10], [60, 18, 8, 5, 5, 4])[0]
    receipt = random.random() < 0.82
    opened = random.random() < 0.45
    fee = round(price * qty * 0.15, 2) if (opened and d in ("Tools", "Garden") and price > 100) else 0.0
    refund = round(price * qty - fee, 2)
    method = random.choices(["Card", "Cash", "Store Credit"], [55, 20, 25])[0] if receipt else "Store Credit"
    rs = random.sample(reasons, random.choice([1, 1, 1, 2]))
    cond = random.choices(["New", "Opened", "Damaged"], [45, 40, 15])[0] if not opened else random.choice(["Opened", "Opened", "Damaged"])
    rows.append({"returnId": "R%06d" % (880100 + i), "returnDate": rdate().strftime("%m/%d/%Y"),
                 "customerId": random.choice(custs) if random.random() > 0.07 else "",
                 "department": d, "itemSku": "SKU-%05d" % random.randint(10000, 99999),
                 "qtyReturned": qty, "unitPrice": money_us(price), "restockingFee": money_us(fee),
                 "refundAmount": money_us(refund), "refundMethod": method,
                 "hasReceipt": "true" if receipt else "false", "openedBox": "true" if opened else "false",
                 "itemCondition": cond, "reasonTags": ", ".join(rs),
                 "cashierId": random.choice(["E12", "E15", "E21", "E33", "E40"])})
with open("hardware_returns.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 boat winter storage: Title Case with units, DD-Mon-YYYY, €, Yes/No
rows = []
n = 232
owners = ["OW-%03d" % i for i in range(1, 150)]
names = ["Sea Breeze", "Osprey", "Blue Heron", "Windward", "Serenity", "Knot Working", "Reel Time", "Aquila", "Second Wind", "Marlin", "Puffin", "Tern Again", "Salty Dog", "Valkyrie", "Nomad"]
btypes = {"Sailboat": (22, 42), "Powerboat": (17, 34), "Pontoon": (18, 26), "Cabin Cruiser": (26, 45), "Jet Ski": (9, 12)}
stypes = {"Indoor Heated": 58, "Indoor Cold": 41, "Outdoor Rack": 22, "Shrink-Wrapped Yard": 30}
services = ["shrink wrap", "engine winterize", "bottom paint", "battery tender", "detailing", "mast unstep"]
for i in range(n):
    season = random.choice([2023, 2024])
    bt = random.choices(list(btypes), [35, 30, 14, 13, 8])[0]
    length = random.randint(*btypes[bt])
    st = random.choices(list(stypes), [22, 25, 20, 33])[0]
    if bt == "Jet Ski": st = random.choice(["Indoor Cold", "Outdoor Rack"])
    haul = dt.date(season, 9, 10) + dt.timedelta(days=random.randrange(80))
    launch = dt.date(season + 1, 4, 1) + dt.timedelta(days=random.randrange(60))
    sv = random.sample([s for s in services if not (s == "mast unstep" and bt != "Sailboat")], random.choice([1, 1, 2, 2, 3]))
    fee = length * stypes[st] + random.choice([0, 0, 50, 75, 120])
    winter = "Yes" if "engine winterize" in sv or random.random() < 0.5 else "No"
    dep = "Yes" if random.random() < 0.7 else "No"
    rows.append({"Contract No": "WS-%d-%03d" % (season, i + 1), "Owner ID": random.choice(owners),
                 "Boat Name": random.choice(names), "Boat Type": bt, "Length (ft)": length,
                 "Beam (ft)": round(length * random.uniform(0.28, 0.36), 1) if random.random() > 0.08 else "",
                 "Storage Type": st, "Haul Out Date": dmy(haul),
                 "Launch Date": dmy(launch) if random.random() > 0.1 else "",
                 "Storage Fee": money_eu(fee), "Winterized": winter, "Deposit Paid": dep,
                 "Services": ", ".join(sv), "Yard Hand": random.choice(["Jonas", "Mireille", "Sven", "Kat"])})
with open("boat_storage.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 piano rentals: UPPER abbreviations, ISO date-times, plain money, TRUE/FALSE
rows = []
n = 227
custs = ["CU%03d" % i for i in range(100, 190)]
models = {"Yamaha U1": ("Upright", 95), "Kawai K-300": ("Upright", 89), "Yamaha P-125": ("Digital", 39),
          "Roland FP-30X": ("Digital", 35), "Kawai GL-10": ("Grand", 179), "Yamaha C3X": ("Grand", 249),
          "Boston UP-118": ("Upright", 79)}
acc = ["bench", "lamp", "cover", "humidifier", "castor cups", "headphones"]
for i in range(n):
    m = random.choices(list(models), [22, 16, 20, 14, 8, 5, 15])[0]
    typ, fee = models[m]
    term = random.choices([3, 6, 12], [30, 40, 30])[0]
    ts = dt.datetime(2024, 1, 1, 8) + dt.timedelta(days=random.randrange(366), minutes=random.randrange(0, 600, 15))
    delfee = {"Upright": 150, "Grand": 325, "Digital": 0}[typ] + random.choice([0, 0, 40])
    status = random.choices(["Active", "Returned", "Purchased", "Cancelled"], [50, 28, 12, 10])[0]
    rto = random.random() < (0.45 if typ != "Digital" else 0.15)
    a = random.sample(acc, random.choice([0, 1, 1, 2, 3]))
    tun = {"Upright": random.choice([1, 2]), "Grand": random.choice([2, 3, 4]), "Digital": 0}[typ]
    rows.append({"CNTR_ID": "PR-%04d" % (4400 + i), "CUST_NO": random.choice(custs),
                 "PIANO_MDL": m, "PIANO_TYP": typ, "START_TS": ts.strftime("%Y-%m-%dT%H:%M:%S"),
                 "TERM_MO": term, "MO_FEE": "%.2f" % (fee + random.choice([0, 0, 0, 10])),
                 "DEL_FEE": "%.2f" % delfee if random.random() > 0.05 else "",
                 "TUNINGS_INCL": tun, "RTO_FLG": "TRUE" if rto else "FALSE",
                 "INS_FLG": "TRUE" if random.random() < 0.6 else "FALSE", "STATUS": status,
                 "CITY": random.choices(["Portland", "Salem", "Eugene", "Bend", "Corvallis"], [40, 18, 18, 12, 12])[0],
                 "ACCESSORIES": ", ".join(a)})
with open("piano_rentals.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 dumpster rentals: lower-case spaced headers, YYYY/MM/DD, plain w/ thousands, 1/0
rows = []
n = 264
custs = ["K-%03d" % i for i in range(1, 80)]
sizes = {10: 325, 15: 395, 20: 465, 30: 560, 40: 650}
debris = ["wood", "drywall", "concrete", "shingles", "yard waste", "metal", "household junk"]
for i in range(n):
    size = random.choices(list(sizes), [18, 20, 30, 22, 10])[0]
    d = rdate()
    days = random.choices([3, 5, 7, 10, 14, 21], [12, 20, 35, 15, 12, 6])[0]
    tons = round(random.uniform(0.4, size * 0.16), 2)
    allow = {10: 1.5, 15: 2, 20: 3, 30: 4, 40: 5}[size]
    over = tons > allow
    price = sizes[size] + max(0, days - 7) * 12 + (round((tons - allow) * 85, 2) if over else 0)
    permit = random.random() < 0.22
    if permit: price += 45
    deb = random.sample(debris, random.choice([1, 1, 2, 2, 3]))
    ctype = random.choices(["residential", "contractor", "commercial"], [50, 35, 15])[0]
    rows.append({"order no": "DM%05d" % (31000 + i), "customer id": random.choice(custs),
                 "customer type": ctype, "drop date": d.strftime("%Y/%m/%d"),
                 "days rented": days, "size yd": size, "tons": tons if random.random() > 0.05 else "",
                 "overweight": 1 if over else 0, "permit needed": 1 if permit else 0,
                 "total charge": "{:,.2f}".format(price),
                 "debris types": ", ".join(deb), "driver": random.choice(["Luis", "Mo", "Tanya", "Greg", "Ike"]),
                 "zip": random.choice(["97201", "97202", "97206", "97217", "97222"])})
with open("dumpster_rentals.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
