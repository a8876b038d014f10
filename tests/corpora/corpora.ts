/**
 * The doxygen corpora the site is built from by tests/corpora/run.ts: CORPORA in
 * `npm test`, SWEEP_LIBRARIES in `npm run sweep` (real C++ libraries from Debian, each
 * with the Doxyfile settings its project uses or a realistic variant of them).
 * Adding one is one entry: a name and a Doxyfile (the harness sets the output
 * settings and never commits the XML).
 */
export interface Corpus {
  /** Short name, used for the output folder, on the command line and in the table. */
  name: string
  /** Doxyfile, relative to the repository root. */
  doxyfile: string
  /** Debian package that holds the sources, installed by scripts/install-system-deps.sh. */
  debianPackage?: string
  /**
   * Debian packages downloaded (`apt-get download`, cached) and unpacked (`dpkg -x`), never installed.
   * doxygen then runs in the folder they are unpacked into, so the Doxyfile's paths are relative to it
   * (`INPUT = usr/include/SFML`); files beside the Doxyfile are reached as `$(CORPUS_DIR)/name.dox`.
   */
  unpack?: string[]
  /** What kind of library it is (the sweep's table says so). */
  about?: string
  /**
   * The folder of this corpus' own browser test (a fixture's), relative to the repository root: a project of
   * tests/e2e-corpora/playwright.config.ts named after the corpus, run on the pages of its version.
   */
  browserTest?: string
}

const library = (name: string, about: string, unpack: string[]): Corpus => ({ name, about, unpack, doxyfile: `tests/corpora/${name}/Doxyfile` })

/** The sweep: the whole site built from each of these libraries (`npm run sweep [-- name ...]`). */
export const SWEEP_LIBRARIES: Corpus[] = [
  library('tinyxml2', 'XML parser, one header', ['libtinyxml2-dev']),
  library('glfw', 'C windowing API, groups', ['libglfw3-dev']),
  library('cppzmq', 'networking: header-only C++ over the C API', ['cppzmq-dev', 'libzmq3-dev']),
  library('curl', 'networking: C API', ['libcurl4-openssl-dev']),
  library('sdl2', 'game: C-style API', ['libsdl2-dev']),
  library('ode', 'physics: C API in groups', ['libode-dev']),
  library('box2d', '2D physics', ['libbox2d-dev']),
  library('sfml', 'game and multimedia, groups page', ['libsfml-dev']),
  library('spdlog', 'logging: header-only templates', ['libspdlog-dev']),
  library('glm', 'math: header-only templates, .inl files', ['libglm-dev']),
  library('assimp', 'graphics: asset import, C and C++', ['libassimp-dev']),
  library('fltk', 'GUI: .H headers', ['libfltk1.3-dev']),
  library('irrlicht', '3D game engine', ['libirrlicht-dev']),
  library('osg', 'graphics: scene graph, headers without extension', ['libopenscenegraph-dev']),
  library('vtk', 'visualization, about 2,900 classes', ['libvtk9-dev']),
  library('ogre', '3D engine: core headers, formulas', ['libogre-1.12-dev']),
  library('libstdcxx', 'C++20 concepts and ranges of the standard library', ['libstdc++-12-dev']),
  library('eigen', 'math: template-heavy, partial specialisations, formulas', ['libeigen3-dev']),
  library('xtensor', 'n-d arrays: C++17 expression templates, private members, source browser', ['libxtensor-dev']),
  library('imgui', 'GUI: a namespace of free functions, C-style structs, anonymous unions and enums', ['libimgui-dev']),
  library('yaml-cpp', 'YAML parser: everything extracted, autobrief', ['libyaml-cpp-dev']),
  library('range-v3', 'ranges: emulated concepts constraining overload sets, inline sources, groups', ['librange-v3-dev']),
  library('sqlite', 'C API: one large header, macros, callbacks as pointers to functions', ['libsqlite3-dev']),
  // Settings that change doxygen's ids and names, on libraries above (each Doxyfile includes the library's own).
  library('tinyxml2-short-names', 'SHORT_NAMES, CASE_SENSE_NAMES = NO', ['libtinyxml2-dev']),
  library('sfml-inline-structs', 'HIDE_SCOPE_NAMES, INLINE_SIMPLE_STRUCTS, INLINE_GROUPED_CLASSES', ['libsfml-dev']),
  library('box2d-member-pages', 'SEPARATE_MEMBER_PAGES, INLINE_INHERITED_MEMB, DISTRIBUTE_GROUP_DOC, SUBGROUPING = NO', ['libbox2d-dev']),
  library('spdlog-no-markdown', 'MARKDOWN_SUPPORT = NO, XML_NS_MEMB_FILE_SCOPE, EXTRACT_ANON_NSPACES, BUILTIN_STL_SUPPORT, SORT_MEMBER_DOCS = NO', ['libspdlog-dev']),
  library('glfw-subdirs', 'CREATE_SUBDIRS', ['libglfw3-dev']),
]

const sweep = (name: string): Corpus => SWEEP_LIBRARIES.find((c) => c.name === name)!

/** `npm test`: two larger libraries (installed), two small ones of the sweep, and the fixtures. */
export const CORPORA: Corpus[] = [
  { name: 'nlohmann-json', about: 'JSON: header-only templates', doxyfile: 'tests/corpora/nlohmann-json/Doxyfile', debianPackage: 'nlohmann-json3-dev' },
  { name: 'bullet', about: 'physics, about 1,100 classes', doxyfile: 'tests/corpora/bullet/Doxyfile', debianPackage: 'libbullet-dev' },
  sweep('tinyxml2'),
  sweep('glfw'),
  { name: 'hostile', doxyfile: 'tests/fixtures/hostile/Doxyfile', browserTest: 'tests/e2e-hostile' },
  { name: 'doxygen-features', doxyfile: 'tests/fixtures/doxygen-features/Doxyfile', browserTest: 'tests/e2e-features' },
]

/**
 * How `npm test` builds its corpora: each group is one site, its first corpus as the current version and the
 * others as its releases at /docs/<name>/helios/, each checked on its own pages (its browser test too), so the
 * corpora share one build's fixed cost; the browser tests of a build run in one Playwright run, and the site's own
 * pages are checked for accessibility once per build. The sweep builds every library alone.
 */
export const CORPUS_BUILDS: string[][] = [['nlohmann-json', 'bullet', 'tinyxml2', 'glfw', 'hostile', 'doxygen-features']]
