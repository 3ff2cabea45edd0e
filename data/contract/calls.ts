/**
 * The calls half of the API contract (see schemas.ts for the record shapes): every path the storefront calls and
 * where each answer lives in the response body. It imports no validation library, because the browser needs it on
 * every page; the browser checks live answers structurally here, while the build and the reference server validate
 * records fully with the zod schemas of schemas.ts.
 */
import type { BagCoupon, CartItem, Coupon, User, WishlistEntry } from './schemas'

/** The product_type of a product without variants; anything else has variants (spec 000 §3). */
export const SIMPLE_PRODUCT = 'Simple Product'
/** The menu the header shows (spec 001 §7: "the item named Main Menu"). */
export const MAIN_MENU = 'Main Menu'

/**
 * Where each call's answer lives. A backend that wraps differently changes these functions only.
 * Spec: `data`/`data.data` → `{ data }`; named fields (`user`, `message`, `products`…) → that field.
 */
export const unwrap = {
  /** `{ data: [...] }`; collections also accept a bare array (spec 000 §7: "array or data.data array"). */
  list(body: unknown): unknown[] {
    if (Array.isArray(body)) return body
    const data = (body as { data?: unknown } | null)?.data
    if (Array.isArray(data)) return data
    throw new ContractError('expected { data: [...] }')
  },
  one(body: unknown): unknown {
    const data = (body as { data?: unknown } | null)?.data
    if (data === undefined || data === null) throw new ContractError('expected { data: {...} }')
    return data
  },
  user(body: unknown): unknown {
    const user = (body as { user?: unknown } | null)?.user
    if (!user) throw new ContractError('expected { user }')
    return user
  },
  message(body: unknown): string | undefined {
    const message = (body as { message?: unknown } | null)?.message
    return typeof message === 'string' ? message : undefined
  },
  /** POST /api/products/by-ids: `{ products: [...] }` (spec 001 §7). */
  products(body: unknown): unknown[] {
    const products = (body as { products?: unknown } | null)?.products
    if (!Array.isArray(products)) throw new ContractError('expected { products: [...] }')
    return products
  },
  cartItems(body: unknown): unknown[] {
    const items = (body as { data?: { items?: unknown } } | null)?.data?.items
    if (!Array.isArray(items)) throw new ContractError('expected { data: { items: [...] } }')
    return items
  },
  /**
   * The coupon applied to the bag: `data.coupon` of a bag answer, an ADDITION to spec 000 §7 (see BagCouponSchema
   * in schemas.ts): null for none; undefined when the answer has no such field (a backend without the addition).
   */
  cartCoupon(body: unknown): unknown {
    const data = (body as { data?: unknown } | null)?.data
    return typeof data === 'object' && data !== null && 'coupon' in data ? (data as { coupon: unknown }).coupon : undefined
  },
}

export class ContractError extends Error {
  override name = 'ContractError'
}

/**
 * The catalogue reads the build makes (spec 000), each with its path: `required` lists fail the build when they
 * cannot be read, the others degrade to an empty list. schemas.ts adds each record's schema (catalogueCalls); the
 * paths are here, without zod, so that the build can send its requests before it loads the validation.
 */
export const catalogueLists = {
  banners: { path: '/api/banners', required: false },
  menus: { path: '/api/menus', required: false },
  collections: { path: '/api/collections', required: false },
  offerCarousel: { path: '/api/offer-carousel', required: false },
  recentCollections: { path: '/api/recent-collections', required: false },
  categories: { path: '/api/product-categories', required: true },
  products: { path: '/api/products', required: true },
  completeLooks: { path: '/api/complete-looks', required: false },
  blogs: { path: '/api/blogs/', required: false },
} as const

/** The most ids one POST /api/products/by-ids takes (the reference API refuses more). */
export const BY_IDS_MAX = 500

/** Ids in batches of one by-ids call each: a longer list is asked for in as many calls. */
export function byIdsBatches(ids: readonly string[]): string[][] {
  const batches: string[][] = []
  for (let i = 0; i < ids.length; i += BY_IDS_MAX) batches.push(ids.slice(i, i + BY_IDS_MAX))
  return batches
}

