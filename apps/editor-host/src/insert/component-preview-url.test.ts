import type { ProjectComponent } from '@splendid/change-items'
import { expect, it } from 'vitest'
import { componentPreviewUrl } from './component-preview-url'

it('asks the dev server for the component with the props an insert writes, and its name as children', () => {
  const card: ProjectComponent = {
    name: 'Card',
    filePath: 'src/components/card/card.tsx',
    exportName: 'default',
    props: [
      { name: 'title', required: true, kind: 'string' },
      { name: 'onOpen', required: true, kind: 'function' },
      { name: 'href', required: false, kind: 'string' },
    ],
  }
  const url = new URL(
    componentPreviewUrl('http://127.0.0.1:5173', card, {
      noPreview: 'لا معاينة',
      wrapperHint: 'ضع المزوّدات التي يحتاجها في splendid.preview.tsx',
    }),
  )
  expect(url.origin + url.pathname).toBe('http://127.0.0.1:5173/__splendid/component-preview')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    file: 'src/components/card/card.tsx',
    export: 'default',
    props: JSON.stringify({ children: 'Card', title: 'Title' }),
    callbacks: 'onOpen',
    noPreview: 'لا معاينة',
    wrapperHint: 'ضع المزوّدات التي يحتاجها في splendid.preview.tsx',
  })
})
