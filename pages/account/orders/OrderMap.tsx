/**
 * The order page's map of the shipping city (spec 001 §2). A frame whose provider cannot be reached (offline, a
 * blocker, a network that keeps Google out) would show the browser's grey error box, and a frame cannot tell the
 * page it failed: so the provider is asked first, with a request whose answer the page cannot read but whose
 * failure it sees, and the frame is shown only once that succeeds. Otherwise there is no map, and the address with
 * its map link stands alone.
 */
import { useEffect, useState } from 'react'
import { MAP_HEIGHT } from '../../../data/orders/orderDetail'
import styles from './OrderDetail.module.css'

/** How long the provider may take to answer before the page gives up on the map. */
const MAP_CHECK_MS = 8000

type MapState = 'checking' | 'shown' | 'unavailable'

async function canReach(url: string): Promise<boolean> {
  try {
    // no-cors: the answer is opaque, but a network failure, a blocked request or a timeout rejects.
    await fetch(url, { mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store', signal: AbortSignal.timeout(MAP_CHECK_MS) })
    return true
  } catch {
    return false
  }
}

export function OrderMap({ url, place, onUnavailable }: { url: string; place: string; onUnavailable: () => void }) {
  const [state, setState] = useState<MapState>('checking')
  useEffect(() => {
    let live = true
    setState('checking')
    void canReach(url).then((ok) => {
      if (!live) return
      setState(ok ? 'shown' : 'unavailable')
      if (!ok) onUnavailable()
    })
    return () => void (live = false)
  }, [url, onUnavailable])
  if (state === 'unavailable') return null
  if (state === 'checking') return <div className={styles.mapWaiting} style={{ height: MAP_HEIGHT }} aria-hidden="true" />
  return <iframe className={styles.map} title={`Map of ${place}`} src={url} height={MAP_HEIGHT} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
}
