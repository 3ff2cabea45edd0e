/** Coupons, and the one a shopper has applied to their bag. */
import type { Coupon } from '../../data/contract/schemas'
import { isForCustomer, type CouponRule } from '../orders/pricing'
import type { ShopDatabase } from './database'
import { toRupees } from './products'

interface CouponRow {
  id: string
  title: string
  code: string
  description: string
  method: string
  discount_category: string
  discount_type: string
  discount_value: number
  minimum_purchase_paise: number
  buy_quantity: number | null
  get_quantity: number | null
  expiry_date: string | null
  status: string
  eligibility: string
  specific_customers_json: string
  auto_apply: number
}

function toRule(row: CouponRow): CouponRule {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    method: row.method,
    category: row.discount_category,
    type: row.discount_type,
    value: row.discount_value,
    minimumPaise: row.minimum_purchase_paise,
    buyQuantity: row.buy_quantity,
    getQuantity: row.get_quantity,
    expiry: row.expiry_date,
    status: row.status,
    eligibility: row.eligibility,
    specificCustomers: JSON.parse(row.specific_customers_json) as string[],
    autoApply: row.auto_apply === 1,
  }
}

/**
 * The coupon as the storefront reads it. `specific_customers` only ever names the viewer: the list of who else a
 * coupon was made for is nobody else's business.
 */
export function toCoupon(rule: CouponRule, viewerId: string | null): Coupon {
  return {
    _id: rule.id,
    title: rule.title,
    code: rule.code,
    description: rule.description,
    method: rule.method,
    discount_category: rule.category,
    discount_type: rule.type,
    discount_value: rule.type === 'Percentage' ? rule.value : toRupees(rule.value),
    minimum_purchase_amount: toRupees(rule.minimumPaise),
    expiry_date: rule.expiry,
    discount_coupon_status: rule.status,
    eligibility: rule.eligibility,
    specific_customers: viewerId && rule.specificCustomers.includes(viewerId) ? [viewerId] : [],
    auto_apply: rule.autoApply,
    ...(rule.category === 'BuyXgetY' ? { buy_quantity: rule.buyQuantity, get_quantity: rule.getQuantity } : {}),
  }
}

export function createCouponQueries(db: ShopDatabase, clock: () => Date) {
  const all = db.prepare<[], CouponRow>('SELECT * FROM coupons ORDER BY position')
  const one = db.prepare<[string], CouponRow>('SELECT * FROM coupons WHERE id = ?')
  const insert = db.prepare(`INSERT INTO coupons (id, position, title, code, description, method, discount_category, discount_type, discount_value,
    minimum_purchase_paise, buy_quantity, get_quantity, expiry_date, status, eligibility, specific_customers_json, auto_apply)
    VALUES (?, (SELECT coalesce(max(position), -1) + 1 FROM coupons), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const applied = db.prepare<[string], { coupon_id: string; item_ids_json: string | null }>('SELECT coupon_id, item_ids_json FROM cart_coupons WHERE user_id = ?')
  const apply = db.prepare<[string, string, string, string | null]>(
    'INSERT OR REPLACE INTO cart_coupons (user_id, coupon_id, applied_at, item_ids_json) VALUES (?, ?, ?, ?)',
  )
  const clearApplied = db.prepare<[string]>('DELETE FROM cart_coupons WHERE user_id = ?')

  return {
    rules: (): CouponRule[] => all.all().map(toRule),
    rule: (id: string): CouponRule | null => {
      const row = one.get(id)
      return row ? toRule(row) : null
    },
    /** Every coupon the viewer may know of: those for all customers, and those made for them. */
    listFor(viewerId: string | null): Coupon[] {
      return all
        .all()
        .map(toRule)
        .filter((rule) => isForCustomer(rule, viewerId))
        .map((rule) => toCoupon(rule, viewerId))
    },
    insert(coupon: CouponRule): void {
      insert.run(coupon.id, coupon.title, coupon.code, coupon.description, coupon.method, coupon.category, coupon.type, coupon.value, coupon.minimumPaise,
        coupon.buyQuantity, coupon.getQuantity, coupon.expiry, coupon.status, coupon.eligibility, JSON.stringify(coupon.specificCustomers), coupon.autoApply ? 1 : 0)
    },
    appliedTo: (userId: string): string | null => applied.get(userId)?.coupon_id ?? null,
    /** The applied coupon and the bag lines it was applied to (null: the whole bag). */
    appliedWithLines(userId: string): { couponId: string; itemIds: string[] | null } | null {
      const row = applied.get(userId)
      return row ? { couponId: row.coupon_id, itemIds: row.item_ids_json === null ? null : (JSON.parse(row.item_ids_json) as string[]) } : null
    },
    applyTo: (userId: string, couponId: string, itemIds: readonly string[] | null = null) =>
      void apply.run(userId, couponId, clock().toISOString(), itemIds === null ? null : JSON.stringify(itemIds)),
    clearFor: (userId: string) => void clearApplied.run(userId),
  }
}
export type CouponQueries = ReturnType<typeof createCouponQueries>
