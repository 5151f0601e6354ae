import { describe, expect, test } from 'vitest'
import { opensInNewTab, safeImageSrc, safeLinkHref } from './safe-markdown-url'

describe('safeLinkHref', () => {
  test('keeps absolute http, https and mailto links', () => {
    expect(safeLinkHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(safeLinkHref('http://example.com')).toBe('http://example.com/')
    expect(safeLinkHref('mailto:teacher@example.com')).toBe('mailto:teacher@example.com')
  })

  test('drops script, data and other schemes however they are spelt', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(safeLinkHref(url), url).toBeNull()
    }
  })

  test('drops relative and protocol-relative links', () => {
    expect(safeLinkHref('/account')).toBeNull()
    expect(safeLinkHref('//evil.example/x')).toBeNull()
  })

  test('keeps jumps inside the lesson, such as footnotes', () => {
    expect(safeLinkHref('#user-content-fn-1')).toBe('#user-content-fn-1')
    expect(safeLinkHref('#x"onmouseover="alert(1)')).toBeNull()
  })
})

describe('opensInNewTab', () => {
  test('is true for web links and false for mail links', () => {
    expect(opensInNewTab('https://example.com/')).toBe(true)
    expect(opensInNewTab('mailto:a@example.com')).toBe(false)
  })
})

describe('safeImageSrc', () => {
  const supabaseUrl = 'https://project.supabase.co'

  test('loads public objects of the project Storage', () => {
    const src = `${supabaseUrl}/storage/v1/object/public/course-covers/business-english.webp`
    expect(safeImageSrc(src, supabaseUrl)).toBe(src)
    expect(safeImageSrc(src, `${supabaseUrl}/`)).toBe(src)
  })

  test('refuses other origins, private objects and paths that climb out', () => {
    expect(safeImageSrc('https://tracker.example/pixel.png', supabaseUrl)).toBeNull()
    expect(
      safeImageSrc(
        'https://project.supabase.co.evil.example/storage/v1/object/public/a/b.png',
        supabaseUrl,
      ),
    ).toBeNull()
    expect(
      safeImageSrc(`${supabaseUrl}/storage/v1/object/course-media/a/b.webm`, supabaseUrl),
    ).toBeNull()
    expect(
      safeImageSrc(`${supabaseUrl}/storage/v1/object/public/../../rest/v1/profiles`, supabaseUrl),
    ).toBeNull()
    expect(safeImageSrc(`${supabaseUrl}/storage/v1/object/public/`, supabaseUrl)).toBeNull()
  })

  test('reads a path against the project Storage, so lessons do not name a deployment', () => {
    expect(safeImageSrc('/storage/v1/object/public/a/b.png', supabaseUrl)).toBe(
      `${supabaseUrl}/storage/v1/object/public/a/b.png`,
    )
    expect(safeImageSrc('//evil.example/storage/v1/object/public/a/b.png', supabaseUrl)).toBeNull()
  })

  test('refuses data and script image sources', () => {
    expect(safeImageSrc('data:image/png;base64,AAAA', supabaseUrl)).toBeNull()
    expect(safeImageSrc('javascript:alert(1)', supabaseUrl)).toBeNull()
  })
})
