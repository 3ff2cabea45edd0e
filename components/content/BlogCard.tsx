/**
 * A blog card (spec 001 §2): picture, category and en-IN date, title, excerpt, up to two related-product
 * thumbnails and the comment count (its number of related products), and the action link.
 */
import type { BlogCard as BlogCardModel } from '../../data/content/blogData'
import { MediaImage } from '../ui/MediaImage'
import styles from './BlogCard.module.css'

export function CommentCount({ count }: { count: number }) {
  return (
    <span className={styles.comments}>
      <svg width="15" height="15" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
      </svg>
      {count} {count === 1 ? 'comment' : 'comments'}
    </span>
  )
}

export function BlogCard({ card, action = 'View Post', variant = 'default', eager = false }: { card: BlogCardModel; action?: string; variant?: 'default' | 'feature'; eager?: boolean }) {
  return (
    <article className={`${styles.card} ${variant === 'feature' ? styles.feature : ''}`}>
      <a href={card.path} className={styles.media} tabIndex={-1} aria-hidden="true">
        <MediaImage src={card.image} alt="" width={1200} height={800} loading={eager ? 'eager' : 'lazy'} />
      </a>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{card.category}</span>
          <time dateTime={card.date}>{card.dateLabel}</time>
        </p>
        <h3 className={styles.title}>
          <a href={card.path}>{card.title}</a>
        </h3>
        {card.excerpt ? <p className={styles.excerpt}>{card.excerpt}</p> : null}
        <div className={styles.foot}>
          {card.thumbs.length > 0 ? (
            <ul className={styles.thumbs} aria-label="Featured products">
              {card.thumbs.map((thumb) => (
                <li key={thumb.id}>
                  <a href={thumb.path} title={thumb.name}>
                    <MediaImage src={thumb.image} alt={thumb.name} width={80} height={100} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <CommentCount count={card.commentCount} />
        </div>
        <a href={card.path} className={`btn-link ${styles.action}`} aria-label={`${action}: ${card.title}`}>
          {action}
        </a>
      </div>
    </article>
  )
}
