import csv, random, datetime as dt
random.seed(10142)
D0 = dt.date(2024, 1, 1)
def rdate(days=365): return D0 + dt.timedelta(days=random.randint(0, days-1))
def w(name, header, rows):
    with open(name, 'w', newline='') as f:
        c = csv.writer(f); c.writerow(header); c.writerows(rows)

# 1 hot sauce market stall sales: snake_case, ISO date, plain money, Y/N
sauces = {'Ghost Ember':(9,11.0),'Mango Habanero':(6,8.5),'Smoky Chipotle':(4,7.0),'Garlic Verde':(3,6.5),
          'Reaper Reserve':(10,14.0),'Peach Scotch Bonnet':(7,9.0),'Sweet Jalapeno':(2,6.0)}
notes_pool = ['fruity','smoky','garlicky','sweet','tangy','earthy','citrus']
markets = ['Riverside Market','Old Town Square','Harbor Night Market','University Green']
staff = ['Dana','Luis','Priya','Tom']
loyal = ['L%03d' % i for i in range(1, 31)]
rows = []
for i in range(252):
    s = random.choice(list(sauces)); heat, price = sauces[s]
    size = random.choice([150, 150, 250, 250, 250, 500])
    up = price if size == 250 else (round(price*0.7, 1) if size == 150 else round(price*1.8, 1))
    qty = random.choices([1,2,3,4,6], [50,25,12,8,5])[0]
    total = round(up*qty, 2)
    if random.random() < 0.15 and qty >= 3: total = round(total*0.9, 2)
    card = random.choice(['Y','Y','Y','N'])
    lid = random.choice(loyal) if random.random() < 0.55 else ''
    notes = ', '.join(sorted(random.sample(notes_pool, random.randint(1, 3)))) if random.random() < 0.9 else ''
    rows.append(['HS-%04d' % (1001+i), rdate().isoformat(), random.choice(markets), s, heat, size, qty, f'{up:.2f}', f'{total:.2f}',
                 card, lid, random.choice(staff), notes])
w('hot_sauce_sales.csv', ['sale_id','sale_date','market','sauce_name','heat_level','jar_size_ml','qty','unit_price','total','paid_card','loyalty_id','staff','flavor_notes'], rows)

# 2 stained glass commissions: camelCase, MM/DD/YYYY, $1,234.56, TRUE/FALSE
pieces = {'Window Panel':(1200,3800),'Suncatcher':(80,350),'Lamp Shade':(400,1500),'Door Transom':(900,2600),'Memorial Panel':(1500,5200),'Cabinet Insert':(300,900)}
colors = ['amber','cobalt','ruby','emerald','opal white','clear seedy','violet']
artists = ['Marguerite Holt','Ivo Brandt','Sunita Rao']
statuses = ['Quoted','In Progress','Completed','Completed','Cancelled','Installed']
clients = ['C-%03d' % i for i in range(1, 61)]
rows = []
for i in range(236):
    p = random.choice(list(pieces)); lo, hi = pieces[p]
    q = round(random.uniform(lo, hi), 2)
    if random.random() < 0.05: q = round(lo*2, 2)
    od = rdate(); due = od + dt.timedelta(days=random.randint(14, 120))
    wi = random.randint(6, 60); he = random.randint(6, 72)
    st = random.choice(statuses)
    dep = random.choice(['TRUE','FALSE']) if st != 'Quoted' else 'FALSE'
    inst = random.choice(['TRUE','FALSE']) if p in ('Window Panel','Door Transom','Memorial Panel','Cabinet Insert') else 'FALSE'
    qs = f'${q:,.2f}' if random.random() > 0.04 else ''
    rows.append(['SG%d' % (5000+i), od.strftime('%m/%d/%Y'), random.choice(clients), p, wi, he, qs, dep, inst, st,
                 random.choice(artists), ', '.join(random.sample(colors, random.randint(1, 4))), due.strftime('%m/%d/%Y')])
w('stained_glass_commissions.csv', ['commissionId','orderDate','clientId','pieceType','widthIn','heightIn','quoteAmount','depositPaid','installRequired','status','leadArtist','glassColors','dueDate'], rows)

