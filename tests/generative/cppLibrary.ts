/**
 * Random C++ libraries with doc comments, drawn by fast-check so a failing case is reproduced from its seed and
 * shrunk, and the Doxyfile settings to run Debian's doxygen on them: the inputs of the generative test. What a
 * library holds: docs/sections/scripts-and-tests.md, "The generative test of the API pipeline".
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { createHash } from 'node:crypto'

const NAMES = ['material', 'Material', 'controller', 'Controller', 'stream', 'Stream', 'node', 'Node', 'value', 'size', 'run', 'vec', 'Vec', 'item']
const WORDS = ['alpha', 'beta', 'render', 'frame', 'mesh', 'light', 'queue', 'event', 'buffer', 'scene', 'shader', 'texture', 'camera', 'pixel', 'vertex', 'matrix', 'keeps', 'returns', 'the', 'a', 'of']

export type DocPart =
  | { k: 'words'; words: string[] }
  | { k: 'ref'; target: number }
  | { k: 'code'; lines: string[] }
  | { k: 'deprecated'; words: string[] }
  | { k: 'todo'; words: string[] }
  | { k: 'sa'; target: number }
  | { k: 'anchor'; n: number }
  | { k: 'formula'; form: 'dollar' | 'paren' | 'bracket' | 'env'; tex: string }

export interface Doc {
  /** Paragraphs; the first is the brief (with JAVADOC_AUTOBRIEF its first sentence). */
  paras: DocPart[][]
  copydoc?: number
  group?: number
}

export interface Method {
  name: string
  overloads: number
  access: 'public' | 'protected' | 'private'
  isStatic: boolean
  isVirtual: boolean
  /** Defined (and documented again) in the header's .inl file. */
  inInl: boolean
  /** Each overload's comment documents its parameters (\param), so a set's table merges names they share. */
  paramDocs?: boolean
  doc?: Doc
}

export interface ClassSpec {
  name: string
  struct: boolean
  template: boolean
  specialise: boolean
  /** A partial specialisation for pointers (Name<T *>) beside the primary template. */
  partial?: boolean
  /** How the header's concept constrains the template, when the header declares one. */
  constrained?: 'none' | 'param' | 'requires'
  methods: Method[]
  fields: Array<{ name: string; access: 'public' | 'protected' | 'private'; doc?: Doc }>
  enums: Array<{ name: string; scoped: boolean; values: string[]; doc?: Doc }>
  nested: Array<{ name: string; doc?: Doc; methods: Method[] }>
  anonymous: 'none' | 'union' | 'struct' | 'enum'
  friend: boolean
  typedef: boolean
  base?: number
  doc?: Doc
  /** Blank lines before the class (line numbers spread over the file). */
  pad: number
}

export interface HeaderSpec {
  ns: string
  classes: ClassSpec[]
  functions: Method[]
  /** Written without an extension (EXTENSION_MAPPING no_extension=C++ when the settings say so). */
  noExtension: boolean
  /** Includes an .inl at its end that defines the methods marked inInl. */
  inl: boolean
  /**
   * Declares a concept (Sized<n>, n the header's number) whose documentation asserts static_asserts of types that
   * satisfy it and not, and a function template whose requires clause names it.
   */
  concept?: boolean
}

export interface Settings {
  SOURCE_BROWSER: boolean
  INLINE_SOURCES: boolean
  REFERENCED_BY_RELATION: boolean
  REFERENCES_RELATION: boolean
  EXTRACT_PRIVATE: boolean
  EXTRACT_ALL: boolean
  JAVADOC_AUTOBRIEF: boolean
  EXTENSION_MAPPING: boolean
}

export interface Library {
  headers: HeaderSpec[]
  groups: Array<{ doc?: Doc }>
  pages: Array<{ sections: number; doc: Doc }>
  /** A namespace documented in the .dox file (its location is a line of that file). */
  nsInDox: boolean
  settings: Settings
}

