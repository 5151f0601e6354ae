#!/usr/bin/env node
// House rule: no source or test file over 400 lines (generated catalogues and test fixtures
// aside). A file that grows past it holds more than one concept: split it.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const LIMIT = 400
const EXEMPT = /(^|\/)(test\/fixtures|editor-fixture|locales)\//

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '' && !EXEMPT.test(file))

const tooLong = files
  .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > LIMIT)

for (const { file, lines } of tooLong) console.error(`${file}: ${lines} lines (limit ${LIMIT})`)
if (tooLong.length > 0) process.exit(1)
console.log(`${files.length} files, none over ${LIMIT} lines`)
