import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import { JsonLd } from '../../components/seo/JsonLd'
import { breadcrumbJsonLd } from '../../data/seo/head'
import type { Data } from './+data'

export default function Head() {
  const data = useData<Data>()
  const { urlPathname } = usePageContext()
  return <JsonLd data={breadcrumbJsonLd(data.crumbs, { path: urlPathname })} />
}
