import { describe, expect, it } from 'vitest'
import { entryProvidersModule } from './entry-providers'

const entry = (...lines: string[]) => lines.join('\n')

describe('entryProvidersModule', () => {
  it('wraps children in the providers the entry renders its app in, with what they use', () => {
    const module = entryProvidersModule(
      entry(
        "import { StrictMode } from 'react'",
        "import { createRoot } from 'react-dom/client'",
        "import { Provider } from 'react-redux'",
        "import { ThemeName } from './components/ThemeBadge'",
        "import { makeStore } from '@/store'",
        "import App from './App.tsx'",
        "import './index.css'",
        "import './i18n'",
        '',
        'const store: ReturnType<typeof makeStore> = makeStore({ debug })',
        'const debug = false',
        "const unused = 'not a provider'",
        '',
        "createRoot(document.getElementById('root')!).render(",
        '  <StrictMode>',
        '    <Provider store={store}>',
        '      <ThemeName.Provider value="dark">',
        '        <App />',
        '      </ThemeName.Provider>',
        '    </Provider>',
        '  </StrictMode>,',
        ')',
      ),
      'src/main.tsx',
    )
    // Relative imports from the root; what only the app, the root or types used drops out.
    expect(module).toContain('import { Provider } from "react-redux";')
    expect(module).toContain('import { ThemeName } from "/src/components/ThemeBadge";')
    expect(module).toContain('import { makeStore } from "@/store";')
    expect(module).toContain('import "/src/index.css";')
    expect(module).toContain('import "/src/i18n";')
    expect(module).not.toContain('App')
    expect(module).not.toContain('createRoot')
    expect(module).toContain('const store = makeStore({ debug });')
    expect(module).toContain('const debug = false;')
    expect(module).not.toContain('unused')
    expect(module).toMatch(
      /export default function SplendidEntryProviders\(\{ children }\) \{\s+return \(_jsx\(StrictMode, \{ children: _jsx\(Provider, \{ store: store, children: _jsx\(ThemeName\.Provider, \{ value: "dark", children: children }\) }\) }\)\);/,
    )
  })

  it('puts children in place of all the app elements of the innermost provider', () => {
    const module = entryProvidersModule(
      entry(
        'ReactDOM.createRoot(root).render(<QueryClientProvider client={client}><App /><Toaster /></QueryClientProvider>)',
      ),
      'src/main.jsx',
    )
    expect(module).toContain('_jsx(QueryClientProvider, { client: client, children: children })')
    expect(module).not.toContain('Toaster')
  })

  it("ends above a router's route list, and reads hydrateRoot too", () => {
    const module = entryProvidersModule(
      entry(
        'hydrateRoot(container, (',
        '  <BrowserRouter>',
        '    <Routes>',
        '      <Route path="/" element={<App />} />',
        '    </Routes>',
        '  </BrowserRouter>',
        '))',
      ),
      'src/main.tsx',
    )
    expect(module).toContain('_jsx(BrowserRouter, { children: children })')
    expect(module).not.toContain('Routes')
  })

  it('is nothing for an app rendered alone, or an entry that renders no JSX', () => {
    expect(entryProvidersModule('createRoot(root).render(<App />)', 'src/main.tsx')).toBeUndefined()
    expect(
      entryProvidersModule('createRoot(root).render(createElement(App))', 'src/main.tsx'),
    ).toBeUndefined()
    expect(entryProvidersModule('export {}', 'src/main.tsx')).toBeUndefined()
    expect(
      entryProvidersModule(
        'createRoot(root).render(<StrictMode><Routes><Route /></Routes></StrictMode>)',
        'src/main.tsx',
      ),
    ).toContain('_jsx(StrictMode, { children: children })')
  })

  it('gives up on providers made beside the render call, and keeps no declaration an attribute only names', () => {
    const nested = entry(
      "const el = document.getElementById('root')",
      'if (el) {',
      '  const store = makeStore()',
      '  createRoot(el).render(<Provider store={store}><App /></Provider>)',
      '}',
    )
    expect(entryProvidersModule(nested, 'src/main.tsx')).toBeUndefined()
    const module = entryProvidersModule(
      entry(
        "const root = createRoot(document.getElementById('root')!)",
        'const theme = { dark: true }',
        'root.render(<ThemeProvider theme={theme} root="x" options={{ root: 1 }}><App /></ThemeProvider>)',
      ),
      'src/main.tsx',
    )
    expect(module).toContain('const theme = { dark: true };')
    expect(module).not.toContain('createRoot')
    // A callback's own parameter is no name from outside.
    expect(
      entryProvidersModule(
        entry(
          'function main() { const unrelated = (error) => error }',
          'createRoot(root).render(<Boundary fallback={(error) => <p>{error.message}</p>}><App /></Boundary>)',
        ),
        'src/main.tsx',
      ),
    ).toContain('fallback: (error) => _jsx("p", { children: error.message })')
  })
})
