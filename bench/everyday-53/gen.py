import csv, random, datetime as dt
random.seed(9056)
D0 = dt.date(2024, 1, 1)
def rdate(): return D0 + dt.timedelta(days=random.randint(0, 365))
def blank(v, p=0.05): return '' if random.random() < p else v
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

# 1. bakery wholesale orders: snake_case, ISO dates, plain money, Y/N
def bakery():
    n = 246
    custs = [f"C{100+i}" for i in range(38)]
    ctype = {c: random.choice(['cafe','cafe','grocery','restaurant','hotel']) for c in custs}
    prices = {'sourdough loaf': 4.2, 'baguette': 2.1, 'croissant': 1.6, 'cinnamon roll': 2.4, 'rye loaf': 3.9, 'bagel': 1.1, 'brioche': 3.5}
    tags_pool = ['organic', 'vegan', 'gluten-free', 'seeded', 'day-old', 'sliced']
    drivers = ['Marta', 'Kofi', 'Jun', 'Pavel']
    rows = []
    for i in range(n):
        c = random.choice(custs)
        p = random.choice(list(prices))
        q = random.choice([12, 24, 24, 36, 48, 60, 72, 96, 120])
        up = round(prices[p] * random.choice([0.9, 1.0, 1.0, 1.05]), 2)
        disc = random.choice(['', '', '0', '5', '5', '10', '15'])
        tot = round(q * up * (1 - (float(disc) if disc else 0) / 100), 2)
        d = rdate()
        tags = ', '.join(sorted(random.sample(tags_pool, random.choice([0, 1, 1, 2, 3]))))
        rows.append(dict(order_id=f"BW-{5000+i}", order_date=d.isoformat(), customer_id=c, customer_type=ctype[c],
            product=p, qty_units=q, unit_price=f"{up:.2f}", order_total=f"{tot:.2f}", discount_pct=disc,
            delivered_on_time=blank(random.choice('YYYYN'), 0.04), driver=blank(random.choice(drivers), 0.05),
            product_tags=tags))
    rows.sort(key=lambda r: r['order_date'])
    return rows

# 2. horse riding lessons: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
def riding():
    n = 231
    riders = [f"R-{i:03d}" for i in range(1, 46)]
    instr = ['Helen Ward', 'Tomas Reyes', 'Ines Blake', 'Sam Okafor']
    horses = ['Biscuit', 'Juniper', 'Maverick', 'Pepper', 'Willow', 'Duke', 'Hazel']
    types = {'private': 85, 'semi-private': 60, 'group': 40, 'trail ride': 55, 'jumping clinic': 120}
    skills = ['posting trot', 'canter', 'grooming', 'tacking up', 'jumping', 'dressage', 'trail etiquette']
    rows = []
    for i in range(n):
        t = random.choices(list(types), [4, 3, 5, 2, 1])[0]
        dur = random.choice([30, 45, 60, 60, 90]) if t != 'trail ride' else random.choice([90, 120])
        fee = types[t] * dur / 60 * random.choice([1, 1, 1.1, 0.9])
        if t == 'trail ride' and random.random() < 0.3: fee = fee * 12  # group package bookings
        d = rdate()
        rows.append(dict(lessonId=f"L{7000+i}", lessonDate=d.strftime('%m/%d/%Y'), riderId=random.choice(riders),
            instructorName=random.choice(instr), horseName=blank(random.choice(horses), 0.06), lessonType=t,
            durationMin=dur, lessonFee=f"${fee:,.2f}", isCompleted=random.choice(['TRUE'] * 6 + ['FALSE']),
            riderRating=blank(str(random.choice([3, 4, 4, 5, 5, 5])), 0.15),
            skillsCovered=', '.join(random.sample(skills, random.choice([1, 2, 2, 3]))), _d=d))
    rows.sort(key=lambda r: r['_d'])
    for r in rows: del r['_d']
    return rows

# 3. sign shop orders: Title Case with units, DD-Mon-YYYY, euros, Yes/No
def signs():
    n = 262
    clients = [f"CL{i:04d}" for i in range(1, 52)]
    types = {'banner': 18, 'vinyl decal': 25, 'aluminium panel': 60, 'acrylic sign': 90, 'a-frame': 140, 'vehicle wrap': 900}
    mats = {'banner': 'PVC', 'vinyl decal': 'vinyl', 'aluminium panel': 'aluminium', 'acrylic sign': 'acrylic', 'a-frame': 'aluminium', 'vehicle wrap': 'vinyl'}
    fin = ['laminate', 'grommets', 'UV coat', 'mounting tape', 'hemmed edges']
    designers = ['Anke', 'Luca', 'Sofie', 'Ruben', 'Elif']
    rows = []
    for i in range(n):
        t = random.choices(list(types), [5, 5, 3, 3, 2, 1])[0]
        w = random.choice([30, 45, 60, 90, 120, 150, 200, 300])
        h = random.choice([20, 30, 45, 60, 90, 100])
        qty = random.choice([1, 1, 1, 2, 2, 3, 5, 10])
        price = types[t] * (1 + w * h / 10000) * qty
        rush = random.choice(['Yes', 'No', 'No', 'No'])
        if rush == 'Yes': price *= 1.25
        d = rdate()
        rows.append({'Order No': f"SO-{24000+i}", 'Order Date': f"{d.day:02d}-{MON[d.month-1]}-{d.year}",
            'Client ID': random.choice(clients), 'Sign Type': t, 'Material': mats[t], 'Width (cm)': w, 'Height (cm)': h,
            'Quantity': qty, 'Price (€)': f"€{price:.2f}", 'Rush Order': rush,
            'Install Required': blank(random.choice(['Yes', 'No', 'No']), 0.05), 'Designer': blank(random.choice(designers), 0.05),
            'Turnaround (days)': blank(str(random.randint(1, 6) + (0 if rush == 'Yes' else random.randint(2, 8))), 0.04),
            'Finishes': ', '.join(random.sample(fin, random.choice([0, 1, 1, 2]))), '_d': d})
    rows.sort(key=lambda r: r['_d'])
    for r in rows: del r['_d']
    return rows

