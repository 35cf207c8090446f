import csv, random, datetime as dt
random.seed(3737)
R = random

def dates(start, end):
    d0 = dt.date.fromisoformat(start); d1 = dt.date.fromisoformat(end)
    return d0 + dt.timedelta(days=R.randint(0, (d1 - d0).days))

def money(x, sign='$'):
    return f"{sign}{x:,.2f}"

# ---------- 1. marina slip rentals: Title Case (units), MM/DD/YYYY, $ with thousands, Yes/No ----------
boats = []
names = ["Sea Breeze","Blue Heron","Wind Dancer","Osprey","Salty Dog","Knot Working","Reel Time","Serenity",
         "Aqua Vita","Driftwood","Pelican","Morning Star","Second Wind","Tide Runner","Lazy Days","Gull Wing",
         "Marlin","Nautilus","Sandpiper","Starfish","Moonshadow","Island Time","Freedom","Water Lily",
         "Calypso","Mariner","Seahorse","Sunset Chaser","Harbor Light","Wave Dancer","Kingfisher","Puffin",
         "Cormorant","Dolphin","Sea Spirit","Skipjack","Boomerang","Halcyon","Zephyr","Whisper"]
owners = ["Alvarez","Bennett","Chen","Dubois","Eriksen","Fischer","Garcia","Hughes","Ito","Jensen","Kowalski",
          "Larsen","Moreau","Nakamura","Okafor","Patel","Quinn","Rossi","Silva","Thompson","Ueda","Varga",
          "Walsh","Xu","Young","Zimmer","Adams","Brooks","Clarke","Dalton"]
for i, n in enumerate(names):
    boats.append(dict(id=f"B{101+i}", name=n, owner=R.choice(owners), length=R.choice(range(22, 66))))
docks = ["North","South","East","Fuel Dock","Transient"]
amen = ["power","water","wifi","pump-out","cable","shower access"]
rows = []
for i in range(260):
    b = R.choice(boats)
    slip = b['length'] + R.choice([2, 4, 6, 8, 10])
    start = dates("2023-04-01", "2024-09-30")
    nights = R.choice([1,1,2,2,3,3,4,5,7,7,14,30])
    rate = round(1.5 * slip + R.choice([0, 5, 10, 15]), 2)
    if nights >= 30: rate = round(rate * 0.7, 2)
    total = round(rate * nights, 2)
    fuel = R.choice(["", "", "0", str(R.randint(5, 180)), str(R.randint(5, 180))])
    live = "Yes" if (nights >= 14 and R.random() < 0.6) or R.random() < 0.08 else "No"
    am = ",".join(sorted(R.sample(amen, R.randint(0, 4))))
    pay = R.choice(["Card","Card","Card","Cash","Check","Account"])
    if R.random() < 0.04: pay = ""
    rows.append({"Rental ID": f"R-{5000+i}", "Boat ID": b['id'], "Boat Name": b['name'], "Owner": b['owner'],
                 "Dock": R.choice(docks), "Slip Length (ft)": slip, "Boat Length (ft)": b['length'],
                 "Start Date": start.strftime("%m/%d/%Y"), "Nights": nights,
                 "Nightly Rate ($)": money(rate), "Total Charge ($)": money(total),
                 "Fuel Purchased (gal)": fuel, "Liveaboard": live, "Amenities": am, "Payment Method": pay})
