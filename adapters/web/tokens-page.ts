import { html } from 'hono/html'
import type { TokenInfo } from '../../src/workspace/workspace-types.js'
import type { PageNav } from './org-menu.js'
import { type Html, pageLayout } from './page-layout.js'

export interface TokensView {
  readonly nav: PageNav
  /** Only a SuperAdmin creates tokens (the spec); others see why. */
  readonly mayCreate: boolean
  /** The organization's tokens, or undefined when the account may not list them. */
  readonly tokens: readonly TokenInfo[] | undefined
}

/** `2030-01-02T03:04:05.678Z` -> `2030-01-02 03:04 UTC`; the full instant stays in `datetime`. */
export const shortTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`

const time = (iso: string | null) =>
  iso === null
    ? html`<span class="muted">never</span>`
    : html`<time datetime="${iso}">${shortTime(iso)}</time>`

/** The trash icon of the spec's dashboard; the button's name is "Revoke". */
export const TRASH_ICON = html`<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h-0.01V11H14z"/></svg>`

const tokenRow = (token: TokenInfo, mayRevoke: boolean) => html`<tr data-token-id="${token.id}">
<td class="name">${token.name}</td><td>${time(token.created_at)}</td><td>${time(token.last_used_at)}</td>
<td class="actions">${mayRevoke ? html`<button type="button" class="icon danger" aria-label="Revoke" title="Revoke ${token.name}" data-revoke="${token.id}" data-name="${token.name}">${TRASH_ICON}</button>` : ''}</td>
</tr>`

const createSection = html`<section class="card" aria-labelledby="create-heading">
<h2 id="create-heading" class="visually-hidden">Create an API token</h2>
<button type="button" id="create-open">Create API Token</button>
<form id="create-form" class="inline" method="post" action="/tokens" hidden>
<label for="token-name">Name</label>
<input id="token-name" name="name" maxlength="100" required placeholder="e.g. reporting job">
<button type="submit">Save</button>
<button type="button" id="create-cancel" class="secondary">Cancel</button>
</form>
<p id="create-error" class="error" role="alert" hidden></p>
<div id="new-token" class="secret" role="region" aria-label="Your new token" hidden>
<p><strong>Copy this token now: it will not be shown again.</strong> Tally keeps only a hash of it.</p>
<div class="inline"><label for="new-secret" class="visually-hidden">New API token</label><input id="new-secret" readonly spellcheck="false">
<button type="button" id="copy-secret">Copy</button>
<button type="button" id="hide-secret" class="secondary">Done</button></div>
<p id="copy-status" class="hint" aria-live="polite"></p>
</div>
</section>`

/** The API Token dashboard of one organization: create (the secret shown once), list, revoke. */
export function tokensPage(view: TokensView): Html {
  const { nav, tokens } = view
  const list =
    tokens === undefined
      ? ''
      : html`<section aria-labelledby="tokens-heading">
<h2 id="tokens-heading">Tokens of ${nav.org.name}</h2>
<p id="revoke-status" role="status" class="success" hidden></p>
<p id="revoke-error" class="error" role="alert" hidden></p>
<table id="tokens">
<thead><tr><th scope="col">Name</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
<tbody>${tokens.map((token) => tokenRow(token, view.mayCreate))}</tbody>
</table>
<template id="trash-icon">${TRASH_ICON}</template>
<p id="no-tokens" class="muted" ${tokens.length > 0 ? 'hidden' : ''}>No tokens in this organization yet.</p>
</section>`
  return pageLayout(
    'API Tokens',
    html`<main id="tokens-page" data-org="${nav.org.slug}">
<h1>API Tokens</h1>
<p class="hint">A token acts with its creator's rights: send it as <code>Authorization: Bearer …</code>
with <code>x-org: ${nav.org.slug}</code>. See the <a href="/docs">API reference</a>.</p>
${
  view.mayCreate
    ? createSection
    : html`<p class="notice" id="message" data-code="super_admin_required">Only a super admin can create API tokens: a token gives full access to the installation. Ask a super admin of this installation for one.</p>`
}
${list}
</main>`,
    { nav },
  )
}
