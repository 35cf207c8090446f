import csv, random, datetime as dt
random.seed(7440)
R = random
def d0(y=2024, m=1, d=1): return dt.date(y, m, d)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def money(x, sym='$'): return f"{sym}{x:,.2f}"

# 1. sawmill batches: Title Case w/ units, MM/DD/YYYY, $ w/ thousands, Yes/No, list column
rows = []
species = ['Douglas Fir','Red Oak','White Pine','Cedar','Maple','Walnut']
price = {'Douglas Fir':410,'Red Oak':620,'White Pine':350,'Cedar':540,'Maple':580,'Walnut':1150}
ops = ['Hank Ruiz','Lena Park','Omar Diallo','Greta Holm']
defs = ['knots','split','wane','stain','bow','check']
for i in range(260):
    sp = R.choice(species)
    day = d0(2024,1,2) + dt.timedelta(days=R.randint(0, 364))
    logs = R.randint(8, 60)
    vin = round(logs * R.uniform(0.35, 0.9), 2)
    vout = round(vin * R.uniform(0.42, 0.68), 2)
    grade = R.choice(['FAS','Select','No.1 Common','No.2 Common'])
    kiln = R.choice(['Yes','No'])
    val = round(vout * price[sp] * R.uniform(0.85, 1.15), 2)
    d = R.sample(defs, R.choice([0,0,1,1,2,3]))
    rows.append({'Batch ID': f"SB-{1000+i}", 'Date Sawn': day.strftime('%m/%d/%Y'), 'Species': sp,
      'Log Count': logs, 'Input Volume (m³)': vin, 'Lumber Output (m³)': vout, 'Grade': grade,
      'Kiln Dried': kiln, 'Operator': R.choice(ops), 'Sale Value ($)': money(val),
      'Moisture (%)': '' if R.random() < 0.08 else round(R.uniform(6, 28), 1),
      'Defects': ', '.join(d)})
