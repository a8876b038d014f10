/** The <head> of a compound's page: "<heading> <kind>" as title, its brief (or kind and name) as description. */
import * as React from 'react'
import Seo from '../../../shell/components/Seo'
import { pageCompound } from './types'

interface HeadCompound {
  readonly name: string
  readonly kind: string
  readonly title?: string | null
  readonly briefText?: string | null
}

/**
 * The Head export of a compound page; `heading` picks the name shown in the
 * title (the compound's name, or its page title).
 */
export function compoundHead(heading: 'name' | 'title') {
  return function CompoundHead({ data, location }: { data: { readonly doxygenCompound: HeadCompound | null }; location: { pathname: string } }) {
    const c = pageCompound(data)
    return <Seo title={`${c[heading] ?? c.name} ${c.kind}`} description={c.briefText || `${c.kind} ${c.name}`} pathname={location.pathname} />
  }
}
