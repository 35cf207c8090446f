import csv, random, datetime as dt
random.seed(5420)
R = random

def d0(y=2024, m=1, d=1): return dt.date(y, m, d)
def rdate(start, days): return start + dt.timedelta(days=R.randrange(days))
def money(v, sym='$'): return f"{sym}{v:,.2f}"

# 1. patent filings: Title Case + units, ISO dates, $ with separators, Y/N, list column, repeating inventor id, blanks
areas = ['Battery Chemistry', 'Medical Devices', 'Semiconductors', 'Software', 'Agritech', 'Robotics']
inventors = [('INV-%03d' % i, n) for i, n in enumerate(['Ana Ruiz','Ben Okafor','Chen Wei','Dara Singh','Eli Novak','Fay Morgan','Gus Lind','Hana Ito','Ivo Petrov','Jia Park','Kai Stone','Lea Brandt'], 1)]
examiners = ['M. Keller', 'S. Patel', 'R. Gomez', 'T. Nguyen', '']
countries = ['US', 'EP', 'JP', 'CN', 'KR', 'CA', 'AU']
rows = []
for i in range(1, 241):
    iid, name = R.choice(inventors)
    fd = rdate(d0(2022), 3 * 365)
    claims = R.randint(3, 40)
    fee = round(R.uniform(800, 18000), 2)
    granted = R.random() < 0.45
    cs = R.sample(countries, R.randint(1, 4))
    rows.append({'Filing ID': f'PF-{2000+i}', 'Inventor ID': iid, 'Inventor Name': name,
                 'Technology Area': R.choice(areas), 'Filing Date': fd.isoformat(),
                 'Claims (count)': claims, 'Filing Fee (USD)': money(fee),
                 'Pages': R.randint(8, 120), 'Granted': 'Y' if granted else 'N',
                 'Countries': ', '.join(cs), 'Examiner': R.choice(examiners)})
