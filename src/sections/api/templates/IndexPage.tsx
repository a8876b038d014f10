import * as React from 'react'
import ApiSeo from '../components/ApiSeo'
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import ApiFrame from '../components/ApiFrame'
import { letterAnchor, letterOf, type IndexEntry, type IndexLetter } from '../node/indices'
import { partRoute } from '../model/pageParts'
import { PartNav } from '../components/PageParts'
import { partSuffix } from '../components/CompoundSeo'
import { versionRoute, INDEX_KINDS, INDEX_KIND_TITLES, INDEX_SCOPE_TITLES, type IndexKind, type IndexScope } from '../options'
import * as styles from '../components/api.module.css'

interface Context {
  /** The engine version of the page (current or a release). */
  version: string
  scope: IndexScope
  kind: string
  /** This page's part of the index (0-based), how many there are, and where each letter starts. */
  part: number
  parts: number
  letters: IndexLetter[]
}

interface Data {
  doxygenIndex: { entries: IndexEntry[] } | null
}

/**
 * One of the 24 index pages (or a part of one): entries of one kind in one scope, grouped by letter, in the
 * order node/indices.ts sorts them; the letter bar reaches every letter of the index. An empty index says so.
 */
export default function IndexPage({ data, pageContext }: PageProps<Data, Context>) {
  const { scope, kind, part, parts, letters: indexLetters } = pageContext
  const entries = data.doxygenIndex?.entries ?? []
  const groups = new Map<string, IndexEntry[]>()
  for (const e of entries) {
    const l = letterOf(e.name)
    const list = groups.get(l) ?? []
    list.push(e)
    groups.set(l, list)
  }
  const letters = [...groups.keys()]
  const route = versionRoute(pageContext.version, 'indices', scope, kind)
  const letterHref = (l: IndexLetter) => `${l.part === part ? '' : partRoute(route, l.part)}#${letterAnchor(l.letter)}`
  return (
    <ApiFrame title={`${INDEX_SCOPE_TITLES[scope]}: ${INDEX_KIND_TITLES[kind as IndexKind] ?? kind}`} breadcrumbs={[{ name: 'Indices', route: versionRoute(pageContext.version, 'indices') }]}>
      <nav className={styles.tabs} aria-label="Index kinds">
        {INDEX_KINDS.map((k) => (
          <SiteLink key={k} to={versionRoute(pageContext.version, 'indices', scope, k)} className={styles.tab} aria-current={k === kind ? 'page' : undefined}>
            {INDEX_KIND_TITLES[k]}
          </SiteLink>
        ))}
      </nav>
      {entries.length === 0 ? (
        <p className={styles.empty} data-testid="index-empty">
          No {(INDEX_KIND_TITLES[kind as IndexKind] ?? kind).toLowerCase()} in the {INDEX_SCOPE_TITLES[scope].toLowerCase()}: this library documents none.
        </p>
      ) : (
        <>
          <p className={styles.letterBar}>
            {indexLetters.map((l) =>
              l.part === part ? (
                <a key={l.letter} href={letterHref(l)}>{l.letter}</a>
              ) : (
                <SiteLink key={l.letter} to={letterHref(l)}>{l.letter}</SiteLink>
              ),
            )}
          </p>
          <PartNav route={route} part={part} parts={parts} at="top" label="Entries" />
          {letters.map((l) => (
            <section key={l} aria-labelledby={letterAnchor(l)}>
              <h2 id={letterAnchor(l)} className={styles.letter}>{l}</h2>
              <ul className={styles.indexList}>
                {groups.get(l)!.map((e, i) => (
                  <li key={i}>
                    <SiteLink to={e.href} className={styles.indexName}><code>{e.name}</code></SiteLink>
                    <span className={styles.miniKind}>{e.kind}</span>
                    {e.scope && (e.scopeHref ? <SiteLink to={e.scopeHref} className={styles.indexScope}>{e.scope}</SiteLink> : <span className={styles.indexScope}>{e.scope}</span>)}
                    {e.brief && <span className={styles.treeBrief}>{e.brief}</span>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <PartNav route={route} part={part} parts={parts} at="end" label="Entries" />
        </>
      )}
    </ApiFrame>
  )
}

export const query = graphql`
  query ApiIndexPage($id: String!) {
    doxygenIndex(id: { eq: $id }) {
      entries { name href kind scope scopeHref brief }
    }
  }
`

export const Head: HeadFC<Data, Context> = ({ pageContext, location }) => (
  <ApiSeo pageContext={pageContext} title={`${INDEX_SCOPE_TITLES[pageContext.scope]}: ${INDEX_KIND_TITLES[pageContext.kind as IndexKind] ?? pageContext.kind}${partSuffix(pageContext.part)}`} description={`Index of ${INDEX_SCOPE_TITLES[pageContext.scope].toLowerCase()}`} pathname={location.pathname} />
)
