/** The size chart in the shared Dialog; its own chunk, loaded when the shopper opens it. */
import { Dialog } from '../../components/ui/Dialog'
import { MediaImage } from '../../components/ui/MediaImage'
import styles from './Product.module.css'

export default function SizeChartDialog({ image, productName, onClose }: { image: string; productName: string; onClose: () => void }) {
  return (
    <Dialog title="Size chart" onClose={onClose} wide>
      <MediaImage src={image} alt={`Size chart for ${productName}`} loading="eager" className={styles.sizeChartImage} width={800} height={600} />
    </Dialog>
  )
}
