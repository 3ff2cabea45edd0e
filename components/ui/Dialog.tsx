/**
 * The one modal of the shop (address form, coupons, size chart, reviews, filters, sort sheet): a native <dialog>
 * opened with showModal() (useModalDialog.ts: focus kept in it and given back, Escape, the toasts inside it). A click
 * on the backdrop closes it too. The phone's menu drawer is the other user of useModalDialog.
 *
 * Rendered only while open (callers mount it conditionally), so a closed dialog costs nothing on the page.
 */
import { useId, useRef, type ReactNode } from 'react'
import { CloseIcon } from './Icons'
import { useModalDialog } from './useModalDialog'
import styles from './Dialog.module.css'

export type DialogVariant = 'center' | 'sheet' | 'fullscreen'

interface Props {
  title: string
  onClose: () => void
  children: ReactNode
  /** center: a card in the middle; sheet: slides up from the bottom; fullscreen: fills a phone's screen. */
  variant?: DialogVariant
  /** Hide the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean
  /** Wider card for content such as tables or images. */
  wide?: boolean
  /** Footer actions, kept visible below scrolling content. */
  footer?: ReactNode
  className?: string
}

export function Dialog({ title, onClose, children, variant = 'center', hideTitle = false, wide = false, footer, className = '' }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useModalDialog(ref, onClose)

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[variant]} ${wide ? styles.wide : ''} ${className}`}
      aria-labelledby={titleId}
      // A click on the backdrop lands on the <dialog> element itself, never on its content.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.frame}>
        <header className={`${styles.head} ${hideTitle ? styles.headBare : ''}`}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <CloseIcon size={20} />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.foot}>{footer}</footer> : null}
      </div>
    </dialog>
  )
}
