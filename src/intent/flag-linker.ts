import { isPlaceholder } from './cell-patterns.js'
import { type ColumnLink, namedAsId, namesEntity } from './column-linker.js'
import { isHeaderParticiple } from './column-words.js'
import { oncePer } from './once-per.js'
import type { Token } from './question-tokens.js'
import { type ColumnModel, type TableModel, tableName } from './table-model.js'
import { AUXILIARY } from './target-words.js'
import type { CellRef } from './value-index.js'
import { codedColumns, type ValueLink } from './value-linker.js'
import { FLAG_MARK_STEMS } from './vocabulary/flag-marks.js'
import { isRowWord } from './vocabulary/row-nouns.js'
import { CODE_CELLS } from './vocabulary/value-codes.js'
import {
  COPULAS,
  HAVING_WORDS,
  LISTED_WORDS,
  NEGATIONS,
  STATE_PREPOSITIONS,
  STOP_WORDS,
} from './word-lists.js'
import { stemWord } from './word-stem.js'
import { wordTable } from './word-table.js'

/**
 * Flag columns hold yes or no: a BOOLEAN, a 0/1 number, or Y/N, Yes/No, true/false text. A question
 * says the flag by the column's name: "how many passengers survived" (Survived 0/1), "patients with
 * heart disease", "self-made billionaires", "unpaid invoices" (Paid Y/N). There the name is a
 * condition on the cell, not the column asked for; the link is loose and disclosed.
 */

const TRUE_CELLS = new Set(['1', 'y', 'yes', 'true', 't'])
/** Words that say a flag's cell, yes or no. */
const FLAG_CELLS = new Set([...TRUE_CELLS, '0', 'n', 'no', 'false', 'f'])
/** Words after the name that make it the column compared or asked for ("survived is 1", "heart disease rate"). */
const COMPARED = new Set([
  'is',
  'was',
  'are',
  'were',
  'equal',
  'equals',
  'of',
  'rate',
  'ratio',
  'status',
  'flag',
  'value',
  'values',
])
/** Words before the name that ask for the column itself. */
const ASKED = new Set([
  'which',
  'what',
  'average',
  'mean',
  'sum',
  'total',
  'percentage',
  'proportion',
  'share',
  'distribution',
  'median',
])
/** Words before a flag's name used as a modifier of the rows' noun ("among stroke patients", "all takeout orders"). */
const MODIFIED = new Set(['among', 'amongst', 'for', 'of', 'all', 'any', 'no'])

/** Words before a name that group by its column ("by smokers"). */
const GROUPING = new Set(['by', 'per', 'each'])

/** Verbs of outcomes and their opposites, general English: "failed" is Passed = no. */
const OPPOSITES: Readonly<Record<string, string>> = wordTable({
  fail: 'passed',
  pass: 'failed',
  reject: 'approved',
  deny: 'approved',
  decline: 'accepted',
  approve: 'rejected',
  lose: 'won',
  absent: 'present',
  present: 'absent',
  late: 'on time',
  delayed: 'on time',
  closed: 'open',
  open: 'closed',
})

/** Words before a singular doer that pick one out ("any smoker"). */
const QUANTIFIERS = new Set(['any', 'every', 'each'])

/** Words before a plural that count it. */
const COUNTED = new Set(['most', 'least', 'fewest', 'many', 'more', 'fewer'])

interface Flag {
  readonly column: ColumnModel
  readonly yes: string
  readonly no: string
}

/** Whether a column is one of the table's flags (0/1, Y/N, yes/no, true/false). */
export const isFlag = (model: TableModel, column: ColumnModel): boolean =>
  flagsOf(model).some((f) => f.column === column)

/** The cells a flag writes for yes and for no; undefined when the column is no flag. */
export const flagAnswers = (
  model: TableModel,
  column: ColumnModel,
): { yes: string; no: string } | undefined => flagsOf(model).find((f) => f.column === column)

/** The flag columns of a table, with the cell text for yes and for no. */
const flagsOf = oncePer((model: TableModel) => findFlags(model))

