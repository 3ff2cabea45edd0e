/**
 * The home page's floating pieces (spec 000 §2, §4, §9). The loyalty panel: on desktop a side tab toggles it, on a
 * phone a coin button opens it and its close button (or Escape) shuts it. It is a non-modal panel (the page stays
 * usable beside it), rendered once hydrated since its buttons need script. The chat link goes to Contact Us: the
 * shop has no chat service, and that page is where a shopper reaches a person.
 */
import { useRef, useState } from 'react'
import { LOYALTY_LINES, LOYALTY_TITLE } from '../../data/content/shopFacts'
import { CloseIcon } from '../../components/ui/Icons'
import { useHydrated } from '../../components/ui/useHydrated'
import styles from './Floating.module.css'

const PANEL_ID = 'loyalty-panel'

export function LoyaltyPanel() {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement | null>(null)
  if (!hydrated) return null
  const toggle = (button: HTMLButtonElement, next: boolean) => {
    opener.current = button
    setOpen(next)
  }
  const close = () => {
    setOpen(false)
    opener.current?.focus()
  }
  return (
    <div className={styles.loyalty} onKeyDown={(event) => event.key === 'Escape' && open && close()}>
      <button type="button" className={styles.tab} aria-expanded={open} aria-controls={PANEL_ID} onClick={(e) => toggle(e.currentTarget, !open)}>
        <span className={styles.coinFace} aria-hidden="true">
          ₹
        </span>
        {LOYALTY_TITLE}
      </button>
      <button type="button" className={styles.coin} aria-expanded={open} aria-controls={PANEL_ID} aria-label={LOYALTY_TITLE} onClick={(e) => toggle(e.currentTarget, true)}>
        <span className={styles.coinFace} aria-hidden="true">
          ₹
        </span>
      </button>
      <section id={PANEL_ID} className={styles.panel} hidden={!open} aria-labelledby="loyalty-title">
        <h2 id="loyalty-title" className={styles.title}>
          {LOYALTY_TITLE}
        </h2>
        <ul className={styles.lines}>
          {LOYALTY_LINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <button type="button" className={styles.close} aria-label={`Close ${LOYALTY_TITLE}`} onClick={close}>
          <CloseIcon size={18} />
        </button>
      </section>
    </div>
  )
}

export function ChatLink() {
  return (
    <a href="/contact" className={styles.chat} aria-label="Chat with us: Contact Us">
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" aria-hidden="true" focusable="false">
        <path d="M4.5 18.5 5.6 15A7.5 7 0 1 1 9 18.2l-4.5.3Z" />
        <path d="M9 11h.01M12.5 11h.01M16 11h.01" strokeWidth={2.2} />
      </svg>
    </a>
  )
}
