import * as React from 'react'
import SiteLink from '../../../shell/components/SiteLink'
import type { DocElement, DocNode } from './types'
import CodeListing from './CodeListing'
import { Formula } from './MathML'
import { safeUrl } from '../../../shell/safeUrl'
import * as styles from './api.module.css'

/**
 * Renders a doxygen description tree. Text goes through React, so it is
 * always escaped; refs become links to their page and anchor.
 */
export function DocLink({ href, children, className, fromComment = false }: { href: string; children: React.ReactNode; className?: string; fromComment?: boolean }) {
  // Every URL passes the site's one sanitiser; a refused one is shown as its text.
  const url = safeUrl(href)
  if (url === undefined) return <>{children}</>
  // A link an author wrote in a comment is checked after the build, but only warns there.
  const check = fromComment ? { 'data-link-check': 'warn' } : {}
  if (url.startsWith('/') && !url.startsWith('//')) return <SiteLink to={url} className={className} {...check}>{children}</SiteLink>
  return <a href={url} className={className} rel="noopener noreferrer" {...check}>{children}</a>
}

const SECT_TITLES: Record<string, string> = {
  return: 'Returns',
  see: 'See also',
  note: 'Note',
  warning: 'Warning',
  attention: 'Attention',
  important: 'Important',
  since: 'Since',
  version: 'Version',
  author: 'Author',
  authors: 'Authors',
  date: 'Date',
  copyright: 'Copyright',
  pre: 'Precondition',
  post: 'Postcondition',
  invariant: 'Invariant',
  remark: 'Remark',
  remarks: 'Remarks',
  rcs: 'RCS',
  par: '',
}

export const PARAM_TITLES: Record<string, string> = {
  param: 'Parameters',
  retval: 'Return values',
  exception: 'Exceptions',
  templateparam: 'Template parameters',
}

/** Callout tone of each kind of simple section. */
function tone(kind: string): string {
  if (kind === 'warning' || kind === 'attention' || kind === 'important') return styles.calloutWarning
  if (kind === 'note' || kind === 'remark' || kind === 'remarks' || kind === 'pre' || kind === 'post' || kind === 'invariant') return styles.calloutNote
  if (kind === 'deprecated' || kind === 'bug') return styles.calloutDanger
  if (kind === 'todo' || kind === 'test') return styles.calloutTodo
  return styles.calloutPlain
}

export function Inline({ nodes }: { nodes: DocNode[] | null | undefined }) {
  if (!nodes) return null
  return <>{nodes.map((n, i) => <InlineNode key={i} node={n} />)}</>
}

function InlineNode({ node }: { node: DocNode }): React.ReactElement | null {
  if (typeof node === 'string') return <>{node}</>
  return <Element node={node} />
}

/** The HTML level of a description's top heading: h3 inside a page's h2 sections, h2 on a page whose body is the description. */
const TopHeadingLevel = React.createContext(3)

export default function DocContent({ nodes, className, topHeading = 3 }: { nodes: DocNode[] | null | undefined; className?: string; topHeading?: 2 | 3 }) {
  if (!nodes || nodes.length === 0) return null
  return (
    <TopHeadingLevel.Provider value={topHeading}>
      <div className={`${styles.doc} ${className ?? ''}`}>
        {nodes.map((n, i) => (typeof n === 'string' ? <p key={i}>{n}</p> : <Element key={i} node={n} />))}
      </div>
    </TopHeadingLevel.Provider>
  )
}

/** Blocks of a description without the wrapper DocContent adds (a parameter's description, an overload's part). */
export function Blocks({ nodes }: { nodes: DocNode[] }) {
  return <>{nodes.map((n, i) => (typeof n === 'string' ? <React.Fragment key={i}>{n}</React.Fragment> : <Element key={i} node={n} />))}</>
}

function Heading({ level, id, children }: { level: number; id?: string; children: React.ReactNode }) {
  // Page titles are h1 and page sections h2; description headings start at h3 (h2 where the description is the page).
  const top = React.useContext(TopHeadingLevel)
  const l = Math.min(6, Math.max(top, level + top - 1))
  const Tag = `h${l}` as 'h3'
  return <Tag id={id} className={styles.docHeading}>{children}</Tag>
}

/** Doxygen's inline styles that become one HTML element around their content. */
const STYLE_ELEMENTS = new Map<string, 'strong' | 'em' | 'del' | 'ins' | 'sub' | 'sup' | 'small' | 'cite'>([
  ['b', 'strong'], ['em', 'em'], ['s', 'del'], ['del', 'del'], ['u', 'ins'], ['ins', 'ins'], ['sub', 'sub'], ['sup', 'sup'], ['small', 'small'], ['cite', 'cite'],
])

