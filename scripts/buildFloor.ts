/**
 * The Gatsby floor of a built site, for `bench:build --floor`: the smallest Gatsby site that carries the same pages
 * through Gatsby's data layer, as the design card asks of the site. One node per page holds the data that page's
 * query returned (its page-data.json's `result`), one template queries it by id and renders it as text, and Gatsby
 * stores, queries, bundles and writes them. Nothing of the site's own work is in it: no XML, no model, no twins, no
 * search index, no link check. It uses the same packages as the site (gatsby, gatsby-plugin-preact).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const SITE_PACKAGES = ['gatsby', 'gatsby-plugin-preact', 'preact', 'react', 'react-dom']

const GATSBY_NODE = `// Sources one FloorPage node per line of pages.jsonl and makes its page. The routes are kept from the sourcing, so
// making the pages reads no node back: the least a site can do.
const fs = require('fs')
const path = require('path')
const readline = require('readline')

const pages = []

exports.createSchemaCustomization = ({ actions }) => {
  actions.createTypes('type FloorPage implements Node @dontInfer { route: String! data: JSON }')
}

exports.sourceNodes = async ({ actions, createNodeId, createContentDigest }) => {
  const lines = readline.createInterface({ input: fs.createReadStream(path.join(__dirname, 'pages.jsonl')), crlfDelay: Infinity })
  for await (const line of lines) {
    if (!line) continue
    const page = JSON.parse(line)
    const id = createNodeId(page.route)
    actions.createNode({ id, route: page.route, data: page.data, internal: { type: 'FloorPage', contentDigest: createContentDigest(line) } })
    pages.push({ id, route: page.route })
  }
}

exports.createPages = ({ actions }) => {
  const component = path.join(__dirname, 'src/templates/page.js')
  for (const page of pages) actions.createPage({ path: page.route, component, context: { id: page.id } })
}
`

const TEMPLATE = `import * as React from 'react'
import { graphql } from 'gatsby'

export default function Page({ data }) {
  return <main><pre>{JSON.stringify(data.floorPage.data)}</pre></main>
}

export const query = graphql\`query ($id: String!) { floorPage(id: { eq: $id }) { data } }\`
`

/**
 * Gives a floor site `project`'s installed packages as a node_modules folder of its own, as an install makes one:
 * hard links to the same files, or a copy where the two folders are on different file systems. Not a symbolic
 * link: Gatsby's compile step (Parcel) snapshots every file under the site's folder at each start and does not
 * follow a link, so a floor with a linked node_modules skipped work every installed site does (docs/sections/shell.md).
 */
export function installProjectPackages(project: string, dir: string): void {
  const from = path.join(project, 'node_modules')
  const to = path.join(dir, 'node_modules')
  fs.rmSync(to, { recursive: true, force: true })
  if (spawnSync('cp', ['-al', from, to]).status === 0) return
  fs.rmSync(to, { recursive: true, force: true })
  const copied = spawnSync('cp', ['-a', from, to], { stdio: ['ignore', 'ignore', 'pipe'] })
  if (copied.status !== 0) throw new Error(`could not copy ${from} to ${to}: ${copied.stderr?.toString().trim() || `cp exited ${copied.status}`}`)
}

/** Every page-data.json under a built site's public/page-data. */
function pageDataFiles(publicDir: string): string[] {
  const root = path.join(publicDir, 'page-data')
  if (!fs.existsSync(root)) throw new Error(`${root}: no page data (build the site first)`)
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => path.basename(f) === 'page-data.json').map((f) => path.join(root, f)).sort()
}

/**
 * Writes the floor site of the site built into `publicDir`, in a temporary folder with `project`'s installed packages and
 * build-heap preload (scripts/build-env.sh names it by a relative path); returns the folder, the page count and the
 * megabytes of page data it carries. Gatsby's own pages (404, dev-404) are its own in the floor too.
 */
export function writeFloorSite(publicDir: string, project: string): { dir: string; pages: number; dataMb: number } {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(project, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  const pageData = pageDataFiles(publicDir)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helios-build-floor-'))
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'build-floor', version: '1.0.0', private: true, dependencies: Object.fromEntries(SITE_PACKAGES.map((p) => [p, dependencies[p]])) }),
    'gatsby-config.js': "module.exports = { plugins: ['gatsby-plugin-preact'] }\n",
    'gatsby-node.js': GATSBY_NODE,
    'src/templates/page.js': TEMPLATE,
  }
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  installProjectPackages(project, dir)
  const preload = 'src/shell/server/build-heap.cjs'
  fs.mkdirSync(path.dirname(path.join(dir, preload)), { recursive: true })
  fs.symlinkSync(path.join(project, preload), path.join(dir, preload))
  const out = fs.openSync(path.join(dir, 'pages.jsonl'), 'w')
  let pages = 0
  let bytes = 0
  const gatsbyOwn = new Set(['/404/', '/404.html', '/dev-404-page/'])
  try {
    for (const file of pageData) {
      const raw = fs.readFileSync(file)
      const { path: route, result } = JSON.parse(raw.toString('utf8')) as { path: string; result: { data?: unknown; pageContext?: unknown } }
      if (gatsbyOwn.has(route)) continue
      fs.writeSync(out, `${JSON.stringify({ route, data: result })}\n`)
      pages++
      bytes += raw.length
    }
  } finally {
    fs.closeSync(out)
  }
  return { dir, pages, dataMb: bytes / 1024 / 1024 }
}
