/**
 * FAQ (spec 001 §2): a search box that filters the questions by their text as you type, the questions as
 * native disclosure widgets (keyboard and screen-reader friendly without script), a Track Order / Report Issue
 * strip and nine information cards.
 */
import { useId, useMemo, useState } from 'react'
import { useData } from 'vike-react/useData'
import { RichText } from '../../components/content/RichText'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { SearchIcon } from '../../components/ui/Icons'
import { filterFaq } from '../../data/content/faqSearch'
import type { Data } from './+data'
import styles from './Faq.module.css'

export default function Page() {
  const { topics, cards } = useData<Data>()
  const [query, setQuery] = useState('')
  const shown = useMemo(() => filterFaq(topics, query), [topics, query])
  const total = topics.reduce((n, t) => n + t.items.length, 0)
  const count = shown.reduce((n, t) => n + t.items.length, 0)
  const searchId = useId()
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={[{ label: 'FAQ', exact: true }]} />
      <header className={styles.hero}>
        <p className="eyebrow">Help centre</p>
        <h1 className={styles.title}>Frequently Asked Questions</h1>
        <p className={styles.lead}>Orders, delivery, returns, refunds and more: find your answer below.</p>
        <form className={styles.search} role="search" aria-label="Questions" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={searchId} className="visually-hidden">
            Search questions
          </label>
          <SearchIcon size={18} />
          <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search questions, e.g. refund" autoComplete="off" />
        </form>
        <p className={styles.count} role="status" aria-live="polite">
          {query.trim() ? `${count} of ${total} questions match` : `${total} questions`}
        </p>
      </header>

      <div className={styles.strip}>
        <div>
          <h2 className={styles.stripTitle}>Where is my order?</h2>
          <p>Follow every step from confirmation to delivery, or tell us if something went wrong.</p>
        </div>
        <div className={styles.stripActions}>
          <a href="/profile?tab=orders" className="btn">
            Track Order
          </a>
          <a href="/contact" className="btn btn-outline">
            Report Issue
          </a>
        </div>
      </div>

      <div className={styles.topics}>
        {shown.length === 0 ? (
          <p className={styles.empty}>
            No questions match &lsquo;{query.trim()}&rsquo;. Try another word, or <a href="/contact">ask us directly</a>.
          </p>
        ) : (
          shown.map((topic) => (
            <section key={topic.id} className={styles.topic} aria-labelledby={`topic-${topic.id}`}>
              <h2 id={`topic-${topic.id}`} className={styles.topicTitle}>
                {topic.title}
              </h2>
              <div className={styles.items}>
                {topic.items.map((item) => (
                  <details key={item.id} id={item.id} className={styles.item}>
                    <summary>
                      <span>{item.question}</span>
                      <span className={styles.marker} aria-hidden="true" />
                    </summary>
                    <p className={styles.answer}>
                      <RichText text={item.answer} />
                    </p>
                  </details>
                ))}
              </div>
            </section>
          ))
        )}
      </div>

      <section className={styles.cardsSection} aria-labelledby="faq-cards">
        <h2 id="faq-cards" className="section-title">
          Good to know
        </h2>
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.id} className={styles.card}>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <a href={card.href} className="btn-link">
                {card.cta}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
