import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { testVersion } from '../../../scripts/doc-tests'
import { examplesOfHeader, exampleSource } from '../../../src/sections/api/node/docExamples'

const HEADER = `#pragma once
namespace demo {
/**
 * \\brief Twice a number.
 *
 * \\code
 * static_assert(demo::twice(2) == 4);
 * \\endcode
 */
constexpr int twice(int x) { return 2 * x; }

/**
 * \\brief Three times a number.
 * \\code
 * int y = demo::thrice(1);
 * y += undeclaredName;
 * \\endcode
 */
constexpr int thrice(int x) { return 3 * x; }

/**
 * \\brief Half a number.
 * \\code
 * assert(demo::half(4) == 3);
 * \\endcode
 */
constexpr int half(int x) { return x / 2; }
}
`

test('examples are found with the header line of their first line of code, decoration cut', () => {
  const ex = examplesOfHeader('demo/numbers.hpp', HEADER)
  assert.equal(ex.length, 3)
  assert.deepEqual(ex[0], { file: 'demo/numbers.hpp', line: 7, code: 'static_assert(demo::twice(2) == 4);' })
  assert.equal(ex[1].line, 15)
  assert.equal(ex[1].code, 'int y = demo::thrice(1);\ny += undeclaredName;')
})

test('statements become a function body; a program is kept whole; lines map back to the example', () => {
  const body = exampleSource({ file: 'demo/numbers.hpp', line: 7, code: '#include <vector>\nint y = 1;' })
  assert.match(body.source, /#include <demo\/numbers.hpp>[\s\S]*#include <vector>\nauto helios_example\(\) \{\nint y = 1;\n\}/)
  assert.equal(body.lineMap[body.source.split('\n').indexOf('int y = 1;')], 2)
  const program = exampleSource({ file: 'demo/numbers.hpp', line: 7, code: 'int main() { return 0; }' })
  assert.ok(!program.source.includes('helios_example'))
})

test('a broken example and a failing assert fail the doc tests, naming the header file and line', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-tests-unit-'))
  try {
    fs.mkdirSync(path.join(dir, 'include', 'demo'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'include', 'demo', 'numbers.hpp'), HEADER)
    const report = await testVersion({ label: 'demo', includeDir: path.join(dir, 'include') })
    assert.equal(report.examples, 3)
    assert.equal(report.compiled, 2)
    assert.equal(report.failed, 2)
    const broken = report.outcomes[1]
    assert.match(broken.failure!, /does not compile:\ndemo\/numbers\.hpp:16:\d+: .*undeclaredName/)
    const asserting = report.outcomes[2]
    assert.equal(asserting.ran, true)
    assert.match(asserting.failure!, /fails when run at demo\/numbers\.hpp:24/)
    // The static_assert example compiles, which is its run.
    assert.deepEqual({ compiled: report.outcomes[0].compiled, ran: report.outcomes[0].ran, failure: report.outcomes[0].failure }, { compiled: true, ran: true, failure: undefined })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test("an example whose error g++ reports inside a header it instantiates (make_unique with no matching constructor) fails, at the example's line", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-tests-unit-'))
  try {
    fs.mkdirSync(path.join(dir, 'include', 'demo'), { recursive: true })
    fs.writeFileSync(
      path.join(dir, 'include', 'demo', 'adapter.hpp'),
      `#pragma once
#include <memory>
namespace demo {
struct Window {};
struct Other {};
/**
 * \\brief Reads a Window.
 * \\code
 * demo::Other other;
 * auto adapter = std::make_unique<demo::Adapter>(other);
 * \\endcode
 */
struct Adapter { explicit Adapter(const Window&) {} };
}
`,
    )
    const report = await testVersion({ label: 'demo', includeDir: path.join(dir, 'include') })
    assert.equal(report.failed, 1)
    assert.match(report.outcomes[0].failure!, /does not compile:\ndemo\/adapter\.hpp:10:\d+: .*no matching function/)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
