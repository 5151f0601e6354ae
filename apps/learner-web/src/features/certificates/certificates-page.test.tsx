import type { User } from '@supabase/supabase-js'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import { createRpcFakeSupabase } from '../../test/rpc-fake-supabase'

let certificatesAnswer: FakeAnswer = { data: [] }
const fake = createRpcFakeSupabase(() => certificatesAnswer)
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { CertificatesPage } = await import('./certificates-page')

const user = {
  id: 'user-1',
  email: 'nour@splendid.test',
  user_metadata: { name: 'Nour Account' },
} as unknown as User
const signedIn = { status: 'signed-in', user } as const

function certificateRow(fields: { fullName?: string | null } = {}) {
  return {
    id: 'cert-1',
    certificate_number: 'SPL-2026-K7M2QX',
    issued_at: '2026-11-20T09:30:00Z',
    course_id: 'course-beginners',
    courses: { title_en: 'English for Beginners', title_ar: 'الإنجليزية للمبتدئين' },
    profiles: { full_name: fields.fullName === undefined ? 'Nour Adel' : fields.fullName },
  }
}

const writeText = vi.fn<(text: string) => Promise<void>>()

beforeEach(() => {
  fake.calls.length = 0
  certificatesAnswer = { data: [] }
  writeText.mockReset()
  writeText.mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('CertificatesPage', () => {
  test('keeps the empty state and its catalogue link while there is no certificate', async () => {
    await renderWithProviders(<CertificatesPage />, { route: '/certificates', auth: signedIn })
    expect(await screen.findByRole('heading', { name: 'No certificates yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Find a course' }).getAttribute('href')).toBe(
      '/catalog',
    )
  })

  test('lists a certificate with its course, issue date in Cairo and number', async () => {
    certificatesAnswer = { data: [certificateRow()] }
    await renderWithProviders(<CertificatesPage />, { route: '/certificates', auth: signedIn })
    const item = await screen.findByRole('article', { name: 'English for Beginners' })
    expect(within(item).getByText('Issued on November 20, 2026')).toBeTruthy()
    expect(within(item).getByText('SPL-2026-K7M2QX')).toBeTruthy()
    expect(screen.queryByText('No certificates yet')).toBeNull()
  })

  test('copies the verification number and says so, or explains a failed copy', async () => {
    certificatesAnswer = { data: [certificateRow()] }
    await renderWithProviders(<CertificatesPage />, { route: '/certificates', auth: signedIn })
    const copy = await screen.findByRole('button', {
      name: 'Copy number of the certificate for English for Beginners',
    })
    fireEvent.click(copy)
    expect(await screen.findByText('Certificate number copied.')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith('SPL-2026-K7M2QX')

    writeText.mockRejectedValueOnce(new Error('denied'))
    fireEvent.click(copy)
    expect(
      await screen.findByText('Could not copy. Select the number and copy it yourself.'),
    ).toBeTruthy()
  })

  test('opens a printable certificate, prints it, and closes with Escape', async () => {
    certificatesAnswer = { data: [certificateRow()] }
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    await renderWithProviders(<CertificatesPage />, { route: '/certificates', auth: signedIn })
    const open = await screen.findByRole('button', {
      name: 'View and print the certificate for English for Beginners',
    })
    open.focus()
    fireEvent.click(open)
    const dialog = screen.getByRole('dialog', { name: 'Certificate of Completion' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(within(dialog).getByText('Nour Adel')).toBeTruthy()
    expect(within(dialog).getByText('English for Beginners')).toBeTruthy()
    expect(within(dialog).getByText('SPL-2026-K7M2QX')).toBeTruthy()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }))
    expect(document.querySelector('style')?.textContent).toContain('@media print')

    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Print certificate for English for Beginners' }),
    )
    expect(print).toHaveBeenCalledOnce()

    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(open)
  })

  test('prints the account name when the profile has none', async () => {
    certificatesAnswer = { data: [certificateRow({ fullName: null })] }
    await renderWithProviders(<CertificatesPage />, { route: '/certificates', auth: signedIn })
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'View and print the certificate for English for Beginners',
      }),
    )
    expect(within(screen.getByRole('dialog')).getByText('Nour Account')).toBeTruthy()
  })

  test('shows the certificate in Arabic with the Arabic course title', async () => {
    certificatesAnswer = { data: [certificateRow()] }
    await renderWithProviders(<CertificatesPage />, {
      route: '/certificates',
      auth: signedIn,
      locale: 'ar',
    })
    expect(screen.getByRole('heading', { level: 1, name: 'الشهادات' })).toBeTruthy()
    const item = await screen.findByRole('article', { name: 'الإنجليزية للمبتدئين' })
    expect(within(item).getByText(/^صدرت في ٢٠ نوفمبر ٢٠٢٦$/)).toBeTruthy()
    expect(
      within(item).getByRole('button', { name: 'نسخ الرقم لشهادة الإنجليزية للمبتدئين' }),
    ).toBeTruthy()
  })
})
