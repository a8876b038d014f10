import * as React from 'react'
import SiteLink from '../../../shell/components/SiteLink'
import type { InheritanceDiagram as Diagram } from '../model/diagram'
import * as styles from './prose-links.module.css'

/**
 * An inheritance diagram laid out at build time (see ../node/inheritance.ts),
 * drawn as SVG elements: every name is React text, colours come from the
 * site's CSS variables, each box of a documented class links to its page, and
 * the figure scrolls sideways when it is wider than the screen.
 */
export default function InheritanceDiagram({ diagram, name }: { diagram: Diagram; name: string }) {
  const titleId = React.useId()
  return (
    <figure className={styles.diagram}>
      <div className={styles.diagramScroll} role="region" aria-labelledby={titleId} tabIndex={0}>
        <svg className={styles.diagramSvg} width={diagram.width} height={diagram.height} viewBox={`0 0 ${diagram.width} ${diagram.height}`} role="group" aria-labelledby={titleId} data-inheritance-diagram="">
          {diagram.edges.map((e, i) => (
            <g key={`e${i}`} className={e.nonPublic ? `${styles.edge} ${styles.edgeNonPublic}` : styles.edge}>
              <path d={e.d} />
              <polygon points={e.arrow} />
            </g>
          ))}
          {diagram.boxes.map((b, i) => {
            const box = (
              <>
                <title>{b.name}</title>
                <rect x={b.x} y={b.y} width={b.width} height={b.height} rx={4} />
                <text x={b.x + b.width / 2} y={b.y + b.height / 2} textAnchor="middle" dominantBaseline="central">
                  {b.label}
                </text>
              </>
            )
            if (b.current) {
              return (
                <g key={`b${i}`} className={`${styles.box} ${styles.boxCurrent}`} aria-current="page">
                  {box}
                </g>
              )
            }
            if (b.route) {
              return (
                <SiteLink key={`b${i}`} to={b.route} className={`${styles.box} ${styles.boxLink}`}>
                  {box}
                </SiteLink>
              )
            }
            return (
              <g key={`b${i}`} className={`${styles.box} ${styles.boxExternal}`}>
                {box}
              </g>
            )
          })}
        </svg>
      </div>
      <figcaption id={titleId} className={styles.diagramCaption}>
        Inheritance diagram of <code>{name}</code>: arrows point from a derived class to its base; dashed lines are protected or private inheritance; boxes with a dashed border are outside this reference.
      </figcaption>
    </figure>
  )
}
