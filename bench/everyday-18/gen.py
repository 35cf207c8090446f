#!/usr/bin/env python3
"""Generate five realistic CSV exports for measuring Tally. Standard library only."""
import csv
import random
from datetime import date, timedelta

random.seed(2929)


def money(x):
    return "${:,.2f}".format(x)


def rdate(start, end):
    d = (end - start).days
    return start + timedelta(days=random.randint(0, d))


def write(name, header, rows):
    with open(name, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)
    print(name, len(rows), "rows")


# ---------------------------------------------------------------- 1. apiary hive inspections
def hives():
    apiaries = ["Meadow Ridge", "Oak Hollow", "River Bend", "Sunfield", "Cedar Lane"]
    inspectors = ["M. Okafor", "J. Lindqvist", "P. Reyes", "A. Chen", "S. Novak", "R. Patel"]
    hive_site = {}
    for i in range(1, 33):
        hive_site["H%02d" % i] = random.choice(apiaries)
    treatments = ["Oxalic acid", "Formic acid", "Sugar syrup", "Pollen patty", "Thymol", "Requeened"]
    rows = []
    n = 247
    for k in range(1, n + 1):
        hive = random.choice(list(hive_site))
        d = rdate(date(2023, 4, 1), date(2023, 10, 31))
        status = random.choices(["Strong", "Moderate", "Weak", "Queenless", "Dead"], [30, 35, 20, 10, 5])[0]
        if status == "Dead":
            brood, honey, queen, varroa, temper = 0, round(random.uniform(0, 4), 1), "N", "", "Calm"
        else:
            base = {"Strong": 7, "Moderate": 5, "Weak": 2, "Queenless": 1}[status]
            brood = max(0, min(10, base + random.randint(-2, 2)))
            honey = round(random.uniform(2, 30) * (1.3 if status == "Strong" else 1.0), 1)
            queen = "N" if status == "Queenless" else random.choices(["Y", "N"], [70, 30])[0]
            varroa = random.choices(range(0, 16), [8, 10, 10, 10, 9, 8, 7, 6, 5, 4, 3, 3, 2, 2, 1, 1])[0]
            if random.random() < 0.07:
                varroa = ""
            temper = random.choices(["Calm", "Nervous", "Defensive", "Aggressive"], [50, 25, 17, 8])[0]
        nt = random.choices([0, 1, 2, 3], [45, 35, 15, 5])[0]
        tr = ", ".join(random.sample(treatments, nt))
        swarm = random.choices(["Yes", "No"], [15, 85])[0] if status in ("Strong", "Moderate") else "No"
        dur = random.randint(8, 45)
        temp = round(random.uniform(12, 31), 1)
        notes = random.choice(["", "", "", "Added super", "Combined with weak colony", "Checked for SHB",
                               "Robbing observed", "Wax moth in frame 9", "Moved to new stand"])
        rows.append(["INS-%04d" % k, hive, hive_site[hive], d.isoformat(), random.choice(inspectors),
                     brood, honey, queen, varroa, temper, status, tr, swarm, dur, temp, notes])
    rows.sort(key=lambda r: r[3])
    header = ["Inspection ID", "Hive No.", "Apiary", "Inspection Date", "Inspector", "Frames of Brood",
              "Honey Stores (kg)", "Queen Seen", "Varroa Count (per 300 bees)", "Temperament",
              "Colony Status", "Treatments Applied", "Swarm Cells", "Duration_min", "Air Temp (°C)", "Notes"]
    write("hive_inspections.csv", header, rows)


