import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { FIRST_INPUT_EVENTS, hydrateOnFirstInput, showsElementNeedingTheApp } from '../../../src/shell/hydration/hydrateOnFirstInput'

type Listener = () => void

/**
 * A window that records its listeners, React's root functions that record their calls, a root element, and
 * Preact's effect scheduling as the hooks use it: a hydration with effects hands their runner to
 * `requestAnimationFrame`, which by default runs it after the next frame.
 */
function fakePage(marked: Array<{ visible: boolean }> = []) {
  const listeners = new Map<string, { listener: Listener; options: AddEventListenerOptions }>()
  const calls: string[] = []
  const target = {
    addEventListener: (type: string, listener: Listener, options: AddEventListenerOptions) => void listeners.set(type, { listener, options }),
    removeEventListener: (type: string, listener: Listener) => {
      if (listeners.get(type)?.listener === listener) listeners.delete(type)
    },
  }
  const nextFrame = (runEffects: () => void) => void calls.push(`next frame: ${String(runEffects())}`)
  const effects: { requestAnimationFrame?: (callback: () => void) => void } = { requestAnimationFrame: nextFrame }
  const roots = {
    hydrateRoot: () => {
      calls.push('hydrate')
      effects.requestAnimationFrame!(() => void calls.push('effects'))
    },
    createRoot: () => {
      calls.push('createRoot')
      return { render: () => void calls.push('render'), unmount: () => void calls.push('unmount') }
    },
  }
  const container = {
    querySelectorAll: (selector: string) => {
      assert.equal(selector, '[data-hydrate-at-once]')
      return marked.map((m) => ({ checkVisibility: (options?: object) => (assert.deepEqual(options, { visibilityProperty: true, opacityProperty: true }), m.visible) }))
    },
  }
  return { listeners, calls, effects, nextFrame, surroundings: { target, roots, effects } as never, container: container as unknown as Element }
}

const app = React.createElement('div')

test('the server page is hydrated at the first input, once, and the listeners are released', () => {
  const page = fakePage()
  hydrateOnFirstInput(true, page.surroundings)(app, page.container)
  assert.deepEqual(page.calls, [], 'nothing is hydrated before the reader acts')
  assert.deepEqual([...page.listeners.keys()].sort(), [...FIRST_INPUT_EVENTS].sort())
  // Listened for in the capture phase, before the event reaches the page; passive, so a touch never waits for it.
  for (const { options } of page.listeners.values()) assert.deepEqual(options, { capture: true, passive: true })
  page.listeners.get('click')!.listener()
  assert.deepEqual(page.calls, ['hydrate', 'effects'])
  assert.equal(page.listeners.size, 0, 'every first-input listener is removed')
})

test('the effects of the hydration have run when it returns: a link pressed right after finds the router listening', () => {
  const page = fakePage()
  const render = hydrateOnFirstInput(true, page.surroundings)
  render(app, page.container)
  page.listeners.get('pointerover')!.listener()
  assert.deepEqual(page.calls, ['hydrate', 'effects'], 'run in the same call, not handed to the next frame')
  assert.equal(page.effects.requestAnimationFrame, page.nextFrame, 'later renders schedule their effects as before')
})

test('an input that comes before Gatsby renders the page is remembered: the page hydrates when it is rendered', () => {
  const page = fakePage()
  const render = hydrateOnFirstInput(true, page.surroundings)
  page.listeners.get('pointerover')!.listener()
  assert.equal(page.listeners.size, 0)
  assert.deepEqual(page.calls, [])
  render(app, page.container)
  assert.deepEqual(page.calls, ['hydrate', 'effects'])
})

test('a page showing an element only the app completes is hydrated at once; a hidden one does not count', () => {
  const shown = fakePage([{ visible: false }, { visible: true }])
  hydrateOnFirstInput(true, shown.surroundings)(app, shown.container)
  assert.deepEqual(shown.calls, ['hydrate', 'effects'])
  assert.equal(shown.listeners.size, 0)

  const hidden = fakePage([{ visible: false }])
  hydrateOnFirstInput(true, hidden.surroundings)(app, hidden.container)
  assert.deepEqual(hidden.calls, [], 'a marked element inside display: none waits for the input like the rest')
  hidden.listeners.get('keydown')!.listener()
  assert.deepEqual(hidden.calls, ['hydrate', 'effects'])
})

test('a browser that cannot tell whether an element is visible counts every marked element', () => {
  const container = { querySelectorAll: () => [{}] } as unknown as Element
  assert.equal(showsElementNeedingTheApp(container), true)
  assert.equal(showsElementNeedingTheApp({ querySelectorAll: () => [] } as unknown as Element), false)
})

test('without the server HTML (gatsby develop) the app renders at once and can be unmounted', () => {
  const page = fakePage()
  const cleanup = hydrateOnFirstInput(false, page.surroundings)(app, page.container)
  assert.deepEqual(page.calls, ['createRoot', 'render'])
  assert.equal(page.listeners.size, 0)
  assert.equal(typeof cleanup, 'function')
  ;(cleanup as () => void)()
  assert.deepEqual(page.calls, ['createRoot', 'render', 'unmount'])
})

test('without the server HTML a container rendered twice keeps its one root', () => {
  const page = fakePage()
  const render = hydrateOnFirstInput(false, page.surroundings)
  render(app, page.container)
  render(app, page.container)
  assert.deepEqual(page.calls, ['createRoot', 'render', 'render'])
})
