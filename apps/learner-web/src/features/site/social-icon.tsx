/** The social networks the footer links to. */
export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'linkedin'

function path(network: SocialNetwork): string {
  switch (network) {
    case 'facebook':
      return 'M14 8h2.5V4.5H14c-2.2 0-4 1.8-4 4V10H8v3.5h2V20h3.5v-6.5H16l.5-3.5h-3V8.5c0-.3.2-.5.5-.5z'
    case 'instagram':
      return 'M8 3.5h8A4.5 4.5 0 0 1 20.5 8v8a4.5 4.5 0 0 1-4.5 4.5H8A4.5 4.5 0 0 1 3.5 16V8A4.5 4.5 0 0 1 8 3.5zm4 5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm5-1.75a1 1 0 1 0 0 2 1 1 0 0 0 0-2z'
    case 'youtube':
      return 'M21 8.2c-.2-1.4-1-2.3-2.4-2.5C16.5 5.4 12 5.4 12 5.4s-4.5 0-6.6.3C4 5.9 3.2 6.8 3 8.2 2.8 9.5 2.8 12 2.8 12s0 2.5.2 3.8c.2 1.4 1 2.3 2.4 2.5 2.1.3 6.6.3 6.6.3s4.5 0 6.6-.3c1.4-.2 2.2-1.1 2.4-2.5.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8zM10.2 14.8V9.2l4.8 2.8-4.8 2.8z'
    case 'linkedin':
      return 'M5 9h3v10H5V9zm1.5-5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 9h2.9v1.4c.4-.8 1.4-1.6 2.9-1.6 3.1 0 3.7 2 3.7 4.7V19h-3v-4.9c0-1.2 0-2.7-1.6-2.7s-1.9 1.3-1.9 2.6v5H10V9z'
    default: {
      const unreachable: never = network
      throw new TypeError(`Unknown network: ${String(unreachable)}`)
    }
  }
}

/** A social network's logo as a decorative 20 px icon; the link around it carries the name. */
export function SocialIcon({ network }: { readonly network: SocialNetwork }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d={path(network)} />
    </svg>
  )
}