# ---------------------------------------------------------------- 2. cinema screenings
def cinema():
    films = [("Iron Horizon", "Action", "PG-13"), ("The Quiet Orchard", "Drama", "PG"),
             ("Laugh Track", "Comedy", "PG-13"), ("Pip & the Lanterns", "Animation", "G"),
             ("Below the Stairs", "Horror", "R"), ("Starfall Protocol", "Sci-Fi", "PG-13"),
             ("Midnight Rally", "Action", "R"), ("Second Helpings", "Comedy", "PG"),
             ("Ocean of Glass", "Sci-Fi", "PG"), ("Hollow Pines", "Horror", "R"),
             ("Paper Crowns", "Drama", "PG-13"), ("Cloud Bakers", "Animation", "G")]
    screens = {1: 320, 2: 180, 3: 180, 4: 140, 5: 140, 6: 96, 7: 96, 8: 250}
    fmt_by_screen = {1: "IMAX", 2: "Dolby", 3: "3D", 4: "2D", 5: "2D", 6: "2D", 7: "2D", 8: "3D"}
    rows = []
    n = 268
    for k in range(1, n + 1):
        film, genre, rating = random.choice(films)
        sc = random.randint(1, 8)
        cap = screens[sc]
        d = rdate(date(2024, 6, 1), date(2024, 8, 31))
        t = random.choice(["11:15", "13:40", "16:05", "18:30", "19:45", "21:10", "22:30"])
        disc = "Yes" if d.weekday() == 1 else "No"
        occ = random.betavariate(2.2, 2.0)
        if t in ("18:30", "19:45"):
            occ = min(1.0, occ * 1.35)
        sold = min(cap, int(round(cap * occ)))
        if random.random() < 0.05:
            sold = cap
        price = {"IMAX": 17.5, "Dolby": 15.0, "3D": 14.0, "2D": 11.5}[fmt_by_screen[sc]]
        if disc == "Yes":
            price -= 4.0
        gross = round(sold * price * random.uniform(0.9, 1.0), 2)
        conc = round(sold * random.uniform(3.5, 9.0), 2)
        conc_s = money(conc) if random.random() > 0.04 else ""
        soldout = "TRUE" if sold == cap else "FALSE"
        rows.append(["SCR-%05d" % (10000 + k), film, genre, sc, d.strftime("%m/%d/%Y"), t,
                     fmt_by_screen[sc], cap, sold, "%.2f" % gross, conc_s, soldout, disc, rating])
    rows.sort(key=lambda r: (r[4][6:], r[4][:5], r[5]))
    header = ["Screening ID", "Film", "Genre", "Screen No.", "Show Date", "Start Time", "Format",
              "Capacity", "TicketsSold", "Gross ($)", "Concessions Amt", "Sold Out", "Discount Night", "Rating"]
    write("cinema_screenings.csv", header, rows)


# ---------------------------------------------------------------- 3. pool service visits
def pools():
    first = ["Dana", "Luis", "Priya", "Tom", "Grace", "Omar", "Helen", "Raj", "Nina", "Carl", "Beth", "Ken",
             "Sofia", "Mark", "Ivy", "Paul", "Zoe", "Eli", "Rita", "Sam"]
    last = ["Alvarez", "Brooks", "Cho", "Dunn", "Ellis", "Flores", "Gupta", "Hale", "Ito", "Jensen",
            "Kerr", "Lowe", "Moss", "Nash", "Ortiz", "Price"]
    cities = ["Mesa", "Chandler", "Gilbert", "Tempe", "Scottsdale"]
    techs = ["Alex R.", "Brianna K.", "Carlos M.", "Devon T."]
    customers = []
    for i in range(60):
        customers.append(("%s %s" % (random.choice(first), random.choice(last)), random.choice(cities),
                          random.choices(["Chlorine", "Saltwater", "Mineral"], [55, 35, 10])[0],
                          random.choice([8000, 10000, 12000, 15000, 18000, 20000, 25000])))
    chems = ["chlorine tabs", "shock", "algaecide", "pH down", "pH up", "stabilizer", "salt", "clarifier"]
    rows = []
    n = 233
    for k in range(1, n + 1):
        name, city, ptype, vol = random.choice(customers)
        d = rdate(date(2024, 3, 1), date(2024, 9, 30))
        status = random.choices(["Completed", "Rescheduled", "Cancelled", "No Access"], [78, 9, 7, 6])[0]
        tech = random.choice(techs)
        if status == "Completed":
            cl = round(random.uniform(0.4, 5.5), 1)
            ph = round(random.uniform(6.8, 8.1), 1)
            nch = random.choices([0, 1, 2, 3], [15, 40, 30, 15])[0]
            pool_chems = [c for c in chems if not (c == "salt" and ptype != "Saltwater")]
            ch = ", ".join(random.sample(pool_chems, nch))
            dur = random.randint(20, 75)
            charge = 85 + (vol / 1000) * 2.5 + nch * 12 + random.choice([0, 0, 0, 25, 40])
            parts = "" if random.random() < 0.75 else "%.2f" % random.uniform(15, 320)
            follow = "TRUE" if (ph > 7.8 or cl < 1.0 or random.random() < 0.08) else "FALSE"
            rating = random.choices(["", "3", "4", "5", "2", "1"], [30, 10, 25, 28, 4, 3])[0]
        else:
            cl = ph = ""
            ch = ""
            dur = 0 if status != "No Access" else random.randint(5, 15)
            charge = 0.0 if status != "No Access" else 35.0
            parts = ""
            follow = "TRUE" if status != "Cancelled" else "FALSE"
            rating = ""
        rows.append(["PV-%04d" % (5000 + k), d.isoformat(), name, city, ptype, vol, tech, cl, ph, ch, dur,
                     money(charge), parts, status, follow, rating])
    rows.sort(key=lambda r: r[1])
    header = ["visit_id", "visit_date", "customer_name", "city", "pool_type", "pool_volume_gal", "technician",
              "chlorine_ppm", "ph_level", "chemicals_added", "duration_min", "service_charge",
              "parts_cost_usd", "status", "follow_up_needed", "customer_rating"]
    write("pool_service_visits.csv", header, rows)


