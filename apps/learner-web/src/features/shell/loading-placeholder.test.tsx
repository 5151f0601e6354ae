import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'
import { LoadingPlaceholder } from './loading-placeholder'

test('the session placeholder pulses and is announced as loading', async () => {
  await renderWithProviders(<LoadingPlaceholder />)
  const status = screen.getByRole('status', { name: 'Loading…' })
  expect(status.className).toContain('animate-pulse')
})
