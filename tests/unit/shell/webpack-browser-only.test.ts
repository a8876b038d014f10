import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { BROWSER_BUNDLE_CONSTANT, BROWSER_ONLY_MODULES, RecordStylesheets, STYLESHEETS_CONSTANT, onCreateWebpackConfig } from '../../../src/shell/webpack'

const root = path.resolve(__dirname, '../../..')

class Define {
  constructor(readonly definitions: object) {}
}
class CssExtraction {
  constructor(readonly options: object) {}
}

/** The webpack config the site's hook leaves for a stage of Gatsby's (a minimal one Gatsby would make). */
function configFor(stage: string): { resolve: { alias: Record<string, string> }; plugins?: unknown[] } {
  let replaced: { resolve: { alias: Record<string, string> }; plugins?: unknown[] } | undefined
  onCreateWebpackConfig({
    stage,
    getConfig: () => ({ module: { rules: [] }, output: {}, resolve: { alias: {} }, plugins: [new CssExtraction({})] }),
    actions: { setWebpackConfig: () => {}, replaceWebpackConfig: (c: never) => (replaced = c) },
    plugins: { extractText: (options: object) => new CssExtraction(options), define: (definitions: object) => new Define(definitions) },
  } as never)
  return replaced!
}
const aliasesFor = (stage: string) => configFor(stage).resolve.alias

/** The browser bundle's compilation emitting these assets, as Gatsby builds it before the HTML renderer. */
function browserBundleEmits(assets: string[]): void {
  const recorder = (configFor('build-javascript').plugins ?? []).find((p): p is RecordStylesheets => p instanceof RecordStylesheets)
  assert.ok(recorder, 'the browser bundle records its stylesheets')
  recorder.apply({ hooks: { afterEmit: { tap: (_name, fn) => fn({ getAssets: () => assets.map((name) => ({ name })) }) } } })
}
browserBundleEmits(['app-1a2b.js', 'styles.9f8e.css', 'component---x-77.css'])

test('the HTML renderer gets a stub for each browser-only module; the browser bundle gets the module', () => {
  const html = aliasesFor('build-html')
  const js = aliasesFor('build-javascript')
  for (const file of BROWSER_ONLY_MODULES) {
    assert.ok(fs.existsSync(path.join(root, file)), `${file} exists`)
    const key = `${path.join(root, file.replace(/\.tsx?$/, ''))}$`
    assert.match(html[key] ?? '', /browserOnlyStub\.ts$/, file)
    assert.equal(js[key], undefined)
  }
})

/** Every file under `dir` whose name `accept` takes. */
function filesUnder(dir: string, accept: RegExp, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) filesUnder(p, accept, out)
    else if (accept.test(e.name)) out.push(p)
  }
  return out
}

test('browser-only modules are reached through import() alone, so the server never renders them', () => {
  const sources = [...filesUnder(path.join(root, 'src'), /\.(tsx?|mdx?)$/), ...filesUnder(path.join(root, 'content'), /\.(tsx?|mdx?)$/)]
  for (const file of BROWSER_ONLY_MODULES) {
    const base = path.basename(file).replace(/\.tsx?$/, '')
    const dynamic: string[] = []
    for (const src of sources) {
      const text = fs.readFileSync(src, 'utf8')
      // Every import or re-export naming the module by a relative path ending in its name.
      for (const m of text.matchAll(new RegExp(String.raw`(import\s*\(\s*(?:/\*[^*]*\*/\s*)?|from\s+|import\s+)['"]([^'"]*/${base})['"]`, 'g'))) {
        if (path.resolve(path.dirname(src), m[2]!) !== path.join(root, file.replace(/\.tsx?$/, ''))) continue
        if (m[1]!.startsWith('import') && m[1]!.includes('(')) dynamic.push(path.relative(root, src))
        else if (!/^import\s+type\b/.test(text.slice(m.index!, m.index! + 12))) assert.fail(`${path.relative(root, src)} imports ${file} statically`)
      }
    }
    assert.ok(dynamic.length > 0, `${file} is loaded somewhere with import()`)
  }
})

