import csv, random, datetime as dt
random.seed(3333)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def money(x): return "${:,.2f}".format(x)
def rdate(a, b):
    a = dt.date.fromisoformat(a); b = dt.date.fromisoformat(b)
    return a + dt.timedelta(days=random.randint(0, (b - a).days))
def mdy(d): return d.strftime('%m/%d/%Y')
def dmy(d): return f"{d.day:02d}-{MON[d.month-1]}-{d.year}"
def blank(v, p):
    return '' if random.random() < p else v
def write(name, header, rows):
    with open(f'/tmp/m33/{name}.csv', 'w', newline='') as f:
        w = csv.writer(f); w.writerow(header); w.writerows(rows)

# (a) plumbing service calls
techs = ['Mike Dolan', 'Sara Ortiz', 'Dev Patel', 'Jim Kowalski', 'Lena Brooks']
stypes = {'Leak Repair': (1, 3, 40, 200), 'Drain Cleaning': (1, 2, 10, 80), 'Water Heater Install': (3, 6, 600, 1800),
          'Toilet Repair': (1, 2, 20, 150), 'Pipe Replacement': (2, 8, 150, 900), 'Sewer Line': (4, 10, 300, 2500),
          'Faucet Install': (1, 2, 50, 300)}
zones = ['Northside', 'Riverside', 'Downtown', 'Eastgate', 'Hillcrest', 'Oak Park']
first = ['Anna','Ben','Carla','David','Emma','Frank','Grace','Henry','Iris','Jack','Karen','Leo','Maya','Nate','Olga','Paul','Rita','Sam','Tina','Victor']
last = ['Smith','Jones','Garcia','Nguyen','Miller','Chen','Brown','Davis','Wilson','Lopez','Clark','Hall']
rows = []
for i in range(247):
    st = random.choice(list(stypes)); h0, h1, p0, p1 = stypes[st]
    hrs = round(random.uniform(h0, h1) * 4) / 4
    parts = round(random.uniform(p0, p1), 2)
    emerg = random.random() < 0.22
    rate = 95 * (1.5 if emerg else 1)
    total = round(hrs * rate + parts + (75 if emerg else 0), 2)
    d = rdate('2024-01-02', '2024-06-29')
    rows.append([f'SC-{10400 + i}', mdy(d), f'{random.choice(first)} {random.choice(last)}', st,
                 random.choice(techs), random.choice(zones), hrs, money(parts), money(total),
                 'Y' if emerg else 'N', blank(random.choice(['Y', 'N', 'N', 'N', 'N']), 0.08),
                 blank(str(random.choice([1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5])), 0.18),
                 random.choice(['Credit Card', 'Check', 'Cash', 'Invoice'])])
write('plumbing_calls', ['Call ID', 'Call Date', 'Customer Name', 'Service Type', 'Technician', 'Service Zone',
      'Labor Hours', 'Parts Cost', 'Total Charge', 'Emergency', 'Callback Required', 'Customer Rating', 'Payment Method'], rows)

# (b) community theater ticket sales
shows = {'The Music Man': 32, 'Our Town': 24, 'Little Shop of Horrors': 30, 'A Christmas Carol': 28, 'Arsenic and Old Lace': 22}
showdates = {'The Music Man': ('2024-02-01', '2024-02-25'), 'Our Town': ('2024-03-07', '2024-03-24'),
             'Little Shop of Horrors': ('2024-05-02', '2024-05-26'), 'Arsenic and Old Lace': ('2024-09-12', '2024-09-29'),
             'A Christmas Carol': ('2024-12-05', '2024-12-22')}
sections = {'Orchestra': 1.0, 'Mezzanine': 0.8, 'Balcony': 0.6, 'Box': 1.5}
rows = []
for i in range(268):
    sh = random.choice(list(shows)); sec = random.choice(['Orchestra'] * 4 + ['Mezzanine'] * 3 + ['Balcony'] * 2 + ['Box'])
    d = rdate(*showdates[sh]); perf = 'Matinee' if d.weekday() >= 5 and random.random() < 0.6 else 'Evening'
    price = round(shows[sh] * sections[sec], 2)
    qty = random.choice([1, 2, 2, 2, 3, 4, 4, 5, 6])
    disc = random.choice(['', '', '', '', 'STUDENT', 'SENIOR', 'MEMBER'])
    factor = {'': 1, 'STUDENT': 0.7, 'SENIOR': 0.8, 'MEMBER': 0.9}[disc]
    rows.append([100001 + i, sh, d.isoformat(), perf, sec, qty, money(price), disc,
                 random.choice(['Online', 'Online', 'Box Office', 'Phone']),
                 random.choice(['TRUE', 'FALSE', 'FALSE']), money(round(qty * price * factor, 2)),
                 blank(random.choice(['Newspaper', 'Social Media', 'Word of Mouth', 'Email', 'Flyer']), 0.25)])
write('theater_tickets', ['ticket_id', 'show_title', 'performance_date', 'performance_slot', 'seat_section', 'ticket_qty',
      'ticket_price', 'discount_code', 'sales_channel', 'is_subscriber', 'order_total', 'heard_about_us'], rows)

