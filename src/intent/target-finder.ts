import type { ColumnLink } from './column-linker.js'
import {
  identifierColumn,
  isAdditive,
  isCategory,
  isPersonColumn,
  isPlaceColumn,
  isTimeColumn,
  namingColumn,
  numericReading,
  rowIdentifier,
  timeColumn,
  timeReading,
} from './column-roles.js'
import { type Draft, wordAt } from './draft.js'
import { isFlag } from './flag-linker.js'
import type { Grain } from './intent-types.js'
import { type Analysis, isCovered, tableStems } from './question-analysis.js'
import type { Token } from './question-tokens.js'
import type { ColumnModel, TableModel } from './table-model.js'
import { AUXILIARY, CUE_NOUNS, HOW, SKIP, TYPED_NOUNS, WH } from './target-words.js'
import { isLightVerbWord } from './vocabulary/light-verbs.js'
import { ENTITY_NOUNS, isPersonWord } from './vocabulary/row-nouns.js'
import {
  COPULAS,
  COUNT_RANKS,
  CUE_WORDS,
  HOW_MUCH_STEMS,
  isSuperlative,
  PLACE_COLUMN_STEMS,
  SHARE_WORDS,
  TIME_COLUMN_STEMS,
} from './word-lists.js'
import { stemWord } from './word-stem.js'
import { wordTable } from './word-table.js'

/** The column a question asks for, and how it was found. */
export interface Target {
  readonly column: ColumnModel
  readonly how: 'named' | 'person' | 'time' | 'place' | 'entity'
  readonly link?: ColumnLink
  /** "which year" over a column of dates: the period asked for. */
  readonly grain?: Grain
}

/**
 * "which year" over a column of dates asks for a year. "Which month" and "which quarter" are read
 * only within one year (the question names it, or every date is in it): over several years "which
 * month" could be a calendar month (October) or one month (October 1978).
 */
const GRAINS: Readonly<Record<string, Grain>> = wordTable({ year: 'year' })
const WITHIN_YEAR: Readonly<Record<string, Grain>> = wordTable({ month: 'month', quarter: 'quarter' })

/** The question keeps to one year: "in 2023", or the table's dates all fall in one year. */
function oneYear(a: Analysis): boolean {
  if (a.periods.some((p) => p.grain === 'year' && p.bound === undefined)) return true
  const time = timeColumn(a.model)
  if (time?.kind !== 'date') return false
  const profile = a.model.table.columns[time.position]?.profile
  const year = (v: unknown) => String(v ?? '').slice(0, 4)
  return profile !== undefined && year(profile.min) !== '' && year(profile.min) === year(profile.max)
}

/** Index of the question word ("what", "who", ...), else -1. */
export function whIndex(a: Analysis): number {
  for (let i = 0; i < a.tokens.length; i++) if (WH.has(wordAt(a, i))) return i
  return -1
}

/**
 * Whether a link says its header's last word when that word is where the rows' things are, or how
 * to reach them (a state, a city, a time zone, an address): Customer_State holds states.
 */
function saysHead(a: Analysis, link: ColumnLink): boolean {
  const word = link.column.words.at(-1) ?? ''
  const head = link.column.stems.at(-1)
  // ("City/Municipality": words between slashes are names for the same thing.)
  if (head === undefined || link.column.name.includes('/')) return true
  if (!(PLACE_COLUMN_STEMS.has(word) || CONTACT_HEADS.has(word))) return true
  return a.tokens.slice(link.start, link.end).some((t) => t.stem === head || t.surfaceStem === head)
}

/** Last header words of where or how to reach someone: user_timezone, customer_email. */
const CONTACT_HEADS = new Set([
  'timezone',
  'zone',
  'email',
  'phone',
  'language',
  'zip',
  'zipcode',
  'postcode',
])

