#!/usr/bin/env python3
"""Generate five messy, realistic CSV exports for the Tally blind test (m26)."""
import csv, random, datetime as dt

random.seed(2626)
D = dt.date


def money(x, dec=2):
    return f"${x:,.{dec}f}"


def wcsv(name, header, rows):
    with open(name, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)
    print(name, len(rows))


# ---------------------------------------------------------------- (a) construction
cities = ["Denver", "Austin", "Phoenix", "Boise", "Tulsa", "Omaha", "Raleigh"]
city_w = [5, 4, 3, 2, 2, 2, 3]
contractors = ["Hallmark Builders", "Keystone Construction", "Apex Civil Group",
               "Granite Ridge Inc.", "BlueLine Contracting", "Summit Works LLC"]
contr_factor = {"Hallmark Builders": 1.02, "Keystone Construction": 1.10,
                "Apex Civil Group": 0.97, "Granite Ridge Inc.": 1.15,
                "BlueLine Contracting": 1.05, "Summit Works LLC": 0.99}
phases = ["Design", "Permitting", "Foundation", "Framing", "MEP Rough-in", "Finishing", "Closeout"]
kinds = [("Library Renovation", 2.1e6), ("Parking Garage", 6.5e6), ("Elementary School", 14e6),
         ("Fire Station", 4.2e6), ("Office Fit-out", 0.9e6), ("Water Treatment Upgrade", 9e6),
         ("Community Center", 5.5e6), ("Warehouse Expansion", 3.1e6), ("Clinic Addition", 2.8e6),
         ("Bridge Repair", 1.6e6), ("Apartment Block", 11e6), ("Retail Plaza", 4.8e6)]
prefixes = ["Riverside", "Oak Hill", "Maple", "North Gate", "Cedar Park", "Lakeview", "Eastside",
            "Sunset", "Pinecrest", "Mill Creek", "Harbor", "Westfield", "Brookside", "Highland",
            "Stonebridge", "Fairview", "Willow Bend", "Granite Falls", "Elm Street", "Canyon Vista",
            "Northwood", "Southport", "Meadowbrook", "Ridgeview"]
pms = ["J. Alvarez", "K. Okafor", "M. Chen", "S. Patel", "R. Novak", "T. Brennan"]
rows = []
used = set()
for i in range(246):
    while True:
        pre = random.choice(prefixes); kind, base = random.choice(kinds)
        name = f"{pre} {kind}"
        if name not in used:
            used.add(name); break
    city = random.choices(cities, city_w)[0]
    con = random.choice(contractors)
    budget = round(base * random.uniform(0.6, 1.5), -3)
    start = D(2021, 1, 4) + dt.timedelta(days=random.randint(0, 3 * 365))
    dur = int(budget / 1e6 * 25 + random.randint(120, 400))
    planned = start + dt.timedelta(days=dur)
    # status / phase
    today = D(2024, 9, 30)
    slip = int(random.gauss(25, 60))
    actual_end = planned + dt.timedelta(days=slip)
    if actual_end > today or random.random() < 0.06:
        act_end = ""
        frac = min(0.95, max(0.05, (today - start).days / max(1, dur)))
        phase = phases[min(5, int(frac * 6))]
    else:
        act_end = actual_end.isoformat()
        phase = "Closeout"
    f = contr_factor[con] * random.gauss(1.0, 0.08)
    actual = round(budget * f * (1 if act_end else random.uniform(0.35, 0.9)), 2)
    over = "Y" if actual > budget else "N"
    inc = random.choices([0, 1, 2, 3, 4, 5, 6], [40, 25, 14, 9, 6, 4, 2])[0]
    rows.append([f"PRJ-{1001 + i}", name, city, con, phase, money(budget, 0), f"{actual:.2f}",
                 start.isoformat(), planned.isoformat(), act_end, over, inc, random.choice(pms)])
wcsv("construction_costs.csv",
     ["Project ID", "projectName", "Site City", "Contractor", "Current Phase", "Budgeted Cost ($)",
      "actual_cost_usd", "Start Date", "Planned End", "Actual End", "Over Budget?",
      "Safety Incidents", "PM"], rows)

