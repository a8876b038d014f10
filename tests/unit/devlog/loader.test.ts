import { test, describe } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import {
  DevlogContentError,
  computeReadingTime,
  groupByYear,
  paginate,
  parseAuthors,
  parseFrontmatterBlock,
  parsePostFolder,
  parseTags,
  postPath,
  readableText,
  sortNewestFirst,
  splitExcerpt,
  validateFrontmatter,
  variantPaths,
} from '../../../src/sections/devlog/node/loader'

describe('parsePostFolder', () => {
  test('takes date and slug from YYYY-MM-DD-slug', () => {
    assert.deepEqual(parsePostFolder('2025-08-15-hello-world'), {
      date: '2025-08-15',
      year: '2025',
      month: '08',
      day: '15',
      slug: 'hello-world',
    })
    assert.equal(parsePostFolder('2025-10-19-just-make-it-exist-first').slug, 'just-make-it-exist-first')
  })

  test('builds the post route /devlog/yyyy/mm/dd/slug/', () => {
    assert.equal(postPath(parsePostFolder('2025-09-07-layer-abstraction-has-begun')), '/devlog/2025/09/07/layer-abstraction-has-begun/')
  })

  test('rejects folder names that do not fit, naming the file', () => {
    for (const bad of ['hello-world', '2025-8-15-hello', '2025-08-15', '2025-08-15-Hello', '2025-08-15-two--hyphens', '2025-08-15-has space']) {
      assert.throws(
        () => parsePostFolder(bad, `content/devlog/${bad}/index.mdx`),
        (e: Error) => e instanceof DevlogContentError && e.message.startsWith(`content/devlog/${bad}/index.mdx:`) && e.message.includes('YYYY-MM-DD-slug'),
        bad,
      )
    }
  })

  test('rejects dates that do not exist', () => {
    assert.throws(() => parsePostFolder('2025-02-30-leap', 'x/index.mdx'), /does not exist \(2025-02-30\)/)
    assert.throws(() => parsePostFolder('2025-13-01-month', 'x/index.mdx'), /does not exist/)
    assert.equal(parsePostFolder('2024-02-29-leap').date, '2024-02-29')
  })

  test('the variant slug with a space redirects from its decoded and encoded paths', () => {
    assert.deepEqual(variantPaths(parsePostFolder('2025-09-07-layer-abstraction-has-begun')), [
      {
        decoded: '/devlog/2025/09/07/layer-abstraction has-begun/',
        encoded: '/devlog/2025/09/07/layer-abstraction%20has-begun/',
      },
    ])
    assert.deepEqual(variantPaths(parsePostFolder('2025-08-15-hello-world')), [])
  })
})

const known = { authors: new Set(['helios-team']), tags: new Set(['devlog', 'helios']) }

