// The entry of the CLI's V8 startup snapshot (`node --build-snapshot`, run by
// scripts/build-language-snapshot.mjs): compromise loaded and its tagger warmed by one sentence,
// left on globalThis where src/intent/language-libraries.ts looks first. Loading compromise is
// execution (its tagger builds its lexicon), about 0.5 s of CPU that a snapshot restores in a
// fraction. A snapshot's entry may require only built-in modules, so compromise's CommonJS build
// (one self-contained file) is read and run here.
const { readFileSync } = require('node:fs')

const source = readFileSync(process.env.TALLY_COMPROMISE_FILE, 'utf8')
const module_ = { exports: {} }
new Function('module', 'exports', source)(module_, module_.exports)
const nlp = module_.exports
nlp('how many orders were there in march by region, and which customer spent the most?').json()
globalThis[Symbol.for('tally.compromise')] = nlp