const wordsArb = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 })
const partArb: fc.Arbitrary<DocPart> = fc.oneof(
  { weight: 6, arbitrary: wordsArb.map((words) => ({ k: 'words' as const, words })) },
  { weight: 2, arbitrary: fc.nat(50).map((target) => ({ k: 'ref' as const, target })) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom('int x = 1;', 'run(x);', 'return x + 2;', 'if (x < 3) { x++; }'), { minLength: 1, maxLength: 3 }).map((lines) => ({ k: 'code' as const, lines })) },
  { weight: 1, arbitrary: wordsArb.map((words) => ({ k: 'deprecated' as const, words })) },
  { weight: 1, arbitrary: wordsArb.map((words) => ({ k: 'todo' as const, words })) },
  { weight: 1, arbitrary: fc.nat(50).map((target) => ({ k: 'sa' as const, target })) },
  // Anchor names from a small pool: \copydoc and careless authors put one name in two places.
  { weight: 1, arbitrary: fc.nat(4).map((n) => ({ k: 'anchor' as const, n })) },
  // Formulas in doxygen's four forms: in the line (\f$, \f( ) and set apart (\f[, \f{align*}).
  {
    weight: 1,
    arbitrary: fc.record({
      form: fc.constantFrom('dollar' as const, 'paren' as const, 'bracket' as const, 'env' as const),
      tex: fc.array(fc.constantFrom('x_{i}', 'a^2', '\\frac{a}{b}', '\\sqrt{n}', '\\sum_{i=0}^{n} i', '\\alpha + \\beta', 'v \\cdot w', '|x| \\le 1'), { minLength: 1, maxLength: 3 }).map((t) => t.join(' + ')),
    }).map(({ form, tex }) => ({ k: 'formula' as const, form, tex })),
  },
)
const docArb: fc.Arbitrary<Doc | undefined> = fc.option(
  fc.record(
    {
      paras: fc.array(fc.array(partArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
      copydoc: fc.option(fc.nat(50), { nil: undefined, freq: 8 }),
      group: fc.option(fc.nat(3), { nil: undefined, freq: 3 }),
    },
    { requiredKeys: ['paras'] },
  ),
  { nil: undefined, freq: 6 },
)
const accessArb = fc.constantFrom<'public' | 'protected' | 'private'>('public', 'public', 'protected', 'private')
const methodArb: fc.Arbitrary<Method> = fc.record({
  name: fc.constantFrom(...NAMES),
  overloads: fc.integer({ min: 1, max: 3 }),
  access: accessArb,
  isStatic: fc.boolean(),
  isVirtual: fc.boolean(),
  inInl: fc.boolean(),
  paramDocs: fc.boolean(),
  doc: docArb,
})
const classArb: fc.Arbitrary<ClassSpec> = fc.record({
  name: fc.constantFrom(...NAMES),
  struct: fc.boolean(),
  template: fc.boolean(),
  specialise: fc.boolean(),
  partial: fc.boolean(),
  constrained: fc.constantFrom<ClassSpec['constrained']>('none', 'param', 'requires'),
  // Names unique within a class: two members of one name and parameters are a redeclaration, not C++ (doxygen
  // merges them and keeps one's text).
  methods: fc.uniqueArray(methodArb, { maxLength: 5, selector: (m) => m.name }),
  fields: fc.uniqueArray(fc.record({ name: fc.constantFrom(...NAMES), access: accessArb, doc: docArb }), { maxLength: 3, selector: (f) => f.name }),
  enums: fc.uniqueArray(fc.record({ name: fc.constantFrom(...NAMES), scoped: fc.boolean(), values: fc.uniqueArray(fc.constantFrom('A', 'B', 'c', 'C', 'd'), { minLength: 1, maxLength: 4 }), doc: docArb }), { maxLength: 2, selector: (e) => e.name }),
  nested: fc.uniqueArray(fc.record({ name: fc.constantFrom(...NAMES), doc: docArb, methods: fc.uniqueArray(methodArb, { maxLength: 2, selector: (m) => m.name }) }), { maxLength: 2, selector: (n) => n.name }),
  anonymous: fc.constantFrom<ClassSpec['anonymous']>('none', 'none', 'union', 'struct', 'enum'),
  friend: fc.boolean(),
  typedef: fc.boolean(),
  base: fc.option(fc.nat(10), { nil: undefined }),
  doc: docArb,
  pad: fc.nat(30),
})
const headerArb: fc.Arbitrary<HeaderSpec> = fc.record({
  // gfx_detail and gfx::detail slug alike: a page that lists namespaces (the changes page) must still keep their ids apart.
  ns: fc.constantFrom('gfx', 'core', 'app', 'App', 'io', 'gfx_detail', 'gfx::detail'),
  classes: fc.array(classArb, { minLength: 1, maxLength: 4 }),
  functions: fc.uniqueArray(methodArb, { maxLength: 4, selector: (m) => m.name }),
  noExtension: fc.boolean(),
  inl: fc.boolean(),
  concept: fc.boolean(),
})
export const settingsArb: fc.Arbitrary<Settings> = fc.record({
  SOURCE_BROWSER: fc.boolean(),
  INLINE_SOURCES: fc.boolean(),
  REFERENCED_BY_RELATION: fc.boolean(),
  REFERENCES_RELATION: fc.boolean(),
  EXTRACT_PRIVATE: fc.boolean(),
  EXTRACT_ALL: fc.boolean(),
  JAVADOC_AUTOBRIEF: fc.boolean(),
  EXTENSION_MAPPING: fc.boolean(),
})
export const libraryArb: fc.Arbitrary<Library> = fc.record({
  headers: fc.array(headerArb, { minLength: 1, maxLength: 3 }),
  groups: fc.array(fc.record({ doc: docArb }), { maxLength: 3 }),
  pages: fc.array(fc.record({ sections: fc.nat(2), doc: docArb.filter((d): d is Doc => d !== undefined) }), { maxLength: 2 }),
  nsInDox: fc.boolean(),
  settings: settingsArb,
})

/** Names every \ref, \sa and \copydoc can point at, gathered while writing (qualified C++ names). */
class Writer {
  lines: string[] = []
  targets: string[]
  constructor(targets: string[]) {
    this.targets = targets
  }
  target(i: number): string {
    return this.targets.length > 0 ? this.targets[i % this.targets.length] : 'missing_name'
  }
  doc(d: Doc | undefined, indent: string, groupNames: string[], opts: { brief?: boolean; params?: string[] } = {}): void {
    if (!d) return
    const out: string[] = []
    d.paras.forEach((para, i) => {
      const text: string[] = []
      const blocks: string[] = []
      for (const p of para) {
        if (p.k === 'words') text.push(p.words.join(' ') + '.')
        else if (p.k === 'ref') text.push(`See \\ref ${this.target(p.target)} for more.`)
        else if (p.k === 'code') blocks.push('\\code', ...p.lines, '\\endcode')
        else if (p.k === 'deprecated') blocks.push(`\\deprecated ${p.words.join(' ')}.`)
        else if (p.k === 'todo') blocks.push(`\\todo ${p.words.join(' ')}.`)
        else if (p.k === 'anchor') text.push(`\\anchor spot${p.n} Here.`)
        else if (p.k === 'formula') text.push(FORMULA_FORMS[p.form](p.tex))
        else blocks.push(`\\sa ${this.target(p.target)}`)
      }
      if (i > 0 || out.length > 0) out.push('')
      if (i === 0 && opts.brief !== false && text.length > 0) out.push(`\\brief ${text.join(' ')}`)
      else if (text.length > 0) out.push(text.join(' '))
      out.push(...blocks)
    })
    if (d.copydoc !== undefined) out.push('', `\\copydoc ${this.target(d.copydoc)}`)
    if (d.group !== undefined && groupNames.length > 0) out.push(`\\ingroup ${groupNames[d.group % groupNames.length]}`)
    for (const p of opts.params ?? []) out.push(`\\param ${p} The ${p} ${WORDS[p.length % WORDS.length]}.`)
    this.lines.push(`${indent}/**`, ...out.map((l) => `${indent} * ${l}`.trimEnd()), `${indent} */`)
  }
}

/** A formula's TeX in each of doxygen's forms. */
const FORMULA_FORMS: Record<Extract<DocPart, { k: 'formula' }>['form'], (tex: string) => string> = {
  dollar: (tex) => `\\f$${tex}\\f$`,
  paren: (tex) => `\\f(${tex}\\f)`,
  bracket: (tex) => `\\f[${tex}\\f]`,
  env: (tex) => `\\f{align*}{${tex}\\f}`,
}

/** The concept a header declares (HeaderSpec.concept) and its constrained function. */
export const conceptName = (header: number) => `Sized${header}`
export const constrainedFunctionName = (header: number) => `sized${header}`

/** The template head of a class template: constrained by the header's concept when the header has one. */
function classTemplateHead(c: ClassSpec, h: HeaderSpec, hi: number): string[] {
  if (!h.concept || !c.constrained || c.constrained === 'none') return ['template <typename T>']
  return c.constrained === 'param' ? [`template <${conceptName(hi)} T>`] : ['template <typename T>', `  requires ${conceptName(hi)}<T>`]
}

const params = (i: number) => ['', 'int a', 'int a, float b', 'const char *s'][i % 4]
/** The parameter names of overload `i` (params), for its \param lines when the method documents them. */
const paramNames = (i: number): string[] => params(i).split(',').map((p) => /(\w+)\s*$/.exec(p)?.[1] ?? '').filter(Boolean)

/** The two namespaces of lib/detail.h, whose names slug alike (`gfx_impl` and `gfx::impl`). */
export function slugTwins(lib: Library): [string, string] {
  const first = lib.headers[0].ns.replace(/::/g, '_')
  return [`${first}_impl`, `${first}::impl`]
}

/** The library's files (path → text) and the targets its comments may name. */
export function libraryFiles(lib: Library): Map<string, string> {
  // Qualified names of everything written, so \ref and \copydoc mostly find something.
  const targets: string[] = []
  const written = new Set<string>()
  for (const h of lib.headers) {
    for (const c of h.classes) {
      // Headers may share a namespace: only the first class of a qualified name is written (below).
      if (written.has(`${h.ns}::${c.name}`)) continue
      written.add(`${h.ns}::${c.name}`)
      targets.push(`${h.ns}::${c.name}`)
      for (const m of c.methods) targets.push(`${h.ns}::${c.name}::${m.name}`)
    }
    for (const f of h.functions) {
      if (written.has(`${h.ns}::${f.name}()`)) continue
      written.add(`${h.ns}::${f.name}()`)
      targets.push(`${h.ns}::${f.name}`)
    }
  }
  const groupNames = lib.groups.map((_, i) => `grp${i}`)
  const files = new Map<string, string>()
  const seenClass = new Set<string>()
  const seenFunction = new Set<string>()
  lib.headers.forEach((h, hi) => {
    const w = new Writer(targets)
    const inl: string[] = []
    const file = h.noExtension ? `lib/Header${hi}` : `lib/header${hi}.h`
    w.lines.push(`// Generated header ${hi}.`, '#pragma once', '', '/// \\file', '/// A generated header.', '')
    if (hi === 0) lib.groups.forEach((g, i) => {
      w.lines.push(`/**`, ` * \\defgroup grp${i} Group ${i}`, ...(g.doc ? g.doc.paras.map((p) => ` * ${p.filter((x) => x.k === 'words').map((x) => (x as { words: string[] }).words.join(' ')).join(' ') || 'words'}.`) : []), ' */', '')
    })
    w.lines.push(`namespace ${h.ns} {`, '')
    const concept = conceptName(hi)
    if (h.concept) {
      w.lines.push(
        '/**',
        ` * \\brief A type with a size, generated concept ${hi}.`,
        ' *',
        ' * \\code',
        ` * static_assert(${concept}<int>);`,
        ` * static_assert(!${h.ns}::${concept}<void>);`,
        ' * \\endcode',
        ' */',
        'template <typename T>',
        `concept ${concept} = sizeof(T) > 0;`,
        '',
        `/// A function constrained by ${concept}.`,
        'template <typename T>',
        `  requires ${concept}<T>`,
        `T ${constrainedFunctionName(hi)}(T t);`,
        '',
      )
    }
    for (const c of h.classes) {
      const key = `${h.ns}::${c.name}`
      // A second class of one name in one namespace is not C++; the specialisation below is.
      if (seenClass.has(key)) continue
      seenClass.add(key)
      for (let i = 0; i < c.pad; i++) w.lines.push('')
      w.doc(c.doc, '', groupNames)
      const kw = c.struct ? 'struct' : 'class'
      if (c.template) w.lines.push(...classTemplateHead(c, h, hi))
      const base = c.base !== undefined && targets.length > 0 ? targets.filter((t) => t.split('::').length === 2 && t !== key)[c.base % Math.max(1, targets.length)] : undefined
      w.lines.push(`${kw} ${c.name}${base && seenClass.has(base) ? ` : public ${base}` : ''} {`)
      const byAccess = (a: string) => `${a}:`
      let current = c.struct ? 'public' : 'private'
      const to = (a: string) => {
        if (a !== current) w.lines.push(byAccess(a))
        current = a
      }
      to('public')
      for (const e of c.enums) {
        w.doc(e.doc, '  ', groupNames)
        w.lines.push(`  enum ${e.scoped ? 'class ' : ''}${e.name}_e { ${e.values.map((v) => `${v}${e.name.length}`).join(', ')} };`)
      }
      for (const n of c.nested) {
        w.doc(n.doc, '  ', groupNames)
        w.lines.push(`  struct ${n.name}_n {`)
        for (const m of n.methods) {
          w.doc(m.doc, '    ', groupNames)
          w.lines.push(`    void ${m.name}();`)
        }
        w.lines.push('  };')
      }
      if (c.anonymous === 'union') w.lines.push('  /// An anonymous union.', '  union { int i; float f; };')
      if (c.anonymous === 'struct') w.lines.push('  /// An anonymous struct.', '  struct { int x; int y; } point;')
      if (c.anonymous === 'enum') w.lines.push('  /// An anonymous enum.', '  enum { First, Second };')
      if (c.typedef) w.lines.push('  /// A type alias.', `  using ${c.name}_t = int;`)
      for (const m of c.methods) {
        to(m.access)
        for (let o = 0; o < m.overloads; o++) {
          w.doc(m.doc, '  ', groupNames, { params: m.paramDocs ? paramNames(o) : [] })
          const q = `${m.isStatic ? 'static ' : m.isVirtual ? 'virtual ' : ''}`
          w.lines.push(`  ${q}int ${m.name}(${params(o)})${m.isStatic ? '' : ' const'};`)
          if (m.inInl && h.inl && !c.template) {
            inl.push('', `/// Defined in the .inl: ${m.name}.`, `inline int ${h.ns}::${c.name}::${m.name}(${params(o)})${m.isStatic ? '' : ' const'}`, '{', '  return 0;', '}')
          }
        }
      }
      for (const f of c.fields) {
        to(f.access)
        w.doc(f.doc, '  ', groupNames)
        w.lines.push(`  int ${f.name}_ = 0;`)
      }
      if (c.friend) {
        to('public')
        w.lines.push('  /// A friend function.', `  friend bool operator==(const ${c.name} &, const ${c.name} &);`)
      }
      w.lines.push('};', '')
      if (c.template && c.specialise) {
        w.lines.push(`/// Specialisation of ${c.name} for int.`, 'template <>', `${kw} ${c.name}<int> {`, 'public:', '  /// The int version.', '  int value() const;', '};', '')
      }
      if (c.template && c.partial) {
        w.lines.push(`/// Partial specialisation of ${c.name} for pointers.`, 'template <typename T>', `${kw} ${c.name}<T *> {`, 'public:', '  /// The pointer version.', '  T *get() const;', '};', '')
      }
    }
    for (const f of h.functions) {
      // Two headers declaring one function of a namespace is one entity to doxygen (one text kept): written once.
      if (seenFunction.has(`${h.ns}::${f.name}`)) continue
      seenFunction.add(`${h.ns}::${f.name}`)
      for (let o = 0; o < f.overloads; o++) {
        w.doc(f.doc, '', groupNames, { params: f.paramDocs ? paramNames(o) : [] })
        w.lines.push(`int ${f.name}(${params(o)});`)
      }
    }
    w.lines.push('', `} // namespace ${h.ns}`, '')
    if (h.inl && inl.length > 0) {
      const inlName = `lib/header${hi}.inl`
      w.lines.push(`#include "${path.posix.basename(inlName)}"`, '')
      files.set(inlName, [`// Inline definitions of ${file}.`, ...inl, ''].join('\n'))
    }
    files.set(file, w.lines.join('\n'))
  })
  // Two namespaces whose names slug alike in every library, so every changes page lists both under its own heading.
  // Their helper is named after the library: two libraries of one first namespace ('App') still differ there, so
  // the changes page between them lists both namespaces.
  const first = lib.headers[0].ns.replace(/::/g, '_')
  const [underscored, nested] = slugTwins(lib)
  const helper = `Helper_${createHash('sha256').update(JSON.stringify(lib)).digest('hex').slice(0, 8)}`
  files.set('lib/detail.h', [
    '// Generated header: two namespaces that slug alike.',
    '#pragma once',
    '',
    '/// \\file',
    '/// Helpers kept apart.',
    '',
    `/// \\brief Helpers of ${first}, by underscore.`,
    `namespace ${underscored} {`,
    '/// \\brief A helper.',
    `struct ${helper} {};`,
    '}',
    '',
    `/// \\brief Helpers of ${first}, nested.`,
    `namespace ${nested} {`,
    '/// \\brief A helper.',
    `struct ${helper} {};`,
    '}',
    '',
  ].join('\n'))
  if (lib.pages.length > 0 || lib.nsInDox) {
    const w = new Writer(targets)
    w.lines.push('/**')
    lib.pages.forEach((p, i) => {
      if (i > 0) w.lines.push('*/', '/**')
      w.lines.push(` * \\page page${i} Page ${i}`, ' *')
      for (const para of p.doc.paras) {
        w.lines.push(` * ${para.map((x) => (x.k === 'words' ? x.words.join(' ') + '.' : x.k === 'ref' ? `See \\ref ${w.target(x.target)}.` : '')).join(' ').trim() || 'Text.'}`, ' *')
      }
      for (let s = 0; s < p.sections; s++) w.lines.push(` * \\section page${i}_s${s} Section ${s}`, ` * Section text ${s}.`, ' *')
    })
    if (lib.nsInDox) {
      if (lib.pages.length > 0) w.lines.push('*/', '/**')
      w.lines.push(` * \\namespace ${lib.headers[0].ns}`, ' * \\brief A namespace documented in the .dox file.', ' *', ' * Its details are here too.')
    }
    w.lines.push('*/', '')
    files.set('lib/pages.dox', w.lines.join('\n'))
  }
  return files
}

/** The Doxyfile text for a library written to `dir`, with XML output in `out`. */
export function doxyfile(lib: Library, files: string[], out: string): string {
  const s = lib.settings
  const yes = (b: boolean) => (b ? 'YES' : 'NO')
  return [
    'PROJECT_NAME = generated',
    `INPUT = ${files.join(' ')}`,
    'FILE_PATTERNS = *.h *.inl *.dox *',
    `EXTENSION_MAPPING = ${s.EXTENSION_MAPPING ? 'no_extension=C++ inl=C++' : ''}`,
    `SOURCE_BROWSER = ${yes(s.SOURCE_BROWSER)}`,
    `INLINE_SOURCES = ${yes(s.INLINE_SOURCES)}`,
    `REFERENCED_BY_RELATION = ${yes(s.REFERENCED_BY_RELATION)}`,
    `REFERENCES_RELATION = ${yes(s.REFERENCES_RELATION)}`,
    `EXTRACT_PRIVATE = ${yes(s.EXTRACT_PRIVATE)}`,
    `EXTRACT_ALL = ${yes(s.EXTRACT_ALL)}`,
    `JAVADOC_AUTOBRIEF = ${yes(s.JAVADOC_AUTOBRIEF)}`,
    'STRIP_FROM_PATH = .',
    'GENERATE_XML = YES',
    'GENERATE_HTML = NO',
    'GENERATE_LATEX = NO',
    'HAVE_DOT = NO',
    'QUIET = YES',
    'WARNINGS = NO',
    'WARN_IF_UNDOCUMENTED = NO',
    `OUTPUT_DIRECTORY = ${out}`,
    'XML_OUTPUT = xml',
    '',
  ].join('\n')
}

/** Writes the library into `dir` and runs Debian's doxygen on it; returns the XML folder. */
export function runDoxygen(lib: Library, dir: string): string {
  fs.rmSync(dir, { recursive: true, force: true })
  const files = libraryFiles(lib)
  for (const [name, text] of files) {
    fs.mkdirSync(path.join(dir, path.dirname(name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  const out = path.join(dir, 'out')
  const r = spawnSync('doxygen', ['-'], { cwd: dir, input: doxyfile(lib, [...files.keys()], out), encoding: 'utf8' })
  const xml = path.join(out, 'xml')
  if (r.status !== 0 || !fs.existsSync(path.join(xml, 'index.xml'))) throw new Error(`doxygen failed (exit ${r.status}) on ${dir}:\n${r.stderr}`)
  return xml
}

/** Writes a library's sources, its Doxyfile and its JSON into `dir` (a failing case, to keep as a fixture). */
export function saveLibrary(lib: Library, dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true })
  const files = libraryFiles(lib)
  for (const [name, text] of files) {
    fs.mkdirSync(path.join(dir, path.dirname(name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  fs.writeFileSync(path.join(dir, 'Doxyfile'), doxyfile(lib, [...files.keys()], 'out'))
  fs.writeFileSync(path.join(dir, 'library.json'), JSON.stringify(lib, null, 1))
}
