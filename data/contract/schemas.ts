/**
 * The shop API contract: every entity the storefront reads, as zod schemas and TypeScript types, and every call
 * the storefront makes, with where its answer lives in the response body.
 *
 * This file and `calls.ts` beside it are the one adapter between Vitrine and a shop backend. A shop whose API
 * differs changes them alone: record shapes here, paths and envelopes there. The build, the pages, the stores and
 * the reference server only see what these two export.
 *
 * Record schemas use `.passthrough()` so that fields Vitrine does not know survive a round trip untouched;
 * validation fails only on what Vitrine actually relies on.
 */
import { z } from 'zod'
import { GENDERS, isPastDay, LOCATION_MAX, NAME_MAX, PROFILE_MESSAGES } from '../account/profile'
import { MAX_REVIEW_IMAGE_DATA_URL, REVIEW_IMAGE_COUNT_MESSAGE, REVIEW_IMAGE_SIZE_MESSAGE, REVIEW_IMAGE_TYPE_MESSAGE } from '../reviews/images'
import { DEFAULT_REVIEW_RATING, MAX_REVIEW_IMAGES } from '../reviews/rules'
import { fitsSlugBytes, SLUG_MAX_BYTES } from '../catalogue/paths'
import { BY_IDS_MAX, catalogueLists } from './calls'

// Paths and envelopes are the other half of the contract; they live beside it, free of zod, because the browser
// uses them too and must not download a validation library on every page. Re-exported so callers see one contract.
export { ContractError, livePaths, MAIN_MENU, SIMPLE_PRODUCT, unwrap } from './calls'

const id = z.string().min(1)
/**
 * An id a shopper's request names. Every text a request carries has a maximum length (checked by the schema, a 400
 * naming the field), so that no call can make the server store or work on a megabyte of text.
 */
const bodyId = z.string().min(1).max(64)
/** The message of a too-long field, for schemas whose own error text would otherwise hide which field it was. */
const atMost = (field: string, max: number) => `${field} must be at most ${max} characters.`
/** Dates arrive as ISO strings; anything `Date.parse` cannot read is refused. */
const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a date')
/** Money is sent by the API as rupees (a number, possibly fractional); the storefront converts to paise once. */
const rupees = z.number().finite().nonnegative()
const url = z.string()

// ─── Catalogue entities (spec 000 §3, spec 001 §3) ─────────────────────────────────────────────────────────────

export const AttributeSchema = z
  .object({
    attribute_name: z.string().min(1),
    attribute_value: z.string().min(1),
    attribute_image: url.optional().nullable(),
  })
  .passthrough()
export type Attribute = z.infer<typeof AttributeSchema>

export const VariantStatusSchema = z.enum(['Active', 'Inactive'])
export type VariantStatus = z.infer<typeof VariantStatusSchema>

export const ProductVariantSchema = z
  .object({
    _id: id,
    sku: z.string().optional().default(''),
    price: rupees,
    compare_price: rupees.optional().nullable(),
    image: url.optional().nullable(),
    gallery_image: z.array(url).optional().default([]),
    created_at: isoDate.optional(),
    variant_status: VariantStatusSchema,
    variant_stock_availability: z.number().int(),
    attributes: z.array(AttributeSchema).optional().default([]),
  })
  .passthrough()
export type ProductVariant = z.infer<typeof ProductVariantSchema>

export const CategoryRefSchema = z.object({ _id: id, category_name: z.string().min(1) }).passthrough()
export const SubCategoryRefSchema = z.object({ _id: id, sub_category_name: z.string().min(1) }).passthrough()
export type CategoryRef = z.infer<typeof CategoryRefSchema>
export type SubCategoryRef = z.infer<typeof SubCategoryRefSchema>

export const FIT_CHOICES = ['Runs Small', 'True to Size', 'Runs Large'] as const

