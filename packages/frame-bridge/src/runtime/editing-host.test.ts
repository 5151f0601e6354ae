import { describe, expect, it } from 'vitest'
import { isEditingHost } from './editing-host'

describe('isEditingHost', () => {
  it('starts only on the development suffix and never on the staging one', () => {
    expect(isEditingHost('app.dev.example.com', '.dev.example.com', '.staging.example.com')).toBe(
      true,
    )
    expect(isEditingHost('App.Dev.Example.com', '.dev.example.com', null)).toBe(true)
    expect(isEditingHost('app.example.com', '.dev.example.com', null)).toBe(false)
    expect(
      isEditingHost('x.staging.dev.example.com', '.dev.example.com', '.staging.dev.example.com'),
    ).toBe(false)
    expect(isEditingHost('localhost', '', null)).toBe(false)
  })

  it('treats the loopback addresses as local development hosts, and only for localhost', () => {
    expect(isEditingHost('127.0.0.1', 'localhost', null)).toBe(true)
    expect(isEditingHost('[::1]', 'localhost', null)).toBe(true)
    expect(isEditingHost('127.0.0.1', '.dev.example.com', null)).toBe(false)
  })
})
