#!/usr/bin/env python3
"""Generate five realistic CSV exports for the Tally evaluation (seed 2727)."""
import csv, random, datetime as dt

random.seed(2727)

def money(x):
    return "${:,.2f}".format(x)

def us(d):
    return d.strftime("%m/%d/%Y")

def rdate(start, end):
    s = dt.date.fromisoformat(start); e = dt.date.fromisoformat(end)
    return s + dt.timedelta(days=random.randint(0, (e - s).days))

def maybe_blank(v, p):
    return "" if random.random() < p else v

def write(name, header, rows):
    with open(name, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)

# ---------------------------------------------------------------- 1. brewery batches
styles = {"IPA": (5.8, 7.5, 45, 75), "Stout": (5.0, 9.0, 30, 60), "Lager": (4.2, 5.4, 12, 25),
          "Pale Ale": (4.6, 6.0, 30, 45), "Sour": (3.8, 6.5, 5, 15), "Porter": (5.0, 6.8, 20, 40)}
hops = ["Citra", "Mosaic", "Cascade", "Simcoe", "Saaz", "Hallertau", "Centennial", "Galaxy", "Amarillo"]
brewers = ["Dana Kowalski", "Luis Ortega", "Priya Nair", "Tom Becker", "Aisha Bello"]
rows = []
n = 248
for i in range(n):
    d = rdate("2023-01-05", "2024-06-28")
    style = random.choices(list(styles), weights=[30, 14, 20, 16, 10, 10])[0]
    lo, hi, ilo, ihi = styles[style]
    abv = round(random.uniform(lo, hi), 1)
    ibu = maybe_blank(random.randint(ilo, ihi), 0.07)
    size = random.choice([500, 750, 1000, 1000, 1500, 2000])
    og = round(1.0 + (abv * 7.6 + random.uniform(-3, 3)) / 1000, 3)
    ferm = random.randint(7, 12) if style != "Lager" else random.randint(18, 35)
    if style == "Sour":
        ferm = random.randint(20, 60)
    nh = random.choice([1, 1, 2, 2, 3]) if style in ("IPA", "Pale Ale") else random.choice([0, 1, 1])
    hl = ", ".join(random.sample(hops, nh)) if nh else ""
    cost = round(size * random.uniform(0.9, 1.8) * (1.3 if style == "IPA" else 1.0), 2)
    age = (dt.date(2024, 7, 1) - d).days
    if age < 21:
        status = random.choice(["Fermenting", "Fermenting", "Conditioning"])
    elif age < 60:
        status = random.choice(["Fermenting", "Conditioning", "Packaged", "Packaged"])
    else:
        status = random.choices(["Packaged", "Dumped"], weights=[93, 7])[0]
    qc = "" if status in ("Fermenting",) else ("N" if status == "Dumped" or random.random() < 0.05 else "Y")
    pkg = us(d + dt.timedelta(days=ferm + random.randint(5, 15))) if status == "Packaged" else ""
    rows.append([f"B-{d.year}-{i+1:03d}", d.isoformat(), style, size, abv, ibu, og, ferm,
                 random.choice(brewers), hl, money(cost), qc, status, f"FV{random.randint(1, 8)}", pkg])
rows.sort(key=lambda r: r[1])
write("brewery_batches.csv",
      ["Batch No.", "Brew Date", "Beer Style", "BatchSize", "ABV %", "IBU", "Original Gravity",
       "Fermentation Days", "Brewer", "Hops Used", "Ingredient Cost", "QC Passed", "Status",
       "Tank ID", "Packaged Date"], rows)

# ---------------------------------------------------------------- 2. ski lift tickets
ttypes = {"Full Day": 119, "Half Day": 79, "Multi-Day": 329, "Night": 49, "Season Pass": 899}
agef = {"Adult": 1.0, "Teen": 0.8, "Child": 0.6, "Senior": 0.7}
rows = []
n = 276
for i in range(n):
    d = rdate("2023-12-01", "2024-03-31")
    tt = random.choices(list(ttypes), weights=[40, 18, 15, 12, 5])[0]
    ag = random.choices(list(agef), weights=[55, 15, 20, 10])[0]
    qty = random.choices([1, 2, 3, 4, 5, 6], weights=[35, 30, 12, 14, 5, 4])[0]
    if tt == "Season Pass":
        qty = random.choice([1, 1, 2])
    unit = round(ttypes[tt] * agef[ag] * (1.1 if d.month in (12,) and d.day > 20 else 1.0), 2)
    promo = random.choices(["", "EARLYBIRD", "FAMILY10", "STUDENT15"], weights=[75, 10, 10, 5])[0]
    disc = {"": 0, "EARLYBIRD": 20, "FAMILY10": 10, "STUDENT15": 15}[promo]
    total = round(qty * unit * (1 - disc / 100), 2)
    weather = random.choices(["Sunny", "Snowing", "Cloudy", "Windy"], weights=[35, 30, 25, 10])[0]
    snow = random.randint(60, 210)
    chan = random.choices(["Online", "Ticket Window", "Kiosk", "Partner"], weights=[45, 30, 15, 10])[0]
    member = random.choice(["Yes", "No", "No"])
    rental = random.choice(["TRUE", "FALSE", "FALSE"])
    rows.append([f"LT{100200 + i}", us(d), tt, ag, qty, unit, maybe_blank(disc, 0.0) if disc else "",
                 total, chan, promo, rental, weather, maybe_blank(snow, 0.05), member])