export const ProductSchema = z
  .object({
    _id: id,
    product_name: z.string().min(1),
    description: z.string().optional().default(''),
    sort_description: z.string().optional().default(''),
    tagline: z.string().optional().default(''),
    /** 'Simple Product', or anything else for a product with variants. */
    product_type: z.string().min(1),
    price: rupees.optional().nullable(),
    compare_price: rupees.optional().nullable(),
    stock_availability: z.number().int().optional().nullable(),
    status: z.string().optional().nullable(),
    brand: z.string().optional().nullable(),
    image: url.optional().nullable(),
    main_image: url.optional().nullable(),
    size_chart_image: url.optional().nullable(),
    fit_product: z.string().optional().nullable(),
    /** Days a delivered piece can be returned, when the product has a period of its own (spec 001 §9); else the shop's. */
    return_period: z.number().int().min(0).max(365).optional().nullable(),
    created_at: isoDate.optional(),
    categories: z.array(CategoryRefSchema).optional().default([]),
    sub_categories: z.array(SubCategoryRefSchema).optional().default([]),
    product_variants: z.array(ProductVariantSchema).optional().default([]),
  })
  .passthrough()
export type Product = z.infer<typeof ProductSchema>

export const SubCategorySchema = z
  .object({ _id: id, sub_category_name: z.string().min(1), sub_category_image: url.optional().nullable() })
  .passthrough()
export const ProductCategorySchema = z
  .object({ _id: id, category_name: z.string().min(1), sub_categories: z.array(SubCategorySchema).optional().default([]) })
  .passthrough()
export type SubCategory = z.infer<typeof SubCategorySchema>
export type ProductCategory = z.infer<typeof ProductCategorySchema>

export const BANNER_TYPES = ['Hero Banner', 'Offer Banner', 'Runner Banner', 'Offer Category Discount Image'] as const
export const BannerSchema = z
  .object({
    _id: id,
    banner_type: z.string().min(1),
    status: z.string().optional().default('ACTIVE'),
    page_link: z.string().optional().nullable(),
    hero_banner: z
      .array(
        z
          .object({
            hero_banner_image: z.array(z.object({ image_url: url }).passthrough()).default([]),
            redirect_link: z.string().optional().nullable(),
            // An addition to the spec: the banner's words as text, laid out over the picture so they stay readable on
            // a phone (words drawn into a 1600×600 picture shrink to a few pixels there). Absent, the picture speaks.
            title: z.string().max(120).optional().nullable(),
            subtitle: z.string().max(200).optional().nullable(),
            button_text: z.string().max(40).optional().nullable(),
          })
          .passthrough(),
      )
      .optional()
      .default([]),
    offer_banner: z
      .array(z.object({ left_image: url.optional().nullable(), center_image: url.optional().nullable(), right_image: url.optional().nullable() }).passthrough())
      .optional()
      .default([]),
    runner_banner: z.array(z.object({ runner_banner_image: z.array(url).default([]) }).passthrough()).optional().default([]),
    offer_category_discount: z.array(z.object({ discount_coupon_image: url.optional().nullable() }).passthrough()).optional().default([]),
  })
  .passthrough()
export type Banner = z.infer<typeof BannerSchema>

export const CollectionSchema = z
  .object({ _id: id, collection_name: z.string().min(1), collection_image: url.optional().nullable(), page_link: z.string().optional().nullable() })
  .passthrough()
export type Collection = z.infer<typeof CollectionSchema>

export const RecentCollectionSchema = z
  .object({
    _id: id,
    recent_collection_name: z.string().min(1),
    recent_collection_image: url.optional().nullable(),
    recent_collection_link: z.string().optional().nullable(),
  })
  .passthrough()
export type RecentCollection = z.infer<typeof RecentCollectionSchema>

export const OfferCarouselItemSchema = z
  .object({ _id: id, name: z.string().min(1), image: url.optional().nullable(), page_link: z.string().optional().nullable() })
  .passthrough()
export type OfferCarouselItem = z.infer<typeof OfferCarouselItemSchema>

