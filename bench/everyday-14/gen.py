#!/usr/bin/env python3
"""Generate five messy CSV exports for the blind Tally evaluation."""
import csv
import random
from datetime import date, datetime, timedelta

random.seed(2525)


def money(x):
    return "${:,.2f}".format(x)


def write(name, header, rows):
    with open(name, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)


def fmt_date_mixed(d):
    r = random.random()
    if r < 0.5:
        return d.strftime("%Y-%m-%d")
    if r < 0.8:
        return d.strftime("%m/%d/%Y")
    return d.strftime("%d-%b-%Y")


# ---------------------------------------------------------------- (a) vet clinic billing
pets = ["Bella", "Max", "Luna", "Charlie", "Lucy", "Cooper", "Daisy", "Milo", "Bailey",
        "Rocky", "Sadie", "Oliver", "Molly", "Tucker", "Chloe", "Buddy", "Nala", "Simba",
        "Pepper", "Ginger", "Oreo", "Shadow", "Coco", "Zeus", "Rosie", "Toby", "Maggie",
        "Leo", "Kiwi", "Biscuit"]
species_w = [("Dog", 45), ("Cat", 35), ("Rabbit", 8), ("Bird", 6), ("Guinea Pig", 4), ("Reptile", 2)]
procedures = {
    "Wellness Exam": (65, 120),
    "Vaccination": (40, 95),
    "Dental Cleaning": (350, 850),
    "Spay/Neuter": (250, 600),
    "X-Ray": (150, 400),
    "Bloodwork": (120, 300),
    "Surgery": (1200, 3800),
    "Emergency Visit": (500, 2200),
    "Microchipping": (45, 70),
}
proc_w = [5, 5, 3, 2, 2, 3, 1, 1, 1]
vets = ["Dr. Alvarez", "Dr. Chen", "Dr. Okafor", "Dr. Patel", "Dr. Schmidt"]
vet_w = [25, 22, 20, 18, 15]
owners = ["Smith", "Johnson", "Garcia", "Miller", "Davis", "Wilson", "Moore", "Taylor",
          "Anderson", "Thomas", "Jackson", "White", "Harris", "Martin", "Lee", "Clark"]

rows = []
n = 257
start = date(2023, 1, 3)
for i in range(n):
    vid = "V-%05d" % (10001 + i)
    pet = random.choice(pets)
    sp = random.choices([s for s, _ in species_w], [w for _, w in species_w])[0]
    proc = random.choices(list(procedures), proc_w)[0]
    if sp != "Dog" and sp != "Cat" and proc == "Spay/Neuter" and random.random() < 0.5:
        proc = "Wellness Exam"
    lo, hi = procedures[proc]
    fee = round(random.uniform(lo, hi) / 5) * 5 + random.choice([0, 0, 0.5, 0.99])
    fee = round(fee, 2)
    vet = random.choices(vets, vet_w)[0]
    d = start + timedelta(days=random.randint(0, 700))
    insured = random.random() < 0.45
    ins = round(fee * random.choice([0.5, 0.7, 0.8, 0.9]), 2) if insured else 0.0
    remaining = round(fee - ins, 2)
    r = random.random()
    if r < 0.62:
        owner_paid = remaining
    elif r < 0.82:
        owner_paid = round(remaining * random.choice([0.25, 0.5, 0.75]), 2)
    else:
        owner_paid = 0.0
    bal = round(remaining - owner_paid, 2)
    paid = "Y" if bal == 0 else "N"
    ins_str = ("%.2f" % ins) if insured else ""
    rows.append([vid, pet, random.choice(owners), sp, proc, vet, fmt_date_mixed(d),
                 money(fee), ins_str, money(bal), paid])
rows.sort(key=lambda r: r[0])
write("vet_billing.csv",
      ["Visit ID", "Pet Name", "owner_last_name", "Species", "Procedure", "Attending Vet",
       "Visit Date", "Fee Charged ($)", "insurance_paid", "Balance Due", "Paid (Y/N)"], rows)

# ---------------------------------------------------------------- (b) recruiting pipeline
first = ["Aisha", "Ben", "Carla", "Deepak", "Elena", "Felix", "Grace", "Hiro", "Ivy", "Jamal",
         "Kira", "Liam", "Maya", "Noah", "Olga", "Priya", "Quinn", "Rafael", "Sara", "Tomas",
         "Uma", "Victor", "Wen", "Yusuf", "Zoe"]
last = ["Nguyen", "Brown", "Kowalski", "Rossi", "Singh", "Okoro", "Haddad", "Lindqvist",
        "Moreno", "Tanaka", "Fischer", "Dubois", "Park", "Novak", "Ibrahim", "Walsh"]
