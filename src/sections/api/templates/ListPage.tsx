import * as React from 'react'
import ApiSeo from '../components/ApiSeo'
import { groupBy } from '../../../shell/groupBy'
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import ApiFrame from '../components/ApiFrame'
import { versionRoute, CLASS_KINDS, INDEX_KINDS, INDEX_KIND_TITLES, INDEX_SCOPES, INDEX_SCOPE_TITLES } from '../options'
import * as styles from '../components/api.module.css'

type Item = NonNullable<Queries.ApiListPageQuery['doxygenCompoundList']>['compounds'][number]

interface Context {
  /** The engine version of the page (current or a release). */
  version: string
  listKind: string
  title: string
}

const KIND_LABEL: Record<string, string> = { dir: 'folder', group: 'module' }

function Row({ item, label, depth = 0 }: { item: Item; label?: string; depth?: number }) {
  return (
    <li className={styles.treeRow} style={{ paddingLeft: `${depth * 1.25}rem` }}>
      <span className={styles.miniKind}>{KIND_LABEL[item.kind] ?? item.kind}</span>
      <SiteLink to={item.route}>{label ?? item.name}</SiteLink>
      {item.briefText && <span className={styles.treeBrief}>{item.briefText}</span>}
    </li>
  )
}

function Tree({ items, byParent, kinds, depth, label }: { items: Item[]; byParent: Map<string, Item[]>; kinds: string[]; depth: number; label: (i: Item) => string }) {
  return (
    <>
      {items.map((item) => (
        <React.Fragment key={item.refid}>
          <Row item={item} label={label(item)} depth={depth} />
          <Tree items={(byParent.get(item.refid) ?? []).filter((c) => kinds.includes(c.kind))} byParent={byParent} kinds={kinds} depth={depth + 1} label={label} />
        </React.Fragment>
      ))}
    </>
  )
}

const byName = (a: Item, b: Item) => a.name.localeCompare(b.name, 'en')

/** A list's section, with how many top entries it lists: the overview leaves out the lists with none. */
interface ListSection {
  id: string
  title: string
  count: number
  node: React.ReactNode
}

/** A list with nothing in it (a C library's namespaces) says so rather than showing a bare heading. */
function listSection(id: string, title: string, count: number, list: React.ReactNode): ListSection {
  const node = (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {count > 0 ? list : <p className={styles.empty} data-testid="list-empty">No {title.toLowerCase()}: this library documents none.</p>}
    </section>
  )
  return { id, title, count, node }
}