/** The first column link within a few words after `from`, skipping copulas and articles. */
function linkAfter(a: Analysis, from: number, maxGap = 3): ColumnLink | undefined {
  let gap = 0
  for (let i = from; i < a.tokens.length && gap <= maxGap; i++) {
    const link = a.columns.find((l) => l.start === i)
    // "list the lowest 3 opening prices" over a Low column: the superlative ranks, it asks nothing.
    if (link && (link.end - link.start > 1 || !isSuperlative(wordAt(a, i)))) return link
    const value = a.values.find((v) => v.start <= i && i < v.end)
    // "list the unpaid invoices": a cell before the column's name is a condition on its rows (not
    // in "the labour party candidates", where the column's name modifies the noun after it).
    const headAfter = a.columns.some((l) => l.start === value?.end && !a.tokens[l.end]?.tags.has('Noun'))
    if (value && headAfter) {
      i = value.end - 1
      continue
    }
    if (value) return undefined
    const t = a.tokens[i]
    // The head noun of the question ("what bridge", "which rifle") that names no column ends the
    // search; a noun before a column's name only modifies it ("which passenger class").
    const modifies = a.columns.some((l) => l.start === i + 1 && isNounWord(a.tokens[i + 1]))
    if (
      t?.tags.has('Noun') &&
      !SKIP.has(t.text) &&
      !CUE_WORDS.has(t.text) &&
      !t.tags.has('Pronoun') &&
      !modifies
    )
      return undefined
    if (!SKIP.has(wordAt(a, i))) gap++
  }
  return undefined
}

const isNounWord = (t: Token | undefined) =>
  t?.tags.has('Noun') === true &&
  !['Verb', 'PastTense', 'Participle', 'Adjective'].some((tag) => t.tags.has(tag))

/** The entity noun right after "which"/"what" ("which ship"): the index of the noun, else -1. */
function entityNoun(a: Analysis, wh: number): number {
  const w = wordAt(a, wh)
  if (w !== 'which' && w !== 'what' && w !== 'the' && w !== 'name' && w !== 'list') return -1
  // "name a country ...", "list the teams ...": the noun after an article.
  const i =
    (w === 'name' || w === 'list') && ['a', 'an', 'the', 'all', 'one'].includes(wordAt(a, wh + 1))
      ? wh + 2
      : wh + 1
  const t = a.tokens[i]
  // "which one has ...": a row of the table.
  if (w === 'which' && (t?.text === 'one' || t?.text === 'ones')) return i
  if (
    !t ||
    a.values.some((v) => v.start <= i && i < v.end) ||
    CUE_NOUNS.has(t.text) ||
    // ("what share of employees": a part asked, no row.)
    SHARE_WORDS.has(t.text) ||
    TYPED_NOUNS.has(t.text) ||
    // "list the top 3 ratings": the count of a ranking names no rows.
    COUNT_RANKS.has(t.text)
  )
    return -1
  return t.tags.has('Noun') && !t.tags.has('Pronoun') ? i : -1
}

/**
 * "what is the name of the last festival": `name` followed by `of`, after the question word and
 * copulas, when no column is called so; the thing named comes after `of`. Its index, else -1.
 */
function nameOfAt(a: Analysis, wh: number): number {
  let i = wh + 1
  while (i < a.tokens.length && SKIP.has(wordAt(a, i)) && wordAt(a, i) !== 'of') i++
  const w = wordAt(a, i)
  if ((w !== 'name' && w !== 'names') || wordAt(a, i + 1) !== 'of') return -1
  return a.columns.some((l) => l.start <= i && i < l.end) ? -1 : i
}

/** The noun after "the name of (the)", when it names the rows rather than a value; else -1. */
function nounAfterNameOf(a: Analysis, nameOf: number): number {
  let i = nameOf + 2
  while (['the', 'a', 'an', 'this', 'that'].includes(wordAt(a, i))) i++
  const t = a.tokens[i]
  if (!t || a.values.some((v) => v.start <= i && i < v.end) || CUE_NOUNS.has(t.text)) return -1
  if (CUE_WORDS.has(t.text)) return nounAfterNameOf(a, i - 1)
  return t.tags.has('Noun') && !t.tags.has('Pronoun') && !TYPED_NOUNS.has(t.text) ? i : -1
}