# ---------------------------------------------------------------- (b) churn
states = ["CA", "TX", "NY", "FL", "OH", "WA", "GA", "IL", "PA", "AZ"]
state_w = [9, 8, 6, 6, 4, 3, 3, 4, 4, 3]
plans = {"Basic": (25, 45), "Plus": (45, 75), "Premium": (75, 115)}
contracts = ["Month-to-month", "1 year", "2 year"]
rows = []
ids = set()
for i in range(284):
    while True:
        cid = f"{random.randint(1000, 9999)}-{''.join(random.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(5))}"
        if cid not in ids:
            ids.add(cid); break
    plan = random.choices(list(plans), [5, 4, 3])[0]
    contract = random.choices(contracts, [6, 3, 2])[0]
    tenure = random.randint(0, 72) if contract != "Month-to-month" else random.randint(0, 40)
    mc = round(random.uniform(*plans[plan]), 2)
    total = "" if tenure == 0 else f"{mc * tenure * random.uniform(0.93, 1.03):.2f}"
    calls = random.choices(range(8), [20, 22, 18, 12, 9, 7, 5, 3])[0]
    p = 0.12 + (0.25 if contract == "Month-to-month" else 0) + 0.05 * calls - (0.1 if tenure > 36 else 0)
    churn = "Yes" if random.random() < p else "No"
    rows.append([cid, random.choices(states, state_w)[0], plan, contract, tenure, money(mc),
                 total, calls, random.choice(["Yes", "No"]), random.choice(["Credit card", "Bank transfer", "Electronic check", "Mailed check"]), churn])
wcsv("telecom_churn.csv",
     ["customerID", "State", "Plan", "Contract", "tenure_months", "MonthlyCharges", "TotalCharges",
      "NumSupportCalls", "PaperlessBilling", "PaymentMethod", "Churn"], rows)

# ---------------------------------------------------------------- (c) farmers market
vendors = [("Green Acres Farm", "Produce"), ("Hilltop Orchard", "Produce"), ("Sunny Patch Veggies", "Produce"),
           ("River Bend Greens", "Produce"), ("Golden Crust Bakery", "Bakery"), ("Rise & Shine Breads", "Bakery"),
           ("Little Pie Co.", "Bakery"), ("Meadow Creamery", "Dairy"), ("Blue Barn Cheese", "Dairy"),
           ("Goat Hollow Dairy", "Dairy"), ("Thread & Needle", "Crafts"), ("Clayworks Pottery", "Crafts"),
           ("Cedar Soap Co.", "Crafts"), ("Wild Honey Apiary", "Produce"), ("Woodgrain Gifts", "Crafts"),
           ("Sweet Tooth Cookies", "Bakery"), ("Prairie Eggs & Dairy", "Dairy"), ("Mushroom Mike's", "Produce"),
           ("Candle Corner", "Crafts"), ("Fresh Fields Organics", "Produce")]
