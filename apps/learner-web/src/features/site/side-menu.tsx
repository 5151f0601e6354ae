import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { NavLink } from 'react-router'
import { useAuth } from '../auth/use-auth'
import { sideMenuItems } from './account-nav-items'
import { Wordmark } from './wordmark'

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  readonly onLogOut: () => void
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The small-screen slide-in side menu of spec §2 (the header shows it below `md` on the side-menu
 * paths): a hamburger button opening a modal panel from the inline-start side with the signed-in
 * navigation (the avatar menu's links, then Progress and Certificates) and Log out. Dialog semantics: focus moves in and is trapped, Escape or the overlay
 * closes it, focus returns to the hamburger.
 */
export function SideMenu({ onLogOut }: SideMenuProps) {
  const navItems = sideMenuItems(useAuth().user)
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const panel = panelRef.current
    panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    // The page behind the modal is taken out of reach of keyboard and assistive technology.
    const appRoot = document.getElementById('root')
    if (appRoot) appRoot.inert = true
    const button = buttonRef.current
    return () => {
      document.body.style.overflow = previousOverflow
      if (appRoot) appRoot.inert = false
      button?.focus()
    }
  }, [open])

  function onKeyDown(event: ReactKeyboardEvent<HTMLDivElement>): void {
    if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
      return
    }
    if (event.key !== 'Tab') return
    const focusable = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])
    const first = focusable[0]
    const last = focusable.at(-1)
    if (first === undefined || last === undefined) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-2.5 text-base font-medium ${
      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
    }`

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t`Open navigation menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(true)}
        className="inline-grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
          <path
            d="M4 6h16M4 12h16M4 18h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {/* Portalled to <body>: the sticky header's backdrop filter would otherwise become the
          containing block of this fixed layer and clip it to the header's height. */}
      {open
        ? createPortal(
            <div className="fixed inset-0 z-50 md:hidden">
              <div
                data-testid="side-menu-overlay"
                aria-hidden="true"
                className="absolute inset-0 bg-slate-900/50"
                onClick={() => setOpen(false)}
              />
              <div
                ref={panelRef}
                id={panelId}
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleId}
                onKeyDown={onKeyDown}
                className="animate-slide-in-start absolute motion-reduce:animate-none inset-y-0 start-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl"
              >
                <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
                  <h2 id={titleId} className="text-lg">
                    <span className="sr-only">
                      <Trans>Navigation</Trans>
                    </span>
                    <Wordmark className="text-xl" />
                  </h2>
                  <button
                    type="button"
                    aria-label={t`Close navigation menu`}
                    onClick={() => setOpen(false)}
                    className="inline-grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
                      <path
                        d="M6 6l12 12M18 6L6 18"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      />
                    </svg>
                  </button>
                </div>
                <nav aria-label={t`Main navigation`} className="flex-1 overflow-y-auto p-3">
                  <ul className="space-y-1">
                    {navItems.map((item) => (
                      <li key={item.to}>
                        <NavLink to={item.to} className={linkClass} onClick={() => setOpen(false)}>
                          {t(item.label)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </nav>
                <div className="border-t border-slate-200 p-3">
                  <button
                    type="button"
                    onClick={() => {
                      setOpen(false)
                      onLogOut()
                    }}
                    className="block w-full rounded-lg px-3 py-2.5 text-start text-base font-medium text-red-700 hover:bg-red-50"
                  >
                    <Trans>Log out</Trans>
                  </button>
                </div>
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  )
}
