import { stemWord } from '../word-stem.js'

/**
 * Header words that only mark a column as a yes/no flag and say nothing of what it records:
 * PASS_FLG, late_pmt_flag, Default Indicator, python_yn. Stems, as column models keep them.
 */
export const FLAG_MARK_STEMS: ReadonlySet<string> = new Set(['flag', 'indicator', 'yn'].map(stemWord))
