import csv, random, datetime as dt
random.seed(7642)
D0 = dt.date(2024, 1, 1)
def rdate(): return D0 + dt.timedelta(days=random.randint(0, 365))
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def money(x, sym='$'): return f"{sym}{x:,.2f}"
def sub(items, lo=1, hi=3): return ", ".join(sorted(random.sample(items, random.randint(lo, hi)), key=items.index))

# 1 soil lab: Title Case with units, ISO dates, Y/N
rows = []
for i in range(240):
    d = rdate(); ph = round(random.gauss(6.4, 0.7), 1)
    om = round(random.uniform(1.0, 7.5), 1) if random.random() > 0.06 else ''
    rows.append({'Sample ID': f'S-{1001+i}', 'Farm ID': f'F-{random.randint(1,30):02d}',
        'Received Date': d.isoformat(), 'County': random.choice(['Adams','Benton','Clark','Dane','Elk']),
        'Crop Planned': random.choice(['Corn','Soybean','Wheat','Alfalfa','Vegetables']),
        'pH': ph, 'Organic Matter (%)': om, 'Nitrogen (ppm)': random.randint(5, 80),
        'Phosphorus (ppm)': random.randint(8, 120), 'Potassium (ppm)': random.randint(60, 420),
        'Lab Fee ($)': money(random.choice([25, 35, 45, 60, 85])),
        'Lime Recommended': 'Y' if ph < 6.0 else 'N',
        'Tests Requested': sub(['pH','NPK','Micronutrients','Salinity','Texture'], 1, 4),
        'Technician': random.choice(['Ortiz','Nguyen','Patel','Larsen'])})
with open('soil_lab.csv','w',newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# 2 crowdfunding: snake_case, MM/DD/YYYY, $ with thousands, TRUE/FALSE
rows = []
for i in range(260):
    d = rdate(); goal = random.choice([2000, 5000, 10000, 15000, 25000, 50000])
    pledged = round(goal * random.uniform(0.05, 2.6), 2); backers = max(1, int(pledged / random.uniform(25, 120)))
    rows.append({'campaign_id': f'CF{3000+i}', 'creator_id': f'U{random.randint(1,90):03d}',
        'category': random.choice(['Games','Tech','Design','Film','Music','Food']),
        'launch_date': d.strftime('%m/%d/%Y'), 'duration_days': random.choice([15,30,30,45,60]),
        'goal_usd': money(goal, '$').replace('.00',''), 'pledged_usd': money(pledged),
        'backers': backers, 'funded': 'TRUE' if pledged >= goal else 'FALSE',
        'staff_pick': random.choice(['TRUE','FALSE','FALSE','FALSE']),
        'country': random.choice(['US','US','UK','CA','DE','AU']) if random.random() > 0.05 else '',
        'reward_tiers': sub(['Early Bird','Standard','Deluxe','Collector','Backer Credit'], 1, 4)})
with open('crowdfunding.csv','w',newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# 3 elevator service calls: camelCase, DD-Mon-YYYY, Yes/No, £
rows = []
for i in range(230):
    d = rdate(); issue = random.choice(['Door Fault','Stuck Between Floors','Noise','Leveling','Button Failure'])
    rows.append({'callId': f'EC-{5000+i}', 'buildingId': f'B-{random.randint(101,135)}',
        'callDate': f'{d.day:02d}-{MON[d.month-1]}-{d.year}',
        'district': random.choice(['North','South','East','West','Central']),
        'elevatorType': random.choice(['Traction','Hydraulic','MRL']), 'issueType': issue,
        'responseMinutes': random.randint(8, 180),
        'repairHours': round(random.uniform(0.5, 9.0), 1) if random.random() > 0.07 else '',
        'partsCost': money(round(random.uniform(0, 2600), 2), '£'),
        'passengerTrapped': 'Yes' if (issue == 'Stuck Between Floors' or random.random() < 0.08) else 'No',
        'technician': random.choice(['R. Hale','M. Osei','J. Kowalski','A. Brandt','L. Moreau']),
        'partsReplaced': sub(['door operator','roller','sensor','relay','cable','controller board'], 0, 3) if random.random() > 0.2 else ''})
with open('elevator_calls.csv','w',newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# 4 oyster harvests: abbreviations, ISO, 1/0
rows = []
for i in range(250):
    d = rdate()
    rows.append({'hrv_id': 7000+i, 'lease_no': f'L{random.randint(10,40)}', 'hrv_dt': d.isoformat(),
        'site': random.choice(['Cove A','Cove B','Point Reef','Mud Flat','Inlet']),
        'spec': random.choice(['Pacific','Eastern','Kumamoto','Olympia']),
        'bags': random.randint(4, 60), 'cnt_per_bag': random.choice([50, 100, 100, 150]),
        'avg_len_mm': round(random.uniform(55, 110), 1), 'mort_pct': round(random.uniform(0, 18), 1),
        'wtr_temp_c': round(random.uniform(6, 22), 1) if random.random() > 0.08 else '',
        'px_doz': round(random.uniform(9, 30), 2), 'vib_test': random.choice([1, 0, 0]),
        'buyers': sub(['Harbor Grill','Salt & Shell','Bay Market','Fishmonger Co','Oyster Bar 9'], 1, 3),
        'crew_ld': random.choice(['JT','MK','RB','SD'])})
with open('oyster_harvests.csv','w',newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# 5 surf lessons: Title Case w/ units, MM/DD/YYYY, Yes/No, €
rows = []
for i in range(270):
    d = rdate(); lvl = random.choice(['Beginner','Beginner','Intermediate','Advanced'])
    dur = random.choice([60, 90, 120])
    rows.append({'Booking Ref': f'SB{9100+i}', 'Student ID': f'ST{random.randint(1,110):03d}',
        'Lesson Date': d.strftime('%m/%d/%Y'), 'Beach': random.choice(['North Shore','Sandy Bay','Point Break','Dune Beach']),
        'Level': lvl, 'Instructor': random.choice(['Kai','Lena','Marco','Tess','Rui']),
        'Duration (min)': dur, 'Price (€)': money(dur * random.choice([0.8, 1.0, 1.2]) + (15 if lvl == 'Advanced' else 0), '€'),
        'Board Rental': random.choice(['Yes','No']), 'Wave Height (m)': round(random.uniform(0.3, 2.8), 1),
        'Rating': random.randint(1, 5) if random.random() > 0.1 else '',
        'Add-ons': sub(['Wetsuit','Photos','Video','Transport'], 0, 3)})
with open('surf_lessons.csv','w',newline='') as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)
