/**
 * The products behind wishlist entries, fetched with POST /api/products/by-ids: one call for the whole list (the
 * spec's GET per entry would be N requests), and later one call for entries added while the screen is open.
 * Each screen visit fetches afresh, so stock and prices are current. A product the answer lacks, or a failed call,
 * drops its entries silently (spec 001 §8: logged only).
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { toProduct } from '../../../data/catalogue/liveProduct'
import { livePaths, unwrap } from '../../../data/contract/calls'
import { api } from '../../../data/contract/client'
import type { Product } from '../../../data/contract/schemas'

/** The reference API's limit per by-ids call; a longer list is asked for in as many calls. */
const IDS_PER_CALL = 500

async function fetchProducts(ids: readonly string[]): Promise<Map<string, Product>> {
  const found = new Map<string, Product>()
  const batches: string[][] = []
  for (let i = 0; i < ids.length; i += IDS_PER_CALL) batches.push(ids.slice(i, i + IDS_PER_CALL))
  await Promise.all(
    batches.map(async (batch) => {
      try {
        for (const raw of unwrap.products(await api.post(livePaths.productsByIds, { ids: batch }))) {
          const product = toProduct(raw)
          if (product) found.set(product._id, product)
        }
      } catch (error) {
        console.warn('Wishlist products failed to load', error)
      }
    }),
  )
  return found
}

export function useWishlistProducts(ids: readonly string[]): { products: ReadonlyMap<string, Product>; pending: boolean } {
  /** Every id asked about so far: its product, or null when the API had none. */
  const [known, setKnown] = useState<ReadonlyMap<string, Product | null>>(() => new Map())
  const asked = useRef(new Set<string>())
  const key = JSON.stringify(ids)

  useEffect(() => {
    const wanted = (JSON.parse(key) as string[]).filter((id) => !asked.current.has(id))
    if (wanted.length === 0) return
    for (const id of wanted) asked.current.add(id)
    void fetchProducts(wanted).then((found) =>
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
