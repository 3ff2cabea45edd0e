/**
 * The product page's static HTML carries build-time prices and stock; on hydration it refreshes them from
 * GET /api/products/{id}. Only price, compare price, status and stock are taken from the live record: names,
 * images and HTML stay as built (and sanitised). A variant the API no longer lists can no longer be bought.
 */
import { ProductSchema, type Product } from '../contract'

export function mergeLiveProduct(built: Product, liveBody: unknown): Product {
  const parsed = ProductSchema.safeParse(liveBody)
  if (!parsed.success || parsed.data._id !== built._id) return built
  const live = parsed.data
  const liveVariants = new Map(live.product_variants.map((v) => [v._id, v]))
  return {
    ...built,
    price: live.price ?? built.price,
    compare_price: live.compare_price ?? null,
    stock_availability: live.stock_availability ?? 0,
    status: live.status ?? built.status,
    product_variants: built.product_variants.map((v) => {
      const fresh = liveVariants.get(v._id)
      if (!fresh) return { ...v, variant_status: 'Inactive', variant_stock_availability: 0 }
      return {
        ...v,
        price: fresh.price,
        compare_price: fresh.compare_price ?? null,
        variant_status: fresh.variant_status,
        variant_stock_availability: fresh.variant_stock_availability,
      }
    }),
  }
}