function howAdjective(d: Draft, exclude: ReadonlySet<string>): Target | undefined {
  const a = d.a
  const at = a.tokens.findIndex((t, i) => t.text === 'how' && HOW[wordAt(a, i + 1)] !== undefined)
  if (at < 0) return undefined
  const stems = HOW[wordAt(a, at + 1)] ?? []
  for (const stem of stems) {
    const column = a.model.columns.find((c) => c.stems.includes(stem) && !exclude.has(c.name))
    if (!column) continue
    d.useWord(at).useWord(at + 1)
    for (const l of a.columns) if (l.column === column) d.use(l)
    return { column, how: 'named' }
  }
  return undefined
}

/**
 * "how much was billed for the visit with the largest roof area": the amount the participle right
 * after "how much was" names (totalBilled).
 */
function howMuchDone(d: Draft, exclude: ReadonlySet<string>): Target | undefined {
  const a = d.a
  if (wordAt(a, 0) !== 'how' || wordAt(a, 1) !== 'much' || !COPULAS.has(wordAt(a, 2))) return undefined
  const t = a.tokens[3]
  const link = a.columns.find(
    (l) =>
      l.start === 3 && l.end === 4 && numericReading(l.column) === 'number' && !exclude.has(l.column.name),
  )
  if (!link || !t || !(t.tags.has('PastTense') || t.tags.has('Participle'))) return undefined
  d.useWord(0).useWord(1).useWord(2).use(link)
  return { column: link.column, how: 'named', link }
}