const MenuLeafSchema = z.object({ _id: id, label: z.string().min(1), link: z.string().optional().nullable() }).passthrough()
const MenuInnerItemSchema = MenuLeafSchema.extend({ sub_inner_items: z.array(MenuLeafSchema).optional().default([]) })
export const MenuItemSchema = MenuLeafSchema.extend({
  inner_items: z.array(MenuInnerItemSchema).optional().default([]),
  image: url.optional().nullable(),
  image_redirect_url: z.string().optional().nullable(),
})
export const MenuSchema = z.object({ _id: id, name: z.string().min(1), items: z.array(MenuItemSchema).default([]) }).passthrough()
export type MenuLeaf = z.infer<typeof MenuLeafSchema>
export type MenuInnerItem = z.infer<typeof MenuInnerItemSchema>
export type MenuItem = z.infer<typeof MenuItemSchema>
export type Menu = z.infer<typeof MenuSchema>

/** A reference to a product: the API may send the id or an object that carries it. */
const ProductRefSchema = z.union([id, z.object({ _id: id }).passthrough()]).transform((ref) => (typeof ref === 'string' ? ref : ref._id))
export const CompleteLookSchema = z
  .object({ _id: id, product: ProductRefSchema, complete_look_products: z.array(ProductRefSchema).default([]) })
  .passthrough()
export type CompleteLook = z.infer<typeof CompleteLookSchema>

export const BlogSchema = z
  .object({
    _id: id,
    blog_title: z.string().min(1),
    // The article is published as a folder of this name, and a folder's name may have 255 bytes (catalogue/paths.ts
    // SLUG_MAX_BYTES): a longer slug is skipped with its reason, not the whole build's failure (ENAMETOOLONG).
    slug: z
      .string()
      .min(1)
      .regex(/^[^/?#\s]+$/, 'slug must be one path segment')
      .refine(fitsSlugBytes, `slug must be at most ${SLUG_MAX_BYTES} bytes`),
    image: url.optional().nullable(),
    description: z.string().optional().default(''),
    meta_description: z.string().optional().default(''),
    tags: z.array(z.string()).optional().default([]),
    related_products: z.array(ProductRefSchema).optional().default([]),
    createdAt: isoDate,
  })
  .passthrough()
export type Blog = z.infer<typeof BlogSchema>

export const ReviewSchema = z
  .object({
    _id: id,
    product_id: z.object({ _id: id }).passthrough(),
    user_id: z.object({ _id: id, name: z.string().optional().default('') }).passthrough(),
    review: z.string().optional().default(''),
    rating: z.number().min(1).max(5),
    review_image: z.array(url).optional().default([]),
    is_approved: z.boolean(),
    createdAt: isoDate,
  })
  .passthrough()
export type Review = z.infer<typeof ReviewSchema>

export const ReviewSummarySchema = z.object({ average_rating: z.number().nullable().optional(), total_reviews: z.number().optional() }).passthrough()
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>

export const CouponSchema = z
  .object({
    _id: id,
    title: z.string().optional().default(''),
    code: z.string().optional().default(''),
    description: z.string().optional().default(''),
    method: z.string().optional().default('Discount Code'),
    discount_category: z.string().optional().default('Order Discount'),
    discount_type: z.string().optional().default('Percentage'),
    discount_value: z.number().nonnegative(),
    minimum_purchase_amount: z.number().nonnegative().optional().default(0),
    expiry_date: isoDate.optional().nullable(),
    discount_coupon_status: z.string().optional().default('Active'),
    eligibility: z.string().optional().default('All Customers'),
    specific_customers: z.array(z.string()).optional().default([]),
    auto_apply: z.boolean().optional().default(false),
  })
  .passthrough()
export type Coupon = z.infer<typeof CouponSchema>

// ─── Account entities (spec 001 §3) ────────────────────────────────────────────────────────────────────────────

export const UserSchema = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string().optional().nullable(),
    phone_number: z.string().optional().nullable(),
    user_role: z.string().optional().default('Customer'),
    // Profile Details (spec 001 §3 User); dob is a YYYY-MM-DD day.
    gender: z.string().optional().nullable(),
    dob: z.string().optional().nullable(),
    location: z.string().optional().nullable(),
    altMobile: z.string().optional().nullable(),
  })
  .passthrough()
export type User = z.infer<typeof UserSchema>

