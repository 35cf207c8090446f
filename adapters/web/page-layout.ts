import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>

/** Where the web adapter serves its only script and stylesheet. */
export const ASSET_PATHS = { script: '/web/page.js', style: '/web/page.css' } as const

/** The signed-in account in the top bar, with a sign-out button (the script posts the logout). */
const accountBar = (email: string) => html`<span class="account">
<span id="account-email">${email}</span> <button type="button" class="link" id="logout">Sign out</button>
</span>`

/**
 * The document shell: every interpolated value is escaped by `html`; `body` is already markup.
 * `email` is the signed-in account, shown in the top bar.
 */
export function pageLayout(title: string, body: Html, email?: string): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Tally</title>
<link rel="stylesheet" href="${ASSET_PATHS.style}">
<script src="${ASSET_PATHS.script}" defer></script>
</head>
<body>
<header class="bar"><span class="brand">Tally</span>${email === undefined ? '' : accountBar(email)}</header>
${body}
<noscript><p class="notice">This page needs JavaScript to sign in and to manage tokens.</p></noscript>
</body>
</html>`
}
