import csv, random, datetime as dt
random.seed(10122)
D0 = dt.date(2024, 1, 1)
def rdate(): return D0 + dt.timedelta(days=random.randint(0, 364))
def money_us(x): return "${:,.2f}".format(x)
MON = ["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]

# 1 skip bin hire: snake_case, ISO date, $1,234.56, Y/N
rows = []
suburbs = ["Northcote","Brunswick","Carlton","Fitzroy","Preston","Coburg","Richmond"]
drivers = ["Dave","Priya","Tomas","Lena","Mick"]
wastes = ["general","green","construction","soil","metal","timber"]
cust = ["C%03d" % i for i in range(1, 61)]
size_price = {2: 220, 4: 310, 6: 420, 8: 540, 10: 650}
n = random.randint(220, 280)
for i in range(n):
    size = random.choices([2,4,6,8,10],[3,5,4,3,2])[0]
    days = random.choice([3,5,7,7,7,10,14])
    price = size_price[size] + max(0, days-7)*15 + random.choice([0,0,0,25,40])
    wt = random.sample(wastes, random.choices([1,2,3],[5,3,1])[0])
    status = random.choices(["Completed","Cancelled","Active"],[8,1,1])[0]
    rows.append({"hire_id": "SK%04d" % (1001+i), "customer_id": random.choice(cust), "suburb": random.choice(suburbs),
        "bin_size_m3": size, "delivery_date": rdate().isoformat(), "hire_days": days,
        "waste_types": ", ".join(wt), "permit_required": random.choices(["Y","N"],[1,3])[0],
        "overweight": random.choices(["Y","N",""],[1,6,1])[0], "price": money_us(price) if random.random()>0.03 else "",
        "driver": random.choice(drivers) if random.random()>0.04 else "", "status": status})
with open("skip_bin_hire.csv","w",newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 2 marquee flooring hire: camelCase, MM/DD/YYYY, plain numbers, Yes/No
rows = []
etypes = ["Wedding","Corporate","Festival","Birthday","Charity Gala"]
floors = ["Timber","Vinyl","Carpet","Interlocking"]
rate = {"Timber": 14.5, "Vinyl": 9.0, "Carpet": 7.5, "Interlocking": 11.0}
crews = ["Crew A","Crew B","Crew C","Crew D"]
acc = ["ramps","edging","dance floor","stage risers","carpet runners"]
clients = ["CL-%02d" % i for i in range(1, 46)]
n = random.randint(220, 280)
for i in range(n):
    ft = random.choices(floors,[3,3,2,2])[0]
    area = random.choice([40,60,80,100,120,150,200,250,300])
    amt = round(area*rate[ft] + random.choice([0,50,100,150]), 2)
    d = rdate()
    rows.append({"orderId": 5001+i, "clientId": random.choice(clients), "eventType": random.choices(etypes,[5,3,2,3,1])[0],
        "floorType": ft, "areaSqm": area, "eventDate": d.strftime("%m/%d/%Y"), "installCrew": random.choice(crews),
        "quotedAmount": amt if random.random()>0.03 else "", "depositPaid": random.choices(["Yes","No"],[3,1])[0],
        "weatherDelay": random.choices(["Yes","No"],[1,7])[0],
        "accessories": ", ".join(random.sample(acc, random.choice([0,1,1,2,3]))),
        "rating": random.choices([1,2,3,4,5,""],[1,1,3,6,6,3])[0]})
with open("marquee_flooring_hire.csv","w",newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 3 tutoring centre invoices: Title Case with units, DD-Mon-YYYY, EUR, TRUE/FALSE
rows = []
subjects = ["Maths","English","Physics","Chemistry","French","Biology"]
topics = {"Maths":["algebra","geometry","calculus","statistics"],"English":["essay writing","grammar","poetry"],
          "Physics":["mechanics","optics","electricity"],"Chemistry":["organic","stoichiometry","acids"],
          "French":["vocabulary","conversation","grammar"],"Biology":["genetics","ecology","cells"]}
tutors = ["Ms Byrne","Mr Okafor","Dr Walsh","Ms Kowalski","Mr Fitzgerald"]
students = ["ST%03d" % i for i in range(1, 71)]
rates = {"Ms Byrne":35.0,"Mr Okafor":40.0,"Dr Walsh":55.0,"Ms Kowalski":37.5,"Mr Fitzgerald":42.0}
n = random.randint(220, 280)
for i in range(n):
    s = random.choices(subjects,[6,4,3,2,2,2])[0]; t = random.choice(tutors)
    h = random.choice([1,1.5,2,2,3,4,6])
    disc = random.choices([0,10,15],[6,2,1])[0]
    amt = round(h*rates[t]*(1-disc/100), 2)
    d = rdate()
    rows.append({"Invoice No": "INV-%05d" % (20001+i), "Student ID": random.choice(students), "Year Level": random.choice([9,10,11,12]),
        "Subject": s, "Tutor": t, "Invoice Date": "%02d-%s-%d" % (d.day, MON[d.month-1], d.year),
        "Hours (h)": h, "Rate (€/h)": "€%.2f" % rates[t], "Discount (%)": disc if disc or random.random()>0.2 else "",
        "Amount (€)": "€{:,.2f}".format(amt), "Paid": random.choices(["TRUE","FALSE"],[4,1])[0],
        "Topics": ", ".join(random.sample(topics[s], random.choice([1,1,2])))})
with open("tutoring_centre_invoices.csv","w",newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 4 beekeeping course enrolments: UPPER abbrev, ISO datetimes, 1/0, plain numbers
rows = []
courses = {"BEE101":180,"BEE201":260,"QUEEN":320,"HONEY":150,"SWARM":120}
locs = ["Ballarat","Bendigo","Geelong","Daylesford"]
equip = ["veil","suit","gloves","smoker","hive tool"]
refs = ["Facebook","Word of mouth","Club newsletter","Google",""]
mbrs = ["M%04d" % i for i in range(100, 160)]
n = random.randint(220, 280)
for i in range(n):
    c = random.choices(list(courses),[5,3,1,3,2])[0]
    d = rdate(); ts = dt.datetime(d.year,d.month,d.day, random.randint(8,21), random.choice([0,15,30,45]))
    fee = courses[c] - random.choice([0,0,0,20,30])
    att = random.choice([60,70,75,80,90,100,100,""])
    rows.append({"ENRL_ID": 7001+i, "MBR_ID": random.choice(mbrs), "CRS_CODE": c, "LOC": random.choice(locs),
        "ENRL_TS": ts.strftime("%Y-%m-%dT%H:%M:%S"), "FEE_AUD": fee, "PD": random.choices([1,0],[5,1])[0],
        "ATTND_PCT": att, "CERT_ISS": 1 if (att != "" and att >= 75 and random.random() > 0.1) else 0,
        "EQUIP_HIRE": ", ".join(random.sample(equip, random.choice([0,0,1,2,3]))), "REF_SRC": random.choice(refs)})
with open("beekeeping_enrolments.csv","w",newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

# 5 e-scooter fleet charging: PascalCase, "YYYY/MM/DD HH:MM", true/false, plain decimals
rows = []
stations = ["Depot North","Depot South","Harbour Hub","Uni Hub"]
ops = ["OP%02d" % i for i in range(1, 13)]
scooters = ["SC-%03d" % i for i in range(1, 81)]
issues = ["low tyre","brake wear","loose stem","light fault","dirty"]
n = random.randint(220, 280)
for i in range(n):
    d = rdate(); ts = dt.datetime(d.year,d.month,d.day, random.randint(0,23), random.randint(0,59))
    sb = random.randint(3, 40); eb = random.choice([80,90,95,100,100,100])
    ch = random.choices(["Fast","Standard"],[1,2])[0]
    kwh = round((eb-sb)/100*0.55, 3)
    dur = int((eb-sb) * (0.9 if ch=="Fast" else 2.1) + random.randint(0, 15))
    rows.append({"SessionId": "CHG-%05d" % (i+1), "ScooterId": random.choice(scooters), "Station": random.choice(stations),
        "OperatorId": random.choice(ops), "StartTime": ts.strftime("%Y/%m/%d %H:%M"), "ChargerType": ch,
        "DurationMin": dur, "StartBatteryPct": sb, "EndBatteryPct": eb, "EnergyKwh": kwh,
        "CostEur": round(kwh*0.31, 3) if random.random() > 0.04 else "",
        "FaultDetected": random.choices(["true","false"],[1,6])[0],
        "Issues": ", ".join(random.sample(issues, random.choices([0,1,2],[5,3,1])[0]))})
with open("escooter_charging.csv","w",newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