/** A bag line as spec 000 §3 'Cart item' has it; `selected` is a client-only flag. */
export const CartItemSchema = z
  .object({
    _id: id,
    quantity: z.number().int().positive(),
    variant_id: z.union([z.string(), z.boolean()]).optional().nullable(),
    price: rupees.optional().nullable(),
    compare_price: rupees.optional().nullable(),
    product: z
      .object({
        product_id: id,
        product_name: z.string(),
        /** ADDITION to spec 000 §3: the product's own return period in days, when it has one. */
        return_period: z.number().int().nonnegative().optional().nullable(),
        product_variant: z
          .object({
            price: rupees,
            compare_price: rupees.optional().nullable(),
            image: url.optional().nullable(),
            attributes: z.record(z.string(), z.string()).optional().default({}),
          })
          .passthrough(),
      })
      .passthrough(),
  })
  .passthrough()
export type CartItem = z.infer<typeof CartItemSchema> & { selected?: boolean }

// ─── Calls ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** The request bodies of the calls the storefront makes (spec 000 §7, spec 001 §7). */
export const SignupBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  email: z.string().trim().max(254).email('Please enter a valid email address.'),
  phone_number: z.string().regex(/^\d{10}$/, 'Phone number must be exactly 10 digits.'),
  password: z.string().min(8, 'Password must be at least 8 characters.').max(256),
  user_role: z.literal('Customer').optional().default('Customer'),
})
export type SignupBody = z.input<typeof SignupBodySchema>

/**
 * ADDITION to spec 001 §7 (whose profile Save "only shows an alert and calls no server"): PUT /api/users/{userId}
 * saves Profile Details, validated like signup. E-mail is not editable; unknown fields are ignored. An empty
 * optional field clears it. The browser's check (data/account/profile.ts) shares these messages.
 */
const optionalProfileText = (valid: (value: string) => boolean, message: string) =>
  z
    .preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string({ error: message }).nullable().optional())
    .refine((value) => !value || valid(value), message)
    .transform((value) => value || null)
export const ProfileUpdateBodySchema = z.object({
  name: z.string({ error: PROFILE_MESSAGES.nameRequired }).trim().min(1, PROFILE_MESSAGES.nameRequired).max(NAME_MAX, PROFILE_MESSAGES.nameTooLong),
  phone_number: z.string({ error: PROFILE_MESSAGES.phone }).trim().regex(/^\d{10}$/, PROFILE_MESSAGES.phone),
  gender: optionalProfileText((value) => (GENDERS as readonly string[]).includes(value), PROFILE_MESSAGES.gender),
  dob: optionalProfileText((value) => isPastDay(value, new Date()), PROFILE_MESSAGES.dob),
  location: optionalProfileText((value) => value.length <= LOCATION_MAX, PROFILE_MESSAGES.locationTooLong),
  altMobile: optionalProfileText((value) => /^\d{10}$/.test(value), PROFILE_MESSAGES.altMobile),
})
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBodySchema>

export const LoginBodySchema = z.object({
  login: z.string().trim().min(1, 'Email or phone is required').max(254),
  password: z.string().min(1, 'Password is required').max(256),
})
export type LoginBody = z.infer<typeof LoginBodySchema>

export const CartAddBodySchema = z.object({
  user_id: bodyId,
  product_id: bodyId,
  /** A simple product has no variants: the storefront sends `true` (spec 000 §5). */
  variant_id: z.union([bodyId, z.literal(true)]),
  quantity: z.number().int().min(1).max(5).default(1),
  size: z.string().max(20).optional(),
})
export type CartAddBody = z.input<typeof CartAddBodySchema>

// ─── Shopper calls beyond the bag (spec 000 §7, spec 001 §7) ──────────────────────────────────────────────────────

/** A number or a string of exactly `length` digits (forms may send either). */
const digits = (length: number, message: string) =>
  z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string({ error: message }).trim().regex(new RegExp(`^\\d{${length}}$`), message))
