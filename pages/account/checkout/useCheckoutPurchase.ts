/**
 * What this checkout buys (spec 001 §2, §3): plain /checkout takes the bag's selected lines; /checkout?buy=now
 * takes the one BUY NOW item of this tab (quantity 1), whatever is in the bag.
 */
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { isBuyNowCheckout } from '../../../data/account/routes'
import { checkoutLineFromBag, type CheckoutLine } from '../../../data/catalogue/checkoutTotals'
import { checkoutLineFromBuyNow, type Purchase } from '../../../data/checkout/purchase'
import { quoteKey } from '../../../data/checkout/quote'
import type { CartItem } from '../../../data/contract/schemas'
import { buyNowStore } from '../../../state/buyNow'
import { cartStore, selectedItems } from '../../../state/cart'
import { refreshBag } from '../../../state/cartEdits'

export type CheckoutPurchase =
  | { status: 'loading'; buyingNow: boolean }
  | { status: 'empty'; buyingNow: boolean; bagIsEmpty: boolean }
  | { status: 'ready'; buyingNow: boolean; lines: CheckoutLine[]; purchase: Purchase; quoteKey: string }

export function useCheckoutPurchase(userId: string): CheckoutPurchase {
  const { search } = useLocation()
  const buyingNow = isBuyNowCheckout(search)
  const { item } = useSnapshot(buyNowStore)
  const cart = useSnapshot(cartStore)

  // Checkout reads the bag afresh (today's prices and stock); the summary then shows the server's quote for the
  // selected lines, which is what it will charge.
  useEffect(() => {
    if (!buyingNow) void refreshBag(userId)
  }, [buyingNow, userId])

  if (buyingNow) {
    if (!item) return { status: 'empty', buyingNow, bagIsEmpty: false }
    const lines = [checkoutLineFromBuyNow(item)]
    const purchase: Purchase = { kind: 'buyNow', productId: item.productId, variantId: item.variantId }
    // The bag's coupon belongs to the bag.
    return { status: 'ready', buyingNow, lines, purchase, quoteKey: quoteKey(purchase, lines, null) }
  }
  if (cart.userId !== userId || cart.status === 'idle' || (cart.status === 'loading' && cart.items.length === 0)) return { status: 'loading', buyingNow }
  const chosen = selectedItems(cart.items as CartItem[])
  if (chosen.length === 0) return { status: 'empty', buyingNow, bagIsEmpty: cart.items.length === 0 }
  const lines = chosen.map(checkoutLineFromBag)
  const purchase: Purchase = { kind: 'bag', itemIds: chosen.map((line) => line._id) }
  return { status: 'ready', buyingNow, lines, purchase, quoteKey: quoteKey(purchase, lines, cart.coupon?.coupon._id ?? null) }
}
