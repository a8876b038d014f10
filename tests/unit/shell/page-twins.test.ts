/**
 * A page's Markdown twin is declared where the page is made (src/shell/server/pageTwins.ts): the copy button and the
 * head link are shown from that declaration alone, and the build writes exactly the twins declared.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { PageTwins } from '../../../src/shell/server/pageTwins'
import { PageWrapper } from '../../../src/shell/components/RootWrapper'
import CopyPageMarkdown from '../../../src/shell/components/CopyPageMarkdown'
import Seo from '../../../src/shell/components/Seo'
import { pageTwinUrl } from '../../../src/shell/pageTwin'
import ApiSeo from '../../../src/sections/api/components/ApiSeo'

type Made = { path: string; context?: Record<string, unknown>; twin?: unknown }
const declaring = () => {
  const twins = new PageTwins()
  const made: Made[] = []
  const actions = twins.declaringActions({ createPage: (page: never) => made.push(page as Made) })
  return { twins, made, createPage: actions.createPage as unknown as (page: Made & { component: string }) => void }
}

test('a page made with a twin carries its URL in its context; one made without has none, and Gatsby never sees `twin`', () => {
  const { twins, made, createPage } = declaring()
  twins.startRun()
  createPage({ path: '/docs/helios/classes/', component: 'List.tsx', context: { listKind: 'classes' }, twin: async () => '# Classes\n' })
  createPage({ path: '/devlog/', component: 'PostList.tsx', context: {} })
  assert.deepEqual(made.map((p) => 'twin' in p), [false, false])
  assert.equal(pageTwinUrl(made[0].context), '/docs/helios/classes/index.md')
  assert.equal(made[0].context?.listKind, 'classes')
  assert.equal(pageTwinUrl(made[1].context), null)
  assert.equal(typeof twins.twinOf('/docs/helios/classes/'), 'function')
  assert.equal(twins.twinOf('/devlog/'), undefined)
  twins.startRun()
  assert.equal(twins.twinOf('/docs/helios/classes/'), undefined, 'a new createPages run declares its twins again')
})

test('the button and the head link show only on a page made with a twin', () => {
  const page = (context: Record<string, unknown>) =>
    renderToStaticMarkup(React.createElement(PageWrapper, { pathname: '/x/', pageContext: context, children: React.createElement(CopyPageMarkdown) }))
  assert.match(page({ markdownTwin: '/x/index.md' }), /Copy page as Markdown/)
  assert.equal(page({}), '')
  const head = (context: Record<string, unknown>) => renderToStaticMarkup(React.createElement(Seo, { title: 'X', pathname: '/x/', markdownTwin: pageTwinUrl(context) }))
  assert.match(head({ markdownTwin: '/x/index.md' }), /<link rel="alternate" type="text\/markdown" href="\/x\/index.md"\/>/)
  assert.doesNotMatch(head({}), /text\/markdown/)
  // An API page's head reads its page context itself: no template can leave the link out.
  const apiHead = (context: Record<string, unknown>) => renderToStaticMarkup(React.createElement(ApiSeo, { title: 'Coverage', pathname: '/x/', pageContext: context }))
  assert.match(apiHead({ version: 'current', markdownTwin: '/x/index.md' }), /href="\/x\/index.md"/)
  assert.doesNotMatch(apiHead({ version: 'current' }), /text\/markdown/)
})

test('after the build every declared twin is written; a HeliosPage twin whose node is missing fails naming the page', async () => {
  const { twins, createPage } = declaring()
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-twins-'))
  try {
    createPage({ path: '/docs/helios/indices/classes/all/', component: 'Index.tsx', twin: async () => '# All classes\n' })
    createPage({ path: '/docs/intro/', component: 'Doc.tsx', twin: 'node' })
    createPage({ path: '/docs/gone/', component: 'Doc.tsx', twin: 'node' })
    const failures: string[] = []
    const made = await twins.writeDeclared(publicDir, new Set(['/docs/intro/']), (m) => failures.push(m))
    assert.equal(made, 1)
    assert.equal(fs.readFileSync(path.join(publicDir, 'docs/helios/indices/classes/all/index.md'), 'utf8'), '# All classes\n')
    assert.equal(failures.length, 1)
    assert.match(failures[0], /\/docs\/gone\//)
    assert.doesNotMatch(failures[0], /\/docs\/intro\//)
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true })
  }
})

test('the twin of a page made once (createPagesStatefully) outlives later createPages runs; deleting the page forgets it', () => {
  const twins = new PageTwins()
  const gatsby = { createPage: (_page: never) => undefined, deletePage: (_page: never) => undefined }
  const once = twins.declaringActions(gatsby, { kept: true }) as unknown as { createPage(page: Made & { component: string }): void; deletePage(page: { path: string }): void }
  const run = twins.declaringActions(gatsby) as unknown as { createPage(page: Made & { component: string }): void }
  twins.startRun()
  once.createPage({ path: '/docs/helios/classes/', component: 'List.tsx', twin: async () => '# Classes\n' })
  twins.startRun()
  run.createPage({ path: '/devlog/', component: 'PostList.tsx', twin: 'node' })
  assert.equal(typeof twins.twinOf('/docs/helios/classes/'), 'function', 'kept through a new run')
  assert.equal(twins.twinOf('/devlog/'), 'node')
  once.deletePage({ path: '/docs/helios/classes/' })
  assert.equal(twins.twinOf('/docs/helios/classes/'), undefined)
})
