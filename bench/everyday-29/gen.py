import csv, random, datetime as dt
random.seed(4040)
def w(name, header, rows):
    with open(name, 'w', newline='') as f:
        c = csv.writer(f); c.writerow(header); c.writerows(rows)
def money(sym, v): return f"{sym}{v:,.2f}"
base = datetime = dt.date(2024, 1, 1)
def rdate(): return base + dt.timedelta(days=random.randint(0, 364))

# 1 observatory sessions: Title Case with units, MM/DD/YYYY, $ money, Yes/No
scopes = ['Dobson 16in', 'Refractor 5in', 'Schmidt-Cass 11in', 'Newton 10in']
observers = [('OB%03d' % i, n) for i, n in enumerate(['Vega Ortiz','Leo Marsh','Ana Kuiper','Tom Halley','Rita Sagan','Omar Webb','Jun Hubble','Ines Tycho'], 1)]
targets = ['Galaxy', 'Nebula', 'Planet', 'Double Star', 'Cluster', 'Comet']
filt = ['L', 'R', 'G', 'B', 'Ha', 'OIII', 'SII']
rows = []
for i in range(240):
    d = rdate(); oid, on = random.choice(observers)
    seeing = round(random.uniform(0.8, 4.5), 1)
    cloud = random.choice([0, 0, 5, 10, 20, 35, 50, 70])
    exp = random.randint(5, 240)
    frames = exp * random.randint(1, 4) if random.random() > 0.05 else ''
    fee = round(random.choice([15, 25, 40, 60, 120, 1200, 1500]) * random.uniform(0.9, 1.1), 2)
    fl = ','.join(random.sample(filt, random.randint(1, 4)))
    mem = random.choice(['Yes', 'No'])
    rows.append([f'S-{1000+i}', d.strftime('%m/%d/%Y'), random.choice(scopes), oid, on, random.choice(targets),
                 seeing if random.random() > 0.04 else '', exp, frames, cloud, money('$', fee), mem, fl])
w('observatory_sessions.csv', ['Session ID', 'Night Date', 'Telescope', 'Observer ID', 'Observer Name', 'Target Type',
   'Seeing (arcsec)', 'Exposure (min)', 'Frames Captured', 'Cloud Cover (%)', 'Fee ($)', 'Members Only', 'Filters Used'], rows)

# 2 chess games: snake_case, ISO dates, EUR with thousands, TRUE/FALSE
players = ['Karlsen', 'Nakamura', 'Firouzja', 'Ding', 'Caruana', 'Giri', 'Rapport', 'So', 'Aronian', 'Dominguez']
elo = {p: random.randint(2550, 2850) for p in players}
events = ['Spring Open', 'Summer Blitz', 'Autumn Classic', 'Winter Rapid']
ecos = ['B90', 'C42', 'D37', 'E60', 'A45', 'C65', 'B12']
tagsl = ['sacrifice', 'endgame', 'time-scramble', 'blunder', 'brilliancy', 'opposite-castling']
rows = []
for i in range(260):
    wp, bp = random.sample(players, 2)
    ev = random.choice(events)
    d = rdate()
    r = random.choices(['1-0', '0-1', '1/2-1/2'], [40, 30, 30])[0]
    moves = random.randint(18, 120)
    tc = {'Spring Open': '90+30', 'Summer Blitz': '3+2', 'Autumn Classic': '120+30', 'Winter Rapid': '15+10'}[ev]
    prize = random.choice([0, 250, 500, 1000, 2500, 5000])
    tags = ','.join(random.sample(tagsl, random.randint(0, 3)))
    rows.append([f'G{5000+i}', d.isoformat(), ev, wp, bp, elo[wp] + random.randint(-15, 15), elo[bp] + random.randint(-15, 15),
                 r, random.choice(ecos), moves, tc, random.choice(['TRUE', 'TRUE', 'FALSE']),
                 f'€{prize:,}' if prize else '', tags])
w('chess_games.csv', ['game_id', 'round_date', 'event', 'white_player', 'black_player', 'white_elo', 'black_elo', 'result',
   'opening_eco', 'move_count', 'time_control', 'rated', 'prize_eur', 'tags'], rows)

