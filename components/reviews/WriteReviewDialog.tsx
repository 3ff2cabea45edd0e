/**
 * The write-review modal (spec 000 §4, §5, §8): a rating of 1 to 5 stars (default 5) as a radio group, free text,
 * and up to 3 pictures, each scaled down before upload, shown as tiles with a remove button beside an Add photos
 * tile (the real file input sits under it, visually hidden but in the tab order, so the keyboard and screen readers
 * use it as ever). Without text: 'Please fill all fields.'; with the session gone: 'Login required to submit
 * review.'. Submit reads Submitting...; on success the modal closes and its form is gone (the next one starts at 5
 * stars again), and the section's button reads Review Submitted. On failure the modal stays open with everything
 * typed, saying 'Review submission failed.'. Its own chunk: loaded when the shopper first opens it.
 */
import { useId, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '../../data/contract/client'
import { MAX_REVIEW_IMAGES, DEFAULT_REVIEW_RATING, RATING_VALUES, REVIEW_FAILED, REVIEW_FILL_ALL_FIELDS, reviewFailureText, reviewFormProblem } from '../../data/reviews/rules'
import { submitReview } from '../../state/reviews'
import { toast } from '../../state/toasts'
import { Dialog } from '../ui/Dialog'
import { scalePicture } from './scalePicture'
import styles from './Reviews.module.css'

export { REVIEW_FAILED }

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
  const [problem, setProblem] = useState<string | null>(null)
  const ids = useId()
  const tiles = useRef<HTMLUListElement>(null)
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
    const addedFrom = document.activeElement
    setPictures((current) => [...current, ...added].slice(0, MAX_REVIEW_IMAGES))
    setPreparing(false)
    // The Add photos tile goes once the third photo is in: its focus moves to the last photo's remove button.
    if (pictures.length + added.length >= MAX_REVIEW_IMAGES && addedFrom instanceof HTMLInputElement && addedFrom.type === 'file') {
      window.requestAnimationFrame(() => tiles.current?.querySelector<HTMLButtonElement>('li:last-child button')?.focus())
    }
  }

  const textRef = useRef<HTMLTextAreaElement>(null)
  // The spec's alert is the toast, read out in the dialog's own region; the line under the form stays for the eye
  // only (no second alert). A review with no words takes the shopper to the box to write them in.
  const refuse = (message: string) => {
    setProblem(message)
    toast.error(message)
    if (message === REVIEW_FILL_ALL_FIELDS && !text.trim()) textRef.current?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const check = reviewFormProblem({ userId, text, rating })
    if (check) return refuse(check)
    setSubmitting(true)
    setProblem(null)
    try {
      await submitReview({ productId, userId, text, rating, images: pictures.map((p) => p.dataUrl) })
      onClose()
    } catch (error) {
      console.warn(REVIEW_FAILED, error)
      refuse(reviewFailureText(error instanceof ApiError ? error.status : undefined))
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
          <textarea
            ref={textRef}
            id={`${ids}-text`}
            className={`input ${styles.textarea}`}
            rows={5}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="What did you like? How was the fit and the fabric?"
            aria-invalid={problem === REVIEW_FILL_ALL_FIELDS && !text.trim() ? true : undefined}
          />
        </div>
        <div className="field">
          <p className={styles.photosTitle} id={`${ids}-photos-title`}>
            Photos <span>(up to {MAX_REVIEW_IMAGES})</span>
          </p>
          <ul ref={tiles} className={styles.photoTiles} aria-labelledby={`${ids}-photos-title`}>
            {pictures.map((picture, i) => (
              <li key={picture.key} className={styles.photoTile}>
                <img src={picture.dataUrl} alt={`Photo ${i + 1}: ${picture.name}`} />
                <button type="button" className={styles.removePhoto} onClick={() => setPictures((current) => current.filter((p) => p.key !== picture.key))} aria-label={`Remove photo ${i + 1}`}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
            {room > 0 ? (
              <li className={styles.photoTile}>
                <input
                  id={`${ids}-photos`}
                  className={`visually-hidden ${styles.photoInput}`}
                  type="file"
                  accept="image/*"
                  multiple
                  aria-describedby={`${ids}-photos-hint`}
                  onChange={(e) => {
                    const input = e.currentTarget
                    void addPictures(input.files).then(() => (input.value = ''))
                  }}
                />
                <label htmlFor={`${ids}-photos`} className={styles.addPhoto} aria-busy={preparing || undefined}>
                  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
                    <path d="M4 8h3l2-3h6l2 3h3v11H4z" strokeLinejoin="round" />
                    <circle cx="12" cy="13" r="3.5" />
                  </svg>
                  <span>{preparing ? 'Adding…' : 'Add photos'}</span>
                </label>
              </li>
            ) : null}
          </ul>
          <p className={styles.hint} id={`${ids}-photos-hint`}>
            {room > 0 ? `${room} more ${room === 1 ? 'photo' : 'photos'} can be added.` : `${MAX_REVIEW_IMAGES} photos added: remove one to choose another.`}
          </p>
          {pictureProblem ? (
            <p className={styles.hint} role="status">
              {pictureProblem}
            </p>
          ) : null}
        </div>
        {problem ? <p className={styles.formError}>{problem}</p> : null}
      </form>
    </Dialog>
  )
}