/** The live calls the storefront makes from the browser (paths only; bodies are the schemas above). */
export const livePaths = {
  product: (productId: string) => `/api/products/${encodeURIComponent(productId)}`,
  productsByCategory: (categoryId: string) => `/api/products?categoryId=${encodeURIComponent(categoryId)}`,
  signup: '/api/users/signup',
  login: '/api/users/login',
  logout: '/api/users/logout',
  me: '/api/users/me',
  /** ADDITION to spec 001 §7: PUT saves Profile Details (ProfileUpdateBodySchema); answers { message, user }. */
  profile: (userId: string) => `/api/users/${encodeURIComponent(userId)}`,
  cartAdd: '/api/cart/add',
  cart: (userId: string) => `/api/cart/user/${encodeURIComponent(userId)}`,
  cartItem: (itemId: string) => `/api/cart/item/update/${encodeURIComponent(itemId)}`,
  cartRemove: (itemId: string) => `/api/cart/remove/${encodeURIComponent(itemId)}`,
  productsByIds: '/api/products/by-ids',
  requestPasswordReset: '/api/users/request-password-reset',
  resetPassword: (token: string) => `/api/users/reset-password/${encodeURIComponent(token)}`,
  shippingAddresses: (userId: string) => `/api/shipping-address/${encodeURIComponent(userId)}`,
  shippingAddressAdd: '/api/shipping-address',
  shippingAddress: (userId: string, addressId: string) => `/api/shipping-address/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`,
  billingAddresses: (userId: string) => `/api/billing-address/${encodeURIComponent(userId)}`,
  billingAddressAdd: '/api/billing-address',
  billingAddress: (userId: string, addressId: string) => `/api/billing-address/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`,
  coupons: '/api/coupons/all',
  applyCoupon: '/api/apply-coupon',
  wishlistAdd: '/api/wishlist',
  wishlist: (userId: string) => `/api/wishlist/${encodeURIComponent(userId)}`,
  wishlistRemove: (entryId: string) => `/api/wishlist/${encodeURIComponent(entryId)}`,
  reviews: '/api/reviews',
  /**
   * One product's reviews: an addition to spec 000 §7, whose storefront reads the whole list. The storefront still
   * filters the answer by product_id._id and is_approved, so a backend that ignores the query works as the spec's.
   */
  productReviews: (productId: string) => `/api/reviews?productId=${encodeURIComponent(productId)}`,
  reviewSummary: (productId: string) => `/api/reviews/product/${encodeURIComponent(productId)}`,
  checkout: '/api/orders/checkout',
  /**
   * ADDITION to spec 001 §7: POST { user_id, item_ids | buy_now } prices what checkout would buy, coupon included
   * (`{ data }`, see OrderQuoteSchema); the bag and checkout show it, and checkout sends its amount back as
   * `expected_amount` (another addition), answered 409 with the new `quote` when the price moved meanwhile.
   */
  quote: '/api/orders/quote',
  razorpayVerify: '/api/orders/razorpay-payment-verify',
  phonepeInitiate: '/api/orders/phonepe-initiate',
  userOrders: (userId: string) => `/api/orders/user/${encodeURIComponent(userId)}`,
  order: (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`,
  shipments: '/api/shiprocket/orders',
  shipment: (id: string | number) => `/api/shiprocket/order/${encodeURIComponent(String(id))}`,
  shipmentCancel: (id: string | number) => `/api/shiprocket/order/cancel/${encodeURIComponent(String(id))}`,
  shipmentReturn: (id: string | number) => `/api/shiprocket/order/return/${encodeURIComponent(String(id))}`,
  newsletter: '/api/newsletter',
  /** Addition to spec 001 §7: which online gateways are switched on (`{ data: [{ name, enabled }] }`). */
  paymentGateways: '/api/payment-gateways',
  /** The local Razorpay stand-in (test keys only): what the payment popup shows, and paying. */
  testGatewayRazorpay: (gatewayOrderId: string) => `/api/test-gateway/razorpay/${encodeURIComponent(gatewayOrderId)}`,
  testGatewayRazorpayPay: (gatewayOrderId: string) => `/api/test-gateway/razorpay/${encodeURIComponent(gatewayOrderId)}/pay`,
} as const

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
export const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/** A signed-in user as the browser keeps it: an id and a name at least. */
export function toUser(value: unknown): User | null {
  if (!isObject(value) || !isText(value._id) || typeof value.name !== 'string') return null
  return value as User
}

/** A bag line the storefront can show, or null for a malformed one (dropped rather than breaking the bag). */
export function toCartItem(value: unknown): CartItem | null {
  if (!isObject(value) || !isText(value._id) || !Number.isInteger(value.quantity) || (value.quantity as number) < 1) return null
  const product = value.product
  if (!isObject(product) || !isText(product.product_id) || typeof product.product_name !== 'string') return null
  const variant = product.product_variant
  if (!isObject(variant) || typeof variant.price !== 'number') return null
  const attributes = isObject(variant.attributes) ? variant.attributes : {}
  return { ...value, product: { ...product, product_variant: { ...variant, attributes } } } as CartItem
}

/**
 * The bag's applied coupon (see unwrap.cartCoupon), or null when there is none or it is malformed. Only its id is
 * checked: the bag shows the coupon's code, the server keeps the rest.
 */
export function toBagCoupon(value: unknown): BagCoupon | null {
  if (!isObject(value) || !isObject(value.coupon) || !isText(value.coupon._id) || !Array.isArray(value.item_ids)) return null
  const discountAmount = typeof value.discountAmount === 'number' && value.discountAmount > 0 ? value.discountAmount : 0
  return {
    coupon: { ...value.coupon, code: typeof value.coupon.code === 'string' ? value.coupon.code : '' } as Coupon,
    discountAmount,
    item_ids: value.item_ids.filter(isText),
    ...(isText(value.refusal) ? { refusal: value.refusal } : {}),
  }
}

/** A wishlist entry the storefront can use: its id and its product's id (spec 001 §3). */
export function toWishlistEntry(value: unknown): WishlistEntry | null {
  if (!isObject(value) || !isText(value._id)) return null
  const product = value.product_id
  const productId = isText(product) ? product : isObject(product) && isText(product._id) ? product._id : null
  if (!productId) return null
  return { ...value, product_id: { ...(isObject(product) ? product : {}), _id: productId } } as WishlistEntry
}

