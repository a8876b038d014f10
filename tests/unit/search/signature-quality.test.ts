/**
 * The queries bench:search makes for signature search (scripts/signature-quality.ts), on a C header run through
 * Debian's doxygen: a variadic function still answers the types it takes, and a function with an array parameter
 * gets no parameter-list query (the list read without the array is not its list).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { signatureQualityQueries } from '../../../scripts/signature-quality'

const HEADER = `/// \\file
typedef struct Vec { float x, y; } Vec;
/// Logs.
void logf(const char* fmt, ...);
/// Opens.
void open_dump(const char* path);
/// Clips.
int clip(Vec out[2], const Vec in[2], const Vec* normal, float offset);
/// Steps.
void step(const Vec* normal, float offset);
`

test('signature quality queries: variadic functions answer what they take; no parameter-list query leaves out an array', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigq-'))
  fs.writeFileSync(path.join(dir, 'lib.h'), HEADER)
  const r = spawnSync('doxygen', ['-'], { cwd: dir, encoding: 'utf8', input: 'INPUT = lib.h\nGENERATE_XML = YES\nGENERATE_HTML = NO\nGENERATE_LATEX = NO\nQUIET = YES\nWARNINGS = NO\nOPTIMIZE_OUTPUT_FOR_C = YES\n' })
  assert.equal(r.status, 0, r.stderr)
  const queries = await signatureQualityQueries(path.join(dir, 'xml'))
  const expect = (q: string) => [...(queries.find((x) => x.query === q)?.expect ?? [])].sort()
  assert.deepEqual(expect('const char* ->'), ['logf', 'open_dump'])
  // step's list is asked for; clip's three readable types are not its list.
  assert.deepEqual(expect('(const Vec*, float)'), ['step'])
  assert.ok(!queries.some((q) => q.kind === 'params' && q.expect.has('clip')), queries.filter((q) => q.kind === 'params').map((q) => q.query).join(', '))
  assert.deepEqual(expect('float ->'), ['clip', 'step'])
})

test('signature quality queries: a trailing return type is the one asked for; a deduced auto asks for none', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigq-'))
  fs.writeFileSync(path.join(dir, 'lib.hpp'), '/// \\file\nnamespace n {\n/// Sized.\ntemplate <typename C> constexpr auto size_of(const C& c) noexcept -> decltype(c.size());\n/// Long.\nauto widen(int x) -> long;\n/// Deduced.\ninline auto guess(int x) { return x; }\n}\n')
  const r = spawnSync('doxygen', ['-'], { cwd: dir, encoding: 'utf8', input: 'INPUT = lib.hpp\nGENERATE_XML = YES\nGENERATE_HTML = NO\nGENERATE_LATEX = NO\nQUIET = YES\nWARNINGS = NO\n' })
  assert.equal(r.status, 0, r.stderr)
  const queries = await signatureQualityQueries(path.join(dir, 'xml'))
  const returns = queries.filter((q) => q.kind === 'returns').map((q) => `${q.query} ${[...q.expect].join(',')}`)
  assert.deepEqual(returns.sort(), ['-> decltype(c.size()) n::size_of', '-> long n::widen'])
})

test('signature quality queries: a macro call doxygen reads as a function asks for nothing; a constructor still answers what it takes', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigq-'))
  fs.writeFileSync(path.join(dir, 'lib.hpp'), '/// \\file\nnamespace n {\n/// Made by a macro.\nMAKE_FUNCTOR((Size-1)*Cost, sum);\n/// A point.\nstruct Point {\n  /// From a scale.\n  explicit Point(double scale);\n};\n}\n')
  const r = spawnSync('doxygen', ['-'], { cwd: dir, encoding: 'utf8', input: 'INPUT = lib.hpp\nGENERATE_XML = YES\nGENERATE_HTML = NO\nGENERATE_LATEX = NO\nQUIET = YES\nWARNINGS = NO\nENABLE_PREPROCESSING = NO\n' })
  assert.equal(r.status, 0, r.stderr)
  const queries = await signatureQualityQueries(path.join(dir, 'xml'))
  const all = queries.map((q) => `${q.query} ${[...q.expect].join(',')}`)
  assert.ok(!all.some((q) => q.includes('MAKE_FUNCTOR')), all.join('\n'))
  assert.ok(all.includes('double -> n::Point::Point'), all.join('\n'))
})
