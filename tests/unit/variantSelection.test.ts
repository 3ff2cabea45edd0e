import { describe, expect, it } from 'vitest'
import { attributeGroups, checkAddToBag, chooseAttribute, findVariant, initialChoice, isValueOut, optionGallery, refreshedChoice } from '../../data/catalogue/variantSelection'
import type { Product } from '../../data/contract/schemas'
import { fixtureProducts } from '../fixtures/catalogue'

const byId = (id: string) => structuredClone(fixtureProducts.find((p) => p._id === id)!) as Product
const kurta = byId('p-chanderi-kurta')

describe('attribute groups', () => {
  it('lists groups and values in first-seen order, with colour swatches', () => {
    const groups = attributeGroups(kurta)
    expect(groups.map((g) => g.name)).toEqual(['Size', 'Color'])
    expect(groups[0]!.values.map((v) => v.value)).toEqual(['S', 'M', 'L', 'XL'])
    expect(groups[1]!.values).toEqual([
      { value: 'Ivory', image: '/media/fixture/swatch-ivory.svg' },
      { value: 'Indigo', image: '/media/fixture/swatch-indigo.svg' },
    ])
  })
  it('has none for a simple product', () => {
    expect(attributeGroups(byId('p-banarasi-saree'))).toEqual([])
  })
})

describe('choosing variants (spec 000 §4)', () => {
  it('preselects the first variant', () => {
    const choice = initialChoice(kurta)
    expect(choice.selection).toEqual({ Size: 'S', Color: 'Ivory' })
    expect(choice.variant?._id).toBe('chanderi-v1')
  })
  it('preselects the first variant in stock when the first is sold out or inactive', () => {
    const soldOut = byId('p-chanderi-kurta')
    soldOut.product_variants[0]!.variant_stock_availability = 0
    expect(initialChoice(soldOut).selection).toEqual({ Size: 'M', Color: 'Ivory' })
    const inactive = byId('p-chanderi-kurta')
    inactive.product_variants[0]!.variant_status = 'Inactive'
    expect(initialChoice(inactive).variant?._id).toBe('chanderi-v2')
    expect(checkAddToBag(inactive, initialChoice(inactive).selection).ok).toBe(true)
  })
  it('preselects the first variant when none is in stock', () => {
    const gone = byId('p-chanderi-kurta')
    for (const v of gone.product_variants) v.variant_stock_availability = 0
    expect(initialChoice(gone).variant?._id).toBe('chanderi-v1')
  })
  it('moves an untouched preselection that the live stock sold out, and leaves a chosen one alone', () => {
    const live = byId('p-chanderi-kurta')
    live.product_variants[0]!.variant_stock_availability = 0
    expect(refreshedChoice(live, { Size: 'S', Color: 'Ivory' }, true)).toEqual({ Size: 'M', Color: 'Ivory' })
    expect(refreshedChoice(live, { Size: 'S', Color: 'Ivory' }, false)).toEqual({ Size: 'S', Color: 'Ivory' })
    expect(refreshedChoice(live, { Size: 'L', Color: 'Ivory' }, true)).toEqual({ Size: 'L', Color: 'Ivory' })
  })
  it('finds the variant matching every chosen attribute', () => {
    const choice = chooseAttribute(kurta, { Size: 'S', Color: 'Ivory' }, 'Size', 'L')
    expect(choice.variant?._id).toBe('chanderi-v3')
    expect(choice.selection).toEqual({ Size: 'L', Color: 'Ivory' })
  })
  it('on a colour with no match takes the first variant of that colour and resets every selection to it', () => {
    const dupatta = byId('p-block-kurti')
    // Make XS/Teal vanish so choosing Teal while XS is selected finds nothing.
    dupatta.product_variants = dupatta.product_variants.filter((v) => !(v.attributes.some((a) => a.attribute_value === 'XS') && v.attributes.some((a) => a.attribute_value === 'Teal')))
    const choice = chooseAttribute(dupatta, { Size: 'XS', Color: 'Rust' }, 'Color', 'Teal')
    expect(choice.selection).toEqual({ Size: 'S', Color: 'Teal' })
    expect(choice.variant?.attributes.map((a) => a.attribute_value)).toEqual(['S', 'Teal'])
  })
  it('on a colour with no match takes the first variant of that colour in stock', () => {
    const p = byId('p-chanderi-kurta')
    p.product_variants = p.product_variants.filter((v) => !(v.attributes.some((a) => a.attribute_value === 'XL') && v.attributes.some((a) => a.attribute_value === 'Indigo')))
    // S/Indigo is sold out in the fixture: M/Indigo is the first that can be bought.
    expect(chooseAttribute(p, { Size: 'XL', Color: 'Ivory' }, 'Color', 'Indigo').selection).toEqual({ Size: 'M', Color: 'Indigo' })
  })
  it('on a non-colour attribute with no match keeps the choice and has no variant', () => {
    const p = byId('p-chanderi-kurta')
    p.product_variants = p.product_variants.filter((v) => v._id !== 'chanderi-v4')
    const choice = chooseAttribute(p, { Size: 'S', Color: 'Ivory' }, 'Size', 'XL')
    expect(choice.selection).toEqual({ Size: 'XL', Color: 'Ivory' })
    expect(choice.variant).toBeUndefined()
  })
  it('flags sizes out of stock within the chosen colour, colours on their own', () => {
    expect(isValueOut(kurta, { Size: 'S', Color: 'Ivory' }, 'Size', 'XL')).toBe(true)
    expect(isValueOut(kurta, { Size: 'M', Color: 'Indigo' }, 'Size', 'XL')).toBe(false)
    expect(isValueOut(kurta, { Size: 'M', Color: 'Indigo' }, 'Size', 'S')).toBe(true)
    expect(isValueOut(byId('p-ikat-dupatta'), { Color: 'Indigo' }, 'Color', 'Maroon')).toBe(true)
    expect(isValueOut(kurta, { Size: 'S', Color: 'Ivory' }, 'Color', 'Indigo')).toBe(false)
  })
})

describe('checkAddToBag (spec 000 §5)', () => {
  it('sends the variant id of a complete, purchasable selection', () => {
    expect(checkAddToBag(kurta, { Size: 'M', Color: 'Ivory' })).toMatchObject({ ok: true, variantId: 'chanderi-v2' })
  })
  it("asks for a missing attribute by name", () => {
    expect(checkAddToBag(kurta, { Color: 'Ivory' })).toEqual({ ok: false, message: 'Please select Size', attribute: 'Size' })
  })
  it('refuses an out-of-stock or unknown variant', () => {
    expect(checkAddToBag(kurta, { Size: 'XL', Color: 'Ivory' })).toEqual({ ok: false, message: 'Select a valid variant' })
    expect(checkAddToBag(kurta, { Size: 'XXL', Color: 'Ivory' })).toEqual({ ok: false, message: 'Select a valid variant' })
  })
  it('sends true for a simple product in stock, and refuses an Inactive one', () => {
    expect(checkAddToBag(byId('p-banarasi-saree'), {})).toMatchObject({ ok: true, variantId: true })
    expect(checkAddToBag(byId('p-rose-mist'), {})).toEqual({ ok: false, message: 'Select a valid variant' })
  })
})

describe('gallery of an option', () => {
  it('starts with the option image, without duplicates', () => {
    const v = findVariant(kurta, { Size: 'M', Color: 'Indigo' })
    expect(optionGallery(kurta, v)).toEqual(['/media/fixture/chanderi-indigo-1.svg', '/media/fixture/chanderi-indigo-2.svg', '/media/fixture/chanderi-indigo-3.svg'])
  })
})
