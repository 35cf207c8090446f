import csv, random, datetime as dt
random.seed(10140)
MON = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
def rdate(start, end):
    s = dt.date.fromisoformat(start); e = dt.date.fromisoformat(end)
    return s + dt.timedelta(days=random.randint(0, (e - s).days))
def wlist(opts, k_lo=1, k_hi=3):
    k = random.randint(k_lo, k_hi)
    return ', '.join(random.sample(opts, k))
def write(name, header, rows):
    with open(name, 'w', newline='') as f:
        w = csv.writer(f); w.writerow(header); w.writerows(rows)

# 1 surfboard ding repairs: snake_case, ISO dates, plain money, Y/N
rows = []
cust = ['C%03d' % i for i in range(1, 61)]
techs = ['Kai', 'Marlee', 'Tomas', 'Jess']
btypes = [('shortboard', 5.6, 6.6, 40), ('longboard', 8.6, 10.0, 20), ('fish', 5.2, 6.0, 15), ('funboard', 7.0, 8.0, 12), ('gun', 7.0, 9.6, 5), ('SUP', 9.5, 11.5, 8)]
dmg = ['nose', 'tail', 'rail', 'fin box', 'delam', 'crack', 'pressure dent']
for i in range(248):
    bt = random.choices(btypes, weights=[b[3] for b in btypes])[0]
    d = rdate('2024-01-03', '2024-12-20')
    dc = random.choices([1, 2, 3, 4, 5, 6], weights=[35, 25, 18, 10, 7, 5])[0]
    resin = 'epoxy' if bt[0] == 'SUP' or random.random() < 0.3 else 'polyester'
    lh = round(max(0.5, dc * random.uniform(0.5, 1.2)) * 2) / 2
    cost = round(25 + lh * 40 + (15 if resin == 'epoxy' else 0) + random.choice([0, 0, 5, 10]), 2)
    rush = 'Y' if random.random() < 0.22 else 'N'
    if rush == 'Y': cost = round(cost * 1.25, 2)
    status = random.choices(['completed', 'awaiting pickup', 'in progress', 'cancelled'], weights=[70, 12, 12, 6])[0]
    days = '' if status in ('in progress', 'cancelled') else random.randint(1, 4 if rush == 'Y' else 12)
    rows.append(['SR-%d' % (1001 + i), d.isoformat(), random.choice(cust), bt[0], round(random.uniform(bt[1], bt[2]), 1),
                 dc, wlist(dmg, 1, min(3, dc)), resin, random.choice(techs), '' if random.random() < 0.05 else lh,
                 '%.2f' % cost, rush, days, status])
rows.sort(key=lambda r: r[1])
write('surfboard_repairs.csv', ['repair_id', 'date_in', 'customer_id', 'board_type', 'board_length_ft', 'ding_count', 'damage_types', 'resin', 'technician', 'labor_hours', 'cost', 'rush', 'days_to_complete', 'status'], rows)

# 2 ice sculpture orders: camelCase, MM/DD/YYYY, $1,234.56, true/false
rows = []
clients = ['CL-%02d' % i for i in range(1, 46)]
etypes = ['wedding', 'corporate', 'gala', 'birthday', 'bar mitzvah', 'holiday party']
sculptors = ['Ana', 'Benny', 'Chloe', 'Dmitri', 'Esme']
themes = ['swan', 'logo', 'heart', 'ice luge', 'monogram', 'champagne', 'floral', 'animal']
for i in range(233):
    od = rdate('2023-10-01', '2024-11-30')
    ed = od + dt.timedelta(days=random.randint(5, 90))
    et = random.choices(etypes, weights=[30, 25, 12, 12, 6, 15])[0]
    bc = random.choices(range(1, 13), weights=[10, 14, 14, 12, 10, 8, 7, 6, 5, 4, 3, 2])[0]
    tot = bc * random.choice([285, 295, 310, 325]) + random.choice([0, 150, 250, 400]) + (500 if et == 'wedding' and random.random() < 0.3 else 0)
    delivered = ed <= dt.date(2024, 12, 1) and random.random() < 0.93
    rating = random.choices([5, 4, 3, 2, 1], weights=[45, 30, 14, 7, 4])[0] if delivered and random.random() < 0.8 else ''
    miles = '' if random.random() < 0.08 else round(random.uniform(2, 65), 1)
    rows.append(['ISO-%04d' % (5000 + i), od.strftime('%m/%d/%Y'), ed.strftime('%m/%d/%Y'), random.choice(clients), et, bc,
                 random.choice(sculptors), wlist(themes, 1, 3), '${:,.2f}'.format(tot),
                 'true' if random.random() < 0.72 else 'false', 'true' if delivered else 'false', miles, rating])
write('ice_sculpture_orders.csv', ['orderId', 'orderDate', 'eventDate', 'clientId', 'eventType', 'blockCount', 'sculptor', 'themes', 'orderTotal', 'depositPaid', 'delivered', 'deliveryMiles', 'rating'], rows)

