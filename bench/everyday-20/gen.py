#!/usr/bin/env python3
"""Generate five messy synthetic CSV exports for the m31 measurement.
Standard library only. random.seed(3131)."""
import csv
import datetime as dt
import random

random.seed(3131)

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def money(x):
    return "${:,.2f}".format(x)


def mdy(d):
    return d.strftime("%m/%d/%Y")


def dmony(d):
    return "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year)


def maybe_blank(v, p):
    return "" if random.random() < p else v


def rand_date(start, end):
    span = (end - start).days
    return start + dt.timedelta(days=random.randint(0, span))


def write(name, header, rows):
    with open(name, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(rows)
    print(name, len(rows), "rows")


# ---------------------------------------------------------------- (a) laundry
def laundry():
    header = ["Order ID", "Order Date", "customer_name", "Branch", "serviceType",
              "Items", "Weight (kg)", "Order Total", "Express?", "Paid",
              "Pickup Date", "Garment Types", "stain_treatment"]
    firsts = ["Ana", "Ben", "Carla", "Dev", "Elena", "Farid", "Grace", "Hiro", "Imani", "Jon",
              "Kara", "Luis", "Mei", "Nate", "Olga", "Priya", "Quinn", "Rosa", "Sam", "Tariq"]
    lasts = ["Silva", "Okafor", "Nguyen", "Patel", "Schmidt", "Haddad", "Kim", "Lopez", "Brown", "Ivanova"]
    branches = ["Downtown", "Riverside", "Northgate", "Elm Street"]
    services = ["Dry Clean", "Wash & Fold", "Press Only", "Alterations", "Leather Care"]
    sw = [35, 30, 15, 12, 8]
    garments = ["shirt", "suit", "dress", "trousers", "coat", "bedding", "curtains", "jacket"]
    rows = []
    n = 240
    start = dt.date(2024, 1, 3)
    for i in range(n):
        d = rand_date(start, dt.date(2024, 6, 28))
        svc = random.choices(services, sw)[0]
        items = random.randint(1, 12)
        if svc == "Wash & Fold":
            weight = round(random.uniform(2.0, 14.0), 1)
            total = round(weight * 3.25 + random.choice([0, 0, 2.5]), 2)
        else:
            weight = round(random.uniform(0.5, 6.0), 1) if random.random() < 0.6 else None
            base = {"Dry Clean": 8.5, "Press Only": 4.0, "Alterations": 18.0, "Leather Care": 45.0}[svc]
            total = round(items * base * random.uniform(0.8, 1.3), 2)
        express = random.random() < 0.25
        if express:
            total = round(total * 1.5, 2)
        paid = random.random() < 0.82
        pickup = d + dt.timedelta(days=random.randint(1, 3) if express else random.randint(2, 9))
        pick = mdy(pickup) if random.random() > 0.12 else ""
        g = sorted(random.sample(garments, random.randint(1, 3)), key=garments.index)
        if svc == "Wash & Fold":
            g = random.sample(["bedding", "shirt", "trousers", "curtains"], random.randint(1, 2))
        rows.append([
            "LD-%05d" % (10230 + i),
            mdy(d),
            random.choice(firsts) + " " + random.choice(lasts),
            random.choice(branches),
            svc,
            items,
            "" if weight is None else weight,
            money(total),
            "Y" if express else "N",
            "Yes" if paid else "No",
            pick,
            maybe_blank(", ".join(g), 0.05),
            "TRUE" if random.random() < 0.3 else "FALSE",
        ])
    rows.sort(key=lambda r: dt.datetime.strptime(r[1], "%m/%d/%Y"))
    write("laundry_orders.csv", header, rows)


# ---------------------------------------------------------------- (b) wind farm
def wind():
    header = ["date", "turbineId", "Site", "model", "Output (MWh)", "Avg Wind Speed (m/s)",
              "Capacity Factor (%)", "downtime_hours", "Maintenance Flag", "Status", "Est. Revenue"]
    turbines = []
    sites = ["Ridgeback", "Saltmarsh", "High Moor"]
    models = {"V117": 3.45, "SG 4.5": 4.5, "N131": 3.6}
    for k in range(12):
        site = sites[k % 3]
        m = random.choice(list(models))
        turbines.append(("WT-%02d" % (k + 1), site, m))
    rows = []
    start = dt.date(2024, 3, 1)
    days = 21
    for dd in range(days):
        day = start + dt.timedelta(days=dd * 3)  # every third day, Mar-May
        site_wind = {s: random.uniform(4.0, 12.5) for s in sites}
        for tid, site, m in turbines:
            cap = models[m]
            ws = round(max(1.5, site_wind[site] + random.gauss(0, 0.8)), 1)
            r = random.random()
            if r < 0.05:
                status, down = "Fault", round(random.uniform(6, 24), 1)
            elif r < 0.10:
                status, down = "Maintenance", round(random.uniform(4, 12), 1)
            elif r < 0.18:
                status, down = "Curtailed", round(random.uniform(0, 3), 1)
            else:
                status, down = "Online", 0.0 if random.random() < 0.8 else round(random.uniform(0.2, 2), 1)
            hours = 24 - down
            cf_raw = min(0.95, max(0.0, ((ws - 3) / 9.5) ** 2))
            if status == "Curtailed":
                cf_raw *= 0.6
            out = round(cap * hours * cf_raw, 2)
            cf = round(100 * out / (cap * 24), 1)
            maint = status == "Maintenance" or random.random() < 0.04
            price = random.uniform(42, 68)
            rows.append([
                day.isoformat(), tid, site, m,
                maybe_blank(out, 0.03),
                maybe_blank(ws, 0.04),
                cf,
                down,
                "Y" if maint else "N",
                status,
                money(out * price),
            ])
    write("wind_turbine_output.csv", header, rows)


# ---------------------------------------------------------------- (c) venue bookings
def venue():
    header = ["booking_ref", "Event Date", "Booked On", "venueName", "eventType", "Guest Count",
              "Package", "Total Price", "Deposit Paid", "catering", "Add-ons", "Status", "coordinator"]
    venues = ["The Orchard Barn", "Lakeside Pavilion", "Grand Hall", "Rooftop Terrace", "Old Mill"]
    vcap = {"The Orchard Barn": 180, "Lakeside Pavilion": 250, "Grand Hall": 400, "Rooftop Terrace": 120, "Old Mill": 150}
    etypes = ["Wedding", "Corporate", "Birthday", "Gala", "Conference", "Memorial"]
    ew = [40, 20, 15, 8, 10, 7]
    pkgs = ["Bronze", "Silver", "Gold", "Platinum"]
    addons = ["DJ", "Photo Booth", "Flowers", "Valet", "Open Bar", "Late License"]
    coords = ["Hannah Reyes", "Marcus Lee", "Priya Shah", "Tom Becker", "Zoe Adams"]
    rows = []
    for i in range(220):
        ev = rand_date(dt.date(2024, 4, 1), dt.date(2025, 3, 31))
        booked = ev - dt.timedelta(days=random.randint(20, 400))
        v = random.choice(venues)
        et = random.choices(etypes, ew)[0]
        guests = random.randint(max(20, vcap[v] // 5), vcap[v])
        pk = random.choices(pkgs, [25, 35, 28, 12])[0]
        per_head = {"Bronze": 45, "Silver": 65, "Gold": 90, "Platinum": 130}[pk]
        price = round(guests * per_head * random.uniform(0.9, 1.15) + random.choice([0, 500, 1200]), 2)
        if ev < dt.date(2024, 11, 15):
            status = random.choices(["Completed", "Cancelled"], [88, 12])[0]
        else:
            status = random.choices(["Confirmed", "Tentative", "Cancelled"], [70, 20, 10])[0]
        deposit = round(price * random.choice([0.2, 0.25, 0.3]), 2)
        if status == "Tentative" and random.random() < 0.6:
            dep = ""
        else:
            dep = money(deposit)
        ad = random.sample(addons, random.randint(0, 3))
        rows.append([
            "BK-%04d" % (501 + i),
            dmony(ev),
            booked.isoformat(),
            v, et, guests, pk,
            money(price),
            dep,
            "Yes" if random.random() < 0.78 else "No",
            ", ".join(ad),
            status,
            maybe_blank(random.choice(coords), 0.04),
        ])
    random.shuffle(rows)
    write("venue_bookings.csv", header, rows)


# ---------------------------------------------------------------- (d) library events
def library():
    header = ["Event ID", "event_date", "Branch", "programType", "Age Group", "Attendees",
              "Capacity", "Duration (min)", "registration_required", "Staff Lead", "Cost to Run", "Outdoor"]
    branches = ["Central", "Westview", "Maple Grove", "Harbor", "Eastside"]
    progs = {
        "Story Time": ("Toddlers", 30, 45, False),
        "Coding Workshop": ("Teens", 90, 120, True),
        "Book Club": ("Adults", 60, 90, False),
        "Craft Hour": ("Kids", 60, 60, True),
        "Author Talk": ("Adults", 60, 90, True),
        "ESL Conversation": ("Adults", 60, 60, False),
        "Film Screening": ("Seniors", 120, 150, False),
    }
    staff = ["J. Okoro", "M. Delgado", "S. Park", "R. Whitfield", "L. Anand", "T. Moreau"]
    rows = []
    for i in range(260):
        d = rand_date(dt.date(2024, 1, 8), dt.date(2024, 5, 31))
        p = random.choice(list(progs))
        age, dlo, dhi, reg = progs[p]
        if p == "Story Time" and random.random() < 0.3:
            age = "Kids"
        if p == "Book Club" and random.random() < 0.25:
            age = "Seniors"
        if p == "Craft Hour" and random.random() < 0.2:
            age = "Teens"
        cap = random.choice([15, 20, 25, 30, 40, 60, 80])
        if p == "Author Talk":
            cap = random.choice([60, 80, 120])
        att = max(0, min(cap + random.randint(-2, 4), int(random.gauss(cap * 0.7, cap * 0.25))))
        dur = random.choice(list(range(dlo, dhi + 1, 15)))
        cost = round(random.uniform(0, 60) + (350 if p == "Author Talk" else 0) + (80 if p == "Coding Workshop" else 0), 2)
        if random.random() < 0.1:
            cost = 0.0
        outdoor = p in ("Story Time", "Craft Hour", "Film Screening") and random.random() < 0.2
        rows.append([
            "EV-%d" % (3001 + i),
            mdy(d),
            random.choice(branches),
            p, age,
            maybe_blank(att, 0.04),
            cap,
            dur,
            "TRUE" if (reg if random.random() > 0.1 else not reg) else "FALSE",
            maybe_blank(random.choice(staff), 0.05),
            money(cost),
            "Y" if outdoor else "N",
        ])
    rows.sort(key=lambda r: dt.datetime.strptime(r[1], "%m/%d/%Y"))
    write("library_events.csv", header, rows)


# ---------------------------------------------------------------- (e) landscaping
def landscaping():
    header = ["job_no", "Job Date", "crewLead", "Client Type", "service", "Neighborhood",
              "Area (sq ft)", "crew_size", "Hours On Site", "Invoice Amount", "Materials Cost",
              "Equipment Used", "Completed", "rainDelay"]
    leads = ["Diego", "Frank", "Keisha", "Owen", "Tamsin"]
    ctypes = ["Residential", "Commercial", "HOA", "Municipal"]
    services = ["Mowing", "Hedge Trimming", "Mulching", "Tree Removal", "Irrigation Repair", "Sod Install", "Leaf Cleanup"]
    hoods = ["Oak Hills", "Brookside", "Cedar Park", "Westfield", "Lakeview", "Old Town"]
    equip = {
        "Mowing": ["mower", "trimmer", "blower"],
        "Hedge Trimming": ["hedge trimmer", "ladder", "blower"],
        "Mulching": ["wheelbarrow", "skid steer", "rake"],
        "Tree Removal": ["chainsaw", "chipper", "bucket truck", "stump grinder"],
        "Irrigation Repair": ["trencher", "shovel"],
        "Sod Install": ["sod cutter", "roller", "skid steer"],
        "Leaf Cleanup": ["blower", "rake", "leaf vacuum"],
    }
    rate = {"Mowing": 0.02, "Hedge Trimming": 0.05, "Mulching": 0.09, "Tree Removal": 0.35,
            "Irrigation Repair": 0.06, "Sod Install": 0.6, "Leaf Cleanup": 0.03}
    rows = []
    for i in range(280):
        d = rand_date(dt.date(2024, 3, 4), dt.date(2024, 8, 30))
        svc = random.choice(services)
        ct = random.choices(ctypes, [55, 20, 15, 10])[0]
        area = random.randint(800, 6000) if ct == "Residential" else random.randint(4000, 40000)
        if svc == "Tree Removal":
            area = random.randint(200, 2000)
        crew = random.randint(2, 6)
        hours = round(min(10, max(0.5, area * rate[svc] / 250 + random.uniform(0.5, 2))), 1)
        invoice = round(crew * hours * random.uniform(42, 58) + area * rate[svc] * 0.5, 2)
        mat = round(invoice * random.uniform(0.05, 0.4), 2) if svc in ("Mulching", "Sod Install", "Irrigation Repair") else round(random.uniform(0, 40), 2)
        eq = random.sample(equip[svc], random.randint(1, len(equip[svc])))
        completed = random.random() < 0.88
        rain = random.random() < 0.12
        rows.append([
            "J%04d" % (4100 + i),
            d.isoformat(),
            random.choice(leads),
            ct, svc,
            maybe_blank(random.choice(hoods), 0.03),
            area,
            crew,
            hours,
            money(invoice),
            maybe_blank(money(mat), 0.06),
            ", ".join(eq),
            "Yes" if completed else "No",
            "TRUE" if rain else "FALSE",
        ])
    rows.sort(key=lambda r: r[1])
    write("landscaping_jobs.csv", header, rows)


if __name__ == "__main__":
    laundry()
    wind()
    venue()
    library()
    landscaping()
