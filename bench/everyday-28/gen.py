#!/usr/bin/env python3
"""Generate five CSV exports for measurement round m39 (stdlib only)."""
import csv, random, datetime as dt

random.seed(3939)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

def rdate(start, end):
    d0 = dt.date.fromisoformat(start); d1 = dt.date.fromisoformat(end)
    return d0 + dt.timedelta(days=random.randint(0, (d1 - d0).days))

def money(x):
    return '${:,.2f}'.format(x)

def write(name, header, rows):
    with open(name, 'w', newline='') as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)

# ---------------------------------------------------------------- 1. podcast episodes
# camelCase headers, ISO dates, TRUE/FALSE flags, repeating showId, guests list, blank ratings
shows = [('SH-01','Night Ledger','True Crime','Dana Reyes'),
         ('SH-02','Byte Sized','Tech','Omar Patel'),
         ('SH-03','Laugh Track','Comedy','Jess Morgan'),
         ('SH-04','Past Forward','History','Liam Chen'),
         ('SH-05','Margin Notes','Business','Priya Nair'),
         ('SH-06','Lab Coats Off','Science','Eli Brooks'),
         ('SH-07','Cold Files','True Crime','Marta Silva'),
         ('SH-08','Startup Diaries','Business','Ken Ito')]
guests_pool = ['Alex Kim','Bea Lopez','Carl Otto','Dina Shah','Evan Ross','Fay Wu','Gus Hale',
               'Hana Sato','Ivan Petrov','Jade Park','Kofi Mensah','Lena Fox']
rows = []
n = 260
for i in range(n):
    sid, sname, genre, host = random.choice(shows)
    d = rdate('2023-01-01', '2024-06-30')
    dur = random.randint(18, 95)
    base = {'True Crime': 9000, 'Tech': 5000, 'Comedy': 7000, 'History': 4000,
            'Business': 4500, 'Science': 3500}[genre]
    downloads = int(base * random.uniform(0.3, 2.2)) + dur * 11 + i
    rating = '' if random.random() < 0.08 else '{:.1f}'.format(random.uniform(2.5, 5.0))
    explicit = 'TRUE' if (genre in ('True Crime', 'Comedy') and random.random() < 0.6) or random.random() < 0.05 else 'FALSE'
    video = 'TRUE' if random.random() < 0.3 else 'FALSE'
    k = random.choice([0, 0, 1, 1, 1, 2, 3])
    guests = ', '.join(random.sample(guests_pool, k))
    ad = round(downloads * random.uniform(0.01, 0.035), 2)
    rows.append([f'EP-{i+1:04d}', sid, sname, genre, host, d.isoformat(), dur, downloads,
                 rating, explicit, video, guests, '{:.2f}'.format(ad)])
rows.sort(key=lambda r: r[5])
write('podcast_episodes.csv',
      ['episodeId','showId','showName','genre','hostName','publishDate','durationMin',
       'downloads','avgRating','isExplicit','hasVideo','guestList','adRevenueUsd'], rows)

# ---------------------------------------------------------------- 2. kiln firings (pottery studio)
# Title Case with units in parentheses, DD-Mon-YYYY dates, Yes/No flags, blank energy cells,
# repeating Kiln ID, glazes list
kilns = ['K1','K2','K3','K4']
kiln_kind = {'K1':'Electric','K2':'Electric','K3':'Gas','K4':'Raku Drum'}
types = {'Bisque': (900, 1000), 'Glaze': (1180, 1290), 'Raku': (950, 1010), 'Luster': (700, 780)}
ops = ['Nora Quinn','Sam Ortega','Ruth Abel','Tom Garza','Ivy Lund']
glazes = ['Celadon','Tenmoku','Shino','Clear','Matte White','Copper Red','Ash','Cobalt Blue']
rows = []
for i in range(230):
    kid = random.choice(kilns)
    if kid == 'K4':
        ft = 'Raku'
    else:
        ft = random.choices(['Bisque','Glaze','Luster'], [5, 6, 1])[0]
    lo, hi = types[ft]
    temp = random.randint(lo, hi)
    d = rdate('2023-03-01', '2024-08-31')
    hrs = round(random.uniform(1.0, 2.5) if ft == 'Raku' else random.uniform(6, 14), 1)
    pieces = random.randint(4, 16) if ft == 'Raku' else random.randint(12, 60)
    cracked = min(pieces, int(random.expovariate(1 / (2.5 if ft in ('Raku', 'Glaze') else 1.2))))
    energy = '' if (kid in ('K3','K4') or random.random() < 0.07) else '{:.1f}'.format(hrs * random.uniform(5.5, 8.5))
    gl = ', '.join(random.sample(glazes, random.randint(1, 3))) if ft in ('Glaze','Raku') else ''
    vented = 'Yes' if random.random() < 0.55 else 'No'
    fee = round(pieces * random.uniform(2.0, 4.5) + (15 if ft == 'Glaze' else 0), 2)
    rows.append([f'KF-{1001+i}', kid, kiln_kind[kid], d, ft, temp, hrs, pieces, cracked, energy,
                 random.choice(ops), gl, vented, '{:.2f}'.format(fee)])
