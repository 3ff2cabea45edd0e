/**
 * The account control of a signed-in shopper: a menu button (WAI-ARIA APG "menu button"). The menu itself is a
 * separate chunk, fetched when the pointer or keyboard focus reaches the button, so the header every page ships
 * carries only the button.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react'
import type { User } from '../../data/contract/schemas'
import { UserIcon } from '../ui/Icons'
import type { AccountMenuProps } from './AccountMenu'
import styles from './Header.module.css'

export const ACCOUNT_MENU_BUTTON_ID = 'account-menu-button'
export const ACCOUNT_MENU_ID = 'account-menu'

let menuChunk: Promise<ComponentType<AccountMenuProps>> | undefined
const loadMenu = () => (menuChunk ??= import('./AccountMenu').then((m) => m.AccountMenu))

export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false)
  const [Menu, setMenu] = useState<ComponentType<AccountMenuProps> | null>(null)
  const [focusOn, setFocusOn] = useState<'first' | 'last'>('first')
  const wrapRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  const load = useCallback(() => {
    loadMenu().then(
      (component) => setMenu(() => component),
      (error: unknown) => console.warn('Account menu failed to load', error),
    )
  }, [])
  const show = (at: 'first' | 'last') => {
    setFocusOn(at)
    setOpen(true)
    load()
  }
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      show(event.key === 'ArrowUp' ? 'last' : 'first')
    }
  }

  return (
    <div className={styles.userMenu} ref={wrapRef}>
      <button
        ref={buttonRef}
        id={ACCOUNT_MENU_BUTTON_ID}
        type="button"
        className={`${styles.iconLink} ${styles.account}`}
        // The name holds the first name the button shows, outside parentheses, which speech input skips.
        aria-label={`Your account, ${user.name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? ACCOUNT_MENU_ID : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onKeyDown}
        onPointerEnter={load}
        onFocus={load}
      >
        <UserIcon />
        <span className={styles.userName} aria-hidden="true">
          {user.name.split(' ')[0]}
        </span>
      </button>
      {open && Menu ? <Menu user={user} focusOn={focusOn} onClose={close} /> : null}
    </div>
  )
}
