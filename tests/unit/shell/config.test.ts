import { test } from 'node:test'
import assert from 'node:assert/strict'
import { siteConfig } from '../../../src/shell/config/site'
import type { SiteConfig } from '../../../src/shell/config/types'
import { SiteConfigError, getSidebar, validateDocIds, validateSiteConfigShape } from '../../../src/shell/config/validate'

const clone = (): SiteConfig => structuredClone(siteConfig)

test('the shipped site config is valid, and its doc ids exist among the docs pages', () => {
  validateSiteConfigShape(siteConfig)
  validateDocIds(siteConfig, ['index', 'introduction'])
})

test('an unknown navbar item type names the item and lists the known types', () => {
  const config = clone()
  config.navbar.items.push({ type: 'bogus', position: 'left' } as never)
  const index = config.navbar.items.length - 1
  assert.throws(() => validateSiteConfigShape(config), (error: Error) => {
    assert.ok(error instanceof SiteConfigError)
    assert.match(error.message, new RegExp(`navbar\\.items\\[${index}\\] has unknown type "bogus"`))
    assert.match(error.message, /"link", "dropdown", "colorModeToggle", "localeDropdown", "docsVersionDropdown", "search"/)
    return true
  })
})

test('a docs version that does not exist names the item and the versions that exist', () => {
  const config = clone()
  config.navbar.items.push({ type: 'docsVersionDropdown', position: 'right', versions: ['2.0'] })
  assert.throws(() => validateSiteConfigShape(config), /lists docs version "2\.0", which does not exist\. Versions of "default": "current"/)
})

test('a docs version dropdown for a docs plugin that is not enabled is a config error', () => {
  const config = clone()
  config.navbar.items.push({ type: 'docsVersionDropdown', position: 'right', docsPluginId: 'community' })
  assert.throws(() => validateSiteConfigShape(config), /docs plugin "community", which is not enabled\. Enabled docs plugins: "default"/)
})

test('a sidebar category without a link names the category', () => {
  const config = clone()
  config.sidebars.tutorialSidebar.push({ type: 'category', label: 'Guides', items: [] } as never)
  assert.throws(() => validateSiteConfigShape(config), /sidebars\.tutorialSidebar\[\d+\] \(category "Guides"\) has no link/)
})

test('a link item needs exactly one of to and href', () => {
  const config = clone()
  config.navbar.items.push({ type: 'link', label: 'Both', to: '/a/', href: 'https://example.org', position: 'left' })
  assert.throws(() => validateSiteConfigShape(config), /"Both"\) needs exactly one of "to" or "href"/)
})

test('a missing doc id names the sidebar item and lists the available ids', () => {
  const config = clone()
  config.sidebars.tutorialSidebar.push({ type: 'doc', id: 'getting-started' })
  assert.throws(
    () => validateDocIds(config, ['introduction', 'index']),
    /refers to doc id "getting-started", which does not exist\. Available doc ids: "index", "introduction"/,
  )
})

test('a sidebar naming a draft docs page stops a production build, naming the draft\'s file', () => {
  // The build leaves the draft out, so its doc id is not among the pages; the drafts say which file it is.
  assert.throws(
    () => validateDocIds(siteConfig, ['index'], new Map([['introduction', 'content/docs/introduction.mdx']])),
    /refers to doc id "introduction", a draft \(content\/docs\/introduction\.mdx has draft: true\), which a production build leaves out\. Publish it/,
  )
})

test('a missing sidebar id lists the sidebar ids that exist', () => {
  assert.throws(() => getSidebar(siteConfig, 'apiSidebarr'), /sidebar id "apiSidebarr" does not exist\. Available sidebar ids: "tutorialSidebar"/)
})

test('a section base path that is not a route ending in "/" names the section', () => {
  const config = structuredClone(siteConfig)
  config.sections.devlog.basePath = '/devlog'
  assert.throws(() => validateSiteConfigShape(config), /sections\.devlog\.basePath "\/devlog" must be a route that starts and ends with "\/"/)
})

test('the sections take their base paths and search facets from the site config, and search searches every one', async () => {
  const { apiOptions } = await import('../../../src/sections/api/options')
  const { devlogOptions } = await import('../../../src/sections/devlog/options')
  const { docsOptions } = await import('../../../src/sections/docs/options')
  const { SEARCH_DOCS_TAGS } = await import('../../../src/sections/search/options')
  assert.equal(apiOptions.basePath, siteConfig.sections.api.basePath)
  assert.equal(devlogOptions.atomPath, siteConfig.sections.devlog.atomPath)
  assert.equal(docsOptions.pages.docsTag, siteConfig.sections.pages.docsTag)
  assert.deepEqual([...SEARCH_DOCS_TAGS].sort(), [...new Set([apiOptions.docsTag, devlogOptions.docsTag, docsOptions.docs.docsTag, docsOptions.pages.docsTag])].sort())
  assert.ok(siteConfig.feeds.some((f) => f.href === devlogOptions.rssPath))
})
