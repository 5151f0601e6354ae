import { expect } from 'vitest'
import { ChangeItemError, type ChangeItemErrorCode } from '../change-item-error'

/** Runs `run` and checks it throws a ChangeItemError with this code and exact message. */
export function expectChangeItemError(
  run: () => unknown,
  code: ChangeItemErrorCode,
  message: string,
): ChangeItemError {
  let caught: unknown
  try {
    run()
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(ChangeItemError)
  const error = caught as ChangeItemError
  expect({ code: error.code, message: error.message }).toEqual({ code, message })
  return error
}
