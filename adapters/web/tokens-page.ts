import { html } from 'hono/html'
import type { Organization } from '../../src/workspace/organization-store.js'
import type { TokenInfo } from '../../src/workspace/workspace-types.js'
import { type Html, pageLayout } from './page-layout.js'

export interface TokensView {
  readonly email: string
  readonly org: Pick<Organization, 'id' | 'slug' | 'name'>
  readonly organizations: readonly Organization[]
  readonly tokens: readonly TokenInfo[]
}

/** `2030-01-02T03:04:05.678Z` -> `2030-01-02 03:04 UTC`; the full instant stays in `datetime`. */
export const shortTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`

const time = (iso: string | null) =>
  iso === null
    ? html`<span class="muted">never</span>`
    : html`<time datetime="${iso}">${shortTime(iso)}</time>`

const tokenRow = (token: TokenInfo) => html`<tr data-token-id="${token.id}">
<td class="name">${token.name}</td><td>${time(token.created_at)}</td><td>${time(token.last_used_at)}</td>
<td class="actions"><button type="button" class="danger" data-revoke="${token.id}" data-name="${token.name}">Revoke</button></td>
</tr>`

function orgSelector(view: TokensView): Html {
  const options = view.organizations.map(
    (org) =>
      html`<option value="${org.slug}" ${org.id === view.org.id ? 'selected' : ''}>${org.name} (${org.slug})</option>`,
  )
  return html`<form id="org-form" class="inline" method="get" action="/tokens">
<label for="org">Organization</label>
<select id="org" name="org">${options}</select>
<button type="submit" class="secondary">Show</button>
</form>`
}

/** The token dashboard of one organization: list, create (secret shown once), revoke. */
export function tokensPage(view: TokensView): Html {
  return pageLayout(
    'API tokens',
    html`<main id="tokens-page" data-org="${view.org.slug}">
<h1>API tokens</h1>
${orgSelector(view)}
<p class="hint">A token acts with its creator's rights in every organization: send it as
<code>Authorization: Bearer …</code> with <code>x-org: ${view.org.slug}</code>.</p>

<section class="card">
<h2>Create a token</h2>
<form id="create-form" class="inline" method="post" action="/tokens">
<label for="token-name">Name</label>
<input id="token-name" name="name" maxlength="100" required placeholder="e.g. reporting job">
<button type="submit">Create token</button>
</form>
<p id="create-error" class="error" role="alert" hidden></p>
<div id="new-token" class="secret" hidden>
<p><strong>Copy this token now.</strong> It is shown only once; Tally keeps no copy of it.</p>
<div class="inline"><input id="new-secret" readonly aria-label="New token" spellcheck="false">
<button type="button" id="copy-secret">Copy</button>
<button type="button" id="hide-secret" class="secondary">Done</button></div>
<p id="copy-status" class="hint" aria-live="polite"></p>
</div>
</section>

<section>
<h2>Tokens of ${view.org.name}</h2>
<p id="revoke-error" class="error" role="alert" hidden></p>
<table id="tokens">
<thead><tr><th>Name</th><th>Created</th><th>Last used</th><th></th></tr></thead>
<tbody>${view.tokens.map(tokenRow)}</tbody>
</table>
<p id="no-tokens" class="muted" ${view.tokens.length > 0 ? 'hidden' : ''}>No tokens in this organization.</p>
</section>
</main>`,
    view.email,
  )
}

/** A page-level message: an account that may not manage tokens, an unknown organization. */
export function messagePage(
  title: string,
  message: string,
  options: { readonly code: string; readonly email?: string; readonly backToTokens?: boolean },
): Html {
  return pageLayout(
    title,
    html`<main class="narrow" id="message-page">
<h1>${title}</h1>
<p class="notice" id="message" data-code="${options.code}">${message}</p>
${options.backToTokens ? html`<p><a href="/tokens">Back to the tokens of the default organization</a></p>` : ''}
</main>`,
    options.email,
  )
}
