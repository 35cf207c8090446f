import csv, statistics as st
from collections import Counter, defaultdict
def load(t): return list(csv.DictReader(open(t+'.csv',newline='',encoding='utf-8')))
def num(s):
    s=(s or '').replace('$','').replace('€','').replace('£','').replace(',','').strip()
    return float(s) if s else None
def tops(counter, k=None, rev=True):
    items=sorted(counter.items(), key=lambda x:(-x[1] if rev else x[1]))
    return items if k is None else items[:k]
def mode(c): m=max(c.values()); return [k for k,v in c.items() if v==m], m
def least(c): m=min(c.values()); return [k for k,v in c.items() if v==m], m
def P(t,n,v): print(f"{t}\t{n}\t{v}")
def tags(s): return [x.strip() for x in s.split(',') if x.strip()]
def r2(x): return round(x,4) if isinstance(x,float) else x

# ---------- hot tub
T='hot_tub_service'; R=load(T)
P(T,1,len(R))
P(T,2,round(sum(num(r['labor_cost']) for r in R),2))
P(T,3,r2(st.mean(float(r['duration_hrs']) for r in R if r['service_type']=='Heater Repair')))
P(T,4,mode(Counter(r['technician'] for r in R)))
P(T,5,least(Counter(r['tub_brand'] for r in R)))
pc=[(num(r['parts_cost']),r) for r in R if num(r['parts_cost']) is not None]
mx=max(p for p,_ in pc); P(T,6,mx)
P(T,7,[r['service_type'] for p,r in pc if p==mx])
w=[r['customer_rating'] for r in R if r['service_type']=='Winterize']
P(T,8,('all>=4' if all(int(x)>=4 for x in w if x) else 'NO')+f" ratings={w}")
ph=[float(r['ph_reading']) for r in R if r['ph_reading']]
P(T,9,f"{'Yes' if any(x<6.8 for x in ph) else 'No'} n={sum(x<6.8 for x in ph)} min={min(ph)}")
P(T,10,sum(r['follow_up_needed']=='Y' for r in R))
P(T,11,tops(Counter(r['customer_id'] for r in R),6))
P(T,12,sorted((num(r['labor_cost']) for r in R),reverse=True)[:7])
P(T,13,sum(1 for r in R if r['under_warranty']=='Y' and (num(r['parts_cost']) or 0)>200))
P(T,14,sorted({r['tub_brand'] for r in R if 'leak' in tags(r['issues_found'])}))
P(T,15,min(float(r['chlorine_ppm']) for r in R if r['service_type']=='Pump Repair' and r['chlorine_ppm']))
P(T,16,r2(100*sum(r['under_warranty']=='Y' for r in R)/len(R)))
q=lambda r,a,b: a<=int(r['service_date'][5:7])<=b
P(T,17,(round(sum(num(r['parts_cost']) or 0 for r in R if q(r,1,3)),2),round(sum(num(r['parts_cost']) or 0 for r in R if q(r,4,6)),2)))
d=defaultdict(list)
for r in R:
    if r['customer_rating']: d[r['service_date'][:7]].append(int(r['customer_rating']))
P(T,18,{k:round(st.mean(v),2) for k,v in sorted(d.items())})
P(T,19,st.median(num(r['labor_cost']) for r in R))
P(T,20,len({r['customer_id'] for r in R}))
P(T,21,{t:r2(st.mean(float(r['duration_hrs']) for r in R if r['technician']==t)) for t in ['Tom Hale','Priya Nair']})
d=defaultdict(list)
for r in R: d[r['service_type']].append(r['follow_up_needed']=='Y')
P(T,22,{k:round(100*sum(v)/len(v),2) for k,v in sorted(d.items())})
P(T,23,dict(sorted(Counter(r['service_date'][:7] for r in R).items())))
rt=[int(r['customer_rating']) for r in R if r['customer_rating']]
P(T,24,f"{round(100*sum(x==5 for x in rt)/len(rt),2)}% ({sum(x==5 for x in rt)}/{len(rt)})")
d=defaultdict(list)
for r in R:
    if r['customer_rating']: d[r['technician']].append(int(r['customer_rating']))
P(T,25,sorted({k:round(st.mean(v),4) for k,v in d.items()}.items(),key=lambda x:-x[1]))

