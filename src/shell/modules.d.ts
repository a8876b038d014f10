// Gatsby 5 compiles CSS modules to named exports, one per class.
declare module '*.module.css' {
  const classes: Record<string, string>
  export = classes
}

// Gatsby's fork of reach-router ships without types; the site uses useLocation, the unit tests ServerLocation.
declare module '@gatsbyjs/reach-router' {
  export interface WindowLocation {
    pathname: string
    search: string
    hash: string
    href: string
    state: unknown
  }
  export function useLocation(): WindowLocation
  /** Renders its children as if the browser were at `url` (server rendering, tests). */
  export function ServerLocation(props: { url: string; children?: import('react').ReactNode }): import('react').ReactElement
}
