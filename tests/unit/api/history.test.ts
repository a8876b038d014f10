import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { computeHistory, type ApiHistory, type RenameTable, type SymbolHistory, type VersionModel } from '../../../src/sections/api/model/history'
import { defaultLayout, readRenameTable, readVersionModels, readVersionsFile, VersionsError } from '../../../src/sections/api/model/versions'
import type { Compound, DoxygenModel, Member } from '../../../src/sections/api/model/model'
import type { DocNode } from '../../../src/sections/api/model/doc'

// ---------------------------------------------------------------------------
// The engine's real versions: releases 0.1.0, 0.2.0, 0.3.0 and the current engine.
// ---------------------------------------------------------------------------

const ROOT = path.resolve(__dirname, '../../..')
const layout = defaultLayout(ROOT)
const real = readVersionModels(layout)
const history = computeHistory(real, readRenameTable(layout.renamesFile))

/** The histories of every entity named `name` in `version` (one per overload), with their argument strings. */
function of(version: string, name: string): Array<{ args: string; h: SymbolHistory }> {
  const model = real.find((v) => v.name === version)!.model
  const out: Array<{ args: string; h: SymbolHistory }> = []
  for (const c of model.compounds.values()) if (c.name === name) out.push({ args: '', h: history.get(version, c.id)! })
  for (const m of model.members.values()) if (m.qualifiedName === name) out.push({ args: m.argsString, h: history.get(version, m.id)! })
  assert.ok(out.length > 0, `${name} is not in ${version}`)
  return out
}
const one = (version: string, name: string) => {
  const all = of(version, name)
  assert.equal(all.length, 1, `${name} in ${version}: ${all.length} entities`)
  return all[0].h
}

test('the versions are the releases of versions.json, oldest first, then current', () => {
  assert.deepEqual(readVersionsFile(layout.versionsFile), ['0.3.0', '0.2.0', '0.1.0'])
  assert.deepEqual(history.versions, ['0.1.0', '0.2.0', '0.3.0', 'current'])
  assert.deepEqual(history.warnings, [])
})

test('since: the first release whose XML holds the entity', () => {
  assert.equal(one('current', 'helios::math::vec3').since, '0.1.0')
  assert.equal(one('current', 'helios::math::aabb').since, '0.2.0')
  assert.equal(one('current', 'helios::window::Window').since, '0.2.0')
  assert.equal(one('current', 'helios::event::EventManager').since, '0.3.0')
  assert.equal(one('current', 'helios::app::App::run').since, '0.3.0')
  assert.equal(one('current', 'helios::rendering::Material').since, 'current')
  assert.equal(one('current', 'helios::scene::Snapshot').since, 'current')
  assert.equal(one('current', 'helios::rendering::RenderCommand::model').since, 'current')
  // The same answer on every version's page of one entity.
  for (const v of ['0.1.0', '0.2.0', '0.3.0']) assert.equal(one(v, 'helios::math::vec3').since, '0.1.0')
})

test('overloads are told apart by their parameter types and const', () => {
  const call = of('current', 'helios::math::mat4::operator()')
  assert.equal(call.length, 2)
  for (const c of call) assert.equal(c.h.since, '0.1.0')
  // aabb::transformed() arrived in 0.3.0 beside the old transform(); the two never merge.
  assert.equal(one('current', 'helios::math::aabb::transformed').since, '0.3.0')
})

test('changed: the release that changed a declaration, with the old one', () => {
  const inverse = one('current', 'helios::math::inverse')
  assert.equal(inverse.since, '0.1.0')
  assert.equal(inverse.changes.length, 1)
  assert.equal(inverse.changes[0].version, '0.2.0')
  assert.match(inverse.changes[0].before, /inverse\(const mat4< T > &m\) noexcept$/)
  assert.match(inverse.changes[0].after, /T tolerance=epsilon< T >/)

  const size = one('0.2.0', 'helios::window::Window::framebufferSize')
  assert.deepEqual(
    size.changes.map((c) => [c.version, c.before, c.after]),
    [['0.3.0', 'virtual std::pair< int, int > framebufferSize() const = 0', 'virtual math::vec2i framebufferSize() const = 0']],
  )

  const ctor = one('current', 'helios::app::WindowRenderingController::WindowRenderingController')
  assert.equal(ctor.since, '0.3.0')
  assert.deepEqual(ctor.changes.map((c) => c.version), ['current'])
  assert.doesNotMatch(ctor.changes[0].before, /scene::Scene/)
  assert.match(ctor.changes[0].after, /scene::Scene &scene/)
  // Unchanged entities list no change.
  assert.deepEqual(one('current', 'helios::math::vec3').changes, [])
})

