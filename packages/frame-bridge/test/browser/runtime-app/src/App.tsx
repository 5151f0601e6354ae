import { type ReactNode, useState } from 'react'

function Card({ title }: { title: string }) {
  const [open] = useState(true)
  return (
    <section className="card" style={{ padding: 8 }}>
      <h2>{title}</h2>
      <p>{open ? 'Open' : 'Closed'}</p>
    </section>
  )
}

function Box({ children }: { children: ReactNode }) {
  return <div className="box">{children}</div>
}

// Hands its children on to Box: they were written in App, inside <Panel>.
function Panel({ children }: { children: ReactNode }) {
  return (
    <section className="panel">
      <h5>Panel</h5>
      <Box>{children}</Box>
    </section>
  )
}

// Renders its children among its own: they were written in App, inside <Shell>.
function Shell({ children }: { children: ReactNode }) {
  return (
    <aside className="shell" style={{ display: 'flex', gap: 16 }}>
      <h5 style={{ margin: 0 }}>Head</h5>
      {children}
      <h5 style={{ margin: 0 }}>Foot</h5>
    </aside>
  )
}

const learner = 'Ada'
const topics = ['Algebra', 'Poetry']
const showBadge = true
const rows = ['Row A', 'Row B']

export function App() {
  return (
    <main className="app">
      <h1 className="title" style={{ color: 'rgb(0, 0, 255)' }}>
        Courses
      </h1>
      <Card title="Intro" />
      <Panel>
        <h6>First</h6>
        Note
        <h6>Last</h6>
      </Panel>
      <p className="mixed">
        Hello <b>bold</b> and {learner}, bye
      </p>
      <ul className="topics">
        {topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      <div className="stack">
        <h3>Top</h3>
        {showBadge && <h4>Badge</h4>}
        <em className="mover">Move me</em>
      </div>
      <Shell>
        <article>One</article>
        <article>Two</article>
      </Shell>
      <nav className="rows">
        {rows.map((row) => (
          <figure key={row} style={{ display: 'flex', gap: 16, margin: 0 }}>
            <kbd>{row}</kbd>
            <code>tag</code>
            <samp>end</samp>
          </figure>
        ))}
      </nav>
    </main>
  )
}
