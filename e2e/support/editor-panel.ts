import type { AppCopy } from './editor-test'

/** A layout component that renders the children its caller writes inside its own box. */
export const PANEL_SOURCE = `import type { ReactNode } from 'react'

export function Panel({ children }: { readonly children: ReactNode }) {
  return <div className="mt-4 flex flex-col gap-2 rounded border p-3">{children}</div>
}
`

/** A layout component that renders its caller's children between a heading and a note of its own. */
export const TITLED_PANEL_SOURCE = `import type { ReactNode } from 'react'

export function Panel({ children }: { readonly children: ReactNode }) {
  return (
    <div className="mt-4 flex flex-col gap-2 rounded border p-3">
      <h3 className="font-semibold">Panel heading</h3>
      {children}
      <p className="text-sm">Panel note</p>
    </div>
  )
}
`

/**
 * Adds `src/components/Panel.tsx` (`panelSource`) to the fixture copy and a `<Panel>` holding
 * `children` (JSX lines, one per child) before App.tsx's `<Footer />`.
 */
export async function addPanel(
  app: AppCopy,
  children: readonly string[],
  panelSource = PANEL_SOURCE,
): Promise<void> {
  await app.write('src/components/Panel.tsx', panelSource)
  const source = await app.read('src/App.tsx')
  await app.write(
    'src/App.tsx',
    source
      .replace(
        "import { Footer } from './components/Footer'",
        "import { Footer } from './components/Footer'\nimport { Panel } from './components/Panel'",
      )
      .replace(
        '      <Footer />',
        [
          '      <Panel>',
          ...children.map((child) => `        ${child}`),
          '      </Panel>',
          '      <Footer />',
        ].join('\n'),
      ),
  )
}
