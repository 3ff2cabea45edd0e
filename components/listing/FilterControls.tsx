/**
 * The controls of one filter group, shared by the desktop sidebar and the phone's filter panel: ticked values with
 * their counts (colours with a swatch), and the price slider with the five bands.
 */
import { useEffect, useRef, useState } from 'react'
import type { FilterOption } from '../../data/catalogue/filters'
import { PRICE_BANDS, PRICE_SLIDER, priceEndLabel, rangeFromSlider, sameRange, type PriceRange } from '../../data/catalogue/filterState'
import { MediaImage } from '../ui/MediaImage'
import styles from './Filters.module.css'

interface OptionsProps {
  options: readonly FilterOption[]
  chosen: readonly string[]
  onToggle: (value: string) => void
}

export function AttributeOptions({ options, chosen, onToggle }: OptionsProps) {
  if (options.length === 0) return <p className={styles.none}>None in this listing.</p>
  return (
    <ul className={styles.options}>
      {options.map((option) => {
        const checked = chosen.includes(option.value)
        return (
          <li key={option.value}>
            {/* A value no product would match stays tickable only to be unticked: a click must never lead nowhere. */}
            <label className={styles.option} data-empty={option.count === 0 && !checked ? '' : undefined}>
              <input type="checkbox" checked={checked} disabled={option.count === 0 && !checked} onChange={() => onToggle(option.value)} />
              {option.swatch ? <MediaImage src={option.swatch} alt="" width={18} height={18} className={styles.swatch} /> : null}
              <span className={styles.value}>{option.value}</span>{' '}
              <span className={styles.optionCount}>{option.count}</span>
            </label>
          </li>
        )
      })}
    </ul>
  )
}

interface PriceProps {
  range: PriceRange
  /** Products per band, or null while they are unknown. */
  bandCounts: readonly number[] | null
  onChange: (range: PriceRange) => void
}

/** The slider moves freely and applies when let go (or on each arrow key), so dragging is not a dozen URL changes. */
export function PriceFilter({ range, bandCounts, onChange }: PriceProps) {
  const [moving, setMoving] = useState<[number, number] | null>(null)
  const [low, high] = moving ?? [range.min, range.max ?? PRICE_SLIDER.max]
  const lowRef = useRef<HTMLInputElement>(null)
  const highRef = useRef<HTMLInputElement>(null)
  const latest = useRef({ range, onChange })
  latest.current = { range, onChange }
  const highMoved = useRef(false)

  // React's onChange fires on every movement; the native change event fires when the thumb is let go.
  useEffect(() => {
    const commit = () => {
      const lo = Number(lowRef.current?.value ?? PRICE_SLIDER.min)
      const hi = Number(highRef.current?.value ?? PRICE_SLIDER.max)
      setMoving(null)
      const next = rangeFromSlider(Math.min(lo, hi), Math.max(lo, hi))
      // Moving only the lower thumb keeps a band's exact ₹5000 top ('₹2000–₹5000'); the top itself means no limit.
      const kept = !highMoved.current && latest.current.range.max === PRICE_SLIDER.max ? { ...next, max: PRICE_SLIDER.max } : next
      highMoved.current = false
      if (!sameRange(kept, latest.current.range)) latest.current.onChange(kept)
    }
    const inputs = [lowRef.current, highRef.current]
    for (const input of inputs) input?.addEventListener('change', commit)
    return () => {
      for (const input of inputs) input?.removeEventListener('change', commit)
    }
  }, [])

  const percent = (n: number) => `${((n - PRICE_SLIDER.min) / (PRICE_SLIDER.max - PRICE_SLIDER.min)) * 100}%`
  const shownMax = moving ? (high >= PRICE_SLIDER.max ? null : high) : range.max
  const thumbs = [
    { ref: lowRef, label: 'Minimum price', value: low, text: priceEndLabel(low), move: (n: number) => setMoving([Math.min(n, high), high]) },
    {
      ref: highRef,
      label: 'Maximum price',
      value: high,
      text: priceEndLabel(shownMax),
      move: (n: number) => {
        highMoved.current = true
        setMoving([low, Math.max(n, low)])
      },
    },
  ]
  return (
    <div className={styles.price}>
      <p className={styles.priceRange} aria-live="polite">
        {priceEndLabel(low)} – {priceEndLabel(shownMax)}
      </p>
      <div className={styles.slider}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.fill} style={{ left: percent(low), right: `calc(100% - ${percent(high)})` }} />
        </span>
        {thumbs.map((thumb) => (
          <input
            key={thumb.label}
            ref={thumb.ref}
            type="range"
            aria-label={thumb.label}
            aria-valuetext={thumb.text}
            min={PRICE_SLIDER.min}
            max={PRICE_SLIDER.max}
            step={PRICE_SLIDER.step}
            value={thumb.value}
            onChange={(e) => thumb.move(Number(e.target.value))}
          />
        ))}
      </div>
      <ul className={styles.bands}>
        {PRICE_BANDS.map((band, i) => {
          const chosen = sameRange(range, band)
          // As a size or colour with nothing in it: a band that would show no style is shown, counted, and not offered.
          const empty = bandCounts?.[i] === 0 && !chosen
          return (
            <li key={band.label}>
              <button
                type="button"
                className={styles.band}
                aria-pressed={chosen}
                disabled={empty}
                onClick={() => onChange(chosen ? { min: PRICE_SLIDER.min, max: null } : band)}
              >
                <span className={styles.value}>{band.label}</span>
                {bandCounts ? <> <span className={styles.optionCount}>{bandCounts[i]}</span></> : null}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
