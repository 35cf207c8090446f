import csv, random, datetime as dt
random.seed(7238)
D0 = dt.date(2024, 1, 1)
def rdate(days=365): return D0 + dt.timedelta(days=random.randrange(days))
def maybe(v, p=0.06): return '' if random.random() < p else v

# 1 mushroom_harvests: Title Case with units, ISO dates, Y/N, list column
species = ['Oyster', 'Shiitake', "Lion's Mane", 'King Oyster', 'Enoki', 'Reishi']
pickers = ['Ana', 'Ben', 'Chloe', 'Dev', 'Emil', 'Farah']
rows = []
for i in range(260):
    sp = random.choice(species)
    base = {'Oyster': 9, 'Shiitake': 6, "Lion's Mane": 5, 'King Oyster': 7, 'Enoki': 8, 'Reishi': 2}[sp]
    rows.append({
        'Harvest ID': f'H{1000+i}',
        'Batch Code': f'B{random.randint(1, 70):03d}',
        'Grow Room': random.choice(['Room A', 'Room B', 'Room C', 'Room D']),
        'Species': sp,
        'Harvest Date': rdate().isoformat(),
        'Flush Number': random.choice([1, 1, 1, 2, 2, 3]),
        'Yield (kg)': maybe(f'{max(0.3, random.gauss(base, 1.8)):.2f}'),
        'Substrate (kg)': f'{random.choice([10, 12, 15, 20])}',
        'Humidity (%)': maybe(f'{random.uniform(78, 96):.1f}'),
        'Contaminated (Y/N)': 'Y' if random.random() < 0.12 else 'N',
        'Grade': random.choice(['A', 'A', 'B', 'B', 'C']),
        'Pickers': ', '.join(sorted(random.sample(pickers, random.choice([1, 1, 2, 3])))),
    })
