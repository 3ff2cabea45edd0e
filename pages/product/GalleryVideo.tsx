/**
 * A video of the product gallery (spec 000 §2: mp4, webm, ogg): inline, muted, with controls, fetching only its
 * metadata until played, the first picture as its poster; a video that fails shows the placeholder (spec 000 §8).
 */
import { useState } from 'react'
import { mediaUrl } from '../../data/contract/client'
import { MediaImage } from '../../components/ui/MediaImage'
import styles from './Product.module.css'

export default function GalleryVideo({ src, poster, label }: { src: string; poster: string | null; label: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) return <MediaImage src={null} alt={label} width={800} height={1000} />
  return (
    <video
      className={styles.video}
      src={mediaUrl(src)}
      poster={poster ? mediaUrl(poster) : undefined}
      aria-label={label}
      controls
      playsInline
      muted
      preload="metadata"
      onError={() => setFailed(true)}
    />
  )
}
