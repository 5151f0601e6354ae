import { useState } from 'react'

function Card({ title }: { title: string }) {
  const [open] = useState(true)
  return (
    <section className="card" style={{ padding: 8 }}>
      <h2>{title}</h2>
      <p>{open ? 'Open' : 'Closed'}</p>
    </section>
  )
}

export function App() {
  return (
    <main className="app">
      <h1 className="title" style={{ color: 'rgb(0, 0, 255)' }}>
        Courses
      </h1>
      <Card title="Intro" />
    </main>
  )
}
