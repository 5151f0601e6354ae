import type { CourseCard as CourseCardData } from '@splendid/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../test/render-with-providers'
import { CourseCard } from './course-card'

const premium: CourseCardData = {
  id: 'business-english',
  title: 'Business English',
  description: 'Communicate with confidence at work.',
  thumbnail: 'https://images.example/business.jpg',
  instructor: { name: 'omar Hassan', avatar: '' },
  difficulty: 'intermediate',
  duration: '4 weeks',
  isPremium: true,
  rating: 4.5,
}
const free: CourseCardData = {
  ...premium,
  id: 'free-one',
  isPremium: false,
  difficulty: 'beginner',
}

describe('CourseCard', () => {
  test('shows every field of the card data', async () => {
    await renderWithProviders(<CourseCard course={premium} onPrimaryAction={() => {}} />)
    const card = screen.getByRole('article')
    expect(within(card).getByRole('heading', { level: 3, name: 'Business English' })).toBeTruthy()
    expect(within(card).getByText('Communicate with confidence at work.')).toBeTruthy()
    expect(within(card).getByText('omar Hassan')).toBeTruthy()
    expect(within(card).getByText('Intermediate')).toBeTruthy()
    expect(within(card).getByText('4 weeks')).toBeTruthy()
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy()
    const thumbnail = card.querySelector('img[loading="lazy"]')
    expect(thumbnail?.getAttribute('src')).toBe('https://images.example/business.jpg')
  })

  test('a premium course reads Enroll Now and shows the Premium badge', async () => {
    const onPrimaryAction = vi.fn()
    await renderWithProviders(<CourseCard course={premium} onPrimaryAction={onPrimaryAction} />)
    expect(screen.getByText('Premium')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Enroll Now' }))
    expect(onPrimaryAction).toHaveBeenCalledWith(premium)
    expect(screen.queryByRole('button', { name: 'Start Free' })).toBeNull()
  })

  test('a free course reads Start Free and has no Premium badge', async () => {
    const onPrimaryAction = vi.fn()
    await renderWithProviders(<CourseCard course={free} onPrimaryAction={onPrimaryAction} />)
    expect(screen.queryByText('Premium')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Start Free' }))
    expect(onPrimaryAction).toHaveBeenCalledWith(free)
  })

  test('the instructor avatar is generated locally and falls back to the first letter', async () => {
    await renderWithProviders(<CourseCard course={premium} onPrimaryAction={() => {}} />)
    const card = screen.getByRole('article')
    const avatar = await waitFor(() => {
      const found = [...card.querySelectorAll('img')].find((img) =>
        img.getAttribute('src')?.startsWith('data:image/svg+xml'),
      )
      if (found === undefined) throw new Error('no generated avatar yet')
      return found
    })
    fireEvent.error(avatar)
    expect(within(card).getByTestId('avatar-fallback').textContent).toBe('O')
  })

  test('a cover stored at several widths is offered with srcset and the card width', async () => {
    const srcSet = '/covers/b.320w.webp 320w, /covers/b.640w.webp 640w'
    await renderWithProviders(
      <CourseCard
        course={{ ...premium, thumbnail: '/covers/b.640w.webp', thumbnailSrcSet: srcSet }}
        onPrimaryAction={() => {}}
      />,
    )
    const thumbnail = screen.getByRole('article').querySelector('img[loading="lazy"]')
    expect(thumbnail?.getAttribute('src')).toBe('/covers/b.640w.webp')
    expect(thumbnail?.getAttribute('srcset')).toBe(srcSet)
    expect(thumbnail?.getAttribute('sizes')).toBe('320px')
    expect([thumbnail?.getAttribute('width'), thumbnail?.getAttribute('height')]).toEqual([
      '640',
      '360',
    ])
  })

  test('a cover stored as one file has no srcset', async () => {
    await renderWithProviders(<CourseCard course={premium} onPrimaryAction={() => {}} />)
    const thumbnail = screen.getByRole('article').querySelector('img[loading="lazy"]')
    expect(thumbnail?.hasAttribute('srcset')).toBe(false)
    expect(thumbnail?.hasAttribute('sizes')).toBe(false)
  })

  test('a thumbnail that fails to load is replaced by a gradient with the course initial', async () => {
    await renderWithProviders(<CourseCard course={premium} onPrimaryAction={() => {}} />)
    const thumbnail = screen.getByRole('article').querySelector('img[loading="lazy"]')
    expect(thumbnail).not.toBeNull()
    if (thumbnail) fireEvent.error(thumbnail)
    const fallback = screen.getByTestId('thumbnail-fallback')
    expect(fallback.textContent).toBe('B')
    expect(fallback.className).toContain('bg-gradient-to-br')
  })

  test.each([
    ['beginner', 'Beginner', 'bg-emerald-100'],
    ['intermediate', 'Intermediate', 'bg-amber-100'],
    ['advanced', 'Advanced', 'bg-rose-100'],
  ] as const)('difficulty %s has its own colour', async (difficulty, label, colour) => {
    await renderWithProviders(
      <CourseCard course={{ ...premium, difficulty }} onPrimaryAction={() => {}} />,
    )
    const badge = screen.getByText(label)
    expect(badge.getAttribute('data-difficulty')).toBe(difficulty)
    expect(badge.className).toContain(colour)
  })

  test('is at most 320px wide and clamps the title to 2 lines and the description to 3', async () => {
    await renderWithProviders(<CourseCard course={premium} onPrimaryAction={() => {}} />)
    expect(screen.getByRole('article').style.maxWidth).toBe('320px')
    expect(screen.getByRole('heading', { name: 'Business English' }).className).toContain(
      'line-clamp-2',
    )
    expect(screen.getByText('Communicate with confidence at work.').className).toContain(
      'line-clamp-3',
    )
  })

  test('is translated to Arabic', async () => {
    await renderWithProviders(<CourseCard course={premium} onPrimaryAction={() => {}} />, {
      locale: 'ar',
    })
    expect(screen.getByRole('button', { name: 'سجّل الآن' })).toBeTruthy()
    expect(screen.getByText('مميزة')).toBeTruthy()
    expect(screen.getByText('متوسط')).toBeTruthy()
    expect(screen.getByText('٤ أسابيع')).toBeTruthy()
  })
})
