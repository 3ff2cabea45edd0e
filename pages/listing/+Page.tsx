import { useEffect } from 'react'
import { useData } from 'vike-react/useData'
import { ListingScreen } from '../../components/listing/ListingScreen'
import { useListing } from '../../components/listing/useListing'
import { canonicalListingUrl } from '../../data/catalogue/listingQuery'
import type { Data } from './+data'
import { SubCategoryStrip } from './SubCategoryStrip'
import { openPage } from '../../components/ui/openPage'

export default function Page() {
  const data = useData<Data>()
  const listing = useListing({ path: data.path, scope: data.scope, total: data.total, firstPage: data.firstPage, staticOptions: data.filterOptions, firstCards: data.firstCards })

  // The query-string form (/product/all?categoryId=…&subcategory=…, spec 000 §2) opens the category's own listing.
  useEffect(() => {
    if (!data.categories) return
    const url = canonicalListingUrl(window.location.search, data.categories)
    if (url) openPage(url, { replace: true })
  }, [data.categories])

  return (
    <ListingScreen
      crumbs={data.crumbs}
      heading={data.heading}
      category={data.category}
      strip={data.path !== '/product/all' ? <SubCategoryStrip tiles={data.subCategories} currentPath={data.path} /> : null}
      listing={listing}
      loadingText="Loading products…"
    />
  )
}
