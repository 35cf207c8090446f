#!/usr/bin/env node
// Proves the README's library example runs from the package as a user installs it: `npm pack`,
// `npm install <tarball>` into a new project outside the repository, then the example block of
// "Use it as a library", unchanged, against a copy of fixtures/sales.csv.
// Usage: npm run check:pack   (about a minute; needs the registry or npm's cache for dependencies)
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const repo = resolve(import.meta.dirname, '..')
const readme = readFileSync(join(repo, 'README.md'), 'utf8')
const section = readme.slice(readme.indexOf('## Use it as a library'))
const example = /```ts\n([\s\S]*?)```/.exec(section)?.[1]
if (!example?.includes("from 'tally'")) throw new Error('README: no library example found')

const work = mkdtempSync(join(tmpdir(), 'tally-pack-'))
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
try {
  const tarball = run('npm', ['pack', '--silent', '--pack-destination', work], repo).trim().split('\n').at(-1)
  const project = join(work, 'project')
  mkdirSync(join(project, 'fixtures'), { recursive: true })
  writeFileSync(
    join(project, 'package.json'),
    '{ "name": "uses-tally", "private": true, "type": "module" }\n',
  )
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, tarball)], project)
  copyFileSync(join(repo, 'fixtures', 'sales.csv'), join(project, 'fixtures', 'sales.csv'))
  writeFileSync(join(project, 'example.mjs'), example)
  const output = run('node', ['example.mjs'], project)
  // The example prints the restated question, is_error and the answer.
  if (!/Average of revenue by region false /.test(output)) throw new Error(`unexpected output:\n${output}`)
  process.stdout.write(`README example ran from ${tarball}:\n${output}`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
