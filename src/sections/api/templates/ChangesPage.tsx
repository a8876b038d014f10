import * as React from 'react'
import ApiSeo from '../components/ApiSeo'
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import { siteConfig } from '../../../shell/config/site'
import { groupBy } from '../../../shell/groupBy'
import ApiFrame from '../components/ApiFrame'
import { versionLabel } from '../components/SymbolHistory'
import * as styles from '../components/changes.module.css'

interface Context {
  /** The version whose changes the page lists (current or a release). */
  version: string
}

type Entry = NonNullable<Queries.ApiChangesPageQuery['doxygenVersionChanges']>['entries'][number]

const CHANGE_TITLES: Record<string, string> = { added: 'Added', removed: 'Removed', renamed: 'Renamed', changed: 'Changed', deprecated: 'Deprecated' }
const CHANGE_ORDER = ['added', 'removed', 'renamed', 'changed', 'deprecated']

/** The devlog post of a version's period (site config), if it names one. */
export function releasePost(version: string): string | undefined {
  for (const plugin of siteConfig.docs) {
    const v = plugin.versions.find((x) => x.name === version)
    if (v?.releasePost) return v.releasePost
  }
  return undefined
}

/** One entry: the change, the entity linked in both versions, and the declarations it concerns side by side. */
function Row({ e, version, previous }: { e: Entry; version: string; previous: string | null }) {
  const name = <code>{e.name}</code>
  return (
    <li className={styles.entry} data-change={e.change}>
      <div className={styles.head}>
        <span className={`${styles.badge} ${styles[e.change] ?? ''}`}>{CHANGE_TITLES[e.change] ?? e.change}</span>
        <span className={styles.kind}>{e.kind}</span>
        {e.url ? <SiteLink to={e.url}>{name}</SiteLink> : name}
        {e.change === 'renamed' && e.other && <span className={styles.aside}>from <code>{e.other}</code></span>}
        {e.change === 'removed' && e.other && <span className={styles.aside}>replaced by <code>{e.other}</code></span>}
        <span className={styles.links}>
          {e.previousUrl && previous && <SiteLink to={e.previousUrl} aria-label={`${e.name} in ${versionLabel(previous)}`}>in {versionLabel(previous)}</SiteLink>}
          {e.previousUrl && e.url && ' · '}
          {e.url && <SiteLink to={e.url} aria-label={`${e.name} in ${versionLabel(version)}`}>in {versionLabel(version)}</SiteLink>}
        </span>
      </div>
      {e.change === 'changed' && (
        <div className={styles.sideBySide}>
          <div>
            <span className={styles.label}>{previous ? versionLabel(previous) : 'Before'}</span>
            <pre><code>{e.before}</code></pre>
          </div>
          <div>
            <span className={styles.label}>{versionLabel(version)}</span>
            <pre><code>{e.after}</code></pre>
          </div>
        </div>
      )}
      {e.change === 'deprecated' && e.note && <p className={styles.note}>{e.note}</p>}
    </li>
  )
}

/** What one version changed against the version before it, grouped by namespace (DoxygenVersionChanges). */
export default function ChangesPage({ data, pageContext }: PageProps<Queries.ApiChangesPageQuery, Context>) {
  const changes = data.doxygenVersionChanges
  const version = pageContext.version
  if (!changes) return <ApiFrame title="Changes">No changes are recorded for this version.</ApiFrame>
  const previous = changes.previous
  const groups = [...groupBy(changes.entries, (e) => e.namespace)]
  // The node made each namespace's id, unique on the page, for the page and its twin alike.
  const ids = groups.map(([, entries]) => entries[0].namespaceId)
  const counts = CHANGE_ORDER.map((c) => [c, changes.entries.filter((e) => e.change === c).length] as const)
  const post = releasePost(version)
  const title = `Changes in ${versionLabel(version)}`
  return (
    <ApiFrame title={title} toc={groups.map(([ns], i) => ({ url: `#${ids[i]}`, title: ns }))}>
      {previous ? (
        <p>
          What {version === 'current' ? 'the current engine (Next)' : `release ${version}`} changed against {versionLabel(previous)}, computed from the two
          versions&apos; doxygen XML: {counts.map(([c, n], i) => `${i > 0 ? ', ' : ''}${n} ${CHANGE_TITLES[c].toLowerCase()}`).join('')}.
        </p>
      ) : (
        <p>The first release of the engine: each of its {changes.entries.length} entities is new in it.</p>
      )}
      {post && (
        <p>
          The devlog post of this period: <SiteLink to={post} data-release-post="">what {versionLabel(version)} brought, told as it was built</SiteLink>.
        </p>
      )}
      {groups.map(([ns, entries], i) => (
        <section key={ns} aria-labelledby={ids[i]}>
          <h2 id={ids[i]}>{ns}</h2>
          <ul className={styles.entries}>
            {[...entries].sort((a, b) => CHANGE_ORDER.indexOf(a.change) - CHANGE_ORDER.indexOf(b.change) || a.name.localeCompare(b.name)).map((e, i) => (
              <Row key={`${e.change}-${e.name}-${i}`} e={e} version={version} previous={previous} />
            ))}
          </ul>
        </section>
      ))}
    </ApiFrame>
  )
}

export const Head: HeadFC<Queries.ApiChangesPageQuery, Context> = ({ pageContext, location }) => (
  <ApiSeo pageContext={pageContext} title={`Changes in ${versionLabel(pageContext.version)}: API reference`} description={`What helios ${versionLabel(pageContext.version)} added, removed, renamed, changed and deprecated`} pathname={location.pathname} />
)

export const query = graphql`
  query ApiChangesPage($version: String!) {
    doxygenVersionChanges(version: { eq: $version }) {
      version
      previous
      entries { change kind name namespace namespaceId url previousUrl before after note other }
    }
  }
`
