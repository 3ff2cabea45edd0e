/**
 * Taps on the static HTML's controls before they work. A pre-rendered page looks ready at once, but a control in a
 * part still waiting to hydrate (`data-waiting`, see HydrateInTurn) has no handler yet: a click or a form sent
 * there is held back and given again to the same control once the page has hydrated.
 *
 * Holding starts with the page's first script (pages/+client.ts), not with hydration: vike loads the page's code
 * after that script, and a tap in between (a shopper quick on the SORT button, an e2e test clicking right after
 * `goto`) reached a button with no handler and was lost. Until hydration starts, links and form submissions are
 * left alone: the browser does what they ask without any script, and a page whose code failed to load keeps them;
 * only a form without an address, which the browser cannot send anywhere useful, is held.
 */
export type HeldTap = { target: Element; kind: 'click' | 'submit'; x: number; y: number }

/**
 * The mark on a control whose tap is held (global.css makes it pulse): on a slow connection the page's code can take
 * seconds, and a size that showed nothing was tapped again and again. The starter (public/start-after-paint.js) marks
 * the same way; giveTap takes every mark off.
 */
const TAP_HELD_MARK = 'data-tap-held'
const CONTROLS = 'a, button, label, summary, input, select, [role="button"]'

/** A tap held back from a control that had no handler yet, as it is given again later (giveTap). */
export function heldTapOf(event: Event, target: Element): HeldTap {
  const { clientX = 0, clientY = 0 } = event as MouseEvent
  unmarkHeldTaps()
  ;(target.closest(CONTROLS) ?? target).setAttribute(TAP_HELD_MARK, '')
  return { target, kind: event.type === 'submit' ? 'submit' : 'click', x: clientX, y: clientY }
}

function unmarkHeldTaps(): void {
  for (const marked of document.querySelectorAll(`[${TAP_HELD_MARK}]`)) marked.removeAttribute(TAP_HELD_MARK)
}

declare global {
  interface Window {
    /** The pre-rendered page's starter (public/start-after-paint.js), holding taps until this script runs. */
    vitrineStarter?: { handOver(): { tap: HeldTap | null; typedIn: EventTarget[] } }
  }
}

let held: HeldTap | null = null
/** Fields the shopper typed in, ticked or chose before the page hydrated. */
const typedIn = new Set<EventTarget>()
let listening = false
let hydrationStarted = false

function holdTap(event: Event): void {
  const target = event.target instanceof Element ? event.target : null
  if (!target) return
  // A form with nowhere to go without script (the contact form) waits for the page, wherever it is.
  const goesNowhere = !hydrationStarted && event.type === 'submit' && !target.hasAttribute('action')
  if (!goesNowhere) {
    if (!target.closest('[data-waiting]')) return
    if (!hydrationStarted && (event.type === 'submit' || target.closest('a[href]') || isSubmitControl(target))) return
  }
  event.preventDefault()
  event.stopImmediatePropagation()
  held = heldTapOf(event, target)
}

function isSubmitControl(target: Element): boolean {
  const control = target.closest('button, input')
  if (!control?.closest('form')) return false
  const type = (control.getAttribute('type') ?? 'submit').toLowerCase()
  return control instanceof HTMLButtonElement ? type === 'submit' : type === 'submit' || type === 'image'
}

/** From the page's first script; only taps on parts marked waiting are ever held, and the first render ends it. */
export function holdTapsUntilHydrated(): void {
  if (typeof document === 'undefined') return
  // A tap the starter held before any of the page's code ran is this page's to give once it has hydrated.
  const early = window.vitrineStarter?.handOver()
  held = early?.tap ?? null
  for (const field of early?.typedIn ?? []) typedIn.add(field)
  listen()
}

/** Hydration has begun: from now on every tap on a waiting part is held, links and forms too. */
export function holdTapsWhileHydrating(): void {
  hydrationStarted = true
  listen()
}

function listen(): void {
  if (listening) return
  listening = true
  document.addEventListener('click', holdTap, true)
  document.addEventListener('submit', holdTap, true)
  document.addEventListener('input', noteTyping, true)
  document.addEventListener('change', noteTyping, true)
}

/** A field of a part that has hydrated has told its page itself: telling it again would tick a box twice. */
function noteTyping(event: Event): void {
  const field = event.target instanceof Element ? event.target : null
  if (!field) return
  if (!hydrationStarted || field.closest('[data-waiting]')) typedIn.add(field)
}

/** Whether a tap waits for the page to hydrate (the remaining parts then hydrate without pause). */
export function tapIsHeld(): boolean {
  return held !== null
}

/** The page has hydrated: holding ends, and a held tap is given to its control. */
export function releaseTaps(): void {
  listening = false
  document.removeEventListener('click', holdTap, true)
  document.removeEventListener('submit', holdTap, true)
  document.removeEventListener('input', noteTyping, true)
  document.removeEventListener('change', noteTyping, true)
  // After noteTyping has stopped listening: the events told again are not noted as the shopper's.
  const typed = keepWhatWasTyped()
  const tap = held
  held = null
  if (!tap) return
  // What was typed reaches the page's state with its next render: the tap waits for it (a form sends what shows).
  if (typed) setTimeout(() => giveTap(tap), 0)
  else giveTap(tap)
}

/** Gives a held tap to its control (or what now stands where it was: hydration may have replaced it). */
export function giveTap(tap: HeldTap): void {
  unmarkHeldTaps()
  if (tap.kind === 'submit') {
    if (tap.target instanceof HTMLFormElement && tap.target.isConnected) tap.target.requestSubmit()
    return
  }
  // Hydration may have replaced the element tapped: then whatever is at the same point now takes the tap.
  const target = tap.target.isConnected ? tap.target : document.elementFromPoint(tap.x, tap.y)
  // A tap on an icon lands on its SVG, which has no click(): the link or button around it takes it.
  const control = target instanceof HTMLElement ? target : target?.closest('a, button, label, summary, [role="button"]')
  if (control instanceof HTMLElement) control.click()
}

/**
 * What a shopper typed, ticked or chose in the static HTML before it hydrated is on screen but not in the page's
 * state (hydration keeps a field's value and does not read it): each such field tells the page once more, as if the
 * shopper had just changed it, so the FAQ's filter filters and the contact form sends what shows.
 */
function keepWhatWasTyped(): boolean {
  const fields = [...typedIn]
  typedIn.clear()
  for (const field of fields) {
    if (!(field instanceof HTMLElement) || !field.isConnected) continue
    const ticks = field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    field.dispatchEvent(new Event(ticks ? 'change' : 'input', { bubbles: true }))
  }
  return fields.length > 0
}
