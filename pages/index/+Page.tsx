import { useData } from 'vike-react/useData'
import { ProductRow } from '../../components/product/ProductRow'
import { ALL_PRODUCTS_PATH } from '../../data/catalogue/paths'
import type { Data } from './+data'
import { DiscountBanner, HelpBlock, OfferBanners, RunnerStrip, TrendsBlock } from './Blocks'
import { ChatLink, LoyaltyPanel } from './Floating'
import { HeroCarousel } from './HeroCarousel'
import styles from './Home.module.css'
import { CollectionHub, OfferStrip, RecentCollections } from './Tiles'

export default function Page() {
  const data = useData<Data>()
  const [kids, women, sale] = data.rows
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">Vitrine: Indian fashion and lifestyle</h1>
      <div className="page">
        <OfferStrip items={data.offerCarousel} />
      </div>
      <div className={styles.heroWrap}>
        <HeroCarousel slides={data.heroSlides} />
      </div>
      <LoyaltyPanel />
      <ChatLink />
      <div className={`page ${styles.stack}`}>
        <OfferBanners banner={data.offerBanner} />
        <DiscountBanner banner={data.discountImage} />
        <CollectionHub collections={data.collections} />
      </div>
      <RunnerStrip images={data.runnerImages} />
      <div className={`page ${styles.stack}`}>
        <RecentCollections items={data.recentCollections} viewAllHref={ALL_PRODUCTS_PATH} />
        {kids ? <ProductRow title={kids.title} eyebrow={kids.eyebrow} viewAllHref={kids.viewAllHref} cards={kids.cards} /> : null}
        {women ? <ProductRow title={women.title} eyebrow={women.eyebrow} viewAllHref={women.viewAllHref} cards={women.cards} /> : null}
      </div>
      <TrendsBlock />
      <div className={`page ${styles.stack}`}>
        {sale ? <ProductRow title={sale.title} eyebrow={sale.eyebrow} viewAllHref={sale.viewAllHref} cards={sale.cards} /> : null}
        <HelpBlock />
      </div>
    </div>
  )
}
