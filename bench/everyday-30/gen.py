#!/usr/bin/env python3
"""Generate five CSV exports for measurement round m41 (stdlib only)."""
import csv, random, datetime as dt
random.seed(4511)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

def rdate(start, end):
    a = dt.date.fromisoformat(start); b = dt.date.fromisoformat(end)
    return a + dt.timedelta(days=random.randint(0, (b - a).days))

def money(sign, v):
    return f"{sign}{v:,.2f}"

def write(name, header, rows):
    with open(name, 'w', newline='') as f:
        w = csv.writer(f); w.writerow(header); w.writerows(rows)
    print(name, len(rows), 'rows')

# ---------- 1. mountain rescue callouts: snake_case, ISO dates, Y/N, comma list ----------
regions = ['North Ridge', 'Glen Valley', 'East Crags', 'Lake Basin', 'West Moor']
itypes = ['Lost hiker', 'Fall injury', 'Medical', 'Avalanche', 'Stranded climber', 'Water rescue']
iw = [30, 25, 15, 6, 14, 10]
outcomes = ['Rescued', 'Assisted', 'Recovered deceased', 'False alarm', 'Stood down']
ow = [45, 30, 4, 10, 11]
equip = ['stretcher', 'rope kit', 'thermal blanket', 'GPS beacon', 'defibrillator', 'avalanche probe', 'drone', 'throw bag']
leaders = ['TL-%02d' % i for i in range(1, 10)]
rows = []
dates = sorted(rdate('2023-01-01', '2024-12-31') for _ in range(260))
for i, d in enumerate(dates):
    it = random.choices(itypes, iw)[0]
    reg = random.choice(regions)
    if it == 'Avalanche':
        reg = random.choice(['North Ridge', 'East Crags'])
        d = d.replace(month=random.choice([1, 2, 3, 12]), day=min(d.day, 28))
    persons = random.choices([1, 2, 3, 4, 5, 6], [50, 25, 12, 7, 4, 2])[0]
    vols = random.randint(3, 12) + persons * random.randint(0, 3) + (6 if it == 'Avalanche' else 0)
    dur = round(random.uniform(0.5, 6) + (random.uniform(2, 10) if it in ('Avalanche', 'Lost hiker') else 0), 1)
    heli = 'Y' if random.random() < (0.55 if it in ('Fall injury', 'Avalanche', 'Medical') else 0.15) else 'N'
    night = 'Y' if random.random() < 0.3 else 'N'
    out = random.choices(outcomes, ow)[0]
    k = random.randint(0, 3)
    eq = random.sample(equip, k)
    if it == 'Avalanche' and 'avalanche probe' not in eq: eq.append('avalanche probe')
    if it == 'Water rescue' and 'throw bag' not in eq: eq.append('throw bag')
    rows.append([None, d.isoformat(), reg, it, persons, vols,
                 '' if random.random() < 0.05 else dur, heli, night, out,
                 random.choice(leaders), ', '.join(eq)])
rows.sort(key=lambda r: r[1])
for i, r in enumerate(rows): r[0] = f'SAR-{r[1][:4]}-{i+1:03d}'
write('sar_callouts.csv', ['callout_id', 'call_date', 'region', 'incident_type', 'persons_involved',
      'volunteers_deployed', 'duration_hrs', 'helicopter_used', 'night_op', 'outcome',
      'team_leader_id', 'equipment_used'], rows)

# ---------- 2. piano tuning visits: camelCase, MM/DD/YYYY, $ with thousands, TRUE/FALSE ----------
techs = ['Marta Lind', 'Oscar Perez', 'Hana Sato', 'Dev Patel', 'Greta Olsen']
cities = ['Springfield', 'Riverton', 'Lakeside', 'Fairview', 'Oakdale']
ptypes = ['Upright', 'Console', 'Spinet', 'Baby Grand', 'Grand', 'Concert Grand']
pw = [35, 18, 10, 20, 12, 5]
brands = ['Yamaha', 'Steinway', 'Kawai', 'Baldwin', 'Petrof', 'Bosendorfer']
services = {'Tuning': (120, 190), 'Pitch Raise': (180, 260), 'Regulation': (400, 1400),
            'Repair': (90, 900), 'Voicing': (250, 600), 'Rebuild': (2500, 9000)}
sw = [55, 12, 8, 14, 7, 4]
customers = ['C%03d' % i for i in range(1, 111)]
cust_info = {c: (random.choice(cities), random.choices(ptypes, pw)[0], random.choice(brands)) for c in customers}
rows = []
for i in range(275):
    c = random.choice(customers)
    city, pt, br = cust_info[c]
    d = rdate('2023-07-01', '2024-12-31')
    sv = random.choices(list(services), sw)[0]
    lo, hi = services[sv]
    amt = round(random.uniform(lo, hi) * (1.15 if 'Grand' in pt else 1.0), 2)
    cents = random.randint(2, 60) if sv in ('Tuning', 'Pitch Raise') else random.randint(0, 25)
    dur = {'Tuning': random.randint(60, 120), 'Pitch Raise': random.randint(100, 170)}.get(sv, random.randint(90, 480))
    rows.append([f'PT-{1001+i}', c, d, random.choice(techs), city, pt, br, sv,
                 '' if random.random() < 0.06 else cents, dur, amt,
                 random.random() < 0.7, random.random() < 0.2])
