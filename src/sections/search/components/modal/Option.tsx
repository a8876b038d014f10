/**
 * One option of the modal's list: a link (so middle-click and "open in new
 * tab" work) whose plain click is handled by the modal.
 */
import * as React from 'react'
import { openModeOf, type OpenMode } from '../../hooks/items'
import { EnterIcon } from '../icons'
import * as styles from '../SearchModal.module.css'

export const optionId = (index: number) => `helios-search-item-${index}`

export interface OptionProps {
  index: number
  active: boolean
  href: string
  /** data-kind: hit, recent, favorite */
  kind: string
  onActivate(index: number): void
  onChoose(mode: OpenMode): void
  children: React.ReactNode
}

export function HitOption({ index, active, href, kind, onActivate, onChoose, children }: OptionProps) {
  return (
    <li role="presentation">
      <a
        id={optionId(index)}
        role="option"
        aria-selected={active}
        className={styles.hit}
        href={href}
        data-kind={kind}
        onMouseMove={() => !active && onActivate(index)}
        onClick={(e) => {
          if (e.button !== 0) return
          e.preventDefault()
          onChoose(openModeOf(e))
        }}
      >
        {children}
        <span className={styles.hitEnter}>
          <EnterIcon />
        </span>
      </a>
    </li>
  )
}

export function SeeAllOption({ index, active, href, count, onActivate, onChoose }: Omit<OptionProps, 'kind' | 'children'> & { count: number }) {
  return (
    <ul className={`${styles.list} ${styles.seeAllList}`}>
      <li role="presentation">
        <a
          id={optionId(index)}
          role="option"
          aria-selected={active}
          className={styles.seeAll}
          href={href}
          onMouseMove={() => !active && onActivate(index)}
          onClick={(e) => {
            e.preventDefault()
            onChoose(openModeOf(e))
          }}
        >
          See all {count} results
        </a>
      </li>
    </ul>
  )
}
