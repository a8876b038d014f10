/** Every route is owned once (src/shell/server/routeOwners.ts): a second page on a route stops the build naming both sources. */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { RouteOwners, contentFileContext, pageSource } from '../../../src/shell/server/routeOwners'

const owners = () => {
  const failures: string[] = []
  const made: string[] = []
  const routes = new RouteOwners((m) => failures.push(m))
  const actions = routes.claimingActions({ createPage: (page: never) => made.push((page as { path: string }).path) })
  return { routes, actions, failures, made }
}
const docsPage = (route: string, file: string) => ({ path: route, component: path.resolve('src/sections/docs/templates/DocPage.tsx'), context: contentFileContext(path.resolve(file)) })

test('a page source is the content file its template renders (its context names it), else the component, relative to the site', () => {
  assert.equal(pageSource(docsPage('/x/', 'content/pages/x.mdx')), path.join('content', 'pages', 'x.mdx'))
  assert.equal(pageSource({ path: '/search/', component: path.resolve('src/pages/search.tsx') }), path.join('src', 'pages', 'search.tsx'))
})

test("a stand-alone page on a section's route stops the build naming both files", () => {
  const { routes, actions, failures } = owners()
  routes.startRun()
  actions.createPage({ path: '/devlog/', component: path.resolve('src/sections/devlog/templates/PostList.tsx') } as never)
  actions.createPage(docsPage('/devlog/', 'content/pages/devlog.mdx') as never)
  assert.equal(failures.length, 1)
  assert.match(failures[0], /The route \/devlog\/ is made twice: by src\/sections\/devlog\/templates\/PostList\.tsx and by content\/pages\/devlog\.mdx/)
})

test('a content page on the route of a page of src/pages stops the build, whichever is made first', () => {
  const { routes, actions, failures } = owners()
  routes.startRun()
  actions.createPage(docsPage('/search/', 'content/pages/search.mdx') as never)
  routes.claimCreated({ path: '/search/', component: path.resolve('src/pages/search.tsx') })
  assert.equal(failures.length, 1)
  assert.match(failures[0], /\/search\/ is made twice: by content\/pages\/search\.mdx and by src\/pages\/search\.tsx/)
  // In gatsby develop the content page can come after src/pages' page: the next run of createPages stops too.
  routes.startRun()
  actions.createPage(docsPage('/search/', 'content/pages/search.mdx') as never)
  assert.equal(failures.length, 2)
  assert.match(failures[1], /\/search\/ is made twice: by src\/pages\/search\.tsx and by content\/pages\/search\.mdx/)
})

test('a page made again from the same source, or again in a new run (gatsby develop), is no clash', () => {
  const { routes, actions, failures, made } = owners()
  for (let run = 0; run < 2; run++) {
    routes.startRun()
    actions.createPage(docsPage('/helios/', 'content/pages/helios.mdx') as never)
    actions.createPage(docsPage('/helios/', 'content/pages/helios.mdx') as never)
  }
  // A page renamed between runs takes its new route; its old one is free.
  routes.startRun()
  actions.createPage(docsPage('/engine/', 'content/pages/helios.mdx') as never)
  actions.createPage(docsPage('/helios/', 'content/pages/other.mdx') as never)
  assert.deepEqual(failures, [])
  assert.deepEqual(made, ['/helios/', '/helios/', '/helios/', '/helios/', '/engine/', '/helios/'])
})

test('routes made once (createPagesStatefully) stay claimed through later createPages runs, until their page is deleted', () => {
  const failures: string[] = []
  const routes = new RouteOwners((m) => failures.push(m))
  const gatsby = { createPage: (_page: never) => undefined, deletePage: (_page: never) => undefined }
  const run = routes.claimingActions(gatsby)
  const once = routes.claimingActions(gatsby, { kept: true })
  const classPage = { path: '/docs/helios/classes/helios/mesh/', component: path.resolve('src/sections/api/templates/ClassPage.tsx') }
  routes.startRun()
  once.createPage(classPage as never)
  routes.startRun()
  run.createPage(docsPage(classPage.path, 'content/pages/mesh.mdx') as never)
  assert.equal(failures.length, 1, 'a later run clashes with a page made once')
  assert.match(failures[0], /made twice: by src\/sections\/api\/templates\/ClassPage\.tsx and by content\/pages\/mesh\.mdx/)
  once.deletePage(classPage as never)
  routes.startRun()
  run.createPage(docsPage(classPage.path, 'content/pages/mesh.mdx') as never)
  assert.equal(failures.length, 1, 'a deleted page gives its route up')
})
