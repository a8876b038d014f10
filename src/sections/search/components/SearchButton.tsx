/**
 * The navbar's "Search" button and the site-wide shortcuts (Ctrl/Cmd+K, and
 * "/" when no input is focused). It owns the modal, whose code is loaded
 * only when it is first wanted (hover, focus, or opening) so the first paint
 * does not pay for it.
 */
import * as React from 'react'
import { MAX_QUERY_LENGTH } from '../options'
import { SearchIcon } from './icons'
import { lazyChunk } from '../../../shell/components/LazyChunk'
import * as styles from './SearchButton.module.css'
import { takeEarlyOpenRequest } from '../browser/earlyOpen'

const loadModal = () => import(/* webpackChunkName: "search-modal" */ './SearchModal')
// Until the modal's code arrives, a spinner (after 200 ms) or a failure with Retry shows in a centred panel.
const SearchModal = lazyChunk(loadModal, {
  frame: (pending) => (
    <div className={styles.pendingOverlay}>
      <div className={styles.pendingPanel}>{pending}</div>
    </div>
  ),
})

/** Only one mounted button listens to the keyboard (the navbar may render more than one). */
let listenerOwner: symbol | null = null

/**
 * Whether the modal is open, and with what query, lives outside the button: every page renders its own Layout,
 * so a page change mounts a new navbar, and a modal opened while the next page was still rendering would vanish
 * with the old one. The button mounted then opens the modal again.
 */
interface ModalRequest {
  open: boolean
  initialQuery: string
  /** Text pre-filled from the page selection is selected (typing replaces it); typed-ahead text is not. */
  typedAhead: boolean
}
const CLOSED: ModalRequest = { open: false, initialQuery: '', typedAhead: false }
let modalRequest = CLOSED
const modalListeners = new Set<() => void>()
function requestModal(change: (current: ModalRequest) => ModalRequest) {
  modalRequest = change(modalRequest)
  modalListeners.forEach((notify) => notify())
}
/** The query typed in the open modal, kept for a modal mounted again; nothing re-renders for it (the modal owns it). */
function rememberQuery(query: string) {
  if (modalRequest.open) modalRequest = { ...modalRequest, initialQuery: query, typedAhead: true }
}
function subscribeModal(notify: () => void) {
  modalListeners.add(notify)
  return () => void modalListeners.delete(notify)
}

function isEditable(el: Element | null): boolean {
  if (!el) return false
  const tag = el.tagName
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (el as HTMLElement).isContentEditable
}

/** The page's current text selection, cut to the input's limit. */
function selectedText(): string {
  try {
    return (window.getSelection()?.toString() ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)
  } catch {
    return ''
  }
}

export default function SearchButton() {
  const { open, initialQuery, typedAhead } = React.useSyncExternalStore(
    subscribeModal,
    () => modalRequest,
    () => CLOSED,
  )
  const [apple, setApple] = React.useState(false)
  /** Set once the shortcuts are live (after hydration); tests wait for it. */
  const [ready, setReady] = React.useState(false)
  const buttonRef = React.useRef<HTMLButtonElement>(null)

  React.useEffect(() => {
    setApple(/Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent))
  }, [])

  // Set at once, not at the next render: the keys typed right after the shortcut are collected from here on.
  const show = React.useCallback(() => requestModal(() => ({ open: true, initialQuery: selectedText(), typedAhead: false })), [])
  const close = React.useCallback(() => requestModal(() => CLOSED), [])
  // Focus goes back to the button once the modal is gone (the page behind is inert until then).
  const wasOpen = React.useRef(false)
  React.useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus({ preventScroll: true })
    wasOpen.current = open
  }, [open])

  React.useEffect(() => {
    const me = Symbol('search-shortcuts')
    if (listenerOwner) return
    listenerOwner = me
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === 'k' || e.key === 'K') && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault()
        if (modalRequest.open) close()
        else show()
      } else if (e.key === '/' && !modalRequest.open && !e.metaKey && !e.ctrlKey && !e.altKey && !isEditable(document.activeElement)) {
        e.preventDefault()
        show()
      } else if (modalRequest.open) {
        collectTypedAhead(e)
      }
    }
    // Keys typed between the shortcut and the modal's input appearing (its code may still be loading) would be
    // lost; they are collected into the initial query. This listener is live from the shortcut on, where one added
    // by an effect of the opened state would only be after the browser's next paint, which can miss the first key.
    const collectTypedAhead = (e: KeyboardEvent) => {
      if (isEditable(document.activeElement) || e.ctrlKey || e.metaKey || e.altKey) return
      if (e.key.length === 1) {
        e.preventDefault()
        requestModal((r) => ({ ...r, typedAhead: true, initialQuery: (r.initialQuery + e.key).slice(0, MAX_QUERY_LENGTH) }))
      } else if (e.key === 'Backspace') {
        e.preventDefault()
        requestModal((r) => ({ ...r, initialQuery: r.initialQuery.slice(0, -1) }))
      }
    }
    window.addEventListener('keydown', onKey)
    setReady(true)
    // A click or shortcut that came before hydration (see earlyOpen.ts).
    if (takeEarlyOpenRequest()) show()
    return () => {
      window.removeEventListener('keydown', onKey)
      if (listenerOwner === me) listenerOwner = null
    }
  }, [show, close])

  const preload = () => {
    void loadModal()
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="search-button"
        data-ready={ready || undefined}
      >
        {/* The button is named by its visible word (the keys are a hint, given to assistive technology by aria-keyshortcuts). */}
        <SearchIcon size={16} />
        <span className={styles.label}>Search</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd className={styles.key}>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd className={styles.key}>K</kbd>
        </span>
      </button>
      {open && <SearchModal initialQuery={initialQuery} selectInitialQuery={!typedAhead} onClose={close} onQueryChange={rememberQuery} />}
    </>
  )
}
