import { describe, expect, it } from 'vitest'
import { addressBook, categoryAddresses, explicitMoves, isListingQuery, movedTo } from '../../data/catalogue/forgivingUrls'
import { categoryPath, productPath, specSlug } from '../../data/catalogue/paths'
import type { ProductCategory } from '../../data/contract/schemas'

const home = { _id: 'c7', category_name: 'Home & Living', sub_categories: [{ _id: 's3', sub_category_name: 'Bed & Bath' }, { _id: 's4', sub_category_name: 'Decor' }] } as ProductCategory
const women = { _id: 'c1', category_name: 'Women', sub_categories: [{ _id: 's1', sub_category_name: 'Kurtas' }] } as ProductCategory
const frock = { _id: 'p42', product_name: 'Frilled Poplin Fit & Flare Frock' }
const kurta = { _id: 'p7', product_name: 'Indigo Kurta' }
const book = addressBook(
  [frock, kurta].map((p) => ({ id: p._id, path: productPath(p) })),
  categoryAddresses([women, home]),
)

describe('the spec slug', () => {
  it('is the lower-cased name with whitespace turned into hyphens, nothing dropped', () => {
    expect(specSlug('Frilled Poplin Fit & Flare Frock')).toBe('frilled-poplin-fit-&-flare-frock')
    expect(specSlug('Home & Living')).toBe('home-&-living')
  })
})

describe('movedTo', () => {
  it('sends a product named any way, or by bare id, to its canonical URL, keeping the query', () => {
    expect(productPath(frock)).toBe('/product/frilled-poplin-fit-flare-frock_p42')
    expect(movedTo('/product/frilled-poplin-fit-&-flare-frock_p42', '', book)).toBe('/product/frilled-poplin-fit-flare-frock_p42')
    expect(movedTo('/product/p42', '', book)).toBe('/product/frilled-poplin-fit-flare-frock_p42')
    expect(movedTo('/product/anything_at_all_p42/', '?ref=mail', book)).toBe('/product/frilled-poplin-fit-flare-frock_p42?ref=mail')
  })

  it('sends categories and subcategories by id, whatever their names', () => {
    expect(movedTo('/product/category/home-&-living_c7', '', book)).toBe(categoryPath(home))
    expect(movedTo('/product/category/c7', '', book)).toBe('/product/category/home-living_c7')
    expect(movedTo('/product/category/home-&-living_c7/bed-&-bath_s3', '?page=2', book)).toBe('/product/category/home-living_c7/bed-bath_s3?page=2')
    expect(movedTo('/product/category/c7/s3', '', book)).toBe('/product/category/home-living_c7/bed-bath_s3')
  })

  it('opens the listing named by the query-string form, without the query', () => {
    expect(isListingQuery('/product/all', '?categoryId=c7')).toBe(true)
    expect(isListingQuery('/product/all', '?page=2')).toBe(false)
    expect(movedTo('/product/all', '?categoryId=c7', book)).toBe('/product/category/home-living_c7')
    expect(movedTo('/product/all/', '?categoryId=c7&subcategory=s4', book)).toBe('/product/category/home-living_c7/decor_s4')
    expect(movedTo('/product/all', '?subcategory=kurtas_s1', book)).toBe('/product/category/women_c1/kurtas_s1')
    expect(movedTo('/product/all', '', book)).toBeUndefined()
  })

  it('names nothing for unknown ids, a subcategory under another category, canonical URLs and other paths', () => {
    expect(movedTo('/product/indigo-kurta_p999', '', book)).toBeUndefined()
    expect(movedTo('/product/category/c999', '', book)).toBeUndefined()
    expect(movedTo('/product/category/c1/s3', '', book)).toBeUndefined()
    expect(movedTo('/product/all', '?categoryId=c999', book)).toBeUndefined()
    expect(movedTo(productPath(kurta), '', book)).toBeUndefined()
    expect(movedTo('/product/category/women_c1', '', book)).toBeUndefined()
    expect(movedTo('/blog/p42', '', book)).toBeUndefined()
    expect(movedTo('/product/category/c7/s3/extra', '', book)).toBeUndefined()
  })

  it('reads the id from a path decoded once, never decoding again', () => {
    expect(movedTo('/product/x_p42%2541', '', book)).toBeUndefined()
  })
})

describe('explicitMoves (for hosts that cannot read ids)', () => {
  it('lists listings by bare id and every spec-literal slug that differs from the canonical one, listings first', () => {
    const moves = explicitMoves([women, home], [frock, kurta])
    expect(moves).toContainEqual(['/product/category/home-&-living_c7', '/product/category/home-living_c7'])
    expect(moves).toContainEqual(['/product/category/c7', '/product/category/home-living_c7'])
    expect(moves).toContainEqual(['/product/category/home-&-living_c7/bed-&-bath_s3', '/product/category/home-living_c7/bed-bath_s3'])
    expect(moves).toContainEqual(['/product/category/c1/s1', '/product/category/women_c1/kurtas_s1'])
    expect(moves).toContainEqual(['/product/frilled-poplin-fit-&-flare-frock_p42', '/product/frilled-poplin-fit-flare-frock_p42'])
    // Identical slugs need no line.
    expect(moves.some(([from]) => from === '/product/indigo-kurta_p7' || from === '/product/category/women_c1')).toBe(false)
    expect(moves.findIndex(([from]) => from.startsWith('/product/frilled'))).toBe(moves.length - 1)
  })

  it('skips literal slugs a browser would split (a slash, question mark or hash in the name)', () => {
    const moves = explicitMoves([], [{ _id: 'p1', product_name: 'Kurta / Set' }, { _id: 'p2', product_name: 'Why? Tee' }, { _id: 'p3', product_name: 'Café Mug' }, { _id: 'p4', product_name: "Potli & Co.'s Bag" }])
    expect(moves).toEqual([["/product/potli-&-co.'s-bag_p4", '/product/potli-cos-bag_p4']])
  })
})
