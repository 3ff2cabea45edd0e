/**
 * Header search (spec 001 §2, §5, §9): an ARIA combobox. Typing suggests up to 10 products by name from the
 * compact search index (fetched on the first focus or keystroke, never the whole product list); ArrowDown/ArrowUp
 * move through them, Enter opens the highlighted one or else searches /products/search/{query} with the trimmed,
 * non-empty text, Escape closes. The list hides 200 ms after blur, so a click on a suggestion still lands. On a
 * search's results page the box holds that search's text.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { searchPath } from '../../data/catalogue/paths'
import { searchQueryFromPath } from '../../data/catalogue/searchRoutes'
import { loadSearchIndex, suggestionsFor, type PreparedSearch, type Suggestion } from '../../data/catalogue/searchIndex'
import { currencyStore, displayPrice } from '../../state/currency'
import { SearchIcon } from '../ui/Icons'
import { MediaImage } from '../ui/MediaImage'
import styles from './Header.module.css'
import { useTypingPlaceholder } from './useTypingPlaceholder'
import { openPage } from '../ui/openPage'

/** Spec 001 §9: the suggestion list hides 200 ms after blur. */
export const HIDE_AFTER_BLUR_MS = 200

function SuggestionList({ id, suggestions, active, onChoose, onHover }: { id: string; suggestions: Suggestion[]; active: number; onChoose: () => void; onHover: (i: number) => void }) {
  const currency = useSnapshot(currencyStore)
  // The link is the option itself: an option holding a link was two controls in one for a screen reader.
  return suggestions.map((s, i) => (
    <li key={s.id} role="none">
      <a
        href={s.path}
        id={`${id}-${i}`}
        role="option"
        aria-selected={i === active}
        tabIndex={-1}
        className={styles.suggestion}
        onClick={onChoose}
        onMouseEnter={() => onHover(i)}
        onMouseDown={(e) => e.preventDefault()}
      >
        <MediaImage src={s.image} alt="" width={36} height={45} />
        <span className={styles.suggestionName}>{s.name}</span>
        <span className={styles.suggestionPrice}>{displayPrice(s.price, currency)}</span>
      </a>
    </li>
  ))
}

export function SearchBox({ id, categories }: { id: string; categories: readonly string[] }) {
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [index, setIndex] = useState<PreparedSearch | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const hideTimer = useRef(0)
  const placeholder = useTypingPlaceholder(categories, input)

  const suggestions = useMemo(() => (index ? suggestionsFor(index, query) : []), [index, query])
  const expanded = open && suggestions.length > 0
  const listId = `${id}-suggestions`

  useEffect(() => () => window.clearTimeout(hideTimer.current), [])
  // On a search's results the box says what was searched, ready to be changed (the static shell serves every query,
  // so it is read from the URL once the page runs).
  useEffect(() => setQuery((typed) => typed || searchQueryFromPath(window.location.pathname)), [])

  // The index is fetched once per page load, on first use; a failure only means no suggestions (Enter still works).
  const ensureIndex = () => {
    if (!index) loadSearchIndex().then(setIndex, (error: unknown) => console.warn('Search index failed', error))
  }
  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const chosen = () => {
    close()
    setQuery('')
  }
  const choose = (suggestion: Suggestion) => {
    chosen()
    openPage(suggestion.path)
  }
  const move = (step: 1 | -1) => {
    if (suggestions.length === 0) return
    const count = suggestions.length
    setOpen(true)
    setActive((current) => (!expanded || current < 0 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count))
  }

  return (
    <form
      role="search"
      aria-label="Products"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault()
        const trimmed = query.trim()
        if (!trimmed) return
        close()
        openPage(searchPath(trimmed))
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input
        ref={input}
        id={id}
        // A combobox is a text input in HTML's rules (a search input may not take the role); the phone's keyboard
        // still shows its search key (enterKeyHint, inputMode).
        type="text"
        inputMode="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onFocus={() => {
          window.clearTimeout(hideTimer.current)
          ensureIndex()
          setOpen(true)
        }}
        onBlur={() => {
          hideTimer.current = window.setTimeout(close, HIDE_AFTER_BLUR_MS)
        }}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(-1)
          setOpen(true)
          ensureIndex()
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            move(event.key === 'ArrowDown' ? 1 : -1)
          } else if (event.key === 'Enter' && expanded && suggestions[active]) {
            event.preventDefault()
            choose(suggestions[active])
          } else if (event.key === 'Escape' && expanded) {
            event.preventDefault()
            close()
          }
        }}
      />
      <button type="submit" aria-label="Search">
        <SearchIcon size={19} />
      </button>
      <ul id={listId} role="listbox" aria-label="Suggestions" className={styles.suggestions} hidden={!expanded}>
        {expanded ? <SuggestionList id={listId} suggestions={suggestions} active={active} onChoose={chosen} onHover={setActive} /> : null}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {expanded ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
    </form>
  )
}
