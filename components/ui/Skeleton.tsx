import type { CSSProperties } from 'react'
import styles from './Skeleton.module.css'

export function Skeleton({ style, className }: { style?: CSSProperties; className?: string }) {
  return <div aria-hidden="true" className={`${styles.skeleton} ${className ?? ''}`} style={style} />
}
