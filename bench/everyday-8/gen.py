import csv, random, os, datetime as dt
random.seed(1919)
D = os.path.dirname(os.path.abspath(__file__))
def w(name, header, rows):
    with open(os.path.join(D, name), 'w', newline='') as f:
        c = csv.writer(f); c.writerow(header); c.writerows(rows)
def rdate(a, b):
    a = dt.date.fromisoformat(a); b = dt.date.fromisoformat(b)
    return a + dt.timedelta(days=random.randint(0, (b - a).days))
def money(x): return "${:,.2f}".format(x)
def blank(v, p=0.05): return '' if random.random() < p else v

# 1 pet adoptions (ISO dates)
species = {'Dog': ['Labrador', 'Beagle', 'Pit Bull Mix', 'German Shepherd', 'Chihuahua'], 'Cat': ['Domestic Shorthair', 'Siamese', 'Maine Coon', 'Tabby'], 'Rabbit': ['Lop', 'Rex'], 'Bird': ['Parakeet', 'Cockatiel']}
names = ['Bella','Max','Luna','Charlie','Lucy','Cooper','Daisy','Milo','Oliver','Coco','Rocky','Ruby','Toby','Nala','Leo','Pepper','Simba','Rosie','Buddy','Ziggy']
rows = []
for i in range(210):
    sp = random.choices(list(species), [50, 35, 10, 5])[0]
    intake = rdate('2023-01-01', '2024-10-31')
    adopted = random.random() < 0.62
    out = (intake + dt.timedelta(days=random.randint(3, 120))).isoformat() if adopted else ''
    fee = {'Dog': 150, 'Cat': 90, 'Rabbit': 45, 'Bird': 30}[sp] + random.choice([0, 0, 25, -20])
    wt = {'Dog': (3, 40), 'Cat': (2, 8), 'Rabbit': (1, 4), 'Bird': (0.03, 0.12)}[sp]
    rows.append([f'A{10400+i}', random.choice(names), sp, random.choice(species[sp]), blank(random.randint(2, 150)),
                 random.choice(['Male', 'Female']), intake.isoformat(), out, 'Yes' if adopted else 'No',
                 money(fee) if adopted else '', random.choice(['Northside Shelter', 'Riverside Rescue', 'Downtown Animal Center']),
                 random.choice(['Y', 'Y', 'Y', 'N']), blank(round(random.uniform(*wt), 2))])
w('pet_adoptions.csv', ['Animal ID', 'Name', 'Species', 'Breed', 'Age (months)', 'Sex', 'Intake Date', 'Outcome Date', 'Adopted', 'Adoption Fee ($)', 'Shelter', 'Vaccinated', 'Weight (kg)'], rows)

# 2 charity donations (M/D/YYYY)
first = ['John','Mary','Ahmed','Li','Sofia','Carlos','Emma','Raj','Grace','Tom','Aisha','Peter']
last = ['Smith','Garcia','Khan','Chen','Rossi','Brown','Patel','Okafor','Miller','Dubois']
orgs = ['Acme Corp', 'Blue River Foundation', 'Northwind Ltd', 'Helping Hands Trust', 'Zenith Bank']
rows = []
for i in range(250):
    t = random.choices(['Individual', 'Corporate', 'Foundation'], [75, 15, 10])[0]
    donor = f'{random.choice(first)} {random.choice(last)}' if t == 'Individual' else random.choice(orgs)
    amt = round(random.lognormvariate(4.2, 1.0), 2) if t == 'Individual' else round(random.uniform(1000, 25000), 2)
    d = rdate('2023-01-01', '2024-12-31')
    rows.append([7001 + i, donor, t, random.choice(['Clean Water', 'School Meals', 'Winter Appeal', 'Disaster Relief', 'General Fund']),
                 money(amt), f'{d.month}/{d.day}/{d.year}', blank(random.choice(['Credit Card', 'Bank Transfer', 'PayPal', 'Check']), 0.04),
                 random.choice(['true', 'false', 'false']), random.choice(['1', '0']) if t == 'Individual' else '0',
                 random.choice(['North', 'South', 'East', 'West'])])
w('charity_donations.csv', ['DonationID', 'DonorName', 'DonorType', 'Campaign', 'Amount', 'DonationDate', 'PaymentMethod', 'Recurring', 'GiftAidEligible', 'Region'], rows)

