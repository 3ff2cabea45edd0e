/** Sitemap (spec 001 §2): every category with its subcategories, then the shop's pages, help and the journal. */
import { useData } from 'vike-react/useData'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { titleCase } from '../../data/catalogue/listing'
import type { Data } from './+data'
import styles from './Sitemap.module.css'

function LinkList({ links, title, id }: { links: { label: string; path: string }[]; title: string; id: string }) {
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.path}>
            <a href={link.path}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function Page() {
  const data = useData<Data>()
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={[{ label: 'Sitemap' }]} />
      <header className={styles.head}>
        <p className="eyebrow">Find your way</p>
        <h1 className={styles.title}>Sitemap</h1>
      </header>
      <section aria-labelledby="sitemap-categories">
        <h2 id="sitemap-categories" className="section-title">
          Shop by category
        </h2>
        <div className={styles.categories}>
          {data.categories.map((category) => (
            <div key={category.id} className={styles.category}>
              <h3>
                <a href={category.path}>{titleCase(category.label)}</a>
              </h3>
              {category.subCategories.length > 0 ? (
                <ul className={styles.list}>
                  {category.subCategories.map((sub) => (
                    <li key={sub.path}>
                      <a href={sub.path}>{titleCase(sub.label)}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </div>
      </section>
      <div className={styles.more}>
        <LinkList id="sitemap-pages" title="Shop" links={data.pages} />
        <LinkList id="sitemap-help" title="Help and policies" links={data.help} />
        {data.articles.length > 0 ? <LinkList id="sitemap-journal" title="From the journal" links={data.articles} /> : null}
      </div>
    </div>
  )
}
