/**
 * The Accounts page: `GET /api/v1/account` a page at a time (page size, previous/next, the total
 * from `X-Total-Count`), and a role per account changed with `POST /api/v1/account/{id}`.
 * Loads overlap (the first load and a page-size change, a quick second click): only the answer to
 * the latest request is shown, and the table is `aria-busy` until that answer is on the page.
 */
export const ACCOUNTS_SCRIPT = `
  const WORKSPACE_ROLES = ['Basic', 'Developer', 'Admin', 'SuperAdmin']
  const mainRole = (roles) => [...WORKSPACE_ROLES].reverse().find((role) => roles.includes(role)) || 'Basic'

  function setUpAccounts(page) {
    if (page.dataset.editable !== 'true') return
    const grantable = page.dataset.grantable.split(' ').filter(Boolean)
    const table = byId('accounts')
    const tbody = table.tBodies[0]
    const sizeSelect = byId('page-size')
    const previous = byId('page-previous')
    const next = byId('page-next')
    const error = byId('accounts-error')
    const status = byId('accounts-status')
    let pageNumber = 1
    let latest = 0

    function roleCell(row, account) {
      const current = mainRole(account.roles)
      const select = element('select')
      select.setAttribute('aria-label', 'Role of ' + account.email)
      const offered = grantable.includes(current) ? grantable : [current, ...grantable]
      for (const role of WORKSPACE_ROLES.filter((r) => offered.includes(r))) {
        const option = element('option', role)
        option.value = role
        option.selected = role === current
        select.append(option)
      }
      select.disabled = !grantable.includes(current)
      const save = element('button', 'Save', 'secondary')
      save.type = 'button'
      save.setAttribute('aria-label', 'Save role of ' + account.email)
      save.disabled = true
      select.addEventListener('change', () => { save.disabled = select.value === current })
      save.addEventListener('click', async () => {
        show(error, '')
        show(status, '')
        save.disabled = true
        const kept = account.roles.filter((role) => !WORKSPACE_ROLES.includes(role))
        try {
          const response = await api('POST', '/api/v1/account/' + encodeURIComponent(account.id), {
            roles: [...kept, select.value],
          })
          if (!response.ok) {
            show(error, await problem(response))
            select.value = current
            return
          }
          show(status, account.email + ' is now ' + select.value + '.')
          await load()
        } catch (e) {
          failed(error, e)
        }
      })
      const controls = element('div', undefined, 'inline')
      controls.append(select, save)
      row.insertCell().append(controls)
    }

    function render(accounts) {
      tbody.replaceChildren()
      for (const account of accounts) {
        const row = tbody.insertRow()
        row.dataset.accountId = account.id
        row.insertCell().textContent = account.name
        row.insertCell().textContent = account.email
        row.insertCell().textContent = account.roles.join(', ')
        roleCell(row, account)
      }
    }

    async function load(wanted = pageNumber) {
      const request = ++latest
      const current = () => request === latest
      table.setAttribute('aria-busy', 'true')
      const size = Number(sizeSelect.value)
      const query = '?page=' + wanted + '&page_size=' + size + '&total_count=true'
      try {
        const response = await api('GET', '/api/v1/account' + query)
        if (!current()) return
        if (!response.ok) return show(error, await problem(response))
        const accounts = await response.json()
        if (!current()) return
        const total = Number(response.headers.get('x-total-count') || accounts.length)
        const pages = Math.max(1, Math.ceil(total / size))
        if (accounts.length === 0 && wanted > 1) return load(pages)
        pageNumber = wanted
        render(accounts)
        const first = total === 0 ? 0 : (pageNumber - 1) * size + 1
        byId('page-info').textContent =
          'Accounts ' + first + '–' + (first + accounts.length - (total === 0 ? 0 : 1)) + ' of ' + total +
          ' (page ' + pageNumber + ' of ' + pages + ')'
        previous.disabled = pageNumber <= 1
        next.disabled = pageNumber >= pages
      } catch (e) {
        if (current()) failed(error, e)
      } finally {
        if (current()) table.setAttribute('aria-busy', 'false')
      }
    }

    sizeSelect.addEventListener('change', () => load(1))
    previous.addEventListener('click', () => load(pageNumber - 1))
    next.addEventListener('click', () => load(pageNumber + 1))
    load()
  }
`