test('deprecated, removed and renamed through a \\deprecated note', () => {
  const transform = one('0.2.0', 'helios::math::aabb::transform')
  assert.equal(transform.since, '0.2.0')
  assert.equal(transform.deprecated?.version, '0.3.0')
  assert.match(transform.deprecated!.note, /use transformed\(\)/)
  assert.equal(transform.removedIn, 'current')
  assert.deepEqual(transform.renamedTo, { version: 'current', name: 'helios::math::aabb::transformed', via: 'deprecation' })

  const count = one('0.1.0', 'helios::util::log::LogManager::loggerCount')
  assert.equal(count.deprecated?.version, '0.2.0')
  assert.equal(count.removedIn, '0.3.0')
  assert.equal(count.renamedTo?.name, 'helios::util::log::LogManager::size')

  const draw = one('0.3.0', 'helios::rendering::RenderingDevice::draw')
  assert.equal(draw.deprecated?.version, '0.3.0')
  assert.equal(draw.removedIn, 'current')
  assert.equal(draw.renamedTo?.name, 'helios::rendering::RenderingDevice::render')
})

test('removed without a successor', () => {
  const mesh = one('0.3.0', 'helios::rendering::RenderCommand::mesh')
  assert.equal(mesh.removedIn, 'current')
  assert.equal(mesh.renamedTo, null)
  assert.equal(mesh.deprecated, null)
  assert.equal(one('0.2.0', 'helios::rendering::RenderingDevice::clear').removedIn, '0.3.0')
  assert.equal(one('current', 'helios::math::vec3').removedIn, null)
})

test('renamed through the rename table: the class and its members, on both sides of the rename', () => {
  const old = one('0.1.0', 'helios::math::Transform')
  assert.deepEqual(old.renamedTo, { version: '0.2.0', name: 'helios::scene::Transform', via: 'rename-table' })
  assert.equal(old.removedIn, null)
  assert.equal(one('0.1.0', 'helios::math::Transform::matrix').renamedTo?.name, 'helios::scene::Transform::matrix')

  for (const v of ['0.2.0', '0.3.0', 'current']) {
    const moved = one(v, 'helios::scene::Transform')
    assert.equal(moved.since, '0.1.0', v)
    assert.deepEqual(moved.renamedFrom, { version: '0.2.0', name: 'helios::math::Transform' })
    assert.equal(moved.renamedTo, null)
  }
  assert.equal(one('current', 'helios::scene::Transform::setRotation').since, '0.1.0')
})

test('every entity of every version has a history that is consistent with its version', () => {
  let count = 0
  for (const [i, v] of real.entries()) {
    for (const id of [...v.model.compounds.keys(), ...v.model.members.keys()]) {
      const h = history.get(v.name, id)
      assert.ok(h, `${v.name} ${id}`)
      count++
      assert.ok(history.versions.indexOf(h.since) <= i, `${v.name} ${id}: since ${h.since}`)
      if (h.removedIn) assert.ok(history.versions.indexOf(h.removedIn) > i, `${v.name} ${id}: removed in ${h.removedIn}`)
      for (const c of h.changes) assert.notEqual(c.before, c.after)
    }
  }
  assert.ok(count > 1500, `${count} entities`)
})

// ---------------------------------------------------------------------------
// Generated histories: random evolutions of a small library, checked against
// what the generator did.
// ---------------------------------------------------------------------------

