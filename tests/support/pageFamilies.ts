/**
 * One page of every page family of a build, for the accessibility and markup checks, picked from the data the
 * build read, so the same list works on the engine, a fixture or a third-party library; a family the library
 * lacks is listed in `missing`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { readDoxygenFolder, type Compound } from '../../src/sections/api/model/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { CHANGES_SEGMENT, COVERAGE_SEGMENT, CURRENT_VERSION, INDEX_KINDS, INDEX_SCOPES, versionBasePath, versionRoute } from '../../src/sections/api/options'
import { readVersionsFile, releasesLayout } from '../../src/sections/api/model/versions'
import { devlogOptions, devlogRoute } from '../../src/sections/devlog/options'
import { listPagePath, parsePostFolder, parseTags, postPath, sortNewestFirst } from '../../src/sections/devlog/node/loader'

export interface FamilyPage {
  /** What the page stands for, e.g. "class with diagram and inherited members". */
  family: string
  /** Route on the site (with a query string for /search). */
  path: string
  /** The built HTML file, relative to public/ (undefined for the 404 page reached by an unknown path). */
  file: string
}

const root = path.resolve(__dirname, '..', '..')

/** The built file of a route: /a/b/ → a/b/index.html. */
export const htmlFileOf = (route: string): string => `${route.split('?')[0].replace(/^\/+/, '')}index.html`

/**
 * Which families: the site's own pages (home, devlog, docs, /search, 404), the API reference's of one version, or
 * both. A build that holds several corpora has one set of the site's pages and one reference per corpus.
 */
export type FamilyPart = 'site' | 'api' | 'all'

/**
 * `version` (default HELIOS_CORPUS_VERSION, else the current version): the version of the site whose API pages
 * stand for the API families, for a corpus the harness built as a release.
 */
export function pageFamilies(options: { xmlDir?: string; publicDir?: string; version?: string; part?: FamilyPart } = {}): { pages: FamilyPage[]; missing: string[] } {
  const version = options.version ?? (process.env.HELIOS_CORPUS_VERSION || CURRENT_VERSION)
  const xmlDir = path.resolve(root, options.xmlDir ?? process.env.HELIOS_DOXYGEN_XML ?? 'doxygen-xml')
  const publicDir = path.resolve(root, options.publicDir ?? 'public')
  const pages: FamilyPage[] = []
  const missing: string[] = []
  const add = (family: string, route: string | undefined, query = '') => {
    if (!route || !fs.existsSync(path.join(publicDir, htmlFileOf(route)))) {
      missing.push(family)
      return
    }
    pages.push({ family, path: route + query, file: htmlFileOf(route) })
  }

  const part = options.part ?? 'all'
  if (part !== 'api') siteFamilies(add, pages)
  if (part !== 'site') apiFamilies(add, missing, { version, xmlDir, publicDir, releasesToo: !options.xmlDir && !process.env.HELIOS_DOXYGEN_XML })
  return { pages, missing }
}

type Add = (family: string, route: string | undefined, query?: string) => void

/** The site's own pages and the devlog (its posts and tags from its content folder, through its own loader). */
function siteFamilies(add: Add, pages: FamilyPage[]): void {
  add('home', '/')
  add('/helios', '/helios/')
  add('/markdown-page', '/markdown-page/')
  const devlogDir = path.join(root, devlogOptions.dir)
  const posts = sortNewestFirst(
    fs
      .readdirSync(devlogDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => parsePostFolder(d.name)),
  )
  add('post', posts[0] && postPath(posts[0]))
  add('devlog list', devlogOptions.basePath)
  add('devlog list page 2', listPagePath(devlogOptions.basePath, 2))
  add('archive', devlogRoute('archive'))
  add('authors', devlogRoute('authors'))
  add('tags', devlogRoute('tags'))
  const tagsFile = path.join(devlogDir, 'tags.yaml')
  add('tag page', parseTags(fs.readFileSync(tagsFile, 'utf8'), tagsFile)[0]?.path)
  add('docs index', '/docs/')
  add('docs introduction', '/docs/introduction/')
  add('/search with results', '/search/', '?q=helios')
  pages.push({ family: '404', path: '/no-such-page-for-a11y/', file: '404.html' })
}

