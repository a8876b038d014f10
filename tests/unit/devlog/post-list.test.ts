import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ServerLocation } from '@gatsbyjs/reach-router'
import PostList from '../../../src/sections/devlog/components/PostList'

const posts = [
  { id: 'b', title: 'Updates to main', path: '/devlog/2025/09/14/updates-to-main/', date: '2025-09-14T00:00:00.000Z', readingTime: { text: '3 min read' } },
  { id: 'a', title: 'Hello world', path: '/devlog/2025/08/15/hello-world/', date: '2025-08-15', readingTime: { text: '1 min read' } },
]

/** The list's entries as markup, without class names (CSS modules are stubbed in unit tests). */
function entries(props: React.ComponentProps<typeof PostList>): string[] {
  const html = renderToStaticMarkup(React.createElement(ServerLocation, { url: '/devlog/archive/' }, React.createElement(PostList, props)))
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1].replace(/ class="[^"]*"/g, ''))
}

test("the archive's list gives each post its date, its title as a link and its reading time, in the order given", () => {
  assert.deepEqual(entries({ posts, className: 'archive', dated: true }), [
    '<time dateTime="2025-09-14">Sep 14</time><a href="/devlog/2025/09/14/updates-to-main/">Updates to main</a><span>3 min read</span>',
    '<time dateTime="2025-08-15">Aug 15</time><a href="/devlog/2025/08/15/hello-world/">Hello world</a><span>1 min read</span>',
  ])
})

test("an author's list gives each post's title as a link and nothing else", () => {
  assert.deepEqual(entries({ posts, className: 'author' }), [
    '<a href="/devlog/2025/09/14/updates-to-main/">Updates to main</a>',
    '<a href="/devlog/2025/08/15/hello-world/">Hello world</a>',
  ])
})
