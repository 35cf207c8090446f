/** The stylesheet served at `/web/page.css`: system fonts, one accent colour, readable widths. */
export const PAGE_STYLE = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328; background: #f6f7f9; }
.bar { display: flex; justify-content: space-between; align-items: center; background: #1f2a44; color: #fff; padding: 10px 24px; }
.brand { font-weight: 600; letter-spacing: 0.02em; }
main { max-width: 860px; margin: 24px auto; padding: 0 24px; }
main.narrow { max-width: 420px; }
h1 { font-size: 24px; margin: 8px 0 16px; }
h2 { font-size: 17px; margin: 0 0 12px; }
section { margin: 20px 0; }
.card { background: #fff; border: 1px solid #d8dde3; border-radius: 8px; padding: 16px 20px; }
label { display: block; font-weight: 600; margin: 12px 0 4px; }
.inline { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.inline label { margin: 0 4px 0 0; }
input, select { font: inherit; padding: 7px 10px; border: 1px solid #b8c0ca; border-radius: 6px; background: #fff; }
#login-form input { width: 100%; }
#token-name { flex: 1 1 240px; }
button { font: inherit; padding: 7px 14px; border: 1px solid #2456c9; border-radius: 6px; background: #2a62e0; color: #fff; cursor: pointer; }
button:hover { background: #2456c9; }
button:disabled { opacity: 0.6; cursor: default; }
button.secondary { background: #fff; color: #1f2328; border-color: #b8c0ca; }
button.danger { background: #fff; color: #b42318; border-color: #e3a29c; padding: 4px 10px; }
button.danger:hover { background: #fdecea; }
button.link { background: none; border: none; color: #2a62e0; padding: 0; text-decoration: underline; }
#login-form button { margin-top: 16px; width: 100%; }
table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #d8dde3; border-radius: 8px; }
th, td { text-align: left; padding: 9px 12px; border-bottom: 1px solid #e6e9ed; }
th { font-size: 13px; color: #57606a; font-weight: 600; }
td.name { word-break: break-word; }
td.actions { text-align: right; width: 1%; }
.secret { margin-top: 14px; padding: 12px 14px; background: #fff8e1; border: 1px solid #f0c36d; border-radius: 6px; }
.secret p { margin: 0 0 8px; }
#new-secret { flex: 1 1 320px; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.account { font-size: 14px; color: #d5dbe6; }
.account button.link { color: #fff; margin-left: 10px; }
.hint, .muted { color: #57606a; }
.hint { font-size: 14px; }
.error { color: #b42318; margin: 10px 0 0; }
.notice { background: #fff; border: 1px solid #d8dde3; border-left: 4px solid #2a62e0; padding: 10px 14px; border-radius: 6px; }
code { white-space: nowrap; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; background: #eef1f4; padding: 1px 4px; border-radius: 4px; }
[hidden] { display: none !important; }
`
