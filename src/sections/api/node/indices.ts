/**
 * Entries of the index pages (indices/{classes,files,namespaces}/{kind}/), scoped the way doxygen's "class members"
 * and similar lists are, grouped by initial and shown in parts of at most INDEX_ENTRIES_PER_PAGE entries
 * (docs/sections/api.md, "Index pages").
 */
import { CLASS_KINDS, INDEX_KINDS, INDEX_SCOPES } from '../options'
import type { CompoundNode, EnumValuePayload, MemberNode, RefPayload, SectionPayload } from '../model/apiShape'

/** The fields of a compound node the indices read (model/apiShape.ts, DoxygenCompound). */
export type IndexCompound = Pick<CompoundNode, 'refid' | 'kind' | 'name' | 'route' | 'xmlFile' | 'briefText'> & {
  innerClasses: Array<Pick<RefPayload, 'refid'>>
  sections: Array<Pick<SectionPayload, 'memberIds'>>
}

/** The fields of a member node the indices read (model/apiShape.ts, DoxygenMember). */
export type IndexMember = Pick<MemberNode, 'refid' | 'kind' | 'name' | 'qualifiedName' | 'href' | 'briefText' | 'compoundId' | 'argsString'> & {
  enumValues: Array<Pick<EnumValuePayload, 'name' | 'anchor'>>
}

/** One entry of an index page, declared with its schema in ./buildShape.ts. */
export type { IndexEntry } from './buildShape'
import type { IndexEntry } from './buildShape'
import { ANONYMOUS_DISPLAY_NAME } from '../model/anonymous'

/** Entries one index page shows at most. */
export const INDEX_ENTRIES_PER_PAGE = 2000

/** The initial an entry is listed under, leading punctuation skipped: A to Z, or '#' (digits and other characters). */
export const letterOf = (name: string): string => {
  const ch = name.replace(/^[^A-Za-z0-9]+/, '').charAt(0).toUpperCase()
  return /[A-Z]/.test(ch) ? ch : '#'
}

/** Element id of a letter's heading on an index page. */
export const letterAnchor = (letter: string): string => `letter-${letter === '#' ? 'other' : letter.toLowerCase()}`

/** Where a letter of an index starts: its part (0-based). */
export interface IndexLetter {
  letter: string
  part: number
}

/** An index's entries cut into parts (at least one, empty for an empty index), and the part where each letter starts. */
export function indexParts<E extends { name: string }>(entries: readonly E[], perPage = INDEX_ENTRIES_PER_PAGE): { parts: E[][]; letters: IndexLetter[] } {
  const parts: E[][] = []
  for (let i = 0; i < entries.length; i += perPage) parts.push(entries.slice(i, i + perPage))
  if (parts.length === 0) parts.push([])
  const letters: IndexLetter[] = []
  entries.forEach((e, i) => {
    const letter = letterOf(e.name)
    if (letters.at(-1)?.letter !== letter) letters.push({ letter, part: Math.floor(i / perPage) })
  })
  return { parts, letters }
}

type Scope = (typeof INDEX_SCOPES)[number]
type Kind = (typeof INDEX_KINDS)[number]

const KIND_OF_MEMBER: Record<string, Kind | undefined> = {
  function: 'functions',
  signal: 'functions',
  slot: 'functions',
  prototype: 'functions',
  variable: 'variables',
  property: 'variables',
  event: 'variables',
  define: 'defines',
  enum: 'enums',
  typedef: 'typedefs',
}

const scopeOf = (kind: string): Scope | undefined =>
  CLASS_KINDS.includes(kind) ? 'classes' : kind === 'file' ? 'files' : kind === 'namespace' ? 'namespaces' : undefined

export function buildIndexEntries(compounds: IndexCompound[], members: IndexMember[]): Record<Scope, Record<Kind, IndexEntry[]>> {
  const out = {} as Record<Scope, Record<Kind, IndexEntry[]>>
  for (const s of INDEX_SCOPES) {
    out[s] = {} as Record<Kind, IndexEntry[]>
    for (const k of INDEX_KINDS) out[s][k] = []
  }
  const memberById = new Map(members.map((m) => [m.refid, m]))
  const compoundById = new Map(compounds.map((c) => [c.refid, c]))
  for (const c of compounds) {
    const scope = scopeOf(c.kind)
    if (!scope) continue
    const seen = new Set<string>()
    for (const s of c.sections) {
      for (const id of s.memberIds) {
        const m = memberById.get(id)
        if (!m || seen.has(id)) continue
        seen.add(id)
        const base = { scope: c.name, scopeHref: c.route, brief: m.briefText }
        const isFunctionFriend = m.kind === 'friend' && m.argsString.startsWith('(')
        const kind = KIND_OF_MEMBER[m.kind] ?? (isFunctionFriend ? 'functions' : undefined)
        // A member the source leaves unnamed is listed by nothing a reader could look up; its enumerators are.
        if (m.name !== ANONYMOUS_DISPLAY_NAME) {
          const entry: IndexEntry = { name: m.name + (kind === 'functions' ? '()' : ''), href: m.href, kind: m.kind, ...base }
          out[scope].all.push(entry)
          if (kind) out[scope][kind].push(entry)
        }
        for (const ev of m.enumValues) {
          const evEntry: IndexEntry = { name: ev.name, href: `${m.href.split('#')[0]}#${ev.anchor}`, kind: 'enumvalue', ...base }
          out[scope].enumvalues.push(evEntry)
          out[scope].all.push(evEntry)
        }
      }
    }
    if (scope === 'classes') {
      const entry: IndexEntry = { name: c.name, href: c.route, kind: c.kind, scope: c.name.split('::').slice(0, -1).join('::'), scopeHref: '', brief: c.briefText }
      out.classes.classes.push(entry)
      out.classes.all.push(entry)
      continue
    }
    for (const inner of c.innerClasses) {
      const ic = inner.refid ? compoundById.get(inner.refid) : undefined
      if (!ic) continue
      const entry: IndexEntry = { name: ic.name.split('::').pop() ?? ic.name, href: ic.route, kind: ic.kind, scope: c.name, scopeHref: c.route, brief: ic.briefText }
      out[scope].classes.push(entry)
      out[scope].all.push(entry)
    }
  }
  // '#' sorts before the letters, so each initial's entries are contiguous, in the order the pages show them.
  // Collators made once: localeCompare with a locale makes one per call, most of the sort's time on a large library.
  const names = new Intl.Collator('en', { sensitivity: 'base' })
  const plain = new Intl.Collator()
  const byName = (a: IndexEntry, b: IndexEntry) => names.compare(a.name, b.name) || plain.compare(a.scope, b.scope) || plain.compare(a.href, b.href)
  // Each entry's letter found once, not twice per comparison.
  const letters = new Map<IndexEntry, string>()
  const letter = (e: IndexEntry) => {
    let l = letters.get(e)
    if (l === undefined) letters.set(e, (l = letterOf(e.name)))
    return l
  }
  const cmp = (a: IndexEntry, b: IndexEntry) => {
    const la = letter(a)
    const lb = letter(b)
    return la === lb ? byName(a, b) : la === '#' ? -1 : lb === '#' ? 1 : la < lb ? -1 : 1
  }
  for (const s of INDEX_SCOPES) for (const k of INDEX_KINDS) out[s][k].sort(cmp)
  return out
}
