import csv, random, datetime
random.seed(10130)
D0 = datetime.date(2024, 1, 1)
def rdate(): return D0 + datetime.timedelta(days=random.randint(0, 364))
def money_usd(x): return "${:,.2f}".format(x)
MON = ["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]

# 1 chimney sweep visits: snake_case, ISO date, $1,234.56, Y/N
n = 240
rows = []
custs = ["C%03d" % i for i in range(1, 81)]
sweeps = ["Hal", "Maureen", "Dev", "Olu", "Grace"]
for i in range(n):
    d = rdate()
    ftype = random.choices(["wood stove", "open fireplace", "oil flue", "gas fire", "pellet stove"], [35, 30, 12, 13, 10])[0]
    flues = random.choices([1, 2, 3], [70, 22, 8])[0]
    base = {"wood stove": 85, "open fireplace": 95, "oil flue": 110, "gas fire": 70, "pellet stove": 90}[ftype]
    price = round(base + 25 * (flues - 1) + random.choice([0, 0, 15, 30, 45]), 2)
    cert = random.choice(["Y", "Y", "Y", "N"])
    tags = random.sample(["creosote", "birds nest", "cracked liner", "soot fall", "cowl fitted", "smoke test"], random.choice([0, 1, 1, 2, 3]))
    mins = random.choice([30, 45, 45, 60, 60, 75, 90]) + 15 * (flues - 1)
    rating = random.choice([3, 4, 4, 5, 5, 5, ""])
    rows.append({"visit_id": "SW-%04d" % (1001 + i), "visit_date": d.isoformat(), "customer_id": random.choice(custs),
                 "sweep_name": random.choice(sweeps), "appliance_type": ftype, "flue_count": flues,
                 "duration_min": mins, "price_charged": money_usd(price), "certificate_issued": cert,
                 "findings": ", ".join(tags), "customer_rating": rating,
                 "postcode_area": random.choice(["BA1", "BA2", "BS3", "SN14", "BA15"])})
rows.sort(key=lambda r: r["visit_date"])
with open("chimney_sweep_visits.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 2 organ tuning visits: camelCase, MM/DD/YYYY, plain numbers, TRUE/FALSE
n = 230
rows = []
venues = ["St Mary's", "Grace Chapel", "Trinity Church", "City Hall", "Oakwood School", "St Luke's", "Riverside Abbey", "Holy Cross", "Unity Hall", "Westgate Methodist"]
techs = ["T01", "T02", "T03", "T04"]
for i in range(n):
    d = rdate()
    otype = random.choices(["pipe", "electronic", "reed", "theatre"], [55, 25, 12, 8])[0]
    ranks = random.randint(4, 40) if otype in ("pipe", "theatre") else random.randint(1, 6)
    hours = round(random.choice([1.5, 2, 2.5, 3, 3.5, 4, 5, 6]) + (ranks // 15), 1)
    fee = round(hours * random.choice([55, 60, 65]) + random.choice([0, 0, 20, 40]), 2)
    stops = random.sample(["Principal", "Trumpet", "Flute", "Diapason", "Mixture", "Oboe", "Bourdon"], random.choice([1, 2, 2, 3]))
    pitch = random.choice(["A440", "A440", "A440", "A442", "A435"])
    rows.append({"visitNo": 5000 + i, "visitDate": d.strftime("%m/%d/%Y"), "venueName": random.choice(venues),
                 "technicianId": random.choice(techs), "organType": otype, "rankCount": ranks,
                 "hoursOnSite": hours, "feeAmount": fee if random.random() > 0.04 else "",
                 "humidityPct": random.randint(30, 70), "followUpNeeded": random.choice(["TRUE", "FALSE", "FALSE"]),
                 "stopsServiced": ", ".join(stops), "pitchStandard": pitch})
rows.sort(key=lambda r: datetime.datetime.strptime(r["visitDate"], "%m/%d/%Y"))
with open("organ_tuning_visits.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 3 roof rack rentals: Title Case with units, DD-Mon-YYYY, €37.50, Yes/No
n = 260
rows = []
members = ["M%02d" % i for i in range(1, 61)]
for i in range(n):
    d = rdate()
    days = random.choices([1, 2, 3, 4, 5, 7, 10, 14], [10, 15, 18, 12, 12, 15, 10, 8])[0]
    kind = random.choices(["Roof Box", "Bike Carrier", "Kayak Cradle", "Ski Rack", "Load Bars"], [35, 25, 12, 15, 13])[0]
    rate = {"Roof Box": 12.5, "Bike Carrier": 9.0, "Kayak Cradle": 11.0, "Ski Rack": 8.5, "Load Bars": 6.0}[kind]
    total = round(rate * days, 2)
    dep = random.choice([50, 50, 75, 100])
    acc = random.sample(["straps", "lock", "fitting kit", "padding", "extra bar"], random.choice([0, 1, 1, 2]))
    dmg = random.choices(["Yes", "No"], [8, 92])[0]
    car = random.choice(["VW Golf", "Skoda Octavia", "Toyota RAV4", "Ford Focus", "Volvo V60", ""])
    rows.append({"Rental Ref": "RR%04d" % (300 + i), "Start Date": "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year),
                 "Member ID": random.choice(members), "Rack Type": kind, "Days Rented": days,
                 "Daily Rate (€)": "€%.2f" % rate, "Total Charge (€)": "€%.2f" % total, "Deposit (€)": "€%.2f" % dep,
                 "Damage Reported": dmg, "Accessories": ", ".join(acc), "Vehicle Model": car,
                 "Branch": random.choices(["Dublin", "Galway", "Cork", "Limerick"], [40, 25, 22, 13])[0]})
rows.sort(key=lambda r: datetime.datetime.strptime(r["Start Date"], "%d-%b-%Y"))
with open("roof_rack_rentals.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 4 school uniform exchanges: ABBREV UPPER, ISO datetimes, plain numbers, 1/0
n = 250
rows = []
fams = ["F%03d" % i for i in range(1, 91)]
for i in range(n):
    d = rdate()
    t = datetime.datetime(d.year, d.month, d.day, random.randint(8, 17), random.choice([0, 15, 30, 45]))
    school = random.choices(["Hillside Primary", "St Anne's", "Northfield High", "Meadow Lane"], [35, 25, 28, 12])[0]
    items = random.sample(["blazer", "jumper", "shirt", "skirt", "trousers", "PE kit", "tie"], random.choice([1, 1, 2, 3]))
    rcvd = random.randint(0, 6)
    issd = random.randint(0, 5)
    cond = random.choice(["A", "B", "B", "C", ""])
    donation = random.choice([0, 0, 0, 2, 5, 5, 10])
    rows.append({"EXCH_ID": 9000 + i, "EXCH_DTTM": t.strftime("%Y-%m-%dT%H:%M:%S"), "FAMILY_ID": random.choice(fams),
                 "SCHOOL_NM": school, "QTY_RCVD": rcvd, "QTY_ISSD": issd, "ITEMS": ", ".join(items),
                 "COND_GRD": cond, "DONATION_AMT": donation, "VOL_ID": random.choice(["V1", "V2", "V3", "V4", "V5", "V6"]),
                 "NEW_FAM_FLG": random.choice([1, 0, 0, 0]), "SIZE_CAT": random.choice(["age 4-6", "age 7-9", "age 10-12", "adult S", "adult M"])})
rows.sort(key=lambda r: r["EXCH_DTTM"])
with open("school_uniform_exchanges.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 5 wedding cake tastings: Sentence case, "Mar 5, 2024", "USD 450" style? -> "$450" no cents, true/false
n = 225
rows = []
bakers = ["Ana", "Bruno", "Chloe", "Dimitri"]
couples = ["CPL-%03d" % i for i in range(1, 151)]
for i in range(n):
    d = rdate()
    guests = random.choice([50, 60, 80, 100, 100, 120, 150, 180, 200, 250])
    tiers = random.choices([1, 2, 3, 4, 5], [5, 25, 40, 22, 8])[0]
    flavours = random.sample(["vanilla", "lemon", "chocolate", "red velvet", "carrot", "salted caramel", "raspberry"], random.choice([2, 3, 3, 4]))
    booked = random.random() < 0.45
    quote = guests * random.choice([4, 5, 6, 7]) + tiers * 40
    dep = "$%d" % (quote // 4) if booked else ""
    rows.append({"Tasting ref": "WT%03d" % (i + 1), "Tasting date": "%s %d, %d" % (MON[d.month - 1], d.day, d.year),
                 "Couple id": random.choice(couples), "Baker": random.choice(bakers), "Guest count": guests,
                 "Tiers": tiers, "Flavours tasted": ", ".join(flavours), "Quoted price": "$%d" % quote,
                 "Deposit paid": dep, "Booked": "true" if booked else "false",
                 "Tasting fee waived": random.choice(["true", "false", "false"]),
                 "Wedding month": MON[random.randint(0, 11)] if random.random() > 0.05 else ""})
rows.sort(key=lambda r: datetime.datetime.strptime(r["Tasting date"], "%b %d, %Y"))
with open("wedding_cake_tastings.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)
