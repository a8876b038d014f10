/**
 * The API pages' `\code` examples link as the posts' blocks do, in the production build: on the Camera page of Next
 * and of a release, each name clang resolved in the example links to that entity's page in the page's own version
 * (routes computed here from that version's committed XML, never read from the page), a qualified name links each
 * of its parts, and the example's local `camera` links nothing.
 */
import path from 'node:path'
import { test, expect } from '@playwright/test'
import { readDoxygenFolder } from '../../src/sections/api/model/model'
import { buildRoutes } from '../../src/sections/api/model/routes'
import { versionBasePath } from '../../src/sections/api/options'

test.skip(!!process.env.HELIOS_DOXYGEN_XML, "runs against the engine's own XML and headers")

/** route#anchor of a member, or route of a compound, of a version, from that version's XML and route table. */
function hrefOf(version: string, qualifiedName: string, kind: string): string {
  const dir = version === 'current' ? 'doxygen-xml' : path.join('versioned_doxygen_xml', `version-${version}`)
  const model = readDoxygenFolder(path.resolve(dir), { warn: () => undefined })
  const routes = buildRoutes(model, versionBasePath(version))
  for (const c of model.compounds.values()) if (c.name === qualifiedName && c.kind === kind) return routes.compounds.get(c.id)!
  for (const m of model.members.values()) {
    if (m.qualifiedName === qualifiedName && m.kind === kind) {
      const at = routes.members.get(m.id)!
      return `${at.route}#${at.anchor}`
    }
  }
  throw new Error(`${qualifiedName} (${kind}) is not in ${version}`)
}

for (const version of ['current', '0.3.0']) {
  test(`the Camera page's example (${version}) links what clang resolved, to the same version, and not its local`, async ({ page }) => {
    const camera = hrefOf(version, 'helios::scene::Camera', 'class')
    await page.goto(camera)
    const example = page.locator('pre', { hasText: 'helios::scene::Camera camera;' }).first()
    await expect(example).toBeVisible()
    const link = (name: string) => example.locator('a', { hasText: new RegExp(`^${name}$`) })
    await expect(link('lookAt').first()).toHaveAttribute('href', hrefOf(version, 'helios::scene::Camera::lookAt', 'function'))
    await expect(link('setPerspective').first()).toHaveAttribute('href', hrefOf(version, 'helios::scene::Camera::setPerspective', 'function'))
    await expect(link('radians').first()).toHaveAttribute('href', hrefOf(version, 'helios::math::radians', 'function'))
    // Each part of a qualified name is its own entity: the namespace, then the class.
    await expect(link('scene').first()).toHaveAttribute('href', hrefOf(version, 'helios::scene', 'namespace'))
    await expect(link('Camera').first()).toHaveAttribute('href', camera)
    // The example's own variable is no entity of the reference, and none of its links leaves the page's version.
    await expect(link('camera')).toHaveCount(0)
    await expect(link('vp')).toHaveCount(0)
    for (const href of await example.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) expect(href.startsWith(versionBasePath(version))).toBe(true)
    // A link reaches its entity's page, with its anchor.
    await link('lookAt').first().click()
    await expect(page).toHaveURL(new RegExp(`${hrefOf(version, 'helios::scene::Camera::lookAt', 'function').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  })
}
