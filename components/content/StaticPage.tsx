/**
 * The about page and every policy page: a title block (eyebrow, title, last updated, lead), a table of contents
 * that stays beside the text on wide screens, and the numbered or plain sections.
 */
import { longDate } from '../../data/content/dates'
import type { ContentBlock, StaticPageContent } from '../../data/content/types'
import { Breadcrumb } from '../ui/Breadcrumb'
import { RichText } from './RichText'
import styles from './StaticPage.module.css'

function Block({ block }: { block: ContentBlock }) {
  if (typeof block === 'string')
    return (
      <p>
        <RichText text={block} />
      </p>
    )
  if ('note' in block)
    return (
      <p className={styles.note}>
        <RichText text={block.note} />
      </p>
    )
  const items = block.list.map((item, i) => (
    <li key={i}>
      <RichText text={item} />
    </li>
  ))
  return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>
}

export function StaticPage({ page }: { page: StaticPageContent }) {
  const label = (heading: string, i: number) => (page.numbered ? `${i + 1}. ${heading}` : heading)
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={[{ label: page.title, exact: true }]} className={styles.crumbs} />
      <header className={styles.head}>
        <p className="eyebrow">{page.eyebrow}</p>
        <h1 className={styles.title}>{page.title}</h1>
        {page.lastUpdated ? (
          <p className={styles.updated}>
            Last updated <time dateTime={page.lastUpdated}>{longDate(Date.parse(`${page.lastUpdated}T00:00:00Z`), 'UTC')}</time>
          </p>
        ) : null}
        <p className={styles.lead}>{page.summary}</p>
      </header>
      {page.highlights?.length ? (
        <ul className={styles.highlights}>
          {page.highlights.map((h) => (
            <li key={h.title}>
              <strong>{h.title}</strong>
              <span>{h.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.layout}>
        {page.sections.length > 1 ? (
          <nav className={styles.toc} aria-labelledby="toc-heading">
            <h2 id="toc-heading" className={styles.tocHeading}>
              On this page
            </h2>
            <ol className={styles.tocList}>
              {page.sections.map((section, i) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{label(section.heading, i)}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <article className={styles.body}>
          {page.intro.map((block, i) => (
            <Block key={i} block={block} />
          ))}
          {page.sections.map((section, i) => (
            <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{label(section.heading, i)}</h2>
              {section.blocks.map((block, j) => (
                <Block key={j} block={block} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </div>
  )
}
