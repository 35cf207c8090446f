import { html } from 'hono/html'
import type { PageNav } from './org-menu.js'
import { type Html, pageLayout } from './page-layout.js'

/** A page-level message: an unknown organization, one the account is not a member of. */
export function messagePage(
  title: string,
  message: string,
  options: { readonly code: string; readonly nav?: PageNav; readonly backHome?: boolean },
): Html {
  return pageLayout(
    title,
    html`<main class="narrow" id="message-page">
<h1>${title}</h1>
<p class="notice" id="message" data-code="${options.code}">${message}</p>
${options.backHome ? html`<p><a href="/ask">Back to the default organization</a></p>` : ''}
</main>`,
    { nav: options.nav },
  )
}
