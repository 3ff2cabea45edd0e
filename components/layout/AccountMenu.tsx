/**
 * The user menu's popup (spec 001 §2 Header): the shopper's name and phone, then Wishlist, Orders, Contact Us,
 * Addresses, Edit Profile and Logout. Keyboard as the APG menu pattern has it: arrows move (wrapping), Home and
 * End jump, a letter moves to the next item starting with it, Escape closes and returns focus to the button, Tab
 * closes and moves on.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { User } from '../../data/contract/schemas'
import { logout } from '../../state/session'
import styles from './AccountMenu.module.css'
import { ACCOUNT_LINKS, shopperPhone } from './accountLinks'
import { ACCOUNT_MENU_BUTTON_ID, ACCOUNT_MENU_ID } from './UserMenu'

export interface AccountMenuProps {
  user: User
  focusOn: 'first' | 'last'
  onClose: (returnFocus: boolean) => void
}

export function AccountMenu({ user, focusOn, onClose }: AccountMenuProps) {
  const listRef = useRef<HTMLUListElement>(null)
  const items = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]

  useEffect(() => {
    const all = items()
    ;(focusOn === 'last' ? all[all.length - 1] : all[0])?.focus()
  }, [focusOn])

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items()
    const at = all.indexOf(document.activeElement as HTMLElement)
    const move = (index: number) => {
      event.preventDefault()
      all[(index + all.length) % all.length]?.focus()
    }
    if (event.key === 'ArrowDown') move(at + 1)
    else if (event.key === 'ArrowUp') move(at - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(all.length - 1)
    else if (event.key === 'Escape') {
      event.preventDefault()
      onClose(true)
    } else if (event.key === 'Tab') onClose(false)
    else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLowerCase()
      const order = [...all.slice(at + 1), ...all.slice(0, at + 1)]
      const next = order.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter))
      if (next) move(all.indexOf(next))
    }
  }

  const phone = shopperPhone(user)
  return (
    <div className={styles.popup}>
      <div className={styles.who}>
        <strong>{user.name}</strong>
        {phone ? <span>{phone}</span> : null}
      </div>
      <ul ref={listRef} id={ACCOUNT_MENU_ID} role="menu" aria-labelledby={ACCOUNT_MENU_BUTTON_ID} className={styles.list} onKeyDown={onKeyDown}>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.href} role="none">
            <a role="menuitem" tabIndex={-1} href={link.href} onClick={() => onClose(false)}>
              {link.label}
            </a>
          </li>
        ))}
        <li role="separator" className={styles.separator} />
        <li role="none">
          <button role="menuitem" tabIndex={-1} type="button" onClick={() => void logout()}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  )
}
