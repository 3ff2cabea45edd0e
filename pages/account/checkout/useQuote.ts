/**
 * The server's quote for what is on screen (the bag's selected lines, checkout's purchase), asked again whenever
 * `key` (the purchase and everything its price depends on) changes. Until the new one is in, the screen keeps showing
 * the last quote it had, marked busy; `ready` is the quote for exactly this key, the only one Pay may charge.
 */
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import type { Purchase } from '../../../data/checkout/purchase'
import { NOTHING_TO_PAY, type Quote } from '../../../data/checkout/quote'
import { currentQuote, quoteStore, requestQuote } from '../../../state/quote'

export function useQuote(userId: string, purchase: Purchase | null, key: string) {
  const state = useSnapshot(quoteStore)
  const shown = useRef<Quote | null>(null)
  useEffect(() => {
    if (purchase) void requestQuote(userId, purchase, key)
    // `key` names the purchase (a new array of the same lines is the same quote), so it alone decides.
  }, [userId, key])
  const ready = purchase ? currentQuote(state, key) : NOTHING_TO_PAY
  if (ready) shown.current = ready as Quote
  return {
    /** The figures to show: this key's quote, else the last one this screen showed (busy meanwhile). */
    quote: shown.current,
    ready: ready as Quote | null,
    busy: !ready,
    failed: Boolean(purchase) && state.key === key && state.status === 'failed',
    retry: () => purchase && void requestQuote(userId, purchase, key),
  }
}
