/**
 * The Ask page: the organization's collections and artifacts (`GET /api/gpt/v1/artifacts/list`),
 * a multipart upload with a progress bar, and questions sent to `POST /api/gpt/v1/messages` with
 * the chosen collection and artifacts as `tool_context`. Answers stay listed, newest first.
 * Loads of the list overlap (the first load and the one after an upload): only the answer to the
 * latest request is drawn, and the artifacts are `aria-busy` until that answer is on the page.
 * Questions overlap too (a suggestion pressed while one is asked): answers go in the order asked,
 * and only the reply to the latest question clears what is being typed.
 */
export const ASK_SCRIPT = `
  const artifactId = (fileName) =>
    (fileName.replace(/\\.[^.]*$/, '').replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^[^A-Za-z0-9]+/, '') || 'upload').slice(0, 120)

  function setUpAsk() {
    const collectionSelect = byId('collection')
    const fieldset = byId('artifacts')
    const answers = byId('answers')
    const askForm = byId('ask-form')
    const questionInput = byId('question')
    const askError = byId('ask-error')
    let artifacts = []
    let latest = 0
    let asked = 0

    function renderArtifacts(selected) {
      const collection = collectionSelect.value
      for (const old of fieldset.querySelectorAll('.artifact')) old.remove()
      const shown = artifacts.filter((a) => collection === '' || a.collection === collection)
      byId('no-artifacts').hidden = shown.length > 0
      for (const a of shown) {
        const label = element('label', undefined, 'artifact')
        const box = element('input')
        box.type = 'checkbox'
        box.value = a.artifact
        box.dataset.collection = a.collection
        box.checked = selected ? selected.includes(a.artifact) : false
        box.disabled = collection === ''
        const tables = a.tables.map((t) => t.rows + ' rows').join(', ')
        label.append(box, ' ' + a.artifact, element('span', (collection === '' ? ' in ' + a.collection + ', ' : ' ') + tables, 'muted'))
        fieldset.append(label)
      }
    }

    async function loadArtifacts(choose) {
      const request = ++latest
      const current = () => request === latest
      fieldset.setAttribute('aria-busy', 'true')
      try {
        const response = await api('GET', '/api/gpt/v1/artifacts/list')
        if (!current()) return
        if (!response.ok) throw new Error(await problem(response))
        const list = await response.json()
        if (!current()) return
        artifacts = list.data.map((d) => ({ artifact: d.artifact, collection: d.doc_metadata.collection, tables: d.doc_metadata.tables }))
        const collections = [...new Set(artifacts.map((a) => a.collection))]
        const keep = choose ? choose.collection : collectionSelect.value
        collectionSelect.replaceChildren(element('option', 'All collections'))
        collectionSelect.options[0].value = ''
        for (const name of collections) {
          const option = element('option', name)
          option.value = name
          collectionSelect.append(option)
        }
        collectionSelect.value = collections.includes(keep) ? keep : ''
        renderArtifacts(choose ? [choose.artifact] : undefined)
      } catch (e) {
        if (current()) throw e
      } finally {
        if (current()) fieldset.setAttribute('aria-busy', 'false')
      }
    }

    collectionSelect.addEventListener('change', () => renderArtifacts())

    function toolContext() {
      const collection = collectionSelect.value
      if (collection === '') return undefined
      const chosen = [...fieldset.querySelectorAll('.artifact input:checked')].map((box) => box.value)
      const filter = chosen.length > 0 ? { collection, artifacts: chosen } : { collection }
      return [{ type: 'ingested_artifact', context_filter: filter }]
    }

    async function ask(question) {
      const order = ++asked
      show(askError, '')
      const button = byId('ask-button')
      button.disabled = true
      try {
        const body = { model: 'tally', max_tokens: 1024, messages: [{ role: 'user', content: question }] }
        const context = toolContext()
        if (context) body.tool_context = context
        const response = await api('POST', '/api/gpt/v1/messages', body)
        if (!response.ok) return show(askError, await problem(response))
        const reply = await response.json()
        const article = renderReply(question, reply, (suggested) => {
          questionInput.value = suggested
          ask(suggested)
        })
        article.dataset.asked = String(order)
        const older = [...answers.children].find((a) => Number(a.dataset.asked) < order)
        answers.insertBefore(article, older || null)
        if (order === asked) questionInput.value = ''
      } catch (e) {
        failed(askError, e)
      } finally {
        button.disabled = false
        questionInput.focus()
      }
    }

    askForm.addEventListener('submit', (event) => {
      event.preventDefault()
      const question = questionInput.value.trim()
      if (question === '') return show(askError, 'Type a question first.')
      ask(question)
    })

    const uploadForm = byId('upload-form')
    const progress = byId('upload-progress')
    const uploadStatus = byId('upload-status')
    const uploadError = byId('upload-error')
    uploadForm.addEventListener('submit', (event) => {
      event.preventDefault()
      const file = byId('upload-file').files[0]
      show(uploadError, '')
      if (!file) return show(uploadError, 'Choose a file first.')
      const collection = collectionSelect.value || 'uploads'
      const artifact = artifactId(file.name)
      const form = new FormData()
      form.append('collection', collection)
      form.append('artifact', artifact)
      form.append('file', file, file.name)
      const request = new XMLHttpRequest()
      request.open('POST', '/api/gpt/v1/artifacts/ingest')
      request.setRequestHeader('x-org', pageOrg)
      request.upload.addEventListener('progress', (e) => {
        if (e.lengthComputable) progress.value = Math.round((100 * e.loaded) / e.total)
      })
      const done = () => {
        byId('upload-button').disabled = false
        progress.hidden = true
      }
      request.addEventListener('load', async () => {
        done()
        if (request.status === 401) return void toLogin()
        if (request.status !== 200) {
          let message = 'The upload failed (HTTP ' + request.status + ').'
          try { message = JSON.parse(request.responseText).error.message } catch {}
          return show(uploadError, message)
        }
        const tables = JSON.parse(request.responseText).data[0].doc_metadata.tables
        const rows = tables.reduce((sum, t) => sum + t.rows, 0)
        uploadForm.reset()
        try { await loadArtifacts({ collection, artifact }) } catch (e) { failed(uploadError, e) }
        show(uploadStatus, 'Uploaded ' + file.name + ' as ' + artifact + ' in ' + collection + ': ' + rows + ' rows. Ask a question about it.')
        questionInput.focus()
      })
      request.addEventListener('error', () => { done(); show(uploadError, 'The server could not be reached.') })
      byId('upload-button').disabled = true
      progress.value = 0
      progress.hidden = false
      show(uploadStatus, 'Uploading ' + file.name + '…')
      request.send(form)
    })

    loadArtifacts().catch((e) => failed(askError, e))
  }
`