/** What the question asks for: "what year" -> Year, "who" -> a person column, "where" -> a place column. */
export function askedColumn(d: Draft, exclude: ReadonlySet<string> = new Set()): Target | undefined {
  const a = d.a
  const how = howAdjective(d, exclude) ?? howMuchDone(d, exclude)
  if (how) return how
  let wh = whIndex(a)
  // "the team with the most wins": a question without a question word asks for its first noun.
  if (wh < 0 && wordAt(a, 0) === 'the') wh = 0
  if (wh < 0) return undefined
  const word = wh === 0 && wordAt(a, 0) === 'the' ? 'which' : wordAt(a, wh)
  const ok = (c: ColumnModel | undefined) => c !== undefined && !exclude.has(c.name)
  const nameOf = nameOfAt(a, wh)
  if (nameOf >= 0) d.useWord(nameOf)
  const named = linkAfter(a, nameOf >= 0 ? nameOf + 2 : wh + 1)
  // "which year had the most orders": the period asked, not the column named after it.
  const grainWord = GRAINS[wordAt(a, wh + 1)] ?? (oneYear(a) ? WITHIN_YEAR[wordAt(a, wh + 1)] : undefined)
  const periodAsked = grainWord !== undefined && !a.columns.some((l) => l.start === wh + 1)
  const personal = word === 'who' || word === 'whom' || word === 'whose'
  // "who was the opponent": the column named after a copula is asked; "who won the race": the
  // column after another verb is its object, and a person column is asked.
  const between = named ? a.tokens.slice(wh + 1, named.start) : []
  // "who did the music": an auxiliary verb before the column still asks for it.
  const copula =
    between.every((t) => SKIP.has(t.text) && (!t.tags.has('Verb') || AUXILIARY.has(t.text))) ||
    between.some((t) => t.tags.has('Copula'))
  const nounLink = named && copula && a.tokens.slice(named.start, named.end).some((t) => t.tags.has('Noun'))
  // "which user" where a column is user_timezone, "which customer" and Customer_State: a header
  // named only by a word before its head holds the head's things (time zones, states), not users.
  // ("the customer name" over CustomerType: the name asked is no column's.)
  const otherName =
    named?.tier === 'partial' && wordAt(a, named.end) === 'name' && !named.column.words.includes('name')
  // ("which customers" over Customer Rating: the things rated are asked, not their ratings.)
  const numberOfThing =
    named?.tier === 'partial' &&
    named.column.stems.length > 1 &&
    numericReading(named.column) === 'number' &&
    !timeReading(named.column) &&
    !IDENTIFIER_HEADS.has(named.column.head ?? '') &&
    !HOW_MUCH_STEMS.has(named.column.head ?? '') &&
    a.tokens.slice(named.start, named.end).every((t) => t.stem !== named.column.head)
  const headUnsaid =
    (named !== undefined && named.tier === 'partial' && !saysHead(a, named)) || otherName || numberOfThing
  // "which customer" where a date column is Dt_Customer: a thing asked is never a date named in part.
  const dateInPart =
    named?.tier === 'partial' &&
    timeReading(named.column) !== undefined &&
    !a.tokens.slice(named.start, named.end).some((t) => TIME_COLUMN_STEMS.has(t.text))
  // "what is the highest fuel cost" over Fuel Type and Cost Amt: the head of the compound is asked;
  // whether the word before it picks a group's total or only says what every cost is for, the
  // question does not say, so that word must be read by something else.
  const modifier =
    named !== undefined &&
    isCategory(named.column) &&
    a.columns.some(
      (l) =>
        l.start === named.end &&
        numericReading(l.column) === 'number' &&
        // (compromise tags "depth" in "the deepest well depth" a verb: a column named in full is a noun.)
        (a.tokens[l.start]?.tags.has('Noun') || l.tier !== 'partial') &&
        l.column !== named.column,
    )
  // "which legendary Pokemon": a yes/no column said before a noun picks rows; it is not asked.
  // ("which skipper" over skipper_included Y/N: a yes or a no names no skipper.)
  const flagBefore =
    (named?.column.kind === 'boolean' && a.tokens[named.end]?.tags.has('Noun') === true) ||
    (named?.tier === 'partial' && isFlag(a.model, named.column))
  // "which volunteer worked the most hours" over a headcount Volunteers: a number of things is no
  // thing to name.
  const headcount =
    named !== undefined &&
    word === 'which' &&
    isAdditive(named.column) &&
    // ("Volunteers" said "volunteer": the header is the plural of the thing asked.)
    named.column.words.at(-1) === `${a.tokens[named.end - 1]?.text}s`
  // "which team won the most matches" over team1, team2 and winner: the doer of the verb after
  // a noun named only in part.
  if (word === 'which' && named?.tier === 'partial') {
    const doer = doerOfVerb(a, named.end - 1)
    if (doer && ok(doer.column) && !numericReading(doer.column) && doer.column !== named.column) {
      d.useWord(wh).use(named).useWord(doer.verb)
      return { column: doer.column, how: 'named', link: named }
    }
  }
  if (
    named &&
    !modifier &&
    !flagBefore &&
    !headcount &&
    !periodAsked &&
    !dateInPart &&
    !headUnsaid &&
    ok(named.column) &&
    word !== 'when' &&
    word !== 'where' &&
    (!personal || nounLink || isPersonColumn(named.column)) &&
    // "who was the pick": a person, not the pick number.
    !(personal && numericReading(named.column) && !isPersonColumn(named.column))
  ) {
    d.useWord(wh).use(named)
    if (named.tier === 'synonym') d.note({ said: named.said, matched: named.column.name, what: 'column' })
    return { column: named.column, how: 'named', link: named }
  }
  if (word === 'when' || periodAsked) {
    // "which year had the most orders": order numbers that look like years are no time.
    const linked = a.columns.find(
      (l) => timeReading(l.column) && ok(l.column) && (!periodAsked || isTimeColumn(l.column)),
    )
    const column = linked?.column ?? timeColumn(a.model)
    if (!ok(column) || !column) return undefined
    // A year column is asked as it is; a date column is grouped by its year.
    const dated = timeReading(column) === 'date'
    d.useWord(wh)
    if (grainWord) d.useWord(wh + 1)
    if (linked) d.use(linked)
    return { column, how: 'time', link: linked, ...(grainWord && dated ? { grain: grainWord } : {}) }
  }
  if (word === 'where') {
    const linked = a.columns.find((l) => isPlaceColumn(l.column) && ok(l.column))
    const column = linked?.column ?? a.model.columns.find((c) => isPlaceColumn(c) && ok(c))
    if (!column) return undefined
    d.useWord(wh)
    if (linked) d.use(linked)
    return { column, how: 'place', link: linked }
  }
  if (word === 'who' || word === 'whom' || word === 'whose') {
    // "who served the most orders" over a server column: the doer of the verb is asked.
    const doer = doerOfVerb(a, wh)
    if (doer && ok(doer.column) && !numericReading(doer.column)) {
      d.useWord(wh).useWord(doer.verb)
      return { column: doer.column, how: 'person' }
    }
    // "who is in first place": a person, never a count of runners-up.
    const person = (c: ColumnModel) => isPersonColumn(c) && ok(c) && !numericReading(c)
    const linked = a.columns.find((l) => person(l.column))
    const column =
      linked?.column ??
      a.model.columns.find(person) ??
      namingColumn(a.model) ??
      identifierColumn(a.model, new Set(a.tokens.map((t) => t.stem)))
    if (!ok(column) || !column || (!linked && otherRole(a, wh, column))) return undefined
    // "who was the photographer": the role asked after the copula names the column; when no
    // column is linked there, the answer must not come from another one.
    if (!linked) d.require(roleAfterCopula(a, wh))
    d.useWord(wh)
    if (linked) d.use(linked)
    return { column, how: 'person', link: linked }
  }
  const noun = nameOf >= 0 ? nounAfterNameOf(a, nameOf) : entityNoun(a, wh)
  // "which racer": a person, in the person column if there is one.
  const actor = noun >= 0 && a.tokens[noun]?.tags.has('Actor') === true
  // ("which dealer" over Owner Count: a count of owners names no one; "which customers" over a
  // Loyalty Member Y/N: nor does a yes or a no.)
  const person = actor
    ? a.model.columns.find((c) => isPersonColumn(c) && ok(c) && !numericReading(c) && !isFlag(a.model, c))
    : undefined
  // "which dealer" where no column holds people: the rows' names are not dealers.
  if (actor && !person && !a.rowNouns.includes(noun)) return undefined
  // "which actor" over a director column: one role never stands for another.
  if (person && otherPersonRole(a.tokens[noun] as Token, person, a.model)) return undefined
  // ("which car" over rows named only by listing_id: the car is its listing.)
  const key =
    person ?? namingColumn(a.model) ?? (a.rowNouns.includes(noun) ? rowIdentifier(a.model) : undefined)
  if (noun >= 0 && key && ok(key)) {
    d.useWord(wh).useWord(noun)
    return { column: key, how: 'entity' }
  }
  return undefined
}