with open("marina_slips.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# ---------- 2. campground reservations: snake_case, ISO dates, plain numbers, TRUE/FALSE ----------
states = ["CA","OR","WA","NV","AZ","ID","UT","CO","TX","NY"]
acts = ["hiking","fishing","kayaking","biking","birding","stargazing","swimming"]
guests = [f"G{2000+i}" for i in range(120)]
gstate = {g: R.choice(states) for g in guests}
rows = []
for i in range(280):
    g = R.choice(guests)
    st = R.choice(["tent","tent","tent","RV","RV","cabin","group"])
    loop = R.choice("ABCDE")
    site = f"{loop}{R.randint(1, 40):02d}"
    ci = dates("2023-05-01", "2024-10-31")
    nights = R.choice([1,2,2,2,3,3,4,5,6,7])
    party = R.randint(1, 6) if st != "group" else R.randint(8, 25)
    base = {"tent": 28, "RV": 45, "cabin": 95, "group": 150}[st]
    fee = base * nights + (10 if R.random() < 0.3 else 0)
    pets = "TRUE" if R.random() < 0.35 else "FALSE"
    canc = "TRUE" if R.random() < 0.12 else "FALSE"
    rating = "" if canc == "TRUE" or R.random() < 0.2 else R.choice([2,3,3,4,4,4,5,5,5,5,1])
    fw = R.choice([0,0,1,1,2,3,4]) if st != "cabin" else R.choice([0,0,1])
    a = ",".join(R.sample(acts, R.randint(0, 3)))
    rows.append({"reservation_id": 70000+i, "guest_id": g, "site_code": site, "site_type": st, "loop": loop,
                 "check_in": ci.isoformat(), "nights": nights, "party_size": party, "has_pets": pets,
                 "fee_usd": f"{fee:.2f}", "firewood_bundles": fw, "cancelled": canc, "home_state": gstate[g],
                 "rating": rating, "activities": a})
with open("campground_reservations.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# ---------- 3. escape room bookings: camelCase, DD-Mon-YYYY, euro money, 1/0 ----------
rooms = {"The Lost Tomb": "Hard", "Prison Break": "Medium", "Mad Lab": "Expert", "Haunted Manor": "Medium",
         "Bank Heist": "Hard", "Pirate Cove": "Easy", "Space Station": "Expert"}
gms = ["Ines", "Tomas", "Lea", "Marco", "Sanne"]
channels = ["website", "phone", "walk-in", "partner app"]
custs = [f"C{300+i}" for i in range(90)]
teams = ["Brainiacs","Lock Pickers","Clue Crew","The Escapists","Puzzle Pals","Night Owls","Code Breakers",
         "Red Herrings","Key Masters","Time Bandits","Riddlers","Team Rocket","Lucky Guess","Last Minute"]
rows = []
for i in range(240):
    rm = R.choice(list(rooms)); diff = rooms[rm]
    d = dates("2023-07-01", "2024-08-31")
    slot = R.choice(["10:00","12:00","14:00","16:00","18:00","20:00","22:00"])
    players = R.randint(2, 8)
    p_esc = {"Easy": .85, "Medium": .65, "Hard": .45, "Expert": .28}[diff]
    esc = 1 if R.random() < p_esc else 0
    hints = R.randint(0, 5)
    mins = "" if not esc else R.randint(38, 60)
    corp = 1 if R.random() < 0.15 else 0
    price = players * R.choice([22, 25, 28]) + (50 if corp else 0)
    if corp and players >= 6: price += 100
    pstr = f"€{price:,.2f}" if price < 1000 else f"€{price:,.2f}"
    rows.append({"bookingId": f"ER{i+1:04d}", "roomName": rm, "bookingDate": d.strftime("%d-%b-%Y"),
                 "timeSlot": slot, "teamName": R.choice(teams), "customerId": R.choice(custs),
                 "playerCount": players, "escaped": esc, "completionMinutes": mins, "hintsUsed": hints,
                 "pricePaid": pstr, "bookingChannel": R.choice(channels), "isCorporate": corp,
                 "difficulty": diff, "gameMaster": R.choice(gms)})
with open("escape_room_bookings.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# ---------- 4. water quality samples: ABBREV headers, ISO datetime, Y/N, blanks ----------
stations = {"RVR-01": "Upper River", "RVR-02": "Mid River", "RVR-03": "Lower River", "LK-01": "North Lake",
            "LK-02": "South Lake", "CRK-01": "Mill Creek", "CRK-02": "Fox Creek", "RSV-01": "Reservoir"}
labs = ["AquaLab", "ClearTest", "EnviroCheck"]
samplers = ["JKM", "PTR", "ALW", "SNB", "RDG"]
rows = []
for i in range(250):
    stn = R.choice(list(stations))
    d = dates("2023-01-01", "2024-06-30")
    t = f"{R.randint(7, 15):02d}:{R.choice(['00','15','30','45'])}"
    temp = round(4 + 18 * abs(((d.timetuple().tm_yday - 200) / 183)) * -1 + 22 + R.uniform(-2, 2), 1)
    ph = round(R.uniform(6.2, 8.9), 2)
    do = round(R.uniform(4.0, 12.5), 1)
    turb = round(R.uniform(0.5, 45), 1)
    ecoli = R.choice([R.randint(0, 130), R.randint(0, 130), R.randint(100, 900)])
    nit = round(R.uniform(0.1, 12), 2)
    failed = []
    if ph < 6.5 or ph > 8.5: failed.append("pH")
    if do < 5: failed.append("DO")
    if turb > 25: failed.append("turbidity")
    if ecoli > 235: failed.append("E.coli")
    if nit > 10: failed.append("nitrate")
    flag = "Y" if failed else "N"
    if R.random() < 0.06: turb = ""
    if R.random() < 0.05: nit = ""
    cost = R.choice([85, 120, 145, 210])
    rows.append({"SMP_ID": f"W{23000+i}", "STN_CD": stn, "STN_NM": stations[stn], "SMP_DTTM": f"{d.isoformat()} {t}",
                 "TEMP_C": temp, "PH": ph, "DO_MGL": do, "TURB_NTU": turb, "ECOLI_CFU": ecoli, "NO3_MGL": nit,
                 "LAB": R.choice(labs), "SMPLR": R.choice(samplers), "EXCD_FLG": flag,
                 "PARAMS_EXCD": ",".join(failed), "LAB_COST": cost})
with open("water_samples.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# ---------- 5. auction lots: Title Case no units, DD-Mon-YYYY? -> MM/DD/YYYY w/ $ no cents, Y/N ----------
cats = ["Paintings","Furniture","Jewelry","Silver","Ceramics","Watches","Books","Rugs","Sculpture"]
cons = ["Estate of H. Marsh","Wexford Trust","Private Collector","Galloway Family","Dr. Ruth Lin",
        "Pemberton Estate","Museum Deaccession","Anon."]
prov = ["exhibited","published","signed","certificate","royal","original box","restored"]
conds = ["Excellent","Good","Fair","Poor"]
sales = {}
for s in range(14):
    sales[f"S{24 + s:03d}"] = dates("2023-02-01", "2024-11-30")
rows = []
adjs = ["Victorian","Art Deco","Georgian","Ming-style","Edwardian","Mid-century","Baroque","Regency","Modernist","Arts and Crafts"]
nouns = {"Paintings": ["oil landscape","portrait","seascape","still life"], "Furniture": ["writing desk","armchair","sideboard","cabinet"],
         "Jewelry": ["brooch","necklace","ring","bracelet"], "Silver": ["tea service","candelabra","tray","salver"],
         "Ceramics": ["vase","charger","tureen","figurine"], "Watches": ["pocket watch","wristwatch","chronograph"],
         "Books": ["first edition","atlas","folio","manuscript"], "Rugs": ["runner","carpet","kilim"],
         "Sculpture": ["bronze bust","marble figure","bronze group"]}
for i in range(230):
    sid = R.choice(list(sales))
    c = R.choice(cats)
    low = R.choice([200, 300, 400, 500, 800, 1000, 1500, 2000, 3000, 5000, 8000, 12000, 20000])
    high = int(low * R.choice([1.5, 2]))
    sold = R.random() < 0.78
    hammer = int(round(low * R.uniform(0.8, 2.6), -1)) if sold else None
    prem = round(hammer * 0.25, 2) if sold else None
    tags = ",".join(R.sample(prov, R.choice([0, 0, 1, 1, 2, 3])))
    rows.append({"Lot No": i + 1, "Sale ID": sid, "Sale Date": sales[sid].strftime("%d-%b-%Y"), "Category": c,
                 "Title": f"{R.choice(adjs)} {R.choice(nouns[c])}", "Consignor": R.choice(cons),
                 "Low Estimate": f"${low:,}", "High Estimate": f"${high:,}",
                 "Hammer Price": f"${hammer:,}" if sold else "", "Buyers Premium": f"${prem:,.2f}" if sold else "",
                 "Sold": "Y" if sold else "N", "Paddle No": (R.randint(100, 260) if sold else ""),
                 "Condition": R.choice(conds), "Provenance": tags, "Online Bid": ("Y" if sold and R.random() < 0.4 else "N")})
with open("auction_lots.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
