import { test } from 'node:test'
import assert from 'node:assert/strict'
import { absoluteLink, articleHtmlFromPage } from '../../../src/node/devlog/feeds'

const page = 'https://example.org/devlog/2025/08/15/hello-world/'

test('links in feed content become absolute', () => {
  assert.equal(absoluteLink('/devlog/', page), 'https://example.org/devlog/')
  assert.equal(absoluteLink('./fig.svg', page), 'https://example.org/devlog/2025/08/15/hello-world/fig.svg')
  assert.equal(absoluteLink('#section', page), `${page}#section`)
  assert.equal(absoluteLink('https://other.example/x', page), 'https://other.example/x')
  assert.equal(absoluteLink('mailto:a@b.c', page), 'mailto:a@b.c')
})

test('the post body is taken from the built page, cleaned and made absolute', () => {
  const html = `<html><body><nav><a href="/">home</a></nav><article><h1>T</h1>
    <div data-devlog-body=""><h2 id="a">A<a class="heading-anchor" href="#a">#</a></h2>
    <p>See <a href="/devlog/">all</a>.</p><img src="./fig.svg" srcset="./fig.svg 1x, ./fig@2x.svg 2x" alt="f"><script>x()</script></div></article></body></html>`
  const out = articleHtmlFromPage(html, page)
  assert.doesNotMatch(out, /home|<h1>|heading-anchor|<script/)
  assert.match(out, /<h2 id="a">A<\/h2>/)
  assert.match(out, /href="https:\/\/example\.org\/devlog\/"/)
  assert.match(out, /src="https:\/\/example\.org\/devlog\/2025\/08\/15\/hello-world\/fig\.svg"/)
  assert.match(out, /srcset="https:\/\/example\.org\/devlog\/2025\/08\/15\/hello-world\/fig\.svg 1x, https:\/\/example\.org\/devlog\/2025\/08\/15\/hello-world\/fig@2x\.svg 2x"/)
})

test('a page without the body marker is an error naming the file', () => {
  assert.throws(() => articleHtmlFromPage('<html><body><p>x</p></body></html>', page, 'public/x/index.html'), /public\/x\/index\.html: no element with data-devlog-body/)
})