rows.sort(key=lambda r: r[3])
for r in rows:
    d = r[3]; r[3] = f'{d.day:02d}-{MON[d.month-1]}-{d.year}'
write('kiln_firings.csv',
      ['Firing ID','Kiln ID','Kiln Type','Firing Date','Firing Type','Peak Temp (°C)','Duration (hrs)',
       'Pieces Loaded','Pieces Cracked','Energy Used (kWh)','Operator','Glazes Applied','Vented (Yes/No)',
       'Firing Fee (USD)'], rows)

# ---------------------------------------------------------------- 3. bird sightings survey
# snake_case, MM/DD/YYYY dates, 1/0 flags, repeating observer_id, behaviors list, blank temperatures
species = [('Yellow Warbler','Warblers'),('Common Yellowthroat','Warblers'),('American Redstart','Warblers'),
           ('Red-tailed Hawk','Raptors'),('Cooper\'s Hawk','Raptors'),('Osprey','Raptors'),
           ('Mallard','Waterfowl'),('Wood Duck','Waterfowl'),('Canada Goose','Waterfowl'),
           ('Song Sparrow','Sparrows'),('Swamp Sparrow','Sparrows'),('Chipping Sparrow','Sparrows'),
           ('Downy Woodpecker','Woodpeckers'),('Pileated Woodpecker','Woodpeckers'),
           ('Killdeer','Shorebirds'),('Spotted Sandpiper','Shorebirds')]
sites = ['Marsh Loop','North Meadow','Cedar Ridge','Lakeshore','Pine Hollow']
behav = ['foraging','singing','flying','perched','nesting','calling','preening']
observers = [f'OBS-{k:02d}' for k in range(1, 13)]
rows = []
for i in range(275):
    sp, fam = random.choice(species)
    site = random.choice(sites)
    if fam == 'Waterfowl' and random.random() < 0.6:
        site = random.choice(['Marsh Loop', 'Lakeshore'])
    d = rdate('2023-04-01', '2024-07-31')
    cnt = random.randint(1, 4) if fam in ('Raptors', 'Woodpeckers') else random.randint(1, 40 if fam == 'Waterfowl' else 12)
    dur = random.choice([10, 15, 20, 30, 45, 60])
    temp = '' if random.random() < 0.1 else '{:.1f}'.format(random.uniform(4, 31))
    photo = 1 if random.random() < 0.35 else 0
    breed = 1 if (d.month in (5, 6, 7) and random.random() < 0.3) else 0
    b = ', '.join(random.sample(behav, random.randint(1, 3)))
    dist = random.randint(5, 300)
    rows.append([f'S{20000+i}', random.choice(observers), d, site, sp, fam, cnt, dur, temp, photo,
                 breed, b, dist])
rows.sort(key=lambda r: r[2])
for r in rows:
    d = r[2]; r[2] = f'{d.month:02d}/{d.day:02d}/{d.year}'
write('bird_sightings.csv',
      ['sighting_id','observer_id','survey_date','site_name','species','family','bird_count',
       'duration_min','temp_c','photo_confirmed','breeding_evidence','behaviors','distance_m'], rows)

# ---------------------------------------------------------------- 4. locksmith jobs
# abbreviated headers, MM/DD/YYYY dates, money with $ and thousands separators, Y/N flags,
# repeating Cust ID, blank Keys Cut
svc = {'Lockout': (60, 180), 'Rekey': (80, 260), 'Lock Install': (150, 900), 'Safe Opening': (250, 1600),
       'Key Dup': (10, 60), 'Smart Lock Setup': (180, 1100)}