roles = {
    "Software Engineer": ("Engineering", 110000, 160000),
    "Senior Software Engineer": ("Engineering", 145000, 195000),
    "Data Analyst": ("Data", 75000, 105000),
    "Data Scientist": ("Data", 115000, 155000),
    "Product Manager": ("Product", 120000, 170000),
    "UX Designer": ("Design", 85000, 125000),
    "Account Executive": ("Sales", 70000, 110000),
    "Sales Development Rep": ("Sales", 50000, 68000),
    "HR Generalist": ("People", 60000, 82000),
    "Recruiter": ("People", 65000, 90000),
}
role_w = [14, 6, 9, 5, 6, 5, 9, 10, 4, 3]
sources = ["LinkedIn", "Referral", "Job Board", "Company Website", "Agency", "University Fair"]
source_w = [32, 18, 24, 14, 6, 6]
stages = ["Applied", "Phone Screen", "Onsite", "Offer", "Hired", "Rejected", "Withdrawn"]
stage_w = [22, 15, 12, 6, 12, 28, 5]
recruiters = ["J. Ortiz", "M. Becker", "S. Kaur", "T. Wallace"]

rows = []
n = 284
used = set()
for i in range(n):
    while True:
        nm = random.choice(first) + " " + random.choice(last)
        if nm not in used or random.random() < 0.04:
            break
    used.add(nm)
    role = random.choices(list(roles), role_w)[0]
    dept, lo, hi = roles[role]
    src = random.choices(sources, source_w)[0]
    stage = random.choices(stages, stage_w)[0]
    d = date(2023, 6, 1) + timedelta(days=random.randint(0, 560))
    if d > date(2024, 12, 15):
        d = date(2024, 12, 15) - timedelta(days=random.randint(0, 30))
    r = random.random()
    if r < 0.55:
        ds = d.strftime("%Y-%m-%d")
    elif r < 0.85:
        ds = d.strftime("%b %d, %Y")
    else:
        ds = d.strftime("%d/%m/%Y")
    interviewed = stage in ("Onsite", "Offer", "Hired") or (stage in ("Rejected", "Withdrawn") and random.random() < 0.5)
    score = ""
    if interviewed:
        if stage in ("Offer", "Hired"):
            score = str(random.choices([3, 4, 5], [2, 5, 3])[0])
        else:
            score = str(random.choices([1, 2, 3, 4], [2, 4, 4, 1])[0])
    sal = ""
    if stage in ("Offer", "Hired") or (stage == "Withdrawn" and score and random.random() < 0.3):
        sal = "${:,}".format(int(round(random.uniform(lo, hi) / 500) * 500))
    hired = "Yes" if stage == "Hired" else "No"
    cid = "CAND-%04d" % (3100 + i)
    rows.append([cid, nm, role, dept, src, random.choice(recruiters), stage, ds, score, sal, hired])
write("recruiting_pipeline.csv",
      ["candidateId", "candidateName", "roleApplied", "Dept", "Source", "recruiter",
       "Current Stage", "applicationDate", "Interview Score (1-5)", "Offer Salary (USD)", "Hired?"],
      rows)

# ---------------------------------------------------------------- (c) smart-meter monthly readings
cities = ["Springfield", "Riverton", "Lakeside", "Fairview"]
meters = []
for i in range(22):
    ctype = "Commercial" if i % 4 == 0 or i % 7 == 3 else "Residential"
    meters.append(("MTR-%04d" % (4400 + i * 7), ctype, cities[i % 4] if i < 20 else "Springfield"))
season = [1.25, 1.15, 1.0, 0.85, 0.9, 1.2, 1.45, 1.5, 1.1, 0.9, 1.0, 1.2]
rows = []
for mid, ctype, city in meters:
    base = random.uniform(3500, 9000) if ctype == "Commercial" else random.uniform(450, 1100)
    rate = 0.13 if ctype == "Commercial" else 0.16
    late_prob = random.choice([0.02, 0.05, 0.1, 0.25])
    for m in range(12):
        kwh = round(base * season[m] * random.uniform(0.88, 1.12))
        peak = round(kwh / random.uniform(180, 320), 1) if ctype == "Residential" else round(kwh / random.uniform(200, 330), 1)
        bill = round(kwh * rate + (45.0 if ctype == "Commercial" else 12.5), 2)
        month = date(2024, m + 1, 1)
        ms = month.strftime("%Y-%m") if random.random() < 0.6 else month.strftime("%b %Y")
        late = "Yes" if random.random() < late_prob else "No"
        bill_s = money(bill) if random.random() < 0.7 else "%.2f" % bill
        rows.append([mid, ctype, city, ms, kwh, peak, bill_s, late])
rows.sort(key=lambda r: r[0])
write("meter_readings.csv",
      ["meter_id", "cust_type", "City", "billing_month", "kWh Used", "Peak kW", "Bill Amt ($)", "late_pmt_flag"],
      rows)

