import csv, random, datetime as dt
random.seed(3535)
R = random
def money(x): return "${:,.2f}".format(x)
def d0(y=2024): return dt.date(y,1,1)
def rdate(start, days): return start + dt.timedelta(days=R.randrange(days))
def blank(v, p=0.06): return "" if R.random() < p else v
MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
def dmy(d): return f"{d.day:02d}-{MON[d.month-1]}-{d.year}"

# (a) pet insurance claims -- repeated id: policy_id
rows = []
pets = [(f"POL-{1000+i}", R.choice(["Bella","Max","Luna","Charlie","Milo","Daisy","Rocky","Coco","Oreo","Simba","Nala","Thumper","Kiwi","Biscuit"]),
         R.choice(["Dog","Dog","Dog","Cat","Cat","Rabbit","Bird"]), R.randint(1,14)) for i in range(90)]
breeds = {"Dog":["Labrador","Beagle","Bulldog","Poodle","Mixed"],"Cat":["Siamese","Maine Coon","Persian","Mixed"],"Rabbit":["Holland Lop","Rex"],"Bird":["Cockatiel","Parakeet"]}
pb = {p[0]: R.choice(breeds[p[2]]) for p in pets}
n = 240
for i in range(n):
    pol, name, sp, age = R.choice(pets)
    diag = R.choice(["Accident","Illness","Dental","Wellness","Surgery","Skin Condition"])
    amt = round(R.uniform(60, 900) * (4 if diag=="Surgery" else 1), 2)
    status = R.choices(["Approved","Denied","Pending","Partially Approved"],[55,15,15,15])[0]
    paid = money(round(amt*R.uniform(0.7,0.9),2)) if status=="Approved" else (money(round(amt*R.uniform(0.3,0.6),2)) if status=="Partially Approved" else ("$0.00" if status=="Denied" else ""))
    rows.append({"Claim ID": f"CLM-{50001+i}", "policy_id": pol, "Pet Name": name, "Species": sp, "Breed": pb[pol],
                 "Pet Age (yrs)": age, "Claim Date": rdate(d0(), 366).isoformat(), "Diagnosis Category": diag,
                 "Vet Clinic": R.choice(["Oakwood Animal Hospital","Paws & Claws Vet","City Pet Clinic","Riverside Veterinary","Northgate Vets"]),
                 "Claim Amount": money(amt), "Amount Paid": paid, "Status": status,
                 "deductibleMet": R.choice(["Y","N"]), "Days To Decision": blank(R.randint(1,30), 0.08)})
with open("pets.csv","w",newline="") as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# (b) coworking desk bookings (camelCase, MM/DD/YYYY, TRUE/FALSE, list column amenities)
rows = []
members = ["Ava Chen","Liam Patel","Noah Kim","Emma Garcia","Olivia Brown","Ethan Wright","Sophia Lopez","Mason Lee","Isabella Nguyen","Lucas Rossi","Mia Johnson","Jacob Singh","Harper Davis","Elijah Moore","Zoe Clark"]
rates = {"Hot Desk":8,"Dedicated Desk":12,"Private Office":25,"Meeting Room":40,"Phone Booth":5}
for i in range(260):
    dtp = R.choices(list(rates),[40,25,15,12,8])[0]
    hrs = R.choice([1,2,3,4,6,8]) if dtp!="Phone Booth" else R.choice([1,2])
    mem = R.random()<0.7
    charge = rates[dtp]*hrs*(0.8 if mem else 1)
    am = R.sample(["Monitor","Locker","Coffee","Printing","Standing Desk","Parking"], R.randint(0,3))
    d = rdate(dt.date(2024,1,1), 182)
    rows.append({"bookingId": f"BK{7000+i}", "memberName": R.choice(members), "location": R.choice(["Downtown","Midtown","Harbor View","Uptown"]),
                 "deskType": dtp, "bookingDate": d.strftime("%m/%d/%Y"), "startTime": f"{R.randint(7,17):02d}:00",
                 "hoursBooked": hrs, "isMember": "TRUE" if mem else "FALSE", "totalCharge": money(charge),
                 "amenities": ", ".join(am), "checkedIn": blank(R.choice(["TRUE","TRUE","TRUE","FALSE"]), 0.05),
                 "guestCount": R.choice([0,0,0,1,2,3,5]) if dtp in ("Meeting Room","Private Office") else 0})