# 3 drive-in tickets: Title Case with units, DD-Mon-YYYY, €37.50, Yes/No
rows = []
films = ['Jaws', 'Grease', 'Back to the Future', 'The Goonies', 'Top Gun', 'Jurassic Park', 'E.T.', 'Ghostbusters']
members = ['M-%03d' % i for i in range(100, 140)]
snacks = ['popcorn', 'nachos', 'hot dog', 'soda', 'candy']
for i in range(262):
    d = rdate('2024-04-05', '2024-09-28')
    film = random.choices(films, weights=[14, 10, 16, 12, 15, 14, 9, 10])[0]
    guests = random.choices(range(1, 7), weights=[10, 35, 20, 20, 10, 5])[0]
    price = 12.0 + 4.5 * guests
    mem = random.choice(members) if random.random() < 0.4 else ''
    if mem: price = price * 0.9
    sn = wlist(snacks, 1, 3) if random.random() < 0.7 else ''
    spend = ('€%.2f' % (sum(random.choice([3.5, 4.0, 5.5, 6.0]) for _ in sn.split(', ')) * (1 + guests // 3))) if sn else ''
    rows.append(['T%05d' % (20001 + i), d.strftime('%d-') + MON[d.month - 1] + d.strftime('-%Y'), film,
                 random.choice(['North', 'South']), mem, guests, '€%.2f' % price, sn, spend,
                 'Yes' if random.random() < 0.15 else 'No', random.choices(['sedan', 'SUV', 'van', 'pickup', 'convertible'], weights=[40, 30, 10, 12, 8])[0],
                 random.choices(['clear', 'cloudy', 'drizzle'], weights=[60, 28, 12])[0]])
write('drive_in_tickets.csv', ['Ticket No', 'Show Date', 'Film Title', 'Screen', 'Member ID', 'Guests (people)', 'Ticket Price (€)', 'Snacks', 'Snack Spend (€)', 'Late Entry', 'Vehicle Type', 'Weather'], rows)

# 4 beach umbrella rentals: UPPER abbrev, ISO datetimes, plain numbers, 1/0
rows = []
zones = ['A-NORTH', 'B-PIER', 'C-DUNES', 'D-COVE']
items = [('umbrella', 6.0, 45), ('umbrella+2 chairs', 11.0, 30), ('cabana', 22.0, 12), ('windbreak', 4.0, 13)]
atts = ['ATT%02d' % i for i in range(1, 9)]
addons = ['cooler', 'towel', 'sunscreen', 'boogie board']
for i in range(252):
    d = rdate('2024-05-25', '2024-09-08')
    st = dt.datetime(d.year, d.month, d.day, random.randint(8, 15), random.choice([0, 15, 30, 45]))
    hrs = random.choice([1, 2, 2, 3, 3, 4, 4, 5, 6, 8])
    it = random.choices(items, weights=[x[2] for x in items])[0]
    qty = random.choices([1, 2, 3], weights=[75, 20, 5])[0]
    amt = it[1] * hrs * qty
    if hrs >= 6: amt *= 0.85
    ad = wlist(addons, 1, 2) if random.random() < 0.35 else ''
    ret = random.random() > 0.04
    rows.append(['R%04d' % (1 + i), st.isoformat(), (st + dt.timedelta(hours=hrs)).isoformat() if ret else '', random.choices(zones, weights=[30, 35, 15, 20])[0],
                 it[0], qty, hrs, round(amt, 2), 1 if ret else 0, random.choice(atts),
                 random.choices(['tourist', 'local', 'hotel guest'], weights=[50, 25, 25])[0], ad,
                 random.choice(['card', 'card', 'cash', 'app']) if random.random() > 0.03 else ''])
rows.sort(key=lambda r: r[1])
write('beach_umbrella_rentals.csv', ['RENT_ID', 'START_TS', 'END_TS', 'BCH_ZONE', 'ITEM_TYP', 'QTY', 'HRS', 'AMT', 'DEP_RTND', 'ATT_ID', 'CUST_TYP', 'ADDONS', 'PAY_MTH'], rows)

# 5 vintage arcade machine repairs: PascalCase, DD/MM/YYYY, $ no thousands, TRUE/FALSE
rows = []
owners = ['OWN-%03d' % i for i in range(1, 41)]
cabs = [('Pac-Man', 'Namco', 1980), ('Ms. Pac-Man', 'Midway', 1982), ('Galaga', 'Namco', 1981), ('Donkey Kong', 'Nintendo', 1981),
        ('Street Fighter II', 'Capcom', 1991), ('Centipede', 'Atari', 1981), ('Defender', 'Williams', 1981), ('Mortal Kombat', 'Midway', 1992)]
faults = ['monitor', 'power supply', 'joystick', 'coin mech', 'sound', 'logic board']
rtechs = ['Rosa', 'Vince', 'Priya']
for i in range(227):
    d = rdate('2023-07-01', '2024-10-31')
    c = random.choices(cabs, weights=[18, 12, 14, 12, 15, 8, 9, 12])[0]
    fl = wlist(faults, 1, 3)
    parts = round(sum({'monitor': 180, 'power supply': 95, 'joystick': 35, 'coin mech': 40, 'sound': 60, 'logic board': 220}[f] for f in fl.split(', ')) * random.uniform(0.6, 1.4), 2)
    if random.random() < 0.06: parts = ''
    labor = random.choice([65, 130, 195, 260, 325])
    closed = random.random() < 0.88
    ret = (d + dt.timedelta(days=random.randint(2, 40))).strftime('%d/%m/%Y') if closed else ''
    rows.append(['AR-%04d' % (301 + i), d.strftime('%d/%m/%Y'), ret, random.choice(owners), c[0], c[1], c[2], fl,
                 '' if parts == '' else '$%.2f' % parts, '$%d.00' % labor, 'TRUE' if random.random() < 0.3 else 'FALSE', random.choice(rtechs),
                 'TRUE' if random.random() < 0.1 else 'FALSE'])
write('arcade_repairs.csv', ['TicketNo', 'DateReceived', 'DateReturned', 'OwnerId', 'CabinetTitle', 'Manufacturer', 'ReleaseYear', 'Faults', 'PartsCost', 'LaborCost', 'OnsiteVisit', 'Technician', 'WarrantyClaim'], rows)