# ---------------------------------------------------------------- (d) university course enrollment
courses = [
    ("CS101", "Intro to Programming", 4, "Prof. Hamilton"),
    ("CS201", "Data Structures", 4, "Prof. Iyer"),
    ("MATH110", "Calculus I", 4, "Prof. Duarte"),
    ("MATH220", "Linear Algebra", 3, "Prof. Duarte"),
    ("STAT150", "Intro to Statistics", 3, "Prof. Weiss"),
    ("ENG102", "Academic Writing", 3, "Prof. O'Neill"),
    ("HIST210", "Modern World History", 3, "Prof. Abara"),
    ("PHYS120", "General Physics", 4, "Prof. Lindgren"),
    ("ECON101", "Principles of Microeconomics", 3, "Prof. Weiss"),
    ("BIO105", "Cell Biology", 4, "Prof. Kim"),
]
course_w = [14, 8, 12, 6, 10, 11, 6, 7, 10, 8]
terms = ["Fall 2023", "Spring 2024", "Summer 2024", "Fall 2024"]
term_w = [32, 30, 8, 30]
gp = {"A": 4.0, "A-": 3.7, "B+": 3.3, "B": 3.0, "B-": 2.7, "C+": 2.3, "C": 2.0, "D": 1.0, "F": 0.0}
grades = list(gp)
grade_w = [18, 10, 11, 14, 9, 8, 9, 5, 6]
students = ["S%06d" % random.randint(100000, 999999) for _ in range(70)]
rows = []
seen = set()
n = 263
while len(rows) < n:
    sid = random.choice(students)
    c = random.choices(courses, course_w)[0]
    term = random.choices(terms, term_w)[0]
    if (sid, c[0]) in seen:
        continue
    seen.add((sid, c[0]))
    r = random.random()
    status = "Enrolled" if r < 0.82 else ("Dropped" if r < 0.92 else "Withdrawn")
    if status == "Enrolled":
        g = random.choices(grades, grade_w)[0]
        pts = "%.1f" % gp[g]
    elif status == "Withdrawn":
        g, pts = "W", ""
    else:
        g, pts = "", ""
    instr = c[3]
    if c[0] == "CS101" and term == "Fall 2024":
        instr = "Prof. Iyer"
    rows.append([sid, c[0], c[1], instr, term, c[2], g, pts, status])
write("course_enrollment.csv",
      ["StudentID", "Course_Code", "Course Title", "Instructor", "Term", "Cr Hrs", "Final Grade", "GradePts", "Enrollment Status"],
      rows)

# ---------------------------------------------------------------- (e) e-scooter trips log
hoods = ["Downtown", "Midtown", "University District", "Riverside", "Old Town", "Harbor", "Eastside"]
hood_w = [26, 18, 20, 12, 10, 8, 6]
pay = ["Credit Card", "Apple Pay", "Google Pay", "Wallet Credit", "Debit Card"]
pay_w = [40, 22, 14, 12, 12]
riders = ["R%04d" % random.randint(1000, 9999) for _ in range(45)]
rows = []
n = 296
t0 = datetime(2024, 4, 1, 6, 0, 0)
for i in range(n):
    rid = random.choice(riders)
    s = random.choices(hoods, hood_w)[0]
    e = random.choices(hoods, hood_w)[0]
    ts = t0 + timedelta(minutes=random.randint(0, 60 * 24 * 90))
    if ts.hour < 6:
        ts += timedelta(hours=random.randint(6, 12))
    dist = round(random.uniform(0.3, 1.2), 2) if s == e else round(random.uniform(0.8, 4.5), 2)
    dur_s = int(dist * random.uniform(300, 520) + random.randint(30, 240))
    hh, rem = divmod(dur_s, 3600)
    mm, ss = divmod(rem, 60)
    dur = "%02d:%02d:%02d" % (hh, mm, ss)
    surge = random.choices([1.0, 1.25, 1.5, 2.0], [70, 15, 10, 5])[0]
    fare = round((1.00 + 0.39 * dur_s / 60) * surge, 2)
    pm = random.choices(pay, pay_w)[0]
    rating = "" if random.random() < 0.3 else str(random.choices([1, 2, 3, 4, 5], [3, 4, 10, 30, 53])[0])
    ts_s = ts.strftime("%Y-%m-%d %H:%M:%S") if random.random() < 0.75 else ts.strftime("%m/%d/%Y %H:%M")
    rows.append(["T%06d" % (200000 + i), rid, s, e, ts_s, dur, "%.2f" % dist, money(fare), surge, pm, rating])
write("scooter_trips.csv",
      ["trip_id", "riderId", "start_neighborhood", "end_neighborhood", "startTime", "duration (hh:mm:ss)",
       "distance_mi", "Fare (USD)", "surgeMultiplier", "payment_method", "rider_rating"],
      rows)
print("ok")
