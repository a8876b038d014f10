import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readDoxygenFolder } from '../../../src/sections/api/model/model'
import { buildRoutes, folderTitles, slugify, splitQualified, shortHash } from '../../../src/sections/api/model/routes'
import { writeXmlFolder } from './helpers'

test('slugs are lowercase with every run of other characters turned into one dash', () => {
  assert.equal(slugify('vec3.hpp'), 'vec3-hpp')
  assert.equal(slugify('README.md'), 'readme-md')
  assert.equal(slugify('Vector< float, 3 >'), 'vector-float-3')
  assert.equal(slugify('scene_node'), 'scene-node')
  assert.equal(slugify('operator+='), 'operator')
})

test('qualified names split only at top-level ::', () => {
  assert.deepEqual(splitQualified('a::b<std::size_t, c::d>::e'), ['a', 'b<std::size_t, c::d>', 'e'])
})

test('routes per kind: classes, structs, unions, namespaces, files, folders under the base path', () => {
  const dir = writeXmlFolder([
    { id: 'classhelios_1_1math_1_1mat4', kind: 'class', name: 'helios::math::mat4' },
    { id: 'structhelios_1_1math_1_1vec3', kind: 'struct', name: 'helios::math::vec3' },
    { id: 'unionu', kind: 'union', name: 'U' },
    { id: 'namespacehelios_1_1math', kind: 'namespace', name: 'helios::math' },
    { id: 'vec3_8hpp', kind: 'file', name: 'vec3.hpp', location: 'helios/math/vec3.hpp' },
    { id: 'dir_1', kind: 'dir', name: 'helios/math', location: 'helios/math/' },
  ])
  const r = buildRoutes(readDoxygenFolder(dir), '/docs/helios/')
  assert.equal(r.compounds.get('classhelios_1_1math_1_1mat4'), '/docs/helios/classes/helios/math/mat4/')
  assert.equal(r.compounds.get('structhelios_1_1math_1_1vec3'), '/docs/helios/structs/helios/math/vec3/')
  assert.equal(r.compounds.get('unionu'), '/docs/helios/unions/u/')
  assert.equal(r.compounds.get('namespacehelios_1_1math'), '/docs/helios/namespaces/helios/math/')
  assert.equal(r.compounds.get('vec3_8hpp'), '/docs/helios/files/helios/math/vec3-hpp/')
  assert.equal(r.compounds.get('dir_1'), '/docs/helios/folders/helios/math/')
})

test('colliding routes: the plain name keeps its route, the others get a stable hash suffix', () => {
  const compounds = [
    { id: 'classns_1_1Box', kind: 'class', name: 'ns::Box' },
    { id: 'classns_1_1Box_3_01T_01_5_01_4', kind: 'class', name: 'ns::Box< T * >' },
    { id: 'classns_1_1Box_3_01T_01_6_01_4', kind: 'class', name: 'ns::Box< T & >' },
  ]
  const r1 = buildRoutes(readDoxygenFolder(writeXmlFolder(compounds)))
  assert.equal(r1.compounds.get('classns_1_1Box'), '/docs/helios/classes/ns/box/')
  assert.equal(r1.compounds.get('classns_1_1Box_3_01T_01_5_01_4'), `/docs/helios/classes/ns/box-t-${shortHash('classns_1_1Box_3_01T_01_5_01_4')}/`)
  assert.equal(r1.compounds.get('classns_1_1Box_3_01T_01_6_01_4'), `/docs/helios/classes/ns/box-t-${shortHash('classns_1_1Box_3_01T_01_6_01_4')}/`)
  assert.equal(new Set(r1.compounds.values()).size, 3)
  assert.equal(r1.warnings.length, 1)
  // Same input, same routes; order of compounds does not matter.
  const r2 = buildRoutes(readDoxygenFolder(writeXmlFolder([...compounds].reverse())))
  assert.deepEqual([...r2.compounds.entries()].sort(), [...r1.compounds.entries()].sort())
  // Two names that differ only in case both get hashes: neither is more canonical.
  const r3 = buildRoutes(readDoxygenFolder(writeXmlFolder([
    { id: 'classFoo', kind: 'class', name: 'Foo' },
    { id: 'classfoo', kind: 'class', name: 'foo' },
  ])))
  assert.notEqual(r3.compounds.get('classFoo'), r3.compounds.get('classfoo'))
})

test('README.md files are numbered in path order, and their markdown pages share the route', () => {
  const dir = writeXmlFolder([
    { id: 'z_2README_8md', kind: 'file', name: 'README.md', location: 'lib/z/README.md' },
    { id: 'README_8md', kind: 'file', name: 'README.md', location: 'lib/README.md' },
    { id: 'a_2README_8md', kind: 'file', name: 'README.md', location: 'lib/a/README.md' },
    { id: 'md_lib_a_README', kind: 'page', name: 'md_lib_a_README', location: 'lib/a/README.md' },
    { id: 'indexpage', kind: 'page', name: 'index' },
  ])
  const r = buildRoutes(readDoxygenFolder(dir), '/docs/helios/')
  assert.equal(r.compounds.get('README_8md'), '/docs/helios/files/readme-md-1/')
  assert.equal(r.compounds.get('a_2README_8md'), '/docs/helios/files/readme-md-2/')
  assert.equal(r.compounds.get('md_lib_a_README'), '/docs/helios/files/readme-md-2/')
  assert.equal(r.compounds.get('z_2README_8md'), '/docs/helios/files/readme-md-3/')
  assert.equal(r.compounds.get('indexpage'), '/docs/helios/')
  assert.deepEqual(r.warnings, [])
})

