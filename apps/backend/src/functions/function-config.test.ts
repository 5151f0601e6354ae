import { describe, expect, it } from 'vitest'
import { FunctionConfigError, parseFunctionConfig, settingsOf } from './function-config.js'

describe('parseFunctionConfig', () => {
  it('reads verify_jwt and enabled from [functions.<name>] tables', () => {
    const config = parseFunctionConfig(`
project_id = "splendid"

[api]
port = 54321

[functions.stripe-webhook]
verify_jwt = false

[functions.old-report]
enabled = false
import_map = "./functions/old-report/deno.json"
`)
    expect(settingsOf(config, 'stripe-webhook')).toEqual({ verifyJwt: false, enabled: true })
    expect(settingsOf(config, 'old-report')).toEqual({ verifyJwt: true, enabled: false })
  })

  it('verifies JWTs of functions the file does not mention, as Supabase does', () => {
    expect(settingsOf(parseFunctionConfig(''), 'profile-summary')).toEqual({
      verifyJwt: true,
      enabled: true,
    })
  })

  it('refuses a verify_jwt that is not a boolean rather than guessing', () => {
    expect(() => parseFunctionConfig('[functions.x]\nverify_jwt = "no"')).toThrow(
      new FunctionConfigError('functions.x.verify_jwt must be true or false'),
    )
  })

  it('refuses TOML that does not parse', () => {
    expect(() => parseFunctionConfig('[functions.x\nverify_jwt = false')).toThrow(
      FunctionConfigError,
    )
  })
})
