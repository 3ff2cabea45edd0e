/** One picker per attribute group; colours show their swatch; values nobody can buy are disabled and marked OUT. */
import type { Product } from '../../data/contract/schemas'
import { attributeGroups, isValueOut, type Selection } from '../../data/catalogue/variantSelection'
import { MediaImage } from '../../components/ui/MediaImage'
import styles from './Product.module.css'

interface Props {
  product: Product
  selection: Selection
  onChoose: (name: string, value: string) => void
}

export const attributeAnchor = (name: string) => `attr-${name.toLowerCase().replace(/\W+/g, '-')}`

export function VariantPicker({ product, selection, onChoose }: Props) {
  return (
    <>
      {attributeGroups(product).map((group) => {
        const isColour = group.values.some((v) => v.image)
        return (
          <fieldset key={group.name} id={attributeAnchor(group.name)} className={styles.picker} tabIndex={-1}>
            <legend>
              {group.name}
              {selection[group.name] ? <span className={styles.chosen}>: {selection[group.name]}</span> : null}
            </legend>
            <div className={styles.values}>
              {group.values.map((v) => {
                const out = isValueOut(product, selection, group.name, v.value)
                const chosen = selection[group.name] === v.value
                return (
                  <button
                    key={v.value}
                    type="button"
                    className={`${isColour ? styles.swatch : styles.value} ${out ? styles.out : ''}`}
                    aria-pressed={chosen}
                    disabled={out}
                    // The name holds what the button shows ("L OUT"), so that a shopper who says what they see reaches it.
                    aria-label={`${group.name} ${v.value}${out ? ' out of stock' : ''}`}
                    title={v.value}
                    onClick={() => onChoose(group.name, v.value)}
                  >
                    {isColour ? <MediaImage src={v.image} alt="" width={44} height={44} /> : <span>{v.value}</span>}
                    {/* The space keeps "L OUT" two words for whoever reads the button's text (its tag is placed apart). */}
                    {out ? <> <span className={styles.outTag}>OUT</span></> : null}
                  </button>
                )
              })}
            </div>
          </fieldset>
        )
      })}
    </>
  )
}
