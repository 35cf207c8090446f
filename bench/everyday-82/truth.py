import csv, statistics as st
from collections import Counter, defaultdict
def load(f): return list(csv.DictReader(open(f, newline='', encoding='utf-8')))
def money(s): return float(s.replace('$','').replace('€','').replace(',','')) if s.strip() else None
def top(cnt, n=1): 
    items=sorted(cnt.items(), key=lambda x:-x[1]); 
    if n==1:
        m=items[0][1]; return [k for k,v in items if v==m], m
    cut=items[n-1][1]; return [(k,round(v,2)) for k,v in items if v>=cut]
def P(t,n,v): print(f'{t}\t{n}\t{v}')
MON=['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']

# paddleboard
T='paddleboard_rentals'; R=load(T+'.csv')
for r in R: r['p']=float(r['price_usd']); r['h']=int(r['hours']); r['m']=r['rental_date'][:7]
P(T,1,len(R)); P(T,2,round(sum(r['p'] for r in R),2)); P(T,3,round(st.mean(r['p'] for r in R),4))
P(T,4,top(Counter(r['board_type'] for r in R))); P(T,5,max(r['h'] for r in R))
P(T,6,sum(r['launch_site']=='Lake Point' for r in R)); P(T,7,all(r['deposit_returned']=='Y' for r in R))
P(T,8,any(r['board_type']=='Race' and r['h']==6 for r in R)); P(T,9,max(r['p'] for r in R))
c=Counter();[c.update({r['launch_site']:r['p']}) for r in R]; P(T,10,top(c))
P(T,11,top(Counter(r['customer_id'] for r in R),3))
mx=max(r['p'] for r in R); P(T,12,[r['board_type'] for r in R if r['p']==mx])
P(T,13,sum('wetsuit' in r['add_ons'] for r in R))
y=[int(r['rating']) for r in R if r['board_type']=='Yoga' and r['rating']]; P(T,14,round(st.mean(y),4))
P(T,15,sorted((r['p'] for r in R),reverse=True)[:5])
g=[r for r in R if r['guide_booked']]; P(T,16,f"{round(100*sum(r['guide_booked']=='Y' for r in R)/len(R),2)}% of all rows; {round(100*sum(r['guide_booked']=='Y' for r in g)/len(g),2)}% of non-blank")
m=Counter(r['m'] for r in R); P(T,17,f"Jul {m['2024-07']} vs Jun {m['2024-06']}")
c=defaultdict(float);[c.__setitem__(r['m'],c[r['m']]+r['p']) for r in R]; P(T,18,{k:round(v,2) for k,v in sorted(c.items())})
P(T,19,st.median(r['p'] for r in R)); P(T,20,len({r['customer_id'] for r in R}))
P(T,21,round(100*sum(r['p'] for r in R if r['board_type']=='Touring')/sum(r['p'] for r in R),2))
P(T,22,{b:(round(sum(r['p'] for r in R if r['board_type']==b)/sum(r['h'] for r in R if r['board_type']==b),4), round(st.mean(r['p']/r['h'] for r in R if r['board_type']==b),4)) for b in sorted({r['board_type'] for r in R})})
h=[r for r in R if r['launch_site']=='Harbor Dock']; P(T,23,round(100*sum(r['deposit_returned']=='Y' for r in h)/len(h),2))
P(T,24,{k:round(st.mean(int(r['rating']) for r in R if r['guide_booked']==k and r['rating']),4) for k in 'YN'})
nb=Counter(r['m'] for r in R if r['launch_site']=='North Beach'); P(T,25,(round(sum(nb.values())/len(nb),4),dict(sorted(nb.items()))))

# popup
T='pop_up_shop_leases'; R=load(T+'.csv')
for r in R:
    r['t']=money(r['totalRent']); r['dr']=money(r['dailyRate']); r['d']=int(r['leaseDays'])
    mm,dd,yy=r['startDate'].split('/'); r['m']=f'{yy}-{mm}'; r['f']=int(r['footfallEstimate']) if r['footfallEstimate'] else None
