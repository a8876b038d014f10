/**
 * Symbol cards and Markdown twins on a corpus build (a library no one here wrote, or a fixture): a link in a
 * member table and a link in a declaration each open the card of the entity they link to, with its qualified
 * name as the XML spells it; the card holds text only (a doc comment's markup, the hostile fixture's among
 * them, is never an element); the linked page advertises its Markdown twin, which is served. And the overview and
 * list pages of each library show what it has (a C library has no namespaces).
 */
import path from 'node:path'
import { test, expect, type Page, type Locator } from '@playwright/test'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import type { DocNode } from '../../src/sections/api/model/doc'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { CURRENT_VERSION, versionBasePath } from '../../src/sections/api/options'
import { corpusSets, type CorpusSet } from './corpusSets'
import { hydrate } from '../support/hydrate'

const CARD = '#helios-symbol-card'
/** What the card is made of (src/shell/browser/symbolCardView.ts): anything else came from a comment. */
const CARD_ELEMENTS = new Set(['DIV', 'SPAN', 'PRE', 'CODE', 'P'])

const sets = corpusSets(process.env, CURRENT_VERSION)
test.skip(sets.length === 0, 'runs on a corpus build (HELIOS_DOXYGEN_XML or HELIOS_CORPUS_SETS), from tests/corpora/run.ts')

