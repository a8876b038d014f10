/**
 * The API pages' `\code` examples link as the posts' blocks do, in the production build: on the Camera page of Next
 * and of a release, each name clang resolved in the example links to that entity's page in the page's own version
 * (routes computed here from that version's committed XML, never read from the page), a qualified name links each
 * of its parts, and the example's local `camera` links nothing.
 */
import { test, expect } from '@playwright/test'
import { entityHref } from '../support/entityHref'
import { versionBasePath } from '../../src/sections/api/options'

test.skip(!!process.env.HELIOS_DOXYGEN_XML, "runs against the engine's own XML and headers")


for (const version of ['current', '0.3.0']) {
  test(`the Camera page's example (${version}) links what clang resolved, to the same version, and not its local`, async ({ page }) => {
    const camera = entityHref(version, 'helios::scene::Camera', 'class')
    await page.goto(camera)
    const example = page.locator('pre', { hasText: 'helios::scene::Camera camera;' }).first()
    await expect(example).toBeVisible()
    const link = (name: string) => example.locator('a', { hasText: new RegExp(`^${name}$`) })
    await expect(link('lookAt').first()).toHaveAttribute('href', entityHref(version, 'helios::scene::Camera::lookAt', 'function'))
    await expect(link('setPerspective').first()).toHaveAttribute('href', entityHref(version, 'helios::scene::Camera::setPerspective', 'function'))
    await expect(link('radians').first()).toHaveAttribute('href', entityHref(version, 'helios::math::radians', 'function'))
    // Each part of a qualified name is its own entity: the namespace, then the class.
    await expect(link('scene').first()).toHaveAttribute('href', entityHref(version, 'helios::scene', 'namespace'))
    await expect(link('Camera').first()).toHaveAttribute('href', camera)
    // The example's own variable is no entity of the reference, and none of its links leaves the page's version.
    await expect(link('camera')).toHaveCount(0)
    await expect(link('vp')).toHaveCount(0)
    for (const href of await example.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) expect(href.startsWith(versionBasePath(version))).toBe(true)
    // A link reaches its entity's page, with its anchor.
    await link('lookAt').first().click()
    await expect(page).toHaveURL(new RegExp(`${entityHref(version, 'helios::scene::Camera::lookAt', 'function').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  })
}
