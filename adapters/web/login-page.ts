import { html } from 'hono/html'
import { type Html, pageLayout } from './page-layout.js'

/**
 * The sign-in form; the page script posts it as JSON to `/api/v1/auth/login`, then goes to
 * `next` (the page the visitor asked for) or the Ask page. `expired`: a session ended mid-use.
 */
export function loginPage(options: { readonly next?: string; readonly expired?: boolean } = {}): Html {
  return pageLayout(
    'Sign in',
    html`<main class="narrow" id="login-page" data-next="${options.next ?? '/ask'}">
<h1>Sign in to Tally</h1>
${options.expired ? html`<p class="notice" id="session-expired" role="status">Your session has ended. Sign in again to continue.</p>` : ''}
<form id="login-form" method="post" action="/login" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<p id="login-error" class="error" role="alert" hidden></p>
<button type="submit">Sign in</button>
</form>
<p class="hint">The first start of the server prints the administrator's email and password
(or uses <code>TALLY_ADMIN_EMAIL</code> and <code>TALLY_ADMIN_PASSWORD</code>).</p>
</main>`,
  )
}
