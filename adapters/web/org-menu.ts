import { html } from 'hono/html'
import type { Organization } from '../../src/workspace/organization-store.js'

type Org = Pick<Organization, 'id' | 'slug' | 'name'>

/** What the header of a signed-in page shows. */
export interface PageNav {
  readonly email: string
  readonly org: Org
  readonly organizations: readonly Org[]
  /** The page's path, kept when switching organization. */
  readonly path: '/ask' | '/tokens' | '/accounts'
}

const withOrg = (path: string, slug: string) => `${path}?org=${encodeURIComponent(slug)}`

/** The organization's "logo": its initial in a badge (organizations have no picture yet). */
const initial = (org: Org) => (org.name.trim()[0] ?? org.slug[0] ?? '?').toUpperCase()

/**
 * The organization logo menu of the spec: a button named after the organization opening a menu
 * with the account's organizations (switching keeps the page), API Tokens, Accounts and Log out.
 * The page script adds the keyboard handling (arrows, Escape, Home/End) of a WAI-ARIA menu button.
 */
function orgMenu(nav: PageNav) {
  const orgItems = nav.organizations.map(
    (org) =>
      html`<a role="menuitemradio" aria-checked="${org.id === nav.org.id ? 'true' : 'false'}" href="${withOrg(nav.path, org.slug)}" data-org-slug="${org.slug}">${org.name}</a>`,
  )
  const current = (path: PageNav['path']) => (nav.path === path ? 'page' : 'false')
  return html`<div class="org-menu">
<button type="button" id="org-menu-button" aria-haspopup="menu" aria-expanded="false" aria-controls="org-menu">
<span class="logo" aria-hidden="true">${initial(nav.org)}</span><span class="visually-hidden">Organization menu: </span><span class="org-name">${nav.org.name}</span><span class="caret" aria-hidden="true">▾</span>
</button>
<div id="org-menu" role="menu" aria-labelledby="org-menu-button" hidden>
<div role="group" aria-label="Organizations">
<p class="menu-heading" aria-hidden="true">Organizations</p>
${orgItems}
</div>
<div role="separator"></div>
<a role="menuitem" href="${withOrg('/tokens', nav.org.slug)}" aria-current="${current('/tokens')}">API Tokens</a>
<a role="menuitem" href="${withOrg('/accounts', nav.org.slug)}" aria-current="${current('/accounts')}">Accounts</a>
<div role="separator"></div>
<p class="menu-heading" aria-hidden="true">${nav.email}</p>
<button type="button" role="menuitem" id="logout">Log out</button>
</div>
</div>`
}

/** The header: the brand, the Ask link (top level, outside the menu), the organization menu. */
export function topBar(nav: PageNav | undefined) {
  if (!nav) return html`<header class="bar"><span class="brand">Tally</span></header>`
  return html`<header class="bar">
<span class="brand">Tally</span>
<nav aria-label="Main"><a href="${withOrg('/ask', nav.org.slug)}" aria-current="${nav.path === '/ask' ? 'page' : 'false'}">Ask</a></nav>
${orgMenu(nav)}
</header>`
}
