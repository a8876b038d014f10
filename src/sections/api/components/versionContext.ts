import * as React from 'react'

/** Where the version switch leads from the page read to one version (made in ../gatsby-node.ts from the pages it creates). */
export interface VersionLink {
  readonly version: string
  readonly url: string
  /** The same page (or symbol) there; false: its nearest existing parent, or that version's overview. */
  readonly exact: boolean
}

/** The version of the API page read and its version links; null outside the API reference. */
export interface ApiVersionInfo {
  version: string
  links: readonly VersionLink[]
}

export const ApiVersionContext = React.createContext<ApiVersionInfo | null>(null)

/** sessionStorage key of the notice the next page shows after a switch that did not find the same page. */
export const SWITCH_NOTICE_KEY = 'helios-version-switch'

/** What a switch that landed on a parent tells the page it lands on. */
export interface SwitchNotice {
  /** The page the switch lands on. */
  to: string
  /** What was read before: the page title or the symbol (the #anchor) that the target version lacks. */
  what: string
  /** The version switched to. */
  version: string
}