/** The API reference of one version, from the doxygen XML the build read. */
function apiFamilies(add: Add, missing: string[], o: { version: string; xmlDir: string; publicDir: string; releasesToo: boolean }): void {
  const { version, xmlDir, publicDir } = o
  const apiRoute = (...segments: string[]) => versionRoute(version, ...segments)
  const model = readDoxygenFolder(xmlDir, { warn: () => undefined })
  const routes = buildRoutes(model, versionBasePath(version))
  const all = [...model.compounds.values()].sort((a, b) => a.name.localeCompare(b.name))
  const route = (c: Compound | undefined) => (c ? routes.compounds.get(c.id) : undefined)
  const ofKind = (kind: string) => all.filter((c) => c.kind === kind)
  const memberCount = (c: Compound) => c.sections.reduce((n, s) => n + s.memberIds.length, 0)
  const documented = (id: string | undefined) => (id ? model.compounds.get(id) : undefined)
  add('API overview', versionBasePath(version))
  add('namespace', route(ofKind('namespace').sort((a, b) => memberCount(b) - memberCount(a))[0]))
  // A class whose base is documented with members of its own: the page draws the diagram and lists inherited members.
  const withInherited = ofKind('class').filter((c) => c.bases.some((b) => { const base = documented(b.refid); return base && memberCount(base) > 0 }))
  add('class with diagram and inherited members', route(withInherited[0]))
  add('struct', route(ofKind('struct')[0]))
  add('file with listing', [...routes.filesWithListing].sort()[0])
  add('folder', route(ofKind('dir')[0]))
  add('group', route(ofKind('group')[0]))
  const xrefLists = new Set(model.xrefs.map((x) => x.list))
  add('related page', route(ofKind('page').find((c) => c.id !== 'indexpage' && !xrefLists.has(c.id) && routes.compounds.get(c.id)?.includes('/pages/'))))
  for (const list of ['todo', 'deprecated']) add(`${list} list`, xrefLists.has(list) ? routes.compounds.get(list) : undefined)
  // The second part of a compound whose members fill more than one page.
  const parts = [...routes.members.values()].map((m) => m.route).filter((r) => ![...routes.compounds.values()].includes(r))
  add('part of a split compound', [...new Set(parts)].sort()[0])
  // Every index kind once (in the first scope that has it), and every scope.
  const scopesSeen = new Set<string>()
  for (const kind of INDEX_KINDS) {
    const scope = INDEX_SCOPES.find((s) => fs.existsSync(path.join(publicDir, htmlFileOf(apiRoute('indices', s, kind)))))
    if (!scope) continue
    scopesSeen.add(scope)
    add(`index: ${scope} ${kind}`, apiRoute('indices', scope, kind))
  }
  for (const scope of INDEX_SCOPES) if (!scopesSeen.has(scope)) add(`index: ${scope} all`, apiRoute('indices', scope, 'all'))
  if (!scopesSeen.size) missing.push('index')
  // Every version has its documentation coverage page: figure tables and, when some entity lacks documentation, its list.
  add('coverage page', apiRoute(COVERAGE_SEGMENT))

  // Releases (the engine's versions.json; a build from other XML has none): the changes pages, and the class page
  // of the oldest release, with its older-release banner and its history badges (removed, renamed, changed).
  const releases = o.releasesToo ? readVersionsFile(releasesLayout(root).versionsFile) : []
  // A build from other XML has no releases, so these families do not apply to it: not missing, and an every-family
  // suite on a fixture does not ask for them (the engine's build has them; tests/e2e/versions.spec.ts checks them).
  if (releases.length > 0) {
    const oldest = releases[releases.length - 1]
    const oldModel = readDoxygenFolder(path.join(releasesLayout(root).versionedDir, `version-${oldest}`), { warn: () => undefined })
    const oldRoutes = buildRoutes(oldModel, versionBasePath(oldest))
    const oldClasses = [...oldModel.compounds.values()].filter((c) => c.kind === 'class' || c.kind === 'struct').sort((a, b) => a.name.localeCompare(b.name))
    add('older release class page', oldClasses[0] && oldRoutes.compounds.get(oldClasses[0].id))
    add('changes page', versionRoute(CURRENT_VERSION, CHANGES_SEGMENT))
    add('changes page with declarations side by side', versionRoute(releases[0], CHANGES_SEGMENT))
  }
}