P(T,1,len(R)); P(T,2,round(sum(r['t'] for r in R),2)); P(T,3,top(Counter(r['shopCategory'] for r in R)))
P(T,4,max(r['dr'] for r in R)); P(T,5,sum(r['leaseStatus']=='Cancelled' for r in R)); P(T,6,round(st.mean(r['d'] for r in R),4))
P(T,7,all(r['isInsured']=='TRUE' for r in R if r['shopCategory']=='Food'))
c=Counter();[c.update({r['venueName']:r['t']}) for r in R]; P(T,8,top(c))
c=Counter();[c.update({r['tenantId']:r['t']}) for r in R]; P(T,9,top(c,3))
mx=max(r['t'] for r in R); P(T,10,[(r['leaseId'],r['f']) for r in R if r['t']==mx])
P(T,11,any(r['d']>30 for r in R)); P(T,12,sum('cold room' in r['amenities'] for r in R))
P(T,13,round(st.mean(r['f'] for r in R if r['shopCategory']=='Art' and r['f'] is not None),4))
P(T,14,top(Counter(r['tenantId'] for r in R))); P(T,15,sorted({r['venueName'] for r in R if r['shopCategory']=='Tech'}))
P(T,16,round(100*sum(r['isInsured']=='TRUE' for r in R)/len(R),2))
q=lambda a,b: round(sum(r['t'] for r in R if a<=r['m']<=b),2); P(T,17,f"Q1 {q('2024-01','2024-03')} vs Q2 {q('2024-04','2024-06')}")
P(T,18,dict(sorted(Counter(r['m'] for r in R if r['m'].startswith('2024')).items())))
P(T,19,st.median(r['t'] for r in R)); P(T,20,len({r['tenantId'] for r in R}))
P(T,21,{k:round(100*sum(r['leaseStatus']=='Cancelled' for r in R if r['shopCategory']==k)/sum(r['shopCategory']==k for r in R),2) for k in sorted({r['shopCategory'] for r in R})})
P(T,22,{k:round(st.mean(r['dr'] for r in R if r['venueName']==k),4) for k in ['Station Concourse','Mill Street Arcade']})
c=Counter();[c.update({r['m']:r['t']}) for r in R if r['m'].startswith('2024')]; P(T,23,top(c))
cp=[r for r in R if r['leaseStatus']=='Completed']; P(T,24,round(100*sum(r['t'] for r in cp if r['shopCategory']=='Fashion')/sum(r['t'] for r in cp),2))
P(T,25,{d:round(st.mean(r['f'] for r in R if r['d']==d and r['f'] is not None),2) for d in sorted({r['d'] for r in R})})

# seed swap
T='seed_swap_events'; R=load(T+'.csv')
for r in R:
    r['a']=int(r['Attendees']); r['p']=int(r['Packets Swapped']); r['fee']=money(r['Entry Fee (€)']); r['du']=float(r['Duration (hrs)'])
    dd,mo,yy=r['Event Date'].split('-'); r['y']=yy; r['mo']=MON.index(mo)+1