function findFlags(model: TableModel): Flag[] {
  const coded = codedColumns(model.values, 'boolean')
  const flags: Flag[] = []
  for (const column of model.columns) {
    if (column.kind === 'boolean') flags.push({ column, yes: 'true', no: 'false' })
    else if (column.kind === 'number' && column.distinct === 2) {
      const profile = model.table.columns[column.position]?.profile
      if (Number(profile?.min) === 0 && Number(profile?.max) === 1) flags.push({ column, yes: '1', no: '0' })
    } else if (column.kind === 'text' && column.values && twoAnswers(column, coded)) {
      // ("YES", "NO" and "?" for unknown: the placeholder is no third answer.)
      const cells = column.values.values.map((v) => v.value).filter((c) => !unanswered(c))
      const yes = cells.find((c) => TRUE_CELLS.has(answerOf(c)))
      const no = cells.find((c) => c !== yes && CODE_CELLS.boolean.has(answerOf(c)))
      if (yes && no) flags.push({ column, yes, no })
    }
  }
  return flags
}

/** A cell that says the answer is not known: a placeholder ("?", "-", "Unknown"), or "Missing". */
const unanswered = (cell: string) => isPlaceholder(cell) || /^\s*missing\s*$/i.test(cell)

/** Two cells of yes and no, besides placeholders for unknown ("?", "-", "Missing"). */
function twoAnswers(column: ColumnModel, coded: ReadonlySet<string>): boolean {
  const cells = (column.values?.values ?? []).map((v) => v.value).filter((c) => !unanswered(c))
  if (cells.length !== 2) return false
  return coded.has(column.name) || cells.every((c) => CODE_CELLS.boolean.has(answerOf(c)))
}

/** A cell as a yes/no answer: "1.0" and "0.0" (a column of numbers kept as text beside "?") are 1 and 0. */
const answerOf = (cell: string): string => {
  const plain = cell.trim().toLowerCase()
  return /^[01]\.0+$/.test(plain) ? plain.slice(0, 1) : plain
}

/** "isRemote", "has_children": a flag's name after a verb that only says it is a flag. */
export const FLAG_PREFIXES = new Set(['is', 'has', 'was', 'did', 'does'])

/** Pronouns a header names its row's person by, after "whether" ("whether he/she donated"). */
const SUBJECTS = new Set(['he', 'she', 'they', 'it', 'you'])
/** Auxiliaries a survey's question opens with: "Do you have ...?", "Did you seek ...?". */
const QUESTION_OPENERS = new Set(['do', 'did', 'does', 'are', 'were', 'have', 'hav', 'has', 'is', 'was'])
const HAVE = new Set(['have', 'hav', 'has', 'had'])

/**
 * The stems that name a flag: its column's, without a leading "is"/"has" ("isRemote" -> remot) or
 * the preposition of a state ("Under warranty" -> warranty).
 */
function flagStems(column: ColumnModel): readonly string[] {
  const [prefix, ...rest] = column.stems
  const opening = prefix !== undefined && (FLAG_PREFIXES.has(prefix) || STATE_PREPOSITIONS.has(prefix))
  // ("whether he/she donated blood in March 2007", "Do you have Anxiety?": a question's opening
  // and its subject, and a "have" after them.)
  if (
    prefix === 'whether' ||
    (prefix !== undefined && QUESTION_OPENERS.has(prefix) && SUBJECTS.has(rest[0] ?? ''))
  ) {
    let k = rest.findIndex((s) => !SUBJECTS.has(s))
    if (k >= 0 && HAVE.has(rest[k] as string) && k + 1 < rest.length) k++
    if (k > 0) return rest.slice(k)
  }
  const named = opening && rest.length > 0 ? rest : column.stems
  // ("failed" for PASS_FLG: the closing mark of a flag is no word of what it says.)
  return named.length > 1 && FLAG_MARK_STEMS.has(named.at(-1) ?? '') ? named.slice(0, -1) : named
}

/** The last word of what a flag says: murder of STATISTICAL_MURDER_FLAG, remot of isRemote. */
export const flagHead = (column: ColumnModel): string | undefined => flagStems(column).at(-1)

/**
 * "the conversion rate" over CONV_TO_ORDER: one word before "rate" that says the first word of the
 * flag's name, cut short or not, says what the flag records.
 */
