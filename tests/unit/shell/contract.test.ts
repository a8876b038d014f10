/**
 * The contract between the sections (src/shell/contract.ts): every section's
 * real type definitions are put into one GraphQL schema, which must be valid
 * (each implementing type has every interface field with a compatible type)
 * and describe every field; then the nodes the sections' real hooks create
 * from real input (a devlog post, the docs pages, the doxygen fixture) are
 * queried through allHeliosPage and allApiSymbol, as search and feeds do.
 */
import { createMdxTwinExtension } from '../../../src/shell/server/markdownTwins'
import { describe, it, before } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { buildASTSchema, graphql, isInterfaceType, isObjectType, parse, visit, type GraphQLSchema } from 'graphql'
import { contractTypeDefs } from '../../../src/shell/contract'
import * as devlog from '../../../src/sections/devlog/gatsby-node'
import * as docs from '../../../src/sections/docs/gatsby-node'
import * as api from '../../../src/sections/api/gatsby-node'
import * as transformer from '../../../src/sections/api/node/transformer'
import { emptyDataLayer } from '../api/helpers'
import { apiOptions } from '../../../src/sections/api/options'
import { releasesLayout } from '../../../src/sections/api/model/versions'
import { API_SYMBOL_TYPES, loadApiSymbols } from '../../../src/sections/api/node/apiSymbols'
import { loadApiPlan, PLAN_SELECTIONS, type PlanType } from '../../../src/sections/api/node/apiPlan'

const root = path.resolve(__dirname, '../../..')

/** What Gatsby provides around the sections' type definitions: Node, its scalars and directives, and types built in code. */
const GATSBY_PRELUDE = `
  interface Node { id: ID! }
  scalar JSON
  scalar Date
  directive @dontInfer on OBJECT
  directive @childOf(types: [String!]) on OBJECT
  directive @link(by: String, from: String) on FIELD_DEFINITION
  directive @dateformat(formatString: String) on FIELD_DEFINITION
  directive @packedDoc on FIELD_DEFINITION
  directive @memberPart on FIELD_DEFINITION
  directive @listingPart on FIELD_DEFINITION
  directive @refidLink(type: String!, from: String!) on FIELD_DEFINITION
  directive @proxy(from: String!) on FIELD_DEFINITION
  directive @compoundTwin on FIELD_DEFINITION
  directive @changesTwin on FIELD_DEFINITION
  directive @historyBadge on FIELD_DEFINITION
  directive @nextBadge on FIELD_DEFINITION
  directive @mdxTwin on FIELD_DEFINITION
  directive @bodyText on FIELD_DEFINITION
  directive @compoundText on FIELD_DEFINITION
  type Mdx implements Node { id: ID! }
  type DevlogAuthor implements Node { id: ID! }
  type DevlogTag implements Node { id: ID! }
  type Query { allHeliosPage: [HeliosPage!]!, allApiSymbol: [ApiSymbol!]!, allDoxygenCompound: [DoxygenCompound!]!, allDoxygenMember: [DoxygenMember!]!, allDoxygenXrefItem: [DoxygenXrefItem!]!, allDoxygenVersionChanges: [DoxygenVersionChanges!]!, allDoxygenCoverage: [DoxygenCoverage!]! }
`

/** A field extension as a plugin creates it: the resolver it gives each field marked with its directive. */
interface FieldExtension {
  name: string
  extend: (options: Record<string, unknown>) => { resolve?: (source: never, args: never, context: never, info: never) => unknown }
}

/**
 * Gatsby gives every type that implements Node an id field; the SDL need not spell it. Fields marked with
 * a field extension's directive resolve through the extension, as in Gatsby.
 */
function schemaAsGatsbyBuildsIt(sdl: string, extensions: Map<string, FieldExtension> = new Map()): GraphQLSchema {
  const idField = parse('type X { "Gatsby\'s node id." id: ID! }').definitions[0] as { fields: readonly unknown[] }
  const doc = visit(parse(sdl), {
    ObjectTypeDefinition(node) {
      const isNode = node.interfaces?.some((i) => i.name.value === 'Node')
      if (!isNode || node.fields?.some((f) => f.name.value === 'id')) return undefined
      return { ...node, fields: [...(idField.fields as never[]), ...(node.fields ?? [])] }
    },
  })
  const schema = buildASTSchema(doc)
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue
    for (const field of Object.values(type.getFields())) {
      for (const directive of field.astNode?.directives ?? []) {
        const options = Object.fromEntries((directive.arguments ?? []).map((a) => [a.name.value, (a.value as { value?: unknown }).value]))
        const resolve = extensions.get(directive.name.value)?.extend(options).resolve
        if (resolve) field.resolve = resolve as never
      }
    }
  }
  return schema
}

