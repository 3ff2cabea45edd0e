/**
 * The product page's live state: variant choice (pure rules in data/catalogue/variantSelection), the price and
 * stock refresh on hydration, and the three actions: ADD TO BAG, BUY NOW and wishlist (spec 000 §4, §5, §8).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { BUY_NOW_CHECKOUT_PATH, loginPathFrom } from '../../data/account/routes'
import { api, errorMessage } from '../../data/contract/client'
import type { Product } from '../../data/contract/schemas'
import { livePaths, unwrap } from '../../data/contract/calls'
import { REDIRECT_AFTER_ADD_MS } from '../../data/catalogue/display'
import { mergeLiveProduct } from '../../data/catalogue/liveProduct'
import { picturesOf } from '../../data/catalogue/media'
import { priceTag } from '../../data/catalogue/money'
import { chooseAttribute, checkAddToBag, findVariant, initialChoice, refreshedChoice, type Selection } from '../../data/catalogue/variantSelection'
import { isPurchasable, isSimpleProduct } from '../../data/catalogue/visibility'
import { whenPageHydrated } from '../../components/ui/HydrateInTurn'
import { wishlistProduct } from '../../components/wishlist/wishlistProduct'
import { viewedEntryOf } from '../../data/catalogue/recentlyViewed'
import { rememberViewed } from '../../state/recentlyViewed'
import { setBuyNow } from '../../state/buyNow'
import { addToCart } from '../../state/cart'
import { sessionReady } from '../../state/session'
import { toast } from '../../state/toasts'
import { attributeAnchor } from './VariantPicker'
import { openPage } from '../../components/ui/openPage'

type Busy = 'adding' | 'buying' | 'wishlisting' | null

export function useProductPage(built: Product) {
  const [product, setProduct] = useState(built)
  const [selection, setSelection] = useState<Selection>(() => initialChoice(built).selection)
  const [quantity, setQuantity] = useState(1)
  const [busy, setBusy] = useState<Busy>(null)
  /** Whether the shopper has chosen anything yet: until then the live stock may move the preselection. */
  const touched = useRef(false)

  /** The build-time product the state above belongs to. */
  const startedFrom = useRef(built)

  // A new product (client navigation between products) starts over from its own build-time data. The first product
  // does not: a tap held until the page hydrated is given to its size before this effect runs, and must stay chosen.
  useEffect(() => {
    if (startedFrom.current !== built) {
      startedFrom.current = built
      setProduct(built)
      setSelection(initialChoice(built).selection)
      setQuantity(1)
      touched.current = false
    }
    let live = true
    fetchLive(built)
      .then((fresh) => {
        if (!live) return
        setProduct(fresh)
        // The built page preselected what was in stock at build time; the live stock may say otherwise.
        setSelection((current) => refreshedChoice(fresh, current, !touched.current))
      })
      // Logged only (spec 000 §8): the built prices stay on screen.
      .catch((error: unknown) => console.warn('Live product refresh failed', error))
    return () => {
      live = false
    }
  }, [built])

  // The visit goes into recently viewed once the page has hydrated, in a task of its own: a page's first read of local
  // storage is slow. (Not from the reviews below the fold: they hydrate only if the shopper scrolls that far.)
  useEffect(() => {
    let timer = 0
    let live = true
    whenPageHydrated(() => {
      if (live) timer = window.setTimeout(() => rememberViewed(viewedEntryOf(built)), 0)
    })
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [built])

  const variant = useMemo(() => findVariant(product, selection), [product, selection])
  const available = isPurchasable(variant)

  const choose = useCallback(
    (name: string, value: string) => {
      touched.current = true
      setSelection((current) => chooseAttribute(product, current, name, value).selection)
    },
    [product],
  )

  /** Signed in, every group chosen, a valid option: else the spec's message (and a trip to sign-in, or the group). */
  const checkChoice = useCallback(
    async (checked: Product) => {
      const user = await sessionReady()
      if (!user) {
        openPage(loginPathFrom(window.location.pathname))
        return null
      }
      const check = checkAddToBag(checked, selection)
      if (check.ok) return { user, check }
      toast.error(check.message)
      if (check.attribute) {
        const group = document.getElementById(attributeAnchor(check.attribute))
        group?.scrollIntoView({ behavior: 'smooth', block: 'center' })
        group?.focus({ preventScroll: true })
      }
      return null
    },
    [selection],
  )

  const addToBag = useCallback(async () => {
    const ready = await checkChoice(product)
    if (!ready) return
    setBusy('adding')
    try {
      await addToCart({ user_id: ready.user._id, product_id: product._id, variant_id: ready.check.variantId, quantity })
      toast.success('Added to cart!')
      window.setTimeout(() => openPage('/cart'), REDIRECT_AFTER_ADD_MS)
    } catch (error) {
      toast.error(errorMessage(error, 'Add to cart failed'))
    } finally {
      setBusy(null)
    }
  }, [product, quantity, checkChoice])

  /** BUY NOW: the same checks, then the chosen option's stock and price read again, then checkout of it alone. */
  const buyNow = useCallback(async () => {
    if (!(await checkChoice(product))) return
    setBusy('buying')
    try {
      const fresh = await fetchLive(product)
      setProduct(fresh)
      const ready = await checkChoice(fresh)
      if (!ready) return
      const option = ready.check.variant
      const tag = priceTag(option)
      setBuyNow({
        productId: product._id,
        variantId: ready.check.variantId,
        name: product.product_name,
        image: picturesOf([option.image, ...option.gallery_image, product.main_image, product.image])[0] ?? null,
        sku: option.sku,
        attributes: Object.fromEntries(option.attributes.map((a) => [a.attribute_name, a.attribute_value])),
        price: tag.price,
        comparePrice: tag.comparePrice,
      })
      openPage(BUY_NOW_CHECKOUT_PATH)
    } catch (error) {
      console.warn('BUY NOW failed', error)
      toast.error('BUY NOW failed')
    } finally {
      setBusy(null)
    }
  }, [product, checkChoice])

  const wishlist = useCallback(async () => {
    setBusy('wishlisting')
    try {
      // A simple product has no variant: `true` stands for it (spec 000 §5); an incomplete choice has none.
      await wishlistProduct(product._id, isSimpleProduct(product) ? true : variant?._id, 'Wishlist failed')
    } finally {
      setBusy(null)
    }
  }, [product, variant])

  return { product, selection, variant, available, quantity, setQuantity, choose, busy, addToBag, buyNow, wishlist }
}

async function fetchLive(built: Product): Promise<Product> {
  return mergeLiveProduct(built, unwrap.one(await api.get(livePaths.product(built._id))))
}
