import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ServerLocation } from '@gatsbyjs/reach-router'
import DocsVersionDropdown, { VersionDropdown, enabledDocsPlugin } from '../../../src/shell/components/navbar/DocsVersionDropdown'
import { siteConfig } from '../../../src/shell/config/site'

const plugin = siteConfig.docs[0]

/** The dropdown's name, its entries' links and labels, and the entry marked current. */
function menu(element: React.ReactElement) {
  const html = renderToStaticMarkup(React.createElement(ServerLocation, { url: '/docs/' }, element))
  return {
    name: /aria-label="([^"]+)"/.exec(html)?.[1],
    entries: [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map((m) => `${m[2]} ${/href="([^"]+)"/.exec(m[1])?.[1]}${m[1].includes('aria-current') ? ' (current)' : ''}`),
  }
}

test("the shell's version dropdown names the version readers land on and leads to each version's overview", () => {
  const landing = plugin.versions.find((v) => v.name === plugin.lastVersion)!
  assert.deepEqual(menu(React.createElement(DocsVersionDropdown)), {
    name: `Docs version: ${landing.label}`,
    entries: plugin.versions.map((v) => `${v.label} ${v.path}${v === landing ? ' (current)' : ''}`),
  })
  const second = plugin.versions[1]
  assert.deepEqual(menu(React.createElement(DocsVersionDropdown, { versions: [second.name] })).entries, [`${second.label} ${second.path}${second === landing ? ' (current)' : ''}`], 'only the versions the navbar item names')
})

test("a section's version dropdown names the version it is given and leads where the section says", () => {
  const shown = plugin.versions[plugin.versions.length - 1]
  const element = React.createElement(VersionDropdown, { plugin, listed: plugin.versions, shown: shown.name, entry: (v) => ({ to: `/same-page/${v.name}/` }) })
  assert.deepEqual(menu(element), {
    name: `Docs version: ${shown.label}`,
    entries: plugin.versions.map((v) => `${v.label} /same-page/${v.name}/${v === shown ? ' (current)' : ''}`),
  })
})

test('a docs plugin the config does not enable is an error naming it', () => {
  assert.throws(() => enabledDocsPlugin('tutorials'), /docs plugin "tutorials" is not enabled/)
})
