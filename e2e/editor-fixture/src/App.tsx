import { useState } from 'react'
import { cn } from './cn'
import { Footer } from './components/Footer'

const features = ['Fast', 'Visual', 'Bilingual']

export function App() {
  const [clicks, setClicks] = useState(0)
  const showNotice = true
  return (
    <main className="mx-auto max-w-3xl p-6 font-sans text-slate-900">
      <h1 className="text-3xl font-bold">Build lessons visually</h1>
      <p className="mt-2 text-slate-600">Every change lands in your source code.</p>
      <button
        type="button"
        className={cn('mt-3 rounded bg-blue-600 px-3 py-1 text-white', clicks > 0 && 'underline')}
        onClick={() => setClicks((count) => count + 1)}
      >
        Clicked {clicks} times
      </button>
      {showNotice && <p className="mt-3 text-amber-700">Now in beta</p>}
      <ul className="mt-3 flex gap-2">
        {features.map((feature) => (
          <li key={feature} className="rounded border px-2">
            {feature}
          </li>
        ))}
      </ul>
      <section className="mt-4 flex flex-row gap-4">
        <div className="w-40 rounded bg-sky-100 p-3">Alpha card</div>
        <div className="w-40 rounded bg-rose-100 p-3">Beta card</div>
      </section>
      <aside className="mt-4 flex min-h-16 flex-row gap-4 rounded border border-dashed p-3">
        <div className="w-40 rounded bg-lime-100 p-3">Gamma card</div>
      </aside>
      <Footer />
    </main>
  )
}