# 3 vendor invoices (DD-Mon-YYYY)
vendors = {'Staples': 'Office Supplies', 'Dell Technologies': 'IT Hardware', 'Microsoft': 'Software', 'Cintas': 'Facilities', 'FedEx': 'Logistics', 'Deloitte': 'Consulting', 'Grainger': 'Facilities'}
rows = []
for i in range(180):
    v = random.choice(list(vendors))
    d = rdate('2023-01-01', '2024-09-30')
    due = d + dt.timedelta(days=random.choice([15, 30, 45, 60]))
    amt = round(random.uniform(80, 12000), 2)
    st = random.choices(['Paid', 'Unpaid', 'Overdue'], [65, 20, 15])[0]
    late = random.randint(1, 40) if st == 'Overdue' else (random.choice([0, 0, 0, 3, 7]) if st == 'Paid' else 0)
    rows.append([f'INV-{2300+i}', v, vendors[v], d.strftime('%d-%b-%Y'), due.strftime('%d-%b-%Y'), blank(f'{amt:.2f}', 0.04),
                 f'{amt*0.08:.2f}', st, 'Y' if st == 'Paid' else 'N', late, random.choice(['K. Nguyen', 'R. Alvarez', 'S. Whitfield']),
                 blank(random.choice(['USD', 'USD', 'USD', 'EUR']), 0.03)])
w('vendor_invoices.csv', ['Invoice No.', 'Vendor', 'Category', 'Invoice Date', 'Due Date', 'Amt (USD)', 'Tax Amt', 'Status', 'Paid', 'Days Late', 'Approver', 'Currency'], rows)

# 4 bug tracker (timestamps)
rows = []
people = ['alice', 'bob', 'chen', 'dmitri', 'eva', 'farah']
for i in range(300):
    c = dt.datetime(2023, 6, 1) + dt.timedelta(minutes=random.randint(0, 60 * 24 * 540))
    st = random.choices(['Open', 'In Progress', 'Resolved', 'Closed'], [20, 15, 30, 35])[0]
    res = (c + dt.timedelta(hours=random.randint(2, 24 * 60))).strftime('%Y-%m-%d %H:%M:%S') if st in ('Resolved', 'Closed') else ''
    rows.append([1000 + i, random.choice(['Crash on save', 'Login timeout', 'Wrong total shown', 'Slow page load', 'Typo in label', 'Export fails', 'Memory leak']),
                 random.choice(['frontend', 'backend', 'api', 'database', 'mobile']), random.choices(['Critical', 'Major', 'Minor', 'Trivial'], [10, 30, 40, 20])[0],
                 random.choice(['P1', 'P2', 'P3', 'P4']), st, random.choice(people), blank(random.choice(people), 0.1),
                 c.strftime('%Y-%m-%d %H:%M:%S'), res, blank(random.choice([1, 2, 3, 5, 8, 13]), 0.08), random.choice([0, 0, 0, 1])])
w('bug_tracker.csv', ['bug_id', 'title', 'component', 'severity', 'priority', 'status', 'reporter', 'assignee', 'created_at', 'resolved_at', 'story_points', 'is_regression'], rows)

# 5 freelance timesheets (M/D/YYYY too, different flags)
fl = {'Ana Souza': ('Brazil', 60), 'Ben Carter': ('USA', 95), 'Chloe Martin': ('France', 80), 'Dev Sharma': ('India', 45), 'Elif Yilmaz': ('Turkey', 55), 'Finn Murphy': ('Ireland', 85)}
rows = []
for i in range(230):
    f = random.choice(list(fl))
    d = rdate('2024-01-01', '2024-12-31')
    hrs = round(random.choice([0.5, 1, 1.5, 2, 3, 4, 5, 6, 7.5, 8]) , 1)
    rows.append([i + 1, f, random.choice(['Globex', 'Initech', 'Umbrella Co', 'Stark Industries', 'Wayne Enterprises']),
                 random.choice(['Web Development', 'Graphic Design', 'Copywriting', 'Data Analysis']), d.strftime('%m/%d/%Y'), hrs,
                 money(fl[f][1]), random.choice(['TRUE', 'TRUE', 'FALSE']), random.choice(['Yes', 'No']), fl[f][0],
                 blank(random.choice(['Bug fixes', 'Logo draft', 'Blog post', 'Dashboard build', 'Client call', 'Revisions']), 0.1)])
w('freelance_timesheets.csv', ['EntryID', 'FreelancerName', 'Client', 'ProjectType', 'WorkDate', 'HoursWorked', 'HourlyRate', 'Billable', 'Invoiced', 'Country', 'TaskNotes'], rows)