describe('validateFrontmatter', () => {
  const good = { title: ' Hello ', description: 'A post.', authors: ['helios-team'], tags: ['devlog', 'helios'] }
  /** The index.mdx text the problems are placed in. */
  const fileOf = (fm: string) => `---\n${fm}\n---\n\nText.\n`
  const goodText = fileOf('title: " Hello "\ndescription: A post.\nauthors: [helios-team]\ntags: [devlog, helios]')
  const messages = (r: ReturnType<typeof validateFrontmatter>) => r.problems.map((p) => p.message)

  test('accepts a complete frontmatter and trims text', () => {
    assert.deepEqual(validateFrontmatter(good, 'p.mdx', known, goodText), {
      frontmatter: { title: 'Hello', description: 'A post.', authors: ['helios-team'], tags: ['devlog', 'helios'], draft: false },
      problems: [],
    })
  })

  test('accepts a single key written as a string, and draft: true', () => {
    assert.deepEqual(validateFrontmatter({ ...good, authors: 'helios-team' }, 'p.mdx', known, goodText).frontmatter?.authors, ['helios-team'])
    assert.equal(validateFrontmatter({ ...good, draft: true }, 'p.mdx', known, goodText).frontmatter?.draft, true)
  })

  test('an undeclared author fails, naming the post, the line and column of the key and the keys that exist', () => {
    const text = fileOf('title: T\ndescription: D\nauthors:\n  - helios-team\n  - jane\ntags: [devlog]')
    assert.deepEqual(messages(validateFrontmatter({ ...good, authors: ['helios-team', 'jane'] }, 'content/devlog/2025-08-15-x/index.mdx', known, text)), [
      'content/devlog/2025-08-15-x/index.mdx:6:5: unknown author "jane"; authors.yaml declares: helios-team',
    ])
  })

  test('an undeclared tag fails, naming the post and the key', () => {
    const text = fileOf('title: T\ndescription: D\nauthors: [helios-team]\ntags: [devlog, vulkan]')
    assert.deepEqual(messages(validateFrontmatter({ ...good, tags: ['devlog', 'vulkan'] }, 'post.mdx', known, text)), ['post.mdx:5:16: unknown tag "vulkan"; tags.yaml declares: devlog, helios'])
  })

  test('missing or malformed fields fail with the field name, its line and the keys a post takes', () => {
    const takes = 'A devlog post takes: title, description, authors, tags; optional: draft.'
    const one = (fm: unknown, text = goodText) => {
      const r = validateFrontmatter(fm, 'p.mdx', known, text)
      assert.equal(r.frontmatter, null)
      assert.equal(r.problems.length, 1, messages(r).join('\n'))
      assert.ok(r.problems[0].message.endsWith(takes), r.problems[0].message)
      return r.problems[0].message
    }
    assert.equal(validateFrontmatter(null, 'p.mdx', known, goodText).problems.length, 4)
    const { title: _title, ...untitled } = good
    assert.match(one(untitled), /^p\.mdx:1:1: the frontmatter has no "title"; a devlog post needs one\./)
    assert.match(one({ ...good, title: null }, fileOf('title:\ndescription: D')), /^p\.mdx:2:7: frontmatter "title" must be non-empty text, not no value\./)
    assert.match(one({ ...good, description: 3 }, fileOf('title: T\ndescription: 3')), /^p\.mdx:3:14: frontmatter "description" must be non-empty text, not a number \(3\); quote it to make it text\./)
    assert.match(one({ ...good, tags: [] }, fileOf('tags: []')), /^p\.mdx:2:7: frontmatter "tags" must be a non-empty list of tag keys, not a list \(\[\]\)\./)
    assert.match(one({ ...good, authors: ['helios-team', 1] }, fileOf('authors: [helios-team, 1]')), /^p\.mdx:2:24: frontmatter "authors" must be a non-empty list of author keys, not a number \(1\)/)
  })
})

describe('authors.yaml and tags.yaml', () => {
  test('parses authors with optional url and image', () => {
    assert.deepEqual(parseAuthors('a:\n  name: A\nb:\n  name: B\n  url: /x/\n  image: /img/b.svg\n', 'authors.yaml'), [
      { key: 'a', name: 'A', url: null, image: null },
      { key: 'b', name: 'B', url: '/x/', image: '/img/b.svg' },
    ])
  })

  test('parses tags and derives their page from the permalink', () => {
    const [t] = parseTags('devlog:\n  label: devlog\n  permalink: /devlog\n  description: All posts.\n', 'tags.yaml')
    assert.equal(t.path, '/devlog/tags/devlog/')
    assert.equal(t.label, 'devlog')
  })

  test('malformed files fail naming the file and the entry', () => {
    assert.throws(() => parseAuthors('a: [1, 2', 'authors.yaml'), /authors\.yaml: is not valid YAML/)
    assert.throws(() => parseAuthors('- a\n- b\n', 'authors.yaml'), /authors\.yaml: must be a map/)
    assert.throws(() => parseAuthors('a:\n  url: /x/\n', 'authors.yaml'), /authors\.yaml: entry "a" has no "name"/)
    assert.throws(() => parseTags('t:\n  label: T\n  description: d\n', 'tags.yaml'), /tags\.yaml: entry "t" has no "permalink"/)
    assert.throws(() => parseTags('t:\n  label: T\n  permalink: /a/b\n  description: d\n', 'tags.yaml'), /permalink "\/a\/b" must be one path segment/)
    assert.throws(
      () => parseTags('a:\n  label: A\n  permalink: /x\n  description: d\nb:\n  label: B\n  permalink: x\n  description: d\n', 'tags.yaml'),
      /tags "a" and "b" share the permalink/,
    )
  })

  test('the site declares the helios-team author and the devlog and helios tags', () => {
    const dir = path.join(process.cwd(), 'content', 'devlog')
    const authors = parseAuthors(fs.readFileSync(path.join(dir, 'authors.yaml'), 'utf8'), 'authors.yaml')
    assert.deepEqual(authors.map((a) => a.key), ['helios-team'])
    assert.equal(authors[0].name, 'The helios team')
    assert.ok(authors[0].image && fs.existsSync(path.join(process.cwd(), 'static', authors[0].image)), 'author image exists under static/')
    const tags = parseTags(fs.readFileSync(path.join(dir, 'tags.yaml'), 'utf8'), 'tags.yaml')
    assert.deepEqual(tags.map((t) => t.path).sort(), ['/devlog/tags/devlog/', '/devlog/tags/helios/'])
  })
})

