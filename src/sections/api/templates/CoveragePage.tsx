import * as React from 'react'
import ApiSeo from '../components/ApiSeo'
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import SiteLink from '../../../shell/components/SiteLink'
import { groupBy } from '../../../shell/groupBy'
import ApiFrame from '../components/ApiFrame'
import { docTrees } from '../components/types'
import { versionLabel } from '../components/SymbolHistory'
import * as styles from '../components/api.module.css'
import * as coverageStyles from '../components/coverage.module.css'
import { namespaceHeadingIds } from '../model/changesIds'
import { COVERAGE_SEGMENT, versionRoute } from '../options'
import { COVERAGE_SECTIONS, type CoverageFigures, documentedShare, FIGURE_COLUMNS, figureParts } from '../model/coverageFigures'

interface Context {
  /** The version whose coverage the page shows (current or a release). */
  version: string
}

/** One table of figures: a row per kind, namespace or version, a column per share. */
function FiguresTable({ caption, first, rows }: { caption: string; first: string; rows: Array<{ key: string; label: React.ReactNode; figures: CoverageFigures; current?: boolean }> }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={`${styles.docTable} ${coverageStyles.figures}`}>
        <caption className={coverageStyles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col">Entities</th>
            {FIGURE_COLUMNS.map((c) => <th scope="col" key={c.key}>{c.label}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} aria-current={r.current ? 'true' : undefined}>
              <th scope="row">{r.label}</th>
              <td>{r.figures.total}</td>
              {FIGURE_COLUMNS.map((c) => {
                const [value, counts] = figureParts(r.figures, c)
                return (
                  <td key={c.key} data-figure={c.key}>
                    {value}
                    {counts && <span className={coverageStyles.counts}> {counts}</span>}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A version's documentation coverage (DoxygenCoverage): the shares overall, per kind and namespace, across releases, and what is not documented. */
export default function CoveragePage({ data, pageContext }: PageProps<Queries.ApiCoveragePageQuery, Context>) {
  const version = pageContext.version
  if (!data.doxygenCoverage) return <ApiFrame title="Documentation coverage">No coverage is recorded for this version.</ApiFrame>
  const c = docTrees(data.doxygenCoverage)
  const groups = [...groupBy(c.undocumented, (u) => u.namespace)]
  const ids = namespaceHeadingIds(groups.map(([ns]) => ns))
  const toc = COVERAGE_SECTIONS.map((s) => ({ url: `#${s.id}`, title: s.title }))
  const [overall, byKind, byNamespace, acrossReleases, notDocumented] = COVERAGE_SECTIONS
  return (
    <ApiFrame title={c.title} toc={toc}>
      <p data-coverage-documented={documentedShare(c.overall) ?? ''}>{c.summary}</p>
      <p>
        Counted: the public classes, structs, unions, interfaces, exceptions and concepts, and the public functions, variables, type aliases, enums and
        macros of public scopes. Documented: a brief or details, and for a function or macro with parameters every named parameter and the return value
        (the column &ldquo;Parameters and return&rdquo; counts those functions and macros only).
      </p>
      <section aria-labelledby={overall.id}>
        <h2 id={overall.id}>{overall.title}</h2>
        <FiguresTable caption={`Coverage of ${versionLabel(version)}`} first="Scope" rows={[{ key: 'all', label: 'All public entities', figures: c.overall }]} />
      </section>
      <section aria-labelledby={byKind.id}>
        <h2 id={byKind.id}>{byKind.title}</h2>
        <FiguresTable caption="Coverage by kind" first="Kind" rows={c.byKind.map((k) => ({ key: k.kind, label: k.kind, figures: k }))} />
      </section>
      <section aria-labelledby={byNamespace.id}>
        <h2 id={byNamespace.id}>{byNamespace.title}</h2>
        <FiguresTable caption="Coverage by namespace" first="Namespace" rows={c.byNamespace.map((n) => ({ key: n.namespace, label: <code>{n.namespace}</code>, figures: n }))} />
      </section>
      <section aria-labelledby={acrossReleases.id}>
        <h2 id={acrossReleases.id}>{acrossReleases.title}</h2>
        <FiguresTable
          caption="Coverage of every version, oldest first"
          first="Version"
          rows={c.trend.map((t) => ({
            key: t.version,
            current: t.version === version,
            label: t.version === version ? versionLabel(t.version) : <SiteLink to={versionRoute(t.version, COVERAGE_SEGMENT)}>{versionLabel(t.version)}</SiteLink>,
            figures: t.overall,
          }))}
        />
      </section>
      <section aria-labelledby={notDocumented.id}>
        <h2 id={notDocumented.id}>{notDocumented.title}</h2>
        {c.undocumentedCount === 0 ? (
          <p>Every public entity is documented.</p>
        ) : (
          <p>
            {c.undocumentedCount} public {c.undocumentedCount === 1 ? 'entity lacks' : 'entities lack'} a description, a parameter or a return value
            {c.undocumented.length < c.undocumentedCount ? `; the first ${c.undocumented.length} are listed here, every one in the page's Markdown twin` : ''}.
          </p>
        )}
        {groups.map(([ns, entries], i) => (
          <section key={ns} aria-labelledby={ids[i]}>
            <h3 id={ids[i]}>{ns}</h3>
            <ul className={coverageStyles.entries}>
              {entries.map((u, j) => (
                <li key={`${u.name}-${j}`} className={coverageStyles.entry} data-undocumented="">
                  <span className={coverageStyles.kind}>{u.kind}</span>
                  {u.url ? <SiteLink to={u.url}><code>{u.name}</code></SiteLink> : <code>{u.name}</code>}
                  <span className={coverageStyles.lacks}>lacks {u.lacks.join(', ')}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </ApiFrame>
  )
}

export const Head: HeadFC<Queries.ApiCoveragePageQuery, Context> = ({ data, pageContext, location }) => (
  <ApiSeo pageContext={pageContext} title={`Documentation coverage: API reference`} description={data.doxygenCoverage?.summary ?? `How much of helios ${versionLabel(pageContext.version)}'s API is documented`} pathname={location.pathname} />
)

export const query = graphql`
  query ApiCoveragePage($version: String!) {
    doxygenCoverage(version: { eq: $version }) {
      title
      summary
      overall
      byKind
      byNamespace
      undocumented
      undocumentedCount
      trend
    }
  }
`
