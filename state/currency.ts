/**
 * The shopper's display currency (spec 000 §3, 001 §9): INR by default, or USD at the conversion rate.
 * Pre-rendered HTML is always INR; the saved choice is applied after hydration so the first render matches.
 */
import { proxy, subscribe } from 'valtio'
import { DEFAULT_CONVERSION_RATE, formatPrice, type CurrencyCode, type Paise } from '../data/catalogue/money'

export const CURRENCY_STORAGE_KEY = 'vitrine.currency'

export const currencyStore = proxy<{ selectedCurrency: CurrencyCode; conversionRate: number }>({
  selectedCurrency: 'INR',
  conversionRate: DEFAULT_CONVERSION_RATE,
})

export function setCurrency(code: CurrencyCode): void {
  currencyStore.selectedCurrency = code
}

/** Formats with the current choice; pass the snapshot from `useSnapshot(currencyStore)` in render. */
export function displayPrice(paise: Paise, state: { selectedCurrency: CurrencyCode; conversionRate: number } = currencyStore): string {
  return formatPrice(paise, state.selectedCurrency, state.conversionRate)
}

export function parseSavedCurrency(saved: string | null): CurrencyCode | null {
  return saved === 'INR' || saved === 'USD' ? saved : null
}

let persisting = false

/** Restores the saved choice and keeps it saved; called once after hydration. */
export function persistCurrency(): void {
  if (persisting || typeof window === 'undefined') return
  persisting = true
  try {
    const saved = parseSavedCurrency(window.localStorage.getItem(CURRENCY_STORAGE_KEY))
    if (saved) currencyStore.selectedCurrency = saved
  } catch {
    // Storage can be disabled (private mode): the choice then lasts for the visit only.
  }
  subscribe(currencyStore, () => {
    try {
      window.localStorage.setItem(CURRENCY_STORAGE_KEY, currencyStore.selectedCurrency)
    } catch {
      /* see above */
    }
  })
}
