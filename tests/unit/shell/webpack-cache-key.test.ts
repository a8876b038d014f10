import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { siteCodeVersion } from '../../../src/shell/webpack'
import { generatedTypesFile } from '../../../src/shell/paths'

function site(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-key-'))
  const files: Record<string, string> = {
    'src/shell/remark-plugin.ts': 'export const a = 1\n',
    'gatsby-config.ts': 'export default {}\n',
    'package-lock.json': '{"lockfileVersion":3}\n',
    'content/devlog/post.mdx': '# A post\n',
    'doxygen-xml/classa.xml': '<doxygen/>\n',
  }
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), text)
  }
  return root
}

test("webpack's cache key follows the site's code and lockfile, never its content", () => {
  const root = site()
  const key = siteCodeVersion(root)
  // Content edits (a post, a header's XML) keep the cache: webpack checks those modules' own files.
  fs.writeFileSync(path.join(root, 'content/devlog/post.mdx'), '# A post, edited\n')
  fs.writeFileSync(path.join(root, 'doxygen-xml/classa.xml'), '<doxygen version="2"/>\n')
  assert.equal(siteCodeVersion(root), key)
  // Code that runs while modules compile (a remark plugin), and the installed packages, change it.
  fs.writeFileSync(path.join(root, 'src/shell/remark-plugin.ts'), 'export const a = 2\n')
  const afterCode = siteCodeVersion(root)
  assert.notEqual(afterCode, key)
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}\n')
  assert.notEqual(siteCodeVersion(root), afterCode)
})

test("the query types a build writes into src/ leave the site's code version as it was", () => {
  const root = site()
  const key = siteCodeVersion(root)
  // A fresh clone's first build writes the types; the next build must find its caches (webpack's, the sourcing's).
  fs.writeFileSync(path.join(root, generatedTypesFile), 'declare namespace Queries {}\n')
  assert.equal(siteCodeVersion(root), key)
  fs.writeFileSync(path.join(root, generatedTypesFile), 'declare namespace Queries { type A = 1 }\n')
  assert.equal(siteCodeVersion(root), key)
  // Any other declaration file under src/ is code someone wrote.
  fs.writeFileSync(path.join(root, 'src/modules.d.ts'), 'declare module "x"\n')
  assert.notEqual(siteCodeVersion(root), key)
})