P(T,1,len(R)); P(T,2,sum(r['a'] for r in R)); P(T,3,top(Counter(r['Region'] for r in R))); P(T,4,max(r['p'] for r in R))
P(T,5,round(st.mean(r['fee'] for r in R),4)); P(T,6,sum(r['fee']==0 for r in R)); P(T,7,any(r['Indoor']=='No' for r in R))
P(T,8,top({k:st.mean(r['a'] for r in R if r['Venue Type']==k) for k in {r['Venue Type'] for r in R}}))
P(T,9,top(Counter(r['Organizer ID'] for r in R),3))
mx=max(r['a'] for r in R); P(T,10,[(r['Event ID'],r['Volunteers']) for r in R if r['a']==mx])
P(T,11,sum('tomato' in r['Seed Types'] for r in R)); P(T,12,round(st.mean(r['du'] for r in R if r['Region']=='North'),4))
P(T,13,all(r['Indoor']=='Yes' for r in R if r['Venue Type']=='Library')); P(T,14,min(r['a'] for r in R))
P(T,15,sorted((r['p'] for r in R),reverse=True)[:5])
P(T,16,round(100*sum(r['Indoor']=='Yes' for r in R)/len(R),2))
P(T,17,f"2024 {sum(r['a'] for r in R if r['y']=='2024')} vs 2023 {sum(r['a'] for r in R if r['y']=='2023')}")
P(T,18,dict(sorted(Counter(r['mo'] for r in R if r['y']=='2024').items())))
P(T,19,st.median(r['a'] for r in R)); P(T,20,len({r['Organizer ID'] for r in R}))
P(T,21,{k:(round(sum(r['p'] for r in R if r['Region']==k)/sum(r['a'] for r in R if r['Region']==k),4), round(st.mean(r['p']/r['a'] for r in R if r['Region']==k),4)) for k in sorted({r['Region'] for r in R})})
P(T,22,{'free':round(st.mean(r['a'] for r in R if r['fee']==0),4),'paid':round(st.mean(r['a'] for r in R if r['fee']>0),4)})
P(T,23,{q:sum(r['p'] for r in R if r['y']=='2024' and (r['mo']-1)//3+1==q) for q in range(1,5)})
P(T,24,round(100*sum(r['a'] for r in R if r['Region']=='Central')/sum(r['a'] for r in R),2))
P(T,25,round(sum(r['a']*r['fee'] for r in R),2))

# escape van
T='escape_van_tours'; R=load(T+'.csv')
for r in R:
    r['pax']=int(r['PAX_CNT']); r['km']=int(r['KM_DRVN']); r['fare']=float(r['FARE_TOT']); r['c']=r['CXL_FLG']=='1'; r['m']=r['DEP_DTTM'][:7]
    r['fu']=float(r['FUEL_L']) if r['FUEL_L'] else None; r['rt']=int(r['CUST_RTG']) if r['CUST_RTG'] else None
P(T,1,len(R)); P(T,2,sum(r['c'] for r in R)); P(T,3,round(sum(r['fare'] for r in R),2))
P(T,4,top(Counter(r['ROUTE'] for r in R))); P(T,5,max(r['pax'] for r in R))
P(T,6,round(st.mean(r['km'] for r in R if not r['c']),4)); P(T,7,top(Counter(r['GUIDE_ID'] for r in R)))
P(T,8,all(r['rt'] is not None for r in R if r['ROUTE']=='Canyon Run'))
mx=max(r['fare'] for r in R); P(T,9,sorted({r['ROUTE'] for r in R if r['fare']==mx}))
c=Counter();[c.update({r['GUIDE_ID']:r['fare']}) for r in R]; P(T,10,top(c,3))
P(T,11,sum('wildlife' in r['TAGS'] for r in R)); P(T,12,round(sum(r['fu'] for r in R if r['ROUTE']=='Highland Pass' and r['fu']),2))
P(T,13,(any(int(r['DEP_DTTM'][11:13])>=13 for r in R), sum(int(r['DEP_DTTM'][11:13])>=13 for r in R)))
P(T,14,round(st.mean(r['rt'] for r in R if r['rt']),4)); P(T,15,sorted((r['km'] for r in R),reverse=True)[:5])
P(T,16,round(100*sum(r['c'] for r in R)/len(R),2))
P(T,17,f"H1 {sum(r['pax'] for r in R if r['m']<='2024-06')} vs H2 {sum(r['pax'] for r in R if r['m']>'2024-06')} (non-cancelled: H1 {sum(r['pax'] for r in R if r['m']<='2024-06' and not r['c'])} H2 {sum(r['pax'] for r in R if r['m']>'2024-06' and not r['c'])})")
P(T,18,dict(sorted(Counter(r['m'] for r in R).items())))
P(T,19,st.median(r['fare'] for r in R)); P(T,20,len({r['ROUTE'] for r in R}))
f=[r for r in R if not r['c'] and r['fu']]; P(T,21,(round(100*sum(r['fu'] for r in f)/sum(r['km'] for r in f),4), round(st.mean(100*r['fu']/r['km'] for r in f),4)))
P(T,22,top({g:sum(r['c'] for r in R if r['GUIDE_ID']==g)/sum(r['GUIDE_ID']==g for r in R) for g in {r['GUIDE_ID'] for r in R}}))
P(T,23,{k:(round(sum(r['fare'] for r in R if r['ROUTE']==k)/sum(r['pax'] for r in R if r['ROUTE']==k),4), round(st.mean(r['fare']/r['pax'] for r in R if r['ROUTE']==k),4)) for k in sorted({r['ROUTE'] for r in R})})
P(T,24,{k:round(st.mean(r['rt'] for r in R if r['ROUTE']==k and r['rt']),4) for k in ['Coastal Loop','Wine Valley']})
P(T,25,{m:round(st.mean(r['pax'] for r in R if r['m']==m),4) for m in sorted({r['m'] for r in R})})

# garage
T='garage_door_repairs'; R=load(T+'.csv')
for r in R:
    r['tot']=money(r['invoice total']); r['pc']=money(r['parts cost']); r['lab']=float(r['labor hrs'])
    dd,mm,yy=r['service date'].split('/'); r['m']=f'{yy}-{mm}'
P(T,1,len(R)); P(T,2,round(sum(r['tot'] for r in R),2)); P(T,3,top(Counter(r['technician'] for r in R)))
P(T,4,top(Counter(r['reported issue'] for r in R))); P(T,5,max(r['pc'] for r in R)); P(T,6,sum(r['emergency callout']=='true' for r in R))
P(T,7,round(st.mean(r['lab'] for r in R),4)); P(T,8,(any(not r['parts replaced'] for r in R), sum(not r['parts replaced'] for r in R)))
P(T,9,top({k:st.mean(r['tot'] for r in R if r['door type']==k) for k in {r['door type'] for r in R}}))
mx=max(r['tot'] for r in R); P(T,10,[(r['ticket no'],r['door type']) for r in R if r['tot']==mx])
c=Counter();[c.update({r['technician']:r['tot']}) for r in R]; P(T,11,top(c,3))
P(T,12,sum('torsion spring' in r['parts replaced'] for r in R))
P(T,13,(any(r['door type']=='Carriage' and r['lab']>3 for r in R), sum(r['door type']=='Carriage' and r['lab']>3 for r in R)))
P(T,14,round(st.mean(r['tot'] for r in R if r['reported issue']=='Broken spring'),4))
P(T,15,sorted((r['tot'] for r in R),reverse=True)[:5])
P(T,16,round(100*sum(r['emergency callout']=='true' for r in R)/len(R),2))
P(T,17,f"Mar {round(sum(r['tot'] for r in R if r['m']=='2024-03'),2)} vs Apr {round(sum(r['tot'] for r in R if r['m']=='2024-04'),2)}")
c=defaultdict(float);[c.__setitem__(r['m'],c[r['m']]+r['tot']) for r in R]; P(T,18,{k:round(v,2) for k,v in sorted(c.items())})
P(T,19,st.median(r['tot'] for r in R)); P(T,20,len({r['customer ref'] for r in R}))
wr=[r for r in R if r['under warranty']]; P(T,21,round(100*sum(r['under warranty']=='true' for r in wr)/len(wr),2))
P(T,22,{k:round(st.mean(r['lab'] for r in R if r['technician']==k),4) for k in ['Ramirez','Chen']})
P(T,23,round(100*sum(r['pc'] for r in R)/sum(r['tot'] for r in R),2))
P(T,24,top(Counter(r['customer ref'] for r in R)))
P(T,25,{q:round(st.mean(r['tot'] for r in R if (int(r['m'][5:])-1)//3+1==q),4) for q in range(1,5)})
