/**
 * 'Browse your favorites' (spec 001 §2, §4): category tabs (the first selected by default), the chosen
 * category's stories four at a time with Load More (reset to four on a tab change), and the sidebar with the
 * Shop the sale banner and the Most Popular list.
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { BlogCard } from '../../components/content/BlogCard'
import { MediaImage } from '../../components/ui/MediaImage'
import { ALL_PRODUCTS_PATH } from '../../data/catalogue/paths'
import type { BlogCard as BlogCardModel } from '../../data/content/blogData'
import { BLOG_FALLBACK_LABEL, BLOG_PAGE_SIZE, BLOG_POPULAR_COUNT, nextVisibleCount, storiesInCategory } from '../../data/content/blogRules'
import styles from './Blog.module.css'

export function Favorites({ cards, categories, saleImage }: { cards: BlogCardModel[]; categories: string[]; saleImage: string | null }) {
  const [selected, setSelected] = useState(categories[0] ?? null)
  const [visible, setVisible] = useState(BLOG_PAGE_SIZE)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const stories = useMemo(() => storiesInCategory(cards, selected), [cards, selected])
  const popular = cards.slice(0, BLOG_POPULAR_COUNT)

  const choose = (category: string) => {
    setSelected(category)
    setVisible(BLOG_PAGE_SIZE)
  }
  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent, i: number) => {
    const last = categories.length - 1
    const next = event.key === 'ArrowRight' ? (i === last ? 0 : i + 1) : event.key === 'ArrowLeft' ? (i === 0 ? last : i - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : -1
    if (next < 0) return
    event.preventDefault()
    choose(categories[next]!)
    tabs.current[next]?.focus()
  }

  return (
    <section id="favorites" className={styles.favorites} aria-labelledby="favorites-title">
      <div className={styles.sectionHead}>
        <p className="eyebrow">Pick a topic</p>
        <h2 id="favorites-title" className="section-title">
          Browse your favorites
        </h2>
      </div>
      <div className={styles.favoritesLayout}>
        <div className={styles.favoritesMain}>
          {categories.length > 0 ? (
            <div className={styles.tabs} role="tablist" aria-label="Blog categories">
              {categories.map((category, i) => (
                <button
                  key={category}
                  ref={(el) => void (tabs.current[i] = el)}
                  type="button"
                  role="tab"
                  id={`blog-tab-${i}`}
                  aria-selected={category === selected}
                  aria-controls="blog-tabpanel"
                  tabIndex={category === selected ? 0 : -1}
                  className={styles.tab}
                  onClick={() => choose(category)}
                  onKeyDown={(e) => onKeyDown(e, i)}
                >
                  {category}
                </button>
              ))}
            </div>
          ) : null}
          <div id="blog-tabpanel" role={categories.length > 0 ? 'tabpanel' : undefined} aria-labelledby={categories.length > 0 ? `blog-tab-${Math.max(0, categories.indexOf(selected ?? ''))}` : undefined}>
            <h3 className={styles.listLabel}>{selected ?? BLOG_FALLBACK_LABEL}</h3>
            {stories.length === 0 ? (
              <p className={styles.empty}>New stories are on their way.</p>
            ) : (
              <ul className={styles.storyGrid}>
                {stories.slice(0, visible).map((card) => (
                  <li key={card.id}>
                    <BlogCard card={card} action="Read article" />
                  </li>
                ))}
              </ul>
            )}
            {visible < stories.length ? (
              <div className={styles.more}>
                <button type="button" className="btn btn-outline" onClick={() => setVisible((n) => nextVisibleCount(n))}>
                  Load More
                </button>
              </div>
            ) : null}
          </div>
        </div>
        <aside className={styles.sidebar} aria-label="Sale and most popular stories">
          <a href={ALL_PRODUCTS_PATH} className={styles.sale}>
            <MediaImage src={saleImage} alt="" width={800} height={1000} />
            <span className={styles.saleText}>
              <span className="eyebrow">Up to 50% off</span>
              <strong>Shop the sale</strong>
              <span className="btn-link">Shop now</span>
            </span>
          </a>
          <div className={styles.popular}>
            <h3 className={styles.popularTitle}>Most Popular</h3>
            {/* A keyboard user can scroll the list: it is focusable and named. */}
            <div className={styles.popularScroll} tabIndex={0} role="region" aria-label="Most popular stories">
              <ol className={styles.popularList}>
                {popular.map((card) => (
                  <li key={card.id}>
                    <a href={card.path}>
                      <MediaImage src={card.image} alt="" width={120} height={80} />
                      <span>
                        <span className={styles.popularTitleText}>{card.title}</span>
                        <time dateTime={card.date}>{card.dateLabel}</time>
                      </span>
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </aside>
      </div>
    </section>
  )
}
