import csv, random, datetime as dt
random.seed(4612)
OUT = ''

def money(v, sym='$', dec=2):
    return f"{sym}{v:,.{dec}f}"

MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def dmy(d): return f"{d.day:02d}-{MON[d.month-1]}-{d.year}"
def mdy(d): return f"{d.month:02d}/{d.day:02d}/{d.year}"
def rdate(a, b):
    return a + dt.timedelta(days=random.randint(0, (b - a).days))

# ---------- 1. cheese cellar aging log: Title Case w/ units, DD-Mon-YYYY, Yes/No, euro money ----------
types = {'Cheddar': ('Cow', 90, 400, 18, 27), 'Gouda': ('Cow', 60, 365, 10, 16),
         'Comté': ('Cow', 240, 720, 35, 45), 'Brie': ('Cow', 28, 60, 1.0, 3.2),
         'Manchego': ('Sheep', 60, 365, 2.5, 4.0), 'Chèvre Log': ('Goat', 14, 45, 0.8, 1.6),
         'Blue': ('Cow', 60, 180, 2.5, 3.5), 'Gruyère': ('Cow', 150, 540, 25, 40)}
notes_pool = ['nutty', 'sweet', 'sharp', 'buttery', 'earthy', 'creamy', 'tangy', 'crystalline', 'floral', 'smoky']
staff = ['Ines', 'Marc', 'Olivia', 'Tomas', 'Yara']
rows = []
batches = []
for b in range(1, 61):
    t = random.choice(list(types))
    batches.append((f"B-{b:03d}", t, rdate(dt.date(2023, 1, 5), dt.date(2024, 10, 30))))
wid = 1000
for bno, t, made in batches:
    milk, amin, amax, wmin, wmax = types[t]
    for _ in range(random.randint(2, 6)):
        wid += 1
        aging = random.randint(amin, amax)
        w = round(random.uniform(wmin, wmax), 1)
        per_kg = {'Cow': 22, 'Sheep': 30, 'Goat': 34}[milk] * (1 + aging / 500) * random.uniform(0.9, 1.15)
        grade = random.choices(['A', 'B', 'C', 'Reject'], [45, 35, 14, 6])[0]
        if grade == 'Reject': per_kg *= 0.3
        price = round(w * per_kg, 2)
        hum = round(random.uniform(82, 96), 1) if random.random() > 0.08 else ''
        notes = ', '.join(random.sample(notes_pool, random.randint(1, 3)))
        rows.append({'Wheel ID': f"W-{wid}", 'Batch No': bno, 'Cheese Type': t, 'Milk Source': milk,
                     'Made On': dmy(made), 'Aging (days)': aging, 'Weight (kg)': w,
                     'Cellar': random.choice(['Cave A', 'Cave B', 'Cave C']),
                     'Humidity (%)': hum, 'Grade': grade,
                     'Organic': random.choice(['Yes', 'No', 'No']),
                     'Price (€)': money(price, '€'), 'Tasting Notes': notes,
                     'Turned By': random.choice(staff) if random.random() > 0.06 else ''})
with open(OUT + 'cheese_cellar.csv', 'w', newline='', encoding='utf-8') as f:
    wr = csv.DictWriter(f, fieldnames=list(rows[0])); wr.writeheader(); wr.writerows(rows)
print('cheese', len(rows))

# ---------- 2. kayak tour bookings: snake_case, ISO dates, Y/N, plain numbers ----------
routes = {'Mangrove Loop': (2.0, 55), 'Sea Caves': (3.0, 85), 'River Run': (2.5, 60),
          'Sunset Bay': (1.5, 45), 'Island Hop': (5.0, 140)}
guides = ['Kai', 'Luna', 'Mateo', 'Priya', 'Sven', 'Zoe']
addons = ['dry bag', 'photos', 'lunch', 'wetsuit', 'snorkel gear']
custs = [f"C{n:04d}" for n in range(1, 121)]
rows = []
for i in range(260):
    r = random.choice(list(routes))
    dur, base = routes[r]
    d = rdate(dt.date(2024, 4, 1), dt.date(2024, 9, 30))
    party = random.choices([1, 2, 3, 4, 5, 6, 8], [15, 30, 15, 18, 8, 8, 6])[0]
    boat = random.choices(['single', 'tandem', 'SUP'], [40, 45, 15])[0]
    ao = random.sample(addons, random.choices([0, 1, 2, 3], [35, 35, 20, 10])[0])
    price = round(base * party + 12 * len(ao) * party * 0.5, 2)
    canc = 'Y' if random.random() < 0.1 else 'N'
    weather = random.choices(['Sunny', 'Cloudy', 'Windy', 'Rain'], [50, 25, 15, 10])[0]
    rating = '' if canc == 'Y' or random.random() < 0.15 else random.choices([1, 2, 3, 4, 5], [3, 5, 15, 37, 40])[0]
    rows.append({'booking_ref': f"KT-{24000 + i}", 'customer_id': random.choice(custs),
                 'tour_date': d.isoformat(), 'route': r, 'guide': random.choice(guides),
                 'party_size': party, 'boat_type': boat, 'duration_hrs': dur,
                 'price_usd': f"{price:.2f}", 'deposit_paid': random.choice(['Y', 'Y', 'N']),
                 'weather': weather, 'rating': rating, 'add_ons': ', '.join(ao), 'cancelled': canc})
