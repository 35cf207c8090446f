/**
 * Framing: words that place the question ("in the dataset", "in our records"), ask politely
 * ("please", "could you tell me") or say how to answer ("answer with a single category"). They
 * say nothing about the table, so they are taken out of the question before it is read. Plain
 * business English, over the normal form (see text-normalizer).
 */

// ("the diagnosis of the sample with the lowest smoothness": a sample described is one row.)
const CONTAINERS =
  'dataset|datasets|data set|data|table|tables|records|database|file|spreadsheet|sheet|sample(?! (?:with|whose|that|which|who|where|having)\\b)'
const PLACING_VERBS =
  'recorded|listed|present|represented|included|found|available|contained|reported|observed|registered|captured|stored'

const FRAMING: readonly RegExp[] = [
  // "that are recorded in the dataset", "present in our data", "according to the table".
  new RegExp(
    `\\b(?:(?:that|which|who) (?:are|is|were|was) )?(?:(?:${PLACING_VERBS}) )?(?:in|within|across|from|of|throughout) (?:the|this|our|your|these|my|the given|the provided|the whole|the entire) (?:${CONTAINERS})\\b(?! of\\b)`,
    'g',
  ),
  new RegExp(`\\baccording to (?:the|this|our) (?:${CONTAINERS})\\b`, 'g'),
  // "Answer with a single category", "give the answer as a number", "(yes/no)".
  /\b(?:please )?(?:answer|respond|reply) (?:with|in|as|using) (?:a |an |one |the |only )*(?:single |one |short )?(?:category|categories|number|numbers|value|values|word|words|name|names|list|boolean|string|integer|yes or no|true or false|percentage)\b/g,
  /\b(?:please|kindly)\b/g,
  // "clients we visited at least once": every row is once at least (not "at least once a week").
  /\bat least once\b(?! (?:a|an|per|every|each)\b)/g,
  /^(?:could|can|would) you (?:please )?(?:tell me|let me know|show me|find out)\b/g,
  /^(?:i (?:want|would like|need) to know|tell me|let me know)\b/g,
  new RegExp(`^(?:based on|using|looking at) (?:the|this|our) (?:${CONTAINERS})\\b`, 'g'),
]

/** Requests that ask for a list as "list" does: "enumerate the", "provide the", "identify the". */
const LIST_REQUESTS = /^(?:enumerate|provide|identify|give|show|return)(?: me| us)? (?=the |all )/

/** "is it true that the oldest person has a stroke": a yes/no question about what follows. */
const TRUE_THAT = /^(?:is|was) it (?:true|the case|correct|so) that /

/** The normal-form question without its framing words (unchanged when it has none). */
export function withoutFraming(normal: string): string {
  let text = normal.replace(TRUE_THAT, 'is ')
  for (const pattern of FRAMING) text = text.replace(pattern, ' ')
  text = withoutOrderSaid(text)
  text = text.trim().replace(LIST_REQUESTS, 'list ')
  text = text.replace(/\s+/g, ' ').trim()
  // A question made only of framing is left as it was: the decline then names its words.
  return text === '' ? normal : text
}

/** Orders a list may be asked in, highest first or lowest first. */
const DOWN =
  /\b(?:(?:highest|largest|biggest|most expensive) first|in descending order|from (?:highest|largest) to (?:lowest|smallest))\b/g
const UP =
  /\b(?:(?:lowest|smallest|cheapest) first|in ascending order|from (?:lowest|smallest) to (?:highest|largest))\b/g
const RANKED_DOWN = /\b(?:top|highest|largest|biggest|most)\b/
const RANKED_UP = /\b(?:bottom|lowest|smallest|least|fewest|cheapest)\b/

/**
 * "the 5 highest prices, highest first": the order said after a ranking of the same direction
 * restates it. (Said against it, "the 5 lowest prices, highest first", it is kept and read.)
 */
function withoutOrderSaid(text: string): string {
  let out = text
  for (const [order, ranked] of [
    [DOWN, RANKED_DOWN],
    [UP, RANKED_UP],
  ] as const) {
    const at = out.search(order)
    if (at > 0 && ranked.test(out.slice(0, at))) out = out.replace(order, ' ')
  }
  return out
}
