/**
 * Short one-line declarations of compounds and members as plain text
 * (ApiSymbol.signature): what a search hit or a symbol link shows next to the
 * name. The API pages draw full, highlighted declarations themselves
 * (components/Signature.tsx); this is the one-line summary of them.
 */
import { plainText, type DocNode } from './doc'
import type { Member, Param } from './model'
import { displayName } from './anonymous'

/** Collapses white space; "=default", "=delete" and "=0" read " = default"... as in the pages. */
const oneLine = (s: string): string =>
  s
    .replace(/\s+/g, ' ')
    .replace(/\s*=\s*(default|delete|0)\s*$/, ' = $1')
    .trim()
const text = (nodes: DocNode[] | undefined): string => (nodes ? plainText(nodes) : '')

/** template<typename T, int N = 3>, or '' without template parameters. */
export function templateClause(params: Param[]): string {
  if (params.length === 0) return ''
  const one = (p: Param) => oneLine([text(p.type), p.declname ?? '', p.defval.length > 0 ? `= ${text(p.defval)}` : ''].join(' '))
  return `template<${params.map(one).join(', ')}>`
}

/** The kinds that declare a type or concept and read "kind Name" in C++. */
const DECLARED_KINDS = new Set(['class', 'struct', 'union', 'interface', 'exception', 'concept', 'namespace'])

/**
 * A compound's signature: "class Camera", "template<typename T> struct vec3",
 * "namespace math"; files, folders and pages read "file vec3.hpp", "dir math",
 * or their title.
 */
export function compoundSignature(c: { kind: string; shortName: string; title: string; templateParams: Param[] }): string {
  if (c.kind === 'page' || c.kind === 'group' || c.kind === 'example') return oneLine(c.title)
  if (!DECLARED_KINDS.has(c.kind)) return oneLine(`${c.kind} ${c.shortName}`)
  return oneLine(`${templateClause(c.templateParams)} ${c.kind} ${c.shortName}`)
}

/** Specifiers doxygen keeps as flags, unless the type text already spells them. */
function specifiers(m: Pick<Member, 'static' | 'virtual' | 'explicit' | 'constexpr'>, typeText: string): string[] {
  const out: string[] = []
  if (m.static && !/\bstatic\b/.test(typeText)) out.push('static')
  if (m.virtual !== 'non-virtual' && !/\bvirtual\b/.test(typeText)) out.push('virtual')
  if (m.explicit) out.push('explicit')
  if (m.constexpr && !/\bconstexpr\b/.test(typeText)) out.push('constexpr')
  return out
}

/**
 * A member's signature, without template parameters: for a function the
 * return type, name, arguments and trailing qualifiers
 * ("void lookAt(const vec3 &target) const noexcept"); "float fov" for a
 * variable; "using vec3f = vec3< float >" for an alias; "enum class Key";
 * "#define HELIOS_ASSERT(cond)"; "friend class Scene".
 */
export function memberSignature(m: Pick<Member, 'kind' | 'name' | 'type' | 'argsString' | 'definition' | 'params' | 'strong' | 'bitfield' | 'static' | 'virtual' | 'explicit' | 'constexpr'>): string {
  const typeText = text(m.type)
  const name = displayName(m.name)
  switch (m.kind) {
    case 'define': {
      const args = m.params.map((p) => text(p.type) || p.defname || p.declname || '').filter(Boolean)
      return oneLine(`#define ${name}${m.params.length > 0 ? `(${args.join(', ')})` : ''}`)
    }
    case 'enum':
      return oneLine(`${m.strong ? 'enum class' : 'enum'} ${name}${typeText ? ` : ${typeText}` : ''}`)
    case 'typedef':
      return m.definition.trim().startsWith('using') ? oneLine(`using ${name} = ${typeText}`) : oneLine(`typedef ${typeText} ${name}${m.argsString}`)
    case 'friend':
      return oneLine(`friend ${typeText} ${name}${m.argsString}`)
    default:
      return oneLine(`${specifiers(m, typeText).join(' ')} ${typeText} ${name}${m.argsString}${m.bitfield ? ` : ${m.bitfield}` : ''}`)
  }
}
