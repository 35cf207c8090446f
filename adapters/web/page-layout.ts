import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { type PageNav, topBar } from './org-menu.js'

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>

/** Where the web adapter serves its script and stylesheet. */
export const ASSET_PATHS = { script: '/web/page.js', style: '/web/page.css' } as const

export interface LayoutOptions {
  /** The signed-in account's header: the Ask link and the organization menu. */
  readonly nav?: PageNav
  /** Extra scripts served by the app itself (the chart libraries on the Ask page), loaded before the page script. */
  readonly scripts?: readonly string[]
}

/** The document shell: every interpolated value is escaped by `html`; `body` is already markup. */
export function pageLayout(title: string, body: Html, options: LayoutOptions = {}): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Tally</title>
<link rel="stylesheet" href="${ASSET_PATHS.style}">
${(options.scripts ?? []).map((src) => html`<script src="${src}" defer></script>\n`)}<script src="${ASSET_PATHS.script}" defer></script>
</head>
<body>
${topBar(options.nav)}
${body}
<noscript><p class="notice">This page needs JavaScript.</p></noscript>
</body>
</html>`
}
