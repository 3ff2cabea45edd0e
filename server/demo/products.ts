/**
 * Demo products. Every product is drawn from one seeded stream in order, so the same seed and size give the same
 * catalogue byte for byte. About 5% are deliberately unbuyable (every option sold out or Inactive) so that the
 * storefront's visibility rules have something to hide, and visible products carry some sold-out and Inactive
 * variants so that the product page's OUT flags and disabled buttons have something to show.
 */
import { FIT_CHOICES, SIMPLE_PRODUCT, type Product, type ProductCategory, type ProductVariant } from '../../data/contract/schemas'
import { mediaPaths } from '../media/paths'
import { demoClipOf } from './clips'
import { COLOURS, type ShopColour } from './colours'
import { KINDS, type ArtKind } from './kinds'
import { NAMING, TAGLINES } from './names'
import type { Random } from './random'
import { CATEGORY_PLANS, SALE_SHELF } from './taxonomy'

const DAY_SECONDS = 86_400
/** Products were added over the 60 days before the catalogue's epoch. */
const CATALOGUE_AGE_DAYS = 60
const SALE_SHARE = 0.12
const UNBUYABLE_SHARE = 0.05

interface Shelf {
  kind: ArtKind
  weight: number
  category: ProductCategory
  subcategory: ProductCategory['sub_categories'][number]
}

export interface ProductGenerationInput {
  count: number
  epoch: Date
  random: Random
  newId: (createdAt: Date) => string
  categories: ProductCategory[]
}

export function generateProducts({ count, epoch, random, newId, categories }: ProductGenerationInput): Product[] {
  const shelves = shelvesOf(categories)
  const sale = categories.find((category) => category.category_name === 'Sale')
  const weights = shelves.map((shelf) => shelf.weight)
  const products: Product[] = []
  for (let index = 0; index < count; index++) {
    const shelf = random.weighted(shelves, weights)
    products.push(generateProduct(index, shelf, sale, { epoch, random, newId }))
  }
  return products
}

function shelvesOf(categories: ProductCategory[]): Shelf[] {
  const shelves: Shelf[] = []
  for (const plan of CATEGORY_PLANS) {
    const category = categories.find((c) => c.category_name === plan.name)
    for (const sub of plan.subcategories) {
      const subcategory = category?.sub_categories.find((s) => s.sub_category_name === sub.name)
      if (category && subcategory && sub.kind && sub.weight > 0) shelves.push({ kind: sub.kind, weight: sub.weight, category, subcategory })
    }
  }
  return shelves
}

type Context = Pick<ProductGenerationInput, 'epoch' | 'random' | 'newId'>

function generateProduct(index: number, shelf: Shelf, sale: ProductCategory | undefined, { epoch, random, newId }: Context): Product {
  const spec = KINDS[shelf.kind]
  const naming = NAMING[shelf.kind]
  const createdAt = new Date(epoch.getTime() - random.int(0, CATALOGUE_AGE_DAYS * DAY_SECONDS) * 1000)
  const _id = newId(createdAt)
  const style = random.pick(naming.styles)
  const material = random.pick(naming.materials)
  const noun = random.pick(naming.nouns)
  const onSale = Boolean(sale) && random.chance(SALE_SHARE)
  const price = priceIn(random, spec.price)
  const compare_price = comparePriceFor(random, price, onSale)
  const unbuyable = random.chance(UNBUYABLE_SHARE)
  const saleShelf = onSale ? sale?.sub_categories.find((s) => s.sub_category_name === SALE_SHELF[shelf.kind]) : undefined

  const product_name = `${style} ${material} ${noun}`
  const base = {
    _id,
    product_name,
    description: descriptionHtml(shelf.kind, product_name, naming.fabric, naming.care),
    sort_description: `${material} ${noun.toLowerCase()} with ${style.toLowerCase()} detailing.`,
    tagline: onSale ? 'Sale: limited stock at this price' : random.pick(TAGLINES),
    brand: random.pick(naming.brands),
    created_at: createdAt.toISOString(),
    categories: [shelf.category, ...(onSale && sale ? [sale] : [])].map((c) => ({ _id: c._id, category_name: c.category_name })),
    sub_categories: [shelf.subcategory, ...(saleShelf ? [saleShelf] : [])].map((s) => ({ _id: s._id, sub_category_name: s.sub_category_name })),
    ...(spec.sizeChart ? { size_chart_image: mediaPaths.sizeChart(spec.sizeChart) } : {}),
    ...(spec.apparel ? { fit_product: random.weighted(FIT_CHOICES, [1, 6, 1]) } : {}),
    // Occasion wear gets a longer period of its own (no random draw: the rest of the catalogue stays as it was).
    ...(spec.returnDays ? { return_period: spec.returnDays } : {}),
  }

  if (spec.simple) {
    const colour = COLOURS[random.pick(spec.colours)]
    const hidden = unbuyable ? random.pick(['sold-out', 'inactive'] as const) : null
    return {
      ...base,
      product_type: SIMPLE_PRODUCT,
      price,
      compare_price,
      stock_availability: hidden === 'sold-out' ? 0 : random.int(3, 60),
      status: hidden === 'inactive' ? 'Inactive' : 'Active',
      main_image: mediaPaths.product(shelf.kind, colour, 'front'),
      image: mediaPaths.product(shelf.kind, colour, 'detail'),
      product_variants: [],
    }
  }

  const colourCount = spec.sizes ? random.int(1, 3) : random.int(2, 4)
  const colours = random.sample(spec.colours, colourCount).map((key) => COLOURS[key])
  const variants = colours.flatMap((colour) => {
    // One photo set per colour: every size of a colour shows the same pictures.
    const gallery = [mediaPaths.product(shelf.kind, colour, 'front'), mediaPaths.product(shelf.kind, colour, 'detail')]
    if (random.chance(0.7)) gallery.push(mediaPaths.product(shelf.kind, colour, 'alt'))
    const clip = demoClipOf(shelf.kind, colour)
    if (clip) gallery.push(mediaPaths.clip(clip))
    return (spec.sizes ?? [null]).map((size) => generateVariant({ index, kind: shelf.kind, colour, gallery, size, price, compare_price, createdAt, random, newId }))
  })
  if (unbuyable) {
    const how = random.pick(['sold-out', 'inactive'] as const)
    for (const variant of variants) {
      if (how === 'sold-out') variant.variant_stock_availability = 0
      else variant.variant_status = 'Inactive'
    }
  } else if (!variants.some((v) => v.variant_status === 'Active' && v.variant_stock_availability > 0)) {
    const first = variants[0]
    if (first) Object.assign(first, { variant_status: 'Active', variant_stock_availability: random.int(1, 20) })
  }
  const firstImage = variants[0]?.image ?? null
  return { ...base, product_type: 'Variant Product', status: 'Active', main_image: firstImage, image: firstImage, product_variants: variants }
}