const optionalText = (max: number, label: string) => z.string().trim().max(max, atMost(label, max)).optional().nullable()
/** A required text field: its own message when missing or blank, another when too long (not "is required"). */
const requiredText = (max: number, label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, atMost(label, max))

export const ProductsByIdsBodySchema = z.object({ ids: z.array(bodyId).max(BY_IDS_MAX, `At most ${BY_IDS_MAX} ids at once`) })

export const PasswordResetRequestBodySchema = z.object({ email: z.string().trim().email('Please enter a valid email address.').max(254) })
export const ResetPasswordBodySchema = z.object({
  password: z.string({ error: 'Password is required' }).min(8, 'Password must be at least 8 characters.').max(256, atMost('Password', 256)),
})

export const NewsletterBodySchema = z.object({ email: z.string({ error: 'Please enter a valid email address.' }).trim().max(254, atMost('Email', 254)).email('Please enter a valid email address.') })

export const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const
export const DEFAULT_COUNTRY = 'India'
/** The address form's fields (spec 001 §3, §5). Other needs a custom type; country defaults to India. */
export const AddressFieldsObject = z.object({
  address_type: z.enum(ADDRESS_TYPES, { error: 'Address type must be Home, Office or Other' }).optional().default('Home'),
  custom_address_type: optionalText(40, 'Custom address type'),
  address_name: requiredText(100, 'Full name'),
  street: requiredText(200, 'Street'),
  address_2: optionalText(200, 'Address 2'),
  landmark: optionalText(100, 'Landmark'),
  city: requiredText(80, 'City'),
  state: requiredText(80, 'State'),
  pincode: digits(6, 'Pincode must be exactly 6 digits.'),
  country: z.string().trim().max(60, atMost('Country', 60)).optional().nullable().transform((c) => c || DEFAULT_COUNTRY),
  phone_number: digits(10, 'Phone number must be exactly 10 digits.'),
  alternative_phone_number: z
    .union([z.literal(''), z.null(), digits(10, 'Alternative phone number must be exactly 10 digits.')])
    .optional()
    .transform((p) => p || null),
})
const requireCustomType = (fields: { address_type: string; custom_address_type?: string | null | undefined }, ctx: z.RefinementCtx) => {
  if (fields.address_type === 'Other' && !fields.custom_address_type) {
    ctx.addIssue({ code: 'custom', path: ['custom_address_type'], message: 'Please enter a custom address type.' })
  }
}
export const AddressFieldsSchema = AddressFieldsObject.superRefine(requireCustomType)
export const AddressCreateBodySchema = AddressFieldsObject.extend({ user_id: bodyId }).superRefine(requireCustomType)
export type AddressFields = z.output<typeof AddressFieldsSchema>
export const AddressSchema = AddressFieldsObject.extend({ _id: id, user_id: id, createdAt: isoDate.optional() }).passthrough()
export type Address = z.infer<typeof AddressSchema>

export const WishlistAddBodySchema = z.object({
  user_id: z.string({ error: 'Please login to add items to your wishlist' }).min(1, 'Please login to add items to your wishlist').max(64, atMost('user_id', 64)),
  product_id: z.string({ error: 'Product ID and Variant ID are required' }).min(1, 'Product ID and Variant ID are required').max(64, atMost('product_id', 64)),
  variant_id: z.union([bodyId, z.literal(true)], {
    error: (issue) => (typeof issue.input === 'string' && issue.input.length > 64 ? atMost('variant_id', 64) : 'Product ID and Variant ID are required'),
  }),
})
export const WishlistEntrySchema = z
  .object({ _id: id, user_id: id, product_id: z.object({ _id: id }).passthrough(), variant_id: z.union([z.string(), z.boolean()]).nullable().optional(), createdAt: isoDate.optional() })
  .passthrough()
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>

export { MAX_REVIEW_IMAGES }
/**
 * A review picture as the storefront sends it: a data URL of a JPEG, PNG or WebP the browser scaled down. The API
 * decodes it, checks the bytes themselves (data/reviews/images.ts) and answers with the URL it stored it at.
 */