# ---------------------------------------------------------------- 4. moving company jobs
def moving():
    cities = ["Denver", "Boulder", "Aurora", "Fort Collins", "Colorado Springs", "Lakewood", "Pueblo"]
    coords = {"Denver": (0, 0), "Boulder": (20, 20), "Aurora": (12, -2), "Fort Collins": (25, 60),
              "Colorado Springs": (10, -65), "Lakewood": (-8, -3), "Pueblo": (15, -110)}
    specials = ["piano", "safe", "pool table", "artwork", "hot tub", "grandfather clock", "aquarium"]
    rows = []
    n = 284
    for k in range(1, n + 1):
        ctype = random.choices(["Residential", "Commercial", "Student"], [65, 15, 20])[0]
        o = random.choice(cities)
        dcity = random.choice(cities) if random.random() < 0.55 else o
        ox, oy = coords[o]
        dx, dy = coords[dcity]
        dist = round(((ox - dx) ** 2 + (oy - dy) ** 2) ** 0.5 * random.uniform(1.1, 1.3) + random.uniform(2, 14), 1)
        rooms = {"Residential": random.randint(1, 6), "Commercial": random.randint(3, 12), "Student": 1}[ctype]
        crew = 2 if rooms <= 2 else (3 if rooms <= 4 else random.choice([4, 5]))
        truck = "10ft" if rooms == 1 else ("16ft" if rooms <= 3 else ("20ft" if rooms <= 5 else "26ft"))
        hrs = round(rooms * random.uniform(1.2, 2.0) + dist / 30 + random.uniform(0.5, 1.5), 1)
        packing = random.choices(["Y", "N"], [30, 70])[0]
        rate = {2: 119, 3: 159, 4: 199, 5: 239}[crew]
        quote = round(hrs * rate * random.uniform(0.9, 1.05) + (250 if packing == "Y" else 0) + dist * 1.5, 2)
        booked = rdate(date(2023, 11, 1), date(2024, 8, 15))
        move = booked + timedelta(days=random.randint(5, 60))
        status = random.choices(["Completed", "Cancelled", "Scheduled", "Disputed"], [75, 9, 10, 6])[0]
        if move > date(2024, 8, 31):
            status = "Scheduled"
        if status == "Scheduled" and move < date(2024, 7, 1):
            status = "Completed"
        if status in ("Completed", "Disputed"):
            final = round(quote * random.uniform(0.92, 1.25), 2)
            final_s = money(final)
            claim = random.choices(["Yes", "No"], [8, 92])[0] if status == "Completed" else random.choice(["Yes", "No"])
        else:
            final_s = ""
            claim = "No"
        ns = random.choices([0, 1, 2], [75, 20, 5])[0]
        sp = ", ".join(random.sample(specials, ns))
        if ctype == "Commercial":
            sp = random.choice(["", "", "servers", "safe", "servers, safe"])
        rows.append(["MV-%d" % (24000 + k), booked.isoformat(), move.strftime("%m/%d/%Y"), ctype, o, dcity, dist,
                     rooms, crew, truck, hrs, money(quote), final_s, packing, claim, status, sp])
    header = ["Job No.", "Booked On", "Move Date", "Customer Type", "Origin City", "Destination City",
              "Distance (mi)", "Rooms", "Crew Size", "Truck Size", "Labor Hrs", "Quote Amt", "Final Amt",
              "Packing Svc", "Damage Claim", "Job Status", "Special Items"]
    write("moving_jobs.csv", header, rows)


