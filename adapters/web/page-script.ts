import { ACCOUNTS_SCRIPT } from './accounts-script.js'
import { ANSWER_SCRIPT } from './answer-script.js'
import { ASK_SCRIPT } from './ask-script.js'
import { TOKENS_SCRIPT } from './tokens-script.js'

/**
 * What every page shares: API calls with the session cookie and the page's `x-org` (the browser
 * adds our Origin to POST and DELETE, which is the API's CSRF check), a 401 sends the browser to
 * the sign-in page and back, the sign-in form, and the organization menu's keyboard handling.
 * Text from the server only ever reaches the page through `textContent` and `value`.
 */
const COMMON_SCRIPT = `
  const byId = (id) => document.getElementById(id)
  const main = document.querySelector('main')
  const pageOrg = (main && main.dataset.org) || 'default'

  class SignedOut extends Error {}

  function toLogin() {
    const next = location.pathname + location.search
    location.assign('/login?expired=1&next=' + encodeURIComponent(next))
    return new SignedOut('signed out')
  }

  async function api(method, path, body) {
    const headers = { 'x-org': pageOrg }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const init = { method, headers, credentials: 'same-origin' }
    if (body !== undefined) init.body = JSON.stringify(body)
    let response
    try {
      response = await fetch(path, init)
    } catch {
      throw new Error('The server could not be reached.')
    }
    if (response.status === 401 && !path.startsWith('/api/v1/auth/')) throw toLogin()
    return response
  }

  async function problem(response) {
    if (response.status === 429) return 'Too many attempts. Wait a minute and try again.'
    try {
      const body = await response.json()
      if (body && body.error && typeof body.error.message === 'string') return body.error.message
    } catch {}
    return 'The request failed (HTTP ' + response.status + ').'
  }

  function show(element, text) {
    if (!element) return
    element.textContent = text
    element.hidden = text === ''
  }

  /** Shows a failure in an error line, except the sign-out that is already navigating away. */
  function failed(element, error) {
    if (error instanceof SignedOut) return
    show(element, error instanceof Error ? error.message : String(error))
  }

  function element(tag, text, className) {
    const node = document.createElement(tag)
    if (text !== undefined) node.textContent = text
    if (className) node.className = className
    return node
  }

  function setUpLogin(form) {
    const error = byId('login-error')
    form.addEventListener('submit', async (event) => {
      event.preventDefault()
      const button = form.querySelector('button[type=submit]')
      show(error, '')
      button.disabled = true
      try {
        const response = await api('POST', '/api/v1/auth/login', {
          email: byId('email').value.trim(),
          password: byId('password').value,
        })
        if (response.ok) return location.assign(byId('login-page').dataset.next || '/ask')
        if (response.status === 401) show(error, 'Wrong email or password.')
        else if (response.status === 400) show(error, 'Enter your email and password.')
        else show(error, await problem(response))
      } catch (e) {
        failed(error, e)
      } finally {
        button.disabled = false
      }
    })
  }

  function setUpLogout(button) {
    button.addEventListener('click', async () => {
      await api('POST', '/api/v1/auth/logout').catch(() => undefined)
      location.assign('/login')
    })
  }

  /** A WAI-ARIA menu button: Enter, Space or ArrowDown open it, arrows move, Escape closes. */
  function setUpMenu(button, menu) {
    const items = () => [...menu.querySelectorAll('[role^=menuitem]')]
    const focusItem = (index) => {
      const all = items()
      all[(index + all.length) % all.length].focus()
    }
    const open = (index) => {
      menu.hidden = false
      button.setAttribute('aria-expanded', 'true')
      focusItem(index)
    }
    const close = (refocus) => {
      menu.hidden = true
      button.setAttribute('aria-expanded', 'false')
      if (refocus) button.focus()
    }
    for (const item of items()) item.tabIndex = -1
    button.addEventListener('click', () => (menu.hidden ? open(0) : close(false)))
    button.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        open(event.key === 'ArrowDown' ? 0 : -1)
      }
    })
    menu.addEventListener('keydown', (event) => {
      const index = items().indexOf(document.activeElement)
      const moves = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 }
      if (event.key in moves) {
        event.preventDefault()
        focusItem(moves[event.key])
      } else if (event.key === 'Escape') {
        event.preventDefault()
        close(true)
      } else if (event.key === 'Tab') {
        close(false)
      }
    })
    document.addEventListener('click', (event) => {
      if (!menu.hidden && !menu.contains(event.target) && !button.contains(event.target)) close(false)
    })
  }
`

const START_SCRIPT = `
  const login = byId('login-form')
  if (login) setUpLogin(login)
  const logout = byId('logout')
  if (logout) setUpLogout(logout)
  const menuButton = byId('org-menu-button')
  if (menuButton) setUpMenu(menuButton, byId('org-menu'))
  const tokens = byId('tokens-page')
  if (tokens) setUpTokens(tokens)
  const accounts = byId('accounts-page')
  if (accounts) setUpAccounts(accounts)
  const ask = byId('ask-page')
  if (ask) setUpAsk(ask)
`

/** The script served at `/web/page.js` for every page (a file, so the CSP needs no 'unsafe-inline'). */
export const PAGE_SCRIPT = `'use strict'
;(() => {${COMMON_SCRIPT}${TOKENS_SCRIPT}${ACCOUNTS_SCRIPT}${ANSWER_SCRIPT}${ASK_SCRIPT}${START_SCRIPT}})()
`
