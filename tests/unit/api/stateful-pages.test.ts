/**
 * The API pages are made once, by createPagesStatefully, from the first createPages run's plan
 * (src/sections/api/node/statefulPages.ts); a later plan that differs is made by every run, its lost pages deleted.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { StatefulPages } from '../../../src/sections/api/node/statefulPages'

type Page = { path: string }
const plan = (stamp: string, ...paths: string[]) => ({ stamp, pages: paths.map((path) => ({ path })) })
const pages = () => new StatefulPages<Page, ReturnType<typeof plan>>((p) => ({ path: p.path, component: 'ClassPage.tsx' }))

test('the first run makes no page; createPagesStatefully makes its plan; later runs with that plan make none', () => {
  const s = pages()
  assert.equal(s.forRun(plan('a', '/x/', '/y/')), null)
  assert.deepEqual(s.takeFirstPlan()?.pages.map((p) => p.path), ['/x/', '/y/'])
  assert.equal(s.takeFirstPlan(), null, 'taken once')
  assert.equal(s.forRun(plan('a', '/x/', '/y/')), null)
  assert.equal(s.forRun(plan('a', '/x/', '/y/')), null)
})

test('a plan that differs from the one made once is made by that run and every run after, and the pages it lost are deleted once', () => {
  const s = pages()
  s.forRun(plan('a', '/x/', '/y/'))
  s.takeFirstPlan()
  const changed = s.forRun(plan('b', '/x/', '/z/'))
  assert.deepEqual(changed?.pages.map((p) => p.path), ['/x/', '/z/'])
  assert.deepEqual(changed?.gone, [{ path: '/y/', component: 'ClassPage.tsx' }])
  const next = s.forRun(plan('b', '/x/', '/z/'))
  assert.deepEqual(next?.pages.map((p) => p.path), ['/x/', '/z/'], 'Gatsby deletes what a run does not make again')
  assert.deepEqual(next?.gone, [])
})

test('a build runs createPagesStatefully with no createPages run before it: nothing to make', () => {
  assert.equal(pages().takeFirstPlan(), null)
})
