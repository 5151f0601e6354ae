#!/usr/bin/env node
// The test command's last word: passed / failed / skipped per suite, read from the JSON results
// each suite wrote in this run (Vitest: <package>/test-results/vitest.json, Playwright:
// e2e/test-results/<config>.json). With --strict it fails when a suite wrote no results in this
// run or anything was skipped, naming each skipped test: a green run means everything ran.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = join(import.meta.dirname, '..')
const args = process.argv.slice(2)
const strict = args.includes('--strict')
const sinceIndex = args.indexOf('--since')
const since = sinceIndex === -1 ? 0 : Number(args[sinceIndex + 1]) * 1000

/** Every workspace folder whose package.json has a `test` script: each must report. */
function vitestSuites() {
  return ['apps', 'packages', 'tooling'].flatMap((group) =>
    readdirSync(join(root, group))
      .map((name) => join(root, group, name))
      .filter((dir) => {
        const manifest = join(dir, 'package.json')
        return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test
      })
      .map((dir) => ({
        name: relative(root, dir),
        file: join(dir, 'test-results', 'vitest.json'),
      })),
  )
}

const E2E_SUITES = [
  { name: 'e2e (learner-web)', file: join(root, 'e2e', 'test-results', 'learner.json') },
  { name: 'e2e (editor)', file: join(root, 'e2e', 'test-results', 'editor.json') },
]

function readVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const tests = report.testResults.flatMap((suite) =>
    suite.assertionResults.map((test) => ({
      name: `${relative(root, suite.name)} › ${test.fullName}`,
      status: test.status,
      message: test.failureMessages?.join('\n') ?? '',
    })),
  )
  // A suite that could not load (syntax error, failed import) has no assertions but a message.
  const broken = report.testResults
    .filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0)
    .map((suite) => ({ name: relative(root, suite.name), message: suite.message ?? '' }))
  return {
    passed: tests.filter((test) => test.status === 'passed').length,
    failed: tests.filter((test) => test.status === 'failed').length + broken.length,
    failures: [...tests.filter((test) => test.status === 'failed'), ...broken],
    skipped: tests.filter((test) => !['passed', 'failed'].includes(test.status)),
  }
}

function readPlaywright(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  // Errors outside any test (a web server that did not start, a broken config) fail the suite.
  const counts = {
    passed: 0,
    failed: report.errors?.length ?? 0,
    skipped: [],
    failures: (report.errors ?? []).map((error) => ({
      name: 'outside any test',
      message: error.message ?? '',
    })),
  }
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `${[...path, spec.title].join(' › ')} [${test.projectName}]`
        if (test.status === 'skipped') {
          const reason = test.annotations?.find((note) => note.type === 'skip')?.description
          counts.skipped.push({ name: reason ? `${name} (${reason})` : name })
        } else if (test.status === 'expected') counts.passed += 1
        else {
          // unexpected, and flaky: no test may pass only on a retry
          counts.failed += 1
          const error = test.results?.flatMap((result) => result.errors ?? [])[0]
          counts.failures.push({ name, message: error?.message ?? test.status })
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title ? [...path, suite.title] : path)
  }
  for (const suite of report.suites) walk(suite, [])
  return counts
}

/** The start of a failure message, without colours, indented under its test's name. */
function firstLines(message) {
  return (
    message
      // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((text) => text.trim() !== '')
      .slice(0, 4)
      .join('\n      ') || '(no message)'
  )
}

const rows = []
const problems = []
for (const suite of [
  ...vitestSuites().map((s) => ({ ...s, read: readVitest })),
  ...E2E_SUITES.map((s) => ({ ...s, read: readPlaywright })),
]) {
  if (!existsSync(suite.file) || statSync(suite.file).mtimeMs < since) {
    rows.push([suite.name, '-', '-', '-'])
    problems.push(`${suite.name}: no results from this run`)
    continue
  }
  const { passed, failed, skipped, failures } = suite.read(suite.file)
  rows.push([suite.name, passed, failed, skipped.length])
  if (passed + failed + skipped.length === 0) problems.push(`${suite.name}: ran no tests`)
  if (failed > 0) problems.push(`${suite.name}: ${failed} failed`)
  // Named here, at the very end of the output, where a CI log cut to its tail still shows them.
  for (const failure of failures) {
    problems.push(`${suite.name}: FAILED ${failure.name}\n      ${firstLines(failure.message)}`)
  }
  for (const test of skipped) problems.push(`${suite.name}: skipped ${test.name}`)
}

const header = ['suite', 'passed', 'failed', 'skipped']
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
)
const line = (row) =>
  row
    .map((cell, column) =>
      column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
    )
    .join('  ')
const total = (column) => rows.reduce((sum, row) => sum + (Number(row[column]) || 0), 0)
console.log(
  ['', line(header), ...rows.map(line), line(['total', total(1), total(2), total(3)])].join('\n'),
)
for (const problem of problems) console.log(`  ${problem}`)
if (strict && problems.length > 0) {
  console.error(`test summary: ${problems.length} problem(s) above; every suite must run in full`)
  process.exit(1)
}