rows.sort(key=lambda x: x['tour_date'])
with open(OUT + 'kayak_tours.csv', 'w', newline='') as f:
    wr = csv.DictWriter(f, fieldnames=list(rows[0])); wr.writeheader(); wr.writerows(rows)
print('kayak', len(rows))

# ---------- 3. youth soccer league matches: camelCase, MM/DD/YYYY, TRUE/FALSE ----------
teams = ['Riverside Rovers', 'Oak Hill United', 'Harbor City FC', 'Northgate Lions',
         'Maple Park Rangers', 'Westfield Wanderers', 'Cedar Falls Athletic', 'Pinecrest Strikers']
venues = {'Riverside Rovers': 'Riverside Park', 'Oak Hill United': 'Oak Hill Field',
          'Harbor City FC': 'Harbor Stadium', 'Northgate Lions': 'Northgate Rec',
          'Maple Park Rangers': 'Maple Park', 'Westfield Wanderers': 'Westfield Complex',
          'Cedar Falls Athletic': 'Cedar Falls Ground', 'Pinecrest Strikers': 'Pinecrest Field'}
players = {t: [f"{fn} {t.split()[0][0]}." for fn in random.sample(
    ['Alex', 'Ben', 'Carlos', 'Dev', 'Eli', 'Finn', 'Gus', 'Hugo', 'Ivan', 'Jonah', 'Kofi', 'Leo', 'Max', 'Nico', 'Omar', 'Pablo', 'Quinn', 'Ravi', 'Sam', 'Theo'], 7)] for t in teams}
refs = ['REF-01', 'REF-02', 'REF-03', 'REF-04', 'REF-05']
age = ['U10', 'U12', 'U14', 'U16', 'U18']
rows = []
mid = 0
for grp in age:
    for h in teams:
        for a in teams:
            if h == a or random.random() < 0.2: continue
            mid += 1
            d = rdate(dt.date(2024, 3, 2), dt.date(2024, 11, 23))
            d = d - dt.timedelta(days=(d.weekday() - 5) % 7)  # Saturdays
            hg = random.choices(range(7), [20, 28, 24, 14, 8, 4, 2])[0]
            ag = random.choices(range(6), [26, 30, 22, 12, 7, 3])[0]
            sc = random.choices(players[h], k=hg) + random.choices(players[a], k=ag)
            random.shuffle(sc)
            att = random.randint(40, 650) if random.random() > 0.07 else ''
            rows.append({'matchId': f"M{mid:03d}", 'matchDate': mdy(d), 'ageGroup': grp,
                         'homeTeam': h, 'awayTeam': a, 'homeGoals': hg, 'awayGoals': ag,
                         'venue': venues[h], 'attendance': att, 'refereeId': random.choice(refs),
                         'yellowCards': random.choices(range(7), [15, 22, 22, 16, 12, 8, 5])[0],
                         'redCards': random.choices([0, 1, 2], [85, 12, 3])[0],
                         'playedOnTurf': random.choice(['TRUE', 'FALSE']),
                         'rainDelay': 'TRUE' if random.random() < 0.12 else 'FALSE',
                         'goalScorers': ', '.join(sc),
                         'gateRevenue': money(att * random.choice([3, 4, 5]), '$', 0) if att != '' else ''})
rows.sort(key=lambda x: (x['matchDate'][6:], x['matchDate']))
with open(OUT + 'soccer_matches.csv', 'w', newline='') as f:
    wr = csv.DictWriter(f, fieldnames=list(rows[0])); wr.writeheader(); wr.writerows(rows)
print('soccer', len(rows))

# ---------- 4. radio ad spots: abbreviated headers, datetime, 1/0 flags, $ with thousands ----------
stations = {'KXRP': 1.0, 'WBLU': 1.4, 'KJAZ': 0.7, 'WMIX': 1.2}
dayparts = {'AM Drive': 1.6, 'Midday': 1.0, 'PM Drive': 1.5, 'Evening': 0.7, 'Overnight': 0.3}
advs = {'ADV-101': ('Sunrise Motors', 'Auto'), 'ADV-102': ('Bella Pizza', 'Food'),
        'ADV-103': ('Lakeside Dental', 'Health'), 'ADV-104': ('Hart & Cole Law', 'Legal'),
        'ADV-105': ('MegaMart', 'Retail'), 'ADV-106': ('City Honda', 'Auto'),
        'ADV-107': ('Green Leaf Grocers', 'Food'), 'ADV-108': ('Peak Physio', 'Health'),
        'ADV-109': ('Furniture Barn', 'Retail'), 'ADV-110': ('QuickLoans Co', 'Finance')}
