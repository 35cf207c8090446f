/**
 * Renders one Messages API reply as the Ask page shows it: the restated question, the text, the
 * result table (parsed from tool_result's Markdown table), the SQL folded, a Vega-Lite chart when
 * tool_result carries a third block, and a decline's suggested questions as buttons. Vega parses
 * with `ast: true` and evaluates expressions with vega-interpreter, so the CSP needs no eval.
 */
export const ANSWER_SCRIPT = `
  const FENCE = String.fromCharCode(96).repeat(3)

  /** A Markdown table row -> cells, reading the escapes markdownTable writes. */
  function tableCells(line) {
    const cells = []
    let cell = ''
    const body = line.trim().replace(/^\\|/, '').replace(/\\|$/, '')
    for (let i = 0; i < body.length; i++) {
      const ch = body[i]
      if (ch === '\\\\' && i + 1 < body.length) cell += body[++i]
      else if (ch === '|') { cells.push(cell.trim()); cell = '' }
      else cell += ch
    }
    cells.push(cell.trim())
    return cells
  }

  function resultTable(markdown) {
    const lines = markdown.split('\\n')
    const rows = lines.filter((line) => line.startsWith('|'))
    const notes = lines.filter((line) => line.trim() !== '' && !line.startsWith('|'))
    const table = element('table', undefined, 'result')
    const head = table.createTHead().insertRow()
    for (const name of tableCells(rows[0] || '')) {
      const th = element('th', name)
      th.scope = 'col'
      head.append(th)
    }
    const body = table.createTBody()
    for (const line of rows.slice(2)) {
      const row = body.insertRow()
      for (const value of tableCells(line)) row.insertCell().textContent = value
    }
    const wrap = element('div', undefined, 'table-wrap')
    wrap.append(table)
    for (const note of notes) wrap.append(element('p', note, 'hint'))
    return wrap
  }

  const unfence = (text, lang) => {
    const open = FENCE + lang + '\\n'
    return text.startsWith(open) ? text.slice(open.length).replace(new RegExp(FENCE + '\\\\s*$'), '') : undefined
  }

  /** Markdown text as paragraphs and lists, **bold** kept, tables left to the result table. */
  function markdownText(text) {
    const box = element('div', undefined, 'answer-text')
    let list
    for (const line of text.split('\\n')) {
      if (line.trim() === '' || line.trim().startsWith('|')) { list = undefined; continue }
      const item = /^\\s*[-*] (.+)$/.exec(line)
      const p = element(item ? 'li' : 'p')
      const words = item ? item[1] : line
      words.split('**').forEach((part, i) => p.append(i % 2 === 1 ? element('strong', part) : part))
      if (item) {
        if (!list) { list = element('ul'); box.append(list) }
        list.append(p)
      } else {
        list = undefined
        box.append(p)
      }
    }
    return box
  }

  /** A decline's suggested questions: its Markdown list items, else the questions it quotes. */
  function suggestedQuestions(text, asked) {
    const listed = [...text.matchAll(/^\\s*[-*] (.+\\?)\\s*$/gm)].map((m) => m[1].trim())
    if (listed.length > 0) return listed
    const quoted = [...text.matchAll(/"([^"\\n]+\\?)"/g)].map((m) => m[1].trim())
    return quoted.filter((q, i) => q !== asked.trim() && quoted.indexOf(q) === i)
  }

  function suggestionButtons(questions, onSuggestion) {
    const list = element('ul', undefined, 'suggestions')
    list.setAttribute('aria-label', 'Suggested questions')
    for (const question of questions) {
      const button = element('button', question, 'suggestion secondary')
      button.type = 'button'
      button.addEventListener('click', () => onSuggestion(question))
      const li = element('li')
      li.append(button)
      list.append(li)
    }
    return list
  }

  async function renderChart(container, spec) {
    // Laid out first, so the chart can take the answer's width.
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const { vega, vegaLite } = globalThis
    if (!vega || !vegaLite || !vega.expressionInterpreter) throw new Error('The chart library did not load.')
    const width = Math.max(240, Math.min(640, container.clientWidth - 80))
    const sized = Object.assign({}, spec, spec.mark && spec.mark.type === 'arc' ? { width: 260, height: 260 } : { width, height: 260 })
    const runtime = vega.parse(vegaLite.compile(sized).spec, null, { ast: true })
    const view = new vega.View(runtime, { expr: vega.expressionInterpreter, renderer: 'svg', container, hover: true })
    await view.runAsync()
    const svg = container.querySelector('svg')
    if (svg) {
      svg.setAttribute('role', 'img')
      svg.setAttribute('aria-label', 'Chart: ' + (spec.description || 'the result'))
    }
  }

  function renderReply(question, reply, onSuggestion) {
    const [use, result, text] = reply.content
    const article = element('article', undefined, 'answer card')
    article.append(element('h3', question))
    if (use && use.input && use.input.query) {
      const restated = element('p', undefined, 'restated')
      restated.append(element('span', 'Understood as: ', 'muted'), element('q', use.input.query))
      article.append(restated)
    }
    if (result && result.is_error) {
      article.classList.add('declined')
      const suggestions = suggestedQuestions(text.text, question)
      const listed = /^\\s*[-*] .+\\?\\s*$/m.test(text.text)
      article.append(markdownText(listed ? text.text.replace(/^\\s*[-*] .+\\?\\s*$/gm, '') : text.text))
      if (suggestions.length > 0) article.append(suggestionButtons(suggestions, onSuggestion))
      return article
    }
    article.append(markdownText(text.text))
    const [table, sql, chart] = result.content.map((block) => block.text)
    const spec = chart && unfence(chart, 'vega-lite')
    if (spec) {
      const figure = element('figure', undefined, 'chart')
      article.append(figure)
      renderChart(figure, JSON.parse(spec)).catch((e) => figure.replaceChildren(element('p', 'No chart: ' + e.message, 'error')))
    }
    if (table) article.append(resultTable(table))
    if (sql) {
      const details = element('details')
      details.append(element('summary', 'SQL'), element('pre', unfence(sql, 'sql') || sql))
      article.append(details)
    }
    return article
  }
`
