import { Trans, useLingui } from '@lingui/react/macro'
import {
  type KeyboardEvent as ReactKeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { NavLink } from 'react-router'
import { Avatar } from '../../ui/avatar'
import { useAuth } from '../auth/use-auth'
import { accountNavItems } from './account-nav-items'

/** Props of {@link AvatarMenu}. */
export interface AvatarMenuProps {
  /** Seeds the generated avatar. */
  readonly userId: string
  /** Shown at the top of the menu and used for the fallback letter. */
  readonly displayName: string
  readonly onLogOut: () => void
}

/**
 * The signed-in user's menu (spec §2): Dashboard, My Courses, Book Class, Homework, AI Tutor,
 * Settings, Content Editor and Log out. A menu button in the WAI-ARIA sense: arrow keys, Home
 * and End move between items, Escape closes and returns focus to the button, Tab or a click
 * outside closes.
 */
export function AvatarMenu({ userId, displayName, onLogOut }: AvatarMenuProps) {
  const { t } = useLingui()
  const navItems = accountNavItems(useAuth().user)
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const focusOnOpen = useRef<'first' | 'last'>('first')
  const menuId = useId()

  const items = useCallback(
    () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
    [],
  )

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const list = items()
    ;(focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus()
    function onPointerDown(event: PointerEvent): void {
      const target = event.target as Node
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return
      setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, items])

  function openWith(focus: 'first' | 'last'): void {
    focusOnOpen.current = focus
    setOpen(true)
  }

  function onButtonKeyDown(event: ReactKeyboardEvent<HTMLButtonElement>): void {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      openWith('first')
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openWith('last')
    }
  }

  function onMenuKeyDown(event: ReactKeyboardEvent<HTMLDivElement>): void {
    const list = items()
    const index = list.indexOf(document.activeElement as HTMLElement)
    const move = (next: number) => {
      event.preventDefault()
      list[(next + list.length) % list.length]?.focus()
    }
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1)
        break
      case 'ArrowUp':
        move(index - 1)
        break
      case 'Home':
        move(0)
        break
      case 'End':
        move(list.length - 1)
        break
      case 'Escape':
        event.preventDefault()
        close(true)
        break
      case 'Tab':
        close(false)
        break
      default:
        break
    }
  }

  const itemBase =
    'block w-full rounded-lg px-3 py-2 text-start text-sm focus:outline-none hover:bg-brand-50 focus:bg-brand-50'
  const itemClass = `${itemBase} text-slate-700 hover:text-brand-800 focus:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800`

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t`Account menu`}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
        className="flex rounded-full p-0.5 ring-2 ring-transparent hover:ring-brand-100 focus-visible:ring-brand-700"
      >
        <Avatar seed={userId} name={displayName} size={36} />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t`Account menu`}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 top-full z-40 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <p className="truncate px-3 pt-1 pb-2 text-xs text-slate-600" role="presentation">
            {displayName}
          </p>
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => close(false)}
            >
              {t(item.label)}
            </NavLink>
          ))}
          <hr className="my-1 border-slate-200" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${itemBase} text-red-700`}
            onClick={() => {
              close(false)
              onLogOut()
            }}
          >
            <Trans>Log out</Trans>
          </button>
        </div>
      ) : null}
    </div>
  )
}
