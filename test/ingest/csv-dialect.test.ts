import { describe, expect, it } from 'vitest'
import { guessDelimiter, hasBackslashEscapes, isSoleDelimiter } from '../../src/ingest/csv-dialect.js'

describe('dialect hints from the head of a file', () => {
  it('sees backslash-escaped quotes inside a quoted field', () => {
    expect(hasBackslashEscapes('"1940","E. E. \\"Doc\\" Smith"\n')).toBe(true)
  })

  it('does not mistake a path ending in a backslash for an escape', () => {
    expect(hasBackslashEscapes('"dir","C:\\temp\\",3\n"b","x",4\n')).toBe(false)
    expect(hasBackslashEscapes('a,b\n"x ""y""",2\n')).toBe(false)
  })

  it('finds the delimiter that splits every first line the same way', () => {
    expect(guessDelimiter('a;b;c\n1;2;3\n4;5;6\n')).toBe(';')
    expect(guessDelimiter('a\tb\n"x, y"\t2\n')).toBe('\t')
    expect(guessDelimiter('id,name\n1,"Smith; John"\n2,Ann\n')).toBe(',')
  })

  it('names a delimiter to the sniffer only when no other candidate occurs in the head', () => {
    expect(isSoleDelimiter('a,b,c\n1,2,3\n4,5,6\n', ',')).toBe(true)
    // Another candidate anywhere in the head leaves the choice to DuckDB's sniffer.
    const tabs = 'id\tnote\tn\n1\ta, b, c\t2\n2\td, e, f\t3\n'
    expect(guessDelimiter(tabs)).toBe('\t')
    expect(isSoleDelimiter(tabs, '\t')).toBe(false)
    expect(isSoleDelimiter('id,name\n1,"Smith; John"\n2,Ann\n', ',')).toBe(false)
    expect(isSoleDelimiter('a,b\n1,2,3\n4,5\n', ',')).toBe(false)
  })

  it('finds none in a one-column file', () => {
    expect(guessDelimiter('name\nAda\nGrace\n')).toBeUndefined()
  })
})
