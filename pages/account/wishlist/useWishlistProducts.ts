/**
 * The products behind another shopper's wishlist entries (the shared wishlist), fetched with POST
 * /api/products/by-ids: one call for the whole list, and later one call for ids not asked about yet. A product the
 * answer lacks, or a failed call, drops its entries silently (spec 001 §8: logged only). The shopper's own list keeps
 * its products in the wishlist store.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Product } from '../../../data/contract/schemas'
import { fetchWishlistProducts } from '../../../state/wishlist'

export function useWishlistProducts(ids: readonly string[]): { products: ReadonlyMap<string, Product>; pending: boolean } {
  /** Every id asked about so far: its product, or null when the API had none. */
  const [known, setKnown] = useState<ReadonlyMap<string, Product | null>>(() => new Map())
  const asked = useRef(new Set<string>())
  const key = JSON.stringify(ids)

  useEffect(() => {
    const wanted = (JSON.parse(key) as string[]).filter((id) => !asked.current.has(id))
    if (wanted.length === 0) return
    for (const id of wanted) asked.current.add(id)
    void fetchWishlistProducts(wanted).then((found) =>
      setKnown((before) => {
        const next = new Map(before)
        for (const id of wanted) next.set(id, found.get(id) ?? null)
        return next
      }),
    )
  }, [key])

  const products = useMemo(() => new Map([...known].filter((pair): pair is [string, Product] => pair[1] !== null)), [known])
  return { products, pending: ids.some((id) => !known.has(id)) }
}
