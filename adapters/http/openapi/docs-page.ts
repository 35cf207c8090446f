/** A self-contained HTML rendering of the OpenAPI document: no scripts, no external assets. */

interface Document {
  readonly info: { readonly title: string; readonly description: string }
  readonly paths: Record<string, Record<string, Operation>>
  readonly components: {
    readonly schemas: Record<string, unknown>
    readonly parameters: Record<string, Parameter>
  }
}

interface Parameter {
  readonly name: string
  readonly in: string
  readonly required?: boolean
  readonly description?: string
}

type Content = Record<string, { readonly schema: unknown }>

interface Operation {
  readonly summary: string
  readonly description?: string
  readonly parameters?: readonly (Parameter | { readonly $ref: string })[]
  readonly requestBody?: { readonly content: Content }
  readonly responses: Record<
    string,
    {
      readonly description: string
      readonly headers?: Record<string, { readonly description?: string }>
      readonly content?: Content
    }
  >
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const refName = (ref: string) => ref.split('/').at(-1) ?? ref

function schemaLink(schema: unknown): string {
  const { $ref, type, items } = (schema ?? {}) as { $ref?: string; type?: string; items?: unknown }
  if (type === 'array' && items) return `array of ${schemaLink(items)}`
  if (!$ref) return `<code>${escapeHtml(JSON.stringify(schema))}</code>`
  const name = refName($ref)
  return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`
}

function contentList(content: Content | undefined): string {
  if (!content) return ''
  const items = Object.entries(content).map(
    ([type, { schema }]) => `<li><code>${escapeHtml(type)}</code>: ${schemaLink(schema)}</li>`,
  )
  return `<ul>${items.join('')}</ul>`
}

function parameterList(doc: Document, op: Operation): string {
  const items = (op.parameters ?? []).map((p) => {
    const param = '$ref' in p ? doc.components.parameters[refName(p.$ref)] : p
    if (!param) return ''
    const required = param.required ? ', required' : ''
    const about = param.description ? `: ${escapeHtml(param.description)}` : ''
    return `<li><code>${escapeHtml(param.name)}</code> (${escapeHtml(param.in)}${required})${about}</li>`
  })
  return items.length > 0 ? `<h4>Parameters</h4><ul>${items.join('')}</ul>` : ''
}

function headerList(headers: Record<string, { readonly description?: string }> | undefined): string {
  if (!headers) return ''
  const items = Object.entries(headers).map(
    ([name, h]) => `<li>header <code>${escapeHtml(name)}</code>: ${escapeHtml(h.description ?? '')}</li>`,
  )
  return `<ul>${items.join('')}</ul>`
}

function operationHtml(doc: Document, path: string, method: string, op: Operation): string {
  const responses = Object.entries(op.responses)
    .map(
      ([status, r]) =>
        `<li>${escapeHtml(status)} ${escapeHtml(r.description)}${headerList(r.headers)}${contentList(r.content)}</li>`,
    )
    .join('')
  return `<section class="op">
<h3><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}
${parameterList(doc, op)}
${op.requestBody ? `<h4>Request body</h4>${contentList(op.requestBody.content)}` : ''}
<h4>Responses</h4><ul>${responses}</ul>
</section>`
}

export function docsPage(doc: Document): string {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => operationHtml(doc, path, method, op)),
  )
  const schemas = Object.entries(doc.components.schemas).map(
    ([name, schema]) =>
      `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></section>`,
  )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} API</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f6f8fa;padding:.75rem;overflow:auto}
.op{border-top:1px solid #ddd;padding-top:.5rem}.method{background:#246;color:#fff;padding:0 .4rem;border-radius:3px}
h4{margin:.5rem 0 0}
</style></head><body>
<h1>${escapeHtml(doc.info.title)} API</h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>Every <code>/api</code> route except login needs <code>x-org</code> and <code>Authorization: Bearer &lt;token&gt;</code> (or the session cookie). Machine-readable: <a href="/openapi.json">/openapi.json</a>.</p>
<h2>Operations</h2>
${operations.join('\n')}
<h2>Schemas</h2>
${schemas.join('\n')}
</body></html>`
}
