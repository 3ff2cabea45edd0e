/** Home › Category › Subcategory (› Product): labels title-cased, links from the one URL builder (spec 000 §2). */
import { titleCase } from '../../data/catalogue/listing'
import type { Crumb } from '../../data/views/layoutData'
import styles from './Breadcrumb.module.css'


export function Breadcrumb({ crumbs, className }: { crumbs: Crumb[]; className?: string }) {
  const all: Crumb[] = [{ label: 'Home', href: '/' }, ...crumbs]
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className={styles.crumbs}>
        {all.map((crumb, i) => {
          const last = i === all.length - 1
          return (
            <li key={`${crumb.label}-${i}`}>
              {crumb.href && !last ? (
                <a href={crumb.href}>{crumb.exact ? crumb.label : titleCase(crumb.label)}</a>
              ) : (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {crumb.exact ? crumb.label : titleCase(crumb.label)}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
