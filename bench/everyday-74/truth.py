import csv, statistics
from collections import Counter, defaultdict
def load(n): return list(csv.DictReader(open(n + '.csv', newline='')))
def money(s): return float(s.replace('$', '').replace('€', '').replace(',', '')) if s.strip() else None
def top(c, k=1):
    items = sorted(c.items(), key=lambda x: -x[1]); m = items[0][1]
    return [x for x in items if x[1] == m] if k == 1 else items[:k+2]
def P(t, n, v): print(f'{t} #{n}: {v}')
def monthly(rows, mf, vf, agg=sum):
    g = defaultdict(list)
    for r in rows:
        v = vf(r)
        if v is not None: g[mf(r)].append(v)
    return {k: round(agg(v), 2) for k, v in sorted(g.items())}
avg = lambda l: sum(l) / len(l)

# slip
t = 'slip'; R = load('slip_power_bills')
for r in R: r['amt'] = float(r['amount_due']); r['kwh'] = int(r['kwh_used']); r['m'] = r['bill_date'][:7]
P(t,1,len(R)); P(t,2,round(sum(r['amt'] for r in R),2)); P(t,3,round(avg([r['kwh'] for r in R]),2))
P(t,4,top(Counter(r['dock'] for r in R))); P(t,5,max(r['kwh'] for r in R)); P(t,6,top(Counter(r['boater_id'] for r in R)))
s = sorted(R, key=lambda r: -r['amt']); P(t,7,[(r['bill_id'], r['amt']) for r in s[:4]]); P(t,8,(s[0]['vessel_type'], s[0]['amt']))
P(t,9,sum(r['paid']=='N' for r in R)); P(t,10,min(float(r['rate_per_kwh']) for r in R))
P(t,11,sum('late fee' in r['surcharges'] for r in R)); P(t,12,min(r['amt'] for r in R))
P(t,13,sorted(set(r['rate_per_kwh'] for r in R))); P(t,14,sorted(set(r['dock'] for r in R if r['vessel_type']=='houseboat')))
P(t,15,sum(r['kwh'] for r in R if r['dock']=='C'))
P(t,16,round(100*sum(r['paid']=='Y' for r in R)/len(R),2))
q=lambda r,a,b: a<=int(r['m'][5:])<=b
P(t,17,(round(sum(r['amt'] for r in R if q(r,1,3)),2), round(sum(r['amt'] for r in R if q(r,4,6)),2)))
P(t,18,monthly(R, lambda r:r['m'], lambda r:r['kwh'])); P(t,19,monthly(R, lambda r:r['m'], lambda r:r['amt'], avg))
P(t,20,statistics.median(r['kwh'] for r in R)); P(t,21,len(set(r['boater_id'] for r in R)))
a=[r for r in R if r['autopay']]; P(t,22,(len(a), round(100*sum(r['autopay']=='Y' for r in a)/len(a),2), 'of all', round(100*sum(r['autopay']=='Y' for r in R)/len(R),2)))
P(t,23,{v: round(avg([r['amt'] for r in R if r['vessel_type']==v]),2) for v in ['catamaran','sailboat']})
P(t,24,{d: round(100*sum(r['paid']=='N' for r in R if r['dock']==d)/sum(r['dock']==d for r in R),2) for d in 'ABCDE'})
P(t,25,monthly(R, lambda r:r['vessel_type'], lambda r:float(r['rate_per_kwh']), lambda l: round(avg(l),4)))

# photo
t='photo'; R=load('school_photo_orders')
for r in R: r['tot']=money(r['orderTotal']); r['m']=r['orderDate'][6:]+'-'+r['orderDate'][:2]; r['pc']=int(r['printCount'])
P(t,1,len(R)); P(t,2,round(sum(r['tot'] for r in R),2)); P(t,3,round(avg([r['tot'] for r in R]),2))
P(t,4,top(Counter(r['schoolName'] for r in R))); P(t,5,top(Counter(r['packageName'] for r in R))); P(t,6,max(r['tot'] for r in R))
P(t,7,top(Counter(r['parentId'] for r in R)))
c=Counter()
for r in R: c[r['schoolName']]+=r['tot']
P(t,8,[(k,round(v,2)) for k,v in c.most_common()])
P(t,9,sum(r['retakeRequested']=='true' for r in R)); P(t,10,set(r['pc'] for r in R if r['packageName']=='Digital Only'))
P(t,11,sum(r['discountCode']=='EARLY10' for r in R))
mx=max(r['pc'] for r in R); P(t,12,(mx, Counter(r['schoolName'] for r in R if r['pc']==mx)))
P(t,13,sum('blue' in [x.strip() for x in r['backgroundChoices'].split(',')] for r in R))
P(t,14,round(avg([r['pc'] for r in R if r['packageName']=='Deluxe']),2))
P(t,15,sorted(set(r['gradeLevel'] for r in R if r['schoolName']=='Oakwood High'), key=int))
P(t,16,round(100*sum(r['discountCode']!='' for r in R)/len(R),2))
P(t,17,(sum(r['m'] in ('2024-02','2024-03','2024-04') for r in R), sum(r['m'] in ('2024-09','2024-10','2024-11') for r in R)))
P(t,18,monthly(R,lambda r:r['m'],lambda r:r['tot'])); P(t,19,statistics.median(r['tot'] for r in R)); P(t,20,len(set(r['parentId'] for r in R)))
P(t,21,{s: round(100*sum(r['retakeRequested']=='true' for r in R if r['schoolName']==s)/sum(r['schoolName']==s for r in R),2) for s in sorted(set(r['schoolName'] for r in R))})
P(t,22,{d: round(avg([r['tot'] for r in R if r['deliveryMethod']==d]),2) for d in ['home mail','school pickup']})
P(t,23,round(100*sum(r['tot'] for r in R if r['packageName']=='Yearbook Bundle')/sum(r['tot'] for r in R),2))
P(t,24,monthly(R,lambda r:r['m'],lambda r:r['tot'],avg))
P(t,25,monthly(R,lambda r:r['deliveryMethod'],lambda r:r['pc'],avg))

