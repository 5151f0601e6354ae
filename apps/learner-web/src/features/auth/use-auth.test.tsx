import { renderHook } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { useAuth } from './use-auth'

test("outside an AuthProvider it throws 'useAuth must be used within an AuthProvider'", () => {
  // React reports the error it rethrows; keep the test output quiet.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider')
  consoleError.mockRestore()
})
