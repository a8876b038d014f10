/**
 * A missing clang is an error naming the Debian packages, said once, never a silent fall-back. Simulated through
 * the documented HELIOS_CLANG_PYTHON (the Python that runs clang's bindings): a path that does not exist, Debian's
 * Python without its site packages (so without python3-clang-14's bindings), and the bindings with a libclang that
 * cannot be loaded. Real processes throughout; nothing of another package is patched.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ClangUnavailable, clangMissingMessage, compileBlocks } from '../../../src/sections/api/node/codeLinks/clang'
import { readsOf } from '../prose/helpers'
import { buildCodeLinks } from '../../../src/sections/api/node/codeLinks/build'
import { CODE_LINKS_INCLUDE } from './code-links-fixture'

const request = [{ key: 'k', code: 'int main() { return 0; }', mode: 'unit' as const, includeDir: CODE_LINKS_INCLUDE }]
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'missing-clang-'))

/** An executable script in the temporary folder. */
function executable(name: string, text: string): string {
  const file = path.join(tmp, name)
  fs.writeFileSync(file, text, { mode: 0o755 })
  return file
}

async function failure(python: string): Promise<ClangUnavailable> {
  const e = await compileBlocks(request, null, { python }).then(
    () => assert.fail(`${python} compiled the block`),
    (err: unknown) => err,
  )
  assert.ok(e instanceof ClangUnavailable, `a ClangUnavailable, not ${String(e)}`)
  return e
}

function assertNamesPackages(message: string) {
  assert.match(message, /^\[code links\] /)
  assert.match(message, /install the Debian packages clang-14 and python3-clang-14 \(sudo apt-get install clang-14 python3-clang-14, or bash scripts\/install-system-deps\.sh as root\)/)
  assert.match(message, /HELIOS_CLANG_PYTHON/)
}

test('a Python that does not exist: the message names the path and the packages', async () => {
  const e = await failure('/nonexistent/helios/python3')
  assert.equal(e.message, "/nonexistent/helios/python3, the Python that runs clang's bindings, does not exist")
  assertNamesPackages(clangMissingMessage(e))
})

test("Debian's Python without the bindings (python3-clang-14 not installed): the message says the module is missing", async () => {
  const python = executable('python-without-clang', '#!/bin/sh\nexec /usr/bin/python3 -S "$@"\n')
  const e = await failure(python)
  assert.equal(e.message, `${python} has no clang bindings (No module named 'clang')`)
  assertNamesPackages(clangMissingMessage(e))
})

test('the bindings without a libclang they can load: the message says so', async () => {
  // The real clang_refs.py, run by Debian's Python with the bindings pointed at a library that does not exist.
  const python = executable(
    'python-without-libclang',
    '#!/usr/bin/python3\nimport sys, runpy\nimport clang.cindex\nclang.cindex.Config.set_library_file("/nonexistent/libclang-14.so")\nsys.argv = sys.argv[1:]\nrunpy.run_path(sys.argv[0], run_name="__main__")\n',
  )
  const e = await failure(python)
  assert.match(e.message, /^clang's bindings cannot load libclang \(.*\/nonexistent\/libclang-14\.so/)
  assertNamesPackages(clangMissingMessage(e))
})

test('the build step stops a build with that one message, and says it once when it runs again (gatsby develop)', async () => {
  const saved = process.env.HELIOS_CLANG_PYTHON
  process.env.HELIOS_CLANG_PYTHON = '/nonexistent/helios/python3'
  const errors: string[] = []
  const warnings: string[] = []
  const site = fs.mkdtempSync(path.join(tmp, 'site-'))
  const post = path.join('content', 'devlog', '2025-01-02-code', 'index.mdx')
  const body = 'Code.\n\n```cpp\nint main() { return 0; }\n```\n'
  fs.mkdirSync(path.join(site, path.dirname(post)), { recursive: true })
  fs.writeFileSync(path.join(site, post), `---\ntitle: Code\n---\n${body}`)
  fs.cpSync(CODE_LINKS_INCLUDE, path.join(site, 'engine', 'include'), { recursive: true })
  const graphql = async <T,>(query: string): Promise<{ data: T }> => {
    if (query.includes('allDevlogPost')) return { data: { allDevlogPost: { nodes: [] } } as unknown as T }
    throw new Error(`unexpected query ${query}`)
  }
  const reporter = { warn: (m: string) => warnings.push(m), info: () => {}, panicOnBuild: (m: string) => errors.push(m) }
  const cwd = process.cwd()
  process.chdir(site)
  try {
    const pages = [{ sourcePath: post, title: 'Code', date: '2025-01-02', body }]
    const first = await buildCodeLinks(graphql, reporter, pages, null, undefined, readsOf(graphql, []))
    const again = await buildCodeLinks(graphql, reporter, pages, null, undefined, readsOf(graphql, []))
    assert.equal(errors.length, 1, 'one message')
    assert.match(errors[0], /^\[code links\] \/nonexistent\/helios\/python3, the Python that runs clang's bindings, does not exist\. /)
    assertNamesPackages(errors[0])
    assert.deepEqual(warnings, [], 'no warning beside it')
    assert.deepEqual(first.table.blocks, {}, 'gatsby develop goes on without links')
    assert.deepEqual(again.table.blocks, {})
  } finally {
    process.chdir(cwd)
    if (saved === undefined) delete process.env.HELIOS_CLANG_PYTHON
    else process.env.HELIOS_CLANG_PYTHON = saved
  }
})
