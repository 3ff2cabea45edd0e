/**
 * Blog article (spec 001 §2): breadcrumb (Blog › category), title with the journal's name before it, en-IN date,
 * picture, the sanitised article, tag chips, Like / Comment / Share, Related Products and Related Articles.
 */
import { useData } from 'vike-react/useData'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { MediaImage } from '../../components/ui/MediaImage'
import { formatPrice } from '../../data/catalogue/money'
import { BLOG_AUTHOR } from '../../data/content/blogRules'
import type { Data } from './+data'
import styles from './Article.module.css'
import { ArticleActions } from './ArticleActions'

export default function Page() {
  const { article } = useData<Data>()
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={article.crumbs} className={styles.crumbs} />
      <article className={styles.article}>
        <header className={styles.head}>
          {article.category ? <p className={styles.category}>{article.category}</p> : null}
          <h1 className={styles.title}>
            <span className={styles.brand}>
              {BLOG_AUTHOR}
              <span className="visually-hidden">: </span>
            </span>
            {article.title}
          </h1>
          <p className={styles.byline}>
            <time dateTime={article.date}>{article.dateLabel}</time>
            <span aria-hidden="true">·</span>
            <span>By {article.author}</span>
          </p>
        </header>
        <div className={styles.hero}>
          <MediaImage src={article.image} alt="" width={1200} height={800} loading="eager" />
        </div>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.html }} />
        {article.tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {article.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        <ArticleActions id={article.id} title={article.title} commentCount={article.commentCount} />
      </article>

      {article.relatedProducts.length > 0 ? (
        <section id="related-products" className={styles.related} aria-labelledby="related-products-title">
          <h2 id="related-products-title" className="section-title">
            Related Products
          </h2>
          <ul className={styles.products}>
            {article.relatedProducts.map((product) => (
              <li key={product.id}>
                <a href={product.path} className={styles.product}>
                  <MediaImage src={product.image} alt="" width={400} height={500} />
                  <span className={styles.productName}>{product.name}</span>
                  <span className={styles.productPrice}>{formatPrice(product.price)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {article.relatedArticles.length > 0 ? (
        <section className={styles.related} aria-labelledby="related-articles-title">
          <h2 id="related-articles-title" className="section-title">
            Related Articles
          </h2>
          <ul className={styles.articles}>
            {article.relatedArticles.map((other) => (
              <li key={other.id}>
                <a href={other.path} className={styles.otherArticle}>
                  <MediaImage src={other.image} alt="" width={1200} height={800} />
                  <time dateTime={other.date}>{other.dateLabel}</time>
                  <span className={styles.otherTitle}>{other.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