# 3 canal boat day hire: Title Case with units, DD-Mon-YYYY, €, Yes/No
boats = {'Kingfisher':(8,160),'Heron':(6,130),'Otter':(10,190),'Willow':(4,95),'Moorhen':(12,220)}
extras_pool = ['picnic hamper','fishing kit','life jackets','bbq','dog bed']
hirers = ['H%04d' % i for i in range(100, 170)]
marinas = ['Lock 7 Wharf','Basin End','Millbridge']
rows = []
for i in range(264):
    b = random.choice(list(boats)); cap, rate = boats[b]
    d = dt.date(2024, 3, 1) + dt.timedelta(days=random.randint(0, 244))
    hrs = random.choice([4, 4, 6, 6, 8, 8, 8, 10])
    fee = round(rate*hrs/8 + (15 if hrs == 10 else 0), 2)
    party = random.randint(2, cap)
    fuel = round(random.uniform(1.5, 3.2)*hrs, 1) if random.random() > 0.06 else ''
    dmg = 'Yes' if random.random() < 0.09 else 'No'
    ex = ', '.join(random.sample(extras_pool, random.randint(0, 3)))
    rating = random.choice(['5','5','4','4','4','3','2','']) 
    rows.append(['CB-%d' % (24001+i), d.strftime('%d-%b-%Y'), b, random.choice(hirers), party, hrs, f'€{fee:.2f}', fuel, dmg, ex,
                 random.choice(marinas), rating])
w('canal_boat_hire.csv', ['Booking Ref','Hire Date','Boat Name','Hirer ID','Party Size','Hours Hired (h)','Hire Fee (€)','Fuel Used (L)','Damage Reported','Extras','Start Marina','Rating (1-5)'], rows)

# 4 bicycle valet parking: ABBREV UPPER, ISO datetimes, 1/0
events = ['Summer Jazz Fest','Stadium FC Home','Farmers Fair','Marathon Expo','Food Truck Friday']
btypes = ['city','road','mtb','cargo','kids']
svcs_pool = ['tire pump','chain lube','lock loan','wash']
mbrs = ['M%03d' % i for i in range(1, 41)]
atts = ['AJ','KR','BN','SO','TL']
rows = []
for i in range(243):
    ev = random.choice(events)
    d = dt.datetime(2024, 5, 1, 8) + dt.timedelta(days=random.randint(0, 150), minutes=random.randint(0, 600))
    dur = random.randint(25, 420)
    out = d + dt.timedelta(minutes=dur) if random.random() > 0.05 else None
    bt = random.choices(btypes, [40, 25, 15, 10, 10])[0]
    eb = 1 if random.random() < (0.5 if bt == 'cargo' else 0.2) else 0
    fee = 0 if random.random() < 0.2 else (5 if bt != 'cargo' else 8) + (2 if eb else 0)
    tip = random.choice([0, 0, 0, 1, 2, 2, 3, 5]) if random.random() > 0.05 else ''
    mbr = random.choice(mbrs) if random.random() < 0.5 else ''
    sv = ', '.join(random.sample(svcs_pool, random.randint(0, 2)))
    rows.append(['V%05d' % (30000+i), d.strftime('%Y-%m-%dT%H:%M:%S'), out.strftime('%Y-%m-%dT%H:%M:%S') if out else '', ev, mbr, bt,
                 f'{fee:.2f}', tip, eb, random.choice([1, 0, 0]), sv, random.choice(atts)])
rows.sort(key=lambda r: r[1])
w('bike_valet.csv', ['TKT_NO','CHK_IN_TS','CHK_OUT_TS','EVT_NAME','MBR_ID','BIKE_TYP','FEE_USD','TIP_USD','E_BIKE','HLMT_STORED','SVCS','ATTND'], rows)

# 5 bouldering shoe resoling: lowercase spaced headers, D/M/YYYY, $ no thousands, true/false
models = ['La Sportiva Solution','Scarpa Instinct','Five Ten Hiangle','Evolv Shaman','La Sportiva Skwama','Tenaya Oasi']
rubbers = ['Vibram XS Grip2','Vibram XS Edge','Stealth C4','Trax']
defects_pool = ['toe hole','rand wear','delamination','heel wear','edge rounding']
techs = ['Rosa','Finn','Kemal']
custs = ['K%02d' % i for i in range(1, 51)]
rows = []
for i in range(228):
    rt = random.choice(['half sole','half sole','half sole','full sole','toe cap only'])
    rand = random.random() < 0.35
    price = {'half sole':48,'full sole':72,'toe cap only':30}[rt] + (15 if rand else 0)
    rush = random.random() < 0.15
    if rush: price += 12
    rec = rdate()
    ret = rec + dt.timedelta(days=random.randint(5, 28) - (4 if rush else 0))
    size = random.choice([37, 38, 38.5, 39, 39.5, 40, 40.5, 41, 42, 42.5, 43, 44, 45])
    dfs = ', '.join(random.sample(defects_pool, random.randint(1, 3)))
    rows.append([f'RS{700+i}', f'{rec.day}/{rec.month}/{rec.year}', random.choice(custs), random.choice(models), size, rt,
                 'true' if rand else 'false', f'${price:.2f}', 'true' if rush else 'false',
                 f'{ret.day}/{ret.month}/{ret.year}' if random.random() > 0.1 else '', random.choice(rubbers), dfs, random.choice(techs)])
w('shoe_resoling.csv', ['order no','received','customer','shoe model','size eu','resole type','rand repair','price','rush','returned','rubber','defects','technician'], rows)
