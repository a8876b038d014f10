import { releaseBasePath, sectionRoute, type SiteConfig } from './types'
import releases from '../../../versions.json'

/** The sections' settings, given to them through `siteConfig.sections` and used by the navbar, footer and feeds below. */
const sections: SiteConfig['sections'] = {
  api: { basePath: '/docs/helios/', docsTag: 'docs-default-current' },
  devlog: { basePath: '/devlog/', docsTag: 'devlog', rssPath: '/devlog/rss.xml', atomPath: '/devlog/atom.xml' },
  pages: { basePath: '/', docsTag: 'default' },
}
const apiRoute = (...segments: string[]) => sectionRoute(sections.api, ...segments)
const devlogRoute = (...segments: string[]) => sectionRoute(sections.devlog, ...segments)

/** The devlog post that tells what each release brought (linked from and to its changes page). */
const RELEASE_POSTS: Record<string, string | undefined> = {
  '0.1.0': devlogRoute('2025', '08', '31', 'establishing-the-transformation-library'),
  '0.2.0': devlogRoute('2025', '09', '13', 'the-great-modular-restructuring'),
  '0.3.0': devlogRoute('2025', '09', '22', 'from-eventqueue-to-app-controller'),
}

/** The one configuration of the helios website. Validated at build start (./validate.ts). */
export const siteConfig: SiteConfig = {
  title: 'helios',
  tagline: '',
  siteUrl: process.env.HELIOS_SITE_URL ?? 'https://helios-engine.github.io',
  baseUrl: '/',
  locale: { default: 'en', locales: [{ code: 'en', label: 'English' }] },
  author: { name: 'The helios team', url: devlogRoute('authors') },
  sourceUrl: process.env.HELIOS_SOURCE_URL ?? 'https://github.com/helios-engine',
  // The engine's sources (engine/ of the helios repository) as URL templates; null turns the API's source links off.
  apiSource: {
    repository: 'https://github.com/helios-engine/helios',
    ref: 'main',
    path: 'engine/',
    lineUrl: '{repository}/blob/{revision}/{path}#L{line}',
    fileUrl: '{repository}/blob/{revision}/{path}',
  },
  colorMode: { defaultMode: 'system', disableSwitch: false, respectPrefersColorScheme: true },
  announcementBar: {
    id: 'rendering-model-2025-10',
    content: 'The devlog now follows helios from an event queue to its first rendered cube.',
    link: { label: 'Read the latest post', to: sections.devlog.basePath },
    isCloseable: true,
  },
  feeds: [
    { type: 'application/rss+xml', href: sections.devlog.rssPath, title: 'helios devlog', inHead: true },
    { type: 'application/atom+xml', href: sections.devlog.atomPath, title: 'helios devlog (Atom)', inHead: true },
  ],
  navbar: {
    title: 'helios',
    hideOnScroll: true,
    items: [
      { type: 'link', label: 'helios', to: '/helios/', position: 'left' },
      {
        type: 'dropdown',
        label: 'API Docs',
        position: 'left',
        items: [
          { type: 'link', label: 'Namespaces', to: apiRoute('namespaces') },
          { type: 'link', label: 'Classes', to: apiRoute('classes') },
          { type: 'link', label: 'Files', to: apiRoute('files') },
        ],
      },
      { type: 'link', label: 'devlog', to: sections.devlog.basePath, position: 'left' },
      { type: 'docsVersionDropdown', position: 'right', docsPluginId: 'default' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'link', label: 'GitHub', href: 'SOURCE_URL', position: 'right' },
      { type: 'search', position: 'right' },
      { type: 'colorModeToggle', position: 'right' },
    ],
  },
  footer: { copyright: 'Copyright © 2025 The helios team.', tagline: '' },
  docs: [
    {
      id: 'default',
      lastVersion: 'current',
      // Next, then the engine's releases (versions.json, newest first, written by npm run api:version); only the API
      // reference is versioned, so a release's path is its reference's overview.
      versions: [
        { name: 'current', label: 'Next', path: '/docs/', mainDocId: 'index', releasePost: devlogRoute('2025', '09', '28', 'onwards-to-the-rendering-model') },
        ...releases.map((name) => ({ name, label: name, path: releaseBasePath(sections.api.basePath, name), mainDocId: 'index', releasePost: RELEASE_POSTS[name] })),
      ],
    },
  ],
  sidebars: {
    tutorialSidebar: [
      { type: 'doc', id: 'index', label: 'Overview' },
      { type: 'doc', id: 'introduction', label: 'Introduction' },
      {
        type: 'category',
        label: 'API reference',
        link: { type: 'href', href: sections.api.basePath },
        items: [
          { type: 'link', label: 'Namespaces', href: apiRoute('namespaces') },
          { type: 'link', label: 'Classes', href: apiRoute('classes') },
          { type: 'link', label: 'Files', href: apiRoute('files') },
        ],
      },
      {
        type: 'category',
        label: 'devlog',
        link: { type: 'href', href: sections.devlog.basePath },
        items: [{ type: 'link', label: 'Archive', href: devlogRoute('archive') }],
      },
    ],
  },
  sections,
  // KiB, soft / hard. Soft: about four times the largest page of the kind on this site; hard: where a page needs
  // splitting, above the largest API pages the corpora build (docs/authoring.md, "Page budgets").
  pageBudgets: {
    content: {
      html: { soft: 256, hard: 1024 },
      pageData: { soft: 256, hard: 1024 },
      search: { soft: 128, hard: 1024 },
    },
    api: {
      html: { soft: 1024, hard: 16384 },
      pageData: { soft: 1024, hard: 16384 },
      search: { soft: 512, hard: 4096 },
    },
    other: {
      html: { soft: 256, hard: 2048 },
      pageData: { soft: 128, hard: 1024 },
    },
  },
}

// The GitHub link follows the one source-hosting setting.
for (const item of siteConfig.navbar.items) {
  if (item.type === 'link' && item.href === 'SOURCE_URL') item.href = siteConfig.sourceUrl
}