type AnyNode = Record<string, unknown> & { id: string; internal: { type: string } }

/** Fake Gatsby arguments that record what a hook creates. */
function recorder() {
  const typeDefs: string[] = []
  // Gatsby's own @proxy: the field reads another field of the node.
  const extensions = new Map<string, FieldExtension>([['proxy', { name: 'proxy', extend: (o) => ({ resolve: (source: Record<string, unknown>) => source[String(o.from)] }) } as FieldExtension]])
  const nodes: AnyNode[] = []
  const problems: string[] = []
  const reporter = {
    warn: () => {},
    info: () => {},
    panic: (m: string) => {
      throw new Error(m)
    },
    panicOnBuild: (m: string) => problems.push(m),
    activityTimer: () => ({ start: () => {}, end: () => {}, setStatus: () => {} }),
  }
  const actions = {
    createTypes: (defs: unknown) => {
      for (const d of Array.isArray(defs) ? defs : [defs]) if (typeof d === 'string') typeDefs.push(d)
    },
    createFieldExtension: (extension: FieldExtension) => extensions.set(extension.name, extension),
    createNode: (n: AnyNode) => nodes.push(n),
    createNodeField: () => {},
    createParentChildLink: () => {},
    enableStatefulSourceNodes: () => {},
  }
  return {
    typeDefs,
    extensions,
    nodes,
    problems,
    args: {
      actions,
      reporter,
      schema: { buildObjectType: (config: unknown) => config },
      createNodeId: (key: string) => `id:${key}`,
      createContentDigest: (x: unknown) => JSON.stringify(x).length.toString(16),
      // Gatsby's cache API and node store as a first run finds them: empty.
      ...emptyDataLayer(),
    },
  }
}

/** An Mdx node as gatsby-plugin-mdx gives it, with its File parent. */
function mdxNode(source: string, relativePath: string) {
  const absolutePath = path.join(root, 'content', source, relativePath)
  const { data, content } = matter(fs.readFileSync(absolutePath, 'utf8'))
  const file = {
    id: `file:${relativePath}`,
    sourceInstanceName: source,
    relativePath,
    relativeDirectory: path.posix.dirname(relativePath) === '.' ? '' : path.posix.dirname(relativePath),
    name: path.posix.basename(relativePath).replace(/\.mdx?$/, ''),
    absolutePath,
  }
  const node = { id: `mdx:${relativePath}`, parent: file.id, children: [], internal: { type: 'Mdx', contentDigest: `digest:${relativePath}` }, frontmatter: data, body: content }
  return { node, getNode: (id: string) => (id === file.id ? file : id === node.id ? node : undefined) }
}

let schema: GraphQLSchema
const nodes: AnyNode[] = []
const mdxNodes: AnyNode[] = []
const firstPost = fs.readdirSync(path.join(root, 'content/devlog')).filter((d) => /^\d{4}-\d{2}-\d{2}-/.test(d)).sort()[0]

before(async () => {
  const rec = recorder()
  const args = rec.args as never
  rec.args.actions.createTypes(contractTypeDefs)
  createMdxTwinExtension(rec.args.actions as never)
  transformer.createSchemaCustomization!(args, {} as never, () => {})
  api.createSchema(args)
  devlog.createSchema(args)
  docs.createSchema(args)
  schema = schemaAsGatsbyBuildsIt([GATSBY_PRELUDE, ...rec.typeDefs].join('\n'), rec.extensions)

  await transformer.sourceNodes!(args, { path: path.join(root, 'tests/fixtures/doxygen/xml'), basePath: apiOptions.basePath, linkCheck: false, plugins: [] } as never, () => {})
  const post = mdxNode('devlog', `${firstPost}/index.mdx`)
  await devlog.onCreateNode({ ...rec.args, ...post } as never)
  mdxNodes.push(post.node as unknown as AnyNode)
  for (const [source, file] of [['docs', 'index.mdx'], ['docs', 'introduction.mdx'], ['pages', 'helios.mdx']]) {
    const doc = mdxNode(source, file)
    docs.onCreateNode({ ...rec.args, ...doc } as never)
    mdxNodes.push(doc.node as unknown as AnyNode)
  }
  assert.deepEqual(rec.problems, [])
  nodes.push(...rec.nodes)
})

