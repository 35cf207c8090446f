import csv, random, datetime as dt
random.seed(8854)

def rdate(start, end):
    s = dt.date.fromisoformat(start); e = dt.date.fromisoformat(end)
    return s + dt.timedelta(days=random.randint(0, (e - s).days))

def money_us(x):  # $1,234.56
    return "${:,.2f}".format(x)

def wchoice(items, weights):
    return random.choices(items, weights=weights)[0]

# 1 court reporter transcripts: snake_case, ISO date, plain money, Y/N
rows = []
reporters = ["R%02d" % i for i in range(1, 13)]
rw = [9, 7, 6, 6, 5, 5, 4, 4, 3, 2, 2, 1]
courts = ["District Court", "Superior Court", "Family Court", "Probate Court", "Federal Court"]
cw = [30, 25, 18, 10, 17]
ctypes = {"District Court": ["Civil", "Criminal", "Deposition"], "Superior Court": ["Civil", "Criminal"],
          "Family Court": ["Family"], "Probate Court": ["Probate"], "Federal Court": ["Civil", "Criminal", "Deposition"]}
for i in range(251):
    court = wchoice(courts, cw)
    ct = random.choice(ctypes[court])
    exp = random.random() < 0.28
    pages = max(20, int(random.lognormvariate(4.6, 0.7)))
    pages = min(pages, 780)
    rate = random.choice([6.10, 5.25]) if exp else random.choice([3.65, 4.50, 4.50])
    d = rdate("2024-01-02", "2024-12-20")
    days = "" if random.random() < 0.08 else (random.randint(1, 4) if exp else random.randint(5, 30))
    fm = random.sample(["PDF", "ASCII", "Paper", "Condensed"], k=random.choice([1, 1, 2, 2, 3]))
    rows.append({"transcript_id": "T-%d" % (1001 + i), "order_date": d.isoformat(),
                 "reporter_id": wchoice(reporters, rw), "court": court, "case_type": ct,
                 "pages": pages, "rate_per_page": "%.2f" % rate, "total_fee": "%.2f" % round(pages * rate, 2),
                 "expedited": "Y" if exp else "N", "days_to_deliver": days,
                 "copies": random.choice([1, 1, 1, 2, 2, 3, 4]), "formats": ", ".join(fm)})
