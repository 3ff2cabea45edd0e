/**
 * The head every page shares: canonical URL, robots, Open Graph and Twitter card tags, from the page's `meta`
 * (`data/seo/head.ts` decides; this only renders). Title, description, og:title and og:description come from
 * `+title` and `+description` through vike-react. Pages with structured data add their own `+Head` beside this.
 * Head elements are rendered on the server only, into the static HTML.
 */
import { usePageContext } from 'vike-react/usePageContext'
import type { PageMeta } from '../data/views/layoutData'
import { headTags } from '../data/seo/head'

export default function Head() {
  const pageContext = usePageContext()
  const meta = (pageContext.data as { meta?: PageMeta } | undefined)?.meta
  const tags = headTags({ urlPathname: pageContext.urlPathname, meta, is404: pageContext.is404 === true })
  return (
    <>
      <meta name="theme-color" content="#faf6ef" />
      {tags.canonical ? <link rel="canonical" href={tags.canonical} /> : null}
      {tags.robots ? <meta name="robots" content={tags.robots} /> : null}
      {tags.og.map((tag) => (
        <meta key={tag.property} property={tag.property} content={tag.content} />
      ))}
      {tags.twitter.map((tag) => (
        <meta key={tag.name} name={tag.name} content={tag.content} />
      ))}
    </>
  )
}
