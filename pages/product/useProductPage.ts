/**
 * The product page's live state: variant choice (pure rules in data/catalogue/variantSelection), the price and
 * stock refresh on hydration, and ADD TO BAG (spec 000 §4, §5, §8).
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import { navigate } from 'vike/client/router'
import { loginPathFrom } from '../../data/account/routes'
import { api, errorMessage } from '../../data/contract/client'
import type { Product } from '../../data/contract/schemas'
import { livePaths, unwrap } from '../../data/contract/calls'
import { REDIRECT_AFTER_ADD_MS } from '../../data/catalogue/display'
import { mergeLiveProduct } from '../../data/catalogue/liveProduct'
import { chooseAttribute, checkAddToBag, findVariant, initialChoice, type Selection } from '../../data/catalogue/variantSelection'
import { isPurchasable } from '../../data/catalogue/visibility'
import { addToCart } from '../../state/cart'
import { sessionReady } from '../../state/session'
import { toast } from '../../state/toasts'
import { attributeAnchor } from './VariantPicker'

export function useProductPage(built: Product) {
  const [product, setProduct] = useState(built)
  const [selection, setSelection] = useState<Selection>(() => initialChoice(built).selection)
  const [quantity, setQuantity] = useState(1)
  const [adding, setAdding] = useState(false)

  // A new product (client navigation between products) starts over from its own build-time data.
  useEffect(() => {
    setProduct(built)
    setSelection(initialChoice(built).selection)
    setQuantity(1)
    let live = true
    api
      .get(livePaths.product(built._id))
      .then((body) => live && setProduct(mergeLiveProduct(built, unwrap.one(body))))
      // Logged only (spec 000 §8): the built prices stay on screen.
      .catch((error: unknown) => console.warn('Live product refresh failed', error))
    return () => {
      live = false
    }
  }, [built])

  const variant = useMemo(() => findVariant(product, selection), [product, selection])
  const available = isPurchasable(variant)

  const choose = useCallback((name: string, value: string) => setSelection((current) => chooseAttribute(product, current, name, value).selection), [product])

  const addToBag = useCallback(async () => {
    const user = await sessionReady()
    if (!user) {
      await navigate(loginPathFrom(window.location.pathname))
      return
    }
    const check = checkAddToBag(product, selection)
    if (!check.ok) {
      toast.error(check.message)
      if (check.attribute) {
        const group = document.getElementById(attributeAnchor(check.attribute))
        group?.scrollIntoView({ behavior: 'smooth', block: 'center' })
        group?.focus({ preventScroll: true })
      }
      return
    }
    setAdding(true)
    try {
      await addToCart({ user_id: user._id, product_id: product._id, variant_id: check.variantId, quantity })
      toast.success('Added to cart!')
      window.setTimeout(() => void navigate('/cart'), REDIRECT_AFTER_ADD_MS)
    } catch (error) {
      toast.error(errorMessage(error, 'Add to cart failed'))
    } finally {
      setAdding(false)
    }
  }, [product, selection, quantity])

  return { product, selection, variant, available, quantity, setQuantity, choose, adding, addToBag }
}