test('member anchors: readable names; overloads and clashes with page headings get hash suffixes', () => {
  const fn = (id: string, name: string, args = '()') =>
    `<memberdef kind="function" id="${id}" prot="public" static="no"><type>void</type><definition>void ${name}</definition><argsstring>${args}</argsstring><name>${name}</name><briefdescription/><detaileddescription/><inbodydescription/><location file="a.hpp" line="1"/></memberdef>`
  const dir = writeXmlFolder([
    {
      id: 'classC',
      kind: 'class',
      name: 'C',
      body: `<sectiondef kind="public-func">${fn('classC_1a1', 'run')}${fn('classC_1a2', 'run', '(int)')}${fn('classC_1a3', 'details')}</sectiondef>`,
    },
  ])
  const r = buildRoutes(readDoxygenFolder(dir))
  assert.equal(r.members.get('classC_1a1')?.anchor, 'run')
  assert.equal(r.members.get('classC_1a2')?.anchor, `run-${shortHash('classC_1a2')}`)
  assert.equal(r.members.get('classC_1a3')?.anchor, `details-${shortHash('classC_1a3')}`)
  assert.deepEqual(r.sectionAnchors.get('classC'), ['public-func'])
})

test('the folder in front of the include paths (e.g. include/) is left out of file and folder routes', () => {
  const dir = writeXmlFolder([
    { id: 'classlib_1_1A', kind: 'class', name: 'lib::A', body: '<includes refid="a_8hpp" local="no">lib/a.hpp</includes>' },
    { id: 'a_8hpp', kind: 'file', name: 'a.hpp', location: 'include/lib/a.hpp' },
    { id: 'b_8hpp', kind: 'file', name: 'b.hpp', location: 'include/lib/sub/b.hpp' },
    { id: 'dir_inc', kind: 'dir', name: 'include', location: 'include/' },
    { id: 'dir_lib', kind: 'dir', name: 'include/lib', location: 'include/lib/' },
  ])
  const r = buildRoutes(readDoxygenFolder(dir), '/docs/helios/')
  assert.equal(r.compounds.get('a_8hpp'), '/docs/helios/files/lib/a-hpp/')
  assert.equal(r.compounds.get('b_8hpp'), '/docs/helios/files/lib/sub/b-hpp/')
  assert.equal(r.compounds.get('dir_lib'), '/docs/helios/folders/lib/')
  assert.equal(r.compounds.get('dir_inc'), '/docs/helios/folders/include/')
})

test('a route segment longer than the file-system limit is cut and keeps a hash of the whole name', () => {
  const long = `detail::is_compatible_array_type_impl< BasicJsonType, CompatibleArrayType, enable_if_t< is_detected< iterator_t, CompatibleArrayType >::value &&is_iterator_traits< iterator_traits< detected_t< iterator_t, CompatibleArrayType > > >::value > >`
  const other = long.replace('BasicJsonType', 'OtherJsonType')
  const dir = writeXmlFolder([
    { id: 'structa', kind: 'struct', name: long },
    { id: 'structb', kind: 'struct', name: other },
  ])
  const r = buildRoutes(readDoxygenFolder(dir), '/docs/helios/')
  const a = r.compounds.get('structa')!
  const b = r.compounds.get('structb')!
  assert.match(a, /^\/docs\/helios\/structs\/detail\/is-compatible-array-type-impl-basicjsontype-[a-z0-9-]+-[0-9a-f]{6}\/$/)
  for (const seg of a.split('/')) assert.ok(seg.length <= 96, seg)
  assert.notEqual(a, b)
})

test('folder titles: below the include root the class includes name, else below the folder all others sit in', () => {
  const titles = (compounds: Parameters<typeof writeXmlFolder>[0]) => {
    const model = readDoxygenFolder(writeXmlFolder(compounds))
    return [...folderTitles(model).entries()].map(([id, t]) => `${model.compounds.get(id)!.name} -> ${t}`).sort()
  }
  // include/helios/math/vec3.hpp is included as helios/math/vec3.hpp: the include root is include/.
  assert.deepEqual(
    titles([
      { id: 'dir_i', kind: 'dir', name: 'include', location: 'include/' },
      { id: 'dir_h', kind: 'dir', name: 'include/helios', location: 'include/helios/' },
      { id: 'dir_m', kind: 'dir', name: 'include/helios/math', location: 'include/helios/math/' },
      { id: 'dir_t', kind: 'dir', name: 'tests', location: 'tests/' },
      { id: 'vec3_8hpp', kind: 'file', name: 'vec3.hpp', location: 'include/helios/math/vec3.hpp' },
      { id: 'structvec3', kind: 'struct', name: 'vec3', body: '<includes refid="vec3_8hpp" local="no">helios/math/vec3.hpp</includes>' },
    ]),
    ['include -> include', 'include/helios -> helios', 'include/helios/math -> helios/math', 'tests -> tests'],
  )
  // No include paths with a folder (only file names): the common folder bullet/ is the root.
  assert.deepEqual(
    titles([
      { id: 'dir_b', kind: 'dir', name: 'bullet', location: 'bullet/' },
      { id: 'dir_l', kind: 'dir', name: 'bullet/LinearMath', location: 'bullet/LinearMath/' },
      { id: 'dir_c', kind: 'dir', name: 'bullet/BulletCollision/Gimpact', location: 'bullet/BulletCollision/Gimpact/' },
      { id: 'bt_8h', kind: 'file', name: 'btVector3.h', location: 'bullet/LinearMath/btVector3.h' },
      { id: 'classbt', kind: 'class', name: 'btVector3', body: '<includes refid="bt_8h" local="no">btVector3.h</includes>' },
    ]),
    ['bullet -> bullet', 'bullet/BulletCollision/Gimpact -> BulletCollision/Gimpact', 'bullet/LinearMath -> LinearMath'],
  )
})
