import { test } from 'node:test'
import assert from 'node:assert/strict'
import { collapseDuration } from '../../../src/shell/components/Collapsible'
import { errorMessageChain } from '../../../src/shell/components/CrashBoundary'
import { shouldScrollOnNavigation } from '../../../src/shell/browser/scroll'
import { stripHtmlSuffix } from '../../../src/pages/404'
import { isDismissed } from '../../../src/shell/components/layout/AnnouncementBar'
import { sidebarNodesFromConfig } from '../../../src/sections/docs/components/configSidebar'

test('collapse duration grows with content height and is 1 ms under reduced motion', () => {
  const short = collapseDuration(40, false)
  const tall = collapseDuration(900, false)
  assert.ok(tall > short, `${tall} should exceed ${short}`)
  assert.ok(collapseDuration(100000, false) <= 500)
  assert.equal(collapseDuration(900, true), 1)
})

test('the crash screen lists the error and every cause', () => {
  const error = new Error('outer', { cause: new Error('middle', { cause: 'root cause' }) })
  assert.deepEqual(errorMessageChain(error), ['outer', 'middle', 'root cause'])
})

test('a navigation that changes only the query string does not scroll', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })
  assert.equal(shouldScrollOnNavigation(at('/search/', '?q=a'), at('/search/', '?q=ab')), false)
  assert.equal(shouldScrollOnNavigation(at('/search/'), at('/docs/')), true)
  assert.equal(shouldScrollOnNavigation(at('/docs/'), at('/docs/', '', '#building')), true)
  assert.equal(shouldScrollOnNavigation(undefined, at('/docs/')), true)
})

test('.html and index.html endings are stripped for the rewrite', () => {
  assert.equal(stripHtmlSuffix('/docs/introduction.html'), '/docs/introduction/')
  assert.equal(stripHtmlSuffix('/devlog/index.html'), '/devlog/')
  assert.equal(stripHtmlSuffix('/no-such-page/'), null)
})

test('a dismissed announcement comes back when its id changes', () => {
  assert.equal(isDismissed('launch', 'true', 'launch'), true)
  assert.equal(isDismissed('launch', 'true', 'rendering'), false)
  assert.equal(isDismissed(null, null, 'launch'), false)
})

test('config sidebars map doc ids to routes and leave unlisted links out', () => {
  const nodes = sidebarNodesFromConfig([
    { type: 'doc', id: 'index', label: 'Overview' },
    { type: 'link', label: 'Hidden', href: '/x/', unlisted: true },
    { type: 'category', label: 'API', link: { type: 'href', href: '/docs/helios/' }, items: [{ type: 'doc', id: 'introduction' }] },
  ])
  assert.deepEqual(nodes, [
    { label: 'Overview', href: '/docs/' },
    { label: 'API', href: '/docs/helios/', collapsed: false, items: [{ label: 'introduction', href: '/docs/introduction/' }] },
  ])
})

test('the table of contents holds h2 and h3: an h1 level is unwrapped only on pages that start with one', async () => {
  const { tocFromMdx } = await import('../../../src/shell/components/TableOfContents')
  const h3 = { url: '#b', title: 'B', items: [{ url: '#deep', title: 'Deep' }] }
  const docs = { items: [{ url: '#title', title: 'Title', items: [{ url: '#a', title: 'A', items: [h3] }] }] }
  assert.deepEqual(tocFromMdx(docs, { startsWithH1: true }), [{ url: '#a', title: 'A', items: [{ url: '#b', title: 'B' }] }])
  // A post with a single h2 keeps it as the top level.
  const post = { items: [{ url: '#a', title: 'A', items: [h3] }] }
  assert.deepEqual(tocFromMdx(post), [{ url: '#a', title: 'A', items: [{ url: '#b', title: 'B' }] }])
})
