/**
 * The FAQ's search (spec 001 §2: filter the questions by their text). Apart from the questions themselves so the
 * page's client code does not carry all 48 answers twice (they arrive once, as the page's data).
 */
export interface FaqItem {
  id: string
  question: string
  /** Plain text with `[label](/path)` links. */
  answer: string
}

export interface FaqTopic {
  id: string
  title: string
  items: FaqItem[]
}

/**
 * The topics with only the questions whose text contains every word of the query (case-insensitive, trimmed),
 * topics left empty dropped; all of them for an empty query.
 */
export function filterFaq(topics: readonly FaqTopic[], query: string): FaqTopic[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...topics]
  return topics
    .map((topic) => ({ ...topic, items: topic.items.filter((item) => words.every((word) => item.question.toLowerCase().includes(word))) }))
    .filter((topic) => topic.items.length > 0)
}

