/**
 * Concepts and specialisations (src/sections/api/model/templates.ts): on the engine's XML, and on a library run
 * through Debian's doxygen that holds what the engine does not (requires clauses, abbreviated parameters, nested
 * namespaces, partial and explicit specialisations).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readDoxygenFolder, type DoxygenModel } from '../../../src/sections/api/model/model'
import { splitTemplateArgs, templateRelations } from '../../../src/sections/api/model/templates'
import { plainText, type DocNode } from '../../../src/sections/api/model/doc'
import { buildRoutes } from '../../../src/sections/api/model/routes'
import { resolveAll } from '../../../src/sections/api/model/resolve'
import { compoundPayloads, memberPayloads } from '../../../src/sections/api/node/nodes'
import { memberDeclaration } from '../../../src/sections/api/node/markdown'
import { compoundPartBlocks } from '../../../src/sections/api/node/markdownTwins'
import { parseMarkdown, siteUrlOf, twinMarkdown, type Md } from '../../../src/shell/markdownTwin'
import { packDocs } from '../../../src/sections/api/node/packedDocs'
import { Constrains, conceptConstraint } from '../../../src/sections/api/components/Templates'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

const ROOT = path.resolve(__dirname, '..', '..', '..')
const names = (model: DoxygenModel, ids: string[] | undefined) => (ids ?? []).map((id) => model.compounds.get(id)?.name ?? model.members.get(id)?.qualifiedName)
const idOf = (model: DoxygenModel, name: string) => [...model.compounds.values()].find((c) => c.name === name)?.id ?? ''
const refsIn = (nodes: DocNode[]) => nodes.filter((n): n is Extract<DocNode, { t: 'ref' }> => typeof n !== 'string' && n.t === 'ref').map((n) => n.id)

test('engine: Numeric constrains the vector, matrix and box templates and the functions on them; its docs say which types satisfy it', () => {
  const model = readDoxygenFolder(path.join(ROOT, 'doxygen-xml'))
  const rel = templateRelations(model)
  const numeric = idOf(model, 'helios::math::Numeric')
  const constrained = names(model, rel.constrains.get(numeric))
  for (const t of ['helios::math::vec2', 'helios::math::vec3', 'helios::math::vec4', 'helios::math::mat4', 'helios::math::aabb', 'helios::math::dot', 'helios::math::cross']) {
    assert.ok(constrained.includes(t), `${t} in ${constrained.join(', ')}`)
  }
  // FloatingPoint refines Numeric: its definition names it, and that name is a link.
  const fp = idOf(model, 'helios::math::FloatingPoint')
  assert.ok(constrained.includes('helios::math::FloatingPoint'))
  assert.ok(refsIn(model.compounds.get(fp)!.initializer).includes(numeric))
  // vec3's template parameter names the concept: a link to it.
  assert.deepEqual(refsIn(model.compounds.get(idOf(model, 'helios::math::vec3'))!.templateParams[0].type), [numeric])
  const satisfied = (rel.satisfiedBy.get(numeric) ?? []).map((s) => `${s.holds ? '' : '!'}${plainText(s.type)}`)
  assert.ok(satisfied.includes('float') && satisfied.includes('!bool'), satisfied.join(', '))
  assert.ok(!(rel.constrains.get(numeric) ?? []).includes(numeric), 'a concept does not constrain itself')
})

test('splitTemplateArgs: the last template argument list of a name, nested brackets and operators kept apart', () => {
  assert.deepEqual(splitTemplateArgs('a::b::Foo< T *, U >'), { base: 'a::b::Foo', args: 'T *, U' })
  assert.deepEqual(splitTemplateArgs('Outer< int >::Inner< std::pair< A, B > >'), { base: 'Outer< int >::Inner', args: 'std::pair< A, B >' })
  assert.equal(splitTemplateArgs('Foo'), undefined)
  assert.equal(splitTemplateArgs('operator<'), undefined)
  assert.equal(splitTemplateArgs('ns::operator<< <>'), undefined)
})

const LIBRARY = `#pragma once
/// \\file
namespace outer { namespace inner {
/**
 * \\brief Numbers.
 *
 * \\code
 * static_assert(outer::inner::Num<int>);
 * static_assert(!Num<Box<int, int>>, "a box is no number");
 * \\endcode
 */