# ---------- cake
T='wedding_cake_orders'; R=load(T)
P(T,1,len(R))
P(T,2,round(sum(num(r['totalPrice']) or 0 for r in R),2))
P(T,3,r2(st.mean(int(r['servings']) for r in R)))
P(T,4,mode(Counter(r['cakeStyle'] for r in R)))
P(T,5,least(Counter(r['decorator'] for r in R)))
pr=[(num(r['totalPrice']),r) for r in R if num(r['totalPrice']) is not None]
mx=max(p for p,_ in pr); P(T,6,mx); P(T,7,[r['clientId'] for p,r in pr if p==mx])
P(T,8,[r['orderId'] for r in R if r['tiers']=='5' and r['deliveryRequired']=='FALSE'])
P(T,9,sum(r['depositPaid']=='FALSE' for r in R))
d=defaultdict(list)
for p,r in pr:
    if r['venueCity']: d[r['venueCity']].append(p)
P(T,10,sorted({k:round(st.mean(v),2) for k,v in d.items()}.items(),key=lambda x:-x[1]))
P(T,11,tops(Counter(f for r in R for f in tags(r['flavors'])),5))
P(T,12,sorted(((int(r['servings']),r['orderId']) for r in R),reverse=True)[:5])
P(T,13,sum('chocolate' in tags(r['flavors']) for r in R))
P(T,14,min(int(r['servings']) for r in R if r['cakeStyle']=='Fondant'))
P(T,15,sorted(Counter(r['tiers'] for r in R if r['cakeStyle']=='Geode').items()))
P(T,16,r2(100*sum(r['deliveryRequired']=='TRUE' for r in R)/len(R)))
mo=lambda s:int(s[:2])
P(T,17,(round(sum(num(r['totalPrice']) or 0 for r in R if 1<=mo(r['orderDate'])<=3),2),round(sum(num(r['totalPrice']) or 0 for r in R if 4<=mo(r['orderDate'])<=6),2)))
P(T,18,dict(sorted(Counter(r['orderDate'][:2] for r in R).items())))
P(T,19,st.median(p for p,_ in pr))
P(T,20,len({r['clientId'] for r in R}))
d=defaultdict(lambda:[0,0]); d2=defaultdict(list)
for p,r in pr: d[r['cakeStyle']][0]+=p; d[r['cakeStyle']][1]+=int(r['servings']); d2[r['cakeStyle']].append(p/int(r['servings']))
P(T,21,{k:(round(a/b,4),'mean-of-ratios',round(st.mean(d2[k]),4)) for k,(a,b) in sorted(d.items())})
P(T,22,{k:r2(st.mean(int(r['tastingScore']) for r in R if r['decorator']==k and r['tastingScore'])) for k in ['Ines','Marco']})
P(T,23,tops(Counter(r['eventDate'][:2] for r in R if r['eventDate'].endswith('2024')),3))
b=[r for r in R if r['venueCity']=='Bend' and r['deliveryRequired']=='TRUE']
ba=[r for r in R if r['venueCity']=='Bend']
P(T,24,f"delivered-to-Bend: {round(100*sum(r['depositPaid']=='TRUE' for r in b)/len(b),2)}% ({sum(r['depositPaid']=='TRUE' for r in b)}/{len(b)}); all Bend: {round(100*sum(r['depositPaid']=='TRUE' for r in ba)/len(ba),2)}% ({sum(r['depositPaid']=='TRUE' for r in ba)}/{len(ba)})")
import datetime as dt
pd=lambda s: dt.datetime.strptime(s,'%m/%d/%Y')
P(T,25,r2(st.mean((pd(r['eventDate'])-pd(r['orderDate'])).days for r in R)))

