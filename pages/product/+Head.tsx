import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import { JsonLd } from '../../components/seo/JsonLd'
import { breadcrumbJsonLd, productJsonLd } from '../../data/seo/head'
import type { Data } from './+data'

/** Product and BreadcrumbList structured data (server-rendered only). */
export default function Head() {
  const data = useData<Data>()
  const { urlPathname } = usePageContext()
  return (
    <>
      <JsonLd data={productJsonLd(data.product, { path: urlPathname, rating: data.rating, reviews: data.reviews })} />
      <JsonLd data={breadcrumbJsonLd(data.crumbs, { path: urlPathname })} />
    </>
  )
}