with open('mushroom_harvests.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 toll_transactions: snake_case, MM/DD/YYYY, $ money, 1/0 flag
plazas = ['North Gate', 'River Bridge', 'Airport Spur', 'Hillcrest', 'Eastway']
rows = []
for i in range(280):
    vc = random.choice(['car', 'car', 'car', 'motorcycle', 'truck', 'bus'])
    axles = {'car': 2, 'motorcycle': 2, 'truck': random.choice([3, 4, 5]), 'bus': random.choice([2, 3])}[vc]
    amt = {'car': 3.5, 'motorcycle': 1.75, 'truck': 4.0 * axles, 'bus': 9.0}[vc] * random.choice([1, 1, 1.5])
    d = rdate(182)
    rows.append({
        'txn_id': 50000 + i,
        'account_id': f'AC{random.randint(1, 60):04d}',
        'plaza': random.choice(plazas),
        'lane_no': random.randint(1, 8),
        'txn_date': d.strftime('%m/%d/%Y'),
        'vehicle_class': vc,
        'axle_count': axles,
        'toll_amount': f'${amt:,.2f}',
        'payment_method': random.choice(['transponder', 'transponder', 'cash', 'card', 'plate_bill']),
        'violation_flag': 1 if random.random() < 0.1 else 0,
        'speed_kmh': maybe(str(random.randint(15, 95)), 0.05),
        'acct_balance': f'${random.uniform(-50, 2500):,.2f}',
    })
with open('toll_transactions.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 shore_excursions: camelCase, DD-Mon-YYYY, EUR with thousands, Yes/No, list column
ports = ['Barcelona', 'Naples', 'Santorini', 'Dubrovnik', 'Valletta', 'Palma']
types = ['Walking', 'Boat', 'Food', 'Adventure', 'Bus']
rows = []
for i in range(240):
    t = random.choice(types)
    g = random.randint(1, 8)
    price = {'Walking': 45, 'Boat': 120, 'Food': 95, 'Adventure': 150, 'Bus': 60}[t] + random.choice([0, 10, 25])
    rows.append({
        'bookingRef': f'EX-{7000+i}',
        'cruiseId': random.choice(['CR-MED1', 'CR-MED2', 'CR-MED3', 'CR-ADR4', 'CR-ADR5']),
        'portName': random.choice(ports),
        'excursionType': t,
        'tourDate': rdate(300).strftime('%d-%b-%Y'),
        'guestCount': g,
        'pricePerGuest': f'€{price:,.2f}',
        'totalPaid': f'€{price*g:,.2f}',
        'weatherCancelled': 'Yes' if random.random() < 0.08 else 'No',
        'guestRating': maybe(str(random.randint(1, 5)), 0.15),
        'guideLanguages': ', '.join(random.sample(['EN', 'DE', 'ES', 'FR', 'IT'], random.choice([1, 2, 2, 3]))),
    })
with open('shore_excursions.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 gelato_batches: abbreviations, ISO date, TRUE/FALSE, list column
flv = ['Pistachio', 'Stracciatella', 'Hazelnut', 'Lemon Sorbet', 'Dark Chocolate', 'Fior di Latte', 'Mango Sorbet']
allerg = {'Pistachio': 'milk, nuts', 'Stracciatella': 'milk', 'Hazelnut': 'milk, nuts', 'Lemon Sorbet': '',
          'Dark Chocolate': 'milk, soy', 'Fior di Latte': 'milk', 'Mango Sorbet': ''}
rows = []
for i in range(220):
    fl = random.choice(flv)
    vol = random.choice([5, 10, 10, 15, 20])
    rows.append({
        'BatchNo': f'G{300+i}',
        'Flv': fl,
        'ProdDt': rdate(240).isoformat(),
        'Mchn': random.choice(['CARP-1', 'CARP-2', 'BRAV-3']),
        'Oper': random.choice(['MR', 'LS', 'TK', 'JP']),
        'Vol_L': vol,
        'SugarPct': f'{random.uniform(16, 26):.1f}',
        'CostUSD': f'{vol*random.uniform(3.2, 6.5):.2f}',
        'SoldOut': random.choice(['TRUE', 'FALSE', 'FALSE']),
        'WasteL': maybe(f'{random.uniform(0, vol*0.2):.1f}', 0.1),
        'Allergens': allerg[fl],
    })
with open('gelato_batches.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 craft_fair_stalls: Title Case no units, MM/DD/YYYY, $ with thousands, Yes/No + 1/0, repeating vendor id
vendors = [(f'V{100+k}', n, c) for k, (n, c) in enumerate([
    ('Oak & Ember', 'Woodwork'), ('Knit Wit', 'Textiles'), ('Clay Moon', 'Ceramics'), ('Silver Fern', 'Jewelry'),
    ('Paper Fox', 'Stationery'), ('Wax Poetic', 'Candles'), ('Loom Room', 'Textiles'), ('Glint', 'Jewelry'),
    ('Burl Bros', 'Woodwork'), ('Mud Pie', 'Ceramics'), ('Inkwell', 'Stationery'), ('Soap Box', 'Bath'),
    ('Thread Lightly', 'Textiles'), ('Gem Jar', 'Jewelry'), ('Bubble Bar', 'Bath'), ('Kiln Kids', 'Ceramics')])]
fairs = [dt.date(2024, m, d) for m, d in [(3, 9), (4, 13), (5, 11), (6, 8), (7, 13), (8, 10), (9, 14), (10, 12), (11, 9), (12, 7)]]
mats = ['wood', 'wool', 'clay', 'silver', 'paper', 'wax', 'cotton', 'glass', 'leather', 'resin']
rows = []
for fd in fairs:
    for v in random.sample(vendors, random.randint(20, 26) if False else random.randint(12, 16)):
        pass
rows = []
for fd in fairs:
    for vid, name, cat in random.sample(vendors, random.randint(12, 16)) + random.sample(vendors, random.randint(8, 12)):
        size = random.choice(['Small', 'Medium', 'Large'])
        fee = {'Small': 40, 'Medium': 65, 'Large': 90}[size]
        items = random.randint(0, 60)
        gross = items * random.uniform(8, 45)
        rows.append({
            'Vendor ID': vid, 'Vendor Name': name, 'Fair Date': fd.strftime('%m/%d/%Y'),
            'Category': cat, 'Stall Size': size, 'Fee Paid': f'${fee:,.2f}',
            'Gross Sales': maybe(f'${gross:,.2f}', 0.05), 'Items Sold': items,
            'Card Reader': random.choice(['Yes', 'Yes', 'No']),
            'First Time': 1 if random.random() < 0.2 else 0,
            'Materials': ', '.join(random.sample(mats, random.choice([1, 2, 3]))),
        })
with open('craft_fair_stalls.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