# drain
t='drain'; R=load('drain_camera_inspections')
MON={m:i+1 for i,m in enumerate(['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'])}
for r in R:
    r['cost']=money(r['Cost (€)']); d,mo,y=r['Inspection Date'].split('-'); r['mo']=MON[mo]; r['m']='%s-%02d'%(y,MON[mo])
    r['len']=float(r['Pipe Length (m)']); r['dur']=int(r['Duration (min)'])
C=[r['cost'] for r in R if r['cost'] is not None]
P(t,1,len(R)); P(t,2,round(sum(C),2)); P(t,3,round(avg([r['len'] for r in R]),2)); P(t,4,top(Counter(r['Technician'] for r in R)))
P(t,5,max(r['dur'] for r in R)); P(t,6,top(Counter(r['Pipe Material'] for r in R))); P(t,7,sum(r['Root Intrusion']=='Yes' for r in R))
P(t,8,round(avg([r['cost'] for r in R if r['Property Type']=='Restaurant' and r['cost'] is not None]),2))
s=sorted(R,key=lambda r:-r['len']); P(t,9,[(r['Inspection ID'],r['len']) for r in s[:6]])
s=sorted([r for r in R if r['cost'] is not None],key=lambda r:-r['cost']); P(t,10,[(r['Technician'],r['cost']) for r in s[:3]])
P(t,11,Counter(r['Root Intrusion'] for r in R if r['Pipe Material']=='Clay'))
P(t,12,sum(r['Severity (1-5)']=='5' and r['Pipe Material']=='PVC' for r in R)); P(t,13,sum(r['cost'] is None for r in R))
P(t,14,top(Counter(r['Customer ID'] for r in R))); P(t,15,sorted(set(int(r['Pipe Diameter (mm)']) for r in R if r['Property Type']=='Industrial')))
P(t,16,round(100*sum(r['Root Intrusion']=='Yes' for r in R)/len(R),2))
P(t,17,(sum(r['mo']<=6 for r in R), sum(r['mo']>6 for r in R)))
P(t,18,monthly(R,lambda r:r['m'],lambda r:1)); P(t,19,statistics.median(r['dur'] for r in R)); P(t,20,len(set(r['Customer ID'] for r in R)))
P(t,21,{m: round(100*sum(r['Root Intrusion']=='Yes' for r in R if r['Pipe Material']==m)/sum(r['Pipe Material']==m for r in R),2) for m in sorted(set(r['Pipe Material'] for r in R))})
P(t,22,{m: round(avg([int(r['Severity (1-5)']) for r in R if r['Pipe Material']==m]),3) for m in ['Clay','PVC']})
P(t,23,monthly(R,lambda r:r['Technician'],lambda r:r['cost'],avg))
P(t,24,sum('crack' in r['Defects Found'] for r in R))
P(t,25,monthly(R,lambda r:r['m'],lambda r:r['cost'],avg))

