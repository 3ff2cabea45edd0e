/**
 * Taking and returning stock. Taking is one conditional UPDATE ("only if at least this many are on hand and the
 * option is on sale"), so two buyers of the last unit cannot both succeed, whichever process or connection they
 * come through; the CHECK (stock >= 0) constraints are the last line of defence.
 */
import type { ShopDatabase } from './database'

export function createStockQueries(db: ShopDatabase) {
  const takeVariant = db.prepare<[number, string, string, number]>(
    "UPDATE product_variants SET stock = stock - ? WHERE id = ? AND product_id = ? AND status = 'Active' AND stock >= ?",
  )
  const takeSimple = db.prepare<[number, string, number]>("UPDATE products SET stock = stock - ? WHERE id = ? AND status = 'Active' AND stock >= ?")
  const returnVariant = db.prepare<[number, string]>('UPDATE product_variants SET stock = stock + ? WHERE id = ?')
  const returnSimple = db.prepare<[number, string]>('UPDATE products SET stock = stock + ? WHERE id = ? AND stock IS NOT NULL')

  return {
    /** True when the units were taken; false (and nothing changed) when not enough were on hand. */
    take(productId: string, variantId: string | null, quantity: number): boolean {
      const result = variantId ? takeVariant.run(quantity, variantId, productId, quantity) : takeSimple.run(quantity, productId, quantity)
      return result.changes === 1
    },
    putBack(productId: string, variantId: string | null, quantity: number): void {
      if (variantId) returnVariant.run(quantity, variantId)
      else returnSimple.run(quantity, productId)
    },
  }
}
export type StockQueries = ReturnType<typeof createStockQueries>
