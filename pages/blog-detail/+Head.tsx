import { useData } from 'vike-react/useData'
import { JsonLd } from '../../components/seo/JsonLd'
import { articleJsonLd, breadcrumbJsonLd } from '../../data/seo/head'
import type { Data } from './+data'

/** Article and BreadcrumbList (Home › Blog › the article: the category has no page of its own). */
export default function Head() {
  const { article } = useData<Data>()
  return (
    <>
      <JsonLd data={articleJsonLd(article)} />
      <JsonLd data={breadcrumbJsonLd([{ label: 'Blog', href: '/blog' }, { label: article.title }], { path: article.path })} />
    </>
  )
}
