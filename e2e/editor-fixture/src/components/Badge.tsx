export function Badge({ label }: { readonly label: string }) {
  return <span className="rounded bg-amber-100 px-2 text-sm text-amber-900">{label}</span>
}
