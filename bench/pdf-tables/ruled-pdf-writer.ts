/**
 * Writes a plain PDF holding one long ruled table, for the pages/s benchmark: Helvetica text (not
 * embedded) in bordered cells, the header row repeated on every page. No dependency, deterministic.
 */
export interface RuledPdfSpec {
  readonly header: readonly string[]
  readonly rows: readonly (readonly string[])[]
  readonly rowsPerPage: number
}

const WIDTH = 595
const HEIGHT = 842
const MARGIN = 40
const ROW_HEIGHT = 16

const escapeText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`)

function pageContent(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const columnWidth = (WIDTH - 2 * MARGIN) / header.length
  const lines = [header, ...rows]
  const top = HEIGHT - MARGIN
  const ops: string[] = ['0.5 w']
  lines.forEach((cells, r) => {
    const y = top - (r + 1) * ROW_HEIGHT
    cells.forEach((cell, c) => {
      ops.push(
        `BT /F1 9 Tf ${(MARGIN + c * columnWidth + 3).toFixed(2)} ${(y + 4).toFixed(2)} Td (${escapeText(cell)}) Tj ET`,
      )
    })
  })
  const bottom = top - lines.length * ROW_HEIGHT
  for (let r = 0; r <= lines.length; r++)
    ops.push(`${MARGIN} ${top - r * ROW_HEIGHT} m ${WIDTH - MARGIN} ${top - r * ROW_HEIGHT} l S`)
  for (let c = 0; c <= header.length; c++) {
    const x = (MARGIN + c * columnWidth).toFixed(2)
    ops.push(`${x} ${top} m ${x} ${bottom} l S`)
  }
  return ops.join('\n')
}

export function ruledPdf(spec: RuledPdfSpec): Buffer {
  const pages: string[] = []
  for (let at = 0; at < spec.rows.length; at += spec.rowsPerPage) {
    pages.push(pageContent(spec.header, spec.rows.slice(at, at + spec.rowsPerPage)))
  }
  const objects: string[] = []
  const pageIds = pages.map((_, i) => 4 + 2 * i)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  pages.forEach((content, i) => {
    const id = 4 + 2 * i
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`
    objects[id + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`
  })
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1')
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
