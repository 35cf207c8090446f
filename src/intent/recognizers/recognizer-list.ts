import type { Candidate } from '../draft.js'
import type { Analysis } from '../question-analysis.js'
import { recognizeAdjacent } from './adjacent-recognizer.js'
import { recognizeCount } from './count-recognizer.js'
import { recognizeLookup } from './lookup-recognizer.js'
import { recognizePosition } from './position-recognizer.js'
import { recognizeSuperlative } from './superlative-recognizer.js'

export type Recognizer = (a: Analysis) => Candidate | undefined

/** In order of precedence: on equally explained readings the earlier one wins. */
export const RECOGNIZERS: readonly Recognizer[] = [
  recognizeAdjacent,
  recognizeSuperlative,
  recognizePosition,
  recognizeCount,
  recognizeLookup,
]