/** Heads of headers that name things by number: order_id, Invoice No. */
const IDENTIFIER_HEADS = new Set(['id', 'no', 'number', 'num', 'code', 'key'].map(stemWord))

/** A role said ("actor") that is not the column's own role ("director"). */
function otherPersonRole(said: Token, column: ColumnModel, model: TableModel): boolean {
  const isRole = (w: string) => CREDITED_ROLES.has(w) || PARTIES.has(w)
  // "agent_name": the role is the column's word of a role, not "name"; a plain Name column of a
  // table of students names students ("which teacher" asks for someone else).
  const roles = column.words.map(stemWord).filter(isRole)
  const tableRole = [...tableStems(model)].find(isRole)
  const head = roles.at(-1) ?? tableRole ?? stemWord(column.words.at(-1) ?? '')
  const role = stemWord(said.lemma)
  if (head === role) return false
  return (CREDITED_ROLES.has(role) && CREDITED_ROLES.has(head)) || (PARTIES.has(role) && PARTIES.has(head))
}

/** The parties of a business's records: a customer is never the agent who served them. */
const PARTIES = new Set(
  'customer client buyer seller vendor supplier agent employee manager representative rep dealer owner tenant landlord patient doctor physician nurse student teacher instructor driver passenger guest host'
    .split(' ')
    .map(stemWord),
)

/** Roles a work credits to different people: an actor is never the director. */
const CREDITED_ROLES = new Set(
  'actor actress director writer screenwriter producer author composer lyricist editor publisher narrator illustrator translator'
    .split(' ')
    .map(stemWord),
)

/**
 * "who starred in X" over a table whose one person column is director: the verb names a role,
 * and the column names its own role (an agent noun, "director", "driver") made of another verb.
 * Then the column is no answer to the verb.
 */
