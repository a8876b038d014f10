/**
 * The copy buttons of code blocks (CodeBlock), handled by one listener on the
 * document rather than by each button: a code block is then plain markup,
 * and the content around it can stay as the server wrote it (StaticIsland).
 */
export const COPY_CODE_ATTRIBUTE = 'data-copy-code'
const COPIED_FOR_MS = 1500

export function installCopyCode(): void {
  document.addEventListener('click', (event) => {
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
