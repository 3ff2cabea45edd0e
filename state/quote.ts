/**
 * The quote the bag and checkout show (data/checkout/quote.ts): one at a time, for the purchase on screen. A newer
 * request wins over an older answer arriving late, so quick changes of selection end on the figure of the last one.
 */
import { proxy } from 'valtio'
import type { Purchase } from '../data/checkout/purchase'
import { quoteBody, toQuote, type Quote } from '../data/checkout/quote'
import { api } from '../data/contract/client'
import { livePaths } from '../data/contract/calls'

interface QuoteState {
  /** What the quote below was asked for (the purchase and what it depends on); null before the first. */
  key: string | null
  quote: Quote | null
  status: 'idle' | 'loading' | 'ready' | 'failed'
}

export const quoteStore = proxy<QuoteState>({ key: null, quote: null, status: 'idle' })

let asked = 0

/** Asks the server for the quote of `purchase`; `key` names the state of the bag it was asked for. */
export async function requestQuote(userId: string, purchase: Purchase, key: string): Promise<void> {
  const request = ++asked
  quoteStore.key = key
  quoteStore.status = 'loading'
  try {
    const quote = toQuote((await api.post<{ data?: unknown }>(livePaths.quote, quoteBody(userId, purchase)))?.data)
    if (request !== asked) return
    if (!quote) throw new Error('The quote answer is not a quote')
    quoteStore.quote = quote
    quoteStore.status = 'ready'
  } catch (error) {
    if (request !== asked) return
    console.warn('Quote failed', error)
    quoteStore.status = 'failed'
  }
}

/** A quote the server sent with a refusal (checkout's 409: the price moved): shown at once, for the same key. */
export function takeQuote(value: unknown): boolean {
  const quote = toQuote(value)
  if (!quote) return false
  asked += 1
  quoteStore.quote = quote
  quoteStore.status = 'ready'
  return true
}

/** The quote for this key, when it is the one on hand. */
export const currentQuote = (state: Pick<QuoteState, 'key' | 'quote' | 'status'>, key: string): Quote | null =>
  state.key === key && state.status === 'ready' ? state.quote : null
