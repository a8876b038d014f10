/** The <head> of a compound's page: "<heading> <kind>" as title, its brief (or kind and name) as description. */
import * as React from 'react'
import ApiSeo from './ApiSeo'
import { pageCompound } from './types'

interface HeadCompound {
  readonly name: string
  readonly kind: string
  readonly title?: string | null
  readonly briefText?: string | null
}

/** ", part N" in the title of a page shown in parts (0-based `part`), after its first part. */
export const partSuffix = (part: number | undefined): string => (part ? `, part ${part + 1}` : '')

/**
 * The Head export of a compound page; `heading` picks the name shown in the
 * title (the compound's name, or its page title).
 */
export function compoundHead(heading: 'name' | 'title') {
  return function CompoundHead({ data, location, pageContext }: { data: { readonly doxygenCompound: HeadCompound | null }; location: { pathname: string }; pageContext?: { part?: number; version?: string } }) {
    const c = pageCompound(data)
    return <ApiSeo pageContext={pageContext} title={`${c[heading] ?? c.name} ${c.kind}${partSuffix(pageContext?.part)}`} description={c.briefText || `${c.kind} ${c.name}`} pathname={location.pathname} />
  }
}
