/**
 * A product card's wishlist heart and QUICK ADD (spec 000 §2, §4). Both render only after hydration, so the static
 * HTML of a page of cards is unchanged and no button shows before it can work; what they do is in cardFlows.ts.
 * QUICK ADD → size buttons → one into the bag → ADDED TO BAG; leaving the card (the pointer, the
 * focus, or a tap elsewhere) or Escape puts QUICK ADD back.
 */
import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { CardFace } from '../../data/catalogue/cards'
import type { SizeChoice } from '../../data/catalogue/quickAdd'
import { isInWishlist, wishlistStore } from '../../state/wishlist'
import { HeartIcon } from '../ui/Icons'
import { useHydrated } from '../ui/useHydrated'
import { addSize, startQuickAdd, wishlistCard } from './cardFlows'
import styles from './ProductCard.module.css'


/** The button's texts (spec 000 §4); its messages live with the logic (data/catalogue/quickAdd.ts). */
export const QUICK_ADD = 'QUICK ADD'
export const ADDED_TO_BAG = 'ADDED TO BAG'

type Step = { at: 'idle' } | { at: 'starting' } | { at: 'added' } | { at: 'sizes'; sizes: SizeChoice[] } | { at: 'adding'; sizes: SizeChoice[] }

function WishlistHeart({ card }: { card: CardFace }) {
  const { entries } = useSnapshot(wishlistStore)
  const [added, setAdded] = useState(false)
  const [busy, setBusy] = useState(false)
  // Filled once saved, and never emptied from the card (spec 000 §4): removing happens on the wishlist screen.
  const saved = added || isInWishlist(entries, card.id)
  const save = async () => {
    if (saved || busy) return
    setBusy(true)
    try {
      if (await wishlistCard(card.id)) setAdded(true)
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={styles.heart}
      data-saved={saved || undefined}
      aria-label={saved ? `${card.name} is in your wishlist` : `Add ${card.name} to wishlist`}
      aria-disabled={saved || undefined}
      aria-busy={busy || undefined}
      onClick={() => void save()}
    >
      <HeartIcon size={18} fill={saved ? 'currentColor' : 'none'} />
    </button>
  )
}

function QuickAdd({ card }: { card: CardFace }) {
  const [step, setStep] = useState<Step>({ at: 'idle' })
  const box = useRef<HTMLDivElement>(null)
  // Bumped on every reset, so an answer that arrives after the shopper left the card changes nothing on it.
  const round = useRef(0)

  const reset = (refocus = false) => {
    round.current++
    setStep({ at: 'idle' })
    if (refocus) requestAnimationFrame(() => box.current?.querySelector('button')?.focus())
  }

  // Keyboard users keep their place: the first size once the sizes show, the status once it is added.
  useEffect(() => {
    if (step.at === 'sizes' || step.at === 'added') box.current?.querySelector<HTMLElement>('[data-focus-first]')?.focus()
  }, [step.at])

  // Leaving the card resets it. A touch "pointerleave" follows every tap, so touch leaves by tapping elsewhere.
  const open = step.at !== 'idle'
  useEffect(() => {
    const card = box.current?.closest('article')
    if (!open || !card) return
    const leave = (event: PointerEvent) => event.pointerType !== 'touch' && reset()
    const tapElsewhere = (event: PointerEvent) => !card.contains(event.target as Node) && reset()
    // A null relatedTarget is focus going nowhere (a removed button, a tap on a page that moves no focus).
    const focusOut = (event: FocusEvent) => event.relatedTarget instanceof Node && !card.contains(event.relatedTarget) && reset()
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && reset(true)
    card.addEventListener('pointerleave', leave)
    card.addEventListener('focusout', focusOut)
    card.addEventListener('keydown', escape)
    document.addEventListener('pointerdown', tapElsewhere)
    return () => {
      card.removeEventListener('pointerleave', leave)
      card.removeEventListener('focusout', focusOut)
      card.removeEventListener('keydown', escape)
      document.removeEventListener('pointerdown', tapElsewhere)
    }
  }, [open])

  const start = async () => {
    if (step.at !== 'idle') return
    const mine = ++round.current
    setStep({ at: 'starting' })
    const result = await startQuickAdd(card.id).catch(() => ({ kind: 'stopped' as const }))
    if (round.current !== mine) return
    setStep(result.kind === 'sizes' ? { at: 'sizes', sizes: result.sizes } : result.kind === 'added' ? { at: 'added' } : { at: 'idle' })
  }

  const choose = async (sizes: SizeChoice[], choice: SizeChoice) => {
    if (step.at !== 'sizes') return
    const mine = round.current
    setStep({ at: 'adding', sizes })
    const added = await addSize(card.id, choice).catch(() => false)
    if (round.current === mine) setStep(added ? { at: 'added' } : { at: 'sizes', sizes })
  }

  return (
    <div ref={box} className={styles.quickAdd} data-open={open || undefined}>
      {step.at === 'idle' || step.at === 'starting' ? (
        <button type="button" className={styles.quickButton} aria-busy={step.at === 'starting' || undefined} onClick={() => void start()}>
          {QUICK_ADD}
          <span className="visually-hidden"> {card.name}</span>
        </button>
      ) : step.at === 'added' ? (
        <p className={styles.added} role="status" tabIndex={-1} data-focus-first>
          {ADDED_TO_BAG}
        </p>
      ) : (
        <div className={styles.sizes} role="group" aria-label={`Choose a size of ${card.name}`} aria-busy={step.at === 'adding' || undefined}>
          {step.sizes.map((choice, i) => (
            <button
              key={choice.size}
              type="button"
              className={styles.size}
              data-unavailable={choice.variantId ? undefined : true}
              data-focus-first={i === 0 || undefined}
              aria-label={choice.variantId ? `Size ${choice.size}` : `Size ${choice.size}, unavailable`}
              onClick={() => void choose(step.sizes, choice)}
            >
              {choice.size}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}

export function CardActions({ card }: { card: CardFace }) {
  if (!useHydrated()) return null
  return (
    <>
      <WishlistHeart card={card} />
      <QuickAdd card={card} />
    </>
  )
}
