import { html } from 'hono/html'
import { type Html, pageLayout } from './page-layout.js'

/** The sign-in form; the page script posts it as JSON to `/api/v1/auth/login`. */
export function loginPage(): Html {
  return pageLayout(
    'Sign in',
    html`<main class="narrow" id="login-page">
<h1>Sign in</h1>
<p class="hint">Sign in as a super admin to manage API tokens.</p>
<form id="login-form" method="post" action="/login" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<p id="login-error" class="error" role="alert" hidden></p>
<button type="submit">Sign in</button>
</form>
</main>`,
  )
}
