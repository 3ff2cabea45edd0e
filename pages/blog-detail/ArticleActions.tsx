/**
 * Like, Comment and Share (spec 001 §2 shows them without behaviour). Like is kept in this browser; Comment shows
 * the story's count and leads to the contact form (there are no public comments); Share uses the device's share
 * sheet where there is one, else copies the link.
 */
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { articleLikesStore, persistArticleLikes, toggleArticleLike } from '../../state/articleLikes'
import { copyText } from '../../components/ui/clipboard'
import { toast } from '../../state/toasts'
import styles from './Article.module.css'

async function share(title: string): Promise<void> {
  const url = window.location.href.split('#')[0]!
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url })
      return
    } catch (error) {
      // The shopper closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return
    }
  }
  if (await copyText(url)) toast.success('Link copied to clipboard!')
  else toast.error('Could not copy the link. Please copy it from the address bar.')
}

export function ArticleActions({ id, title, commentCount }: { id: string; title: string; commentCount: number }) {
  const { liked } = useSnapshot(articleLikesStore)
  useEffect(persistArticleLikes, [])
  const isLiked = liked.includes(id)
  return (
    <ul className={styles.actions} aria-label="Story actions">
      <li>
        <button type="button" className={styles.action} aria-pressed={isLiked} onClick={() => toggleArticleLike(id)}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill={isLiked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" strokeLinejoin="round" />
          </svg>
          {isLiked ? 'Liked' : 'Like'}
        </button>
      </li>
      <li>
        <a href="/contact" className={styles.action} aria-label={`Comment: ${commentCount} ${commentCount === 1 ? 'comment' : 'comments'}; write to us`}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
            <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
          </svg>
          Comment ({commentCount})
        </a>
      </li>
      <li>
        <button type="button" className={styles.action} onClick={() => void share(title)}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
            <circle cx="18" cy="5" r="2.5" />
            <circle cx="6" cy="12" r="2.5" />
            <circle cx="18" cy="19" r="2.5" />
            <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
          </svg>
          Share
        </button>
      </li>
    </ul>
  )
}
