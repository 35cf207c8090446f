import csv, random, datetime
random.seed(6632)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(y=2024, m0=1, m1=12):
    d = datetime.date(y, random.randint(m0, m1), random.randint(1, 28)); return d
def money(x, sign='$'): return f"{sign}{x:,.2f}"
def write(name, header, rows):
    with open(name, 'w', newline='') as f:
        w = csv.writer(f); w.writerow(header); w.writerows(rows)

# 1 aquarium maintenance visits: Title Case with units, MM/DD/YYYY, $ money, Yes/No
rows = []
techs = ['Marisol Vega', 'Ken Ito', 'Dana Brooks', 'Oluwa Ade', 'Petra Novak']
chems = ['dechlorinator', 'bacteria starter', 'algaecide', 'pH buffer', 'copper treatment', 'nitrate remover']
for i in range(240):
    d = rdate(2024)
    wt = random.choices(['Freshwater', 'Saltwater', 'Brackish', 'Reef'], [5, 3, 1, 2])[0]
    size = random.choice([20, 29, 40, 55, 75, 90, 125, 180, 250])
    dur = random.randint(30, 180)
    fee = round(45 + size * 0.6 + dur * 0.5 + (25 if wt in ('Saltwater', 'Reef') else 0) + random.uniform(0, 30), 2)
    lost = random.choices([0, 1, 2, 3, 5], [12, 4, 2, 1, 1])[0]
    algae = random.choice(['Yes', 'No', 'No'])
    ch = ','.join(sorted(random.sample(chems, random.randint(1, 3))))
    rating = '' if random.random() < 0.12 else random.randint(1, 5)
    rows.append([f"AV-{1000+i}", d.strftime('%m/%d/%Y'), f"CL{random.randint(1,60):03d}", size, wt,
                 random.choice(techs), dur, money(fee), lost, algae, ch, rating])
write('aquarium_visits.csv', ['Visit ID', 'Visit Date', 'Client ID', 'Tank Size (gal)', 'Water Type', 'Technician',
      'Duration (min)', 'Service Fee ($)', 'Fish Lost', 'Algae Issue', 'Chemicals Used', 'Customer Rating'], rows)

# 2 tile quotes: snake_case, ISO dates, plain numbers with thousands sep in quotes, TRUE/FALSE
rows = []
reps = ['alvarez', 'chen', 'okafor', 'smith']
mats = {'porcelain': 6.5, 'ceramic': 4.0, 'marble': 14.0, 'slate': 9.0, 'glass': 18.0}
colors = ['white', 'grey', 'beige', 'black', 'blue', 'green', 'terracotta']
for i in range(260):
    d = rdate(2023, 1, 12) if random.random() < 0.5 else rdate(2024, 1, 12)
    mat = random.choice(list(mats))
    room = random.choice(['kitchen', 'bathroom', 'hallway', 'patio', 'living room'])
    area = random.randint(30, 600)
    pps = round(mats[mat] * random.uniform(0.8, 1.3), 2)
    total = round(area * pps + random.choice([0, 150, 300]), 2)
    acc = random.choice(['TRUE', 'FALSE', 'FALSE']) if mat != 'glass' else random.choice(['TRUE', 'FALSE'])
    wk = '' if random.random() < 0.15 else random.randint(1, 8)
    col = ','.join(random.sample(colors, random.randint(1, 3)))
    rows.append([f"Q{5000+i}", d.isoformat(), f"C-{random.randint(1,80)}", mat, room, area, pps,
                 f"{total:,.2f}", acc, random.choice(reps), wk, col])
write('tile_quotes.csv', ['quote_id', 'quote_date', 'customer_id', 'tile_material', 'room', 'area_sqft',
      'price_per_sqft', 'quote_total_usd', 'accepted', 'sales_rep', 'install_weeks', 'color_options'], rows)

# 3 notary appointments: camelCase, DD-Mon-YYYY, pound money, 1/0 and Y/N
rows = []
notaries = ['R. Patel', 'J. Moreau', 'S. Kowalski', 'L. Nguyen']
docs = ['Affidavit', 'Deed', 'Power of Attorney', 'Will', 'Loan Signing', 'Passport Copy']
langs = ['English', 'Spanish', 'French', 'Polish', 'Vietnamese', 'Arabic']
for i in range(220):
    d = rdate(2024, 1, 9)
    doc = random.choice(docs)
    mobile = random.choice([1, 0, 0])
    signers = random.choices([1, 2, 3, 4], [6, 3, 1, 1])[0]
    fee = round(20 * signers + (45 if mobile else 0) + (60 if doc == 'Loan Signing' else 0) + random.choice([0, 5, 10]), 2)
    dur = random.randint(10, 90)
    idv = 'Y' if random.random() < 0.9 else 'N'
    lg = ','.join(['English'] + random.sample(langs[1:], random.choice([0, 0, 1, 2])))
    tip = '' if random.random() < 0.6 else round(random.uniform(2, 20), 2)
    rows.append([f"N{300+i}", f"{d.day:02d}-{MON[d.month-1]}-{d.year}", f"cl{random.randint(1,70)}", doc,
                 random.choice(notaries), mobile, signers, f"£{fee:,.2f}", dur, idv, lg, tip])
