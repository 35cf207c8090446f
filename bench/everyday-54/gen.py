import csv, random, datetime
random.seed(9258)
R = random

def pick(weights):
    items = list(weights.keys()); w = list(weights.values())
    return R.choices(items, weights=w)[0]

def rdate(start, end):
    s = datetime.date.fromisoformat(start); e = datetime.date.fromisoformat(end)
    return s + datetime.timedelta(days=R.randint(0, (e - s).days))

# 1. Hot air balloon festival entries: snake_case, ISO dates, plain money, Y/N
pilots = [f"P{n:02d}" for n in range(1, 41)]
pnames = ["Ana Ruiz","Ben Cole","Cara Long","Dev Shah","Eli Moss","Fay Park","Gus Hale","Hana Ito","Ian Roth","Jo Kerr",
          "Kai Dunn","Lea Wolf","Max Bell","Nia Ford","Oli Nash","Pia Lund","Quin Ray","Rosa Vega","Sam Frey","Tia Holm",
          "Uma Rao","Vic Lane","Wes Pope","Xia Chen","Yan Berg","Zoe Hart","Abe Noor","Bea Lin","Cy Ames","Dora Fox",
          "Ed Kahn","Flo Reid","Gil Voss","Hal Orr","Ivy Sato","Jem Ash","Kit Yates","Lou Dix","Mo Birk","Ned Cruz"]
pmap = dict(zip(pilots, pnames))
fests = {"Albuquerque Fiesta": 5, "Bristol Fiesta": 4, "Lorraine Mondial": 3, "Saga International": 2, "Chateau-d'Oex Week": 2}
btypes = {"Standard": 10, "Special Shape": 3, "Hopper": 2, "Gas": 1}
tagpool = ["competition", "tethered", "photo flight", "sponsor banner", "first timer", "dawn patrol"]
rows = []
pw = [R.random() ** 2 + 0.05 for _ in pilots]
for i in range(248):
    p = R.choices(pilots, weights=pw)[0]
    bt = pick(btypes)
    vol = {"Standard": R.choice([2200, 2600, 3000, 3400, 4000]), "Special Shape": R.randint(3000, 6500),
           "Hopper": R.choice([900, 1100, 1200]), "Gas": R.choice([1000, 1400])}[bt]
    status = pick({"Flown": 14, "Scrubbed": 4, "Cancelled": 2})
    fee = R.choice([250, 300, 350, 350, 400, 450]) + (150 if bt == "Special Shape" else 0)
    fee = fee + R.choice([0, 0, 0, 25.5, 12.75])
    score = round(R.uniform(4, 9.8), 1) if status == "Flown" else None
    alt = R.randint(800, 9000) // 10 * 10 if status == "Flown" else None
    tags = R.sample(tagpool, R.choice([0, 1, 1, 2, 2, 3]))
    rows.append({
        "entry_id": f"E{1001+i}", "pilot_id": p, "pilot_name": pmap[p], "festival": pick(fests),
        "entry_date": rdate("2024-01-05", "2024-10-28").isoformat(), "balloon_type": bt,
        "envelope_volume_m3": "" if R.random() < 0.05 else vol, "entry_fee": f"{fee:.2f}",
        "crew_size": R.choice([2, 3, 3, 4, 4, 4, 5, 6, 8]), "night_glow": "Y" if R.random() < 0.35 else ("N" if R.random() < 0.93 else ""),
        "flight_status": status, "judge_score": "" if score is None else score,
        "max_altitude_ft": "" if alt is None else alt, "tags": ", ".join(tags)})
