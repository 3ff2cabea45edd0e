/**
 * The size chart popup (spec 000 §2, size_chart_image): a button, shown only when the product has a chart, that
 * opens the shared Dialog. The dialog's code and the chart image load when it is first opened.
 */
import { lazy, Suspense, useState } from 'react'
import styles from './Product.module.css'

const SizeChartDialog = lazy(() => import('./SizeChartDialog'))

export function SizeChart({ image, productName }: { image: string | null | undefined; productName: string }) {
  const [open, setOpen] = useState(false)
  if (!image) return null
  return (
    <>
      <button type="button" className={`btn-link ${styles.sizeChartButton}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Size chart
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SizeChartDialog image={image} productName={productName} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
