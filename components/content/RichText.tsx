/** Content text with its `[label](/path)` links as real links; everything else is plain text (never HTML). */
import { inlineParts } from '../../data/content/inlineLinks'

export function RichText({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={part.href}>
            {part.label}
          </a>
        ),
      )}
    </>
  )
}