# 3 tailor alterations: camelCase, DD-Mon-YYYY, GBP, Y/N, blank pickups, repeating customerId
garments = ['Trousers', 'Suit Jacket', 'Dress', 'Shirt', 'Coat', 'Skirt', 'Wedding Gown']
alts = ['hem', 'take in', 'let out', 'zip replace', 'sleeve shorten', 'patch', 'button']
tailors = ['Mina', 'Hugo', 'Priya', 'Dev']
fabrics = ['wool', 'cotton', 'silk', 'linen', 'denim', 'polyester']
rows = []
for i in range(220):
    d = rdate(); g = random.choice(garments)
    a = random.sample(alts, random.randint(1, 3))
    price = round(random.uniform(8, 60) * len(a) * (4 if g == 'Wedding Gown' else 1), 2)
    rush = random.choice(['Y', 'N', 'N'])
    mins = random.randint(10, 240)
    pick = '' if random.random() < 0.15 else (d + dt.timedelta(days=random.randint(1, 21))).strftime('%d-%b-%Y')
    rows.append([f'T{300+i}', f'C{random.randint(1, 70):03d}', d.strftime('%d-%b-%Y'), g, ','.join(a), random.choice(tailors),
                 money('£', price), rush, mins, random.choice(fabrics), pick])
w('tailor_alterations.csv', ['ticketNo', 'customerId', 'dropOffDate', 'garmentType', 'alterationTypes', 'tailorName',
   'priceGbp', 'rushOrder', 'minutesSpent', 'fabric', 'pickedUpDate'], rows)

# 4 drone survey flights: ABBREV headers, ISO, $ with thousands, 1/0
pilots = ['PLT-01', 'PLT-02', 'PLT-03', 'PLT-04', 'PLT-05', 'PLT-06']
models = ['Mavic 3E', 'Matrice 350', 'Phantom 4 RTK', 'Evo II']
sites = ['North Quarry', 'River Delta', 'Solar Park B', 'Pine Ridge', 'Harbor Pier']
sensors = ['RGB', 'thermal', 'lidar', 'multispectral']
rows = []
for i in range(250):
    d = rdate(); m = random.choice(models)
    dur = random.randint(6, 55)
    alt = random.choice([60, 80, 100, 120])
    area = round(random.uniform(2, 150), 1)
    inc = 1 if random.random() < 0.08 else 0
    cost = round(area * random.uniform(15, 40), 2)
    batt = random.randint(70, 100) if random.random() > 0.05 else ''
    rows.append([f'FL{7000+i}', d.isoformat(), random.choice(pilots), m, random.choice(sites), dur, alt, batt, area, inc,
                 money('$', cost), ','.join(random.sample(sensors, random.randint(1, 3)))])
w('drone_flights.csv', ['FLT_ID', 'FLT_DT', 'PILOT', 'DRN_MDL', 'SITE', 'DUR_MIN', 'MAX_ALT_M', 'BATT_START_PCT', 'AREA_HA',
   'INCID', 'COST_USD', 'SENSORS'], rows)

# 5 tennis court bookings: Title Case mixed, DD-Mon-YYYY? no: MM/DD/YYYY w/o units, Yes/No + 1/0
courts = ['Court 1', 'Court 2', 'Court 3', 'Court 4', 'Center Court']
surf = {'Court 1': 'Hard', 'Court 2': 'Hard', 'Court 3': 'Clay', 'Court 4': 'Clay', 'Center Court': 'Grass'}
equip = ['racquet', 'balls', 'ball machine', 'towel']
rows = []
for i in range(280):
    d = rdate(); c = random.choice(courts)
    hrs = random.choice([1, 1, 1.5, 2])
    pl = random.choice([2, 2, 4])
    sh = random.randint(7, 21)
    coach = random.choice(['Yes', 'No', 'No'])
    rate = {'Hard': 20, 'Clay': 28, 'Grass': 45}[surf[c]]
    amt = rate * hrs + (35 if coach == 'Yes' else 0) + (8 if sh >= 19 else 0)
    eq = ','.join(random.sample(equip, random.randint(0, 2)))
    rows.append([f'BK-{20000+i}', f'M{random.randint(100, 160)}', d.strftime('%d-%b-%Y'), c, surf[c], f'{sh:02d}:00', hrs, pl,
                 money('$', amt), coach, 1 if sh >= 19 else 0, eq if eq else '', random.choice(['Member', 'Member', 'Guest'])])
w('tennis_bookings.csv', ['Booking Ref', 'Member No', 'Play Date', 'Court', 'Surface', 'Start Time', 'Hours', 'Players',
   'Amount Paid', 'Coach Booked', 'Lights', 'Equipment Rented', 'Booker Type'], rows)
