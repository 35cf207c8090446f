/** The stylesheet served at `/web/page.css`: system fonts, one accent colour, readable widths. */
export const PAGE_STYLE = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328; background: #f6f7f9; }
a { color: #1f56c7; }
:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
.bar { display: flex; gap: 24px; align-items: center; background: #1f2a44; color: #fff; padding: 8px 24px; }
.brand { font-weight: 700; letter-spacing: 0.02em; font-size: 17px; }
.bar nav { flex: 1; }
.bar nav a { color: #fff; text-decoration: none; padding: 6px 10px; border-radius: 6px; }
.bar nav a[aria-current=page], .bar nav a:hover { background: #33416a; }
.org-menu { position: relative; }
#org-menu-button { display: flex; align-items: center; gap: 8px; background: #2b3a5f; border-color: #45557f; }
.logo { display: inline-grid; place-items: center; width: 24px; height: 24px; border-radius: 6px; background: #f5a623; color: #1f2a44; font-weight: 700; }
#org-menu { position: absolute; right: 0; top: calc(100% + 6px); min-width: 240px; background: #fff; color: #1f2328; border: 1px solid #d8dde3; border-radius: 8px; box-shadow: 0 8px 24px rgba(0,0,0,.15); padding: 6px 0; z-index: 10; }
#org-menu [role^=menuitem] { display: block; width: 100%; text-align: left; padding: 7px 16px; color: #1f2328; text-decoration: none; background: none; border: none; border-radius: 0; }
#org-menu [role^=menuitem]:hover, #org-menu [role^=menuitem]:focus { background: #eef2fb; }
#org-menu [aria-checked=true]::after { content: " ✓"; color: #1f56c7; }
#org-menu [role=separator] { border-top: 1px solid #e6e9ed; margin: 6px 0; }
.menu-heading { margin: 4px 16px; font-size: 12px; color: #57606a; text-transform: uppercase; letter-spacing: .04em; }
main { max-width: 900px; margin: 24px auto; padding: 0 24px; }
main.narrow { max-width: 440px; }
main.wide { max-width: 1200px; }
h1 { font-size: 24px; margin: 8px 0 16px; }
h2 { font-size: 17px; margin: 0 0 12px; }
h3 { font-size: 16px; margin: 0 0 6px; }
section { margin: 20px 0; }
.card { background: #fff; border: 1px solid #d8dde3; border-radius: 8px; padding: 16px 20px; }
label { display: block; font-weight: 600; margin: 12px 0 4px; }
.inline { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.inline label { margin: 0 4px 0 0; }
input, select { font: inherit; padding: 7px 10px; border: 1px solid #8c959f; border-radius: 6px; background: #fff; color: #1f2328; }
#login-form input { width: 100%; }
#token-name, #question { flex: 1 1 260px; }
button { font: inherit; padding: 7px 14px; border: 1px solid #1f56c7; border-radius: 6px; background: #1f56c7; color: #fff; cursor: pointer; }
button:hover { background: #1a49a8; }
button:disabled { opacity: 0.6; cursor: default; }
button.secondary { background: #fff; color: #1f2328; border-color: #8c959f; }
button.secondary:hover { background: #f0f2f5; }
button.danger { background: #fff; color: #b42318; border-color: #e3a29c; }
button.danger:hover { background: #fdecea; }
button.icon { padding: 5px 8px; line-height: 0; }
#login-form button { margin-top: 16px; width: 100%; }
table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #d8dde3; }
th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #e6e9ed; vertical-align: middle; }
th { font-size: 13px; color: #57606a; font-weight: 600; background: #f6f8fa; }
td.name { word-break: break-word; }
td.actions { text-align: right; width: 1%; }
.toolbar { display: flex; align-items: center; gap: 10px; margin: 0 0 12px; flex-wrap: wrap; }
.toolbar label { margin: 0; }
.spacer { flex: 1; }
.secret { margin-top: 14px; padding: 12px 14px; background: #fff8e1; border: 1px solid #f0c36d; border-radius: 6px; }
.secret p { margin: 0 0 8px; }
#new-secret { flex: 1 1 320px; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.hint, .muted { color: #57606a; }
.hint { font-size: 14px; }
.error { color: #b42318; margin: 10px 0 0; }
.success { color: #1a7f37; margin: 10px 0; }
.notice { background: #fff; border: 1px solid #d8dde3; border-left: 4px solid #1f56c7; padding: 10px 14px; border-radius: 6px; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; }
code { background: #eef1f4; padding: 1px 4px; border-radius: 4px; }
pre { background: #f6f8fa; padding: 10px 12px; border-radius: 6px; overflow: auto; white-space: pre-wrap; }
.ask-grid { display: grid; grid-template-columns: minmax(240px, 320px) 1fr; gap: 24px; align-items: start; }
.ask-grid > section { margin: 0; }
@media (max-width: 800px) { .ask-grid { grid-template-columns: 1fr; } }
#collection { width: 100%; }
fieldset { border: 1px solid #d8dde3; border-radius: 6px; margin: 12px 0; padding: 6px 12px 10px; }
legend { font-weight: 600; padding: 0 4px; }
label.artifact { font-weight: normal; margin: 6px 0; }
label.artifact .muted { font-size: 13px; }
#upload-form h3 { margin-top: 18px; }
#upload-file { width: 100%; }
#upload-form button { margin-top: 10px; }
progress { width: 100%; margin-top: 8px; }
.ask-form { margin-bottom: 16px; }
.ask-form label { margin-top: 0; }
.answer { margin-bottom: 16px; }
.answer.declined { border-left: 4px solid #d4a72c; }
.restated { margin: 0 0 8px; font-size: 14px; }
.answer-text p { margin: 6px 0; }
.table-wrap { overflow: auto; max-height: 360px; margin: 10px 0; }
table.result td { font-variant-numeric: tabular-nums; }
.chart { margin: 10px 0; overflow-x: auto; }
details summary { cursor: pointer; color: #1f56c7; margin-top: 6px; }
.suggestions { list-style: none; padding: 0; display: flex; flex-direction: column; gap: 6px; align-items: flex-start; }
.suggestion { text-align: left; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
[hidden] { display: none !important; }
`
