/**
 * The articles this visitor liked (the blog article's Like item). There is no server call for likes in the
 * shop's contract, so they are kept in this browser only; restored after hydration so the first render matches
 * the static HTML.
 */
import { proxy, subscribe } from 'valtio'

export const LIKES_STORAGE_KEY = 'vitrine.likedArticles'

export const articleLikesStore = proxy<{ liked: string[] }>({ liked: [] })

export function parseSavedLikes(saved: string | null): string[] {
  try {
    const value: unknown = saved ? JSON.parse(saved) : []
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string').slice(-500) : []
  } catch {
    return []
  }
}

export function toggleArticleLike(id: string): boolean {
  const liked = articleLikesStore.liked.includes(id)
  articleLikesStore.liked = liked ? articleLikesStore.liked.filter((x) => x !== id) : [...articleLikesStore.liked, id]
  return !liked
}

let persisting = false

export function persistArticleLikes(): void {
  if (persisting || typeof window === 'undefined') return
  persisting = true
  try {
    articleLikesStore.liked = parseSavedLikes(window.localStorage.getItem(LIKES_STORAGE_KEY))
  } catch {
    // Storage disabled: likes last for the visit.
  }
  subscribe(articleLikesStore, () => {
    try {
      window.localStorage.setItem(LIKES_STORAGE_KEY, JSON.stringify(articleLikesStore.liked))
    } catch {
      // ignore
    }
  })
}
