import csv, random, datetime
random.seed(10096)
D0 = datetime.date(2024, 1, 1)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(days=365): return D0 + datetime.timedelta(days=random.randrange(days))
def maybe(v, p=0.06): return '' if random.random() < p else v

# 1 office coffee machine leases: snake_case, ISO dates, plain money, Y/N
rows = []
clients = [f"CL{n:03d}" for n in range(1, 61)]
cities = ['Leeds', 'Bristol', 'Manchester', 'Glasgow', 'Cardiff', 'Norwich']
models = {'BeanMaster 500': 89.0, 'BeanMaster 700': 129.0, 'PodPro Mini': 45.0, 'BaristaOne X': 189.0, 'CafeLine 2': 69.0}
feats = ['grinder', 'milk frother', 'hot water tap', 'app control', 'card payment', 'twin hopper']
for i in range(1, 247):
    m = random.choice(list(models))
    fee = models[m] + random.choice([0, 0, 5, 10, -5, 15])
    f = random.sample(feats, random.choice([1, 1, 2, 2, 3]))
    rows.append({'lease_id': f"LS-{1000+i}", 'client_id': random.choice(clients), 'city': random.choice(cities),
        'machine_model': m, 'start_date': rdate().isoformat(), 'term_months': random.choice([12, 24, 24, 36, 36, 48]),
        'monthly_fee': f"{fee:.2f}", 'cups_per_day': maybe(str(random.randint(15, 180))),
        'maintenance_included': random.choice(['Y', 'Y', 'N']), 'features': ', '.join(f),
        'status': random.choices(['active', 'ended', 'cancelled'], [6, 3, 1])[0], 'service_visits': random.randint(0, 9)})
