/**
 * What a product card's QUICK ADD and wishlist heart do (spec 000 §4, §5, §8).
 *
 * This is imported statically: loading it with import() on the first press was measured to cost every page more
 * than it saves (Rolldown then moves the stores and API client it shares with the layout out of the main chunk).
 *
 * The sizes come from the live product (GET /api/products/{id}) rather than from the static card: forty cards'
 * variants would swell every listing's HTML and the card index, and the live record has today's stock, so a size
 * sold out since the build is 'Size unavailable' here rather than a refusal from the bag.
 */
import { loginPathFrom } from '../../data/account/routes'
import { livePaths, unwrap } from '../../data/contract/calls'
import { api, ApiError } from '../../data/contract/client'
import type { Product } from '../../data/contract/schemas'
import { toProduct } from '../../data/catalogue/liveProduct'
import { BAG_LOGIN_MESSAGE, quickAddFailure, quickAddPlan, SIZE_UNAVAILABLE, wishlistOption, type SizeChoice } from '../../data/catalogue/quickAdd'
import { addToCart } from '../../state/cart'
import { sessionReady } from '../../state/session'
import { toast } from '../../state/toasts'
import { wishlistFailureMessage, wishlistProduct } from '../wishlist/wishlistProduct'
import { openPage } from '../ui/openPage'

/** A card's heart and QUICK ADD pressed in a row share one fetch; after this, stock is asked again. */
const LIVE_FOR_MS = 30_000
const fetched = new Map<string, { at: number; product: Promise<Product> }>()

function liveProduct(productId: string): Promise<Product> {
  const known = fetched.get(productId)
  if (known && Date.now() - known.at < LIVE_FOR_MS) return known.product
  const product = api.get(livePaths.product(productId)).then((body) => {
    const read = toProduct(unwrap.one(body))
    if (!read) throw new Error('Unexpected product answer')
    return read
  })
  fetched.set(productId, { at: Date.now(), product })
  product.catch(() => fetched.delete(productId))
  return product
}

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined)

async function signInFirst(): Promise<void> {
  toast.error(BAG_LOGIN_MESSAGE)
  openPage(loginPathFrom(window.location.pathname + window.location.search))
}

async function addOption(userId: string, productId: string, variantId: string | true): Promise<boolean> {
  try {
    await addToCart({ user_id: userId, product_id: productId, variant_id: variantId, quantity: 1 })
    // The button then reads ADDED TO BAG; the toast also tells a screen reader (spec 000 §8 success text).
    toast.success('Added to cart!')
    return true
  } catch (error) {
    toast.error(quickAddFailure(serverMessage(error)))
    return false
  }
}

export type QuickAddStart = { kind: 'sizes'; sizes: SizeChoice[] } | { kind: 'added' } | { kind: 'stopped' }

/** QUICK ADD: signed out, to sign-in; otherwise the sizes to choose from, or straight into the bag without sizes. */
export async function startQuickAdd(productId: string): Promise<QuickAddStart> {
  const user = await sessionReady()
  if (!user) {
    await signInFirst()
    return { kind: 'stopped' }
  }
  let product: Product
  try {
    product = await liveProduct(productId)
  } catch (error) {
    toast.error(quickAddFailure(serverMessage(error)))
    return { kind: 'stopped' }
  }
  const plan = quickAddPlan(product)
  if (plan.kind === 'sizes') return plan
  return (await addOption(user._id, productId, plan.variantId)) ? { kind: 'added' } : { kind: 'stopped' }
}

/** A size button: one of it into the bag, or 'Size unavailable' when the card's colour has none to sell. */
export async function addSize(productId: string, choice: SizeChoice): Promise<boolean> {
  if (!choice.variantId) {
    toast.error(SIZE_UNAVAILABLE)
    return false
  }
  const user = await sessionReady()
  if (!user) {
    await signInFirst()
    return false
  }
  return addOption(user._id, productId, choice.variantId)
}

/** The heart: the option the card shows, saved with the card's messages; resolves true once it is in the wishlist. */
export async function wishlistCard(productId: string): Promise<boolean> {
  if (!(await sessionReady())) return wishlistProduct(productId, undefined, 'card')
  let product: Product
  try {
    product = await liveProduct(productId)
  } catch (error) {
    toast.error(wishlistFailureMessage(error, 'card'))
    return false
  }
  return wishlistProduct(productId, wishlistOption(product), 'card')
}
