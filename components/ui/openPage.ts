import { carryToastsToNextPage } from '../../state/toasts'

/**
 * Opens another page of the shop. The shop routes on the server (pages/+config.ts): every page is a document of its
 * own, pre-rendered and served from the CDN, so going to one is the browser's own navigation. The visitor's state
 * that outlives a page (bag, session, buy-now item, currency) is kept in storage, not in memory (state/).
 * `replace` keeps the page left out of the history (a URL that only redirects). What the shopper's action just said
 * (a toast: 'Please login to add items to your bag') is shown on the page opened (state/toasts.ts).
 */
export function openPage(url: string, { replace = false }: { replace?: boolean } = {}): void {
  carryToastsToNextPage()
  if (replace) window.location.replace(url)
  else window.location.assign(url)
}