function opensFlag(l: ColumnLink, tokens: readonly Token[]): boolean {
  const t = tokens[l.start]
  const first = flagStems(l.column)[0]
  if (l.end - l.start !== 1 || !t || first === undefined || !t.tags.has('Noun')) return false
  return t.stem === first || (first.length >= 4 && t.text.startsWith(first))
}

/** The words of a flag's name a one-word link leaves out, said together later in the question. */
function echoedRest(
  l: ColumnLink,
  tokens: readonly Token[],
): { start: number; end: number; said: string } | undefined {
  const echo = [...(l.echo ?? [])].sort((x, y) => x - y)
  const [start, last] = [echo[0], echo.at(-1)]
  if (l.end - l.start !== 1 || start === undefined || last === undefined || last - start + 1 !== echo.length)
    return undefined
  if (start < l.end) return undefined
  const own = flagStems(l.column)
  const said = [l.start, ...echo].map((i) => tokens[i]?.stem ?? '')
  if (said.length !== own.length || !own.every((s) => said.includes(s))) return undefined
  const words = tokens.slice(start, last + 1).map((t) => t.text)
  return { start, end: last + 1, said: words.join(' ') }
}

/** "remote" for isRemote: the link covers every word of the name but its flag prefix. */
function namesPrefixedFlag(l: ColumnLink, tokens: readonly Token[]): boolean {
  const own = flagStems(l.column)
  if (own.length === l.column.stems.length) return false
  // ("donated blood in March 2007": the header's small words are no stems of it.)
  const said = tokens
    .slice(l.start, l.end)
    .filter((t) => !STOP_WORDS.has(t.text) && !HAVE.has(t.stem))
    .map((t) => t.stem)
  return said.length === own.length && said.every((stem, k) => stem === own[k])
}

/**
 * "verified" for Verified Purchase, "arrests" for arrest_made: one word of the flag's name says
 * it when it is the participle that sets the flag, or the noun whose other words are participles
 * of it ("made").
 */
function namesFlagWord(l: ColumnLink, tokens: readonly Token[]): boolean {
  if (l.end - l.start !== 1) return false
  const t = tokens[l.start] as Token
  // "employees over 40" never names OverTime.
  if (t.tags.has('Preposition') || t.text.length < 4 || NUMBER_CUES.has(t.text)) return false
  const words = l.column.words
  // ("converted" for CONV_TO_ORDER: a header word cut short is said by the word it opens.)
  const own = words.findIndex((w) => stemWord(w) === t.stem || (w.length >= 4 && t.text.startsWith(w)))
  if (own < 0) return false
  // ("removed" for video_error_or_removed: a participle closing the name says it too.)
  // ("the most frequently reported items" never names fault_reported: a verb of listing says
  // only that rows are there.)
  if (['Adjective', 'PastTense', 'Participle'].some((tag) => t.tags.has(tag)))
    return own === 0 || (own === words.length - 1 && isHeaderParticiple(t.text) && !LISTED_WORDS.has(t.text))
  // "an accident" for Accident History, "a default" for Default Flag: the noun the flag records.
  if (own === 0 && words.length === 2 && RECORDING.has(words[1] as string)) return true
  if (kindSaid(l, tokens)) return true
  return words.every((w, k) => k === own || isHeaderParticiple(w))
}

/**
 * "distributions that were mobile", "mobile distributions" for Mobile Distribution: the kind of row
 * said elsewhere, the word before it in the name says the flag.
 */
function kindSaid(l: ColumnLink, tokens: readonly Token[]): boolean {
  const words = l.column.words
  const t = tokens[l.start]
  return (
    l.end - l.start === 1 &&
    words.length === 2 &&
    t !== undefined &&
    stemWord(words[0] as string) === t.stem &&
    tokens.some((x) => x.index !== t.index && x.stem === stemWord(words[1] as string))
  )
}

/** Header words after a noun that say the flag records whether it happened ("Accident History"). */
export const RECORDING = new Set(['history', 'flag', 'indicator'])