template <typename T>
concept Num = sizeof(T) > 0;

/// A box.
template <typename T, typename U = int>
struct Box { T t; };

/// Pointer box.
template <typename T, typename U>
struct Box<T *, U> { T *t; };

/// int box.
template <>
struct Box<int, int> { int t; };

/// Constrained in its parameter list.
template <Num T>
struct Holder { T t; };

/// A leading requires clause.
template <typename T>
  requires Num<T>
T twice(T t);

/// An abbreviated parameter.
void take(Num auto x);

/// Unconstrained.
template <typename T>
T same(T t);
}

/// A requires clause on a class, naming the concept from an outer scope.
template <typename T>
  requires inner::Num<T>
struct Req {};
}
`

function doxygenXml(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'templates-'))
  fs.writeFileSync(path.join(dir, 'lib.h'), LIBRARY)
  const r = spawnSync('doxygen', ['-'], { cwd: dir, encoding: 'utf8', input: 'INPUT = lib.h\nGENERATE_XML = YES\nGENERATE_HTML = NO\nGENERATE_LATEX = NO\nQUIET = YES\nWARNINGS = NO\n' })
  assert.equal(r.status, 0, r.stderr)
  return path.join(dir, 'xml')
}

test('a library through doxygen: requires clauses and abbreviated parameters constrain; specialisations find their primary across nested namespaces', () => {
  const xml = doxygenXml()
  const model = readDoxygenFolder(xml)
  const rel = templateRelations(model)
  const num = idOf(model, 'outer::inner::Num')
  assert.deepEqual(names(model, rel.constrains.get(num)), ['outer::inner::Holder', 'outer::inner::take', 'outer::inner::twice', 'outer::Req'])
  const satisfied = (rel.satisfiedBy.get(num) ?? []).map((s) => `${s.holds ? '' : '!'}${plainText(s.type)}`)
  assert.deepEqual(satisfied, ['int', '!Box<int, int>'])
  // The type of a satisfaction links to the class it names.
  assert.deepEqual(refsIn(rel.satisfiedBy.get(num)![1].type), [idOf(model, 'outer::inner::Box')])
  const box = idOf(model, 'outer::inner::Box')
  assert.deepEqual(names(model, rel.specialisations.get(box)), ['outer::inner::Box< int, int >', 'outer::inner::Box< T *, U >'])
  for (const s of rel.specialisations.get(box)!) assert.equal(rel.primaryOf.get(s), box)

  const twice = [...model.members.values()].find((m) => m.name === 'twice')!
  assert.equal(plainText(twice.requiresClause), 'Num<T>')
  assert.deepEqual(refsIn(twice.requiresClause), [num])
  const req = model.compounds.get(idOf(model, 'outer::Req'))!
  assert.equal(plainText(req.requiresClause), 'inner::Num<T>')

  // The payloads: links with routes, template arguments, the way back from a specialisation.
  const routes = buildRoutes(model, '/docs/t/')
  resolveAll(model, routes, () => {})
  const payloads = compoundPayloads(model, routes)
  const p = payloads.find((c) => c.refid === box)!
  assert.deepEqual(p.specialisations.map((s) => [s.args, s.href]), [['int, int', routes.compounds.get(rel.specialisations.get(box)![0])], ['T *, U', routes.compounds.get(rel.specialisations.get(box)![1])]])
  const spec = payloads.find((c) => c.refid === rel.specialisations.get(box)![1])!
  assert.equal(spec.primaryTemplate?.href, routes.compounds.get(box))
  const concept = payloads.find((c) => c.refid === num)!
  assert.deepEqual(concept.constrains.map((l) => l.group), ['templates', 'functions', 'functions', 'templates'])
  assert.ok(concept.constrains.every((l) => l.href), 'every constrained entity links to its page')
  const members = memberPayloads(model, routes)
  const twiceClause = members.find((m) => m.name === 'twice')!.requiresClause
  assert.equal((twiceClause[0] as { href?: string }).href, routes.compounds.get(num))
  assert.deepEqual(names(model, rel.constrains.get(num)).includes('outer::inner::same'), false)
  // The Markdown twin's declaration keeps the clause too.
  const twin = members.find((m) => m.name === 'twice')!
  assert.equal(memberDeclaration(twin), `template<typename T>\n${twin.signature}\n  requires Num<T>`)
})

test("a concept's constraint is its definition after the first =, names kept as links", () => {
  const ref = { t: 'ref' as const, id: 'c', kind: 'compound', href: '/c/', c: ['ns::C'] }
  assert.deepEqual(conceptConstraint(['template<typename T>\nconcept ', ref, ' =  std::integral<T> && ', { ...ref }, '<T>    ']), ['std::integral<T> && ', ref, '<T>'])
  assert.equal(conceptConstraint(['no definition']), null)
})

/** The headings and the links (text → URL) of a twin, as a reader's Markdown parser reads them, in order. */
function outline(markdown: string): string[] {
  const out: string[] = []
  const textOf = (n: Md): string => (n.value as string | undefined) ?? (n.children ?? []).map(textOf).join('')
  const visit = (n: Md) => {
    if (n.type === 'heading') out.push(`${'#'.repeat(n.depth ?? 0)} ${textOf(n)}`)
    else if (n.type === 'link') out.push(`${textOf(n)} -> ${String(n.url)}`)
    n.children?.forEach(visit)
  }
  visit(parseMarkdown(markdown))
  return out
}

test("the twins list what the pages list: a concept's constrained entities and satisfying types, a primary's specialisations, each specialisation's primary", () => {
  const model = readDoxygenFolder(doxygenXml())
  const routes = buildRoutes(model, '/docs/t/')
  resolveAll(model, routes, () => {})
  const members = new Map(memberPayloads(model, routes).map((m) => [m.refid, m as unknown as Record<string, unknown>]))
  // As the build stores them: description trees (satisfiedBy among them) packed in the node.
  const nodes = new Map(compoundPayloads(model, routes).map((c) => [c.name, packDocs('DoxygenCompound', { ...(c as unknown as Record<string, unknown>) })]))
  const twinOf = (name: string) => {
    const node = nodes.get(name)!
    return twinMarkdown(compoundPartBlocks(node, 0, (id) => members.get(id) ?? null).blocks)
  }
  const url = (name: string) => siteUrlOf(routes.compounds.get(idOf(model, name))!)
  const memberUrl = (name: string) => {
    const m = [...model.members.values()].find((x) => x.qualifiedName === name)!
    return siteUrlOf(`${routes.members.get(m.id)!.route}#${routes.members.get(m.id)!.anchor}`)
  }

  // The page's own list links the type it names, as the twin does.
  const boxRef = (compoundPayloads(model, routes).find((c) => c.name === 'outer::inner::Num')!.satisfiedBy[1].type as Array<{ href?: string }>).find((n) => typeof n !== 'string')
  assert.equal(boxRef?.href, routes.compounds.get(idOf(model, 'outer::inner::Box')))

  const concept = outline(twinOf('outer::inner::Num'))
  const from = concept.indexOf('## Constrains')
  assert.ok(from > 0, concept.join('\n'))
  assert.deepEqual(concept.slice(from), [
    '## Constrains',
    '### Class templates',
    `outer::inner::Holder -> ${url('outer::inner::Holder')}`,
    `outer::Req -> ${url('outer::Req')}`,
    '### Functions',
    `outer::inner::take -> ${memberUrl('outer::inner::take')}`,
    `outer::inner::twice -> ${memberUrl('outer::inner::twice')}`,
    '## Satisfied by',
    '### Not satisfied by',
    `Box<int, int> -> ${url('outer::inner::Box')}`,
  ])
  assert.match(twinOf('outer::inner::Num'), /## Satisfied by\n\nTypes the documentation asserts with `static_assert`\.\n\n- `int`\n/)
  // The declaration holds the concept's definition, as the page's does.
  assert.match(twinOf('outer::inner::Num'), /```cpp\n#include <lib\.h>\n\ntemplate<typename T> concept Num = sizeof\(T\) > 0\n```/)

  const primary = outline(twinOf('outer::inner::Box'))
  assert.deepEqual(primary.slice(primary.indexOf('## Specialisations'), primary.indexOf('## Specialisations') + 3), [
    '## Specialisations',
    `Box<int, int> -> ${url('outer::inner::Box< int, int >')}`,
    `Box<T *, U> -> ${url('outer::inner::Box< T *, U >')}`,
  ])
  for (const spec of ['outer::inner::Box< int, int >', 'outer::inner::Box< T *, U >']) {
    const twin = twinOf(spec)
    assert.ok(outline(twin).includes(`outer::inner::Box -> ${url('outer::inner::Box')}`), twin)
    assert.match(twin, /Specialisation of the class template \[`outer::inner::Box`\]/)
    assert.ok(!twin.includes('## Specialisations'), 'a specialisation lists no specialisations')
  }
  // A class that is neither gets none of the lists.
  assert.ok(!/## (Constrains|Satisfied by|Specialisations)|Specialisation of/.test(twinOf('outer::inner::Holder')))
})

