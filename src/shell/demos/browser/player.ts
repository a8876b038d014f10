/**
 * A demo's player, loaded on the first press of its Run button (by the shell's click listener,
 * ../../browser/copyCode.ts): checks for WebGL 2, loads the
 * demo's program (an ES module and its .wasm, written by engine/web/build.sh), runs it on a canvas that replaces
 * the poster, and drives it: the labelled control buttons press the program's keys, the Run button becomes
 * Pause/Resume, and the frames stop while the demo is out of view or the tab hidden. Under prefers-reduced-motion
 * the demo draws its first frame and waits, paused.
 */

import { DEMO_ATTRIBUTE } from './attributes'

interface EmscriptenModule {
  pauseMainLoop(): void
  resumeMainLoop(): void
}

type Factory = (options: Record<string, unknown>) => Promise<EmscriptenModule>

/** Frames a key stays down: the program reads keys once per frame, so a press must outlast one. */
const KEY_FRAMES = 2

/**
 * A press on a Run button, at `pressed` (performance.now()): starts its demo unless it has started already, in which
 * case the button is the player's own Pause/Resume.
 */
export function pressRun(button: Element, pressed: number): void {
  const figure = button.closest<HTMLElement>(`[${DEMO_ATTRIBUTE}]`)
  if (!figure || figure.dataset.demoState) return
  figure.dataset.demoState = 'loading'
  // The time to the first frame counts from the press, the player's own loading included.
  figure.dataset.demoPressed = String(pressed)
  void startDemo(figure)
}

export async function startDemo(figure: HTMLElement): Promise<void> {
  const status = figure.querySelector<HTMLOutputElement>('[data-demo-status]')
  const run = figure.querySelector<HTMLButtonElement>('button[data-demo-run]')
  const stage = figure.querySelector<HTMLElement>('img')?.parentElement
  const say = (text: string) => {
    if (status) status.textContent = text
  }
  if (!run || !stage) return
  const started = Number(figure.dataset.demoPressed ?? performance.now())

  const canvas = document.createElement('canvas')
  canvas.setAttribute('aria-label', 'The demo running')
  canvas.tabIndex = -1
  // Made here, before the program asks for one, so the page chooses its attributes: the frame stays readable
  // after it is shown (a test reads it back), and the program's GLFW gets this same context.
  const gl = canvas.getContext('webgl2', { preserveDrawingBuffer: true, antialias: false, alpha: false, depth: true })
  if (!gl) {
    figure.dataset.demoState = 'unavailable'
    run.disabled = true
    say('This browser cannot run the demo: it needs WebGL 2, which is turned off or not supported here.')
    return
  }

  say('Loading…')
  run.disabled = true
  // In the page before the program starts: Emscripten sizes a canvas without a parent as if it were full screen.
  canvas.hidden = true
  stage.append(canvas)
  let frames = 0
  const frameWaiters: Array<() => void> = []
  let program: EmscriptenModule
  try {
    const url = figure.dataset.demoScript!
    const factory = ((await import(/* webpackIgnore: true */ url)) as { default: Factory }).default
    program = await factory({
      canvas,
      print: (line: string) => say(line),
      printErr: (line: string) => console.warn(`[demo ${figure.dataset.demo}] ${line}`),
      onAbort: (what: unknown) => {
        figure.dataset.demoState = 'stopped'
        say(`The demo stopped: ${String(what)}`)
      },
      postMainLoop: () => {
        frames++
        if (frames === 1) {
          figure.dataset.demoFirstFrameMs = String(Math.round(performance.now() - started))
          figure.dataset.demoState = 'running'
        }
        frameWaiters.splice(0).forEach((w) => w())
      },
    })
  } catch (e) {
    canvas.remove()
    run.disabled = false
    say(`The demo could not start: ${(e as Error).message ?? String(e)}`)
    delete figure.dataset.demoState
    return
  }
  stage.querySelector('img')?.remove()
  canvas.hidden = false
  const nextFrame = () => new Promise<void>((resolve) => frameWaiters.push(resolve))

  // Paused by the reader (the button), or by the page (out of view, tab hidden): frames run when neither holds.
  let pausedByReader = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  let inView = true
  let running = true
  const update = () => {
    const want = !pausedByReader && inView && document.visibilityState === 'visible'
    if (want !== running) {
      if (want) program.resumeMainLoop()
      else program.pauseMainLoop()
      running = want
    }
    figure.dataset.demoPaused = String(!running)
    run.textContent = pausedByReader ? 'Resume' : 'Pause'
  }
  new IntersectionObserver((entries) => {
    inView = entries[entries.length - 1].isIntersecting
    update()
  }).observe(figure)
  document.addEventListener('visibilitychange', update)
  run.disabled = false
  run.addEventListener('click', () => {
    pausedByReader = !pausedByReader
    update()
  })
  // Reduced motion: the first frame is drawn, then the demo waits for the reader.
  await nextFrame()
  update()
  if (pausedByReader) say('Paused, as your system asks for reduced motion. Press Resume to run it.')

  // Presses are played one after another: a key pressed again while still down would not be a new press, so each
  // one is released and a frame passes before the next goes down.
  let presses = Promise.resolve()
  const press = async (keyCode: number) => {
    // Emscripten's GLFW reads key presses from the window's keydown and keyup events, by keyCode.
    const send = (type: string) => {
      const event = new KeyboardEvent(type, { bubbles: true })
      Object.defineProperty(event, 'keyCode', { get: () => keyCode })
      window.dispatchEvent(event)
    }
    send('keydown')
    for (let i = 0; i < KEY_FRAMES && running; i++) await nextFrame()
    send('keyup')
    if (running) await nextFrame()
  }
  for (const button of figure.querySelectorAll<HTMLButtonElement>('button[data-demo-key]')) {
    const keyCode = Number(button.dataset.demoKey)
    button.disabled = false
    button.addEventListener('click', () => {
      presses = presses.then(() => press(keyCode))
    })
  }
}
