// ESLint flat config: JavaScript's recommended rules, typescript-eslint's
// recommended rules and the React hooks rules over all of the site's code.
// Runs in `npm test` (scripts/test-all.sh) and as `npm run lint`.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

const NAVIGATE_IN_APP = { name: 'gatsby', importNames: ['navigate'], message: 'navigate with navigateInApp (src/shell/browser/routeProgress.ts): it starts the progress bar' }
const SITE_LINK = { name: 'gatsby', importNames: ['Link'], message: 'link to a page with SiteLink (src/shell/components/SiteLink.tsx): a plain <a>, navigated in the app by the document\'s listeners' }
const SHELL_IMPORTS_NO_SECTION = { regex: '(^|/)sections/', message: 'the shell never imports a section: use the contract (src/shell/contract.ts) or a slot' }
const HYDRATION_ENTRY_ONLY = { regex: '(^|/)hydration/', message: 'import the first page\'s hydration from its entry point, src/shell/hydration (index.ts), not from its files' }
const HYDRATION_FILES = 'src/shell/hydration/**'
// The API's model (src/sections/api/model/): read from the XML alone, with no framework, so its tests need no Gatsby.
const MODEL_NO_FRAMEWORK = { regex: '^(gatsby|gatsby-.*|react|react-dom|preact)(/|$)', message: 'the API model is framework-free: Gatsby and React code uses the model, never the reverse' }
const MODEL_NO_OUTPUTS = { regex: '(^|/)(node|components|bodies|templates)/', message: 'the API model is read by the outputs (node/, components/, bodies/, templates/), never the reverse' }

export default tseslint.config(
  {
    ignores: [
      'public/**', '.cache/**', 'node_modules/**', 'src/gatsby-types.d.ts', 'engine/**', 'doxygen-xml/**',
      'tests/fixtures/**', 'static/**', 'public-algolia/**', '.public-main-build/**', '.e2e-develop-reference/**', 'test-results/**', 'playwright-report/**', 'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The rules of hooks. The plugin's React Compiler rules (set-state-in-effect, refs, purity...) stay
    // off: the site does not use the compiler, and they flag the "mounted after hydration" state the
    // server-rendered pages need (a static render must match the first browser render).
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names mark parameters a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // No import cycles in the site's code: a cycle makes two modules one, whatever the folders say.
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'gatsby-*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { ...importX.flatConfigs.typescript.settings, 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The site navigates through navigateInApp, which starts the progress bar (Gatsby has no public event for a
    // navigation's start). The shell is what every section uses; it meets sections through the GraphQL contract
    // and slots (NavbarItemSlots), never by importing them. The first page's hydration is one folder with one
    // entry point (src/shell/hydration/index.ts): outside it, nothing imports its files.
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'gatsby-*.{ts,tsx}'],
    ignores: ['src/shell/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NAVIGATE_IN_APP, SITE_LINK], patterns: [HYDRATION_ENTRY_ONLY] }] },
  },
  {
    files: ['src/sections/api/model/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODEL_NO_FRAMEWORK, MODEL_NO_OUTPUTS, HYDRATION_ENTRY_ONLY] }] },
  },
  {
    files: ['src/shell/**/*.{ts,tsx}'],
    ignores: ['src/shell/browser/routeProgress.ts', HYDRATION_FILES],
    rules: { 'no-restricted-imports': ['error', { paths: [NAVIGATE_IN_APP, SITE_LINK], patterns: [SHELL_IMPORTS_NO_SECTION, HYDRATION_ENTRY_ONLY] }] },
  },
  {
    files: ['src/shell/browser/routeProgress.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHELL_IMPORTS_NO_SECTION, HYDRATION_ENTRY_ONLY] }] },
  },
  {
    files: [`${HYDRATION_FILES}/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: [NAVIGATE_IN_APP, SITE_LINK], patterns: [SHELL_IMPORTS_NO_SECTION] }] },
  },
  {
    // Playwright fixtures: \`use\` is the fixture callback, not a React hook, and \`async ({}, use)\`
    // is how a fixture that needs no other fixture is written.
    files: ['tests/e2e/**', 'tests/e2e-*/**', 'playwright*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // CommonJS files: Gatsby plugin entries, the ESM bridge, the test loader hook.
    files: ['**/*.cjs', 'plugins/*/index.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
