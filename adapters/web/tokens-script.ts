/** The API Token dashboard: create (the secret shown once), copy, revoke after a confirm(). */
export const TOKENS_SCRIPT = `
  const shortTime = (iso) => iso.slice(0, 10) + ' ' + iso.slice(11, 16) + ' UTC'

  function timeElement(iso) {
    const node = element('time', shortTime(iso))
    node.dateTime = iso
    return node
  }

  function addTokenRow(tbody, token) {
    const row = tbody.insertRow()
    row.dataset.tokenId = token.id
    const name = row.insertCell()
    name.className = 'name'
    name.textContent = token.name
    row.insertCell().append(timeElement(token.created_at))
    row.insertCell().append(element('span', 'never', 'muted'))
    const revoke = element('button', undefined, 'icon danger')
    revoke.type = 'button'
    revoke.setAttribute('aria-label', 'Revoke')
    revoke.title = 'Revoke ' + token.name
    revoke.dataset.revoke = token.id
    revoke.dataset.name = token.name
    revoke.append(byId('trash-icon').content.cloneNode(true))
    const actions = row.insertCell()
    actions.className = 'actions'
    actions.append(revoke)
  }

  function setUpTokens() {
    const table = byId('tokens')
    const tbody = table ? table.tBodies[0] : undefined
    const form = byId('create-form')
    if (!form || !tbody) return
    const opener = byId('create-open')
    const panel = byId('new-token')
    const secret = byId('new-secret')
    const createError = byId('create-error')
    const revokeError = byId('revoke-error')
    const revokeStatus = byId('revoke-status')
    const refreshEmpty = () => { byId('no-tokens').hidden = tbody.rows.length > 0 }

    opener.addEventListener('click', () => {
      form.hidden = false
      opener.hidden = true
      byId('token-name').focus()
    })
    const closeForm = () => {
      form.reset()
      form.hidden = true
      opener.hidden = false
    }
    byId('create-cancel').addEventListener('click', () => { closeForm(); opener.focus() })

    form.addEventListener('submit', async (event) => {
      event.preventDefault()
      const name = byId('token-name').value.trim()
      show(createError, '')
      if (name === '') return show(createError, 'Give the token a name.')
      const button = form.querySelector('button[type=submit]')
      button.disabled = true
      try {
        const response = await api('POST', '/api/v1/tokens', { name })
        if (response.status !== 201) return show(createError, await problem(response))
        const token = await response.json()
        secret.value = token.token
        show(byId('copy-status'), '')
        show(revokeStatus, '')
        panel.hidden = false
        addTokenRow(tbody, token)
        refreshEmpty()
        closeForm()
        secret.focus()
        secret.select()
      } catch (e) {
        failed(createError, e)
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
      show(byId('copy-status'), 'Copied to the clipboard.')
    })

    byId('hide-secret').addEventListener('click', () => {
      secret.value = ''
      panel.hidden = true
      opener.focus()
    })

    tbody.addEventListener('click', async (event) => {
      const button = event.target.closest('button[data-revoke]')
      if (!button) return
      const name = button.dataset.name
      if (!confirm('Revoke the token "' + name + '"? Programs using it stop working at once.')) return
      show(revokeError, '')
      button.disabled = true
      try {
        const response = await api('DELETE', '/api/v1/tokens/' + encodeURIComponent(button.dataset.revoke))
        if (response.status !== 204 && response.status !== 404) return show(revokeError, await problem(response))
        button.closest('tr').remove()
        refreshEmpty()
        show(revokeStatus, 'The token "' + name + '" is revoked: it no longer works.')
        opener.focus()
      } catch (e) {
        failed(revokeError, e)
      } finally {
        button.disabled = false
      }
    })
  }
`