rows.sort(key=lambda r: r[2])
out = []
for r in rows:
    d = r[2]
    out.append([r[0], r[1], f'{d.month:02d}/{d.day:02d}/{d.year}', *r[3:10], money('$', r[10]),
                'TRUE' if r[11] else 'FALSE', 'TRUE' if r[12] else 'FALSE'])
write('piano_tuning.csv', ['visitId', 'customerId', 'visitDate', 'technician', 'city', 'pianoType',
      'pianoBrand', 'serviceType', 'centsFlatBefore', 'durationMin', 'invoiceTotal', 'paidOnSite',
      'followUpNeeded'], out)

# ---------- 3. archery tournament scores: Title Case + units, DD-Mon-YYYY, Yes/No, GBP ----------
first = ['Amy', 'Ben', 'Chloe', 'Dan', 'Ella', 'Finn', 'Grace', 'Harry', 'Isla', 'Jack', 'Kate', 'Liam',
         'Maya', 'Noah', 'Olive', 'Paul', 'Ruby', 'Sam', 'Tess', 'Will', 'Zara', 'Owen', 'Nina', 'Leo']
last = ['Archer', 'Bowman', 'Fletcher', 'Hunt', 'Shaw', 'Yates', 'Price', 'Reed', 'Stone', 'Wood']
clubs = ['Sherwood Bowmen', 'Kingsford Archers', 'Riverside Toxophilites', 'Hilltop Longbow Society', 'Meadow Field Club']
bows = ['Recurve', 'Compound', 'Barebow', 'Longbow']
classes = ['Junior', 'Senior', 'Master']
names = random.sample([f + ' ' + l for f in first for l in last], 60)
archers = {}
for j, n in enumerate(names):
    archers['AR%03d' % (j + 1)] = (n, random.choice(clubs), random.choices(bows, [40, 30, 15, 15])[0],
                                   random.choices(classes, [20, 55, 25])[0], random.uniform(0.75, 0.97))
tourns = [('Spring Open', '2024-03-16'), ('County Championship', '2024-05-11'), ('Midsummer Shoot', '2024-06-22'),
          ('Harvest Cup', '2024-09-14'), ('Winter Indoor', '2024-12-07'), ('New Year Indoor', '2025-01-18')]
rows = []
for tn, td in tourns:
    d = dt.date.fromisoformat(td)
    for aid in random.sample(list(archers), random.randint(38, 46)):
        n, club, bow, cls, skill = archers[aid]
        dist = 18 if 'Indoor' in tn else random.choice([30, 50, 70] if bow != 'Compound' else [50])
        maxs = 600 if 'Indoor' in tn else 720
        base = skill + (0.04 if bow == 'Compound' else 0) - (0.06 if bow in ('Longbow', 'Barebow') else 0) - (dist - 18) / 1000
        score = int(min(maxs, max(150, maxs * random.gauss(base, 0.035))))
        golds = max(0, int((score / maxs - 0.7) * 120 + random.randint(-3, 3)))
        dw = '' if random.random() < 0.1 else (random.randint(45, 60) if bow == 'Compound' else random.randint(24, 50))
        pb = 'Yes' if random.random() < 0.18 else 'No'
        fee = 30.0 if tn == 'County Championship' else (15.0 if cls == 'Junior' else 22.5)
        rows.append([None, aid, n, club, tn, f'{d.day:02d}-{MON[d.month-1]}-{d.year}', bow, cls, dist,
                     score, golds, dw, pb, '£%.2f' % fee])
for i, r in enumerate(rows): r[0] = i + 1
write('archery_scores.csv', ['Entry No', 'Archer ID', 'Archer Name', 'Club', 'Tournament', 'Date',
      'Bow Type', 'Age Class', 'Distance (m)', 'Score (pts)', 'Golds (count)', 'Draw Weight (lbs)',
      'Personal Best', 'Entry Fee (£)'], rows)

# ---------- 4. beach cleanups: abbreviated headers, ISO date, 1/0, comma list ----------
beaches = [('Gull Point', 'Harbor'), ('Sandy Cove', 'Harbor'), ('Pine Strand', 'Northshore'),
           ('Rocky Bay', 'Northshore'), ('Sunset Beach', 'Southport'), ('Dune Flats', 'Southport'),
           ('Seal Rock', 'Westcliff')]
orgs = ['Ocean Friends', 'Blue Tide Club', 'Scouts Troop 12', 'Coastal Uni Volunteers', 'City Parks Dept', 'Surfrider Local']
items = ['plastic bottles', 'cigarette butts', 'bottle caps', 'food wrappers', 'fishing line', 'straws',
         'glass', 'rope', 'cans', 'foam pieces']
