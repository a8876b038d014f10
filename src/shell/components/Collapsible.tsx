import * as React from 'react'
import { mediaMatches } from '../hooks/useMediaQuery'

/**
 * Height animation for sidebar categories and dropdown menus. The duration
 * grows with the content's height (tall lists take a little longer, short
 * ones stay snappy) and drops to 1 ms when the reader prefers reduced motion.
 */
export function collapseDuration(heightPx: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1
  return Math.round(Math.min(500, 120 + Math.sqrt(Math.max(0, heightPx)) * 12))
}

function prefersReducedMotion(): boolean {
  return mediaMatches('(prefers-reduced-motion: reduce)') === true
}

interface CollapsibleProps {
  collapsed: boolean
  children: React.ReactNode
  className?: string
  id?: string
  as?: 'div' | 'ul'
}

export default function Collapsible({ collapsed, children, className, id, as = 'div' }: CollapsibleProps) {
  const ref = React.useRef<HTMLElement | null>(null)
  const first = React.useRef(true)

  React.useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    if (first.current) {
      first.current = false
      return
    }
    const height = el.scrollHeight
    const duration = collapseDuration(height, prefersReducedMotion())
    el.dataset.duration = String(duration)
    el.style.transition = `height ${duration}ms ease-in-out`
    // clip, not hidden: a hidden box can still be scrolled (by focus, or a click's scroll-into-view), and the
    // items of a half-open menu then jump under the pointer; a press and release can land on different items.
    el.style.overflow = 'clip'
    if (collapsed) {
      el.style.height = `${height}px`
      void el.offsetHeight // commit the start height before animating to 0
      el.style.height = '0px'
    } else {
      el.style.visibility = 'visible'
      el.style.height = '0px'
      void el.offsetHeight
      el.style.height = `${height}px`
    }
    const done = () => {
      if (collapsed) el.style.visibility = 'hidden'
      else {
        el.style.height = 'auto'
        el.style.overflow = ''
      }
    }
    const timer = window.setTimeout(done, duration + 20)
    return () => window.clearTimeout(timer)
  }, [collapsed])

  const style: React.CSSProperties = collapsed ? { height: 0, overflow: 'clip', visibility: 'hidden' } : {}
  const Tag = as
  return (
    <Tag ref={ref as React.Ref<never>} id={id} className={className} style={style} data-collapsed={collapsed}>
      {children}
    </Tag>
  )
}