# pallet
t='pallet'; R=load('pallet_returns')
for r in R: r['q']=int(r['QTY_RCVD']); r['d']=int(r['QTY_DMGD']); r['ref']=float(r['DEP_REFUND']); r['m']=r['RTN_DT'][:7]; r['mo']=int(r['RTN_DT'][5:7])
P(t,1,len(R)); P(t,2,sum(r['q'] for r in R)); P(t,3,round(sum(r['ref'] for r in R),2)); P(t,4,top(Counter(r['DEPOT'] for r in R)))
c=Counter()
for r in R: c[r['PLT_TYPE']]+=r['q']
P(t,5,c.most_common()); P(t,6,max(r['d'] for r in R))
c=Counter()
for r in R: c[r['CUST_NO']]+=r['q']
P(t,7,c.most_common(3))
s=sorted(R,key=lambda r:-r['ref']); P(t,8,[(r['RTN_ID'],r['ref']) for r in s[:4]])
P(t,9,sum(r['INSP_OK']=='0' for r in R)); P(t,10,set(r['ref'] for r in R if r['PLT_TYPE']=='CHEP'))
P(t,11,sum(r['d']>20 for r in R)); mq=max(r['q'] for r in R); P(t,12,[(r['PLT_TYPE'],r['q']) for r in R if r['q']==mq])
P(t,13,round(avg([r['q'] for r in R]),2)); P(t,14,sum('OIL' in r['DEFECT_CODES'] for r in R))
P(t,15,sorted(set(r['GRADE'] for r in R if r['PLT_TYPE']=='Plastic')))
P(t,16,round(100*sum(r['d'] for r in R)/sum(r['q'] for r in R),2))
P(t,17,(sum(r['q'] for r in R if r['mo']<=3), sum(r['q'] for r in R if 4<=r['mo']<=6)))
P(t,18,monthly(R,lambda r:r['m'],lambda r:r['q'])); P(t,19,statistics.median(r['q'] for r in R)); P(t,20,len(set(r['CUST_NO'] for r in R)))
P(t,21,{d: round(100*sum(r['INSP_OK']=='1' for r in R if r['DEPOT']==d)/sum(r['DEPOT']==d for r in R),2) for d in ['EAST','NORTH','SOUTH','WEST']})
P(t,22,{p: round(100*sum(r['d'] for r in R if r['PLT_TYPE']==p)/sum(r['q'] for r in R if r['PLT_TYPE']==p),2) for p in ['EUR','GMA']})
P(t,23,monthly(R,lambda r:r['m'],lambda r:r['ref'],avg)); P(t,24,monthly(R,lambda r:r['DEPOT'],lambda r:r['d'],avg))
g=[r for r in R if r['GRADE']]; P(t,25,(len(g), round(100*sum(r['GRADE']=='A' for r in g)/len(g),2)))

# merch
t='merch'; R=load('concert_merch_sales')
for r in R: r['tot']=money(r['Line total']); r['q']=int(r['Quantity']); r['m']=r['Sold at'][:7]; r['mo']=int(r['Sold at'][5:7]); r['up']=money(r['Unit price'])
P(t,1,len(R)); P(t,2,round(sum(r['tot'] for r in R),2)); P(t,3,sum(r['q'] for r in R))
c=Counter()
for r in R: c[r['Item']]+=r['q']
P(t,4,c.most_common())
c=Counter()
for r in R: c[r['Venue']]+=r['tot']
P(t,5,c.most_common()); P(t,6,round(avg([r['tot'] for r in R]),2)); P(t,7,top(Counter(r['Seller id'] for r in R)))
c=Counter()
for r in R: c[r['Item']]+=r['tot']
P(t,8,c.most_common()); P(t,9,sum(r['Signed']=='TRUE' for r in R)); P(t,10,sorted(set((r['up'],r['Item']) for r in R)))
P(t,11,sum(r['Payment method']=='cash' and r['City']=='Toronto' for r in R))
mx=max(r['tot'] for r in R); P(t,12,(mx,Counter(r['Payment method'] for r in R if r['tot']==mx)))
P(t,13,sum(r['Vip bundle']=='TRUE' for r in R)); P(t,14,max(r['q'] for r in R)); P(t,15,sorted(set(r['City'] for r in R if r['Item']=='Vinyl LP')))
P(t,16,round(100*sum(r['Payment method']=='card' for r in R)/len(R),2))
P(t,17,(sum(r['tot'] for r in R if 4<=r['mo']<=6), sum(r['tot'] for r in R if 7<=r['mo']<=9)))
P(t,18,monthly(R,lambda r:r['m'],lambda r:r['tot'])); P(t,19,statistics.median(r['tot'] for r in R)); P(t,20,len(set(r['Seller id'] for r in R)))
P(t,21,round(100*sum(r['tot'] for r in R if r['Item']=='T-shirt')/sum(r['tot'] for r in R),2))
P(t,22,{c: round(avg([r['tot'] for r in R if r['City']==c]),2) for c in ['London','New York']})
P(t,23,{v: round(100*sum(r['Vip bundle']=='TRUE' for r in R if r['Venue']==v)/sum(r['Venue']==v for r in R),2) for v in sorted(set(r['Venue'] for r in R))})
P(t,24,sum('XL' in [x.strip() for x in r['Sizes'].split(',')] for r in R if r['Item'] in ('T-shirt','Hoodie')))
P(t,25,monthly(R,lambda r:r['Payment method'],lambda r:r['q'],avg))