/** "late payment" for late_pmt_flag: every word of the name said but the closing mark of a flag. */
function namesMarkedFlag(l: ColumnLink, tokens: readonly Token[]): boolean {
  const words = l.column.words
  if (words.length < 2 || !RECORDING.has(words.at(-1) ?? '')) return false
  const own = l.column.stems.slice(0, -1)
  const said = tokens.slice(l.start, l.end).map((t) => t.stem)
  return said.length === own.length && said.every((stem, k) => stem === own[k])
}

/** Words that compare a number, whatever their tag. */
const NUMBER_CUES = new Set(['over', 'under', 'above', 'below', 'after', 'before', 'past'])

const cell = (column: string, value: string): CellRef => ({ column, value, count: 0, tokens: [value] })

/**
 * "escalations" for Escalated, "relocations" for Relocated: the noun in -ation of a flag named by
 * its verb in -ate, where no column link stands.
 */
function nounsOfFlags(
  tokens: readonly Token[],
  flags: readonly Flag[],
  columns: readonly ColumnLink[],
): ColumnLink[] {
  const links: ColumnLink[] = []
  for (const t of tokens) {
    if (columns.some((l) => l.start <= t.index && t.index < l.end)) continue
    const flag = flagOfNoun(t.text, flags) ?? flagOfAdjective(t, flags)
    if (flag)
      links.push({
        start: t.index,
        end: t.index + 1,
        column: flag.column,
        tier: 'synonym',
        coverage: 1,
        said: t.text,
      })
  }
  return links
}

/** The flag a noun of its verb names: "escalation" Escalated, "survival" Survived, "renewal" Renewed. */
function flagOfNoun(noun: string, flags: readonly Flag[]): Flag | undefined {
  const verb = VERBS_OF_NOUNS.find(([ending]) => ending.test(noun))
  if (!verb) return undefined
  const stem = stemWord(noun.replace(verb[0], verb[1]))
  return flags.find((f) => flagStems(f.column).length === 1 && flagStems(f.column)[0] === stem)
}

/**
 * "fraudulent" for is_fraud, "smoking" for smoker: an adjective made from the flag's one word, which
 * it starts with (four letters or more).
 */
function flagOfAdjective(t: Token, flags: readonly Flag[]): Flag | undefined {
  if (!t.tags.has('Adjective') || t.tags.has('Comparative') || t.tags.has('Superlative')) return undefined
  return flags.find((f) => {
    const own = flagStems(f.column)
    const stem = own.length === 1 ? (own[0] as string) : ''
    return stem.length >= 4 && t.text.length > stem.length + 2 && t.text.startsWith(stem)
  })
}

/** How a noun of an act ends, and how its verb's past ends: escalation, readmission, diversion, renewal, acceptance. */
const VERBS_OF_NOUNS: readonly (readonly [RegExp, string])[] = [
  // certification, rejection, completion, resolution, acceptance, attendance.
  [/ifications?$/, 'ified'],
  [/ctions?$/, 'cted'],
  [/etions?$/, 'eted'],
  [/utions?$/, 'ved'],
  [/([^aeiou])[ae]nces?$/, '$1ed'],
  [/ations?$/, 'ated'],
  [/issions?$/, 'itted'],
  [/rsions?$/, 'rted'],
  [/([^aeiou])als?$/, '$1ed'],
]

/**
 * "the churn rate", "the survival rate": the flag named right before `at`, by its column's name
 * or by the noun of its verb, with the cell that says yes.
 */
export function flagBefore(
  tokens: readonly Token[],
  model: TableModel,
  columns: readonly ColumnLink[],
  at: number,
): { link: ColumnLink; yes: string } | undefined {
  const flags = flagsOf(model)
  // ("the pass rate" over PASS_FLG: every word of the name but the flag's mark.)
  const whole = (l: ColumnLink) =>
    l.coverage === 1 ||
    tokens
      .slice(l.start, l.end)
      .map((t) => t.stem)
      .join(' ') === flagStems(l.column).join(' ')
  const said = columns.find((l) => l.end === at && (whole(l) || opensFlag(l, tokens)))
  const named = said ?? nounsOfFlags(tokens.slice(at - 1, at), flags, columns)[0]
  const flag = named && flags.find((f) => f.column === named.column)
  return named && flag ? { link: named, yes: flag.yes } : undefined
}

