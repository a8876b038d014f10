import * as React from 'react'
import { Link, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../../components/Seo'
import ApiFrame from '../../components/api/ApiFrame'
import * as styles from '../../components/api/api.module.css'

interface Entry {
  name: string
  href: string
  kind: string
  scope: string
  scopeHref: string
  brief: string
}

interface Context {
  scope: 'classes' | 'files' | 'namespaces'
  kind: string
  entries: Entry[]
}

const SCOPE_TITLES = { classes: 'Class members', files: 'File members', namespaces: 'Namespace members' }
const KIND_TITLES: Record<string, string> = {
  all: 'All',
  classes: 'Classes',
  functions: 'Functions',
  variables: 'Variables',
  defines: 'Macros',
  enums: 'Enumerations',
  enumvalues: 'Enumerators',
  typedefs: 'Type aliases',
}

const letterOf = (name: string) => {
  const ch = name.replace(/^[^A-Za-z0-9]+/, '').charAt(0).toUpperCase()
  return /[A-Z]/.test(ch) ? ch : '#'
}

/** One of the 24 index pages: entries of one kind in one scope, grouped by letter; an empty index says so. */
export default function IndexPage({ pageContext }: PageProps<object, Context>) {
  const { scope, kind, entries } = pageContext
  const groups = new Map<string, Entry[]>()
  for (const e of entries) {
    const l = letterOf(e.name)
    const list = groups.get(l) ?? []
    list.push(e)
    groups.set(l, list)
  }
  const letters = [...groups.keys()].sort((a, b) => (a === '#' ? -1 : b === '#' ? 1 : a.localeCompare(b)))
  return (
    <ApiFrame title={`${SCOPE_TITLES[scope]}: ${KIND_TITLES[kind] ?? kind}`} breadcrumbs={[{ name: 'Indices', route: '/docs/helios/indices/' }]}>
      <nav className={styles.tabs} aria-label="Index kinds">
        {Object.entries(KIND_TITLES).map(([k, label]) => (
          <Link key={k} to={`/docs/helios/indices/${scope}/${k}/`} className={styles.tab} aria-current={k === kind ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      {entries.length === 0 ? (
        <p className={styles.empty} data-testid="index-empty">
          No {(KIND_TITLES[kind] ?? kind).toLowerCase()} in the {SCOPE_TITLES[scope].toLowerCase()}: this library documents none.
        </p>
      ) : (
        <>
          <p className={styles.letterBar}>
            {letters.map((l) => (
              <a key={l} href={`#letter-${l === '#' ? 'other' : l.toLowerCase()}`}>{l}</a>
            ))}
          </p>
          {letters.map((l) => (
            <section key={l} aria-labelledby={`letter-${l === '#' ? 'other' : l.toLowerCase()}`}>
              <h2 id={`letter-${l === '#' ? 'other' : l.toLowerCase()}`} className={styles.letter}>{l}</h2>
              <ul className={styles.indexList}>
                {groups.get(l)!.map((e, i) => (
                  <li key={i}>
                    <Link to={e.href} className={styles.indexName}><code>{e.name}</code></Link>
                    <span className={styles.miniKind}>{e.kind}</span>
                    {e.scope && (e.scopeHref ? <Link to={e.scopeHref} className={styles.indexScope}>{e.scope}</Link> : <span className={styles.indexScope}>{e.scope}</span>)}
                    {e.brief && <span className={styles.treeBrief}>{e.brief}</span>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </ApiFrame>
  )
}

export const Head: HeadFC<object, Context> = ({ pageContext, location }) => (
  <Seo title={`${SCOPE_TITLES[pageContext.scope]}: ${KIND_TITLES[pageContext.kind] ?? pageContext.kind}`} description={`Index of ${SCOPE_TITLES[pageContext.scope].toLowerCase()}`} pathname={location.pathname} />
)