with open('patent_filings.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2. balloon rides: snake_case, DD-Mon-YYYY, euro sign, Yes/No, blanks
pilots = ['Marta Vogel', 'Pierre Lacombe', 'Sven Aalto', 'Rosa Ibarra', 'Tom Hale']
sites = ['Meadow Field', 'Lake Launch', 'Vineyard Hill', 'Old Airstrip']
rows = []
for i in range(1, 261):
    d = rdate(d0(2023, 4), 540)
    pax = R.randint(2, 16)
    wind = round(R.uniform(0, 22), 1)
    canc = wind > 17 or R.random() < 0.08
    price = R.choice([189, 215, 245, 279, 320])
    rows.append({'flight_id': f'BF{i:04d}', 'flight_date': d.strftime('%d-%b-%Y'),
                 'pilot_name': R.choice(pilots), 'launch_site': R.choice(sites),
                 'passengers': pax, 'ticket_price_eur': f'€{price:,.2f}',
                 'wind_speed_kmh': wind, 'max_altitude_m': '' if canc else R.randint(300, 2400),
                 'duration_min': '' if canc else R.randint(45, 110),
                 'cancelled': 'Yes' if canc else 'No',
                 'balloon_reg': R.choice(['G-BALL', 'G-SKYE', 'G-HOPP', 'G-ZEPH'])})
with open('balloon_rides.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3. forge orders: camelCase, MM/DD/YYYY, TRUE/FALSE, $ with thousands, list column, repeating customer id
items = ['Gate', 'Railing', 'Knife', 'Fireplace Tool Set', 'Hinge Set', 'Sculpture', 'Hook Set']
metals = ['Mild Steel', 'Wrought Iron', 'Carbon Steel', 'Bronze']
custs = [('C%02d' % i, n) for i, n in enumerate(['Hollow Oak Inn','J. Marsh','Pine Row HOA','K. Dubois','Riverside Church','M. Chen','Stonegate Farms','L. Ortiz','Harbor Lofts'], 1)]
fin = ['powder coat', 'blackened', 'wax', 'paint', 'galvanized', 'polished']
rows = []
for i in range(1, 226):
    cid, cn = R.choice(custs)
    it = R.choice(items)
    wkg = round(R.uniform(0.3, 4) if it in ('Knife','Hook Set','Hinge Set') else R.uniform(5, 180), 1)
    price = round(wkg * R.uniform(18, 60) + R.uniform(80, 400), 2)
    od = rdate(d0(2023), 730)
    hrs = round(R.uniform(2, 60), 1)
    rows.append({'orderNo': f'F-{5000+i}', 'customerId': cid, 'customerName': cn,
                 'itemType': it, 'metal': R.choice(metals), 'weightKg': wkg,
                 'orderDate': od.strftime('%m/%d/%Y'), 'forgeHours': hrs,
                 'quotedPrice': money(price), 'rushOrder': 'TRUE' if R.random() < 0.25 else 'FALSE',
                 'finishes': ', '.join(R.sample(fin, R.randint(1, 3))),
                 'smithInitials': R.choice(['AB', 'KT', 'RW', '']) })
with open('forge_orders.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4. lifeguard shifts: abbreviated headers, ISO datetime-less dates, 1/0 flags, blanks
guards = [('G%02d' % i, n) for i, n in enumerate(['Ava Cole','Ben Diaz','Cara Moss','Dev Rao','Emi Sato','Finn Kerr','Gia Rossi','Hugo Lam'], 1)]
beaches = ['North Bch', 'Pier Cove', 'Dune Pt', 'Harbor Bch']
flags = ['Green', 'Yellow', 'Red']
rows = []
for i in range(1, 281):
    gid, gn = R.choice(guards)
    d = rdate(d0(2024, 5, 15), 120)
    flag = R.choices(flags, [5, 3, 1])[0]
    resc = R.choices([0, 1, 2, 3, 4], [6, 3, 2, 1, 1 if flag == 'Red' else 0.2])[0]
    rows.append({'ShftID': f'S{i:04d}', 'GrdID': gid, 'GrdNm': gn, 'Bch': R.choice(beaches),
                 'Dt': d.isoformat(), 'Hrs': R.choice([4, 6, 8, 8, 10]),
                 'Resc': resc, 'FA_Cnt': R.randint(0, 6),
                 'WtrTmpC': '' if R.random() < 0.07 else round(R.uniform(17, 27), 1),
                 'Flg': flag, 'Cert': 1 if R.random() < 0.8 else 0,
                 'PayRt': f'${R.choice([18.5, 21, 23.75, 26]):.2f}'})
with open('lifeguard_shifts.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5. climbing ascents: Title Case mixed, DD/MM? use MM/DD/YYYY-> no: DD-Mon-YYYY; Y/N sent; partners list; repeating climber
climbers = ['Noor Haddad', 'Owen Price', 'Priya Das', 'Quinn Lowe', 'Rafa Soto', 'Sara Berg', 'Theo Walsh']
crags = ['Granite Wall', 'Red Slab', 'Eagle Buttress', 'Moss Cave', 'Sunset Tower']
grades = ['5.8', '5.9', '5.10a', '5.10c', '5.11a', '5.11c', '5.12a']
styles = ['Lead', 'Top Rope', 'Trad', 'Boulder']
rows = []
for i in range(1, 211):
    c = R.choice(climbers)
    d = rdate(d0(2023, 3), 600)
    partners = R.sample([x for x in climbers if x != c], R.randint(0, 3))
    att = R.randint(1, 8)
    rows.append({'Ascent #': i, 'Climber': c, 'Crag': R.choice(crags),
                 'Route Name': R.choice(['Sky Hook', 'Dragon Spine', 'Slow Burn', 'Quartz Line', 'Ledge Walk', 'Iron Curtain', 'Finger Food', 'Moonrise']),
                 'Grade': R.choice(grades), 'Style': R.choice(styles),
                 'Date Climbed': d.strftime('%d-%b-%Y'), 'Attempts': att,
                 'Sent?': 'Y' if R.random() < 0.3 + 0.08 * att else 'N',
                 'Height (m)': R.randint(8, 45), 'Temp (°F)': '' if R.random() < 0.1 else R.randint(38, 92),
                 'Partners': ', '.join(partners)})
with open('climbing_ascents.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