with open("balloon_entries.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 2. Ferry ticket refunds: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
customers = [f"C{n:03d}" for n in range(100, 190)]
cw = [R.random() ** 3 + 0.02 for _ in customers]
routes = {"Harbor - Gull Island": 6, "Harbor - Pine Point": 4, "Northport - Seal Bay": 3, "Seal Bay - Gull Island": 2}
classes = {"Economy": 8, "Business": 2, "Vehicle": 3}
reasons = {"Weather cancellation": 5, "Schedule change": 3, "Change of plans": 6, "Medical": 2, "Duplicate booking": 1}
channels = {"Web": 6, "App": 4, "Phone": 3, "Counter": 2}
flagpool = ["weather", "vip", "partial", "escalated", "repeat"]
rows = []
for i in range(263):
    cls = pick(classes); reason = pick(reasons)
    pax = R.choice([1, 1, 1, 2, 2, 3, 4])
    base = {"Economy": 42.5, "Business": 96.0, "Vehicle": 185.0}[cls]
    price = round(base * pax * R.choice([1, 1, 1.1, 0.9]), 2)
    if cls == "Vehicle" and R.random() < 0.15: price = round(price * 6, 2)
    p_app = {"Weather cancellation": 0.95, "Schedule change": 0.85, "Medical": 0.7, "Change of plans": 0.35, "Duplicate booking": 0.9}[reason]
    approved = R.random() < p_app
    refund = round(price * R.choice([1, 1, 0.5, 0.8]), 2) if approved else 0.0
    sail = rdate("2024-01-02", "2024-12-20")
    req = sail - datetime.timedelta(days=R.randint(-10, 20))
    proc = R.randint(1, 21)
    flags = []
    if reason == "Weather cancellation" and R.random() < 0.6: flags.append("weather")
    for fl in flagpool[1:]:
        if R.random() < 0.12: flags.append(fl)
    rows.append({
        "refundId": f"R-{5001+i}", "customerId": R.choices(customers, weights=cw)[0],
        "sailingDate": sail.strftime("%m/%d/%Y"), "requestDate": req.strftime("%m/%d/%Y"),
        "route": pick(routes), "ticketClass": cls, "passengerCount": pax,
        "ticketPrice": f"${price:,.2f}", "refundAmount": f"${refund:,.2f}" if approved else ("" if R.random() < 0.5 else "$0.00"),
        "approved": "TRUE" if approved else "FALSE", "refundReason": reason, "channel": pick(channels),
        "processingDays": "" if R.random() < 0.07 else proc, "flags": ", ".join(flags)})
with open("ferry_refunds.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 3. Recording studio gear rentals: Title Case with units, DD-Mon-YYYY, €37.50, Yes/No
gear = {"Neumann U87": ("Microphones", 45.0, 0.5), "Shure SM7B": ("Microphones", 12.0, 0.8),
        "AKG C414": ("Microphones", 30.0, 0.6), "Fender Twin Reverb": ("Amplifiers", 35.0, 30.0),
        "Marshall JCM800": ("Amplifiers", 40.0, 21.0), "Yamaha C3 Piano": ("Keyboards", 150.0, 320.0),
        "Nord Stage 3": ("Keyboards", 55.0, 18.0), "DW Collector's Kit": ("Drums", 80.0, 45.0),
        "Universal Audio 1176": ("Outboard", 38.0, 4.5), "API 512c Preamp": ("Outboard", 22.0, 1.2),
        "Genelec 8040 Pair": ("Monitors", 50.0, 19.0), "Yamaha NS10 Pair": ("Monitors", 28.0, 13.0)}
gw = [5, 8, 5, 4, 3, 1, 3, 2, 3, 4, 2, 3]
clients = [f"CL-{n}" for n in range(200, 260)]
clw = [R.random() ** 2 + 0.03 for _ in clients]
staff = ["Marta", "Jonas", "Priya", "Theo"]
accpool = ["cables", "stand", "case", "pop filter", "shock mount", "power supply"]
rows = []
for i in range(236):
    g = R.choices(list(gear), weights=gw)[0]; cat, rate, wt = gear[g]
    days = R.choice([1, 1, 1, 2, 2, 3, 5, 7, 14])
    total = rate * days * (0.85 if days >= 7 else 1)
    d = rdate("2024-01-03", "2024-12-18")
    acc = R.sample(accpool, R.choice([0, 1, 2, 2, 3]))
    rows.append({
        "Rental ID": f"GR{3100+i}", "Client ID": R.choices(clients, weights=clw)[0], "Gear Item": g, "Category": cat,
        "Checkout Date": d.strftime("%d-%b-%Y"), "Days Rented": days, "Daily Rate (€)": f"€{rate:,.2f}",
        "Total (€)": "" if R.random() < 0.04 else f"€{total:,.2f}",
        "Deposit Paid": "Yes" if R.random() < 0.8 else "No",
        "Damage Reported": "Yes" if R.random() < 0.08 else ("No" if R.random() < 0.9 else ""),
        "Weight (kg)": wt, "Accessories": ", ".join(acc), "Checked Out By": R.choice(staff)})
with open("studio_gear_rentals.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 4. Museum membership renewals: UPPER abbreviations, ISO date-times, plain numbers, 1/0
tiers = {"INDIVIDUAL": (65, 8), "DUAL": (95, 6), "FAMILY": (130, 7), "PATRON": (300, 2), "BENEFACTOR": (1000, 1)}
members = [f"M{n}" for n in range(7000, 7180)]
staffids = ["S11", "S12", "S15", "S21", "S22", "S30"]
perkpool = ["parking", "cafe discount", "lectures", "guest passes", "shop discount", "previews"]
rows = []
mtier = {m: R.choices(list(tiers), weights=[t[1] for t in tiers.values()])[0] for m in members}
for i in range(257):
    m = R.choice(members); t = mtier[m]
    fee = tiers[t][0]; disc = R.choice([0, 0, 0, 10, 15, 20])
    ts = datetime.datetime(2023, 1, 1) + datetime.timedelta(minutes=R.randint(0, 2 * 365 * 24 * 60 - 1))
    ts = ts.replace(hour=R.randint(9, 17), second=0)
    rows.append({
        "MBR_ID": m, "TIER": t, "RNW_TS": ts.strftime("%Y-%m-%dT%H:%M:%S"), "FEE_AMT": round(fee * (100 - disc) / 100),
        "DISC_PCT": disc, "AUTO_RNW": 1 if R.random() < 0.45 else 0, "PMT_MTHD": pick({"CARD": 6, "ONLINE": 5, "CASH": 1, "CHECK": 2}),
        "VISITS_PRV_YR": "" if R.random() < 0.06 else R.choice([0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20]),
        "BRANCH": pick({"MAIN": 6, "NORTH": 3, "HARBOR": 2}), "STAFF_ID": R.choice(staffids),
        "PERKS": ", ".join(R.sample(perkpool, R.choice([1, 1, 2, 3]))),
        "LAPSE_DAYS": R.choice([0, 0, 0, 0, 3, 7, 14, 30, 45, 90])})
with open("museum_renewals.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)

# 5. Community theater auditions: Sentence case with spaces, "Month D, YYYY", $15 fees, true/false
prods = {"Our Town": ("2024-01-08", "2024-02-20"), "Guys and Dolls": ("2024-03-01", "2024-04-15"),
         "The Crucible": ("2024-05-01", "2024-06-10"), "Annie": ("2024-08-01", "2024-09-20"),
         "A Christmas Carol": ("2024-10-01", "2024-11-10")}
roles = {"Lead": 3, "Supporting": 4, "Ensemble": 6, "Understudy": 2}
actors = [f"A-{n}" for n in range(40, 160)]
aw = [R.random() ** 2 + 0.05 for _ in actors]
skillpool = ["singing", "dance", "tap", "stage combat", "accents", "instrument"]
leads = ["Director Hill", "Director Okafor", "Music Dir. Chan"]
rows = []
for i in range(229):
    pr = R.choice(list(prods)); d = rdate(*prods[pr]); role = pick(roles)
    exp = R.choice([0, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20])
    rating = max(1, min(10, round(R.gauss(5.5 + exp * 0.12, 1.8))))
    callback = rating >= 7 or (rating >= 5 and R.random() < 0.3)
    cast = callback and R.random() < 0.55
    age = R.randint(8, 16) if pr == "Annie" and R.random() < 0.5 else R.randint(17, 72)
    rows.append({
        "Audition no": 901 + i, "Actor id": R.choices(actors, weights=aw)[0], "Production": pr, "Role sought": role,
        "Audition date": d.strftime("%B %-d, %Y"), "Age": "" if R.random() < 0.05 else age, "Years experience": exp,
        "Rating": "" if R.random() < 0.04 else rating, "Callback": "true" if callback else "false",
        "Cast": "true" if cast else "false", "Reg fee": R.choice(["$15.00", "$15.00", "$15.00", "$10.00", "$0.00", "$20.00"]),
        "Skills": ", ".join(R.sample(skillpool, R.choice([0, 1, 1, 2, 3]))), "Panel lead": R.choice(leads)})
with open("theater_auditions.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)