# ---------------------------------------------------------------- 5. pharmacy refills
def pharmacy():
    drugs = [("Atorvastatin 20mg", "Statin", 9.5), ("Rosuvastatin 10mg", "Statin", 14.0),
             ("Lisinopril 10mg", "ACE Inhibitor", 6.0), ("Enalapril 5mg", "ACE Inhibitor", 8.0),
             ("Sertraline 50mg", "SSRI", 11.0), ("Escitalopram 10mg", "SSRI", 13.0),
             ("Metformin 500mg", "Antidiabetic", 5.0), ("Glipizide 5mg", "Antidiabetic", 7.5),
             ("Amoxicillin 500mg", "Antibiotic", 9.0), ("Azithromycin 250mg", "Antibiotic", 16.0),
             ("Levothyroxine 50mcg", "Thyroid", 12.0), ("Omeprazole 20mg", "PPI", 10.0)]
    plans = ["Medicare Part D", "Medicaid", "Commercial", "Cash"]
    pharmacists = ["KL", "DM", "TW", "AS", "JB"]
    rows = []
    n = 256
    for k in range(1, n + 1):
        dname, dclass, unit = random.choice(drugs)
        age = random.choices(["0-17", "18-34", "35-49", "50-64", "65+"], [5, 18, 22, 27, 28])[0]
        plan = "Medicare Part D" if age == "65+" and random.random() < 0.8 else random.choice(plans[1:])
        if dclass == "Antibiotic":
            days = random.choice([5, 7, 10])
            qty = days * random.choice([1, 2, 3])
        else:
            days = random.choices([30, 60, 90], [60, 10, 30])[0]
            qty = days * random.choice([1, 1, 2])
        total = unit * days / 30 * random.uniform(0.9, 1.3)
        copay = {"Medicare Part D": random.choice([0, 2.5, 5, 10, 15]), "Medicaid": random.choice([0, 1, 3]),
                 "Commercial": random.choice([5, 10, 15, 25, 35]), "Cash": round(total, 2)}[plan]
        copay = min(copay, round(total, 2)) if plan != "Cash" else copay
        paid = round(max(0.0, total - copay), 2)
        d = rdate(date(2024, 1, 2), date(2024, 6, 29))
        auto = random.choices(["TRUE", "FALSE"], [35, 65])[0] if dclass != "Antibiotic" else "FALSE"
        status = random.choices(["Picked Up", "Ready", "Returned to Stock", "Transferred"], [78, 9, 9, 4])[0]
        refills = "" if dclass == "Antibiotic" else random.randint(0, 11)
        if refills != "" and random.random() < 0.05:
            refills = ""
        counsel = random.choices(["Yes", "No"], [40, 60])[0]
        picked = d + timedelta(days=random.randint(0, 6)) if status == "Picked Up" else None
        rows.append(["RX%07d" % random.randint(1000000, 9999999), d.isoformat(),
                     picked.strftime("%d/%m/%Y") if picked else "", age, dname, dclass, days, qty,
                     "%.2f" % copay, money(paid), plan, auto, refills, status, counsel, random.choice(pharmacists)])
    rows.sort(key=lambda r: r[1])
    header = ["RxNo", "FillDate", "PickupDate", "AgeBand", "DrugName", "DrugClass", "DaysSupply", "QtyDispensed",
              "copay_usd", "Plan Paid Amt", "InsurancePlan", "AutoRefill", "RefillsLeft", "FillStatus",
              "Counseling Offered", "RPh"]
    write("pharmacy_refills.csv", header, rows)


if __name__ == "__main__":
    hives()
    cinema()
    pools()
    moving()
    pharmacy()