write('notary_appts.csv', ['apptId', 'apptDate', 'clientId', 'docType', 'notaryName', 'mobileVisit',
      'signerCount', 'feeCharged', 'durationMins', 'idVerified', 'languagesSpoken', 'tipAmount'], rows)

# 4 tea import lots: ABBREVIATIONS, ISO dates, $ money with separators, Y/N, blanks
rows = []
ctry = {'China': ['Green', 'Oolong', 'White', 'Pu-erh', 'Black'], 'India': ['Black', 'Green', 'White'],
        'Japan': ['Green'], 'Sri Lanka': ['Black', 'Green'], 'Kenya': ['Black'], 'Taiwan': ['Oolong', 'Black']}
notes = ['floral', 'malty', 'grassy', 'smoky', 'fruity', 'earthy', 'honey', 'nutty']
for i in range(280):
    d = rdate(2023) if random.random() < 0.45 else rdate(2024)
    c = random.choices(list(ctry), [5, 4, 2, 3, 2, 2])[0]
    t = random.choice(ctry[c])
    wt = random.randint(50, 2000)
    base = {'Green': 22, 'Black': 12, 'Oolong': 35, 'White': 48, 'Pu-erh': 60}[t]
    prc = round(base * random.uniform(0.7, 1.5), 2)
    org = random.choice(['Y', 'N', 'N'])
    grade = random.randint(70, 99)
    moist = '' if random.random() < 0.1 else round(random.uniform(2.5, 7.5), 1)
    fn = ','.join(random.sample(notes, random.randint(1, 3)))
    rows.append([f"L{24000+i}", d.isoformat(), f"SUP{random.randint(1,25):02d}", c, t, wt, prc,
                 money(wt * prc), org, grade, moist, fn])
write('tea_lots.csv', ['LOT_NO', 'RCV_DT', 'SUPP_ID', 'ORIG_CTRY', 'TEA_TYP', 'WT_KG', 'PRC_PER_KG',
      'TOT_COST', 'ORGANIC', 'GRADE_SCR', 'MOIST_PCT', 'FLAVOR_NOTES'], rows)

# 5 esports matches: Title Case (some units), DD-Mon-YYYY? use MM/DD/YYYY too no -> ISO datetime-ish; Win/Loss, Yes/No
rows = []
teams = ['Nova Wolves', 'Crimson Byte', 'Iron Lotus', 'Static Owls', 'Vortex Five', 'Pixel Reign']
games = {'Valorant': ['Ascent', 'Bind', 'Haven', 'Split'], 'CS2': ['Mirage', 'Inferno', 'Nuke', 'Anubis'],
         'League of Legends': ["Summoner's Rift"], 'Rocket League': ['DFH Stadium', 'Mannfield']}
handles = ['zeno', 'kiko', 'rax', 'mumu', 'vex', 'orbit', 'tala', 'jinx', 'boss', 'lumen']
for i in range(250):
    d = rdate(2024, 1, 10)
    team = random.choice(teams); opp = random.choice([t for t in teams if t != team])
    g = random.choices(list(games), [4, 4, 2, 1])[0]
    mp = random.choice(games[g])
    kills = random.randint(5, 90); deaths = random.randint(5, 90)
    res = 'Win' if kills + random.randint(-15, 15) > deaths else 'Loss'
    prize = random.choice([0, 0, 500, 1000, 2500, 5000, 10000]) if res == 'Win' else 0
    ot = random.choice(['Yes', 'No', 'No', 'No'])
    pl = ','.join(random.sample(handles, random.randint(2, 4)))
    views = '' if random.random() < 0.1 else round(random.uniform(0.5, 120), 1)
    rows.append([f"M-{7700+i}", d.strftime('%m/%d/%Y'), team, opp, g, mp, kills, deaths, res,
                 f"${prize:,}", ot, pl, views])
write('esports_matches.csv', ['Match ID', 'Match Date', 'Team', 'Opponent', 'Game', 'Map', 'Kills', 'Deaths',
      'Result', 'Prize Money', 'Overtime', 'Roster', 'Peak Viewers (k)'], rows)
