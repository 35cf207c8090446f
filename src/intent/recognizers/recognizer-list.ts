import type { Candidate } from '../draft.js'
import type { Analysis } from '../question-analysis.js'
import { recognizeAdjacent } from './adjacent-recognizer.js'
import { recognizeAggregate } from './aggregate-recognizer.js'
import { recognizeChoice } from './choice-recognizer.js'
import { recognizeCompare } from './compare-recognizer.js'
import { recognizeCount } from './count-recognizer.js'
import { recognizeDifference, recognizePeriodChange } from './difference-recognizer.js'
import { recognizeEither } from './either-word-recognizer.js'
import { recognizeGroupFilter, recognizeGroupWithout } from './group-recognizer.js'
import { recognizeLookup } from './lookup-recognizer.js'
import { recognizeNumberChoice } from './number-choice-recognizer.js'
import { recognizePeriodChoice } from './period-choice-recognizer.js'
import { recognizePosition } from './position-recognizer.js'
import { recognizeRanking } from './ranking-recognizer.js'
import { recognizeGroupRate } from './rate-recognizer.js'
import { recognizeRatio } from './ratio-recognizer.js'
import { recognizeCompareToRow, recognizeSameAs } from './relative-recognizer.js'
import { recognizeShare } from './share-recognizer.js'
import { recognizeSpan } from './span-recognizer.js'
import { recognizeStreak } from './streak-recognizer.js'
import { recognizeSuperlative } from './superlative-recognizer.js'
import { recognizeUniqueness } from './uniqueness-recognizer.js'
import { recognizeYesNo } from './yes-no-recognizer.js'

export type Recognizer = (a: Analysis) => Candidate | undefined

/** In order of precedence: on equally explained readings the earlier one wins. */
export const RECOGNIZERS: readonly Recognizer[] = [
  recognizeYesNo,
  recognizeUniqueness,
  recognizeDifference,
  recognizePeriodChange,
  recognizeSpan,
  recognizeStreak,
  recognizeCompare,
  recognizeShare,
  recognizeGroupRate,
  recognizeRatio,
  recognizeChoice,
  recognizeEither,
  recognizePeriodChoice,
  recognizeNumberChoice,
  recognizeSameAs,
  recognizeCompareToRow,
  recognizeAdjacent,
  recognizeRanking,
  recognizeSuperlative,
  recognizePosition,
  recognizeCount,
  recognizeAggregate,
  recognizeGroupFilter,
  recognizeGroupWithout,
  recognizeLookup,
]