# 4. campus parking permits: ABBREV UPPER, ISO datetime, plain numbers, 1/0
def permits():
    n = 274
    holders = [f"U{20000+i}" for i in range(60)]
    htype = {h: random.choice(['STUDENT', 'STUDENT', 'STUDENT', 'STAFF', 'FACULTY', 'VISITOR']) for h in holders}
    ptype = {'ANNUAL': 420, 'SEMESTER': 230, 'MONTHLY': 45, 'EVENING': 120, 'MOTORCYCLE': 90}
    vm = {'ANNUAL': 12, 'SEMESTER': 5, 'MONTHLY': 1, 'EVENING': 5, 'MOTORCYCLE': 12}
    lots = ['LOT A', 'LOT B', 'LOT C', 'NORTH GARAGE', 'STADIUM']
    makes = ['Toyota', 'Honda', 'Ford', 'Tesla', 'Hyundai', 'Subaru', 'VW', 'Yamaha']
    zones = ['A', 'B', 'C', 'D', 'G']
    rows = []
    for i in range(n):
        h = random.choice(holders)
        pt = random.choices(list(ptype), [3, 5, 4, 2, 1])[0]
        fee = ptype[pt] * (0.5 if htype[h] == 'STUDENT' and pt in ('ANNUAL', 'SEMESTER') and random.random() < 0.4 else 1)
        d = rdate(); t = dt.datetime.combine(d, dt.time(random.randint(7, 18), random.randint(0, 59), random.randint(0, 59)))
        make = 'Yamaha' if pt == 'MOTORCYCLE' else random.choice(makes[:-1])
        ev = '1' if make == 'Tesla' or (random.random() < 0.08) else '0'
        rows.append(dict(PRMT_NO=f"P{880000+i}", ISSUE_DTTM=t.isoformat(), HLDR_ID=h, HLDR_TYP=htype[h], PRMT_TYP=pt,
            LOT_CD=random.choice(lots), FEE_AMT=f"{fee:.2f}", VALID_MOS=vm[pt], PAID_FLG=random.choice('1111110'),
            EV_FLG=ev, VEH_MAKE=blank(make, 0.05), VIOL_CNT=random.choices([0, 1, 2, 3, 5], [60, 20, 10, 6, 2])[0],
            ZONES=', '.join(sorted(random.sample(zones, random.choice([1, 1, 2, 3])))), _t=t))
    rows.sort(key=lambda r: r['_t'])
    for r in rows: del r['_t']
    return rows

# 5. mobile dog wash visits: lower case with spaces, "Mon D, YYYY", $ no comma, true/false
def dogwash():
    n = 238
    owners = [f"own{i:02d}" for i in range(1, 41)]
    breeds = ['Labrador', 'Poodle', 'Golden Retriever', 'Beagle', 'Husky', 'Dachshund', 'Mixed']
    svc = {'basic wash': 35, 'full groom': 80, 'deshed': 55, 'nail trim': 15, 'flea bath': 50}
    techs = ['Ava', 'Noah', 'Priya', 'Leo']
    addons = ['teeth brushing', 'blueberry facial', 'paw balm', 'bandana', 'ear cleaning']
    rows = []
    for i in range(n):
        s = random.choices(list(svc), [5, 3, 2, 2, 1])[0]
        b = random.choice(breeds)
        wt = round(random.uniform(4, 12) if b == 'Dachshund' else random.uniform(8, 40) if b in ('Beagle', 'Poodle', 'Mixed') else random.uniform(20, 45), 1)
        price = svc[s] + (10 if wt > 30 else 0) + random.choice([0, 0, 5, 10])
        tip = random.choice(['', '0', '5', '5', '10', '15', '20'])
        d = rdate()
        rows.append({'visit id': f"W{3000+i}", 'visit date': f"{MON[d.month-1]} {d.day}, {d.year}", 'owner id': random.choice(owners),
            'dog breed': b, 'dog weight kg': blank(f"{wt}", 0.05), 'service': s, 'technician': random.choice(techs),
            'price': f"${price:.2f}", 'tip': f"${tip}" if tip else '', 'first visit': random.choice(['true', 'false', 'false', 'false']),
            'matted coat': blank(random.choice(['true', 'false', 'false']), 0.05), 'minutes on site': random.choice([20, 30, 45, 60, 75, 90]),
            'add ons': ', '.join(random.sample(addons, random.choice([0, 0, 1, 1, 2]))), '_d': d})
    rows.sort(key=lambda r: r['_d'])
    for r in rows: del r['_d']
    return rows

for name, f in [('bakery_orders', bakery), ('riding_lessons', riding), ('sign_orders', signs), ('parking_permits', permits), ('dog_wash_visits', dogwash)]:
    rows = f()
    with open(f"{name}.csv", 'w', newline='') as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
    print(name, len(rows))