/** Runs a query over the recorded nodes; a node's type is its internal.type. */
async function query(source: string) {
  const byInterface = (name: string) =>
    nodes.filter((n) => (schema.getType(n.internal.type) as { getInterfaces?: () => Array<{ name: string }> } | undefined)?.getInterfaces?.().some((i) => i.name === name))
  const result = await graphql({
    schema,
    source,
    rootValue: { allHeliosPage: byInterface('HeliosPage'), allApiSymbol: byInterface('ApiSymbol') },
    typeResolver: (value) => (value as AnyNode).internal.type,
    // Gatsby's node model, as field extensions read linked nodes through it.
    contextValue: {
      nodeModel: {
        getNodeById: ({ id }: { id: string }) => [...nodes, ...mdxNodes].find((n) => n.id === id) ?? null,
        getNodesByIds: ({ ids }: { ids: string[] }) => ids.map((id) => [...nodes, ...mdxNodes].find((n) => n.id === id)).filter((n) => n !== undefined),
      },
    },
  })
  assert.deepEqual(result.errors ?? [], [], 'the query runs without errors (every non-null field has a value)')
  return result.data as Record<string, Array<Record<string, unknown>>>
}

describe('the sections contract (HeliosPage, ApiSymbol)', () => {
  it('is a valid schema in which the interfaces and every type implementing them describe every field', () => {
    const undescribed: string[] = []
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) && !isInterfaceType(type)) continue
      const joined = isInterfaceType(type) ? ['HeliosPage', 'ApiSymbol'].includes(type.name) : type.getInterfaces().some((i) => i.name === 'HeliosPage' || i.name === 'ApiSymbol')
      if (!joined) continue
      for (const field of Object.values(type.getFields())) if (!field.description?.trim()) undescribed.push(`${type.name}.${field.name}`)
    }
    assert.deepEqual(undescribed, [])
    const implementers = (name: string) => schema.getImplementations(schema.getType(name) as never).objects.map((t) => t.name).sort()
    assert.deepEqual(implementers('HeliosPage'), ['DevlogPost', 'DocsPage', 'DoxygenCompound', 'DoxygenCoverage', 'DoxygenVersionChanges'])
    assert.deepEqual(implementers('ApiSymbol'), ['DoxygenCompound', 'DoxygenEnumerator', 'DoxygenMember'])
  })

  it('lists devlog posts, docs pages, stand-alone pages and API compounds as HeliosPage with their section', async () => {
    const data = await query('{ allHeliosPage { __typename id path title section sectionLabel kind docsTag } }')
    const pages = data.allHeliosPage
    for (const p of pages) assert.match(String(p.path), /^\/.*\/$|^\/$/, `${p.title}: a route with a trailing slash`)
    const post = pages.find((p) => p.__typename === 'DevlogPost')!
    assert.equal(post.section, 'devlog')
    assert.equal(post.sectionLabel, 'Devlog')
    assert.equal(post.kind, 'post')
    assert.equal(post.docsTag, 'devlog')
    assert.match(String(post.path), /^\/devlog\/\d{4}\/\d{2}\/\d{2}\/[^/]+\/$/)
    const intro = pages.find((p) => p.__typename === 'DocsPage' && p.path === '/docs/introduction/')!
    assert.deepEqual([intro.title, intro.section, intro.kind, intro.docsTag], ['Introduction', 'docs', 'doc', 'docs-default-current'])
    const about = pages.find((p) => p.path === '/helios/')!
    assert.deepEqual([about.__typename, about.section, about.kind, about.docsTag], ['DocsPage', 'pages', 'page', 'default'])
    const mesh = pages.find((p) => p.__typename === 'DoxygenCompound' && p.title === 'acme::render::Mesh')!
    assert.deepEqual([mesh.path, mesh.section, mesh.sectionLabel, mesh.kind], [`${apiOptions.basePath}classes/acme/render/mesh/`, 'api', 'API reference', 'class'])
  })

  it('lists compounds and members as ApiSymbol with a one-line signature, an owner and a url to the entry', async () => {
    const data = await query('{ allApiSymbol { __typename shortName qualifiedName kind signature briefText ownerName url } }')
    const symbols = data.allApiSymbol
    const bySig = (sig: string) => symbols.find((s) => s.signature === sig)
    const scale = bySig('Vector & scale(T factor)')!
    assert.deepEqual([scale.__typename, scale.shortName, scale.qualifiedName, scale.kind, scale.ownerName], ['DoxygenMember', 'scale', 'acme::core::Vector::scale', 'function', 'acme::core::Vector'])
    assert.match(String(scale.url), /^\/docs\/helios\/classes\/acme\/core\/vector\/#scale$/)
    assert.ok(bySig('const T & operator[](std::size_t i) const noexcept'), 'trailing qualifiers are kept')
    assert.ok(bySig('virtual bool upload() = 0'), 'specifiers and pure-virtual')
    assert.ok(bySig('#define ACME_MAX(a, b)'), 'a macro with its parameters')
    assert.ok(bySig('enum class Axis'), 'a scoped enum')
    const vector = bySig('template<typename T, int N> class Vector')!
    assert.deepEqual([vector.__typename, vector.qualifiedName, vector.ownerName, vector.url], ['DoxygenCompound', 'acme::core::Vector', 'acme::core', `${apiOptions.basePath}classes/acme/core/vector/`])
    const top = symbols.find((s) => s.qualifiedName === 'acme' && s.kind === 'namespace')!
    assert.equal(top.ownerName, null, 'a top-level namespace has no owner')
    for (const s of symbols.filter((x) => x.__typename === 'DoxygenMember')) assert.match(String(s.url), /#./, `${s.qualifiedName}: a member's url has an anchor`)
  })

  it('gives every page its Markdown twin and summary, and every symbol its #include line', async () => {
    const data = await query('{ allHeliosPage { __typename path title summary markdown } allApiSymbol { qualifiedName kind include historyBadge } }')
    for (const p of data.allHeliosPage) assert.ok(String(p.markdown).startsWith(`# `), `${String(p.path)}: ${String(p.markdown).slice(0, 80)}`)
    const post = data.allHeliosPage.find((p) => p.__typename === 'DevlogPost')!
    assert.ok(String(post.markdown).startsWith(`# ${String(post.title)}\n\n*Published `), String(post.markdown).slice(0, 120))
    assert.ok(String(post.summary).length > 10)
    const mesh = data.allHeliosPage.find((p) => p.title === 'acme::render::Mesh')!
    assert.match(String(mesh.markdown), /^# acme::render::Mesh \(class\)\n\n```cpp\n#include [<"]/)
    const vector = data.allApiSymbol.find((s) => s.qualifiedName === 'acme::core::Vector' && s.kind === 'class')!
    assert.match(String(vector.include), /^#include [<"].+[>"]$/)
    assert.equal(data.allApiSymbol.find((s) => s.qualifiedName === 'acme::core::Vector::scale')!.include, vector.include)
  })

  it('serves, as each compound page\'s twin, one that lists every member its sections list', async () => {
    const data = await query('{ allHeliosPage { markdown ... on DoxygenCompound { name sections { members { name } } } } }')
    let listed = 0
    for (const c of data.allHeliosPage as Array<{ name?: string; markdown: string; sections?: Array<{ members: Array<{ name: string } | null> }> }>) {
      for (const m of (c.sections ?? []).flatMap((s) => s.members)) {
        assert.ok(m, `${c.name}: a section lists a member the schema does not serve`)
        assert.ok(c.markdown.includes(m.name), `${c.name}: its twin leaves out the member ${m.name}`)
        listed++
      }
    }
    assert.ok(listed > 20, `the fixture's compounds list members (${listed})`)
  })

  it("gives a member's description trees, packed in its node, back through the schema", async () => {
    const data = await query('{ allApiSymbol { qualifiedName ... on DoxygenMember { brief params { declname } templateParams { declname } } } }')
    const scale = data.allApiSymbol.find((s) => s.qualifiedName === 'acme::core::Vector::scale')!
    assert.ok(JSON.stringify(scale.brief).length > 10, `the brief is a description tree: ${JSON.stringify(scale.brief)}`)
    assert.deepEqual((scale.params as Array<{ declname: string }>).map((p) => p.declname), ['factor'])
  })
})

describe('the API symbols the sourcing keeps (src/sections/api/node/apiSymbols.ts)', () => {
  it("are what allApiSymbol serves, field for field, for every symbol of the engine's XML in every version", async () => {
    const rec = recorder()
    const args = rec.args as never
    const options = { path: path.join(root, 'doxygen-xml'), basePath: apiOptions.basePath, linkCheck: false, source: null, versions: releasesLayout(root), exampleRoot: null, plugins: [] }
    rec.args.actions.createTypes(contractTypeDefs)
    createMdxTwinExtension(rec.args.actions as never)
    transformer.createSchemaCustomization!(args, options as never, () => {})
    const versioned = schemaAsGatsbyBuildsIt([GATSBY_PRELUDE, ...rec.typeDefs].join('\n'), rec.extensions)
    await transformer.sourceNodes!(args, options as never, () => {})
    assert.deepEqual(rec.problems, [])
    const kept = await loadApiSymbols(() => rec.args.cache)
    const fields = 'id shortName qualifiedName kind signature briefText ownerName url include historyBadge nextBadge overloadSetUrl inline baseNames protection docsTag ... on DoxygenMember { strong reimplements { href } const params { type } }'
    const symbolNodes = rec.nodes.filter((n) => (API_SYMBOL_TYPES as readonly string[]).includes(n.internal.type))
    const result = await graphql({ schema: versioned, source: `{ allApiSymbol { ${fields} } }`, rootValue: { allApiSymbol: symbolNodes }, typeResolver: (value) => (value as AnyNode).internal.type })
    assert.deepEqual(result.errors ?? [], [])
    const served = JSON.parse(JSON.stringify((result.data as { allApiSymbol: Array<{ id: string }> }).allApiSymbol)) as Array<{ id: string }>
    const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    assert.equal(kept.symbols.length, served.length)
    assert.deepEqual(byId(kept.symbols), byId(served))
    // The engine's releases make the history fields hold something: the comparison covers them.
    assert.ok(kept.symbols.some((s) => s.nextBadge !== null) && kept.symbols.some((s) => s.historyBadge?.includes('Since')), 'some symbols have history badges')
    assert.ok(kept.symbols.some((s) => (s.params ?? []).some((p) => p.type !== null)), 'some parameters have types')
    assert.deepEqual(kept.symbols.find((s) => s.qualifiedName === 'helios::event::KeyPressedEvent' && s.docsTag.endsWith('current'))?.baseNames, ['helios::event::Event'], "a class's bases")

    // The page plan: each type's selection, picked from the payloads, is what GraphQL answers of the nodes.
    const plan = await loadApiPlan(() => rec.args.cache)
    const planned: Record<PlanType, unknown[]> = { DoxygenCompound: plan.compounds, DoxygenMember: plan.members, DoxygenXrefItem: plan.xrefs, DoxygenVersionChanges: plan.changes, DoxygenCoverage: plan.coverage }
    for (const [type, selection] of Object.entries(PLAN_SELECTIONS) as Array<[PlanType, string]>) {
      const ofType = rec.nodes.filter((n) => n.internal.type === type)
      const answer = await graphql({ schema: versioned, source: `{ all${type} { ${selection} } }`, rootValue: { [`all${type}`]: ofType } })
      assert.deepEqual(answer.errors ?? [], [], type)
      const rows = JSON.parse(JSON.stringify((answer.data as Record<string, unknown[]>)[`all${type}`])) as unknown[]
      assert.ok(rows.length > 0, `${type}: the engine's XML makes some`)
      assert.deepEqual(planned[type], rows, `${type}: the plan holds what GraphQL serves, in the order the nodes were made`)
    }
  })
})