describe('splitExcerpt', () => {
  test('the excerpt ends at the MDX truncation marker', () => {
    const body = 'First paragraph.\n\nSecond paragraph.\n\n{/* truncate */}\n\n## Later\n\nMore.'
    const e = splitExcerpt(body)
    assert.equal(e.markdown, 'First paragraph.\n\nSecond paragraph.')
    assert.equal(e.truncated, true)
    assert.equal(e.hasMarker, true)
  })

  test('accepts the markdown comment form and spacing inside the braces', () => {
    assert.equal(splitExcerpt('One.\n\n<!-- truncate -->\n\nTwo.').markdown, 'One.')
    assert.equal(splitExcerpt('One.\n\n{/*truncate*/}\n\nTwo.').markdown, 'One.')
  })

  test('a marker inside a paragraph of text is not a marker', () => {
    const e = splitExcerpt('Write {/* truncate */} on its own line.\n\nNext.')
    assert.equal(e.hasMarker, false)
  })

  test('module lines before the excerpt are left out', () => {
    assert.equal(splitExcerpt("import Fig from './fig.svg'\n\nHello.\n\n{/* truncate */}\n\nRest.").markdown, 'Hello.')
  })

  test('without a marker the first paragraph stands in', () => {
    const e = splitExcerpt('## Heading\n\nOpening words.\n\nSecond.')
    assert.equal(e.markdown, 'Opening words.')
    assert.equal(e.hasMarker, false)
    assert.equal(e.truncated, true)
  })

  test('a post that ends at the marker is not truncated', () => {
    assert.equal(splitExcerpt('Only this.\n\n{/* truncate */}\n').truncated, false)
  })
})

describe('reading time', () => {
  test('200 words per minute, rounded up, at least one minute', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')
    assert.deepEqual(computeReadingTime(words(10)), { minutes: 1, words: 10, text: '1 min read' })
    assert.equal(computeReadingTime(words(400)).minutes, 2)
    assert.equal(computeReadingTime(words(401)).minutes, 3)
  })

  test('markup, module lines and link targets are not counted as words', () => {
    const text = readableText("import X from './x'\n\n<Figure src=\"a\">Two words</Figure> [label](https://example.com/a/b/c) {/* truncate */}")
    assert.equal(computeReadingTime(text).words, 3)
  })
})

describe('lists', () => {
  test('15 posts make /devlog/ with 10 and /devlog/page/2/ with 5', () => {
    const pages = paginate(15, '/devlog/')
    assert.deepEqual(
      pages.map((p) => [p.path, p.skip, Math.min(p.limit, 15 - p.skip), p.previousPath, p.nextPath]),
      [
        ['/devlog/', 0, 10, null, '/devlog/page/2/'],
        ['/devlog/page/2/', 10, 5, '/devlog/', null],
      ],
    )
    assert.equal(paginate(10, '/devlog/tags/x/').length, 1)
    assert.equal(paginate(0, '/devlog/').length, 1)
  })

  test('newest first, grouped by year in that order', () => {
    const posts = sortNewestFirst([
      { date: '2024-12-31', slug: 'b' },
      { date: '2025-08-15', slug: 'a' },
      { date: '2025-10-19', slug: 'c' },
    ])
    assert.deepEqual(posts.map((p) => p.slug), ['c', 'a', 'b'])
    assert.deepEqual(groupByYear(posts).map((g) => [g.year, g.posts.length]), [
      ['2025', 2],
      ['2024', 1],
    ])
  })
})

describe('parseFrontmatterBlock', () => {
  test('splits frontmatter and body', () => {
    const { frontmatter, body } = parseFrontmatterBlock('---\ntitle: T\ntags: [a]\n---\n\nBody.\n', 'p.mdx')
    assert.deepEqual(frontmatter, { title: 'T', tags: ['a'] })
    assert.equal(body, '\nBody.\n')
  })

  test('malformed YAML names the file and the line', () => {
    assert.throws(
      () => parseFrontmatterBlock('---\ntitle: T\ntags: [a, b]]\n---\nBody', 'content/devlog/2025-08-17-x/index.mdx'),
      /^DevlogContentError: content\/devlog\/2025-08-17-x\/index\.mdx:3:\d+: malformed frontmatter: /,
    )
    assert.throws(() => parseFrontmatterBlock('No frontmatter here.', 'p.mdx'), /p\.mdx:1:1: must start with a frontmatter block/)
  })
})