price = {"Produce": 4.5, "Bakery": 6.0, "Dairy": 8.0, "Crafts": 22.0}
weeks = [D(2024, 5, 4) + dt.timedelta(weeks=k) for k in range(14)]
weather = {w: random.choices(["Sunny", "Cloudy", "Rain"], [5, 3, 2])[0] for w in weeks}
attend = {w: int(random.gauss(1800, 300) * {"Sunny": 1.15, "Cloudy": 1.0, "Rain": 0.65}[weather[w]]) // 10 * 10 for w in weeks}
rows = []
for w in weeks:
    for v, cat in vendors:
        if random.random() < 0.07:
            continue  # vendor absent
        units = max(3, int(random.gauss(attend[w] / 14, 30) * (0.35 if cat == "Crafts" else 1)))
        gross = round(units * price[cat] * random.uniform(0.85, 1.2), 2)
        fee = 25 + round(gross * 0.05, 2) if cat != "Crafts" else 40.0
        rows.append([w.strftime("%m/%d/%Y"), v, cat, units, money(gross), f"{fee:.2f}", weather[w], attend[w]])
wcsv("farmers_market_sales.csv",
     ["Week Ending", "Vendor Name", "stall_category", "Units Sold", "Gross Sales ($)", "mkt_fee",
      "Weather", "Est. Attendance"], rows)

# ---------------------------------------------------------------- (d) player stats (hockey)
teams = ["Ravens", "Ironclads", "Storm", "Lumberjacks", "Comets", "Wolves"]
first = ["Liam", "Noah", "Jack", "Oskar", "Mika", "Ryan", "Tyler", "Evan", "Nils", "Carter", "Dylan", "Mason",
         "Alex", "Jonas", "Kyle", "Matt", "Erik", "Owen", "Sam", "Luca"]
last = ["Berg", "Lindqvist", "Tremblay", "Kowalski", "Murphy", "Novak", "Larsen", "Dubois", "Hughes", "Petrov",
        "Sato", "Keller", "Walsh", "Fischer", "Moreau", "Hall", "Brooks", "Ruud", "Carlsson", "Price"]
seasons = ["2021-22", "2022-23", "2023-24"]
players = set()
while len(players) < 92:
    players.add(f"{random.choice(first)} {random.choice(last)}")
players = sorted(players)
random.shuffle(players)
rows = []
for p in players:
    pos = random.choices(["F", "D", "G"], [12, 6, 2])[0]
    team = random.choice(teams)
    skill = random.uniform(0.4, 1.6)
    sal = round(random.uniform(0.75, 2.0) * skill * (0.8 if pos == "D" else 1) * 2.5, 1)
    first_season = random.choices([0, 1, 2], [6, 2, 1])[0]
    for s in seasons[first_season:]:
        if random.random() < 0.1:
            team = random.choice(teams)
        inj = random.random() < 0.15
        gp = random.randint(20, 55) if inj else random.randint(60, 82)
        if pos == "G":
            g, a = 0, random.randint(0, 3)
            toi = round(gp * random.uniform(52, 59))
        else:
            rate = (0.28 if pos == "F" else 0.08) * skill
            g = max(0, int(random.gauss(gp * rate, 3)))
            a = max(0, int(random.gauss(gp * rate * (1.3 if pos == "F" else 3.5), 4)))
            toi = round(gp * random.uniform(13, 19 if pos == "F" else 23))
        sal_s = f"${sal:.1f}M" if sal >= 1 else f"${int(round(sal * 1000))}K"
        rows.append([p, team, pos, s, gp, g, a, g + a, toi, sal_s, "Y" if inj else "N"])
        sal = round(sal * random.uniform(0.95, 1.25), 1)
wcsv("player_season_stats.csv",
     ["Player", "Team", "Pos", "Season", "GP", "G", "A", "PTS", "TOI (min)", "Cap Hit", "IR"], rows)

# ---------------------------------------------------------------- (e) IT assets
catalog = {"Laptop": [("Dell", "Latitude 5440", 1249), ("Dell", "XPS 13", 1499), ("Lenovo", "ThinkPad T14", 1329),
                      ("Apple", "MacBook Pro 14", 2199), ("HP", "EliteBook 840", 1189)],
           "Desktop": [("Dell", "OptiPlex 7010", 899), ("HP", "ProDesk 600", 829), ("Lenovo", "ThinkCentre M70", 779)],
           "Monitor": [("Dell", "P2422H", 259), ("LG", "27UK850", 449), ("Samsung", "S27R650", 229)],
           "Phone": [("Apple", "iPhone 14", 799), ("Samsung", "Galaxy S23", 749), ("Google", "Pixel 7", 599)],
           "Tablet": [("Apple", "iPad Air", 599), ("Samsung", "Galaxy Tab S8", 699)]}
dev_w = [10, 4, 8, 6, 2]
depts = ["Finance", "Engineering", "Sales", "HR", "Marketing", "Operations", "IT"]
dept_w = [3, 6, 5, 2, 3, 3, 2]
fn = ["Ana", "Ben", "Chloe", "Dev", "Ella", "Farid", "Grace", "Hugo", "Ines", "Jamal", "Kara", "Leo",
      "Maya", "Nate", "Olga", "Priya", "Quinn", "Raj", "Sofia", "Tom", "Uma", "Victor", "Wen", "Yusuf"]
ln = ["Adams", "Brown", "Costa", "Diaz", "Evans", "Fox", "Gupta", "Ito", "Jones", "Khan", "Lopez", "Meyer"]
emps = {}
for _ in range(110):
    emps[f"{random.choice(fn)} {random.choice(ln)}"] = random.choices(depts, dept_w)[0]
emp_list = sorted(emps)
rows = []
for i in range(268):
    dtype = random.choices(list(catalog), dev_w)[0]
    brand, model, base = random.choice(catalog[dtype])
    pd = D(2019, 1, 1) + dt.timedelta(days=random.randint(0, 5 * 365 + 200))
    fmt = random.choice(["%Y-%m-%d", "%m/%d/%Y", "%d-%b-%Y"])
    price_ = round(base * random.uniform(0.88, 1.05), 2)
    wyears = 3 if dtype in ("Laptop", "Desktop", "Monitor") else 2
    wexp = D(pd.year + wyears, pd.month, min(pd.day, 28))
    age = (D(2024, 10, 1) - pd).days / 365
    r = random.random()
    if age > 4.2 and r < 0.7:
        status = "Retired"
    elif r < 0.18:
        status = "Spare"
    else:
        status = "In use"
    if status == "In use":
        emp = random.choice(emp_list); dept = emps[emp]
    else:
        emp = ""; dept = random.choice(["IT", "IT", ""]) if status == "Spare" else ""
    if status == "In use" and random.random() < 0.05:
        emp = ""  # data-quality gap
    rows.append([f"IT-{10230 + i:05d}", dtype, brand, model, pd.strftime(fmt), money(price_), emp, dept,
                 wexp.isoformat(), status])
wcsv("it_asset_inventory.csv",
     ["asset_tag", "DeviceType", "Brand", "Model", "Purchase Date", "Purchase Price (USD)", "Assigned To",
      "Dept", "warranty_expiry", "Status"], rows)
