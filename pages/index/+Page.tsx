import { useData } from 'vike-react/useData'
import { ProductRow } from '../../components/product/ProductRow'
import { HydrateInTurn } from '../../components/ui/HydrateInTurn'
import { ALL_PRODUCTS_PATH } from '../../data/catalogue/paths'
import type { Data } from './+data'
import { DiscountBanner, HelpBlock, OfferBanners, RunnerStrip, TrendsBlock } from './Blocks'
import { ChatLink, LoyaltyPanel } from './Floating'
import { HeroCarousel } from './HeroCarousel'
import styles from './Home.module.css'
import { CollectionHub, OfferStrip, RecentCollections } from './Tiles'

// The page's sections hydrate one after another (HydrateInTurn), each in its own task; the product rows' cards
// take a turn each.
export default function Page() {
  const data = useData<Data>()
  const [kids, women, sale] = data.rows
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">Vitrine: Indian fashion and lifestyle</h1>
      <div className="page">
        <HydrateInTurn><OfferStrip items={data.offerCarousel} /></HydrateInTurn>
      </div>
      <div className={styles.heroWrap}>
        <HydrateInTurn><HeroCarousel slides={data.heroSlides} /></HydrateInTurn>
      </div>
      <HydrateInTurn><LoyaltyPanel /></HydrateInTurn>
      <ChatLink />
      <div className={`page ${styles.stack}`}>
        <HydrateInTurn><OfferBanners banner={data.offerBanner} /></HydrateInTurn>
        <DiscountBanner banner={data.discountImage} />
        <HydrateInTurn><CollectionHub collections={data.collections} /></HydrateInTurn>
      </div>
      <HydrateInTurn><RunnerStrip images={data.runnerImages} /></HydrateInTurn>
      <div className={`page ${styles.stack}`}>
        <HydrateInTurn><RecentCollections items={data.recentCollections} viewAllHref={ALL_PRODUCTS_PATH} /></HydrateInTurn>
        <div className={`${styles.rows} paint-when-near`}>
          {kids ? <ProductRow title={kids.title} eyebrow={kids.eyebrow} viewAllHref={kids.viewAllHref} cards={kids.cards} /> : null}
          {women ? <ProductRow title={women.title} eyebrow={women.eyebrow} viewAllHref={women.viewAllHref} cards={women.cards} /> : null}
        </div>
      </div>
      <HydrateInTurn><TrendsBlock /></HydrateInTurn>
      <div className={`page ${styles.stack} paint-when-near`}>
        {sale ? <ProductRow title={sale.title} eyebrow={sale.eyebrow} viewAllHref={sale.viewAllHref} cards={sale.cards} /> : null}
        <HydrateInTurn><HelpBlock /></HydrateInTurn>
      </div>
    </div>
  )
}