function otherRole(a: Analysis, wh: number, column: ColumnModel): boolean {
  const head = column.words.at(-1) ?? ''
  if (!/(er|or)$/.test(head)) return false
  // "who is the lead actor of X" over a director column: another agent noun is asked.
  const agent = a.tokens.find(
    (t) =>
      t.index > wh &&
      t.tags.has('Noun') &&
      /\p{L}{3,}(or|er|ist)$/u.test(t.text) &&
      !isCovered(a, t.index) &&
      !a.rowNouns.includes(t.index) &&
      !ENTITY_NOUNS.has(t.lemma) &&
      !isPersonWord(t),
  )
  if (agent && agent.text !== head) return true
  const i = verbAfter(a, wh)
  const verb = a.tokens[i]
  if (!verb?.tags.has('Verb') || verb.tags.has('Copula') || a.columns.some((l) => l.start <= i && i < l.end))
    return false
  // "who won", "who came in first", "who earned the most points": results every row holds.
  if (isLightVerbWord(verb) || RESULT_LEMMAS.has(verb.lemma)) return false
  return !head.startsWith(verb.lemma.replace(/e$/, ''))
}

/** The index of the word after "who" past its auxiliaries ("who did direct", "who has served"). */
function verbAfter(a: Analysis, wh: number): number {
  let i = wh + 1
  while (AUXILIARY.has(wordAt(a, i))) i++
  return i
}

/**
 * "who was the photographer", "who is the lead": the noun the copula after "who" names, when no
 * column or value covers it and it is no word for the rows or for a person; else -1.
 */
function roleAfterCopula(a: Analysis, wh: number): number {
  if (!a.tokens[wh + 1]?.tags.has('Copula')) return -1
  let i = wh + 2
  while (['the', 'a', 'an', 'our', 'their'].includes(wordAt(a, i))) i++
  const noun = a.tokens[i]
  if (!noun?.tags.has('Noun') || noun.tags.has('Pronoun') || isCovered(a, i)) return -1
  if (a.rowNouns.includes(i) || ENTITY_NOUNS.has(noun.lemma) || isPersonWord(noun)) return -1
  return i
}

/**
 * The verb after "who" (past its auxiliaries) and the column named for the one who does it: "who
 * served" -> server, "who managed" -> manager, "who drove" is no "driver" (only regular forms).
 */
function doerOfVerb(a: Analysis, wh: number): { verb: number; column: ColumnModel } | undefined {
  const i = verbAfter(a, wh)
  const verb = a.tokens[i]
  // (A light verb too: "who handled the most tickets" over a handler column.)
  if (!verb?.tags.has('Verb') || verb.tags.has('Copula')) return undefined
  const root = verb.lemma.replace(/e$/, '')
  if (root.length < 3) return undefined
  // ("win": winner, a consonant doubled.)
  const doer = new RegExp(`^${root}${root.at(-1)}?e?(r|or)s?$`)
  // "who turned the wheel" over Turned By; "who refereed the match" over refereeId: the doer's
  // noun is the verb itself.
  const byVerb = (c: ColumnModel) => c.words.length === 2 && c.words[0] === verb.text && c.words[1] === 'by'
  const sameNoun = (c: ColumnModel) =>
    root.length >= 4 &&
    c.words.length === 2 &&
    c.words[0] === verb.lemma &&
    IDENTIFIER_HEADS.has(c.head ?? '')
  // (The doer alone before a doer of something else: "winner" before "toss_winner".)
  const doers = a.model.columns.filter((c) => doer.test(c.words.at(-1) ?? '') || byVerb(c) || sameNoun(c))
  const column = doers.find((c) => c.words.length === 1) ?? doers[0]
  // (A verb linked in full to another column names that one; "won" names win_by_runs only in part.)
  const linked = a.columns.filter((l) => l.start <= i && i < l.end)
  if (!column || linked.some((l) => l.column !== column && l.tier !== 'partial')) return undefined
  return { verb: i, column }
}

/** Verbs of a result or a standing, which a list of competitors' rows states for each person. */
const RESULT_LEMMAS = new Set([
  'win',
  'lose',
  'finish',
  'place',
  'rank',
  'score',
  'come',
  'earn',
  'lead',
  'beat',
])