weather = ['Sunny', 'Cloudy', 'Windy', 'Rain']
rows = []
for i in range(230):
    b, cnty = random.choice(beaches)
    d = rdate('2023-04-01', '2024-10-31')
    vol = random.randint(4, 60)
    hrs = random.choice([1.5, 2, 2.5, 3, 3.5, 4])
    wt = round(vol * hrs * random.uniform(0.4, 1.6) + (30 if b == 'Rocky Bay' else 0), 1)
    bags = max(1, int(wt / random.uniform(4, 7)))
    pl = random.randint(35, 85)
    top = random.sample(items, 3)
    org = random.choice(orgs)
    school = 1 if org == 'Scouts Troop 12' or random.random() < 0.15 else 0
    rows.append([d, b, cnty, org, vol, hrs, '' if random.random() < 0.04 else wt, bags,
                 '' if random.random() < 0.05 else pl, ', '.join(top), school,
                 random.choices(weather, [45, 30, 15, 10])[0]])
rows.sort(key=lambda r: r[0])
out = [[f'BC{r[0].year % 100:02d}-{i+1:04d}', r[0].isoformat(), *r[1:]] for i, r in enumerate(rows)]
write('beach_cleanups.csv', ['EVT_ID', 'EVT_DT', 'BCH_NM', 'CNTY', 'ORG_NM', 'VOL_CNT', 'DUR_HRS',
      'WT_KG', 'BAGS', 'PLSTC_PCT', 'TOP_ITEMS', 'SCHL_GRP', 'WTHR'], out)

# ---------- 5. amateur radio contact log: Sentence case, MM/DD/YYYY, Y/N, repeating call sign ----------
stations = [('DL1ABC', 'Germany', 'EU', 640), ('G4XYZ', 'England', 'EU', 210), ('JA1QRT', 'Japan', 'AS', 9300),
            ('VK2DX', 'Australia', 'OC', 16900), ('W1AW', 'United States', 'NA', 5300), ('K6ZZ', 'United States', 'NA', 8600),
            ('VE3KP', 'Canada', 'NA', 5900), ('F5NEW', 'France', 'EU', 700), ('EA7HG', 'Spain', 'EU', 1800),
            ('I2MOP', 'Italy', 'EU', 1300), ('PY2AA', 'Brazil', 'SA', 9500), ('ZS6RJ', 'South Africa', 'AF', 9000),
            ('OH2BH', 'Finland', 'EU', 1800), ('SP9LJ', 'Poland', 'EU', 1400), ('LU1FM', 'Argentina', 'SA', 11100),
            ('EI7GL', 'Ireland', 'EU', 500), ('ZL1BQ', 'New Zealand', 'OC', 18400), ('HB9CV', 'Switzerland', 'EU', 900),
            ('4X6TT', 'Israel', 'AS', 3600), ('ON4UN', 'Belgium', 'EU', 350)]
bands = {'160m': 1.84, '80m': 3.65, '40m': 7.1, '20m': 14.2, '15m': 21.25, '10m': 28.5, '2m': 144.3}
modes = ['SSB', 'CW', 'FT8', 'RTTY']
rows = []
for i in range(250):
    call, ctry, cont, km = random.choice(stations)
    d = rdate('2024-01-01', '2024-12-31')
    band = random.choices(list(bands), [4, 10, 25, 30, 15, 12, 4])[0]
    if band == '2m':
        call, ctry, cont, km = random.choice([s for s in stations if s[3] < 800])
    mode = random.choices(modes, [35, 30, 28, 7])[0]
    freq = round(bands[band] + random.uniform(-0.05, 0.15), 3)
    pw = random.choice([5, 10, 50, 100, 100, 100, 400])
    rst = '599' if mode in ('CW', 'RTTY') and random.random() < 0.7 else ('59' if mode == 'SSB' else str(random.choice([559, 579, 589, 599])) if mode != 'FT8' else '-%02d' % random.randint(1, 20))
    t = f'{random.randint(0, 23):02d}:{random.randint(0, 59):02d}'
    qsl = 'Y' if random.random() < 0.55 else 'N'
    contest = 'Yes' if random.random() < 0.25 else 'No'
    dist = km + random.randint(-60, 60)
    rows.append([d, t, call, ctry, cont, band, mode, freq, pw, '' if random.random() < 0.05 else dist, rst, qsl, contest])
rows.sort(key=lambda r: (r[0], r[1]))
out = [[i + 1, f'{r[0].month:02d}/{r[0].day:02d}/{r[0].year}', *r[1:]] for i, r in enumerate(rows)]
write('radio_log.csv', ['Log no', 'QSO date', 'Time UTC', 'Call sign', 'Country', 'Continent', 'Band',
      'Mode', 'Freq MHz', 'Power W', 'Distance km', 'RST sent', 'QSL confirmed', 'Contest QSO'], out)