interface VariantInput {
  index: number
  kind: ArtKind
  colour: ShopColour
  gallery: string[]
  size: string | null
  price: number
  compare_price: number
  createdAt: Date
  random: Random
  newId: (createdAt: Date) => string
}

function generateVariant({ index, kind, colour, gallery, size, price, compare_price, createdAt, random, newId }: VariantInput): ProductVariant {
  const variantCreated = new Date(createdAt.getTime() + random.int(0, 3600) * 1000)
  const sizeCode = size ? `-${size.replace(/[^A-Za-z0-9]+/g, '').toUpperCase()}` : ''
  return {
    _id: newId(variantCreated),
    sku: `VT-${kind.replace('-', '').slice(0, 3).toUpperCase()}-${String(index + 1).padStart(5, '0')}-${colour.slug.replace('-', '').slice(0, 3).toUpperCase()}${sizeCode}`,
    price,
    compare_price,
    image: gallery[0] ?? null,
    gallery_image: [...gallery],
    created_at: variantCreated.toISOString(),
    variant_status: random.chance(0.04) ? 'Inactive' : 'Active',
    variant_stock_availability: random.chance(0.1) ? 0 : random.int(1, 40),
    attributes: [
      { attribute_name: 'Color', attribute_value: colour.name, attribute_image: mediaPaths.swatch(colour) },
      ...(size ? [{ attribute_name: 'Size', attribute_value: size }] : []),
    ],
  }
}

/** Shop prices end in 99: ₹1,299 rather than ₹1,263. */
function priceIn(random: Random, [low, high]: readonly [number, number]): number {
  return random.int(Math.ceil((low + 1) / 100), Math.floor((high + 1) / 100)) * 100 - 1
}

/** MRP 10–60% above the price (sale items at the top of that range), or equal to it for full-price lines. */
function comparePriceFor(random: Random, price: number, onSale: boolean): number {
  if (!onSale && random.chance(0.3)) return price
  const markup = onSale ? 0.4 + random.next() * 0.2 : 0.1 + random.next() * 0.35
  return Math.ceil((price * (1 + markup) + 1) / 100) * 100 - 1
}

const INTROS: Record<'apparel' | 'home' | 'beauty' | 'accessory', (name: string) => string> = {
  apparel: (name) => `The ${name}, cut in small batches and finished by hand. Easy to style for festive days and everyday wear alike.`,
  home: (name) => `The ${name} brings colour and craft to everyday rooms, made with artisans who have practised it for generations.`,
  beauty: (name) => `The ${name}, formulated for Indian skin and weather with ingredients we are happy to name.`,
  accessory: (name) => `The ${name}: the finishing touch for a festive look or a Monday at work.`,
}

function introGroup(kind: ArtKind): keyof typeof INTROS {
  if (KINDS[kind].apparel) return 'apparel'
  if (kind === 'cushion' || kind === 'bedsheet' || kind === 'lamp') return 'home'
  if (kind === 'lipstick' || kind === 'serum' || kind === 'perfume') return 'beauty'
  return 'accessory'
}

/** Plain, safe HTML: paragraphs and lists only, text escaped. */
function descriptionHtml(kind: ArtKind, name: string, fabric: readonly string[], care: readonly string[]): string {
  const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
  return `<p>${escapeHtml(INTROS[introGroup(kind)](name))}</p><p><strong>Details</strong></p>${list(fabric)}<p><strong>Care</strong></p>${list(care)}`
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
