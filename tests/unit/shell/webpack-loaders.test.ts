import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { swapBabelForEsbuild, type Rule } from '../../../src/shell/webpack'

const GATSBY_BABEL = '/site/node_modules/gatsby/dist/utils/babel-loader.js'
const LAYOUT = '/site/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader.js'

function file(name: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loaders-'))
  fs.writeFileSync(path.join(dir, name), text)
  return path.join(dir, name)
}

/** The loader chain Gatsby's rule (wrapped) picks for a module, as loader names. */
function chainFor(resource: string, isPageTemplate: boolean, withLayout = false): Array<string | undefined> {
  const babel = (): Rule => ({ loader: GATSBY_BABEL, options: { isPageTemplate } as Rule['options'] })
  const rules: Rule[] = [{ oneOf: [{ use: () => (withLayout ? [babel(), { loader: LAYOUT }, babel()] : [babel()]) }] }]
  swapBabelForEsbuild(rules)
  const pickLoaders = rules[0].oneOf![0].use as (info: unknown) => Rule[]
  return pickLoaders({ resource }).map((u) => (u.loader === GATSBY_BABEL ? 'babel' : u.loader === LAYOUT ? 'layout' : u.loader))
}

test('modules without queries, Slices or a page template compile with esbuild; the rest keep one Gatsby babel pass', () => {
  const component = file('Button.tsx', 'export const Button = () => <button>ok</button>\n')
  const withStaticQuery = file('Sidebar.tsx', 'const data = useStaticQuery(graphql`{ site { id } }`)\n')
  const post = file('post.mdx', '# A post about shaders\n')

  assert.deepEqual(chainFor(component, false), ['esbuild-loader'])
  assert.deepEqual(chainFor(withStaticQuery, false), ['babel'])
  // A page template keeps babel even without a query: Gatsby splits its Head export off there.
  assert.deepEqual(chainFor(component, true), ['babel'])
  assert.deepEqual(chainFor(post, false), ['esbuild-loader'])
  // A template wrapping an MDX post: the pass that runs last (first in the list) stays babel and sees the whole module.
  assert.deepEqual(chainFor(`${withStaticQuery}?__contentFilePath=${post}`, true, true), ['babel', 'layout', 'esbuild-loader'])
})
