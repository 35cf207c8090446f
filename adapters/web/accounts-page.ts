import { html } from 'hono/html'
import { hasRole, mayAssign, type Role } from '../../src/workspace/roles.js'
import type { PageNav } from './org-menu.js'
import { type Html, pageLayout } from './page-layout.js'

/** The organization roles a page offers; App roles are kept as they are when these change. */
export const WORKSPACE_ROLES: readonly Role[] = ['Basic', 'Developer', 'Admin', 'SuperAdmin']

/**
 * The accounts of the organization, listed by the page script from `GET /api/v1/account` with
 * its pagination (page size, previous/next, total count). An Admin or SuperAdmin changes roles
 * through `POST /api/v1/account/{id}`; the offered roles are those the viewer may grant, and the
 * API's rules decide.
 */
export function accountsPage(nav: PageNav, roles: readonly Role[]): Html {
  const mayEdit = hasRole(roles, 'Admin')
  const grantable = WORKSPACE_ROLES.filter((role) => mayAssign(roles, role))
  return pageLayout(
    'Accounts',
    html`<main id="accounts-page" data-org="${nav.org.slug}" data-editable="${mayEdit ? 'true' : 'false'}" data-grantable="${grantable.join(' ')}">
<h1>Accounts of ${nav.org.name}</h1>
${mayEdit ? '' : html`<p class="notice" id="message" data-code="admin_required">Only an Admin or a SuperAdmin can see and change the accounts of an organization.</p>`}
<div class="toolbar" ${mayEdit ? '' : 'hidden'}>
<label for="page-size">Page size</label>
<select id="page-size"><option>5</option><option>10</option><option selected>20</option><option>50</option><option>100</option></select>
<span id="page-info" role="status" aria-live="polite"></span>
<span class="spacer"></span>
<button type="button" id="page-previous" class="secondary" disabled>Previous</button>
<button type="button" id="page-next" class="secondary" disabled>Next</button>
</div>
<p id="accounts-status" role="status" class="success" hidden></p>
<p id="accounts-error" class="error" role="alert" hidden></p>
<table id="accounts" aria-busy="${mayEdit ? 'true' : 'false'}" ${mayEdit ? '' : 'hidden'}>
<caption class="visually-hidden">Accounts and their roles</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Roles</th><th scope="col">Role</th></tr></thead>
<tbody></tbody>
</table>
</main>`,
    { nav },
  )
}
