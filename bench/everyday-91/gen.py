import csv, random, datetime as dt
random.seed(10132)
D0 = dt.date(2024, 1, 1)
def rday(span=365): return D0 + dt.timedelta(days=random.randint(0, span - 1))
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

def write(name, header, rows):
    with open(name, 'w', newline='') as f:
        w = csv.writer(f); w.writerow(header); w.writerows(rows)

# 1 furniture upcycling workshops: snake_case, ISO date, plain money, Y/N
types = {'Chalk Painting': 45, 'Decoupage': 38, 'Reupholstery': 85, 'Stenciling': 40, 'Furniture Repair': 60}
instr = ['Maya Okafor', 'Tom Reilly', 'Ines Duarte', 'Gareth Lowe']
mats = ['sandpaper', 'chalk paint', 'wax', 'fabric', 'foam', 'stencils', 'glue', 'varnish']
members = ['M%03d' % i for i in range(1, 61)]
rows = []
for i in range(random.randint(220, 280)):
    t = random.choice(list(types)); att = random.choice([1, 1, 1, 2, 2, 3])
    fee = types[t] * att
    mf = '' if random.random() < 0.1 else round(random.choice([0, 5, 7.5, 12, 15, 22.5]), 2)
    sat = '' if random.random() < 0.12 else random.choices([1, 2, 3, 4, 5], [1, 2, 4, 8, 6])[0]
    m = ', '.join(sorted(random.sample(mats, random.randint(1, 3)), key=mats.index))
    rows.append(['UW-%04d' % (1000 + i), rday().isoformat(), t, random.choice(instr), random.choice(members[:40] if random.random() < .7 else members),
                 att, fee, mf, random.choice(['Y', 'N', 'N']), sat, m])
rows.sort(key=lambda r: r[1])
write('upcycling_workshops.csv', ['booking_id', 'session_date', 'workshop_type', 'instructor', 'member_id', 'attendees', 'fee_paid', 'materials_fee', 'first_timer', 'satisfaction', 'materials_used'], rows)

# 2 sauna rentals: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
models = {'Barrel 4-Person': 95, 'Cabin 6-Person': 140, 'Mobile Trailer': 210, 'Infrared Pod': 70}
cities = ['Duluth', 'Bemidji', 'Ely', 'Grand Marais', 'Two Harbors']
addons = ['wood bundle', 'aroma oils', 'cold plunge', 'towel pack', 'lanterns']
custs = ['C%04d' % i for i in range(1, 90)]
rows = []
for i in range(random.randint(220, 280)):
    m = random.choice(list(models)); days = random.choices([1, 2, 3, 4, 5, 7], [5, 6, 4, 2, 1, 1])[0]
    d = rday(); km = random.randint(2, 140)
    ao = '' if random.random() < 0.3 else ', '.join(sorted(random.sample(addons, random.randint(1, 3)), key=addons.index))
    charge = models[m] * days + round(km * 1.25, 2) + 15 * (ao.count(',') + 1 if ao else 0)
    dmg = random.random() < 0.12
    rows.append(['SR%05d' % (20000 + i), '%02d/%02d/%04d' % (d.month, d.day, d.year), m, days, random.choice(custs[:50] if random.random() < 0.6 else custs),
                 random.choice(cities), '${:,.2f}'.format(charge), '' if random.random() < 0.08 else km,
                 'FALSE' if dmg and random.random() < 0.7 else 'TRUE', 'TRUE' if dmg else 'FALSE', ao])
rows.sort(key=lambda r: (r[1][6:], r[1][:5]))
write('sauna_rentals.csv', ['rentalId', 'startDate', 'saunaModel', 'rentalDays', 'customerId', 'deliveryCity', 'totalCharge', 'deliveryKm', 'depositReturned', 'damageReported', 'addOns'], rows)