rows.sort(key=lambda r: r["order_date"])
with open("court_transcripts.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 cemetery plot sales: Title Case w/ units, MM/DD/YYYY, $1,234.56, Yes/No
rows = []
sections = ["Garden of Peace", "Hillside", "Old Oak", "Veterans", "Lakeview"]
sw = [25, 22, 18, 15, 20]
ptypes = {"Single": (30, 40, 2800, 6500), "Companion": (60, 70, 5200, 11000), "Family": (150, 320, 14000, 38000),
          "Cremation Niche": (2, 4, 900, 3200), "Urn Garden": (8, 12, 1500, 4200)}
pw = [35, 25, 8, 17, 15]
agents = ["A-101", "A-102", "A-103", "A-104", "A-105", "A-106", "A-107"]
aw = [20, 18, 15, 12, 10, 6, 4]
for i in range(243):
    pt = wchoice(list(ptypes), pw)
    lo, hi, plo, phi = ptypes[pt]
    sec = wchoice(sections, sw)
    size = random.randint(lo, hi)
    price = round(random.uniform(plo, phi) * (1.15 if sec == "Lakeview" else 1.0), -1) + random.choice([0, 0, 0.5, 0.99]) * 0
    price = round(price, 2)
    d = rdate("2024-01-03", "2024-12-28")
    pn = random.random() < 0.55
    dep = "" if random.random() < 0.12 else money_us(round(price * random.choice([0.1, 0.2, 0.25, 0.5]), 2))
    pc = random.random() < (0.9 if sec == "Veterans" else 0.6)
    serv_pool = ["Opening", "Closing", "Vault", "Marker", "Engraving"] if "Niche" not in pt else ["Engraving", "Marker"]
    sv = random.sample(serv_pool, k=random.randint(1, min(3, len(serv_pool))))
    rows.append({"Sale ID": "CS-%04d" % (3100 + i), "Sale Date": d.strftime("%m/%d/%Y"), "Section": sec,
                 "Plot Type": pt, "Plot Size (sq ft)": size, "Price ($)": money_us(price), "Deposit ($)": dep,
                 "Perpetual Care": "Yes" if pc else "No", "Pre-Need": "Yes" if pn else "No",
                 "Agent ID": wchoice(agents, aw), "Services": ", ".join(sv),
                 "Payment Months": 0 if random.random() < 0.3 else random.choice([12, 24, 36, 48, 60])})
rows.sort(key=lambda r: (r["Sale Date"][6:], r["Sale Date"][:5]))
with open("cemetery_plot_sales.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 ice cream truck routes: camelCase, DD-Mon-YYYY, €37.50, TRUE/FALSE
rows = []
routes = ["Harbor Loop", "Parkside", "Old Town", "Suburbs North", "Beachfront"]
rtw = [20, 22, 18, 15, 25]
drivers = ["D%d" % i for i in range(1, 10)]
dw = [14, 12, 12, 10, 9, 8, 6, 5, 3]
flavors = ["Vanilla", "Mint Choc", "Strawberry", "Cookie Dough", "Mango Sorbet", "Pistachio"]
for i in range(262):
    d = rdate("2024-04-15", "2024-09-30")
    rain = random.random() < 0.22
    temp = random.randint(13, 22) if rain else random.randint(18, 34)
    hrs = round(random.choice([3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7]), 1)
    base = hrs * (6 + (temp - 15) * 0.9) * (0.55 if rain else 1.0) * (1.25 if random.random() < 0.2 else 1)
    units = max(4, int(random.gauss(base, base * 0.15)))
    rev = round(units * random.choice([2.5, 2.75, 3.0, 3.25]) + random.choice([0, 0.5, 1.0]), 2)
    so = random.sample(flavors, k=random.choice([0, 0, 0, 1, 1, 2])) if units > 60 else []
    rows.append({"runId": "ICR%04d" % (i + 1), "runDate": d.strftime("%d-%b-%Y"), "driverId": wchoice(drivers, dw),
                 "route": wchoice(routes, rtw), "truckNo": random.choice(["T1", "T2", "T3", "T4", "T5"]),
                 "hoursOut": hrs, "unitsSold": units, "revenue": "€{:,.2f}".format(rev),
                 "rainyDay": "TRUE" if rain else "FALSE", "tempC": temp,
                 "flavorsSoldOut": ", ".join(so), "fuelLitres": "" if random.random() < 0.1 else round(random.uniform(6, 19), 1)})
rows.sort(key=lambda r: dt.datetime.strptime(r["runDate"], "%d-%b-%Y"))
with open("ice_cream_truck_routes.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 coworking desk bookings: UPPER abbreviated, ISO datetimes, plain money, 1/0
rows = []
members = ["M-%03d" % i for i in range(1, 61)]
mw = [random.choice([1, 1, 2, 3, 5, 8]) for _ in members]
dtypes = {"Hot Desk": (2, 9, 6.0), "Dedicated": (4, 10, 8.5), "Private Office": (4, 10, 18.0), "Meeting Pod": (1, 3, 25.0)}
dtw = [45, 25, 15, 15]
plans = ["Day Pass", "Flex", "Pro", "Enterprise"]
for i in range(247):
    m = wchoice(members, mw)
    plan = plans[int(m[2:]) % 4]
    dtp = wchoice(list(dtypes), dtw)
    lo, hi, rate = dtypes[dtp]
    loc = wchoice(["Downtown", "Riverside", "Tech Park"], [45, 30, 25])
    if dtp == "Meeting Pod" and loc == "Tech Park" and random.random() < 0.7:
        loc = "Downtown"
    hrs = random.choice([x / 2 for x in range(lo * 2, hi * 2 + 1)])
    amt = "" if plan == "Enterprise" and random.random() < 0.6 else "%.2f" % round(hrs * rate * (0.8 if plan == "Pro" else 1.0), 2)
    day = rdate("2024-01-02", "2024-06-28")
    start = dt.datetime.combine(day, dt.time(random.choice([7, 8, 8, 9, 9, 9, 10, 10, 11, 13, 14]), random.choice([0, 0, 15, 30, 45])))
    am = random.sample(["monitor", "locker", "printing", "phone booth"], k=random.choice([0, 1, 1, 2, 3]))
    rows.append({"BKG_ID": "BK%05d" % (20000 + i), "MBR_ID": m, "BKG_START": start.isoformat(), "LOC": loc,
                 "DESK_TYP": dtp, "HRS": hrs, "AMT": amt, "MBR_PLAN": plan,
                 "MTG_RM": 1 if random.random() < 0.25 else 0, "NO_SHOW": 1 if random.random() < 0.09 else 0,
                 "AMEN": ", ".join(am)})
rows.sort(key=lambda r: r["BKG_START"])
with open("coworking_desk_bookings.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 quilting guild projects: PascalCase, "Mar 5, 2024", "$84.20", true/false
rows = []
qm = ["Q-%02d" % i for i in range(1, 36)]
qmw = [random.choice([1, 2, 3, 4, 6]) for _ in qm]
patterns = ["Log Cabin", "Double Wedding Ring", "Flying Geese", "Lone Star", "Nine Patch", "Crazy Quilt"]
ptw = [24, 12, 18, 10, 22, 14]
sizes = {"Baby": (1.5, 3.5, 12, 30), "Lap": (3, 6, 20, 48), "Twin": (5, 9, 36, 80), "Queen": (8, 13, 64, 120), "King": (10, 16, 81, 150)}
szw = [15, 30, 20, 22, 13]
for i in range(233):
    sz = wchoice(list(sizes), szw)
    ylo, yhi, blo, bhi = sizes[sz]
    yards = round(random.uniform(ylo, yhi), 1)
    if sz == "King" and i == 57:
        yards = 7.8
    cost = round(yards * random.uniform(9.5, 16.0) + random.uniform(5, 40), 2)
    start = rdate("2023-09-01", "2024-12-15")
    fin = start + dt.timedelta(days=random.randint(20, 300))
    finished = fin <= dt.date(2024, 12, 31) and random.random() < 0.8
    hand = random.random() < 0.3
    show = finished and random.random() < 0.35
    ribbon = wchoice(["Blue", "Red", "White", ""], [2, 3, 3, 4]) if show else ""
    pat = wchoice(patterns, ptw)
    tech = ["piecing"] if pat != "Crazy Quilt" else ["embroidery"]
    tech += random.sample(["applique", "paper piecing", "embroidery", "trapunto"], k=random.choice([0, 0, 1, 2]))
    tech = list(dict.fromkeys(tech))
    fmt = lambda d: d.strftime("%b ") + str(d.day) + d.strftime(", %Y")
    rows.append({"ProjectNo": "QP-%03d" % (i + 1), "MemberNo": wchoice(qm, qmw), "Pattern": pat, "QuiltSize": sz,
                 "StartedOn": fmt(start), "FinishedOn": fmt(fin) if finished else "",
                 "BlockCount": random.randint(blo, bhi), "FabricYards": yards, "MaterialCost": "$%.2f" % cost,
                 "HandQuilted": "true" if hand else "false", "ShowEntry": "true" if show else "false",
                 "Ribbon": ribbon, "Techniques": ", ".join(tech)})
with open("quilting_guild_projects.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