# ---------- bouncy
T='bouncy_castle_hire'; R=load(T)
F='Hire Fee (€)'
P(T,1,len(R))
P(T,2,round(sum(num(r[F]) for r in R),2))
P(T,3,r2(st.mean(num(r[F]) for r in R if r['Castle Model']=='Mega Slide')))
P(T,4,mode(Counter(r['Castle Model'] for r in R)))
P(T,5,least(Counter(r['Event Type'] for r in R if r['Event Type'])))
sd=[(float(r['Setup Distance (km)']),r) for r in R if r['Setup Distance (km)']]
mx=max(x for x,_ in sd); P(T,6,mx); P(T,7,[r['Castle Model'] for x,r in sd if x==mx])
P(T,8,[r['Booking Ref'] for r in R if r['Indoor Venue']=='Yes' and r['Damage Reported']=='Yes'])
P(T,9,sum(r['Hire Length (hrs)']=='24' for r in R))
P(T,10,tops(Counter(r['Customer ID'] for r in R),4))
d=defaultdict(float)
for r in R: d[r['Castle Model']]+=num(r[F])
P(T,11,sorted(((k,round(v,2)) for k,v in d.items()),key=lambda x:-x[1]))
P(T,12,sorted((num(r[F]) for r in R),reverse=True)[:6])
P(T,13,sum('gazebo' in tags(r['Extras']) for r in R))
P(T,14,r2(st.mean(int(r['Crew Size']) for r in R if r['Castle Model']=='Obstacle Run')))
tt=[num(r[F]) for r in R if r['Castle Model']=='Toddler Town']
P(T,15,f"max toddler={max(tt)} all<150={all(x<150 for x in tt)}")
P(T,16,r2(100*sum(r['Damage Reported']=='Yes' for r in R)/len(R)))
MON=['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
m=lambda r: MON.index(r['Hire Date'][3:6])+1
P(T,17,(sum(m(r)==6 for r in R),sum(m(r)==7 for r in R)))
d=defaultdict(float)
for r in R: d[m(r)]+=num(r[F])
P(T,18,{k:round(v,2) for k,v in sorted(d.items())})
P(T,19,st.median(x for x,_ in sd))
P(T,20,len({r['Customer ID'] for r in R}))
P(T,21,{k:r2(st.mean(num(r[F]) for r in R if r['Indoor Venue']==k)) for k in ['Yes','No']})
d=defaultdict(list)
for r in R: d[r['Castle Model']].append(r['Damage Reported']=='Yes')
P(T,22,{k:round(100*sum(v)/len(v),2) for k,v in sorted(d.items())})
d=defaultdict(float)
for r in R: d[(m(r)-1)//3+1]+=num(r[F])
P(T,23,{k:round(v,2) for k,v in sorted(d.items())})
P(T,24,r2(100*sum(bool(tags(r['Extras'])) for r in R)/len(R)))
ps=[r for r in R if r['Castle Model']=='Pirate Ship']
P(T,25,f"ratio-of-sums={round(sum(num(r[F]) for r in ps)/sum(int(r['Hire Length (hrs)']) for r in ps),4)} mean-of-ratios={round(st.mean(num(r[F])/int(r['Hire Length (hrs)']) for r in ps),4)}")

# ---------- firewood
T='firewood_deliveries'; R=load(T)
P(T,1,len(R))
P(T,2,sum(float(r['CORDS_DLVD']) for r in R))
P(T,3,r2(st.mean(float(r['PRICE_PER_CORD']) for r in R if r['WOOD_TYP']=='OAK')))
P(T,4,mode(Counter(r['WOOD_TYP'] for r in R)))
P(T,5,least(Counter(r['DRVR'] for r in R)))
ta=[(num(r['TOT_AMT']),r) for r in R if r['TOT_AMT']]
P(T,6,f"{max(x for x,_ in ta)} (cords*price max={max(float(r['CORDS_DLVD'])*float(r['PRICE_PER_CORD']) for r in R)})")
mp=[(float(r['MOIST_PCT']),r) for r in R if r['MOIST_PCT']]
mx=max(x for x,_ in mp); P(T,7,[(mx,r['ZONE']) for x,r in mp if x==mx])
P(T,8,sum(1 for r in R if r['WOOD_TYP']=='PINE' and r['SEASONED']=='1'))
P(T,9,sum(r['SEASONED']=='0' for r in R))
P(T,10,tops(Counter(r['CUST_NO'] for r in R),4))
d=defaultdict(float)
for r in R: d[r['WOOD_TYP']]+=float(r['CORDS_DLVD'])
P(T,11,sorted(d.items(),key=lambda x:-x[1]))
P(T,12,sorted(x for x,_ in mp)[:5])
P(T,13,sum('kindling' in tags(r['ADDONS']) for r in R))
P(T,14,f"{round(sum(x for x,r in ta if r['ZONE']=='N'),2)} (computed cords*price incl blanks: {round(sum(float(r['CORDS_DLVD'])*float(r['PRICE_PER_CORD']) for r in R if r['ZONE']=='N'),2)})")
P(T,15,sorted(Counter(r['WOOD_TYP'] for r in R if r['CORDS_DLVD']=='4').items()))
P(T,16,r2(100*sum(r['STACKED']=='1' for r in R)/len(R)))
P(T,17,(sum(float(r['CORDS_DLVD']) for r in R if r['DLV_DT'].startswith('2023-12')),sum(float(r['CORDS_DLVD']) for r in R if r['DLV_DT'].startswith('2024-01'))))
d=defaultdict(float)
for x,r in ta: d[r['DLV_DT'][:7]]+=x
P(T,18,{k:round(v,2) for k,v in sorted(d.items())})
P(T,19,st.median(x for x,_ in mp))
P(T,20,len({r['CUST_NO'] for r in R}))
P(T,21,{k:r2(st.mean(x for x,r in mp if r['SEASONED']==k)) for k in ['1','0']})
d=defaultdict(float)
for r in R: d[r['DRVR']]+=float(r['CORDS_DLVD'])
P(T,22,sorted(d.items(),key=lambda x:-x[1]))
P(T,23,r2(100*sum(x for x,r in ta if r['WOOD_TYP']=='OAK')/sum(x for x,_ in ta)))
d=defaultdict(list)
for r in R: d[r['ZONE']].append(float(r['CORDS_DLVD']))
P(T,24,{k:round(st.mean(v),4) for k,v in sorted(d.items())})
P(T,25,sum(int(r['DLV_DT'][11:13])<12 for r in R))

# ---------- propane
T='propane_refills'; R=load(T)
P(T,1,len(R))
P(T,2,round(sum(float(r['GallonsFilled']) for r in R),2))
P(T,3,r2(st.mean(num(r['AmountCharged']) for r in R if r['TankSize']=='500 gal' and r['AmountCharged'])))
P(T,4,mode(Counter(r['Driver'] for r in R)))
P(T,5,least(Counter(r['ServiceArea'] for r in R if r['ServiceArea'])))
P(T,6,max(float(r['GallonsFilled']) for r in R))
am=[(num(r['AmountCharged']),r) for r in R if r['AmountCharged']]
mx=max(x for x,_ in am); P(T,7,[(mx,r['AccountNo']) for x,r in am if x==mx])
P(T,8,[r['RefillId'] for r in R if r['ServiceArea']=='Lakeside' and r['LeakCheckPassed']=='false'])
P(T,9,sum(r['AutoDelivery']=='true' for r in R))
P(T,10,mode(Counter(r['TankSize'] for r in R)))
d=defaultdict(float)
for r in R: d[r['AccountNo']]+=float(r['GallonsFilled'])
P(T,11,[(k,round(v,2)) for k,v in sorted(d.items(),key=lambda x:-x[1])[:5]])
P(T,12,sorted((x for x,_ in am),reverse=True)[:7])
P(T,13,sum('rush' in tags(r['Tags']) for r in R))
P(T,14,min(float(r['PricePerGallon']) for r in R))
g=[float(r['GallonsFilled']) for r in R if r['TankSize']=='1000 gal']
P(T,15,f"min={min(g)} all>250={all(x>250 for x in g)} below={[x for x in g if x<=250]}")
P(T,16,r2(100*sum(r['LeakCheckPassed']=='false' for r in R)/len(R)))
q=lambda r: (int(r['RefillDate'][5:7])-1)//3+1
P(T,17,(round(sum(float(r['GallonsFilled']) for r in R if q(r)==1),2),round(sum(float(r['GallonsFilled']) for r in R if q(r)==4),2)))
d=defaultdict(float)
for r in R: d[r['RefillDate'][:7]]+=float(r['GallonsFilled'])
P(T,18,{k:round(v,2) for k,v in sorted(d.items())})
P(T,19,st.median(x for x,_ in am))
P(T,20,len({r['AccountNo'] for r in R}))
P(T,21,{k:r2(st.mean(float(r['PricePerGallon']) for r in R if r['AutoDelivery']==k)) for k in ['true','false']})
d=defaultdict(float)
for x,r in am: d[r['ServiceArea']]+=x
P(T,22,sorted(((k,round(v,2)) for k,v in d.items()),key=lambda x:-x[1]))
d=defaultdict(list)
for r in R: d[r['Driver']].append(r['LeakCheckPassed']=='true')
P(T,23,{k:round(100*sum(v)/len(v),2) for k,v in sorted(d.items())})
d=defaultdict(list)
for x,r in am: d[r['RefillDate'][:7]].append(x)
P(T,24,{k:round(st.mean(v),2) for k,v in sorted(d.items())})
P(T,25,r2(100*sum(bool(tags(r['Tags'])) for r in R)/len(R)))