rows.sort(key=lambda r: dt.datetime.strptime(r[1], "%m/%d/%Y"))
write("lift_tickets.csv",
      ["transaction_id", "sale_date", "ticket_type", "age_group", "qty", "unit_price_usd",
       "discount_pct", "total_usd", "sales_channel", "promo_code", "rental_bundle", "weather",
       "snow_depth_cm", "member"], rows)

# ---------------------------------------------------------------- 3. ocean freight quotes
origins = ["Shanghai", "Ningbo", "Shenzhen", "Busan", "Singapore", "Ho Chi Minh City"]
dests = ["Los Angeles", "Rotterdam", "Hamburg", "New York", "Felixstowe"]
ctypes = {"20GP": 1, "40GP": 1.7, "40HC": 1.85, "20RF": 2.4, "45HC": 2.1}
carriers = ["Maersk", "MSC", "CMA CGM", "COSCO", "Hapag-Lloyd", "Evergreen"]
reps = ["J. Park", "M. Rossi", "S. Okafor", "K. Lindqvist"]
rows = []
n = 262
for i in range(n):
    d = rdate("2024-01-02", "2024-09-30")
    o = random.choice(origins)
    de = random.choices(dests, weights=[30, 25, 15, 20, 10])[0]
    ct = random.choices(list(ctypes), weights=[25, 20, 35, 8, 12])[0]
    cnt = random.choices([1, 2, 3, 4, 5, 8, 10], weights=[35, 25, 15, 10, 7, 5, 3])[0]
    base = 1400 if de in ("Los Angeles",) else 1900
    per = base * ctypes[ct] * random.uniform(0.8, 1.35)
    if d.month >= 6:
        per *= 1.35
    of = round(per * cnt, 2)
    baf = round(cnt * random.uniform(120, 380), 2)
    transit = {"Los Angeles": 16, "New York": 32, "Rotterdam": 30, "Hamburg": 33, "Felixstowe": 31}[de] + random.randint(-3, 6)
    valid = d + dt.timedelta(days=random.choice([14, 14, 30, 30, 45]))
    haz = "TRUE" if random.random() < 0.12 else "FALSE"
    if valid < dt.date(2024, 10, 1):
        status = random.choices(["Won", "Lost", "Expired"], weights=[38, 42, 20])[0]
    else:
        status = random.choice(["Open", "Open", "Won", "Lost"])
    wt = round(cnt * random.uniform(6000, 21000) * (0.6 if ct.startswith("20") else 1.0))
    inc = random.choices(["FOB", "CIF", "EXW", "DAP"], weights=[45, 25, 15, 15])[0]
    rows.append([f"Q24-{i+1:04d}", d.isoformat(), o, de, ct, cnt, random.choice(carriers),
                 money(of), maybe_blank(baf, 0.08), transit, valid.strftime("%d-%b-%Y"), haz,
                 status, wt, inc, random.choice(reps)])
rows.sort(key=lambda r: r[1])
write("freight_quotes.csv",
      ["QuoteID", "QuoteDate", "OriginPort", "DestinationPort", "ContainerType", "Containers",
       "Carrier", "Ocean Freight (USD)", "BAF Surcharge", "TransitDays", "ValidUntil",
       "Hazardous", "Status", "Gross Weight (kg)", "Incoterm", "Sales Rep"], rows)

