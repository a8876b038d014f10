/**
 * A click on the navbar's Search button, Ctrl/Cmd+K or `/`, that happens before
 * React has hydrated the page would otherwise be lost: the server-rendered
 * button has no handler yet (the first page hydrates at the reader's first
 * input, and the shortcut listener is added once the button has mounted).
 * A tiny inline script (placed in <head>) notes such a request on `window`;
 * the button opens the modal when it mounts.
 */
export const EARLY_OPEN_FLAG = '___heliosSearchRequested'

/** Inline script for <head>: records an early click or shortcut, once. */
export function earlySearchOpenScript(): string {
  const flag = JSON.stringify(EARLY_OPEN_FLAG)
  return `(function(){function ready(){var b=document.querySelector('[data-testid=search-button]');return b&&b.getAttribute('data-ready')==='true'}
document.addEventListener('click',function(e){var t=e.target;if(ready()||!t||!t.closest)return;if(t.closest('[data-testid=search-button]'))window[${flag}]=true},true);
document.addEventListener('keydown',function(e){if(ready())return;var a=document.activeElement,edit=a&&(a.tagName==='INPUT'||a.tagName==='TEXTAREA'||a.tagName==='SELECT'||a.isContentEditable);
if(((e.key==='k'||e.key==='K')&&(e.ctrlKey||e.metaKey)&&!e.altKey&&!e.shiftKey)||(e.key==='/'&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&!edit)){e.preventDefault();window[${flag}]=true}},true)})();`
}

/** True once, if the reader asked for search before the button was live. */
export function takeEarlyOpenRequest(): boolean {
  const w = window as unknown as Record<string, unknown>
  if (!w[EARLY_OPEN_FLAG]) return false
  delete w[EARLY_OPEN_FLAG]
  return true
}
