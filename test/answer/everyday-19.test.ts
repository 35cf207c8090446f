import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answer and the answered unanswerable of the nineteenth measurement round
 * (bench/everyday-19, frozen questions on five tables the parser had not seen), now read or
 * declined by general rules. Expected values come from DuckDB reading the same files.
 */
const FILES = {
  blood_donations: 'bench/everyday-19/blood_donations.csv',
}

const { declined, golden } = fixtureSuite(FILES)

describe('nineteenth measurement round', () => {
  it('reads a yes/no column named in full after "any" as its condition ("any adverse reactions")', async () => {
    const asked = await golden().ask('Were there any adverse reactions at City Hall?', ['blood_donations'])
    expect(asked.answer.isError).toBe(false)
    expect(asked.sql).toContain('"Adverse Reaction"')
  })

  it('declines a group after "to each" that names no column ("to each hospital")', async () => {
    expect(await declined('How many units were shipped to each hospital?', 'blood_donations')).toContain(
      "'hospital'",
    )
  })
})
