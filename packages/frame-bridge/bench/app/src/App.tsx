// 1,000 cards of one component and four host elements each: a 5,000-element page.
const CARDS = Array.from({ length: 1000 }, (_, index) => index)

function Card(props: { index: number }) {
  return (
    <article className="card">
      <h3 className="title">Course {props.index}</h3>
      <p className="body">A short description of course {props.index}.</p>
      <span className="meta">4 weeks</span>
    </article>
  )
}

export function App() {
  return (
    <main className="grid">
      {CARDS.map((index) => (
        <Card key={index} index={index} />
      ))}
    </main>
  )
}
