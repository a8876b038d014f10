import * as React from 'react'
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../../../shell/components/Seo'
import ApiFrame from '../components/ApiFrame'
import type { IndexEntry } from '../node/indices'
import { apiRoute, INDEX_KINDS, INDEX_KIND_TITLES, INDEX_SCOPE_TITLES, type IndexKind, type IndexScope } from '../options'
import * as styles from '../components/api.module.css'

interface Context {
  scope: IndexScope
  kind: string
}

interface Data {
  doxygenIndex: { entries: IndexEntry[] } | null
}

const letterOf = (name: string) => {
  const ch = name.replace(/^[^A-Za-z0-9]+/, '').charAt(0).toUpperCase()
  return /[A-Z]/.test(ch) ? ch : '#'
}

/** One of the 24 index pages: entries of one kind in one scope, grouped by letter; an empty index says so. */
export default function IndexPage({ data, pageContext }: PageProps<Data, Context>) {
  const { scope, kind } = pageContext
  const entries = data.doxygenIndex?.entries ?? []
  const groups = new Map<string, IndexEntry[]>()
  for (const e of entries) {
    const l = letterOf(e.name)
    const list = groups.get(l) ?? []
    list.push(e)
    groups.set(l, list)
  }
  const letters = [...groups.keys()].sort((a, b) => (a === '#' ? -1 : b === '#' ? 1 : a.localeCompare(b)))
  return (
    <ApiFrame title={`${INDEX_SCOPE_TITLES[scope]}: ${INDEX_KIND_TITLES[kind as IndexKind] ?? kind}`} breadcrumbs={[{ name: 'Indices', route: apiRoute('indices') }]}>
      <nav className={styles.tabs} aria-label="Index kinds">
        {INDEX_KINDS.map((k) => (
          <Link key={k} to={apiRoute('indices', scope, k)} className={styles.tab} aria-current={k === kind ? 'page' : undefined}>
            {INDEX_KIND_TITLES[k]}
          </Link>
        ))}
      </nav>
      {entries.length === 0 ? (
        <p className={styles.empty} data-testid="index-empty">
          No {(INDEX_KIND_TITLES[kind as IndexKind] ?? kind).toLowerCase()} in the {INDEX_SCOPE_TITLES[scope].toLowerCase()}: this library documents none.
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

export const query = graphql`
  query ApiIndexPage($scope: String!, $kind: String!) {
    doxygenIndex(scope: { eq: $scope }, kind: { eq: $kind }) {
      entries { name href kind scope scopeHref brief }
    }
  }
`

export const Head: HeadFC<Data, Context> = ({ pageContext, location }) => (
  <Seo title={`${INDEX_SCOPE_TITLES[pageContext.scope]}: ${INDEX_KIND_TITLES[pageContext.kind as IndexKind] ?? pageContext.kind}`} description={`Index of ${INDEX_SCOPE_TITLES[pageContext.scope].toLowerCase()}`} pathname={location.pathname} />
)
