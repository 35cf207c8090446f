import csv, random, datetime as dt, os
random.seed(1616)
D = os.path.dirname(os.path.abspath(__file__))
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def iso(d): return d.strftime('%Y-%m-%d')
def mdy(d): return f"{d.month}/{d.day}/{d.year}"
def dmy(d): return f"{d.day:02d}-{MON[d.month-1]}-{d.year}"
def money(x): return "${:,.2f}".format(x)
def commas(x): return "{:,}".format(int(round(x)))
def blank(v, p=0.04): return '' if random.random() < p else v
def write(name, header, rows):
    with open(os.path.join(D, name + '.csv'), 'w', newline='') as f:
        w = csv.writer(f); w.writerow(header); w.writerows(rows)

# (a) bike_rentals
stations = ['Central Park','Harbor Front','University Ave','Old Town','Riverside','Tech Hub']
rows = []
for i in range(240):
    st = dt.datetime(2023, 1, 1, 6) + dt.timedelta(days=random.randint(0, 364), minutes=random.randint(0, 16*60))
    dur = random.randint(3, 95)
    en = st + dt.timedelta(minutes=dur)
    mem = random.choices(['Member','Casual'], [0.62, 0.38])[0]
    bike = random.choice(['Classic','Electric','Cargo']) if random.random() > 0.1 else random.choice(['Classic','Electric'])
    dist = round(dur * random.uniform(0.12, 0.3) * (1.3 if bike == 'Electric' else 1), 2)
    wx = random.choices(['Clear','Cloudy','Rain','Snow'], [0.5, 0.3, 0.15, 0.05])[0]
    m = st.month
    temp = round(random.gauss([0,-2,0,4,10,15,20,24,23,18,11,5,0][m], 4), 1)
    rows.append([f"R{10000+i}", st.strftime('%Y-%m-%d %H:%M'), en.strftime('%Y-%m-%d %H:%M'), dur,
                 random.choice(stations), mem, bike, blank(dist), wx, blank(temp, 0.05)])
write('bike_rentals', ['rental_id','start_time','end_time','duration (min)','Station','member_type','BikeType','distance_km','weather','Temperature (C)'], rows)

# (b) loan_portfolio
states = ['CA','TX','NY','FL','IL','PA','OH','GA','WA','AZ']
rows = []
for i in range(280):
    grade = random.choices('ABCDEFG', [0.2,0.25,0.22,0.15,0.1,0.05,0.03])[0]
    rate = round({'A':6,'B':10,'C':13.5,'D':17,'E':20,'F':24,'G':27}[grade] + random.uniform(-1.5, 1.5), 2)
    amt = random.choice(range(1000, 40001, 500))
    inc = round(random.lognormvariate(11.1, 0.45), -2)
    d = dt.date(2019, 1, 1) + dt.timedelta(days=random.randint(0, 5*365))
    dflt = 1 if random.random() < 0.04 + 0.04*'ABCDEFG'.index(grade) else 0
    rows.append([f"LN-{50000+i}", random.choice(states), money(amt), f"{rate}%", random.choice([36, 60]),
                 grade, blank(commas(inc), 0.05), random.choice(['RENT','MORTGAGE','OWN']), dflt, mdy(d)])
write('loan_portfolio', ['LoanID','BorrowerState','LoanAmount','IntRate','TermMonths','Grade','AnnualIncome','HomeOwnership','Defaulted','IssueDate'], rows)

# (c) clinic_appointments
clinics = {'Northside Clinic':['Cardiology','Pediatrics','Dermatology'], 'Eastgate Medical':['Orthopedics','Cardiology','General Practice'],
           'Lakeview Health':['Pediatrics','General Practice','Dermatology'], 'Southpoint Center':['Orthopedics','General Practice']}
rows = []
for i in range(260):
    c = random.choice(list(clinics)); sp = random.choice(clinics[c])
    age = random.randint(1, 17) if sp == 'Pediatrics' else random.randint(18, 90)
    d = dt.date(2024, 1, 2) + dt.timedelta(days=random.randint(0, 330))
    wait = random.randint(0, 45)
    ns = 'Yes' if random.random() < 0.1 + wait/150 else 'No'
    ins = random.choices(['Private','Medicare','Medicaid','Uninsured'], [0.5,0.2,0.2,0.1])[0]
    cost = round(random.uniform(60, 420) * (1.5 if sp in ('Cardiology','Orthopedics') else 1), 2)
    rows.append([f"APT{3000+i}", age, random.choice(['Male','Female']), c, sp, dmy(d), wait, ns, blank(ins, 0.05), money(cost)])