/**
 * "every job where damage was reported" over damage_reported: a flag's name said in two parts
 * around a copula (and a "not", its cell for no) states it of the row.
 */
function splitFlags(
  tokens: readonly Token[],
  flags: readonly Flag[],
  columns: readonly ColumnLink[],
): { links: ValueLink[]; used: Set<ColumnLink> } {
  const links: ValueLink[] = []
  const used = new Set<ColumnLink>()
  for (const first of columns) {
    const flag = flags.find((f) => f.column === first.column)
    if (!flag || !COPULAS.has(tokens[first.end]?.text ?? '')) continue
    const negated = NEGATIONS.has(tokens[first.end + 1]?.text ?? '')
    const second = columns.find((l) => l.column === first.column && l.start === first.end + (negated ? 2 : 1))
    if (!second) continue
    const said = [...tokens.slice(first.start, first.end), ...tokens.slice(second.start, second.end)]
    const own = flagStems(flag.column)
    if (said.length !== own.length || !own.every((stem) => said.some((t) => t.stem === stem))) continue
    used.add(first).add(second)
    links.push({
      start: first.start,
      end: second.end,
      cells: [cell(flag.column.name, negated ? flag.no : flag.yes)],
      tier: 'stem',
      said: tokens
        .slice(first.start, second.end)
        .map((t) => t.text)
        .join(' '),
    })
  }
  return { links, used }
}

