import { describe, expect, it } from 'vitest'
import { indexNavTree } from '../nav-tree-index'
import { buildNavTree, codebaseId, el, nodeOf, samplePage } from '../testing/nav-tree-fixtures'
import { ActionRefused, type ActionTarget } from './action-target'
import { addImage, replaceImageSource, type UploadedImage } from './image-builders'

const page = samplePage()
const { A, B, C } = page.ids

function target(selected: string): ActionTarget {
  return { index: page.index, selectedKey: page.key(selected), multiselectedKeys: [] }
}

const publicImage: UploadedImage = {
  path: 'public/images/hero.png',
  kind: 'public',
  url: '/images/hero.png',
  importName: null,
  width: 640,
  height: 480,
}
const moduleImage: UploadedImage = {
  path: 'src/assets/hero.png',
  kind: 'module',
  url: null,
  importName: 'heroImage',
  width: 3,
  height: 2,
}

describe('addImage', () => {
  it('adds a public image inside a container, as its last child in the source', () => {
    expect(addImage(target(C), publicImage, 'A hero')).toEqual({
      type: 'ADD_JSX',
      changeFields: {
        codebaseIdToAddTo: C,
        addNativeTag: 'img',
        propsToSet: { src: '/images/hero.png', alt: 'A hero', width: 640, height: 480 },
        htmlForInstantUpdate: '<img src="/images/hero.png" alt="A hero" width="640" height="480">',
      },
    })
  })

  it('adds after the selection when it holds no children, alt "" when decorative', () => {
    const input = addImage(target(B), publicImage, '')
    expect(input.changeFields).toMatchObject({
      codebaseIdToAddTo: A,
      afterCodebaseId: B,
      propsToSet: { alt: '' },
    })
  })

  it('adds a module image as a snippet importing it from its folder', () => {
    const input = addImage(target(C), moduleImage, 'Say "hi"')
    expect(input.changeFields).toMatchObject({
      codebaseIdToAddTo: C,
      addNativeTag: 'img',
      propsToSet: {},
      fileContentsSourceFilename: 'src/assets/inserted-image.tsx',
      fileContentsToSourceFrom:
        'import heroImage from \'./hero.png\'\n\nexport const Inserted = () => <img src={heroImage} alt={"Say \\"hi\\""} width={3} height={2} />\n',
    })
  })

  it('refuses a forged import name', () => {
    expect(() => addImage(target(C), { ...moduleImage, importName: 'x; evil()' }, 'a')).toThrow(
      ActionRefused,
    )
  })
})

describe('replaceImageSource', () => {
  const IMG = codebaseId(9)
  const tree = buildNavTree(el('body', 'body', [el(A, 'main', [el(IMG, 'img')])]))
  const onImage = {
    index: indexNavTree(tree),
    selectedKey: nodeOf(tree, IMG).key,
    multiselectedKeys: [],
  }

  it('changes src to the public URL', () => {
    expect(replaceImageSource(onImage, publicImage, 'src/App.tsx')).toEqual({
      type: 'CHANGE_PROP',
      changeFields: { codebaseIdToChange: IMG, propName: 'src', propValue: '/images/hero.png' },
    })
  })

  it('points at a module image through new URL(…, import.meta.url), relative to the file', () => {
    expect(replaceImageSource(onImage, moduleImage, 'src/pages/Home.tsx').changeFields).toEqual({
      codebaseIdToChange: IMG,
      propName: 'src',
      propValue: { $expression: 'new URL("../assets/hero.png", import.meta.url).href' },
    })
    expect(replaceImageSource(onImage, moduleImage, 'src/App.tsx').changeFields).toMatchObject({
      propValue: { $expression: 'new URL("./assets/hero.png", import.meta.url).href' },
    })
  })

  it('refuses an element that is not an image', () => {
    expect(() => replaceImageSource(target(C), publicImage, 'src/App.tsx')).toThrow(
      'Select an image first',
    )
  })
})
