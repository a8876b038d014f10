/**
 * Gatsby requires gatsby-config and gatsby-node, and every package they import, at every start; a warm start of
 * `gatsby develop` parses no Markdown, so the Markdown, MDX and math packages are loaded at their first use
 * (src/shell/lazyPackage.ts, src/shell/markdown.ts). A static import of one of them anywhere under those two files
 * brings the cost back: this test loads them in a fresh process and lists what Node's loader was asked for.
 */
import test from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(__dirname, '../../..')
const LAZY = ['unified', 'remark-parse', 'remark-mdx', 'remark-gfm', 'remark-math', 'remark-rehype', 'rehype-stringify', 'hast-util-to-jsx-runtime', 'katex']

/** The package names Node's loader was asked for while `script` ran after loading gatsby-config and gatsby-node. */
function packagesLoaded(script: string): Set<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helios-lazy-'))
  const hook = path.join(dir, 'hook.cjs')
  fs.writeFileSync(
    hook,
    `const Module = require('module'); const load = Module._load; const asked = new Set()
Module._load = function (request) { asked.add(request); return load.apply(this, arguments) }
process.on('exit', () => require('fs').writeFileSync(${JSON.stringify(path.join(dir, 'asked.json'))}, JSON.stringify([...asked])))\n`,
  )
  try {
    const run = spawnSync(process.execPath, ['--require', hook, '--import', 'tsx', '-e', `require('./gatsby-config.ts'); require('./gatsby-node.ts'); ${script}`], { cwd: root, encoding: 'utf8' })
    assert.equal(run.status, 0, run.stderr)
    return new Set(JSON.parse(fs.readFileSync(path.join(dir, 'asked.json'), 'utf8')) as string[])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

test('loading gatsby-config and gatsby-node loads no Markdown, MDX or math package', () => {
  const asked = packagesLoaded('')
  assert.deepEqual(LAZY.filter((name) => asked.has(name)), [])
})

test('the first MDX parse, body HTML and formula load the packages they use', () => {
  const asked = packagesLoaded(
    [
      `require('./src/shell/mdxSyntax.ts').parseMdx('# A title\\n')`,
      `require('./src/shell/mdxBody/html.ts').bodyHtml(['p', {}, 'text'], (u) => u)`,
      `require('./src/sections/api/model/math.ts').texToMathTree('x^2', false)`,
    ].join('; '),
  )
  for (const name of ['unified', 'remark-parse', 'remark-mdx', 'remark-gfm', 'remark-math', 'rehype-stringify', 'katex']) assert.ok(asked.has(name), `${name} was not loaded`)
})
