import { stemWord } from './word-stem.js'
import { wordTable } from './word-table.js'

/** Word classes the parser reads questions with. All in normal form (see text-normalizer). */

const set = (words: string) => new Set(words.split(' '))

/** Words that carry no condition or column of their own. */
export const STOP_WORDS = set(
  'the a an of in on at to for by with from as into onto upon within during per via against versus vs ' +
    'is was were are be been being am did do does done has have had having will would shall should can could may might must ' +
    'what which who whom whose when where why how that this these those there their theirs its it his her hers him they them he she ' +
    'we our you your i me my and or but than then so if whether also just only ever even still yet already currently else among amongst ' +
    'name list tell give show find state identify provide please any all each every both either neither one ones ' +
    'times instances occasions entries entry rows row records record items item ' +
    'table chart list listed shown show given here this get got go went come came ' +
    'there here s t',
)

/** Header words that say only how much of the thing before them: the Amount of awardAmount. */
export const HOW_MUCH_WORDS = set('amount value total sum')
/** Header words of a time of day, which no date column orders: checkInTime, Departure Hour. */
export const CLOCK_WORDS = set('time hour clock')
/** Articles: "both a Chicken Bowl and Chips", "the Spotify chart rank". */
export const ARTICLES = set('a an the')
/** Their stems, to compare with a header's head. */
export const HOW_MUCH_STEMS: ReadonlySet<string> = new Set([...HOW_MUCH_WORDS].map(stemWord))

/** States that say only that a row is in the table: "how many manufacturers are involved". */
export const LISTED_WORDS = set('involved included represented featured mentioned recorded reported logged')

export const YES_NO_OPENERS = set('is was were are did does do has have had can could will would')

export const SUPERLATIVE_MAX = set(
  'most highest largest biggest greatest maximum max top best longest tallest oldest latest fastest heaviest deepest furthest farthest newest widest richest highest-ranked',
)
export const SUPERLATIVE_MIN = set(
  'least lowest smallest fewest minimum min worst bottom shortest youngest earliest slowest lightest shallowest closest nearest cheapest narrowest poorest',
)
/** "lowest", "most": a superlative, whatever it ranks. */
export const isSuperlative = (w: string): boolean => SUPERLATIVE_MAX.has(w) || SUPERLATIVE_MIN.has(w)
/** Words that announce how many of a ranking are kept ("top 3", "bottom 4"). */
export const COUNT_RANKS = set('top bottom')

export const COMPARATIVE_MORE = set(
  'more higher larger bigger greater longer taller older later faster heavier deeper further farther newer wider richer',
)
export const COMPARATIVE_LESS = set(
  'less fewer lower smaller shorter younger earlier slower lighter shallower closer nearer cheaper narrower poorer',
)

/** An adjective names the quantity it compares: tallest -> height. Stems of column words. */
export const ADJECTIVE_MEASURES: Readonly<
  Record<string, { readonly stems: readonly string[]; readonly max: boolean }>