with open('coffee_leases.csv', 'w', newline='') as fh:
    w = csv.DictWriter(fh, list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 sandblasting jobs: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
rows = []
leads = ['CR-07', 'CR-12', 'CR-15', 'CR-21', 'CR-33']
custs = [f"C{n:04d}" for n in range(1, 90)]
mats = ['steel', 'steel', 'brick', 'concrete', 'wood', 'aluminum']
abr = ['glass bead', 'garnet', 'soda', 'walnut shell', 'crushed glass']
tagl = ['rush', 'on-site', 'weekend', 'hazmat', 'repeat customer', 'heritage']
for i in range(1, 239):
    d = rdate(); area = random.randint(40, 2400); hrs = round(area / random.uniform(60, 140) + random.uniform(0.5, 3), 1)
    tot = round(hrs * random.choice([85, 95, 110]) + area * random.uniform(0.4, 1.2), 2)
    rows.append({'jobId': f"SB{2400+i}", 'crewLeadId': random.choice(leads), 'customerId': random.choice(custs),
        'jobDate': d.strftime('%m/%d/%Y'), 'surfaceMaterial': random.choice(mats), 'abrasiveType': maybe(random.choice(abr)),
        'areaSqFt': area, 'hoursWorked': hrs, 'invoiceTotal': f"${tot:,.2f}", 'leadPaintFound': random.choice(['TRUE', 'FALSE', 'FALSE', 'FALSE']),
        'repaintRequested': random.choice(['TRUE', 'FALSE']), 'jobTags': ', '.join(random.sample(tagl, random.choice([0, 1, 1, 2]))),
        'customerRating': maybe(str(random.choice([3, 4, 4, 5, 5, 5, 2])), 0.15)})
with open('sandblasting_jobs.csv', 'w', newline='') as fh:
    w = csv.DictWriter(fh, list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 aerial photography jobs: Title Case with units, DD-Mon-YYYY, €1,234.50, Yes/No
rows = []
pilots = ['P-Anke', 'P-Bruno', 'P-Chiara', 'P-Dmitri', 'P-Elif', 'P-Femi']
ctypes = ['Real Estate', 'Construction', 'Agriculture', 'Events', 'Insurance', 'Tourism']
regions = ['North', 'South', 'East', 'West', 'Central']
delivs = ['stills', 'video', 'orthomosaic', '3D model', 'thermal']
for i in range(1, 264):
    d = rdate(); ft = random.randint(12, 95); ph = ft * random.randint(3, 12)
    fee = round(150 + ft * random.uniform(4, 9) + random.choice([0, 0, 120, 250]), 2)
    rows.append({'Job Ref': f"AP-{d.year}-{i:04d}", 'Pilot ID': random.choice(pilots), 'Client Type': random.choice(ctypes),
        'Region': random.choice(regions), 'Flight Date': f"{d.day:02d}-{MON[d.month-1]}-{d.year}", 'Flight Time (min)': ft,
        'Max Altitude (m)': maybe(str(random.choice([60, 80, 100, 120, 120, 120]))), 'Photos Delivered': ph,
        'Fee (€)': f"€{fee:,.2f}", 'Weather Delay': random.choice(['Yes', 'No', 'No', 'No']),
        'Deliverables': ', '.join(random.sample(delivs, random.choice([1, 1, 2, 3]))), 'Client Satisfaction (1-10)': maybe(str(random.randint(5, 10)), 0.1)})
with open('aerial_photo_jobs.csv', 'w', newline='') as fh:
    w = csv.DictWriter(fh, list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 well water testing: UPPER abbreviations, ISO date-times, plain money, 1/0
rows = []
owners = [f"OWN{n:03d}" for n in range(1, 110)]
cnty = ['ASHE', 'BURKE', 'CALDWELL', 'DAVIE', 'WILKES']
techs = ['JRM', 'KLT', 'SPW', 'ANV']
contams = ['nitrate', 'arsenic', 'lead', 'coliform', 'iron', 'manganese']
for i in range(1, 232):
    d = rdate(); t = datetime.datetime(d.year, d.month, d.day, random.randint(7, 16), random.choice([0, 15, 30, 45]))
    ecoli = random.choices([0, 1], [85, 15])[0]
    c = random.sample(contams, random.choice([0, 0, 1, 1, 2]))
    if ecoli and 'coliform' not in c: c.append('coliform')
    rows.append({'SMPL_ID': f"W{50000+i}", 'OWNER_ID': random.choice(owners), 'CNTY': random.choice(cnty),
        'SMPL_DTTM': t.strftime('%Y-%m-%dT%H:%M:%S'), 'DEPTH_FT': maybe(str(random.randint(60, 600)), 0.08),
        'NO3_MGL': f"{random.uniform(0, 14):.1f}", 'PH': f"{random.uniform(5.6, 8.6):.1f}", 'TDS_MGL': random.randint(80, 900),
        'ECOLI_PRES': ecoli, 'FEE_USD': random.choice([45, 45, 65, 95, 120]), 'CONTAM_LIST': ', '.join(c),
        'LAB_TECH': random.choice(techs), 'RETEST_REQ': 1 if (ecoli or random.random() < 0.08) else 0})
with open('well_water_tests.csv', 'w', newline='') as fh:
    w = csv.DictWriter(fh, list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 commercial kitchen hire: Sentence case headers, YYYY/MM/DD dates, £ money, true/false
rows = []
members = [f"M-{n:03d}" for n in range(1, 55)]
kitchens = ['Unit A (bakery)', 'Unit B (hot line)', 'Unit C (prep)', 'Unit D (cold room)']
rate = {'Unit A (bakery)': 28.0, 'Unit B (hot line)': 35.0, 'Unit C (prep)': 22.0, 'Unit D (cold room)': 18.0}
btypes = ['catering', 'meal prep', 'baking', 'food truck', 'pop-up', 'product testing']
equip = ['combi oven', 'blast chiller', 'mixer', 'fryer', 'vacuum sealer', 'dough sheeter']
for i in range(1, 257):
    d = rdate(); k = random.choice(kitchens); h = random.choice([2, 3, 4, 4, 5, 6, 8, 8, 10, 12])
    extra = random.choice([0, 0, 0, 15, 25, 40])
    rows.append({'Booking ref': f"KH{7000+i}", 'Member no': random.choice(members), 'Kitchen': k, 'Business type': random.choice(btypes),
        'Booking date': d.strftime('%Y/%m/%d'), 'Hours booked': h, 'Hourly rate': f"£{rate[k]:.2f}",
        'Total charged': f"£{rate[k]*h+extra:,.2f}", 'Cleaning fee waived': random.choice(['true', 'false', 'false']),
        'No show': random.choices(['true', 'false'], [1, 12])[0], 'Equipment used': maybe(', '.join(random.sample(equip, random.choice([1, 2, 3]))), 0.1),
        'Deposit paid': maybe(random.choice(['£50.00', '£100.00', '£0.00']), 0.08)})
with open('kitchen_hire.csv', 'w', newline='') as fh:
    w = csv.DictWriter(fh, list(rows[0])); w.writeheader(); w.writerows(rows)
