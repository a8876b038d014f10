/**
 * report:reference (scripts/reference-report.ts): issue 42's figures of a library run through Debian's doxygen,
 * each item present once, with its links checked; source links only from the environment's URL template.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { referenceFigures } from '../../../scripts/reference-report'

const LIBRARY = `#pragma once
/// \\file
namespace m {
/**
 * \\brief Numbers.
 *
 * \\code
 * static_assert(m::Num<int>);
 * \\endcode
 */
template <typename T>
concept Num = sizeof(T) > 0;

/// A box of \\f$n\\f$ values.
template <typename T, typename U = int>
struct Box { T t; };

/// Pointer box, \\f$\\notamacro{x}\\f$.
template <typename T, typename U>
struct Box<T *, U> { T *t; };

/// Twice.
template <Num T>
T twice(T t);

/// Twice, of two.
template <Num T>
T twice(T a, T b);

int undocumented(int x);
}
`

function xml(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reference-report-'))
  fs.writeFileSync(path.join(dir, 'lib.h'), LIBRARY)
  const r = spawnSync('doxygen', ['-'], { cwd: dir, encoding: 'utf8', input: 'INPUT = lib.h\nGENERATE_XML = YES\nGENERATE_HTML = NO\nGENERATE_LATEX = NO\nQUIET = YES\nWARNINGS = NO\n' })
  assert.equal(r.status, 0, r.stderr)
  return path.join(dir, 'xml')
}

test('report:reference counts each item of a library and finds no problem in its links, ids and twins', () => {
  const f = referenceFigures(xml(), {})
  assert.deepEqual(f.problems, [])
  assert.deepEqual([f.sets, f.inSets, f.largestSet], [1, 2, 2])
  assert.deepEqual([f.concepts, f.conceptsConstraining, f.conceptsSatisfied, f.constrainedLinks], [1, 1, 1, 2])
  assert.deepEqual([f.primaries, f.specialisations, f.backLinks], [1, 1, 1])
  // One formula KaTeX reads, one it refuses (with the warning naming it).
  assert.deepEqual(f.formulas, { typeset: 1, refused: 1, warnings: 1 })
  assert.ok(f.coverage.total > 0 && f.coverage.documented < f.coverage.total, JSON.stringify(f.coverage))
  assert.equal(f.sourceLinks.linked, 0)
  assert.ok(f.twinsChecked >= 3 && f.links > 0)
})

test('report:reference: source links come from HELIOS_DOXYGEN_SOURCE_URL, filled for each located entity', () => {
  const f = referenceFigures(xml(), { HELIOS_DOXYGEN_SOURCE_URL: 'https://example.org/lib/blob/v1/{path}#L{line}' })
  assert.equal(f.sourceLinks.linked, f.sourceLinks.located)
  assert.match(f.sourceLinks.example ?? '', /^https:\/\/example\.org\/lib\/blob\/v1\/lib\.h#L\d+$/)
  assert.deepEqual(f.problems, [])
})

test("report:reference: the engine's own XML takes the site config's source templates, as its build does", () => {
  const f = referenceFigures(path.resolve(__dirname, '../../../doxygen-xml'), {})
  assert.ok(f.sourceLinks.linked > 0 && f.sourceLinks.linked === f.sourceLinks.located, JSON.stringify(f.sourceLinks))
  assert.match(f.sourceLinks.example ?? '', /^https:\/\/github\.com\/helios-engine\/helios\//)
  assert.deepEqual(f.problems, [])
})