> = wordTable({
  tallest: { stems: ['height', 'ht'], max: true },
  taller: { stems: ['height', 'ht'], max: true },
  shortest: { stems: ['height', 'length', 'time', 'duration', 'distance'], max: false },
  shorter: { stems: ['height', 'length', 'time', 'duration', 'distance'], max: false },
  heaviest: { stems: ['weight'], max: true },
  heavier: { stems: ['weight'], max: true },
  lightest: { stems: ['weight'], max: false },
  lighter: { stems: ['weight'], max: false },
  oldest: { stems: ['age'], max: true },
  older: { stems: ['age'], max: true },
  youngest: { stems: ['age'], max: false },
  younger: { stems: ['age'], max: false },
  longest: { stems: ['length', 'duration', 'time', 'distance'], max: true },
  longer: { stems: ['length', 'duration', 'time', 'distance'], max: true },
  deepest: { stems: ['depth', 'deep'], max: true },
  deeper: { stems: ['depth', 'deep'], max: true },
  highest: { stems: ['height', 'elevation', 'altitude'], max: true },
  higher: { stems: ['height', 'elevation', 'altitude'], max: true },
  largest: { stems: ['area', 'size', 'capacity', 'population'], max: true },
  larger: { stems: ['area', 'size', 'capacity', 'population'], max: true },
  biggest: { stems: ['area', 'size', 'capacity', 'population'], max: true },
  bigger: { stems: ['area', 'size', 'capacity', 'population'], max: true },
  smallest: { stems: ['area', 'size', 'capacity', 'population'], max: false },
  smaller: { stems: ['area', 'size', 'capacity', 'population'], max: false },
  fastest: { stems: ['speed', 'time'], max: true },
  faster: { stems: ['speed', 'time'], max: true },
  slowest: { stems: ['speed', 'time'], max: false },
  slower: { stems: ['speed', 'time'], max: false },
  quickest: { stems: ['speed', 'time'], max: true },
  quicker: { stems: ['speed', 'time'], max: true },
  richest: { stems: ['worth', 'wealth', 'networth'], max: true },
  richer: { stems: ['worth', 'wealth', 'networth'], max: true },
  wealthiest: { stems: ['worth', 'wealth', 'networth'], max: true },
  poorest: { stems: ['worth', 'wealth', 'networth'], max: false },
  widest: { stems: ['width'], max: true },
  wider: { stems: ['width'], max: true },
  populous: { stems: ['population'], max: true },
  expensive: { stems: ['price', 'cost'], max: true },
  cheapest: { stems: ['price', 'cost'], max: false },
  cheaper: { stems: ['price', 'cost'], max: false },
  furthest: { stems: ['distance'], max: true },
  farthest: { stems: ['distance'], max: true },
  earliest: { stems: ['date', 'year'], max: false },
  earlier: { stems: ['date', 'year'], max: false },
  latest: { stems: ['date', 'year'], max: true },
  later: { stems: ['date', 'year'], max: true },
  newest: { stems: ['date', 'year'], max: true },
})

/** Measures where a smaller value is the better ("fastest" time is the least). */
export const LOWER_IS_FASTER = new Set(['time', 'duration'])

/** Forms of "be": linking verbs that name nothing themselves. */
export const COPULAS = set('is are was were be been being')
/** The currency a sign or a currency's name or code says: "€", "euros" and "EUR" say one. */
export const CURRENCY_OF: Readonly<Record<string, string>> = {
  $: 'usd',
  dollar: 'usd',
  dollars: 'usd',
  usd: 'usd',
  '€': 'eur',
  euro: 'eur',
  euros: 'eur',
  eur: 'eur',
  '£': 'gbp',
  pound: 'gbp',
  pounds: 'gbp',
  gbp: 'gbp',
  '¥': 'jpy',
  yen: 'jpy',
  jpy: 'jpy',
}
const isSign = (w: string) => !/[a-z]/.test(w)
/** Currency signs written before an amount. */
export const CURRENCY_SIGNS: ReadonlySet<string> = new Set(Object.keys(CURRENCY_OF).filter(isSign))
/** Currencies written after an amount: "50 dollars". ("pounds" also weigh.) */
export const CURRENCY_WORDS: ReadonlySet<string> = new Set(
  Object.keys(CURRENCY_OF).filter((w) => !isSign(w) && !w.startsWith('pound')),
)
/** Header words of amounts of money, general business English. */
export const MONEY_WORDS = set(
  'price cost fee amount amt revenue sales salary wage income pay paid fare budget spend spending profit charge value',
)
/** Words for the money a business takes in, which adds up over rows ("the total revenue"). */
export const REVENUE_WORDS = set('revenue revenues takings turnover')
/** Words of amount or kind, which say nothing of which rows: "many", "different", "total". */
export const AMOUNT_ADJECTIVES = set(
  'many few several all each every different distinct unique other total same individual separate various whole entire overall more less most least much',
)
/** Words that ask for the different values of a column: "the unique companies", "is every name distinct". */
export const UNIQUE_WORDS = set('unique distinct different')
/** Prepositions before "each X" that make X a group, not the rows: "for each agent", "at each hotel". */
export const GROUP_BEFORE_EACH = set('for by in at from across to')
export const NEGATIONS = set('not non no never excluding except without besides other outside')

