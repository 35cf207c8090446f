import csv, datetime as dt, statistics as st
from collections import Counter, defaultdict
def load(t): return list(csv.DictReader(open(t + '.csv', newline='')))
def num(s):
    s = str(s).replace('$','').replace('£','').replace('€','').replace(',','').strip()
    return float(s) if s else None
def d_iso(s): return dt.date.fromisoformat(s)
def d_us(s): return dt.datetime.strptime(s, '%m/%d/%Y').date()
def d_mon(s): return dt.datetime.strptime(s, '%d-%b-%Y').date()
def r2(x): return round(x, 2)
def top(rows, key, n, rev=True):
    v = sorted([key(r) for r in rows if key(r) is not None], reverse=rev); return v[:n]
def argbest(rows, key, rev=True):
    rr = [r for r in rows if key(r) is not None]; b = (max if rev else min)(key(r) for r in rr)
    return [r for r in rr if key(r) == b]
def cnt(rows, col): return Counter(r[col] for r in rows if r[col] != '').most_common()
def grp(rows, gcol, vfun, agg):
    g = defaultdict(list)
    for r in rows:
        v = vfun(r)
        if v is not None: g[gcol(r) if callable(gcol) else r[gcol]].append(v)
    return {k: r2(agg(v)) for k, v in sorted(g.items())}
def mean(v): return sum(v) / len(v)
def lst(r, col): return [x.strip() for x in r[col].split(',') if x.strip()]
def bottomk_with_ties(rows, key, n, out, rev=False):
    rr = sorted([r for r in rows if key(r) is not None], key=key, reverse=rev)
    cut = key(rr[n-1]); sel = [r for r in rr if (key(r) < cut if not rev else key(r) > cut)]
    tied = [r for r in rr if key(r) == cut]
    return f"{[ (key(r), out(r)) for r in sel]} + {n-len(sel)} of tied {[ (key(r), out(r)) for r in tied]}"
