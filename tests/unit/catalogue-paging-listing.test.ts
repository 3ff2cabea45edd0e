import { describe, expect, it } from 'vitest'
import { clampPage, PAGE_SIZE, pageCount, pageSlice, pageWindow } from '../../data/catalogue/paging'
import { findCategoryByName, listingProducts, matchesSearch, titleCase } from '../../data/catalogue/listing'
import { simpleProduct, variantProduct } from '../fixtures/products'

describe('paging', () => {
  it('has 40 products a page', () => {
    expect(PAGE_SIZE).toBe(40)
    expect(pageCount(0)).toBe(1)
    expect(pageCount(40)).toBe(1)
    expect(pageCount(41)).toBe(2)
  })
  it('clamps junk and out-of-range pages', () => {
    expect(clampPage('3', 200)).toBe(3)
    expect(clampPage('abc', 200)).toBe(1)
    expect(clampPage('-2', 200)).toBe(1)
    expect(clampPage('99', 200)).toBe(5)
    expect(clampPage(2.7, 200)).toBe(2)
  })
  it('slices a page', () => {
    const items = Array.from({ length: 90 }, (_, i) => i)
    expect(pageSlice(items, 3)).toEqual([80, 81, 82, 83, 84, 85, 86, 87, 88, 89])
  })
  it('shows a window of 5 page numbers kept inside the range', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8])
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
  })
})

describe('listing scope', () => {
  const kurta = variantProduct({ _id: 'k', product_name: 'Indigo Block Print Kurta' })
  const lip = simpleProduct({ _id: 'l', categories: [{ _id: 'beauty', category_name: 'Beauty' }], sub_categories: [] })
  const gone = variantProduct({ _id: 'g', product_name: 'Gone Kurta' }, [{ variant_stock_availability: 0 }])

  it('lists visible products only', () => {
    expect(listingProducts([kurta, lip, gone], {}).map((p) => p._id)).toEqual(['k', 'l'])
  })
  it('filters by category and subcategory', () => {
    expect(listingProducts([kurta, lip], { categoryId: 'c1' }).map((p) => p._id)).toEqual(['k'])
    expect(listingProducts([kurta, lip], { categoryId: 'c1', subCategoryId: 's1' }).map((p) => p._id)).toEqual(['k'])
    expect(listingProducts([kurta, lip], { categoryId: 'c1', subCategoryId: 'nope' })).toEqual([])
  })
  it('searches names case-insensitively, every word', () => {
    expect(matchesSearch(kurta, 'INDIGO kurta')).toBe(true)
    expect(matchesSearch(kurta, 'indigo saree')).toBe(false)
    expect(matchesSearch(kurta, '   ')).toBe(false)
  })
  it('finds categories by name and title-cases labels', () => {
    expect(findCategoryByName([{ _id: 'g', category_name: 'Girls', sub_categories: [] }], 'girls')?._id).toBe('g')
    expect(titleCase('home & living')).toBe('Home & Living')
    expect(titleCase('KURTAS AND SUITS')).toBe('Kurtas And Suits')
  })
})
