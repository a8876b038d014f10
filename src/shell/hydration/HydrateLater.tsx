/**
 * Part of the page hydrated in a main-thread task of its own after the rest, and only once a media query matches
 * (the desktop sidebar is never hydrated on a phone). Its gate suspends during the first page's hydration, so
 * Preact keeps the server's element as it is and resumes hydrating it once the wait is over.
 * The child must render exactly one element, always: Preact keeps one DOM node for a suspended component.
 */
import * as React from 'react'
import { hydrationAnswersInput, isHydrating } from './state'

interface Wait {
  done: boolean
  promise: Promise<void>
}

/**
 * One wait per media query (and one without): gates sharing a query hydrate in the same task. Kept outside
 * the component because React drops the state of a component that suspended before its first commit (Preact
 * keeps it), and a fresh wait would suspend it again.
 */
const waits = new Map<string, Wait>()

function waitFor(media: string | undefined): Wait {
  const key = media ?? ''
  let wait = waits.get(key)
  if (!wait) {
    const w: Wait = { done: false, promise: Promise.resolve() }
    w.promise = new Promise<void>((resolve) => {
      // A timer of its own, so the resumed hydration is a task of its own.
      const go = () =>
        window.setTimeout(() => {
          w.done = true
          resolve()
        }, 0)
      const query = media && typeof window.matchMedia === 'function' ? window.matchMedia(media) : null
      if (!query || query.matches) {
        // The reader acted and the press that follows needs its handler: no later task.
        if (hydrationAnswersInput()) {
          w.done = true
          return resolve()
        }
        return void go()
      }
      const onChange = () => {
        if (!query.matches) return
        query.removeEventListener('change', onChange)
        go()
      }
      query.addEventListener('change', onChange)
    })
    waits.set(key, w)
    wait = w
  }
  return wait
}

/**
 * True while a gate that waited hydrates its child: a gate inside it is then hydrating too (after the page's
 * own hydration is over), and waits for its own media query.
 */
const ResumedHydration = React.createContext(false)

function Gate({ media, children }: { media?: string; children: React.ReactElement }) {
  const inResumedHydration = React.useContext(ResumedHydration)
  // Decided once per mounted gate: one that began with the page's hydration keeps waiting when its parent
  // renders again (the reader opens the drawer, say), so a hidden sidebar is not hydrated then.
  const [wait] = React.useState(() => (typeof window !== 'undefined' && (isHydrating() || inResumedHydration) ? waitFor(media) : null))
  const committed = React.useRef(false)
  React.useLayoutEffect(() => {
    committed.current = true
  }, [])
  if (wait && !wait.done) throw wait.promise
  return <ResumedHydration.Provider value={wait !== null && !committed.current}>{children}</ResumedHydration.Provider>
}

interface HydrateLaterProps {
  /** Hydrate only once this media query matches (e.g. the width at which the element is shown). */
  media?: string
  /** One element, always (not null, not a fragment of several). */
  children: React.ReactElement
}

export default function HydrateLater({ media, children }: HydrateLaterProps) {
  return (
    <React.Suspense fallback={null}>
      <Gate media={media}>{children}</Gate>
    </React.Suspense>
  )
}