function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = seed
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function member(id: string, qualifiedName: string, returnType: string, params: string[], deprecation: DocNode[] | null): Member {
  const name = qualifiedName.slice(qualifiedName.lastIndexOf('::') + 2)
  return {
    id,
    kind: 'function',
    name,
    qualifiedName,
    compoundId: 'namespacelib',
    protection: 'public',
    static: false,
    const: false,
    constexpr: false,
    explicit: false,
    inline: false,
    virtual: 'non-virtual',
    noexcept: false,
    strong: false,
    definition: `${returnType} ${qualifiedName}`,
    argsString: `(${params.map((p, i) => `${p} a${i}`).join(', ')})`,
    type: [returnType],
    params: params.map((p, i) => ({ type: [p], declname: `a${i}`, defval: [] })),
    templateParams: [],
    requiresClause: [],
    enumValues: [],
    initializer: [],
    brief: [],
    detailed: deprecation ? [{ t: 'xref', kind: 'deprecated', title: 'Deprecated', anchor: 'x', c: deprecation }] : [],
    inbody: [],
    reimplements: [],
    reimplementedBy: [],
  }
}

function compound(id: string, kind: Compound['kind'], name: string): Compound {
  return {
    id, kind, name, file: `${id}.xml`, final: false, abstract: false, inline: false, brief: [], detailed: [], includes: [], includedBy: [], templateParams: [], requiresClause: [], bases: [], derived: [],
    innerClasses: [], innerNamespaces: [], innerFiles: [], innerDirs: [], innerPages: [], innerGroups: [], innerConcepts: [], sections: [], initializer: [],
  }
}

function model(compounds: Compound[], members: Member[]): DoxygenModel {
  const m: DoxygenModel = { dir: '', compounds: new Map(), members: new Map(), anchors: new Map(), xrefs: [], pageNames: new Map(), images: new Set(), warnings: [] }
  for (const c of compounds) m.compounds.set(c.id, c)
  for (const x of members) {
    m.members.set(x.id, x)
    for (const d of x.detailed) if (typeof d !== 'string' && d.t === 'xref') m.xrefs.push({ list: 'deprecated', title: 'Deprecated', anchor: 'x', content: d.c, ownerId: x.id })
  }
  return m
}

interface Live {
  /** Stable identity of the generator's entity. */
  uid: number
  name: string
  returnType: string
  params: string[]
  /** Set once deprecated: the version, and the successor's uid and how the note names it. */
  deprecated: { version: number; target: number; targetName: string; asLink: boolean } | null
}

interface Truth {
  since: number
  changes: Array<{ version: number; before: string; after: string }>
  deprecated: number | null
  removedIn: number | null
  replacement: string | null
  /** Names by version index. */
  names: Map<number, string>
}

const TYPES = ['int', 'float', 'double', 'bool', 'long', 'char']

