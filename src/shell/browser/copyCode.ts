/**
 * The copy buttons of code blocks (CodeBlock), handled by one listener on the
 * document rather than by each button: a code block is then plain markup,
 * and the content around it can stay as the server wrote it (StaticIsland).
 */
export const COPY_CODE_ATTRIBUTE = 'data-copy-code'
const COPIED_FOR_MS = 1500

export function installCopyCode(): void {
  document.addEventListener('click', (event) => {
    // A live demo's Run button, which stands under its code block (docs/sections/demos.md): the press loads the
    // player, its own chunk, so a page pays nothing more for a demo before the reader asks.
    const run = (event.target as Element | null)?.closest?.('button[data-demo-run]')
    if (run) return void import(/* webpackChunkName: "demo-player" */ '../demos/browser/player').then((m) => m.pressRun(run, performance.now()))
    const button = (event.target as Element | null)?.closest?.(`button[${COPY_CODE_ATTRIBUTE}]`)
    const code = button?.parentElement?.querySelector('pre code')
    if (!button || !code) return
    const text = (code.textContent ?? '').replace(/\n$/, '')
    void navigator.clipboard?.writeText(text).then(() => {
      // The label's own text node is changed, not replaced: a render of the button keeps working on it.
      const label = button.firstChild
      if (!label || label.nodeType !== Node.TEXT_NODE) return
      label.nodeValue = 'Copied'
      window.setTimeout(() => (label.nodeValue = 'Copy'), COPIED_FOR_MS)
    })
  })
}

/** The "Copy page as Markdown" button (components/CopyPageMarkdown.tsx): copies the page's Markdown twin. */
export const COPY_PAGE_ATTRIBUTE = 'data-copy-page-markdown'

/**
 * One document listener for the button: it copies the twin the page's head advertises
 * (`<link rel="alternate" type="text/markdown">`), fetched on the click. The fetch is handed to the
 * clipboard as a pending item where the browser takes one, so the click's permission covers it.
 */
export function installCopyPageMarkdown(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(`button[${COPY_PAGE_ATTRIBUTE}]`)
    const twin = document.querySelector<HTMLLinkElement>('link[rel="alternate"][type="text/markdown"]')
    if (!button || !twin) return
    const label = button.firstChild
    const say = (text: string) => {
      if (!label || label.nodeType !== Node.TEXT_NODE) return
      const before = button.getAttribute('data-label') ?? label.nodeValue ?? ''
      button.setAttribute('data-label', before)
      label.nodeValue = text
      window.setTimeout(() => (label.nodeValue = before), COPIED_FOR_MS)
    }
    const markdown = fetch(twin.href).then((r) => {
      if (!r.ok) throw new Error(`${twin.href}: ${r.status}`)
      return r.text()
    })
    const clipboard = navigator.clipboard
    const copied =
      typeof ClipboardItem !== 'undefined' && clipboard?.write
        ? clipboard.write([new ClipboardItem({ 'text/plain': markdown.then((t) => new Blob([t], { type: 'text/plain' })) })])
        : markdown.then((t) => clipboard?.writeText(t))
    copied.then(() => say('Copied'), () => say('Copy failed'))
  })
}
