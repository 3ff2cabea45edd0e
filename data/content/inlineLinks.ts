/** Inline links in content text: `[label](/path)`. Only root-relative paths are links; anything else stays text. */
export type InlinePart = string | { label: string; href: string }

export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = []
  const pattern = /\[([^\]]+)\]\((\/(?!\/)[^)\s]*)\)/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0
    if (at > last) parts.push(text.slice(last, at))
    parts.push({ label: match[1]!, href: match[2]! })
    last = at + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}