/** The checks on one corpus of the build, on the pages of its version. */
function corpusTests(set: CorpusSet): void {
  const base = versionBasePath(set.version)
  const model = readDoxygenFolder(path.resolve(set.xml), { warn: () => undefined })
  const routes = buildRoutes(model, base)

  /** Qualified name of the entity at a route (with #anchor for a member). */
  const entityAt = new Map<string, string>([
    ...[...model.compounds.values()].flatMap((c): Array<[string, string]> => (routes.compounds.has(c.id) ? [[routes.compounds.get(c.id)!, c.name]] : [])),
    ...[...model.members.values()].flatMap((m): Array<[string, string]> => {
      const at = routes.members.get(m.id)
      return at ? [[`${at.route}#${at.anchor}`, m.qualifiedName]] : []
    }),
    // An overload set's own anchor: its card names the set's name.
    ...[...model.members.values()].flatMap((m): Array<[string, string]> => {
      const set = routes.overloadSets.get(m.id)
      return set ? [[`${set.route}#${set.anchor}`, m.qualifiedName]] : []
    }),
  ])

  async function targetOf(page: Page, link: Locator): Promise<string | undefined> {
    const url = new URL((await link.getAttribute('href')) ?? '', page.url())
    return entityAt.get(`${decodeURI(url.pathname)}${url.hash}`.replace(/#$/, ''))
  }

  /** Hovers the first of `links` that goes to an API entity and checks its card; false when none does. */
  async function checkCard(page: Page, links: Locator, what: string): Promise<boolean> {
    // The page hydrated first, so nothing the app renders moves another link under the pointer.
    await hydrate(page)
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    for (let i = 0, n = await links.count(); i < n; i++) {
      const link = links.nth(i)
      const name = await targetOf(page, link)
      if (!name || !(await link.isVisible())) continue
      await link.scrollIntoViewIfNeeded()
      await page.mouse.move(1, 1)
      await link.hover()
      const card = page.locator(CARD)
      await expect(card, what).toBeVisible()
      await expect(card.locator('.sc-name'), what).toHaveText(name)
      await expect(link, what).toHaveAttribute('aria-describedby', /helios-symbol-card/)
      const tags = await card.evaluate((c) => [...c.querySelectorAll('*')].map((e) => e.tagName))
      expect(tags.filter((t) => !CARD_ELEMENTS.has(t)), `${what}: elements in the card beyond its own`).toEqual([])
      expect(dialogs, what).toEqual([])
      await page.mouse.move(1, 1)
      await expect(card).toBeHidden()
      return true
    }
    return false
  }

  const hasRef = (nodes: DocNode[] | undefined): boolean => JSON.stringify(nodes ?? []).includes('"t":"ref"')
  const membersOf = new Map<string, number>()
  for (const m of model.members.values()) membersOf.set(m.compoundId, (membersOf.get(m.compoundId) ?? 0) + 1)

  test('a link in a member table opens the card of the member it links to', async ({ page }) => {
    // The compounds with the most members first: a member table is certain there.
    const pages = [...new Set([...membersOf.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => routes.compounds.get(id)).filter((r): r is string => !!r))].slice(0, 5)
    expect(pages.length, 'a page with members').toBeGreaterThan(0)
    let found = false
    for (const route of pages) {
      await page.goto(route)
      if ((found = await checkCard(page, page.locator('main [role="table"] a[href]'), `member table on ${route}`))) break
    }
    expect(found, `a member-table link to an API entity on ${pages.join(', ')}`).toBe(true)
  })

  test('a link in a declaration opens the card of the type it names', async ({ page }) => {
    const candidates = [...model.members.values()].filter((m) => routes.members.has(m.id) && (hasRef(m.type) || m.params.some((p) => hasRef(p.type)))).slice(0, 8)
    test.skip(candidates.length === 0, 'no declaration in this XML links to an entity')
    let found = false
    for (const m of candidates) {
      const at = routes.members.get(m.id)!
      await page.goto(at.route)
      if ((found = await checkCard(page, page.locator(`article[aria-labelledby="${at.anchor}"] pre a[href]`), `declaration of ${m.qualifiedName}`))) break
    }
    expect(found, 'a declaration link to an API entity').toBe(true)
  })

  test('names and briefs that hold markup show as text in their cards; the page advertises its Markdown twin', async ({ page, request }) => {
    // Entities whose name or brief holds characters of markup or script (the hostile fixture's comments; on other
    // corpora operators and templates): the card shows them as text, with no element of their own.
    const markup = (name: string, brief: DocNode[]) => /[<>&`]|alert\(|javascript:|data:/i.test(name + JSON.stringify(brief))
    const members = [...model.members.values()].filter((m) => routes.members.has(m.id) && markup(m.qualifiedName, m.brief)).slice(0, 3)
    for (const m of members) {
      const at = routes.members.get(m.id)!
      // An overloaded name has one row in the member table, linking its overload set.
      const anchor = routes.overloadSets.get(m.id)?.anchor ?? at.anchor
      await page.goto(at.route)
      expect(await checkCard(page, page.locator(`main [role="table"] a[href$="#${anchor}"]`), `member ${m.qualifiedName}`), `a member-table link to ${m.qualifiedName}`).toBe(true)
    }
    const classes = [...model.compounds.values()].filter((c) => (c.kind === 'class' || c.kind === 'struct') && routes.compounds.has(c.id) && markup(c.name, c.brief)).slice(0, 2)
    for (const c of classes) {
      await page.goto(`${base}classes/`)
      expect(await checkCard(page, page.locator(`main a[href="${routes.compounds.get(c.id)}"]`), `class ${c.name}`), `a link to ${c.name} on the class list`).toBe(true)
    }
    const route = routes.compounds.get([...membersOf.keys()].find((id) => routes.compounds.has(id))!)!
    await page.goto(route)
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${route}index.md`)
    const twin = await request.get(`${route}index.md`)
    expect(twin.status()).toBe(200)
    expect(await twin.text()).toMatch(/^# \S/)
  })

  test('the overview and the list pages show what the library has: no bare heading, and an empty list says so', async ({ page }) => {
    const hasNamespaces = [...model.compounds.values()].some((c) => c.kind === 'namespace' && routes.compounds.has(c.id))
    // The overview is a list page when doxygen made no main page; otherwise it is that page, an article.
    const hasMainPage = model.compounds.has('indexpage')
    for (const route of [...(hasMainPage ? [] : [base]), `${base}namespaces/`, `${base}classes/`, `${base}files/`, `${base}folders/`]) {
      await page.goto(route)
      const sections = page.locator('main section:has(> h2)')
      for (let i = 0, n = await sections.count(); i < n; i++) {
        const section = sections.nth(i)
        const title = await section.locator('> h2').innerText()
        const links = await section.locator('a').count()
        const empty = await section.getByTestId('list-empty').count()
        expect(links + empty, `${route}: the section "${title}" lists something or says it is empty`).toBeGreaterThan(0)
      }
    }
    await page.goto(`${base}namespaces/`)
    if (hasNamespaces) await expect(page.getByTestId('list-empty')).toHaveCount(0)
    else await expect(page.getByTestId('list-empty')).toHaveText('No namespaces: this library documents none.')
    // The overview, when doxygen made no main page of its own, leads only to the lists the library has.
    if (!hasMainPage && !hasNamespaces) {
      await page.goto(base)
      await expect(page.locator('main h2#namespaces')).toHaveCount(0)
    }
  })
}

for (const set of sets) test.describe(`[${set.name}]`, () => corpusTests(set))