T = {}
# ---------- soil_lab
R = load('soil_lab'); f = lambda c: (lambda r: num(r[c]))
ph, om, N, P, K, fee = f('pH'), f('Organic Matter (%)'), f('Nitrogen (ppm)'), f('Phosphorus (ppm)'), f('Potassium (ppm)'), f('Lab Fee ($)')
lime = [r for r in R if r['Lime Recommended'] == 'Y']
T['soil_lab'] = {
 1: [(r['Sample ID'], r['pH'], r['Lime Recommended']) for r in argbest(R, ph, False)],
 2: top(R, K, 3), 3: len({r['Farm ID'] for r in R}), 4: max(N(r) for r in R), 5: cnt(R, 'County')[:3],
 6: any(ph(r) > 8.5 for r in R), 7: sorted(grp(R, 'Crop Planned', P, mean).items(), key=lambda x: -x[1])[:3],
 8: [(r['Organic Matter (%)'], r['Crop Planned']) for r in argbest(R, om)],
 9: bottomk_with_ties(R, K, 3, lambda r: r['Technician']),
 10: all(r['Lime Recommended'] == 'Y' for r in R if r['County'] == 'Elk'),
 11: cnt(lime, 'Crop Planned')[:4],
 12: cnt([r for r in R if N(r) < 20], 'Technician'),
 13: not any(P(r) > 150 for r in R),
 14: top([r for r in R if r['Crop Planned'] == 'Corn'], ph, 5, False),
 15: r2(mean([om(r) for r in R if r['Crop Planned'] == 'Wheat' and om(r) is not None])),
 16: grp(R, 'County', fee, sum), 17: f"{len(lime)}/{len(R)} = {r2(100*len(lime)/len(R))}%",
 18: Counter((d_iso(r['Received Date']).month - 1) // 3 + 1 for r in R),
 19: sum(1 for r in R if r['Crop Planned'] == 'Alfalfa' and r['County'] == 'Benton' and ph(r) < 6),
 20: grp(R, lambda r: d_iso(r['Received Date']).month, N, mean),
 21: sorted(grp(R, 'Technician', fee, sum).items(), key=lambda x: -x[1]),
 22: grp(R, 'Lime Recommended', K, mean),
 23: sum('Salinity' in lst(r, 'Tests Requested') for r in R),
 24: st.median(P(r) for r in R if r['Crop Planned'] == 'Vegetables'),
 25: sum(1 for r in R if r['Received Date'].startswith('2024-12')),
}
# ---------- crowdfunding
R = load('crowdfunding'); pl, gl, bk = f('pledged_usd'), f('goal_usd'), f('backers')
fund = [r for r in R if r['funded'] == 'TRUE']; cat = sorted({r['category'] for r in R})
T['crowdfunding'] = {
 1: [(r['campaign_id'], r['backers'], r['staff_pick']) for r in argbest(R, bk)],
 2: top(R, pl, 5), 3: len({r['creator_id'] for r in R}), 4: max(bk(r) for r in R), 5: cnt(R, 'category')[:3],
 6: [(r['campaign_id'], r['pledged_usd']) for r in R if gl(r) == 50000 and r['funded'] == 'TRUE'],
 7: sorted({c: r2(100*sum(r['funded']=='TRUE' for r in R if r['category']==c)/sum(r['category']==c for r in R)) for c in cat}.items(), key=lambda x: -x[1]),
 8: [(r['pledged_usd'], r['country']) for r in argbest(R, pl)],
 9: bottomk_with_ties(R, bk, 3, lambda r: r['category']),
 10: all(r['funded'] == 'TRUE' for r in R if r['staff_pick'] == 'TRUE'),
 11: cnt(fund, 'duration_days'),
 12: cnt([r for r in R if pl(r) > 20000], 'country'),
 13: not any(pl(r) > 150000 for r in R),
 14: top([r for r in R if r['category'] == 'Tech'], pl, 3, False),
 15: r2(mean([bk(r) for r in R if r['category'] == 'Games'])),
 16: grp(R, 'category', pl, sum), 17: r2(100 * len(fund) / len(R)),
 18: grp(R, lambda r: 'H1' if d_us(r['launch_date']).month <= 6 else 'H2', pl, sum),
 19: sum(1 for r in fund if r['category'] == 'Film' and r['country'] == 'US'),
 20: grp(R, lambda r: d_us(r['launch_date']).month, pl, mean),
 21: cnt(R, 'creator_id')[:5],
 22: grp(R, 'staff_pick', gl, mean),
 23: sum('Early Bird' in lst(r, 'reward_tiers') for r in R),
 24: r2(sum(pl(r) for r in R if d_us(r['launch_date']).month == 3)),
 25: f"ratio of sums {r2(sum(pl(r) for r in R)/sum(bk(r) for r in R))}; mean of ratios {r2(mean([pl(r)/bk(r) for r in R]))}",
}
# ---------- elevator_calls
R = load('elevator_calls'); rm, rh, pc = f('responseMinutes'), f('repairHours'), f('partsCost')
trap = [r for r in R if r['passengerTrapped'] == 'Yes']
T['elevator_calls'] = {
 1: [(r['callId'], r['responseMinutes'], r['passengerTrapped']) for r in argbest(R, rm)],
 2: top(R, rh, 4), 3: len({r['buildingId'] for r in R}), 4: max(pc(r) for r in R), 5: cnt(R, 'issueType')[:3],
 6: any(rm(r) > 180 for r in R),
 7: sorted(grp(R, 'district', rm, mean).items(), key=lambda x: -x[1]),
 8: [(r['partsCost'], r['technician']) for r in argbest(R, pc)],
 9: bottomk_with_ties(R, rm, 4, lambda r: r['issueType']),
 10: all(r['passengerTrapped'] == 'Yes' for r in R if r['issueType'] == 'Stuck Between Floors'),
 11: cnt(trap, 'elevatorType'),
 12: cnt([r for r in R if r['issueType'] == 'Door Fault'], 'buildingId')[:5],
 13: not any(rh(r) is not None and rh(r) > 10 for r in R),
 14: top([r for r in R if r['elevatorType'] == 'Hydraulic'], rm, 4),
 15: r2(mean([rh(r) for r in R if r['issueType'] == 'Noise' and rh(r) is not None])),
 16: grp(R, 'district', pc, sum), 17: f"{len(trap)}/{len(R)} = {r2(100*len(trap)/len(R))}%",
 18: Counter((d_mon(r['callDate']).month - 1) // 3 + 1 for r in R),
 19: sum(1 for r in R if r['elevatorType'] == 'Traction' and r['district'] == 'Central' and pc(r) > 1000),
 20: grp(R, lambda r: d_mon(r['callDate']).month, rm, mean),
 21: sorted(grp(R, 'technician', rh, sum).items(), key=lambda x: -x[1]),
 22: grp(R, 'passengerTrapped', pc, mean),
 23: sum('sensor' in lst(r, 'partsReplaced') for r in R),
 24: r2(sum(pc(r) for r in R if d_mon(r['callDate']).month == 7)),
 25: grp(R, 'elevatorType', rm, mean),
}
# ---------- oyster_harvests
R = load('oyster_harvests'); bg, ln, mo, wt, px = f('bags'), f('avg_len_mm'), f('mort_pct'), f('wtr_temp_c'), f('px_doz')
vt = [r for r in R if r['vib_test'] == '1']
T['oyster_harvests'] = {
 1: [(r['hrv_id'], r['mort_pct'], r['vib_test']) for r in argbest(R, mo)],
 2: top(R, bg, 6), 3: len({r['lease_no'] for r in R}), 4: max(px(r) for r in R), 5: cnt(R, 'site')[:3],
 6: any(mo(r) > 20 for r in R),
 7: sorted(grp(R, 'spec', ln, mean).items(), key=lambda x: -x[1]),
 8: [(r['wtr_temp_c'], r['spec']) for r in argbest(R, wt)],
 9: bottomk_with_ties(R, px, 3, lambda r: r['site']),
 10: all(r['vib_test'] == '1' for r in R if r['spec'] == 'Olympia'),
 11: cnt([r for r in R if r['site'] == 'Point Reef'], 'spec'),
 12: cnt([r for r in R if r['spec'] == 'Kumamoto'], 'crew_ld'),
 13: not any(ln(r) < 50 for r in R),
 14: top([r for r in R if r['spec'] == 'Eastern'], mo, 4),
 15: r2(mean([wt(r) for r in R if r['site'] == 'Cove A' and wt(r) is not None])),
 16: grp(R, 'spec', bg, sum), 17: f"{len(vt)}/{len(R)} = {r2(100*len(vt)/len(R))}%",
 18: grp(R, lambda r: 'H1' if d_iso(r['hrv_dt']).month <= 6 else 'H2', bg, sum),
 19: sum(1 for r in R if r['spec'] == 'Pacific' and r['site'] == 'Inlet' and bg(r) > 30),
 20: grp(R, lambda r: d_iso(r['hrv_dt']).month, px, mean),
 21: sorted(grp(R, 'lease_no', bg, sum).items(), key=lambda x: -x[1])[:4],
 22: grp(R, 'vib_test', mo, mean),
 23: sum('Bay Market' in lst(r, 'buyers') for r in R),
 24: sum(bg(r) * num(r['cnt_per_bag']) for r in R),
 25: grp(R, 'site', ln, mean),
}
# ---------- surf_lessons
R = load('surf_lessons'); wh, pr, rt, du = f('Wave Height (m)'), f('Price (€)'), f('Rating'), f('Duration (min)')
def mth(r): return d_us(r['Lesson Date']).month
T['surf_lessons'] = {
 1: [(r['Booking Ref'], r['Wave Height (m)'], r['Board Rental']) for r in argbest(R, wh)],
 2: top(R, pr, 5), 3: len({r['Student ID'] for r in R}), 4: min(rt(r) for r in R if rt(r) is not None), 5: cnt(R, 'Instructor')[:3],
 6: any(wh(r) > 3 for r in R),
 7: sorted(grp(R, 'Beach', rt, mean).items(), key=lambda x: -x[1]),
 8: [(r['Price (€)'], r['Level']) for r in argbest(R, pr)],
 9: bottomk_with_ties(R, wh, 3, lambda r: r['Beach']),
 10: all(pr(r) > 60 for r in R if r['Level'] == 'Advanced'),
 11: cnt([r for r in R if r['Level'] == 'Beginner'], 'Duration (min)'),
 12: cnt([r for r in R if r['Level'] == 'Advanced' and r['Beach'] == 'Point Break'], 'Instructor'),
 13: not any(rt(r) is not None and rt(r) < 2 for r in R),
 14: top([r for r in R if r['Beach'] == 'Sandy Bay'], wh, 6),
 15: r2(mean([pr(r) for r in R if r['Level'] == 'Intermediate'])),
 16: grp(R, 'Instructor', pr, sum),
 17: f"{sum(r['Board Rental']=='Yes' for r in R)}/{len(R)} = {r2(100*sum(r['Board Rental']=='Yes' for r in R)/len(R))}%",
 18: {'summer': sum(mth(r) in (6,7,8) for r in R), 'winter': sum(mth(r) in (12,1,2) for r in R)},
 19: sum(1 for r in R if r['Level'] == 'Beginner' and r['Beach'] == 'North Shore' and r['Board Rental'] == 'Yes'),
 20: grp(R, mth, rt, mean),
 21: cnt(R, 'Student ID')[:5],
 22: grp([r for r in R if r['Rating'] in ('5', '1')], 'Rating', wh, mean),
 23: sum('Wetsuit' in lst(r, 'Add-ons') for r in R),
 24: r2(sum(pr(r) for r in R if mth(r) == 8)),
 25: grp(R, 'Level', du, mean),
}
if __name__ == '__main__':
    for t, d in T.items():
        for n, v in d.items(): print(f"{t}\t{n}\t{v}")
        for n in range(26, 31): print(f"{t}\t{n}\tUNANSWERABLE")
