/**
 * Every image of the shop: API media paths get the API base, and a missing or failing image shows the
 * placeholder (spec 000 §8) instead of a broken icon.
 */
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'
import { mediaUrl, PLACEHOLDER_IMAGE } from '../../data/contract/client'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined }

export function MediaImage({ src, alt = '', loading = 'lazy', ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null)
  const ref = useRef<HTMLImageElement>(null)
  const wanted = mediaUrl(src)
  const resolved = failed === wanted ? PLACEHOLDER_IMAGE : wanted
  // An image of the static HTML can fail before React hydrates and attaches onError: check once mounted.
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === wanted) setFailed(wanted)
  }, [wanted])
  return (
    <img
      {...rest}
      ref={ref}
      src={resolved}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={(event) => {
        if (resolved !== PLACEHOLDER_IMAGE) setFailed(wanted)
        rest.onError?.(event)
      }}
    />
  )
}
