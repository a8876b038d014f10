import { test } from 'node:test'
import assert from 'node:assert/strict'
import { changesTwinBlocks, type ChangesTwinEntry } from '../../../src/sections/api/node/changesTwin'
import { twinMarkdown } from '../../../src/shell/markdownTwin'
import { siteUrlOf } from '../../../src/shell/markdownTwin'

const entry = (e: Partial<ChangesTwinEntry> & Pick<ChangesTwinEntry, 'change' | 'name' | 'namespace' | 'namespaceId'>): ChangesTwinEntry => ({ kind: 'struct', url: null, previousUrl: null, before: null, after: null, note: null, other: null, ...e })

test("a changes page's twin: its title, one heading per namespace in the page's order, each entry linked in both versions", () => {
  const md = twinMarkdown(changesTwinBlocks({
    version: 'current',
    previous: '0.2.0',
    path: '/docs/helios/changes/',
    title: 'Changes in Next',
    summary: 'What Next changed against 0.2.0: 1 added, 0 removed, 0 renamed, 1 changed, 0 deprecated',
    entries: [
      entry({ change: 'changed', name: 'vtk::detail::run', kind: 'function', namespace: 'vtk::detail', namespaceId: 'ns-vtk-detail', url: '/docs/helios/namespaces/vtk/detail/#run', previousUrl: '/docs/0.2.0/helios/namespaces/vtk/detail/#run', before: 'void run()', after: 'int run()' }),
      entry({ change: 'added', name: 'vtk_detail::Helper', namespace: 'vtk_detail', namespaceId: 'ns-vtk-detail-2', url: '/docs/helios/structs/vtk-detail/helper/' }),
    ],
  }))
  assert.match(md, /^# Changes in Next\n/)
  assert.deepEqual([...md.matchAll(/^## (.*)$/gm)].map((m) => m[1].replace(/\\(.)/g, '$1')), ['vtk::detail', 'vtk_detail'])
  assert.ok(md.includes(`[\`vtk::detail::run\`](${siteUrlOf('/docs/helios/namespaces/vtk/detail/#run')})`), md)
  assert.ok(md.includes(`[in 0.2.0](${siteUrlOf('/docs/0.2.0/helios/namespaces/vtk/detail/#run')})`), md)
  // The declarations side by side on the page, one after the other here, each under its version.
  assert.match(md, /0\.2\.0:\n\s*```cpp\n\s*void run\(\)\n\s*```\n\s*Next:\n\s*```cpp\n\s*int run\(\)\n/)
  assert.ok(md.includes(`[\`vtk_detail::Helper\`](${siteUrlOf('/docs/helios/structs/vtk-detail/helper/')})`), md)
})