# (c) bicycle repair work orders (repeated customerId, list column servicesPerformed)
services = ['Tune-Up', 'Flat Repair', 'Brake Adjustment', 'Chain Replacement', 'Wheel Truing', 'Derailleur Adjustment', 'Cable Replacement', 'Bearing Overhaul']
mechs = ['Tomás', 'Priya', 'Colin', 'Hana']
custs = [f'C{200 + k}' for k in range(90)]
rows = []
for i in range(231):
    d = rdate('2024-03-01', '2024-08-31')
    n = random.choice([1, 1, 2, 2, 3])
    sv = random.sample(services, n)
    labor = round(sum(random.choice([15, 20, 25, 35, 45, 60]) for _ in sv), 2)
    parts = round(random.uniform(0, 120), 2) if random.random() < 0.7 else 0.0
    status = random.choice(['Completed', 'Completed', 'Completed', 'Picked Up', 'Picked Up', 'In Progress', 'Waiting for Parts'])
    out = dmy(d + dt.timedelta(days=random.randint(0, 9))) if status in ('Completed', 'Picked Up') else ''
    rows.append([f'WO-{5000 + i}', random.choice(custs), dmy(d), out,
                 random.choice(['Road', 'Mountain', 'Hybrid', 'E-Bike', 'BMX', 'Cargo']), random.choice(mechs),
                 ', '.join(sv), money(labor), money(parts) if parts else blank('$0.00', 0.5), status,
                 random.choice(['Yes', 'No', 'No', 'No']), random.choice(['TRUE', 'FALSE', 'FALSE', 'FALSE', 'FALSE', 'FALSE']),
                 blank(random.choice(['Trek', 'Specialized', 'Giant', 'Cannondale', 'Rad Power', 'Surly']), 0.1)])
write('bike_work_orders', ['workOrderId', 'customerId', 'dateIn', 'dateOut', 'bikeType', 'mechanic', 'servicesPerformed',
      'laborCost', 'partsCost', 'orderStatus', 'rushOrder', 'warrantyClaim', 'bikeBrand'], rows)

# (d) urban forestry inventory
species = {'Red Maple': (10, 45), 'Pin Oak': (12, 60), 'London Plane': (15, 70), 'Honey Locust': (10, 50),
           'Ginkgo': (8, 40), 'Little-leaf Linden': (10, 45), 'Crabapple': (6, 20), 'American Elm': (15, 65)}
streets = ['Elm St', 'Maple Ave', 'Washington Blvd', 'Park Rd', 'Lincoln Ave', 'Cedar Ln', '3rd St', 'Harbor Dr', 'Mill St', 'Church St']
rows = []
for i in range(284):
    sp = random.choice(list(species)); lo, hi = species[sp]
    pd = rdate('2005-04-01', '2023-11-15'); age = (dt.date(2024, 6, 1) - pd).days / 365
    height = round(min(hi, lo * 0.4 + age * random.uniform(1.2, 2.6)), 1)
    dbh = round(1.5 + age * random.uniform(0.35, 0.8), 1)
    cond = random.choice(['Excellent', 'Good', 'Good', 'Good', 'Fair', 'Fair', 'Poor', 'Dead'])
    rows.append([f'T-{i + 1:04d}', sp, f'{random.randint(1, 99) * 10} {random.choice(streets)}',
                 random.choice(['North', 'South', 'East', 'West', 'Central']), pd.isoformat(), height, dbh,
                 blank(round(height * random.uniform(0.4, 0.8), 1), 0.1), cond,
                 random.choice(['Yes', 'No', 'No']), money(random.choice([285, 310, 350, 425, 480, 520])),
                 random.choice(['City Budget', 'State Grant', 'Private Donation', 'Developer Fee']),
                 blank(random.choice(['Sidewalk Heave', 'Overhead Wires', 'Root Girdling', 'Trunk Damage']), 0.7)])
write('street_trees', ['Tree ID', 'Species', 'Address', 'District', 'Planted Date', 'Height (ft)', 'DBH (in)',
      'Canopy Spread (ft)', 'Condition', 'Needs Pruning', 'Planting Cost', 'Funding Source', 'Site Issue'], rows)

# (e) translation agency jobs ledger (list column Services)
pairs = [('EN', 'ES'), ('EN', 'FR'), ('EN', 'DE'), ('EN', 'ZH'), ('ES', 'EN'), ('EN', 'JA'), ('DE', 'EN'), ('EN', 'PT')]
base_rate = {'ES': 0.11, 'FR': 0.13, 'DE': 0.15, 'ZH': 0.17, 'EN': 0.12, 'JA': 0.19, 'PT': 0.12}
translators = ['M. Rossi', 'K. Tanaka', 'L. Weber', 'A. Silva', 'J. Dubois', 'H. Wang']
clients = ['Acme Legal LLP', 'BrightPath Pharma', 'Northwind Tech', 'Globex Marketing', 'Harbor Bank', 'City of Fairview']
domains = ['Legal', 'Medical', 'Technical', 'Marketing', 'Financial']
rows = []
for i in range(212):
    s, t = random.choice(pairs); wc = random.choice([random.randint(200, 1500), random.randint(1500, 8000), random.randint(8000, 25000)])
    rate = round(base_rate[t] + random.choice([0, 0.01, 0.02, 0.03]), 2)
    d = rdate('2024-01-03', '2024-12-20')
    extras = random.sample(['Proofreading', 'DTP', 'Certification', 'Rush', 'Glossary'], random.choice([0, 0, 1, 1, 2, 3]))
    amt = round(wc * rate * (1.25 if 'Rush' in extras else 1) + 40 * len(extras), 2)
    rows.append([f'J24-{i + 1:03d}', random.choice(clients), s, t, f'{s}>{t}', random.choice(domains), wc, f'{rate:.2f}',
                 money(amt), random.choice(translators), dmy(d), dmy(d + dt.timedelta(days=random.randint(2, 30))),
                 ', '.join(extras), random.choice(['Y', 'Y', 'Y', 'N']), random.choice(['Paid', 'Paid', 'Invoiced', 'Overdue'])])
write('translation_jobs', ['Job No', 'client', 'sourceLang', 'targetLang', 'Language Pair', 'subject_area', 'Word Count',
      'Rate ($/word)', 'Invoice Amount', 'Translator', 'Received', 'Due Date', 'Add-on Services', 'On Time', 'payment_status'], rows)
