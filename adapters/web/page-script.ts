/**
 * The script served at `/web/page.js` for both pages (served as a file so the CSP needs no
 * 'unsafe-inline'). It calls the `/api/v1` routes with the session cookie; the browser adds our
 * Origin to POST and DELETE, which is what the API's CSRF check wants. Text from the server only
 * ever reaches the page through `textContent` and `value`.
 */
export const PAGE_SCRIPT = `'use strict'
;(() => {
  const byId = (id) => document.getElementById(id)

  async function api(method, path, org, body) {
    const headers = { 'x-org': org }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const init = { method, headers, credentials: 'same-origin' }
    if (body !== undefined) init.body = JSON.stringify(body)
    return fetch(path, init)
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
    element.textContent = text
    element.hidden = text === ''
  }

  function setUpLogin(form) {
    const error = byId('login-error')
    form.addEventListener('submit', async (event) => {
      event.preventDefault()
      const button = form.querySelector('button[type=submit]')
      show(error, '')
      button.disabled = true
      try {
        const response = await api('POST', '/api/v1/auth/login', 'default', {
          email: byId('email').value.trim(),
          password: byId('password').value,
        })
        if (response.ok) return location.assign('/tokens')
        if (response.status === 401) show(error, 'Wrong email or password.')
        else if (response.status === 400) show(error, 'Enter your email and password.')
        else show(error, await problem(response))
      } catch {
        show(error, 'The server could not be reached.')
      } finally {
        button.disabled = false
      }
    })
  }

  function setUpLogout(button) {
    button.addEventListener('click', async () => {
      // Logout needs an x-org header like every /api route; any organization will do.
      await api('POST', '/api/v1/auth/logout', 'default').catch(() => undefined)
      location.assign('/login')
    })
  }

  const shortTime = (iso) => iso.slice(0, 10) + ' ' + iso.slice(11, 16) + ' UTC'

  function cell(row, content) {
    const td = row.insertCell()
    if (typeof content === 'string') td.textContent = content
    else td.append(content)
    return td
  }

  function timeElement(iso) {
    const element = document.createElement('time')
    element.dateTime = iso
    element.textContent = shortTime(iso)
    return element
  }

  function addRow(tbody, token) {
    const row = tbody.insertRow()
    row.dataset.tokenId = token.id
    cell(row, token.name).className = 'name'
    cell(row, timeElement(token.created_at))
    const never = document.createElement('span')
    never.className = 'muted'
    never.textContent = 'never'
    cell(row, never)
    const revoke = document.createElement('button')
    revoke.type = 'button'
    revoke.className = 'danger'
    revoke.textContent = 'Revoke'
    revoke.dataset.revoke = token.id
    revoke.dataset.name = token.name
    cell(row, revoke).className = 'actions'
  }

  function setUpTokens(page) {
    const org = page.dataset.org
    const tbody = byId('tokens').tBodies[0]
    const empty = byId('no-tokens')
    const panel = byId('new-token')
    const secret = byId('new-secret')
    const copyStatus = byId('copy-status')
    const createError = byId('create-error')
    const revokeError = byId('revoke-error')
    const refreshEmpty = () => { empty.hidden = tbody.rows.length > 0 }
    const signedOut = (response) => response.status === 401 && (location.assign('/login'), true)

    byId('org').addEventListener('change', () => byId('org-form').requestSubmit())

    const form = byId('create-form')
    form.addEventListener('submit', async (event) => {
      event.preventDefault()
      const name = byId('token-name').value.trim()
      show(createError, '')
      if (name === '') return show(createError, 'Give the token a name.')
      const button = form.querySelector('button[type=submit]')
      button.disabled = true
      try {
        const response = await api('POST', '/api/v1/tokens', org, { name })
        if (signedOut(response)) return
        if (response.status !== 201) return show(createError, await problem(response))
        const token = await response.json()
        secret.value = token.token
        show(copyStatus, '')
        panel.hidden = false
        addRow(tbody, token)
        refreshEmpty()
        form.reset()
        secret.focus()
        secret.select()
      } catch {
        show(createError, 'The server could not be reached.')
      } finally {
        button.disabled = false
      }
    })

    byId('copy-secret').addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(secret.value)
      } catch {
        secret.select()
        document.execCommand('copy')
      }
      show(copyStatus, 'Copied to the clipboard.')
    })

    byId('hide-secret').addEventListener('click', () => {
      secret.value = ''
      panel.hidden = true
    })

    tbody.addEventListener('click', async (event) => {
      const button = event.target.closest('button[data-revoke]')
      if (!button) return
      const question = 'Revoke the token "' + button.dataset.name + '"? Programs using it stop working at once.'
      if (!confirm(question)) return
      show(revokeError, '')
      button.disabled = true
      try {
        const response = await api('DELETE', '/api/v1/tokens/' + encodeURIComponent(button.dataset.revoke), org)
        if (signedOut(response)) return
        if (response.status !== 204 && response.status !== 404) return show(revokeError, await problem(response))
        button.closest('tr').remove()
        refreshEmpty()
      } catch {
        show(revokeError, 'The server could not be reached.')
      } finally {
        button.disabled = false
      }
    })
  }

  const login = byId('login-form')
  if (login) setUpLogin(login)
  const logout = byId('logout')
  if (logout) setUpLogout(logout)
  const tokens = byId('tokens-page')
  if (tokens) setUpTokens(tokens)
})()
`