with open('sawmill_batches.csv','w',newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2. glacier stakes: snake_case, ISO dates, TRUE/FALSE, repeating stake_id, blanks
rows = []
glaciers = {'Aletsch':3, 'Rhone':2, 'Morteratsch':2, 'Pasterze':2, 'Hintereis':2}
stakes = []
for g, n in glaciers.items():
    for k in range(n * 3):
        stakes.append((f"{g[:3].upper()}-{k+1:02d}", g, R.randint(2100, 3400)))
surveyors = ['A. Keller','B. Moser','C. Rossi','D. Novak']
for i in range(240):
    sid, g, elev = R.choice(stakes)
    day = d0(2023,5,1) + dt.timedelta(days=R.randint(0, 520))
    melt = round(max(0, R.gauss(120 - (elev-2100)/12, 40)) * (1 if day.month in (6,7,8,9) else 0.25), 1)
    rows.append({'measurement_id': i+1, 'stake_id': sid, 'glacier': g, 'measure_date': day.isoformat(),
      'elevation_m': elev, 'melt_cm': melt,
      'snow_depth_cm': '' if R.random() < 0.15 else round(R.uniform(0, 300) * (0.2 if day.month in (7,8) else 1), 0),
      'surveyor': R.choice(surveyors), 'gps_ok': R.choice(['TRUE','TRUE','TRUE','FALSE']),
      'debris_cover': R.choice(['none','light','moderate','heavy'])})
rows.sort(key=lambda r: r['measure_date'])
with open('glacier_stakes.csv','w',newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3. vinyl pressing runs: camelCase, DD-Mon-YYYY, euro sign, Y/N, list column
rows = []
artists = ['The Velvet Moths','Kira Solen','Dust Harbor','Mono Lake Trio','Ana Ferro','Night Postal']
colors = ['black','clear','red marble','splatter','gold','blue']
labels = ['Hollow Tree Records','Sunday Static','Kettle Audio']
opts = ['gatefold','obi strip','insert','poster','download card','numbered']
for i in range(220):
    a = R.choice(artists)
    day = d0(2023,9,1) + dt.timedelta(days=R.randint(0, 400))
    units = R.choice([300,500,500,1000,1000,1500,2000])
    rej = int(units * R.uniform(0.005, 0.07))
    col = R.choice(colors)
    cpu = round(R.uniform(2.1, 3.4) + (0.6 if col != 'black' else 0), 2)
    rows.append({'runId': f"PR{2300+i}", 'pressDate': f"{day.day:02d}-{MON[day.month-1]}-{day.year}",
      'artist': a, 'albumTitle': f"{a.split()[-1]} Vol {R.randint(1,4)}", 'vinylColor': col,
      'weightGrams': R.choice([140,180,180,200]), 'unitsPressed': units, 'rejects': rej,
      'costPerUnit': f"€{cpu:.2f}", 'rushOrder': R.choice(['Y','N','N','N']),
      'labelName': R.choice(labels), 'sleeveOptions': ', '.join(R.sample(opts, R.randint(0,3)))})
with open('vinyl_pressing.csv','w',newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4. road tests: abbreviations, ISO datetime dates, 1/0 flag, repeating candidate id
rows = []
centers = ['NORTHGATE','RIVERSIDE','EASTFIELD','HILLCREST']
exmnrs = ['EX-11','EX-14','EX-22','EX-35','EX-41']
cands = [f"C{5000+k}" for k in range(150)]
for i in range(280):
    c = R.choice(cands)
    day = d0(2024,1,3) + dt.timedelta(days=R.randint(0, 300))
    vc = R.choice(['B','B','B','A','C'])
    flt = R.randint(0, 18)
    ser = R.choice([0,0,0,0,1,1,2])
    passed = 1 if (flt <= 15 and ser == 0) else 0
    rows.append({'APPT_NO': 70000+i, 'CAND_ID': c, 'TEST_DT': day.isoformat(), 'CTR': R.choice(centers),
      'EXMNR': R.choice(exmnrs), 'VEH_CLS': vc, 'DRV_FLTS': flt, 'SER_FLTS': ser, 'PASS_FLG': passed,
      'FEE_USD': f"${(85 if vc=='B' else 110 if vc=='A' else 140):.2f}",
      'DUR_MIN': '' if R.random() < 0.07 else R.randint(28, 55),
      'TRANS': R.choice(['MAN','AUTO'])})
with open('road_tests.csv','w',newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5. seed bank: mixed Title Case, MM/DD/YYYY, Y/N, list column, blanks
rows = []
sp = [('Triticum aestivum','Poaceae'),('Zea mays','Poaceae'),('Phaseolus vulgaris','Fabaceae'),
      ('Cicer arietinum','Fabaceae'),('Solanum lycopersicum','Solanaceae'),('Capsicum annuum','Solanaceae'),
      ('Brassica oleracea','Brassicaceae'),('Helianthus annuus','Asteraceae')]
countries = ['Ethiopia','Peru','Mexico','India','Turkey','Kenya','Georgia']
inst = ['Kew MSB','CIMMYT','ICARDA','USDA GRIN']
traits = ['drought tolerant','early flowering','disease resistant','salt tolerant','high yield','dwarf']
for i in range(230):
    s, fam = R.choice(sp)
    day = d0(2019,1,1) + dt.timedelta(days=R.randint(0, 5*365))
    gr = '' if R.random() < 0.1 else round(R.uniform(40, 99), 1)
    rows.append({'Accession No': f"ACC-{8100+i}", 'Species': s, 'Family': fam,
      'Country Of Origin': R.choice(countries), 'Collected On': day.strftime('%m/%d/%Y'),
      'Seed Count': R.randint(200, 12000), 'Germination Rate (%)': gr,
      'Storage Temp (°C)': R.choice([-18, -18, -20, 4]), 'Viability Tested': R.choice(['Y','N']),
      'Donor Institution': R.choice(inst), 'Traits': ', '.join(R.sample(traits, R.randint(0,3)))})
with open('seed_bank.csv','w',newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