function generate(seed: number, versionCount: number) {
  const random = mulberry32(seed)
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]
  let next = 0
  let fresh = 0
  const truth = new Map<number, Truth>()
  const decl = (e: Live) => `${e.returnType} ${e.name.slice(e.name.lastIndexOf('::') + 2)}(${e.params.map((p, i) => `${p} a${i}`).join(', ')})`
  const create = (v: number): Live => {
    const e: Live = { uid: next++, name: `lib::f${fresh++}`, returnType: pick(TYPES), params: Array.from({ length: Math.floor(random() * 3) }, () => pick(TYPES)), deprecated: null }
    truth.set(e.uid, { since: v, changes: [], deprecated: null, removedIn: null, replacement: null, names: new Map() })
    return e
  }
  // An overload family: one name, variants told apart only by their parameter types.
  const overloadTypes = [['int'], ['float'], ['int', 'int'], ['double', 'bool'], []]
  let family: Array<{ uid: number; params: string[] }> = []
  // Variants dropped in the version being made: adding one back there would be the same declaration, kept.
  let dropped = new Set<string>()

  let live: Live[] = Array.from({ length: 12 }, () => create(0))
  const versions: VersionModel[] = []
  const renames: RenameTable = {}
  for (let v = 0; v < versionCount; v++) {
    const vname = `1.${v}.0`
    if (v > 0) {
      const table: Record<string, string> = {}
      const survivors: Live[] = []
      for (const e of live) {
        const t = truth.get(e.uid)!
        const r = random()
        const before = decl(e)
        if (e.deprecated) {
          if (r < 0.5) {
            t.removedIn = v
            if (e.deprecated.targetName !== e.name) t.replacement = e.deprecated.targetName
          } else survivors.push(e)
          continue
        }
        if (r < 0.45) survivors.push(e)
        else if (r < 0.6) {
          e.returnType = pick(TYPES.filter((x) => x !== e.returnType))
          t.changes.push({ version: v, before, after: decl(e) })
          survivors.push(e)
        } else if (r < 0.7) {
          e.params = [...e.params, pick(TYPES)]
          t.changes.push({ version: v, before, after: decl(e) })
          survivors.push(e)
        } else if (r < 0.78) t.removedIn = v
        else if (r < 0.86) {
          const to = `lib::f${fresh++}`
          table[e.name] = to
          e.name = to
          survivors.push(e)
        } else {
          const target = pick(live.filter((x) => x !== e && !x.deprecated))
          if (target) {
            e.deprecated = { version: v, target: target.uid, targetName: target.name, asLink: random() < 0.5 }
            t.deprecated = v
          }
          survivors.push(e)
        }
      }
      // A deprecation's successor named as it was when the note was written; if that successor is renamed in
      // this same version, the note (written in this version) names its new name.
      for (const e of survivors) {
        if (e.deprecated?.version === v) e.deprecated.targetName = live.find((x) => x.uid === e.deprecated!.target)!.name
      }
      live = survivors
      for (let k = Math.floor(random() * 4); k > 0; k--) live.push(create(v))
      if (Object.keys(table).length > 0) renames[vname] = table
      // The family: drop or add variants, keeping two at least (one variant swapped for another would be a
      // changed declaration of a name that is not overloaded).
      dropped = new Set()
      family = family.filter((f) => {
        if (family.length - dropped.size > 2 && random() < 0.25) {
          dropped.add(f.params.join())
          truth.get(f.uid)!.removedIn = v
          return false
        }
        return true
      })
    }
    for (const [k, params] of overloadTypes.entries()) {
      if (!family.some((f) => f.params.join() === params.join()) && !dropped.has(params.join()) && ((v === 0 && k < 2) || random() < 0.4)) {
        const uid = next++
        truth.set(uid, { since: v, changes: [], deprecated: null, removedIn: null, replacement: null, names: new Map() })
        family.push({ uid, params })
      }
    }
    const members: Member[] = []
    const ids = new Map<number, string>()
    for (const e of live) ids.set(e.uid, `${vname}-m${e.uid}`)
    for (const e of live) {
      truth.get(e.uid)!.names.set(v, e.name)
      let note: DocNode[] | null = null
      if (e.deprecated) {
        const targetId = ids.get(e.deprecated.target)
        note =
          e.deprecated.asLink && targetId && e.deprecated.version === v
            ? ['Replaced; use ', { t: 'ref', id: targetId, kind: 'member', c: ['the successor'] }, '.']
            : [`Replaced; use ${e.deprecated.targetName} instead.`]
      }
      members.push(member(ids.get(e.uid)!, e.name, e.returnType, e.params, note))
    }
    for (const f of family) {
      truth.get(f.uid)!.names.set(v, 'lib::over')
      members.push(member(`${vname}-m${f.uid}`, 'lib::over', 'void', f.params, null))
    }
    versions.push({ name: vname, model: model([compound('namespacelib', 'namespace', 'lib')], members) })
  }
  return { versions, renames, truth }
}

const seen = { changed: 0, renamedByTable: 0, renamedByNote: 0, removed: 0, deprecated: 0, overloads: 0 }

function check(seed: number, versionCount: number): number {
  const { versions, renames, truth } = generate(seed, versionCount)
  const h: ApiHistory = computeHistory(versions, renames)
  assert.deepEqual(h.warnings, [], `seed ${seed}`)
  const vname = (i: number | null) => (i === null ? null : versions[i].name)
  let checked = 0
  for (const [uid, t] of truth) {
    for (const [v, name] of t.names) {
      const id = `${versions[v].name}-m${uid}`
      const got = h.get(versions[v].name, id)
      assert.ok(got, `seed ${seed}: ${id} has no history`)
      const where = `seed ${seed}, ${name} in ${versions[v].name}`
      assert.equal(got.since, vname(t.since), `${where}: since`)
      assert.deepEqual(
        got.changes.map((c) => [c.version, c.before.replace(/^\S+ /, ''), c.after.replace(/^\S+ /, '')]),
        t.changes.map((c) => [vname(c.version), c.before.replace(/^\S+ /, ''), c.after.replace(/^\S+ /, '')]),
        `${where}: changes`,
      )
      assert.equal(got.deprecated?.version ?? null, vname(t.deprecated), `${where}: deprecated`)
      assert.equal(got.removedIn, vname(t.removedIn), `${where}: removed`)
      const laterNames = [...t.names].filter(([w, n]) => w > v && n !== name)
      const expectedRename = laterNames.length > 0 ? laterNames[0][1] : t.removedIn !== null ? t.replacement : null
      assert.equal(got.renamedTo?.name ?? null, expectedRename, `${where}: renamed to`)
      const earlierNames = [...t.names].filter(([w, n]) => w < v && n !== name)
      assert.equal(got.renamedFrom?.name ?? null, earlierNames.length > 0 ? earlierNames[earlierNames.length - 1][1] : null, `${where}: renamed from`)
      checked++
      if (got.changes.length > 0) seen.changed++
      if (got.renamedTo?.via === 'rename-table') seen.renamedByTable++
      if (got.renamedTo?.via === 'deprecation') seen.renamedByNote++
      if (got.removedIn) seen.removed++
      if (got.deprecated) seen.deprecated++
      if (name === 'lib::over') seen.overloads++
    }
  }
  return checked
}

