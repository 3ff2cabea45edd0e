import { serializeJsonLd } from '../../data/seo/head'

/** One structured-data script; the JSON is escaped so no value can end the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