write('clinic_appointments', ['Appointment ID','Patient Age','Gender','Clinic','Specialty','Appointment Date','Wait Time (days)','No Show','Insurance Type','Visit Cost'], rows)

# (d) movie_catalog
w1 = ['Silent','Crimson','Last','Broken','Golden','Hidden','Midnight','Iron','Lost','Electric','Frozen','Wild','Distant','Paper','Neon']
w2 = ['River','Empire','Horizon','Garden','Signal','Kingdom','Shadow','Harbor','Dream','Circuit','Frontier','Letter','Storm','Mirror','Orchard']
directors = ['Ava Thornton','Marcus Lee','Priya Nair','Jonas Berg','Elena Ruiz','Kenji Watanabe','Claire Dubois','Samuel Okafor','Greta Holm','Diego Alvarez']
genres = ['Drama','Comedy','Action','Thriller','Horror','Sci-Fi','Animation','Documentary','Romance']
titles = set(); rows = []
while len(rows) < 200:
    t = random.choice(w1) + ' ' + random.choice(w2)
    if t in titles: continue
    titles.add(t)
    g = random.choice(genres)
    bud = round(random.uniform(1, 25) if g in ('Documentary','Horror') else random.uniform(5, 220), 1)
    box = round(bud * random.lognormvariate(0.6, 0.8), 1)
    lang = random.choices(['English','Spanish','French','Japanese','Korean','German'], [0.6,0.1,0.1,0.08,0.07,0.05])[0]
    rows.append([t, random.randint(1985, 2024), g, random.randint(78, 175) if g != 'Animation' else random.randint(75, 110),
                 bud, blank(box, 0.06), round(random.uniform(3.5, 9.2), 1), random.choice(directors), lang,
                 random.choice(['true','false'])])
write('movie_catalog', ['Title','ReleaseYear','Genre','Runtime_Minutes','Budget (USD millions)','Box Office (USD millions)','Rating','Director','Language','Streaming Available'], rows)

# (e) warehouse_inventory
cats = {'Electronics':['USB Cable','Wireless Mouse','Keyboard','Webcam','HDMI Adapter','Power Bank'],
        'Office Supplies':['Stapler','Printer Paper','Ballpoint Pens','Sticky Notes','Binder','Desk Organizer'],
        'Furniture':['Office Chair','Standing Desk','Bookshelf','Filing Cabinet','Monitor Stand'],
        'Cleaning':['Disinfectant Spray','Paper Towels','Trash Bags','Floor Cleaner','Hand Soap']}
suppliers = ['Acme Corp','Global Supply Co','Northwind Traders','Summit Wholesale','BlueLine Distribution']
whs = ['Dallas DC','Reno DC','Atlanta DC','Columbus DC']
rows = []; n = 0
for i in range(230):
    c = random.choice(list(cats)); p = random.choice(cats[c])
    variant = random.choice(['', ' - Black', ' - White', ' Pro', ' XL', ' 2-Pack'])
    cost = {'Electronics':(5,80),'Office Supplies':(1,25),'Furniture':(40,450),'Cleaning':(2,30)}[c]
    uc = round(random.uniform(*cost), 2)
    qty = random.randint(0, 1200) if c != 'Furniture' else random.randint(0, 150)
    rl = random.choice([10, 20, 25, 50, 100, 200]) if c != 'Furniture' else random.choice([5, 10, 15, 20])
    d = dt.date(2023, 6, 1) + dt.timedelta(days=random.randint(0, 540))
    ds = random.choice([iso, mdy, dmy])(d) if random.random() > 0.04 else ''
    rows.append([f"SKU-{c[:3].upper()}-{1000+i}", p + variant, c, random.choice(whs), qty, rl, money(uc) if random.random()<0.5 else f"{uc:.2f}",
                 ds, blank(random.choice(suppliers), 0.03), 'Y' if random.random() < 0.12 else 'N'])
write('warehouse_inventory', ['SKU','Product Name','Category','Warehouse','Qty On Hand','Reorder Lvl','Unit Cost','Last Restocked','Supplier','Discontinued (Y/N)'], rows)