techs = ['R. Vance','M. Ortiz','J. Palmer','S. Kaur','D. Nguyen']
zones = ['North','South','East','West','Central']
custs = [f'C-{k:03d}' for k in range(101, 171)]
rows = []
for i in range(240):
    st = random.choice(list(svc))
    pt = random.choices(['Residential','Commercial','Automotive'], [6, 3, 2])[0]
    if st == 'Safe Opening' and pt == 'Automotive':
        pt = 'Commercial'
    d = rdate('2023-01-01', '2024-09-30')
    emerg = 'Y' if (st == 'Lockout' and random.random() < 0.7) or random.random() < 0.1 else 'N'
    lo, hi = svc[st]
    labor = random.uniform(lo, hi) * (1.5 if emerg == 'Y' else 1.0)
    parts = 0.0 if st in ('Lockout', 'Safe Opening') else round(random.uniform(5, 350 if st != 'Key Dup' else 25), 2)
    total = round(labor + parts, 2)
    hrs = round(random.uniform(0.3, 4.5), 2)
    keys = '' if random.random() < 0.25 else str(random.randint(0, 6))
    paid = 'Y' if random.random() < 0.85 else 'N'
    rows.append([f'J-{50001+i}', random.choice(custs), d, st, pt, random.choice(techs), hrs,
                 money(parts), money(total), emerg, paid, random.choice(zones), keys])
rows.sort(key=lambda r: r[2])
for r in rows:
    d = r[2]; r[2] = f'{d.month:02d}/{d.day:02d}/{d.year}'
write('locksmith_jobs.csv',
      ['Job No','Cust ID','Svc Dt','Svc Type','Prop Type','Tech','Hrs','Parts Amt','Total Amt',
       'Emerg (Y/N)','Pd','Zone','Keys Cut'], rows)

# ---------------------------------------------------------------- 5. bowling league games
# Title Case no units, ISO dates, Yes/No flag, repeating Bowler ID, blank handicaps,
# lineage fee with $ sign
teams = {'Pin Pals': ['Ava Stone','Ben Tate','Cy Moss','Dee Hart'],
         'Gutter Kings': ['Ed Rowe','Flo Diaz','Gil Ames','Hal Burke'],
         'Split Happens': ['Ida Lane','Jon Pike','Kay Oden','Lou Marsh'],
         'Strike Force': ['Max Reed','Nia Cole','Otis Ray','Pam Wolfe'],
         'Alley Cats': ['Quin Bell','Rosa Vega','Stu Hale','Tia Frost']}
night = {'Pin Pals': 'Monday', 'Gutter Kings': 'Monday', 'Split Happens': 'Tuesday',
         'Strike Force': 'Wednesday', 'Alley Cats': 'Wednesday'}
skill = {}
bid = {}
k = 101
for t, ps in teams.items():
    for p in ps:
        skill[p] = random.randint(125, 205)
        bid[p] = f'B{k}'; k += 1
rows = []
gid = 1
weeks = sorted(random.sample(range(0, 40), 6))
for w in weeks:
    d0 = dt.date(2023, 9, 4) + dt.timedelta(weeks=w)
    for t, ps in teams.items():
        off = {'Monday': 0, 'Tuesday': 1, 'Wednesday': 2}[night[t]]
        d = d0 + dt.timedelta(days=off)
        lane = random.randint(1, 16)
        for p in ps:
            if random.random() < 0.25:
                continue
            for g in (1, 2, 3):
                sc = max(62, min(300, int(random.gauss(skill[p], 28))))
                strikes = max(0, min(12, int((sc - 90) / 17 + random.uniform(-1.5, 1.5))))
                spares = max(0, min(10 - min(strikes, 10), int(random.uniform(1, 6))))
                hcp = '' if random.random() < 0.1 else str(max(0, int((220 - skill[p]) * 0.8)))
                clean = 'Yes' if (strikes + spares >= 10 and random.random() < 0.7) else 'No'
                fee = '$4.50' if d.year == 2023 else '$5.00'
                rows.append([f'G{gid:05d}', bid[p], p, t, night[t], d.isoformat(), g, sc, strikes,
                             spares, hcp, lane, clean, fee])
                gid += 1
write('bowling_league.csv',
      ['Game ID','Bowler ID','Bowler Name','Team','League Night','Game Date','Game No','Score',
       'Strikes','Spares','Handicap','Lane','Clean Game','Lineage Fee'], rows)
