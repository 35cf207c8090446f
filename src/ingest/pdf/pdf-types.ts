/** A word on a page, in points, origin top-left, y growing downwards. */
export interface Word {
  readonly text: string
  readonly x0: number
  readonly x1: number
  readonly top: number
  readonly bottom: number
  /** The font's height: the unit for every tolerance measured in text. */
  readonly size: number
}

/** An axis-aligned ruling (a stroked line or a rectangle's edge), same coordinates as a word. */
export interface Segment {
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
}

export interface Box {
  readonly x0: number
  readonly top: number
  readonly x1: number
  readonly bottom: number
}

/** What the extractor reads of one page: its words and its rulings. */
export interface PageLayout {
  readonly page: number
  readonly width: number
  readonly height: number
  readonly words: readonly Word[]
  readonly segments: readonly Segment[]
}

/** A table found on a page, before tables running over pages are joined. */
export interface PageTable {
  readonly page: number
  readonly box: Box
  readonly rows: readonly (readonly string[])[]
  /** Where its columns lie across the page, to recognise the same table on the next page. */
  readonly columns: readonly { readonly x0: number; readonly x1: number }[]
  readonly ruled: boolean
  /**
   * A ruled table's every column, text or none, and its rows across them: a column left empty on
   * one page of a long table is still one of its columns there.
   */
  readonly grid?: {
    readonly columns: readonly { readonly x0: number; readonly x1: number }[]
    readonly rows: readonly (readonly string[])[]
  }
}

/** A table of a PDF: named by its first page and its 1-based index among that page's tables. */
export interface PdfTable {
  readonly page: number
  readonly index: number
  readonly pages: readonly number[]
  readonly rows: readonly (readonly string[])[]
  readonly ruled: boolean
}

export interface PdfLimits {
  /** Pages read at most; a longer PDF is refused. */
  readonly maxPages: number
  /** Wall time for the whole file. */
  readonly timeoutMs: number
  /** Heap of the worker that parses the file. */
  readonly maxMemoryMb: number
  /** Join a table running over pages into one (off: each page's part is a table of its own). */
  readonly joinPages: boolean
}

export const DEFAULT_PDF_LIMITS: PdfLimits = {
  maxPages: 2000,
  timeoutMs: 120_000,
  maxMemoryMb: 512,
  joinPages: true,
}