# ---------------------------------------------------------------- 4. clinical trial participants
sites = ["Boston", "Chicago", "Denver", "Houston", "Seattle"]
arms = {"Placebo": 2, "Low Dose": 8, "High Dose": 14}
aes = ["Headache", "Nausea", "Dizziness", "Fatigue", "Cough", "Rash"]
rows = []
n = 234
for i in range(n):
    site = random.choices(sites, weights=[25, 22, 15, 20, 18])[0]
    arm = random.choice(list(arms))
    age = random.randint(35, 78)
    sex = random.choice(["F", "M"])
    wt = round(random.gauss(78 if sex == "F" else 90, 14), 1)
    ht = random.gauss(1.64 if sex == "F" else 1.77, 0.07)
    bmi = round(wt / ht / ht, 1)
    enr = rdate("2023-03-01", "2023-11-30")
    base = random.randint(138, 172)
    r = random.random()
    if r < 0.06:
        status = "Screen Failed"
    elif r < 0.18:
        status = "Withdrawn"
    elif enr > dt.date(2023, 10, 15):
        status = "Active"
    else:
        status = "Completed"
    if status == "Completed":
        wk12 = base - arms[arm] + random.randint(-6, 6)
        visits = 6
    elif status == "Active":
        wk12 = ""
        visits = random.randint(3, 5)
    elif status == "Withdrawn":
        wk12 = ""
        visits = random.randint(1, 4)
    else:
        wk12 = ""
        visits = 0
    nae = 0 if status == "Screen Failed" else random.choices([0, 1, 2, 3], weights=[50, 30, 15, 5] if arm == "Placebo" else [35, 35, 20, 10])[0]
    ae = ", ".join(random.sample(aes, nae))
    smoker = random.choices(["Y", "N"], weights=[22, 78])[0]
    rows.append([f"P-{1001 + i}", site, arm, age, sex, maybe_blank(wt, 0.03), maybe_blank(bmi, 0.0),
                 enr.isoformat(), base, wk12, ae, "Yes" if status == "Completed" else "No",
                 status, smoker, visits])
write("trial_participants.csv",
      ["Participant No.", "Site", "Arm", "Age", "Sex", "Weight (kg)", "BMI", "Enrollment Date",
       "Baseline SBP (mmHg)", "Week 12 SBP (mmHg)", "Adverse Events", "Completed", "Status",
       "Smoker", "Visits Attended"], rows)

# ---------------------------------------------------------------- 5. software license renewals
products = {"Office Suite": 96, "CAD Pro": 1450, "Endpoint Antivirus": 42, "CRM Cloud": 780, "Backup Plus": 120}
mods = {"Office Suite": ["Mail", "Docs", "Teams"], "CAD Pro": ["Rendering", "Simulation", "Cloud Sync"],
        "Endpoint Antivirus": ["Firewall", "EDR"], "CRM Cloud": ["SSO", "API Access", "Audit Log", "Analytics"],
        "Backup Plus": ["Offsite Copy", "Encryption"]}
prefixes = ["Acme", "Northwind", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Hooli", "Vandelay",
            "Pied Piper", "Soylent", "Cyberdyne", "Tyrell", "Wonka", "Gringotts", "Oscorp", "Massive Dynamic",
            "Dunder Mifflin", "Bluth", "Prestige Worldwide", "Monarch", "Sterling Cooper", "Aperture", "Contoso"]
suffixes = ["Inc.", "LLC", "Corp", "Ltd", "Group"]
customers = [f"{p} {random.choice(suffixes)}" for p in prefixes]
depts = ["Finance", "Engineering", "Marketing", "Operations", "IT", "HR"]
ams = ["Rachel Green", "Omar Haddad", "Mei Chen", "Carlos Vega"]
rows = []
n = 289
for i in range(n):
    prod = random.choices(list(products), weights=[30, 12, 25, 18, 15])[0]
    seats = random.choice([5, 10, 10, 25, 25, 50, 100, 150, 250, 500]) if prod != "CAD Pro" else random.choice([2, 3, 5, 8, 10, 15, 20])
    lp = products[prod]
    disc = random.choice([0, 0, 5, 10, 10, 15, 20, 25])
    term = random.choices([12, 24, 36], weights=[60, 25, 15])[0]
    amt = round(seats * lp * (1 - disc / 100) * term / 12, 2)
    exp = rdate("2024-01-01", "2025-03-31")
    status = random.choices(["Renewed", "Pending", "Churned", "Negotiating"], weights=[55, 15, 15, 15])[0]
    if exp > dt.date(2024, 12, 31) and status == "Churned":
        status = "Pending"
    rdt = us(exp - dt.timedelta(days=random.randint(0, 45))) if status == "Renewed" else ""
    k = random.randint(0, len(mods[prod]))
    ml = ", ".join(random.sample(mods[prod], k))
    auto = random.choice(["TRUE", "FALSE"])
    tier = random.choices(["Basic", "Standard", "Premium"], weights=[35, 45, 20])[0]
    rows.append([f"REN-{5000 + i}", random.choice(customers), prod, random.choice(depts), seats,
                 money(lp), disc, money(amt), term, exp.isoformat(), rdt, auto, status,
                 random.choice(ams), ml, tier])
write("license_renewals.csv",
      ["renewal_id", "customer_name", "product", "Dept", "Seat Qty", "list_price", "discount_pct",
       "Renewal Amt", "term_months", "expiry_date", "renewal_date", "auto_renew", "status",
       "account_manager", "modules", "support_tier"], rows)
print("done")