test("a concept's Constrains row of several overloads links their overload set, on the page and in the twin", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'constrains-'))
  fs.writeFileSync(path.join(dir, 'lib.h'), `/// \\\\file
namespace lib {
/// Numbers.
template <typename T>
concept Num = sizeof(T) > 0;
/// Scales one.
template <Num T> T scale(T t);
/// Scales two.
template <Num T> T scale(T a, T b);
/// Once.
template <Num T> T once(T t);
}
`)
  const r = spawnSync('doxygen', ['-'], { cwd: dir, encoding: 'utf8', input: 'INPUT = lib.h\nGENERATE_XML = YES\nGENERATE_HTML = NO\nGENERATE_LATEX = NO\nQUIET = YES\nWARNINGS = NO\n' })
  assert.equal(r.status, 0, r.stderr)
  const model = readDoxygenFolder(path.join(dir, 'xml'))
  const routes = buildRoutes(model, '/docs/t/')
  resolveAll(model, routes, () => {})
  const scale = [...model.members.values()].filter((m) => m.qualifiedName === 'lib::scale')
  assert.equal(scale.length, 2)
  const set = routes.overloadSets.get(scale[0]!.id)!
  const setHref = `${set.route}#${set.anchor}`
  assert.match(set.anchor, /--overloads$/)
  const once = [...model.members.values()].find((m) => m.qualifiedName === 'lib::once')!
  const onceHref = `${routes.members.get(once.id)!.route}#${routes.members.get(once.id)!.anchor}`

  const compounds = compoundPayloads(model, routes)
  const concept = compounds.find((c) => c.name === 'lib::Num')!
  assert.deepEqual(concept.constrains.filter((l) => l.name === 'lib::scale').map((l) => l.overloadSetHref), [setHref, setHref])
  assert.equal(concept.constrains.find((l) => l.name === 'lib::once')!.overloadSetHref, null)

  // The page: one row for both overloads, linking the set; a single function links its own entry.
  const html = renderToStaticMarkup(React.createElement(Constrains, { items: concept.constrains }))
  const scaleRow = /<a href="([^"]*)"[^>]*><code>lib::scale<\/code><\/a><span[^>]*> \(2 overloads\)/.exec(html)
  assert.ok(scaleRow, html)
  assert.equal(scaleRow[1], setHref)
  assert.match(html, new RegExp(`<a href="${onceHref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*><code>lib::once</code>`))

  // The twin, as the build stores the node.
  const members = new Map(memberPayloads(model, routes).map((m) => [m.refid, m as unknown as Record<string, unknown>]))
  const node = packDocs('DoxygenCompound', { ...(concept as unknown as Record<string, unknown>) })
  const links = outline(twinMarkdown(compoundPartBlocks(node, 0, (id) => members.get(id) ?? null).blocks))
  assert.ok(links.includes(`lib::scale -> ${siteUrlOf(setHref)}`), links.join('\n'))
  assert.ok(links.includes(`lib::once -> ${siteUrlOf(onceHref)}`), links.join('\n'))
})