/** Column links that say a flag is set (or, "un-", not set), as value links on its cells. */
export function flagLinks(
  tokens: readonly Token[],
  model: TableModel,
  columns: readonly ColumnLink[],
): ValueLink[] {
  const flags = flagsOf(model)
  if (flags.length === 0) return []
  const links: ValueLink[] = []
  // ("which court was booked" over tennis_bookings with a Coach Booked flag: the table's own event
  // says only that a row is there.)
  const own = new Set(tableName(model).stems)
  const split = splitFlags(tokens, flags, columns)
  links.push(...split.links)
  for (const said of [...columns, ...nounsOfFlags(tokens, flags, columns)]) {
    if (split.used.has(said)) continue
    // ("students have anxiety" over "Do you have Anxiety?": the question's "have" is the verb
    // before the flag, no word of what it says.)
    const lead = tokens[said.start]
    const l =
      lead && HAVE.has(lead.stem) && said.end - said.start > 1 && !flagStems(said.column).includes(lead.stem)
        ? { ...said, start: said.start + 1, said: said.said.split(' ').slice(1).join(' ') }
        : said
    const flag = flags.find((f) => f.column === l.column)
    // ("tastings that had the fee waived" over Tasting fee waived: the rows' noun names the flag in
    // part, and the rest of its name, said apart, sets it.)
    const rest = own.has(tokens[l.start]?.stem ?? '') ? echoedRest(l, tokens) : undefined
    if (flag && rest) {
      links.push({ ...rest, cells: [cell(flag.column.name, flag.yes)], tier: 'stem' })
      continue
    }
    const event = l.end - l.start === 1 && own.has(tokens[l.start]?.stem ?? '')
    // ("which payment method is used most often" over Promo Code Used: the participle says what
    // the column named before its copula undergoes.)
    const ofColumn =
      COPULAS.has(tokens[l.start - 1]?.text ?? '') &&
      columns.some(
        // ("passes are EV" over PASS_NO: the identifiers' noun names the rows, no column.)
        (c) =>
          c.end === l.start - 1 &&
          c.column !== l.column &&
          !flags.some((f) => f.column === c.column) &&
          !namesEntity(c),
      )
    // ("how many attendance records are there" over attended: the flag's noun before a word for
    // rows names what the rows are, not which of them.)
    // ("rush tickets" over RUSH_FLG: the flag's own word before them picks the rows.)
    const after = tokens[l.end]
    const ownWord = flagStems(l.column).includes(tokens[l.start]?.stem ?? '')
    const kindOfRows = l.end - l.start === 1 && after !== undefined && isRowWord(after) && !ownWord
    if (
      !flag ||
      kindOfRows ||
      (l.coverage < 1 && (event || ofColumn)) ||
      (l.coverage < 1 &&
        !namesPrefixedFlag(l, tokens) &&
        !namesFlagWord(l, tokens) &&
        !namesMarkedFlag(l, tokens))
    )
      continue
    const last = tokens[l.end - 1] as Token
    // The flag named in full: every word of its name, or all past its "is"/"has", its "whether
    // he/she" or its mark of a flag ("rush" for RUSH_FLG, "donated blood in March 2007" for
    // "whether he/she donated ...").
    const whole = l.coverage === 1 || namesPrefixedFlag(l, tokens)
    // "with a stroke": the article does not change what the noun says.
    // ("accepted the personal loan": so does "the" after a verb, the flag named in full.)
    const verbBefore = (t: Token | undefined) =>
      t?.tags.has('Verb') === true && !t.tags.has('Noun') && !COPULAS.has(t.text) && !AUXILIARY.has(t.text)
    // (A past verb only: "list the diabetes outcomes" asks for the column.)
    const theAfterVerb =
      tokens[l.start - 1]?.text === 'the' &&
      l.coverage === 1 &&
      verbBefore(tokens[l.start - 2]) &&
      tokens[l.start - 2]?.tags.has('PastTense') === true
    const article = ['a', 'an'].includes(tokens[l.start - 1]?.text ?? '') || theAfterVerb ? 1 : 0
    const before = tokens[l.start - 1 - article]?.text ?? ''
    const next = tokens[l.end]?.text ?? ''
    // "survivors" for Survived, "smokers" for smoker: the people the flag is set for.
    const people = last.tags.has('Plural') && /(or|er)s$/.test(last.text) && !GROUPING.has(before)
    // "how many survivors are there": "are there" compares nothing; "smokers are in the
    // southeast": a copula after the people compares the flag only with a yes or a no.
    const comparedTo = tokens[l.end + 1]?.text ?? ''
    // "arrests were made": a plural before a copula is compared only with a yes or a no too.
    const plural = people || last.tags.has('Plural')
    // ("jobs with irrigation were in the HARBOUR district": after "with", the copula is the clause's.)
    const compared =
      COMPARED.has(next) &&
      comparedTo !== 'there' &&
      (!plural || FLAG_CELLS.has(comparedTo)) &&
      (before !== 'with' || FLAG_CELLS.has(comparedTo))
    // "the total billable hours": before a numeric column the flag says which rows are summed.
    const measured = columns.some((m) => m.start === l.end && m.column.kind === 'number')
    // "Loan_Status Y": the cell said after the name is read as a value of the column.
    if (compared || (ASKED.has(before) && !measured) || FLAG_CELLS.has(next)) continue
    // ("the average ADL for each Diagnosis": the flag's two answers are the groups.)
    if (before === 'each' || before === 'per') continue
    const set = setAfter(tokens, l)
    if (set) {
      links.push({
        start: l.start,
        end: set.end,
        cells: [cell(flag.column.name, set.negated ? flag.no : flag.yes)],
        tier: 'stem',
        said: tokens
          .slice(l.start, set.end)
          .map((t) => t.text)
          .join(' '),
      })
      continue
    }
    const verbal = ['Verb', 'Adjective', 'PastTense', 'Participle'].some((tag) => last.tags.has(tag))
    // "is there any smoker": one doer, picked out by a quantifier.
    const one = (QUANTIFIERS.has(before) || article === 1) && /(or|er)$/.test(last.text)
    // "transactions made by members": the doers after a participle's "by" (not "sales by member").
    const doneBy =
      before === 'by' &&
      last.tags.has('Plural') &&
      (tokens[l.start - 2 - article]?.tags.has('PastTense') === true ||
        tokens[l.start - 2 - article]?.tags.has('Participle') === true)
    const agent = (l.tier === 'synonym' && /(or|er)s?$/.test(last.text)) || people || one || doneBy
    // "among stroke patients": the flag's name before the rows' noun.
    // ("the average charge on rush tickets": so the name in full before the rows' own noun.)
    const modifier =
      ((MODIFIED.has(before) || COUNTED.has(before)) && tokens[l.end]?.tags.has('Plural') === true) ||
      (whole && after !== undefined && (isRowWord(after) || own.has(after.stem)))
    // "records from event days", "on an event day": the flag named in full, in the plural or
    // after "a", after a preposition of when or where the rows are.
    const during =
      whole && ['from', 'on', 'during'].includes(before) && (last.tags.has('Plural') || article === 1)
    // "were there any adverse reactions": the flag named in full after a quantifier.
    const quantified = whole && QUANTIFIERS.has(before) && last.tags.has('Noun')
    // "any discount night screening" over Screening ID: the flag named in full before the rows' noun.
    const beforeRows =
      whole && columns.some((m) => m.start === l.end && m.column !== l.column && namedAsId(m.column))
    // "non-remote employees": the flag's cell for no.
    const non = before === 'non'
    // "the most escalations", "how many cancellations": rows counted where the flag is set.
    const numberOf = before === 'of' && tokens[l.start - 2 - article]?.text === 'number'
    const counted = (COUNTED.has(before) || numberOf) && last.tags.has('Plural')
    // "were on time" for On Time: the flag named in full, its preposition too, is a state.
    const inFull = l.column.words.length > 1 && l.column.words[0] === tokens[l.start - 1]?.text
    // "resulted in an arrest", "led to a readmission": the event a row ends in; "when there was
    // an outage": the event there was.
    const existed =
      ['was', 'were', 'is', 'are'].includes(before) && tokens[l.start - 2 - article]?.text === 'there'
    const outcome = (article === 1 && ['in', 'to'].includes(before)) || existed
    // "employees who work overtime": the flag's name as the object of the rows' verb.
    const doer = tokens[l.start - 1 - article]
    // ("excluding cancelled bookings": a verb that negates is read as a negation, not a doer.)
    const done =
      !!doer?.tags.has('Verb') &&
      !doer.tags.has('Noun') &&
      !COPULAS.has(before) &&
      !AUXILIARY.has(before) &&
      !NEGATIONS.has(doer.text)
    // "orders are takeout" for is_takeout: the name said with its copula states the flag; so does
    // the name in full after one ("lessons that were no-shows" over no_show).
    // ("tickets were under warranty" over Under Warranty, "shoots were delivered on time" over
    // deliveredOnTime: a name opening with its preposition or its participle.)
    const first = tokens[l.start]
    const opensState =
      l.end - l.start >= 2 &&
      (STATE_PREPOSITIONS.has(first?.text ?? '') ||
        first?.tags.has('PastTense') === true ||
        first?.tags.has('Participle') === true)
    // ("orders are takeout" over is_takeout: the copula its name opens with, said before it.)
    const copulaOfName = COPULAS.has(l.column.words[0] ?? '')
    // ("passes are EV" over EV_FLG: the name but its mark of a flag, after a copula, states it.)
    const markedAfterCopula =
      COPULAS.has(before) &&
      l.end === tokens.length - (tokens.at(-1)?.text === '?' ? 1 : 0) &&
      namesMarkedFlag(l, tokens)
    const stated =
      markedAfterCopula ||
      (whole &&
        ((l.end - l.start >= 2 && COPULAS.has(first?.text ?? '')) ||
          (COPULAS.has(before) && (last.tags.has('Plural') || article === 1 || opensState || copulaOfName))))
    // ("donors who donated ...": so after a relative pronoun of the rows.)
    const rows = ['who', 'that'].includes(before) ? l.start - 2 : l.start - 1
    // ("tickets under warranty", "items in stock": a state named in full right after the rows.)
    const ofRows = whole && opensState && tokens[rows]?.tags.has('Plural') === true
    if (
      !verbal &&
      !stated &&
      !ofRows &&
      !kindSaid(l, tokens) &&
      !agent &&
      !modifier &&
      !during &&
      !beforeRows &&
      !quantified &&
      !non &&
      !counted &&
      !done &&
      !outcome &&
      !inFull &&
      !HAVING_WORDS.has(before) &&
      !hadBoth(tokens, l.start - 1 - article)
    )
      continue
    links.push({
      start: non || inFull ? l.start - 1 : done ? l.start - 1 - article : l.start,
      end: l.end,
      cells: [cell(flag.column.name, non ? flag.no : flag.yes)],
      tier: 'stem',
      said: non ? `non-${l.said}` : inFull ? `${tokens[l.start - 1]?.text} ${l.said}` : l.said,
    })
  }
  // "unpaid", "unmarried", "inactive" (is_active): the flag's name after "un" or "in", its cell for no.
  // "failed" for Passed, "rejected" for Approved: the flag's opposite, its cell for no.
  for (const t of tokens) {
    const prefix = ['un', 'in'].find((p) => t.text.startsWith(p))
    const opposite = OPPOSITES[t.lemma] ?? OPPOSITES[t.stem]
    if ((!prefix || t.text.length < 6) && !opposite) continue
    const rest = opposite ?? t.text.slice(2)
    if (columns.some((l) => l.start <= t.index && t.index < l.end)) continue
    // ("late" is the opposite of On Time, whose header is the phrase itself.)
    const flag = flags.find(
      (f) =>
        flagStems(f.column).length === 1 &&
        (flagStems(f.column)[0] === stemWord(rest) || f.column.words.join(' ') === rest),
    )
    if (flag) {
      links.push({
        start: t.index,
        end: t.index + 1,
        cells: [cell(flag.column.name, flag.no)],
        tier: 'stem',
        said: t.text,
      })
      continue
    }
    // "batches that failed QC" for QC Passed: the opposite beside the flag's other word.
    const named = opposite ? oppositeBeside(tokens, t.index, stemWord(opposite), flags) : undefined
    if (named) links.push({ ...named, cells: [cell(named.flag.column.name, named.flag.no)], tier: 'stem' })
  }
  return links.map((l) => withNoBefore(tokens, flags, l))
}

