import * as React from 'react'
import SiteLink from '../../../shell/components/SiteLink'
import Layout from '../../../shell/components/Layout'
import type { TocItem } from '../../../shell/components/TableOfContents'
import ApiSidebar from './ApiSidebar'
import type { ApiRef } from './types'
import type { DocNode } from './types'
import * as styles from './api.module.css'
import { versionBasePath, CURRENT_VERSION } from '../options'
import VersionBanner from './VersionBanner'
import { ApiVersionContext } from './versionContext'
import { StaticIsland } from '../../../shell/hydration'
import CopyPageMarkdown from '../../../shell/components/CopyPageMarkdown'
import { serverRenderedChunk, usePreloadOnLinkIntent } from '../../../shell/components/LazyChunk'

const Brief = serverRenderedChunk(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the HTML renderer's copy (serverRenderedChunk)
  process.env.HELIOS_BROWSER_BUNDLE ? null : (require('./Brief') as typeof import('./Brief')),
  () => import(/* webpackChunkName: "api-brief" */ './Brief'),
  null,
)

interface FrameProps {
  title: React.ReactNode
  kind?: string
  breadcrumbs?: Array<{ name: string; route: string | null }>
  brief?: DocNode[] | null
  toc?: TocItem[]
  children: React.ReactNode
}

/** Every API reference page: the site layout with the API sidebar, a breadcrumb trail, the title and the brief. */
export default function ApiFrame({ title, kind, breadcrumbs = [], brief, toc, children }: FrameProps) {
  const version = useApiVersion()
  usePreloadOnLinkIntent(Brief)
  return (
    <Layout sidebar={<ApiSidebar version={version} />} toc={toc}>
      {/* Every link made here comes from the route table: the build's link check does not read the page's links. */}
      <div className={styles.page} data-api-page={kind ?? 'list'} data-version={version} data-link-check="generated">
        <VersionBanner />
        <nav className={styles.breadcrumbs} aria-label="Breadcrumbs">
          <SiteLink to={versionBasePath(version)}>API</SiteLink>
          {breadcrumbs.map((b, i) => (
            <React.Fragment key={i}>
              <span aria-hidden="true"> / </span>
              {b.route ? <SiteLink to={b.route}>{b.name}</SiteLink> : <span>{b.name}</span>}
            </React.Fragment>
          ))}
        </nav>
        <header className={styles.header}>
          <h1 className={styles.title}>
            {kind && <span className={styles.kindBadge}>{kind}</span>}
            <span>{title}</span>
          </h1>
          {brief && brief.length > 0 && (
            <StaticIsland as="p" className={styles.lead}>
              <Brief nodes={brief} />
            </StaticIsland>
          )}
          <CopyPageMarkdown />
        </header>
        <StaticIsland>{children}</StaticIsland>
      </div>
    </Layout>
  )
}

/** The engine version of the API page read (from its page context): current or a release name. */
export function useApiVersion(): string {
  return React.useContext(ApiVersionContext)?.version ?? CURRENT_VERSION
}

/** A list of compounds (inner classes, files, namespaces) with their briefs. */
export function CompoundList({ items, id, title, empty }: { items: ApiRef[]; id: string; title: string; empty?: string }) {
  if (items.length === 0 && !empty) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <dl className={styles.compoundList}>
          {items.map((r, i) => (
            <React.Fragment key={`${r.refid ?? r.name}-${i}`}>
              <dt>
                {r.compound && <span className={styles.miniKind}>{r.compound.kind}</span>}
                {r.route ? <SiteLink to={r.route}>{r.name}</SiteLink> : <code>{r.name}</code>}
              </dt>
              <dd>{r.compound?.briefText ?? ''}</dd>
            </React.Fragment>
          ))}
        </dl>
      )}
    </section>
  )
}

export function sectionToc(sections: Array<{ anchor: string; title: string; members: unknown[] | null }>): TocItem[] {
  return sections.filter((s) => (s.members ?? []).some((m) => m !== null)).map((s) => ({ url: `#${s.anchor}`, title: s.title }))
}
