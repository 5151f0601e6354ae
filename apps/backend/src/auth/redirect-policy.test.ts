import { describe, expect, it } from 'vitest'
import { RedirectPolicy } from './redirect-policy.js'

describe('RedirectPolicy', () => {
  const policy = new RedirectPolicy('http://localhost:5173', [
    'https://app.example/**',
    'http://localhost:4000/cb',
  ])

  it('keeps URLs on the site origin and allowed entries', () => {
    expect(policy.resolve('http://localhost:5173/reset-password')).toBe(
      'http://localhost:5173/reset-password',
    )
    expect(policy.resolve('https://app.example/a/b')).toBe('https://app.example/a/b')
    expect(policy.resolve('http://localhost:4000/cb')).toBe('http://localhost:4000/cb')
  })

  it('falls back to the site URL for anything else', () => {
    expect(policy.resolve('https://evil.example/')).toBe('http://localhost:5173')
    expect(policy.resolve('javascript:alert(1)')).toBe('http://localhost:5173')
    expect(policy.resolve('http://localhost:4000/cb/other')).toBe('http://localhost:5173')
    expect(policy.resolve(undefined)).toBe('http://localhost:5173')
  })
})
