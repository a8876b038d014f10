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
  /** Buttons acting on the option (save, remove): beside the option, not inside it (an option holds no controls). */
  actions?: React.ReactNode
}

/** The link of one option: hovering makes it active, a plain click is the modal's (Ctrl/Shift choose the window). */
function OptionLink({ index, active, href, kind, className, onActivate, onChoose, children }: Omit<OptionProps, 'kind' | 'actions'> & { kind?: string; className: string }) {
  return (
    <a
      id={optionId(index)}
      role="option"
      aria-selected={active}
      className={className}
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
    </a>
  )
}

export function HitOption({ children, actions, ...props }: OptionProps) {
  return (
    <li role="none" className={styles.hitRow} data-active={props.active || undefined}>
      <OptionLink {...props} className={styles.hit}>
        {children}
        <span className={styles.hitEnter}>
          <EnterIcon />
        </span>
      </OptionLink>
      {actions}
    </li>
  )
}

export function SeeAllOption({ count, ...props }: Omit<OptionProps, 'kind' | 'children'> & { count: number }) {
  return (
    <div className={styles.seeAllList} role="none">
      <OptionLink {...props} className={styles.seeAll}>
        See all {count} results
      </OptionLink>
    </div>
  )
}