with open("desks.csv","w",newline="") as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# (c) wine shop inventory & sales (snake_case, DD-Mon-YYYY, Yes/No)
rows = []
vars_ = {"Cabernet Sauvignon":"Red","Pinot Noir":"Red","Merlot":"Red","Syrah":"Red","Chardonnay":"White","Sauvignon Blanc":"White","Riesling":"White","Rosé":"Rosé"}
regions = ["France","Italy","Spain","USA","Australia","Chile","New Zealand"]
wineries = ["Chateau Belle","Vina Alta","Bodega Sol","Ridge Hollow","Kangaroo Creek","Casa Verde","Kiwi Bay","Domaine Roux","Tenuta Rossi","Silver Oak Hill"]
for i in range(220):
    v = R.choice(list(vars_)); price = round(R.uniform(9, 85),2)+0.0
    price = float(int(price))+0.99
    rows.append({"sku": f"WN-{3000+i}", "wine_name": f"{R.choice(wineries)} {v} {R.choice(['Reserve','Estate','Classic','Grand Cru','Select'])}",
                 "varietal": v, "wine_color": vars_[v], "country": R.choice(regions), "vintage": R.randint(2012,2022),
                 "bottle_price": money(price), "unit_cost": money(round(price*R.uniform(0.45,0.65),2)),
                 "units_in_stock": R.randint(0,60), "units_sold_ytd": R.randint(0,240),
                 "last_restock": dmy(rdate(dt.date(2024,1,1), 300)), "organic": R.choice(["Yes","No","No"]),
                 "critic_score": blank(R.randint(82,98), 0.15), "Alcohol %": round(R.uniform(11.5,15.5),1),
                 "food_pairings": ", ".join(R.sample(["Beef","Chicken","Fish","Cheese","Pasta","Dessert","Lamb"], R.randint(1,3)))})
with open("wine.csv","w",newline="") as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# (d) pothole repair requests (Title Case with units, MM/DD/YYYY? use ISO), Y/N
rows = []
streets = ["Main St","Oak Ave","Elm St","Maple Dr","Pine Rd","Cedar Ln","Lakeshore Blvd","Hill St","Park Ave","River Rd","2nd St","Broadway"]
for i in range(280):
    rep = rdate(dt.date(2024,1,1), 270)
    pri = R.choices(["Low","Medium","High","Emergency"],[30,40,22,8])[0]
    status = R.choices(["Open","Scheduled","Repaired","Closed - No Defect"],[20,15,55,10])[0]
    repd = (rep + dt.timedelta(days=R.randint(1,45))).isoformat() if status=="Repaired" else ""
    cost = money(round(R.uniform(150,2500),2)) if status=="Repaired" else ""
    rows.append({"Request No": f"PH-24-{10001+i}", "Date Reported": rep.isoformat(), "Ward": R.randint(1,8),
                 "Street": R.choice(streets), "Depth (in)": round(R.uniform(0.5,9),1), "Width (in)": R.randint(4,60),
                 "Priority": pri, "Status": status, "Reported Via": R.choice(["311 Phone","Mobile App","Web Form","Email","Council Office"]),
                 "Repair Date": repd, "Repair Cost": cost, "Crew": R.choice(["Crew A","Crew B","Crew C","Crew D","Contractor"]) if status in ("Repaired","Scheduled") else "",
                 "Near School": R.choice(["Y","N","N","N"])})
with open("potholes.csv","w",newline="") as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)

# (e) driving school lessons (mixed headers, DD-Mon-YYYY? use MM/DD/YYYY)
rows = []
instr = ["Dave Morgan","Priya Shah","Tom Becker","Linda Ortiz","Kenji Sato"]
students = [f"{R.choice(['Alex','Jordan','Sam','Taylor','Casey','Riley','Jamie','Morgan','Drew','Quinn'])} {R.choice(['Reed','Hart','Cole','Fox','Lane','Park','Wells','Shaw'])}" for _ in range(40)]
fees = {"City Driving":55,"Highway":65,"Parallel Parking":50,"Night Driving":70,"Test Prep":80,"Intro":45}
for i in range(250):
    lt = R.choice(list(fees)); dur = R.choice([45,60,60,90,120])
    d = rdate(dt.date(2024,1,1), 240)
    rows.append({"Lesson ID": f"L-{20001+i}", "Student": R.choice(students), "instructor": R.choice(instr), "lessonType": lt,
                 "Lesson Date": dmy(d), "Duration (min)": dur, "Fee": money(fees[lt]*dur/60),
                 "transmission": R.choice(["Automatic","Automatic","Manual"]), "Vehicle": R.choice(["Corolla #1","Corolla #2","Civic #3","Golf #4"]),
                 "Paid": R.choice(["Yes","Yes","Yes","No"]), "Student Rating": blank(R.randint(1,5), 0.1),
                 "Mileage (mi)": round(R.uniform(3,45),1), "no_show": R.choice(["FALSE"]*9+["TRUE"])})
with open("lessons.csv","w",newline="") as f:
    w = csv.DictWriter(f, rows[0].keys()); w.writeheader(); w.writerows(rows)