const ReviewImageRefSchema = z
  .string()
  .max(MAX_REVIEW_IMAGE_DATA_URL, REVIEW_IMAGE_SIZE_MESSAGE)
  .regex(/^data:image\/(png|jpe?g|webp);base64,/i, REVIEW_IMAGE_TYPE_MESSAGE)
export const ReviewBodySchema = z.object({
  product_id: bodyId,
  user_id: bodyId,
  review: z.string().max(5000, 'Review must be at most 5000 characters').optional().default(''),
  rating: z.number({ error: 'Rating must be a number from 1 to 5' }).int('Rating must be a whole number').min(1, 'Rating must be from 1 to 5').max(5, 'Rating must be from 1 to 5').default(DEFAULT_REVIEW_RATING),
  review_image: z.array(ReviewImageRefSchema).max(MAX_REVIEW_IMAGES, REVIEW_IMAGE_COUNT_MESSAGE).optional().default([]),
})
export type ReviewBody = z.input<typeof ReviewBodySchema>
export const ReviewSummaryDetailSchema = ReviewSummarySchema.extend({ distribution: z.record(z.string(), z.number()).optional() })

export const DISCOUNT_CATEGORIES = ['Product Discount', 'Order Discount', 'Shipping Discount', 'BuyXgetY'] as const
export const ApplyCouponBodySchema = z.object({
  user_id: bodyId,
  /** The coupon's discount_category with spaces removed (spec 000 §7), e.g. 'OrderDiscount'. */
  coupon_type: z.string().trim().max(40).optional(),
  coupon_id: z.string({ error: 'Please choose a coupon' }).min(1, 'Please choose a coupon').max(64, atMost('coupon_id', 64)),
  /** The bag lines the shopper selected; all of them when absent. */
  item_ids: z.array(bodyId).max(200).optional(),
})
/**
 * The coupon applied to the bag, as the server works it out now. ADDITION to spec 000 §7 (which leaves the apply
 * answer's shape unshown and has no way to read an applied coupon back): the apply answer's `data`, and `data.coupon`
 * of every bag answer (GET /api/cart/user/{userId}, POST /api/cart/add, PUT /api/cart/item/update/{itemId},
 * DELETE /api/cart/remove/{itemId}); null there when no coupon is applied.
 */
export const BagCouponSchema = z
  .object({
    coupon: CouponSchema,
    /** What it takes off the lines below, in rupees (0 when it no longer applies). */
    discountAmount: rupees,
    /** The bag lines the figure was worked out on: the ones selected when it was applied that are still in the bag. */
    item_ids: z.array(id),
    /** Present when the coupon no longer applies to those lines: the server's reason. */
    refusal: z.string().optional(),
  })
  .passthrough()
export type BagCoupon = z.infer<typeof BagCouponSchema>
export const ApplyCouponResponseSchema = z.object({ message: z.string(), data: BagCouponSchema })
/** Every bag answer: `data.items` (spec 000 §7) and, as an ADDITION, `data.coupon` (see BagCouponSchema). */
export const CartResponseSchema = z
  .object({ data: z.object({ items: z.array(CartItemSchema), coupon: BagCouponSchema.nullable() }).passthrough() })
  .passthrough()

