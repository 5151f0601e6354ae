import { Badge } from './Badge'

export function Footer() {
  return (
    <footer className="mt-6 flex items-center gap-2 text-sm text-slate-500">
      <span>Made with Splendid</span>
      <Badge label="Beta" />
    </footer>
  )
}
