/** Shapes of the doxygen data the API templates read (see the plugin's GraphQL schema). */
export type { DocNode, DocElement } from '../../../plugins/gatsby-transformer-doxygen/lib/doc'
import type { DocNode } from '../../../plugins/gatsby-transformer-doxygen/lib/doc'
import type { MemberTraits } from '../../../plugins/gatsby-transformer-doxygen/lib/model'

export interface ApiParam {
  type: DocNode[] | null
  declname: string | null
  defname: string | null
  array: string | null
  defval: DocNode[] | null
}

export interface ApiRef {
  refid: string | null
  name: string
  route: string | null
  protection: string | null
  virtual: string | null
  compound?: { kind: string; briefText: string; title: string } | null
}

export interface ApiLocation {
  file: string
  line: number | null
  href: string | null
}

export interface ApiMember extends MemberTraits {
  refid: string
  kind: string
  route: string
  anchor: string
  href: string
  type: DocNode[] | null
  bitfield: string | null
  params: ApiParam[]
  templateParams: ApiParam[]
  enumValues: Array<{ refid: string; name: string; anchor: string; initializer: DocNode[] | null; brief: DocNode[] | null; detailed: DocNode[] | null }>
  initializer: DocNode[] | null
  brief: DocNode[] | null
  detailed: DocNode[] | null
  inbody: DocNode[] | null
  location: ApiLocation | null
  reimplements: Array<{ name: string; href: string | null }>
  reimplementedBy: Array<{ name: string; href: string | null }>
}

export interface ApiSection {
  kind: string
  anchor: string
  title: string
  description: DocNode[] | null
  members: ApiMember[]
}

export interface ApiCompound {
  refid: string
  kind: string
  name: string
  title: string
  shortName: string
  route: string
  language: string | null
  final: boolean
  abstract: boolean
  brief: DocNode[] | null
  briefText: string
  detailed: DocNode[] | null
  location: ApiLocation | null
  includes: Array<{ name: string; local: boolean; route: string | null }>
  includedBy: Array<{ name: string; local: boolean; route: string | null }>
  templateParams: ApiParam[]
  bases: ApiRef[]
  derived: ApiRef[]
  innerClasses: ApiRef[]
  innerNamespaces: ApiRef[]
  innerFiles: ApiRef[]
  innerDirs: ApiRef[]
  innerConcepts: ApiRef[]
  sections: ApiSection[]
  listing: DocNode | null
  initializer: DocNode[] | null
  breadcrumbs: Array<{ name: string; route: string | null }>
}