function Element({ node }: { node: DocElement }): React.ReactElement | null {
  const StyleTag = STYLE_ELEMENTS.get(node.t)
  if (StyleTag) return <StyleTag><Inline nodes={(node as { c?: DocNode[] }).c} /></StyleTag>
  switch (node.t) {
    case 'p':
      return <p><Inline nodes={node.c} /></p>
    case 'code':
      return <code className={styles.inlineCode}><Inline nodes={node.c} /></code>
    case 'center':
      return <div className={styles.center}><Inline nodes={node.c} /></div>
    case 'ref':
      return node.href ? <DocLink href={node.href} className={styles.ref}><Inline nodes={node.c} /></DocLink> : <Inline nodes={node.c} />
    case 'link':
      return <DocLink href={node.url} fromComment><Inline nodes={node.c} /></DocLink>
    case 'br':
      return <br />
    case 'hr':
      return <hr />
    case 'anchor':
      // An anchor whose id another element of the page holds has none (model/resolve.ts claimDescriptionIds).
      return node.id ? <span id={node.id} /> : null
    case 'math':
      return <Formula tex={node.tex} display={node.display} mathml={node.mathml} codeClassName={styles.math} />
    case 'list': {
      const Tag = node.ordered ? 'ol' : 'ul'
      return <Tag>{node.items.map((item, i) => <li key={i}><Blocks nodes={unwrapP(item)} /></li>)}</Tag>
    }
    case 'dl':
      return (
        <dl className={styles.dl}>
          {node.items.map((item, i) => (
            <React.Fragment key={i}>
              <dt><Inline nodes={item.term} /></dt>
              <dd><Blocks nodes={item.c} /></dd>
            </React.Fragment>
          ))}
        </dl>
      )
    case 'table':
      return (
        // Scrolls sideways when wider than the column: focusable, so a keyboard can scroll it.
        <div className={styles.tableWrap} tabIndex={0}>
          <table className={styles.docTable}>
            {node.caption && <caption><Inline nodes={node.caption} /></caption>}
            <tbody>
              {node.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => {
                    const Tag = cell.head ? 'th' : 'td'
                    return <Tag key={j} colSpan={cell.colspan} rowSpan={cell.rowspan}><Blocks nodes={cell.c} /></Tag>
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    case 'listing':
      return <CodeListing listing={node} Inline={Inline} />
    case 'hl':
      return <span className={(styles as Record<string, string>)[`hl${node.k.charAt(0).toUpperCase()}${node.k.slice(1)}`] ?? undefined}><Inline nodes={node.c} /></span>
    case 'pre':
      return <pre className={styles.pre} tabIndex={0}>{node.text}</pre>
    case 'sect': {
      const title = node.title ? <Inline nodes={node.title} /> : SECT_TITLES[node.kind] ?? node.kind
      if (node.kind === 'see' || node.kind === 'return' || node.kind === 'since' || node.kind === 'author' || node.kind === 'authors' || node.kind === 'version' || node.kind === 'date' || node.kind === 'copyright') {
        return (
          <div className={styles.fieldRow} data-sect={node.kind}>
            <div className={styles.fieldName}>{title}</div>
            <div className={styles.fieldBody}><Blocks nodes={node.c} /></div>
          </div>
        )
      }
      return (
        <aside className={`${styles.callout} ${tone(node.kind)}`} data-sect={node.kind}>
          {title !== '' && <div className={styles.calloutTitle}>{title}</div>}
          <Blocks nodes={node.c} />
        </aside>
      )
    }
    case 'xref':
      return (
        <aside className={`${styles.callout} ${tone(node.kind)}`} data-sect={node.kind}>
          <div className={styles.calloutTitle}>{node.href ? <SiteLink to={node.href}>{node.title}</SiteLink> : node.title}</div>
          <Blocks nodes={node.c} />
        </aside>
      )
    case 'params':
      return (
        <div className={styles.fieldRow} data-sect={node.kind}>
          <div className={styles.fieldName}>{PARAM_TITLES[node.kind] ?? node.kind}</div>
          <div className={styles.fieldBody}>
            <dl className={styles.paramList}>
              {node.items.map((item, i) => (
                <React.Fragment key={i}>
                  <dt>
                    {item.names.map((n, j) => (
                      <React.Fragment key={j}>
                        {j > 0 && ', '}
                        <code className={styles.paramName}><Inline nodes={n.name} /></code>
                        {n.dir && <span className={styles.paramDir}>[{n.dir}]</span>}
                      </React.Fragment>
                    ))}
                  </dt>
                  <dd><Blocks nodes={unwrapP(item.c)} /></dd>
                </React.Fragment>
              ))}
            </dl>
          </div>
        </div>
      )
    case 'image': {
      const src = safeUrl(node.src)
      // An image whose source was refused (or never resolved) is shown as its text.
      if (!src) return <span className={styles.imageText}>{node.alt || node.name}</span>
      const img = <img src={src} alt={node.alt || node.name} width={node.width} height={node.height} loading="lazy" className={styles.image} />
      if (node.inline) return img
      return (
        <figure className={styles.figure}>
          {img}
          {node.alt && <figcaption>{node.alt}</figcaption>}
        </figure>
      )
    }
    case 'heading':
      return <Heading level={node.level}><Inline nodes={node.c} /></Heading>
    case 'section':
      return (
        <section>
          <Heading level={node.level} id={node.id}><Inline nodes={node.title} /></Heading>
          <Blocks nodes={node.c} />
        </section>
      )
    case 'quote':
      return <blockquote><Blocks nodes={node.c} /></blockquote>
    case 'details':
      return (
        <details>
          <summary><Inline nodes={node.summary} /></summary>
          <Blocks nodes={node.c} />
        </details>
      )
    default:
      return null
  }
}

/** A list item or parameter holding a single paragraph renders it without the paragraph margin. */
export function unwrapP(nodes: DocNode[]): DocNode[] {
  if (nodes.length === 1 && typeof nodes[0] !== 'string' && nodes[0].t === 'p') return nodes[0].c
  return nodes
}

/** The "Details" section of a compound page: its detailed description, when it has one. */
export function DetailsSection({ nodes }: { nodes: DocNode[] | null }) {
  if (!nodes || nodes.length === 0) return null
  return (
    <section aria-labelledby="details">
      <h2 id="details">Details</h2>
      <DocContent nodes={nodes} />
    </section>
  )
}
