import { html } from 'hono/html'
import type { PageNav } from './org-menu.js'
import { type Html, pageLayout } from './page-layout.js'
import { VENDOR_SCRIPTS } from './vendor-assets.js'

/**
 * Ask questions of the organization's artifacts: pick a collection and artifacts or upload a
 * file, ask, and read each answer as the Messages API gives it (restated question, text, the
 * result table, the SQL folded, a chart when the reply carries one). Earlier answers stay listed.
 */
export function askPage(nav: PageNav, mayUpload: boolean): Html {
  return pageLayout(
    'Ask',
    html`<main id="ask-page" class="wide" data-org="${nav.org.slug}">
<h1>Ask a question</h1>
<div class="ask-grid">
<section class="card" aria-labelledby="data-heading">
<h2 id="data-heading">Data</h2>
<label for="collection">Collection</label>
<select id="collection"><option value="">All collections</option></select>
<fieldset id="artifacts" aria-busy="true">
<legend>Artifacts</legend>
<p id="no-artifacts" class="muted">No artifacts yet: upload a file.</p>
</fieldset>
<form id="upload-form" ${mayUpload ? '' : 'hidden'}>
<h3>Upload a file</h3>
<label for="upload-file">File (CSV, Excel, ODS, JSON, Parquet, PDF)</label>
<input id="upload-file" name="file" type="file" required>
<p class="hint">It goes into the chosen collection (<code>uploads</code> when none is chosen) as an artifact named after the file.</p>
<button type="submit" id="upload-button">Upload</button>
<progress id="upload-progress" max="100" value="0" aria-label="Upload progress" hidden></progress>
<p id="upload-status" role="status" aria-live="polite"></p>
<p id="upload-error" class="error" role="alert" hidden></p>
</form>
${mayUpload ? '' : html`<p class="hint">Uploading needs the Developer role or higher.</p>`}
</section>
<section aria-labelledby="question-heading">
<h2 id="question-heading" class="visually-hidden">Ask and read the answers</h2>
<form id="ask-form" class="ask-form">
<label for="question">Question</label>
<div class="inline"><input id="question" name="question" autocomplete="off" placeholder="e.g. total revenue by month" required>
<button type="submit" id="ask-button">Ask</button></div>
<p id="ask-error" class="error" role="alert" hidden></p>
</form>
<div id="answers" role="log" aria-label="Answers"></div>
</section>
</div>
</main>`,
    { nav, scripts: VENDOR_SCRIPTS },
  )
}
