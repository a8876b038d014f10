/**
 * Keyboard navigation of a listbox driven from its combobox input: ArrowDown
 * and ArrowUp move the active option (wrapping), Enter chooses it with the
 * open mode its modifiers ask for. The active option returns to the first
 * whenever `resetKey` changes, and is scrolled into view.
 */
import * as React from 'react'
import { openModeOf, type OpenMode } from './items'

export interface ListNavigation {
  active: number
  setActive(index: number): void
  onKeyDown(e: React.KeyboardEvent): void
  /** Put on the element that holds the options. */
  listRef: React.RefObject<HTMLDivElement | null>
}

export function useListNavigation<T>(items: T[], choose: (item: T, mode: OpenMode) => void, resetKey: unknown): ListNavigation {
  const [state, setState] = React.useState({ active: 0, key: resetKey })
  // A new key (query or panel) starts again at the first option, in the same render.
  const active = Object.is(state.key, resetKey) ? state.active : 0
  const setActive = React.useCallback((index: number) => setState({ active: index, key: resetKey }), [resetKey])
  const listRef = React.useRef<HTMLDivElement>(null)

  React.useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' })
  }, [active, resetKey])

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!items.length) return
      e.preventDefault()
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((active + step + items.length) % items.length)
    } else if (e.key === 'Enter') {
      const item = items[active]
      if (item === undefined) return
      e.preventDefault()
      choose(item, openModeOf(e))
    }
  }

  return { active, setActive, onKeyDown, listRef }
}
