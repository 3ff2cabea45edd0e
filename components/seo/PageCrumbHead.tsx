import { usePageContext } from 'vike-react/usePageContext'
import type { PageMeta } from '../../data/views/layoutData'
import { breadcrumbJsonLd } from '../../data/seo/head'
import { JsonLd } from './JsonLd'

/** BreadcrumbList for a content page whose breadcrumb is Home › its title. */
export function PageCrumbHead() {
  const pageContext = usePageContext()
  const meta = (pageContext.data as { meta?: PageMeta } | undefined)?.meta
  if (!meta?.title) return null
  return <JsonLd data={breadcrumbJsonLd([{ label: meta.title }], { path: pageContext.urlPathname })} />
}