test('generated histories: 200 random evolutions of a library over 6 versions match what was done to them', () => {
  let checked = 0
  for (let seed = 1; seed <= 200; seed++) checked += check(seed, 6)
  assert.ok(checked > 10000, `${checked} entity versions checked`)
  // Every kind of event happened often enough to be checked.
  for (const [what, n] of Object.entries(seen)) assert.ok(n > 200, `${what}: ${n}`)
})

test('one version: everything is new in it and nothing is removed', () => {
  const { versions } = generate(7, 1)
  const h = computeHistory(versions)
  for (const id of versions[0].model.members.keys()) {
    const got = h.get(versions[0].name, id)!
    assert.equal(got.since, versions[0].name)
    assert.equal(got.removedIn, null)
  }
})

test('a class that becomes a struct keeps its history; a kind change of a function does not exist', () => {
  const v1 = model([compound('c1', 'class', 'lib::Box')], [])
  const v2 = model([compound('c2', 'struct', 'lib::Box')], [])
  const h = computeHistory([
    { name: '1.0.0', model: v1 },
    { name: '2.0.0', model: v2 },
  ])
  const got = h.get('2.0.0', 'c2')!
  assert.equal(got.since, '1.0.0')
  assert.deepEqual(got.changes, [{ version: '2.0.0', before: 'class Box', after: 'struct Box' }])
})

test('an overload set that changes in several variants at once is not guessed at: removed and added', () => {
  const v1 = model([], [member('a1', 'lib::f', 'void', ['int'], null), member('a2', 'lib::f', 'void', ['float'], null)])
  const v2 = model([], [member('b1', 'lib::f', 'void', ['long'], null), member('b2', 'lib::f', 'void', ['double'], null)])
  const h = computeHistory([
    { name: '1.0.0', model: v1 },
    { name: '2.0.0', model: v2 },
  ])
  assert.equal(h.get('1.0.0', 'a1')!.removedIn, '2.0.0')
  assert.equal(h.get('2.0.0', 'b1')!.since, '2.0.0')
})

test('the rename table names unknown versions and names in its warnings', () => {
  const v1 = model([], [member('a', 'lib::f', 'void', [], null)])
  const v2 = model([], [member('b', 'lib::g', 'void', [], null)])
  const h = computeHistory(
    [
      { name: '1.0.0', model: v1 },
      { name: '2.0.0', model: v2 },
    ],
    { '9.9.9': { 'lib::f': 'lib::g' }, '2.0.0': { 'lib::f': 'lib::g', 'lib::missing': 'lib::gone' } },
  )
  assert.equal(h.warnings.length, 3, h.warnings.join('\n'))
  assert.match(h.warnings[0], /version "9\.9\.9" does not exist \(versions: 1\.0\.0, 2\.0\.0\)/)
  assert.match(h.warnings.join('\n'), /renames "lib::missing", which the version before it \(1\.0\.0\) does not hold/)
  assert.match(h.warnings.join('\n'), /to "lib::gone", which 2\.0\.0 does not hold/)
  assert.equal(h.get('2.0.0', 'b')!.since, '1.0.0')
})

