/** Header search: Enter or the button with trimmed, non-empty text opens the search listing (spec 001 §5). */
import { useState } from 'react'
import { navigate } from 'vike/client/router'
import { searchPath } from '../../data/catalogue/paths'
import { SearchIcon } from '../ui/Icons'
import styles from './Header.module.css'

export function SearchBox({ id, placeholder = 'Search for sarees, kurtas, jewellery…' }: { id: string; placeholder?: string }) {
  const [query, setQuery] = useState('')
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault()
        const trimmed = query.trim()
        if (trimmed) void navigate(searchPath(trimmed))
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input id={id} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={placeholder} autoComplete="off" enterKeyHint="search" />
      <button type="submit" aria-label="Search">
        <SearchIcon size={19} />
      </button>
    </form>
  )
}
