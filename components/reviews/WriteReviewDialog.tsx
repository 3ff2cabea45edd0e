/**
 * The write-review modal (spec 000 §4, §5): a rating of 1 to 5 stars (default 5) as a radio group, free text, and
 * up to 3 pictures with previews and remove, each scaled down before upload. Submit reads Submitting...; on
 * success the modal closes and its form is gone (the next one starts at 5 stars again), and the section's button
 * reads Review Submitted. On failure the modal stays open with everything typed, saying 'Review submission failed.'
 * Its own chunk: loaded when the shopper first opens it.
 */
import { useId, useState, type FormEvent } from 'react'
import { MAX_REVIEW_IMAGES, DEFAULT_REVIEW_RATING, RATING_VALUES } from '../../data/reviews/rules'
import { submitReview } from '../../state/reviews'
import { toast } from '../../state/toasts'
import { Dialog } from '../ui/Dialog'
import { scalePicture } from './scalePicture'
import styles from './Reviews.module.css'

export const REVIEW_FAILED = 'Review submission failed.'

interface Props {
  productId: string
  productName: string
  userId: string
  onClose: () => void
}

interface Picture {
  key: number
  name: string
  dataUrl: string
}

let nextKey = 1

export default function WriteReviewDialog({ productId, productName, userId, onClose }: Props) {
  const [rating, setRating] = useState(DEFAULT_REVIEW_RATING)
  const [text, setText] = useState('')
  const [pictures, setPictures] = useState<Picture[]>([])
  const [preparing, setPreparing] = useState(false)
  const [pictureProblem, setPictureProblem] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [failed, setFailed] = useState(false)
  const ids = useId()
  const room = MAX_REVIEW_IMAGES - pictures.length

  const addPictures = async (files: FileList | null) => {
    const chosen = [...(files ?? [])]
    if (chosen.length === 0) return
    setPictureProblem(chosen.length > room ? `Up to ${MAX_REVIEW_IMAGES} photos per review: the first ${room} were added.` : null)
    setPreparing(true)
    const added: Picture[] = []
    for (const file of chosen.slice(0, room)) {
      try {
        added.push({ key: nextKey++, name: file.name, dataUrl: await scalePicture(file) })
      } catch {
        setPictureProblem(`${file.name} could not be read as a picture.`)
      }
    }
    setPictures((current) => [...current, ...added].slice(0, MAX_REVIEW_IMAGES))
    setPreparing(false)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitting(true)
    setFailed(false)
    try {
      await submitReview({ productId, userId, text, rating, images: pictures.map((p) => p.dataUrl) })
      onClose()
    } catch (error) {
      console.warn(REVIEW_FAILED, error)
      setFailed(true)
      toast.error(REVIEW_FAILED)
      setSubmitting(false)
    }
  }

  return (
    <Dialog
      title="Write a Review"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={`${ids}-form`} className="btn" disabled={submitting || preparing}>
            {submitting ? 'Submitting...' : 'Submit Review'}
          </button>
        </>
      }
    >
      <form id={`${ids}-form`} className={styles.form} onSubmit={(e) => void submit(e)}>
        <p className={styles.formFor}>{productName}</p>
        <fieldset className={styles.ratingPicker}>
          <legend id={`${ids}-rating`}>Your rating</legend>
          <div className={styles.ratingStars} role="radiogroup" aria-labelledby={`${ids}-rating`}>
            {[...RATING_VALUES].reverse().map((value) => (
              <label key={value} className={value <= rating ? styles.starOn : styles.starOff}>
                <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">
                  {value} {value === 1 ? 'star' : 'stars'}
                </span>
              </label>
            ))}
          </div>
          <span className={styles.ratingText} aria-hidden="true">
            {rating} of 5
          </span>
        </fieldset>
        <div className="field">
          <label htmlFor={`${ids}-text`}>Your review</label>
          <textarea id={`${ids}-text`} className={`input ${styles.textarea}`} rows={5} value={text} onChange={(e) => setText(e.target.value)} placeholder="What did you like? How was the fit and the fabric?" />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-photos`}>Photos (up to {MAX_REVIEW_IMAGES})</label>
          <input
            id={`${ids}-photos`}
            type="file"
            accept="image/*"
            multiple
            disabled={room === 0 || preparing}
            onChange={(e) => {
              const input = e.currentTarget
              void addPictures(input.files).then(() => (input.value = ''))
            }}
          />
          {preparing ? <p className={styles.hint}>Preparing photos…</p> : null}
          {pictureProblem ? (
            <p className={styles.hint} role="status">
              {pictureProblem}
            </p>
          ) : null}
          {pictures.length > 0 ? (
            <ul className={styles.previews} aria-label="Chosen photos">
              {pictures.map((picture, i) => (
                <li key={picture.key}>
                  <img src={picture.dataUrl} alt={`Photo ${i + 1}: ${picture.name}`} />
                  <button type="button" className={styles.removePhoto} onClick={() => setPictures((current) => current.filter((p) => p.key !== picture.key))} aria-label={`Remove photo ${i + 1}`}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {failed ? (
          <p className={styles.formError} role="alert">
            {REVIEW_FAILED}
          </p>
        ) : null}
      </form>
    </Dialog>
  )
}