# 3 hedge maze tickets: Title Case with units, DD-Mon-YYYY, €37.50, Yes/No
ttypes = {'Adult': 12.5, 'Child': 7.5, 'Family': 37.5, 'Senior': 9.0, 'Season Pass Visit': 0.0}
gates = ['North Gate', 'South Gate', 'Orchard Gate']
extras = ['map', 'torch', 'audio guide', 'ice cream voucher', 'photo']
cashiers = ['CSH-%02d' % i for i in range(1, 9)]
rows = []
for i in range(random.randint(220, 280)):
    t = random.choices(list(ttypes), [5, 3, 3, 2, 1])[0]
    g = {'Family': random.randint(3, 6)}.get(t, random.choice([1, 1, 2, 2, 3]))
    price = ttypes[t] if t == 'Family' else ttypes[t] * g
    d = D0 + dt.timedelta(days=random.randint(90, 300))
    mins = '' if random.random() < 0.07 else random.randint(18, 95)
    ex = ', '.join(sorted(random.sample(extras, random.randint(0, 2)), key=extras.index))
    rows.append(['T%05d' % (5000 + i), '%02d-%s-%04d' % (d.day, MON[d.month - 1], d.year), t, g, '€{:,.2f}'.format(price), mins,
                 random.choice(['Yes', 'Yes', 'No']), random.choice(gates), random.choice(cashiers), ex])
write('hedge_maze_tickets.csv', ['Ticket No', 'Visit Date', 'Ticket Type', 'Group Size', 'Price (€)', 'Time In Maze (min)', 'Reached Centre', 'Entry Gate', 'Cashier ID', 'Extras'], rows)

# 4 lab coat laundering: abbreviated upper-case, ISO date-times, plain money, 1/0
depts = ['CHEM', 'MICRO', 'PATH', 'DENTAL', 'VET']
stains = ['blood', 'ink', 'solvent', 'dye', 'grease', 'bleach spot']
clients = ['CL%03d' % i for i in range(1, 36)]
rows = []
for i in range(random.randint(220, 280)):
    d = rday(); ts = dt.datetime(d.year, d.month, d.day, random.randint(6, 17), random.choice([0, 15, 30, 45]))
    q = random.randint(5, 60); rej = random.choices([0, 0, 0, 1, 2, 3], k=1)[0]; rej = min(rej, q)
    rush = 1 if random.random() < 0.25 else 0
    chg = round(q * 2.4 + rush * 18, 2)
    st = '' if random.random() < 0.35 else ', '.join(sorted(random.sample(stains, random.randint(1, 3)), key=stains.index))
    tat = '' if random.random() < 0.06 else (random.randint(12, 30) if rush else random.randint(36, 96))
    rows.append(['LC%05d' % (70000 + i), ts.strftime('%Y-%m-%dT%H:%M:%S'), random.choice(clients), random.choice(depts), q, q - rej, rej, chg, rush, tat, st])
rows.sort(key=lambda r: r[1])
write('lab_coat_laundering.csv', ['ORD_NO', 'PICKUP_TS', 'CLIENT_ID', 'DEPT', 'QTY_RCVD', 'QTY_RTND', 'QTY_REJ', 'CHG_AMT', 'RUSH_FLG', 'TAT_HRS', 'STAIN_TYPES'], rows)

# 5 keg deposit returns: PascalCase, DD.MM.YYYY, £1,234.00, true/false
brands = ['Harbour Ales', 'Old Mill', 'Foxglove Brewing', 'Northern Cask']
sizes = {'50L': 30.0, '30L': 25.0, '20L': 20.0}
drivers = ['Priya', 'Dan', 'Olu', 'Kasia', 'Lee']
issues = ['dented', 'missing cap', 'leaking valve', 'no label', 'dirty']
venues = ['V%03d' % i for i in range(1, 45)]
rows = []
for i in range(random.randint(220, 280)):
    d = rday(); sz = random.choice(list(sizes)); n = random.randint(1, 14)
    cond = random.choices([0, 0, 0, 0, 1, 2], k=1)[0]; cond = min(cond, n)
    iss = ', '.join(sorted(random.sample(issues, cond + (1 if random.random() < 0.15 else 0)), key=issues.index)) if cond or random.random() < .1 else ''
    rows.append(['KR-%d' % (3000 + i), '%02d.%02d.%04d' % (d.day, d.month, d.year), random.choice(venues), random.choice(brands), sz, n, cond,
                 '£{:,.2f}'.format((n - cond) * sizes[sz]), 'true' if cond else 'false', '' if random.random() < 0.05 else random.choice(drivers), iss])
write('keg_returns.csv', ['ReturnID', 'ReturnDate', 'VenueID', 'BreweryBrand', 'KegSize', 'KegsReturned', 'CondemnedCount', 'DepositRefund', 'Damaged', 'Driver', 'Issues'], rows)
