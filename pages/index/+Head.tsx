import { JsonLd } from '../../components/seo/JsonLd'
import { websiteJsonLd } from '../../data/seo/head'

export default function Head() {
  return <JsonLd data={websiteJsonLd()} />
}