export const PAYMENT_METHODS = ['COD', 'Online Payment'] as const
export const PAYMENT_GATEWAYS = ['Razorpay', 'PhonePe', 'ICICI'] as const
export const CheckoutBodySchema = z.object({
  user_id: bodyId,
  shipping_address_id: z.string({ error: 'Please select a shipping address.' }).min(1, 'Please select a shipping address.').max(64, atMost('shipping_address_id', 64)),
  /** Only when billing differs from shipping. */
  billing_address_id: z.string().max(64).optional().nullable(),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'Payment method must be COD or Online Payment' }),
  payment_gateway: z.string().trim().max(40).optional().nullable(),
  /** Check out only these bag lines (the selected ones); all lines when absent. */
  item_ids: z.array(bodyId).min(1).max(200).optional(),
  /**
   * A coupon for this order; null for none; absent: the one applied to the bag (bag checkouts only), else the best
   * automatic one.
   */
  coupon_id: bodyId.optional().nullable(),
  /**
   * Addition to spec 001 §7: BUY NOW checks out this one option, quantity 1, instead of bag lines. It is priced and
   * stock-checked like a bag line, and leaves the bag and the bag's coupon as they are.
   */
  buy_now: z
    .object({
      product_id: z.string({ error: 'Product ID and Variant ID are required' }).min(1, 'Product ID and Variant ID are required').max(64),
      /** A variant's id, or `true` for a simple product (spec 000 §5). */
      variant_id: z.union([bodyId, z.literal(true)], { error: 'Product ID and Variant ID are required' }),
    })
    .optional(),
  /**
   * Addition to spec 001 §7: the amount (paise) the shopper was shown on Pay, from the quote. When the order would
   * cost anything else (a price or a coupon changed meanwhile) checkout refuses with 409 and the new quote, so the
   * amount charged is never one the shopper did not see.
   */
  expected_amount: z.number({ error: 'expected_amount must be a whole number of paise' }).int('expected_amount must be a whole number of paise').nonnegative().optional(),
}).refine((body) => !(body.buy_now && body.item_ids), { message: 'Buy now checks out one product, not bag items.', path: ['item_ids'] })
export type CheckoutBody = z.input<typeof CheckoutBodySchema>

/**
 * ADDITION to spec 001 §7: `POST /api/orders/quote` prices what checkout would buy (the same body: the bag's selected
 * `item_ids`, or `buy_now`), with the coupon it would use, so the bag and checkout show the server's figure.
 */
export const QuoteBodySchema = z
  .object({
    user_id: bodyId,
    item_ids: z.array(bodyId).max(200).optional(),
    buy_now: z.object({ product_id: bodyId, variant_id: z.union([bodyId, z.literal(true)], { error: 'Product ID and Variant ID are required' }) }).optional(),
  })
  .refine((body) => !(body.buy_now && body.item_ids), { message: 'Buy now checks out one product, not bag items.', path: ['item_ids'] })
/** The quote's answer (`data`): every figure in rupees but `amount` (paise, what the gateway is asked for). */
export const OrderQuoteSchema = z
  .object({
    /** The bag lines priced (empty for BUY NOW). */
    item_ids: z.array(id),
    total_mrp: rupees,
    discount_on_mrp: rupees,
    subtotal: rupees,
    /** The coupon the order would use: the shopper's, or an automatic one (`automatic: true`). */
    coupon: CouponSchema.extend({ automatic: z.boolean(), discountAmount: rupees }).passthrough().nullable(),
    /** The shopper's applied coupon when it does not apply to these lines, and the server's reason. */
    coupon_refusal: z.object({ code: z.string(), reason: z.string() }).nullable(),
    shipping: rupees,
    total: rupees,
    amount: z.number().int().nonnegative(),
    currency: z.literal('INR'),
  })
  .passthrough()
export type OrderQuote = z.infer<typeof OrderQuoteSchema>
export const CheckoutResponseSchema = z
  .object({
    message: z.string(),
    order: z.object({ order_number: z.string(), _id: id }).passthrough(),
    /** In paise, as Razorpay expects. */
    amount: z.number().int().nonnegative(),
    currency: z.string(),
    /** The payment gateway's order id (Razorpay `order_...`), null for cash on delivery. */
    order_id: z.string().nullable(),
    redirectForm: z.object({ action: z.string(), method: z.string(), fields: z.record(z.string(), z.string()) }).nullable(),
    razorpay_key_id: z.string().optional(),
    /**
     * Addition to spec 001 §7: true when the API runs on Razorpay's built-in test keys, so the storefront pays through
     * the local test gateway (`livePaths.testGatewayRazorpay`) instead of loading Razorpay's script.
     */
    test_gateway: z.boolean().optional(),
  })
  .passthrough()
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>

/** Addition to spec 001 §7 (`GET /api/payment-gateways`): which online gateways the shop has switched on. */
export const PaymentGatewayStateSchema = z.object({ name: z.enum(PAYMENT_GATEWAYS), enabled: z.boolean() }).passthrough()
export type PaymentGatewayState = z.infer<typeof PaymentGatewayStateSchema>

export const RazorpayVerifyBodySchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
})
export const PhonePeInitiateBodySchema = z.object({ order_id: bodyId })

const OrderAddressSchema = z.object({ address_name: z.string(), street: z.string(), city: z.string(), state: z.string(), phone_number: z.string() }).passthrough()
export const OrderItemSchema = z
  .object({
    _id: id,
    variant_id: z
      .object({ _id: id, image: url.nullable().optional(), sku: z.string(), price: rupees, compare_price: rupees.nullable().optional(), attributes: z.array(AttributeSchema.extend({ _id: id })) })
      .passthrough(),
    product_id: z.object({ _id: id, product_name: z.string(), product_type: z.string() }).passthrough(),
    quantity: z.number().int().positive(),
    total_item_price: rupees,
  })
  .passthrough()
/**
 * A refund of an order (ADDITION to spec 001 §3, whose orders have none): "Refund initiated" when asked for,
 * "Refunded" once the gateway processed it. `reason`: cancelled, returned, late_payment (paid after the payment window
 * closed) or duplicate_payment.
 */
export const OrderRefundSchema = z.object({
  _id: z.string(),
  amount: rupees,
  reason: z.string(),
  status: z.enum(['Refund initiated', 'Refunded', 'Refund failed']),
  requested_at: isoDate,
  processed_at: isoDate.nullable(),
})
export type OrderRefund = z.infer<typeof OrderRefundSchema>
export const OrderSchema = z
  .object({
    _id: id,
    order_number: z.string(),
    createdAt: isoDate,
    order_status: z.string(),
    payment_status: z.string(),
    payment_method: z.enum(PAYMENT_METHODS),
    total_order_price: rupees,
    user_id: z.object({ _id: id, name: z.string(), email: z.string().nullable().optional(), phone_number: z.string().nullable().optional() }).passthrough(),
    shipping_address: OrderAddressSchema,
    billing_address: OrderAddressSchema.nullable().optional(),
    orderItem: z.array(OrderItemSchema),
    shiprocket_order_id: z.number().nullable().optional(),
    /** Additions: the order's refunds, and why its last payment attempt failed (while it still awaits payment). */
    refunds: z.array(OrderRefundSchema).optional(),
    payment_failure: z.string().nullable().optional(),
  })
  .passthrough()
export type Order = z.infer<typeof OrderSchema>
export type OrderItem = z.infer<typeof OrderItemSchema>

/** The shipping partner's record (spec 001 §3). `status` uses the label table, `status_code` the tracker's numbering. */
export const ShiprocketOrderSchema = z
  .object({
    id: z.number().int(),
    channel_order_id: z.string(),
    status: z.number().int(),
    status_label: z.string(),
    status_code: z.number().int(),
    out_for_delivery_date: isoDate.nullable(),
    delivered_date: isoDate.nullable(),
    shipments: z.array(z.object({ awb: z.string().nullable() }).passthrough()),
  })
  .passthrough()
export type ShiprocketOrder = z.infer<typeof ShiprocketOrderSchema>

/** The catalogue reads the build makes (calls.ts `catalogueLists`), each with the schema of one record. */
export const catalogueCalls = {
  banners: { ...catalogueLists.banners, record: BannerSchema },
  menus: { ...catalogueLists.menus, record: MenuSchema },
  collections: { ...catalogueLists.collections, record: CollectionSchema },
  offerCarousel: { ...catalogueLists.offerCarousel, record: OfferCarouselItemSchema },
  recentCollections: { ...catalogueLists.recentCollections, record: RecentCollectionSchema },
  categories: { ...catalogueLists.categories, record: ProductCategorySchema },
  products: { ...catalogueLists.products, record: ProductSchema },
  completeLooks: { ...catalogueLists.completeLooks, record: CompleteLookSchema },
  blogs: { ...catalogueLists.blogs, record: BlogSchema },
} as const
export type CatalogueCall = keyof typeof catalogueCalls
