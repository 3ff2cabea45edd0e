import { useData } from 'vike-react/useData'
import { ProductGrid } from '../../components/product/ProductGrid'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { PagingBar } from '../../components/ui/PagingBar'
import type { Data } from './+data'
import styles from './Listing.module.css'
import { SubCategoryStrip } from './SubCategoryStrip'
import { useListing } from './useListing'
import { SortToolbar } from './SortToolbar'

export default function Page() {
  const data = useData<Data>()
  const listing = useListing(data)
  return (
    <div className={`page ${styles.listing}`}>
      <Breadcrumb crumbs={data.crumbs} className={styles.crumbs} />
      <header className={styles.head} id="listing-top">
        <h1 className={styles.heading}>{data.heading}</h1>
        <p className={styles.count}>
          {listing.total} {listing.total === 1 ? 'style' : 'styles'}
        </p>
      </header>
      {data.path !== '/product/all' ? <SubCategoryStrip tiles={data.subCategories} currentPath={data.path} /> : null}
      <SortToolbar sort={listing.sort} onSort={listing.setSort} />
      <div className={styles.results} aria-busy={listing.loading}>
        {listing.loading ? (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" /> Loading products…
          </div>
        ) : null}
        {listing.cards.length > 0 ? (
          <>
            {/* Keeps the heading order (h1, h2, then the cards' h3). */}
            <h2 className="visually-hidden">Products</h2>
            <ProductGrid cards={listing.cards} />
          </>
        ) : <p className={styles.empty}>No products match the filters.</p>}
      </div>
      <PagingBar page={listing.page} count={listing.count} hrefFor={listing.hrefFor} onPage={listing.setPage} />
    </div>
  )
}
