import type { ProjectComponent } from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import { samplePage } from '../testing/nav-tree-fixtures'
import type { ActionTarget } from './action-target'
import { insertBlock, insertComponent, placeholderProps } from './insert-component'

const page = samplePage()
const { A, B, C } = page.ids
const target = (id: string): ActionTarget => ({
  index: page.index,
  selectedKey: page.key(id),
  multiselectedKeys: [],
})

const badge: ProjectComponent = {
  name: 'Badge',
  filePath: 'src/components/Badge.tsx',
  exportName: 'Badge',
  props: [
    { name: 'buttonLabel', required: true, kind: 'string' },
    { name: 'tone', required: true, kind: 'options', options: ['info', 'warning'] },
    { name: 'count', required: true, kind: 'number' },
    { name: 'open', required: true, kind: 'boolean' },
    { name: 'onClose', required: true, kind: 'function' },
    { name: 'size', required: false, kind: 'string', defaultValue: 'md' },
    { name: 'icon', required: true, kind: 'other' },
  ],
}

describe('insertComponent', () => {
  it('inserts an instance with placeholders for its required props, the import written from its own file', () => {
    expect(insertComponent(target(C), badge)).toEqual({
      type: 'ADD_JSX',
      changeFields: {
        codebaseIdToAddTo: C,
        addNativeTag: 'Badge',
        htmlForInstantUpdate: expect.stringMatching(/^<div style="[^"]+">Badge<\/div>$/),
        fileContentsToSourceFrom: `import { Badge } from './Badge'\n\nexport const inserted = <Badge buttonLabel="Button label" tone="info" count={0} open onClose={() => {}} />\n`,
        fileContentsSourceFilename: 'src/components/Badge.tsx',
      },
    })
  })

  it('a default export is imported by its name; after a leaf element, in its parent', () => {
    const page: ProjectComponent = {
      name: 'Hero',
      filePath: 'src/Hero.jsx',
      exportName: 'default',
      props: [],
    }
    expect(insertComponent(target(B), page).changeFields).toMatchObject({
      codebaseIdToAddTo: A,
      afterCodebaseId: B,
      addNativeTag: 'Hero',
      fileContentsToSourceFrom: `import Hero from './Hero'\n\nexport const inserted = <Hero />\n`,
      fileContentsSourceFilename: 'src/Hero.jsx',
    })
  })
})

describe('placeholderProps', () => {
  it('gives the values an insert writes, and the callbacks it writes as no-ops', () => {
    expect(placeholderProps(badge)).toEqual({
      values: { buttonLabel: 'Button label', tone: 'info', count: 0, open: true },
      callbacks: ['onClose'],
    })
  })
})

describe('insertBlock', () => {
  it('writes Tailwind classes in a Tailwind project and an inline style otherwise', () => {
    expect(insertBlock(target(C), 'row', 'Tailwind').changeFields).toMatchObject({
      codebaseIdToAddTo: C,
      addNativeTag: 'div',
      propsToSet: { className: 'flex min-h-16 flex-row items-center gap-4 p-4' },
    })
    expect(insertBlock(target(C), 'grid', 'CSS').changeFields).toMatchObject({
      propsToSet: {
        style: {
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: 16,
          padding: 16,
          minHeight: 64,
        },
      },
    })
  })
})
