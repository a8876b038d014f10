import * as React from 'react'
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../../components/Seo'
import ApiFrame from '../../components/api/ApiFrame'
import * as styles from '../../components/api/api.module.css'

interface Item {
  refid: string
  kind: string
  name: string
  title: string
  shortName: string
  route: string
  briefText: string
  parentId: string | null
  readmeNumber: number | null
  location: { file: string } | null
}

interface Data {
  allDoxygenCompound: { nodes: Item[] }
}

interface Context {
  listKind: string
  title: string
}

const CLASS_KINDS = ['class', 'struct', 'union', 'interface', 'exception', 'concept']
const BASE = '/docs/helios/'
const SCOPES = [
  ['classes', 'Class members'],
  ['files', 'File members'],
  ['namespaces', 'Namespace members'],
] as const
const KINDS = [
  ['all', 'All'],
  ['classes', 'Classes'],
  ['functions', 'Functions'],
  ['variables', 'Variables'],
  ['defines', 'Macros'],
  ['enums', 'Enumerations'],
  ['enumvalues', 'Enumerators'],
  ['typedefs', 'Type aliases'],
] as const

function Row({ item, label, depth = 0 }: { item: Item; label?: string; depth?: number }) {
  return (
    <li className={styles.treeRow} style={{ paddingLeft: `${depth * 1.25}rem` }}>
      <span className={styles.miniKind}>{item.kind === 'dir' ? 'folder' : item.kind}</span>
      <Link to={item.route}>{label ?? item.name}</Link>
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

/** The reference's list pages: namespaces, classes, files, folders, the indices overview, and the overview when doxygen has no main page. */
export default function ListPage({ data, pageContext }: PageProps<Data, Context>) {
  const all = data.allDoxygenCompound.nodes
  const byParent = new Map<string, Item[]>()
  for (const c of all) {
    if (!c.parentId) continue
    const list = byParent.get(c.parentId) ?? []
    list.push(c)
    byParent.set(c.parentId, list)
  }
  for (const list of byParent.values()) list.sort(byName)
  const byId = new Map(all.map((c) => [c.refid, c]))
  const isTop = (c: Item, kinds: string[]) => !c.parentId || !kinds.includes(byId.get(c.parentId)?.kind ?? '')

  const namespaces = (
    <section aria-labelledby="namespaces">
      <h2 id="namespaces">Namespaces</h2>
      <ul className={styles.tree}>
        <Tree items={all.filter((c) => c.kind === 'namespace' && isTop(c, ['namespace'])).sort(byName)} byParent={byParent} kinds={['namespace']} depth={0} label={(i) => i.name} />
      </ul>
    </section>
  )
  const classesOf = (kinds: string[], id: string, title: string) => (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.tree}>
        {all.filter((c) => kinds.includes(c.kind)).sort(byName).map((c) => <Row key={c.refid} item={c} />)}
      </ul>
    </section>
  )
  const readmes = all.filter((c) => c.kind === 'file' && c.readmeNumber !== null).sort((a, b) => (a.readmeNumber ?? 0) - (b.readmeNumber ?? 0))
  const files = (
    <section aria-labelledby="files">
      <h2 id="files">Files</h2>
      <ul className={styles.tree}>
        <Tree items={all.filter((c) => c.kind === 'dir' && !c.parentId).sort(byName)} byParent={byParent} kinds={['dir', 'file']} depth={0} label={(i) => i.shortName} />
        {all.filter((c) => c.kind === 'file' && !c.parentId && c.readmeNumber === null).sort(byName).map((c) => <Row key={c.refid} item={c} label={c.location?.file ?? c.name} />)}
      </ul>
      {readmes.length > 0 && (
        <>
          <h3 id="readme-files">README files</h3>
          <ul className={styles.tree}>
            {readmes.map((c) => <Row key={c.refid} item={c} label={c.location?.file ?? c.name} />)}
          </ul>
        </>
      )}
    </section>
  )
  const folders = (
    <section aria-labelledby="folders">
      <h2 id="folders">Folders</h2>
      <ul className={styles.tree}>
        <Tree items={all.filter((c) => c.kind === 'dir' && !c.parentId).sort(byName)} byParent={byParent} kinds={['dir']} depth={0} label={(i) => i.shortName} />
      </ul>
    </section>
  )
  const indices = (
    <section aria-labelledby="indices">
      <h2 id="indices">Indices</h2>
      <div className={styles.indexGrid}>
        {SCOPES.map(([scope, title]) => (
          <div key={scope} className={styles.indexCard}>
            <h3>{title}</h3>
            <ul>
              {KINDS.map(([kind, label]) => (
                <li key={kind}><Link to={`${BASE}indices/${scope}/${kind}/`}>{label}</Link></li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
  let body: React.ReactNode
  let toc: Array<{ url: string; title: string }> = []
  switch (pageContext.listKind) {
    case 'namespaces':
      body = namespaces
      break
    case 'classes':
      body = classesOf(CLASS_KINDS, 'classes', 'Classes, structs and unions')
      break
    case 'structs':
      body = classesOf(['struct'], 'structs', 'Structs')
      break
    case 'unions':
      body = classesOf(['union'], 'unions', 'Unions')
      break
    case 'files':
      body = files
      break
    case 'folders':
      body = folders
      break
    case 'indices':
      body = indices
      break
    default:
      body = (
        <>
          {namespaces}
          {classesOf(CLASS_KINDS, 'classes', 'Classes')}
          {files}
        </>
      )
      toc = [
        { url: '#namespaces', title: 'Namespaces' },
        { url: '#classes', title: 'Classes' },
        { url: '#files', title: 'Files' },
      ]
  }
  return (
    <ApiFrame title={pageContext.title} toc={toc}>
      {body}
    </ApiFrame>
  )
}

export const Head: HeadFC<Data, Context> = ({ pageContext, location }) => (
  <Seo title={pageContext.listKind === 'overview' ? 'API reference' : `${pageContext.title}: API reference`} description={`${pageContext.title} of the API reference`} pathname={location.pathname} />
)

export const query = graphql`
  query ApiListPage {
    allDoxygenCompound(filter: { kind: { nin: ["page"] } }) {
      nodes { refid kind name title shortName route briefText parentId readmeNumber location { file } }
    }
  }
`