/** "orders that had no deposit paid" over depositPaid: "no" before the flag said is its cell for no. */
function withNoBefore(tokens: readonly Token[], flags: readonly Flag[], l: ValueLink): ValueLink {
  const [said] = l.cells
  const flag = said && flags.find((f) => f.column.name === said.column)
  if (!flag || l.cells.length !== 1 || said.value !== flag.yes || tokens[l.start - 1]?.text !== 'no') return l
  return { ...l, start: l.start - 1, cells: [cell(flag.column.name, flag.no)], said: `no ${l.said}` }
}

/** Participles that say a flag is on: "the maintenance flag set", "was the flag ever raised". */
const SET_WORDS = new Set(['set', 'raised', 'checked', 'ticked'])

/**
 * "was the maintenance flag ever set", "the flag not set": a flag named in full, then (past
 * "ever", "not" or "never") a participle that sets it; the end of the phrase and whether it is
 * negated.
 */
function setAfter(tokens: readonly Token[], l: ColumnLink): { end: number; negated: boolean } | undefined {
  if (l.coverage < 1) return undefined
  let j = l.end
  let negated = false
  while (['ever', 'not', 'never'].includes(tokens[j]?.text ?? '')) {
    if (tokens[j]?.text !== 'ever') negated = true
    j++
  }
  return SET_WORDS.has(tokens[j]?.text ?? '') ? { end: j + 1, negated } : undefined
}

/** A flag of two words, one the opposite said and the other the word just before or after it. */
function oppositeBeside(tokens: readonly Token[], at: number, stem: string, flags: readonly Flag[]) {
  for (const side of [at + 1, at - 1]) {
    const other = tokens[side]
    const flag = flags.find((f) => {
      const own = flagStems(f.column)
      return (
        own.length === 2 &&
        own.includes(stem) &&
        other !== undefined &&
        own.includes(other.stem) &&
        other.stem !== stem
      )
    })
    if (flag && other) {
      const start = Math.min(at, side)
      return { flag, start, end: start + 2, said: `${tokens[start]?.text} ${tokens[start + 1]?.text}` }
    }
  }
  return undefined
}

/**
 * "customers who have both a credit card and a securities account": a flag named after "both",
 * or after the "and" that joins the second, where "both" follows a verb of having.
 */
function hadBoth(tokens: readonly Token[], at: number): boolean {
  const word = tokens[at]?.text
  const both =
    word === 'both'
      ? at
      : word === 'and'
        ? tokens.slice(Math.max(0, at - 6), at).findLast((t) => t.text === 'both')?.index
        : undefined
  return both !== undefined && HAVING_WORDS.has(tokens[both - 1]?.text ?? '')
}
