import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { compoundPayloads, memberPayloads } from '../../../src/sections/api/node/nodes'

/**
 * Doxygen gives a member of a group the group's id prefix ("group__scene_1ga..."), and writes it in both the
 * class's and the group's XML. The class page documents it (its url, so its search record, goes there);
 * the group page lists it and links there.
 */
test("a grouped class member is documented on its class's page; the group page lists it", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-owner-'))
  fs.writeFileSync(path.join(dir, 'a.h'), [
    '/// \\defgroup scene Scene', '',
    'namespace eng {', '/// Instances.', 'class InstanceManager {', 'public:',
    '  /// \\ingroup scene', '  /// Custom parameters.', '  int getNumCustomParams() const;', '};',
    '/// \\ingroup scene', '/// A free function.', 'void reset();', '}', '',
  ].join('\n'))
  const input = `INPUT = a.h\nGENERATE_XML = YES\nGENERATE_HTML = NO\nGENERATE_LATEX = NO\nQUIET = YES\nWARNINGS = NO\nOUTPUT_DIRECTORY = ${dir}/out\n`
  const r = spawnSync('doxygen', ['-'], { cwd: dir, input, encoding: 'utf8' })
  assert.equal(r.status, 0, r.stderr)
  const model = readDoxygenFolder(path.join(dir, 'out', 'xml'))
  const routes = buildRoutes(model, '/docs/x/')
  resolveAll(model, routes, () => {})
  const members = memberPayloads(model, routes)
  const get = members.find((m) => m.name === 'getNumCustomParams')!
  assert.match(get.refid, /^group__scene/, "doxygen's id names the group")
  assert.equal(get.route, '/docs/x/classes/eng/instancemanager/')
  assert.equal(get.url, `/docs/x/classes/eng/instancemanager/#${get.anchor}`)
  assert.equal(get.ownerName, 'eng::InstanceManager')
  const reset = members.find((m) => m.name === 'reset')!
  assert.equal(reset.route, '/docs/x/namespaces/eng/')
  // The group page still lists both (its sections hold their ids), and its page documents neither.
  const group = compoundPayloads(model, routes).find((c) => c.kind === 'group')!
  const listed = group.sections.flatMap((s) => s.memberIds)
  assert.ok(listed.includes(get.refid) && listed.includes(reset.refid))
  assert.ok(members.filter((m) => listed.includes(m.refid)).every((m) => m.route !== group.route))
  fs.rmSync(dir, { recursive: true, force: true })
})
