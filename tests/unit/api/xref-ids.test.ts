import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { xrefPayloads } from '../../../src/sections/api/node/nodes'
import { walk } from '../../../src/sections/api/model/doc'

/**
 * Doxygen gives one xrefsect id to every entity that shares the documentation holding it (overrides
 * inheriting their base's, \copydoc): the same "_deprecated000001" three or four times. The list page gives
 * each entity's item an id of its own, and each entity's box links to its own item.
 */
test('xref items shared by several entities get one id each on the list page; boxes link to their own item', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xref-ids-'))
  fs.writeFileSync(path.join(dir, 'a.h'), [
    '/// Base.', 'class Base {', 'public:', '  /// Old.', '  /// \\deprecated use y', '  /// \\todo one', '  /// \\todo two', '  virtual void x();', '};',
    '/// D1.', 'class D1 : public Base { public: void x() override; };',
    '/// D2.', 'class D2 : public Base { public: void x() override; };',
    '/// Copy.', '/// \\copydoc Base::x()', 'void free1();', '',
  ].join('\n'))
  const input = `INPUT = a.h\nGENERATE_XML = YES\nGENERATE_HTML = NO\nGENERATE_LATEX = NO\nQUIET = YES\nWARNINGS = NO\nEXTRACT_ALL = YES\nOUTPUT_DIRECTORY = ${dir}/out\n`
  const r = spawnSync('doxygen', ['-'], { cwd: dir, input, encoding: 'utf8' })
  assert.equal(r.status, 0, r.stderr)
  const model = readDoxygenFolder(path.join(dir, 'out', 'xml'))
  const routes = buildRoutes(model, '/docs/x/')
  resolveAll(model, routes, () => {})
  const items = xrefPayloads(model, routes)
  const deprecated = items.filter((x) => x.list === 'deprecated')
  assert.equal(deprecated.length, 4, 'Base::x, D1::x, D2::x and free1 each carry the deprecated item')
  assert.equal(new Set(deprecated.map((x) => x.anchor)).size, 4, `ids on the list page: ${deprecated.map((x) => x.anchor).join(', ')}`)
  assert.equal(new Set(deprecated.map((x) => x.ownerId)).size, 4)
  // Each member's box links to the entry of that member.
  for (const m of model.members.values()) {
    walk(m.detailed, (n) => {
      if (n.t !== 'xref' || n.kind !== 'deprecated') return
      const own = deprecated.find((x) => x.ownerId === m.id)
      assert.ok(own, m.qualifiedName)
      assert.equal(n.href, `/docs/x/pages/deprecated/#${own.anchor}`)
    })
  }
  fs.rmSync(dir, { recursive: true, force: true })
})