/** Words naming a person, for "who" questions. Stems of column words. */
export const PERSON_COLUMN_STEMS = set(
  'name player driver rider artist athlete winner person candidate coach manager director representative member ' +
    'author actor actress singer cyclist skater swimmer runner competitor nominee recipient holder champion pilot president ' +
    'governor senator mayor chairman captain leader owner founder composer writer performer boxer wrestler trainer ' +
    'minister premier monarch king queen ruler officeholder incumbent deputy delegate contestant finalist musician band ' +
    'producer architect designer engineer scientist inventor explorer poet painter sculptor golfer gymnast diver rower ' +
    'fighter opponent partner incumbent',
)

/** Words that ask for two sides set against each other: left out, one side answers for both. */
export const COMPARE_WORDS = set('compare compared comparing comparison versus vs')
/** Words that say an amount is a total: "the total duration", a header "Total Weight". */
export const TOTAL_WORDS = set('total overall combined altogether cumulative')
/** Prepositions opening the name of a state ("Under Warranty", "On Hold", "In Stock"), whatever their tag. */
export const STATE_PREPOSITIONS = set('under on in at out off within')

export const PLACE_COLUMN_STEMS = set(
  'venue location city place site country town state stadium arena ground region province county municipality host ' +
    'address destination origin hometown birthplace nation circuit track course',
)

export const TIME_COLUMN_STEMS = set(
  'date year season day time period era month week quarter dates years established founded opened built completed born died ' +
    'released published formed launched elected started ended joined retired introduced created founded debut premiered aired ' +
    'constructed inaugurated commissioned decommissioned closed began',
)

/** Words that steer the question; never read as part of a cell on their own. */
export const CUE_WORDS = set(
  'first last next previous following preceding before after above below most least more less fewer total average ' +
    'number numbers highest lowest top bottom same other difference only many much times between than earliest latest majority minority',
)

/** Words of arithmetic between amounts ("CNT_CHILDREN plus one"): left unread, the sum is lost. */
export const ARITHMETIC_WORDS = set('plus minus divided multiplied')

/** Units of measurement written after a number or in "in miles", "in acres". */
export const MEASUREMENT_UNITS = set(
  'ft feet foot m meters metres km kilometers kilometres mi miles kg kilograms lb lbs pounds tons t cm mm in inches ms milliseconds s sec seconds min minutes hours hrs h days years months weeks percent % mph kmh knots degrees acres hectares ' +
    'grams mg milligrams ml milliliters millilitres liters litres ppm kwh psi',
)

/** Parts of the calendar a question groups or ranks by: "each month", "the busiest year". */
export const CALENDAR_UNITS = set('day week month quarter year')

/** Cells a yes/no column writes for yes and for no ("Y"/"N", "true"/"false", 1/0). */
export const YES_CELLS = set('y yes true t 1')
export const NO_CELLS = set('n no false f 0')

/** Words that open a relative clause about the noun before them: "teams that escaped". */
export const RELATIVES = set('that who which whose')

/** Amounts that add up over time, said in the singular: "the average revenue per month". */
export const FLOW_NOUNS = set(
  'revenue income profit turnover spend spending expenditure cost output production consumption traffic volume',
)

/** Units of time among the units above: a year-like number before one may still be a year. */
export const TIME_UNITS = set('ms milliseconds s sec seconds min minutes hours hrs h days years months weeks')

/** Verbs and prepositions by which rows have a thing: "with heart disease", "got a bonus", "had a discount". */
export const HAVING_WORDS = set(
  'with have has had having get gets got receive receives received include includes included contain contains contained',
)

/** What a measurement is of, said after "in" ("less than 4 minutes in length"). */
export const DIMENSIONS = set('length height width depth weight area size duration')

/** Words that ask for a part of a whole: "what share of revenue", "the percentage of orders". */
export const SHARE_WORDS = set('share percentage percent proportion fraction %')