tagpool = ['promo', 'holiday', 'local', 'brand', 'sale', 'jingle', 'live-read']
rows = []
for i in range(280):
    st = random.choice(list(stations)); dp = random.choice(list(dayparts))
    ln = random.choices([15, 30, 60], [25, 55, 20])[0]
    adv = random.choice(list(advs))
    d = rdate(dt.date(2024, 1, 2), dt.date(2024, 6, 29))
    hr = {'AM Drive': (6, 9), 'Midday': (10, 14), 'PM Drive': (15, 18), 'Evening': (19, 23), 'Overnight': (0, 4)}[dp]
    t = dt.datetime(d.year, d.month, d.day, random.randint(*hr), random.choice([0, 15, 30, 45]))
    rate = round(180 * stations[st] * dayparts[dp] * ln / 30 * random.uniform(0.85, 1.2), 2)
    aired = 1 if random.random() > 0.07 else 0
    imp = '' if aired == 0 or random.random() < 0.07 else int(rate * random.uniform(40, 70))
    rows.append({'SpotID': f"SP{5000 + i}", 'AdvID': adv, 'AdvName': advs[adv][0], 'Ctgry': advs[adv][1],
                 'AirDtTm': t.strftime('%Y-%m-%d %H:%M'), 'Stn': st, 'DayPt': dp, 'Len(s)': ln,
                 'Rate': money(rate), 'Aired': aired, 'MkGd': 1 if aired == 1 and random.random() < 0.08 else 0,
                 'Imprs': imp, 'Tags': ', '.join(random.sample(tagpool, random.randint(1, 3)))})
rows.sort(key=lambda x: x['AirDtTm'])
with open(OUT + 'radio_spots.csv', 'w', newline='') as f:
    wr = csv.DictWriter(f, fieldnames=list(rows[0])); wr.writeheader(); wr.writerows(rows)
print('radio', len(rows))

# ---------- 5. carpet cleaning jobs: mixed Title Case, ISO dates, TRUE/FALSE + Yes/No, $ money ----------
techs = ['Dana', 'Felix', 'Grace', 'Hank', 'Irene']
hoods = ['Elmwood', 'Bayview', 'Hillcrest', 'Old Town', 'Southridge']
areas = ['living room', 'bedroom', 'hallway', 'stairs', 'office', 'dining room', 'basement']
methods = {'Hot Water Extraction': 0.38, 'Dry Compound': 0.30, 'Shampoo': 0.33, 'Encapsulation': 0.28}
clients = [f"CL-{n:03d}" for n in range(1, 141)]
seen = set()
rows = []
for i in range(230):
    c = random.choice(clients)
    d = rdate(dt.date(2023, 7, 1), dt.date(2024, 6, 30))
    ar = random.sample(areas, random.randint(1, 4))
    rooms = len(ar) + random.randint(0, 2)
    sqft = rooms * random.randint(140, 320)
    m = random.choices(list(methods), [45, 15, 20, 20])[0]
    stain = random.random() < 0.35; pet = random.random() < 0.25
    total = round(sqft * methods[m] + (45 if stain else 0) + (60 if pet else 0), 2)
    tip = '' if random.random() < 0.3 else money(round(total * random.choice([0, 0.1, 0.15, 0.2]), 2))
    sat = '' if random.random() < 0.12 else random.choices(range(4, 11), [2, 3, 6, 12, 25, 30, 22])[0]
    rows.append({'Job No.': f"J-{7100 + i}", 'Client ID': c, 'Service Date': d.isoformat(),
                 'Technician': random.choice(techs), 'Neighborhood': random.choice(hoods),
                 'Method': m, 'Rooms': rooms, 'Sq Ft': sqft, 'Areas Cleaned': ', '.join(ar),
                 'Stain Treatment': 'TRUE' if stain else 'FALSE', 'Pet Odor': 'TRUE' if pet else 'FALSE',
                 'Duration (min)': int(sqft / random.uniform(9, 14)) + 20,
                 'Job Total': money(total), 'Tip': tip, 'Satisfaction (1-10)': sat,
                 'Repeat Client': 'Yes' if c in seen else 'No'})
    seen.add(c)
# keep chronological order but repeat-client flag was assigned in generation order; recompute on date order
rows.sort(key=lambda x: x['Service Date'])
seen = set()
for r in rows:
    r['Repeat Client'] = 'Yes' if r['Client ID'] in seen else 'No'; seen.add(r['Client ID'])
with open(OUT + 'carpet_jobs.csv', 'w', newline='') as f:
    wr = csv.DictWriter(f, fieldnames=list(rows[0])); wr.writeheader(); wr.writerows(rows)
print('carpet', len(rows))