/** The reference's list pages: namespaces, classes, files, folders, modules, related pages, examples, the indices overview, and the overview when doxygen has no main page. */
export default function ListPage({ data, pageContext }: PageProps<Queries.ApiListPageQuery, Context>) {
  const all = data.doxygenCompoundList?.compounds ?? []
  const byParent = groupBy<Item>(all, (c) => c.parentId)
  for (const list of byParent.values()) list.sort(byName)
  const byId = new Map(all.map((c) => [c.refid, c]))
  const isTop = (c: Item, kinds: string[]) => !c.parentId || !kinds.includes(byId.get(c.parentId)?.kind ?? '')

  const topNamespaces = all.filter((c) => c.kind === 'namespace' && isTop(c, ['namespace'])).sort(byName)
  const namespaces = listSection(
    'namespaces',
    'Namespaces',
    topNamespaces.length,
    <ul className={styles.tree}>
      <Tree items={topNamespaces} byParent={byParent} kinds={['namespace']} depth={0} label={(i) => i.name} />
    </ul>,
  )
  const classesOf = (kinds: readonly string[], id: string, title: string) => {
    const items = all.filter((c) => kinds.includes(c.kind)).sort(byName)
    return listSection(
      id,
      title,
      items.length,
      <ul className={styles.tree}>
        {items.map((c) => <Row key={c.refid} item={c} />)}
      </ul>,
    )
  }
  const readmes = all.filter((c) => c.kind === 'file' && c.readmeNumber !== null).sort((a, b) => (a.readmeNumber ?? 0) - (b.readmeNumber ?? 0))
  const topFolders = all.filter((c) => c.kind === 'dir' && !c.parentId).sort(byName)
  const topFiles = all.filter((c) => c.kind === 'file' && !c.parentId && c.readmeNumber === null).sort(byName)
  const files = listSection(
    'files',
    'Files',
    topFolders.length + topFiles.length + readmes.length,
    <>
      {topFolders.length + topFiles.length > 0 && (
        <ul className={styles.tree}>
          <Tree items={topFolders} byParent={byParent} kinds={['dir', 'file']} depth={0} label={(i) => i.shortName} />
          {topFiles.map((c) => <Row key={c.refid} item={c} label={c.file ?? c.name} />)}
        </ul>
      )}
      {readmes.length > 0 && (
        <>
          <h3 id="readme-files">README files</h3>
          <ul className={styles.tree}>
            {readmes.map((c) => <Row key={c.refid} item={c} label={c.file ?? c.name} />)}
          </ul>
        </>
      )}
    </>,
  )
  const folders = listSection(
    'folders',
    'Folders',
    topFolders.length,
    <ul className={styles.tree}>
      <Tree items={topFolders} byParent={byParent} kinds={['dir']} depth={0} label={(i) => i.shortName} />
    </ul>,
  )
  const indices = (
    <section aria-labelledby="indices">
      <h2 id="indices">Indices</h2>
      <div className={styles.indexGrid}>
        {INDEX_SCOPES.map((scope) => (
          <div key={scope} className={styles.indexCard}>
            <h3>{INDEX_SCOPE_TITLES[scope]}</h3>
            <ul>
              {INDEX_KINDS.map((kind) => (
                <li key={kind}><SiteLink to={versionRoute(pageContext.version, 'indices', scope, kind)}>{INDEX_KIND_TITLES[kind]}</SiteLink></li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
  // Modules and related pages: trees by subgroup and subpage, labelled by title. README pages are listed with the
  // files, and the main page and the xref lists (todo, deprecated...) have their own entries.
  const titled = (kind: string, id: string, title: string, keep: (c: Item) => boolean = () => true) => {
    const items = all.filter((c) => c.kind === kind && keep(c) && isTop(c, [kind])).sort((a, b) => a.title.localeCompare(b.title, 'en'))
    return listSection(
      id,
      title,
      items.length,
      <ul className={styles.tree}>
        <Tree items={items} byParent={byParent} kinds={[kind]} depth={0} label={(i) => i.title} />
      </ul>,
    )
  }
  const lists = new Set(data.allDoxygenXrefItem.distinct)
  const relatedPage = (c: Item) => c.readmeNumber === null && c.refid !== 'indexpage' && !lists.has(c.refid) && !['todo', 'deprecated', 'bug', 'test'].includes(c.refid)
  let body: React.ReactNode
  let toc: Array<{ url: string; title: string }> = []
  switch (pageContext.listKind) {
    case 'namespaces':
      body = namespaces.node
      break
    case 'classes':
      body = classesOf(CLASS_KINDS, 'classes', 'Classes, structs and unions').node
      break
    case 'structs':
      body = classesOf(['struct'], 'structs', 'Structs').node
      break
    case 'unions':
      body = classesOf(['union'], 'unions', 'Unions').node
      break
    case 'files':
      body = files.node
      break
    case 'folders':
      body = folders.node
      break
    case 'indices':
      body = indices
      break
    case 'groups':
      body = titled('group', 'modules', 'Modules').node
      break
    case 'pages':
      body = titled('page', 'pages', 'Related pages', relatedPage).node
      break
    case 'examples':
      body = titled('example', 'examples', 'Examples').node
      break
    default: {
      // The overview (when doxygen has no main page) leads to the lists the library has: a C library has no
      // namespaces, and most have no modules, related pages or examples.
      const shown = [
        namespaces,
        classesOf(CLASS_KINDS, 'classes', 'Classes'),
        files,
        titled('group', 'modules', 'Modules'),
        titled('page', 'pages', 'Related pages', relatedPage),
        titled('example', 'examples', 'Examples'),
      ].filter((s) => s.count > 0)
      body = shown.length > 0 ? shown.map((s) => <React.Fragment key={s.id}>{s.node}</React.Fragment>) : <p className={styles.empty} data-testid="list-empty">This library documents nothing yet.</p>
      toc = shown.map((s) => ({ url: `#${s.id}`, title: s.title }))
    }
  }
  return (
    <ApiFrame title={pageContext.title} toc={toc}>
      {body}
    </ApiFrame>
  )
}

export const Head: HeadFC<Queries.ApiListPageQuery, Context> = ({ pageContext, location }) => (
  <ApiSeo pageContext={pageContext} title={pageContext.listKind === 'overview' ? 'API reference' : `${pageContext.title}: API reference`} description={`${pageContext.title} of the API reference`} pathname={location.pathname} />
)

export const query = graphql`
  query ApiListPage($version: String!) {
    doxygenCompoundList(version: { eq: $version }) {
      compounds { refid kind name title shortName route briefText parentId readmeNumber file }
    }
    allDoxygenXrefItem(filter: { version: { eq: $version } }) {
      distinct(field: { list: SELECT })
    }
  }
`