test('a malformed versions file or rename table stops with the file named', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'))
  const file = path.join(dir, 'versions.json')
  fs.writeFileSync(file, '{"0.1.0": true}')
  assert.throws(() => readVersionsFile(file), (e: unknown) => e instanceof VersionsError && e.message.includes(file) && /JSON array/.test(e.message))
  fs.writeFileSync(file, '["0.2.0", "0.2.0"]')
  assert.throws(() => readVersionsFile(file), /"0\.2\.0" is listed twice/)
  fs.writeFileSync(file, '["current"]')
  assert.throws(() => readVersionsFile(file), /not a release/)
  fs.writeFileSync(file, '["0.9.0"]')
  assert.throws(
    () => readVersionModels({ ...layout, versionsFile: file, versionedDir: dir }),
    (e: unknown) => e instanceof VersionsError && /lists release "0\.9\.0" but .*version-0\.9\.0 does not exist/.test(e.message),
  )
  const renames = path.join(dir, 'renames.json')
  fs.writeFileSync(renames, '{"0.2.0": {"a": 3}}')
  assert.throws(() => readRenameTable(renames), (e: unknown) => e instanceof VersionsError && e.message.includes(renames))
  fs.writeFileSync(renames, '{oops')
  assert.throws(() => readRenameTable(renames), /not valid JSON/)
  fs.rmSync(dir, { recursive: true, force: true })
})

// ---------------------------------------------------------------------------
// Counterparts and changes per version (the version switch and the changes pages).
// ---------------------------------------------------------------------------

const idOf = (version: string, name: string) => {
  const model = real.find((v) => v.name === version)!.model
  return [...model.compounds.values()].find((c) => c.name === name)?.id ?? [...model.members.values()].find((m) => m.qualifiedName === name)?.id
}

test('counterpart: the same entity in another version, through a declared rename; none where it does not exist', () => {
  const vec3 = idOf('0.1.0', 'helios::math::vec3')!
  assert.equal(history.counterpart('0.1.0', vec3, 'current'), idOf('current', 'helios::math::vec3'))
  // helios::math::Transform became helios::scene::Transform in 0.2.0 (engine/releases/renames.json).
  const moved = idOf('0.1.0', 'helios::math::Transform')!
  assert.equal(history.counterpart('0.1.0', moved, '0.2.0'), idOf('0.2.0', 'helios::scene::Transform'))
  // A class new in Next has no page in 0.1.0.
  assert.equal(history.counterpart('current', idOf('current', 'helios::rendering::Material')!, '0.1.0'), undefined)
  assert.equal(history.counterpart('0.1.0', 'no-such-id', 'current'), undefined)
})

test('changesIn agrees with every entity history: added, removed, renamed, changed, deprecated', () => {
  for (const [i, v] of history.versions.entries()) {
    const c = history.changesIn(v)
    assert.equal(c.previous, history.versions[i - 1] ?? null)
    for (const a of c.added) assert.equal(history.get(v, a.id)!.since, v, `${v}: ${a.name} is added but its history says since ${history.get(v, a.id)!.since}`)
    for (const r of c.removed) {
      const h: SymbolHistory = history.get(c.previous!, r.previousId)!
      assert.equal(h.removedIn ?? h.renamedTo?.version, v, `${v}: ${r.name} is removed`)
    }
    for (const x of c.changed) assert.ok(history.get(v, x.id)!.changes.some((ch) => ch.version === v && ch.before === x.before && ch.after === x.after), `${v}: ${x.name}`)
    for (const d of c.deprecated) assert.equal(history.get(v, d.id)!.deprecated?.version, v)
    for (const r of c.renamed) assert.equal(history.get(v, r.id)!.renamedFrom?.version, v)
    // Conversely: every entity whose history says it arrived in v is listed as added (or renamed in).
    const model = real[i].model
    const sinceHere = [...model.compounds.keys(), ...model.members.keys()].filter((id) => history.get(v, id)!.since === v)
    assert.equal(c.added.length, sinceHere.length, `${v}: added`)
  }
  // The oldest release lists everything it holds as added; 0.2.0 renames Transform.
  assert.equal(history.changesIn('0.1.0').added.length, real[0].model.compounds.size + real[0].model.members.size)
  assert.ok(history.changesIn('0.2.0').renamed.some((r) => r.from === 'helios::math::Transform' && r.name === 'helios::scene::Transform'))
  assert.ok(history.changesIn('0.3.0').changed.length > 0)
})
