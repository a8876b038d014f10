import * as React from 'react'
import type { ApiMember, ApiMemberSummary, ApiParam, DocNode } from './types'
import { DocLink } from './DocContent'
import { splitAtDeclarator } from '../model/declarator'
import * as styles from './api.module.css'

/**
 * C++ declarations with light syntax highlighting: keywords, built-in types,
 * numbers and strings get classes; refs from doxygen stay links.
 */
const KEYWORDS = new Set(
  'alignas alignof and asm auto break case catch class co_await co_return co_yield concept const consteval constexpr constinit const_cast continue decltype default delete do dynamic_cast else enum explicit export extern false final for friend goto if inline mutable namespace new noexcept not nullptr operator or override private protected public register reinterpret_cast requires return sizeof static static_assert static_cast struct switch template this thread_local throw true try typedef typeid typename union using virtual volatile while #define'.split(' '),
)
const TYPES = new Set('bool char char8_t char16_t char32_t double float int long short signed unsigned void wchar_t size_t std::size_t uint8_t uint16_t uint32_t uint64_t int8_t int16_t int32_t int64_t'.split(' '))
const TOKEN = /(#define\b|[A-Za-z_][\w]*(?:::[A-Za-z_]\w*)*|\d[\w.']*|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\s+|.)/g

export function Code({ text }: { text: string }) {
  const parts: React.ReactNode[] = []
  let m: RegExpExecArray | null
  TOKEN.lastIndex = 0
  let i = 0
  while ((m = TOKEN.exec(text))) {
    const t = m[0]
    if (KEYWORDS.has(t)) parts.push(<span key={i++} className={styles.tkKeyword}>{t}</span>)
    else if (TYPES.has(t)) parts.push(<span key={i++} className={styles.tkType}>{t}</span>)
    else if (/^\d/.test(t)) parts.push(<span key={i++} className={styles.tkNumber}>{t}</span>)
    else if (/^["']/.test(t)) parts.push(<span key={i++} className={styles.tkString}>{t}</span>)
    else parts.push(t)
  }
  return <>{parts}</>
}

/** An inline tree (type, default value) as highlighted code with links. */
export function CodeNodes({ nodes }: { nodes: DocNode[] | null | undefined }) {
  if (!nodes) return null
  return (
    <>
      {nodes.map((n, i) =>
        typeof n === 'string' ? (
          <Code key={i} text={n} />
        ) : n.t === 'ref' && n.href ? (
          <DocLink key={i} href={n.href} className={styles.codeRef}><CodeNodes nodes={n.c} /></DocLink>
        ) : 'c' in n && Array.isArray(n.c) ? (
          <CodeNodes key={i} nodes={n.c} />
        ) : null,
      )}
    </>
  )
}

const isEmpty = (nodes: DocNode[] | null | undefined) => !nodes || nodes.length === 0 || nodes.every((n) => typeof n === 'string' && n.trim() === '')

/** ` = value` after a parameter that has a default, nothing otherwise. */
function DefaultValue({ nodes }: { nodes: DocNode[] | null | undefined }) {
  if (isEmpty(nodes)) return null
  return (
    <>
      {' = '}
      <CodeNodes nodes={nodes} />
    </>
  )
}

/** A parameter's type and name, the name where C writes it: after the type, or inside `(*)` of a function pointer. */
function TypedName({ type, name, nameClass }: { type: DocNode[] | null | undefined; name: string | null | undefined; nameClass?: string }) {
  const shownName = name ? nameClass ? <span className={nameClass}>{name}</span> : name : null
  const cut = name && type ? splitAtDeclarator(type) : null
  if (cut) {
    return (
      <>
        <CodeNodes nodes={cut[0]} />
        {shownName}
        <CodeNodes nodes={cut[1]} />
      </>
    )
  }
  return (
    <>
      <CodeNodes nodes={type} />
      {shownName && <> {shownName}</>}
    </>
  )
}

export function TemplateLine({ params }: { params: ApiParam[] }) {
  if (params.length === 0) return null
  return (
    <span className={styles.templateLine}>
      <Code text="template" />
      {'<'}
      {params.map((p, i) => (
        <React.Fragment key={i}>
          {i > 0 && ', '}
          <TypedName type={p.type} name={p.declname} />
          <DefaultValue nodes={p.defval} />
        </React.Fragment>
      ))}
      {'>'}
    </span>
  )
}

/** Specifiers doxygen keeps as flags, in C++ order, unless the type text already has them. */
function specifiers(m: ApiMember): string[] {
  const typeText = (m.type ?? []).map((n) => (typeof n === 'string' ? n : '')).join(' ')
  const out: string[] = []
  if (m.kind === 'friend') out.push('friend')
  if (m.static && !/\bstatic\b/.test(typeText)) out.push('static')
  if (m.virtual !== 'non-virtual' && !/\bvirtual\b/.test(typeText)) out.push('virtual')
  if (m.explicit) out.push('explicit')
  if (m.constexpr && !/\bconstexpr\b/.test(typeText) && !/\bconstexpr\b/.test(m.definition.split(m.name)[0] ?? '')) out.push('constexpr')
  return out
}

/** Full declaration of a member, as in its documentation block. */
export function MemberDeclaration({ member: m, qualified = false }: { member: ApiMember; qualified?: boolean }) {
  const name = qualified ? m.qualifiedName : m.name
  let body: React.ReactNode
  switch (m.kind) {
    case 'define':
      body = (
        <>
          <Code text="#define" /> <span className={styles.tkName}>{m.name}</span>
          {m.params.length > 0 && `(${m.params.map((p) => (p.type ?? []).map((n) => (typeof n === 'string' ? n : '')).join('') || p.defname || p.declname).join(', ')})`}
          {!isEmpty(m.initializer) && <> <CodeNodes nodes={m.initializer} /></>}
        </>
      )
      break
    case 'enum':
      body = (
        <>
          <Code text={m.strong ? 'enum class' : 'enum'} /> <span className={styles.tkName}>{name}</span>
          {!isEmpty(m.type) && (
            <>
              {' : '}
              <CodeNodes nodes={m.type} />
            </>
          )}
        </>
      )
      break
    case 'typedef':
      body = m.definition.startsWith('using') ? (
        <>
          <Code text="using" /> <span className={styles.tkName}>{name}</span> = <CodeNodes nodes={m.type} />
        </>
      ) : (
        <>
          <Code text="typedef" /> <CodeNodes nodes={m.type} /> <span className={styles.tkName}>{name}</span>
          <Code text={m.argsString} />
        </>
      )
      break
    default:
      body = (
        <>
          {specifiers(m).map((s) => (
            <React.Fragment key={s}>
              <Code text={s} />{' '}
            </React.Fragment>
          ))}
          {!isEmpty(m.type) && (
            <>
              <CodeNodes nodes={m.type} />{' '}
            </>
          )}
          <span className={styles.tkName}>{name}</span>
          <ArgsString member={m} />
          {m.bitfield && <> : {m.bitfield}</>}
          {!isEmpty(m.initializer) && m.kind === 'variable' && (
            <>
              {' '}
              <CodeNodes nodes={m.initializer} />
            </>
          )}
        </>
      )
  }
  return (
    <pre className={styles.declaration}>
      <code>
        {m.templateParams.length > 0 && (
          <>
            <TemplateLine params={m.templateParams} />
            {'\n'}
          </>
        )}
        {body}
        <RequiresClause nodes={m.requiresClause} />
      </code>
    </pre>
  )
}

/** The line `requires <constraint>` of a constrained template's declaration; nothing without one. */
export function RequiresClause({ nodes }: { nodes: DocNode[] | null | undefined }) {
  if (isEmpty(nodes)) return null
  return (
    <span data-requires-clause="">
      {'\n  '}
      <Code text="requires" /> <CodeNodes nodes={nodes} />
    </span>
  )
}

/**
 * The argument list with the parameter types as links. doxygen's argsstring is
 * plain text; its parameters are rebuilt from <param> (types with refs), and
 * the trailing qualifiers (const, noexcept, override, = 0...) come from the argsstring.
 */
export function ArgsString({ member: m }: { member: ApiMemberSummary }) {
  if (!m.argsString.startsWith('(') || m.kind === 'define') return m.argsString ? <Code text={m.argsString} /> : null
  // Find the closing parenthesis of the parameter list.
  let depth = 0
  let end = -1
  for (let i = 0; i < m.argsString.length; i++) {
    const ch = m.argsString[i]
    if (ch === '(') depth++
    else if (ch === ')' && --depth === 0) {
      end = i
      break
    }
  }
  const tail = (end >= 0 ? m.argsString.slice(end + 1) : '').replace(/\s*=\s*(default|delete|0)\s*$/, ' = $1')
  const params = m.params.filter((p) => !(p.type && p.type.length === 1 && p.type[0] === 'void' && !p.declname))
  if (m.kind === 'friend' && m.params.length === 1 && !m.params[0].declname && !m.argsString) return null
  return (
    <>
      {'('}
      {params.map((p, i) => (
        <React.Fragment key={i}>
          {i > 0 && ', '}
          <TypedName type={p.type} name={p.declname} nameClass={styles.tkParam} />
          {p.array && <Code text={p.array} />}
          <DefaultValue nodes={p.defval} />
        </React.Fragment>
      ))}
      {')'}
      {tail && <Code text={tail} />}
    </>
  )
}