test("the browser bundle's CSS extraction evaluates CSS modules in the compilation (no child compilations), and says so when Gatsby's plugin is not there", () => {
  const pluginsFor = (plugins: unknown[]) => {
    let replaced: { plugins: unknown[] } | undefined
    onCreateWebpackConfig({
      stage: 'build-javascript',
      getConfig: () => ({ module: { rules: [] }, output: {}, resolve: { alias: {} }, plugins }),
      actions: { setWebpackConfig: () => {}, replaceWebpackConfig: (c: never) => (replaced = c) },
      plugins: { extractText: (options: object) => new CssExtraction(options), define: (definitions: object) => new Define(definitions) },
    } as never)
    return replaced!.plugins
  }
  const out = pluginsFor([new CssExtraction({ filename: 'x' })]).filter((p) => p instanceof CssExtraction) as CssExtraction[]
  assert.equal(out.length, 1)
  assert.deepEqual(out[0].options, { filename: '[name].[contenthash].css', chunkFilename: '[name].[contenthash].css', experimentalUseImportModule: true, ignoreOrder: true })
  assert.throws(() => pluginsFor([]), /expected one CSS extraction plugin in Gatsby's build-javascript config, found 0/)
})

test('a CSS module class is named from its file and name alone, the same for any module object css-loader is given', async () => {
  const { localIdent } = await import('../../../src/shell/webpack')
  const file = path.join(root, 'src/shell/components/layout/Layout.module.css')
  const name = localIdent({ resourcePath: file }, '[hash]', 'announcementText')
  assert.match(name, /^announcementText-[A-Za-z0-9_-]{4}$/)
  assert.equal(localIdent({ resourcePath: file, _module: { matchResource: '/elsewhere' } } as never, '[local]', 'announcementText'), name)
  assert.notEqual(localIdent({ resourcePath: path.join(root, 'src/shell/components/Sidebar.module.css') }, '', 'announcementText'), name)
  assert.notEqual(localIdent({ resourcePath: file }, '', 'announcementClose'), name)
})

function definitionsFor(stage: string): Record<string, string> {
  const defines = (configFor(stage).plugins ?? []).filter((p): p is Define => p instanceof Define)
  return Object.assign({}, ...defines.map((p) => p.definitions))
}

test('the browser bundles define the constant that drops the HTML renderer’s copy of a code-split body; the HTML renderers do not', () => {
  for (const stage of ['develop', 'build-javascript']) assert.deepEqual(definitionsFor(stage), { [BROWSER_BUNDLE_CONSTANT]: '"true"' }, stage)
  assert.deepEqual(definitionsFor('develop-html'), {})
  assert.equal(definitionsFor('build-html')[BROWSER_BUNDLE_CONSTANT], undefined)
})

test('the HTML renderer of a build is compiled with the stylesheets its browser bundle emitted, so a stylesheet edit alone changes the renderer', () => {
  assert.deepEqual(definitionsFor('build-html'), { [STYLESHEETS_CONSTANT]: JSON.stringify(['component---x-77.css', 'styles.9f8e.css']) })
  browserBundleEmits(['app-1a2b.js', 'styles.0c0d.css'])
  assert.deepEqual(definitionsFor('build-html'), { [STYLESHEETS_CONSTANT]: JSON.stringify(['styles.0c0d.css']) })
  // The server knows the name: gatsby-ssr.tsx reads it where it links the stylesheet.
  assert.match(fs.readFileSync(path.join(root, 'gatsby-ssr.tsx'), 'utf8'), new RegExp(STYLESHEETS_CONSTANT.replace(/\./g, '\\.')))
})

test('each serverRenderedChunk requires on the server the very module its browser side imports', () => {
  const sites: string[] = []
  for (const file of filesUnder(path.join(root, 'src'), /\.tsx?$/)) {
    if (file.endsWith(path.join('components', 'LazyChunk.tsx'))) continue
    const rel = path.relative(root, file)
    for (const call of fs.readFileSync(file, 'utf8').matchAll(/serverRenderedChunk\(([\s\S]*?)\n\)/g)) {
      const server = new RegExp(String.raw`${BROWSER_BUNDLE_CONSTANT.replace(/\./g, '\\.')} \? null : \(require\('([^']+)'\)`).exec(call[1]!)
      const browser = /import\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\)/.exec(call[1]!)
      assert.ok(server && browser, `${rel}: a serverRenderedChunk call names its module with require() behind ${BROWSER_BUNDLE_CONSTANT} and with import()`)
      assert.equal(server[1], browser[1], `${rel}: the server's module and the browser's are one`)
      assert.ok(fs.existsSync(path.resolve(path.dirname(file), `${server[1]}.tsx`)), `${rel}: ${server[1]} exists`)
      sites.push(rel)
    }
  }
  assert.ok(sites.length >= 5, `found ${sites.length} serverRenderedChunk calls`)
})
