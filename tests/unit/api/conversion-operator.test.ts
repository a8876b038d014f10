import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { memberQualifiedName, readDoxygenFolder } from '../../../src/sections/api/model/model'

/**
 * Debian's doxygen writes a conversion operator to a qualified type with a qualified name cut at the type's last
 * `::` (`sf::String::string` for `operator std::string`, found by the sweep on SFML): the page, the search record
 * and `String::operator std::string` in the search all read the qualified name, so it must end with the member's name.
 */
test('a conversion operator to a qualified type keeps its name in its qualified name', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conversion-'))
  fs.writeFileSync(path.join(dir, 'a.h'), [
    '#include <string>', 'namespace sf {', '/// A string.', 'class String {', 'public:',
    '  /// To std::string.', '  operator std::string() const;', '  /// To int.', '  operator int() const;', '};', '}', '',
  ].join('\n'))
  const input = `INPUT = a.h\nGENERATE_XML = YES\nGENERATE_HTML = NO\nGENERATE_LATEX = NO\nQUIET = YES\nWARNINGS = NO\nEXTRACT_ALL = YES\nOUTPUT_DIRECTORY = ${dir}/out\n`
  const r = spawnSync('doxygen', ['-'], { cwd: dir, input, encoding: 'utf8' })
  assert.equal(r.status, 0, r.stderr)
  const model = readDoxygenFolder(path.join(dir, 'out', 'xml'))
  const names = [...model.members.values()].map((m) => m.qualifiedName).sort()
  assert.deepEqual(names, ['sf::String::operator int', 'sf::String::operator std::string'])
  fs.rmSync(dir, { recursive: true, force: true })
})

test('memberQualifiedName keeps a right qualified name and puts the name back after the scope otherwise', () => {
  assert.equal(memberQualifiedName('a::B::f', 'f'), 'a::B::f')
  assert.equal(memberQualifiedName('', 'f'), 'f')
  assert.equal(memberQualifiedName('f', 'f'), 'f')
  assert.equal(memberQualifiedName('sf::String::wstring', 'operator std::wstring'), 'sf::String::operator std::wstring')
})
