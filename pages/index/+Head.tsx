import { JsonLd } from '../../components/seo/JsonLd'
import { websiteJsonLd } from '../../data/seo'

export default function Head() {
  return <JsonLd data={websiteJsonLd()} />
}
