/**
 * The shop footer (spec 001 §2): promises (free shipping above 999 within India, 7-day returns, secure payments),
 * account, category, help and policy links, the newsletter form, social links, app store badges (drawn in CSS: no
 * image to download).
 */
import { FREE_SHIPPING_THRESHOLD_RUPEES } from '../../data/content/announcements'
import { RETURN_WINDOW_DAYS } from '../../data/content/shopFacts'
import type { LayoutData } from '../../data/views/layoutData'
import { ReturnIcon, TruckIcon, UserIcon } from '../ui/Icons'
import styles from './Footer.module.css'
import { NewsletterForm } from './NewsletterForm'

const ACCOUNT_LINKS = [
  { label: 'My Profile', href: '/profile' },
  { label: 'Orders & Returns', href: '/profile?tab=orders' },
  { label: 'Wishlist', href: '/wishlist' },
  { label: 'Track Your Order', href: '/profile?tab=orders' },
]
const HELP_LINKS = [
  { label: 'FAQ', href: '/faq' },
  { label: 'Returns & Exchange', href: '/returnandexchange' },
  { label: 'Shipping Policy', href: '/shippingpolicy' },
  { label: 'Click & Collect', href: '/click-and-collect-policy' },
  { label: 'Contact Us', href: '/contact' },
]
const COMPANY_LINKS = [
  { label: 'About Us', href: '/about-us' },
  { label: 'Blog', href: '/blog' },
  { label: 'Sitemap', href: '/sitemap' },
  { label: 'Terms of Use', href: '/terms-and-conditions' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
]

/** The store badges' logos are drawn in the stylesheet (inline SVG data), so pages carry no markup or script for them. */
function AppBadges() {
  return (
    <div className={styles.apps}>
      <a href="https://apps.apple.com/in/" className={`${styles.appBadge} ${styles.appStore}`} rel="external noopener">
        <small>Download on the</small> App Store
      </a>
      <a href="https://play.google.com/store/apps" className={`${styles.appBadge} ${styles.playStore}`} rel="external noopener">
        <small>Get it on</small> Google Play
      </a>
    </div>
  )
}

function LinkColumn({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function Footer({ layout }: { layout: LayoutData }) {
  return (
    <footer className={styles.footer}>
      <div className="page">
        <ul className={styles.promises}>
          <li>
            <TruckIcon />
            {` Free shipping on orders above ₹${FREE_SHIPPING_THRESHOLD_RUPEES} within India`}
          </li>
          <li>
            <ReturnIcon /> Free returns within {RETURN_WINDOW_DAYS} days of delivery
          </li>
          <li>
            <UserIcon /> Secure payments · 24/7 support
          </li>
        </ul>
        <div className={styles.main}>
          <div className={styles.brand}>
            <span className={styles.logo}>Vitrine</span>
            <p>Better quality at a better price: Indian craft, ethically sourced and made to last, from our ateliers to your wardrobe.</p>
            <button type="button" className={styles.stores}>
              Find Our Stores
            </button>
            <AppBadges />
          </div>
          <LinkColumn title="Shop" links={layout.footerCategories.map((c) => ({ label: c.label, href: c.path }))} />
          <LinkColumn title="Account" links={ACCOUNT_LINKS} />
          <LinkColumn title="Help" links={HELP_LINKS} />
          <LinkColumn title="Company" links={COMPANY_LINKS} />
          <div className={styles.newsletter}>
            <h2 className={styles.heading}>Newsletter</h2>
            <p>New collections, festive edits and private sales, first.</p>
            <NewsletterForm />
            <div className={styles.social}>
              <a href="https://www.instagram.com/" rel="external noopener">
                Instagram
              </a>
              <a href="https://www.facebook.com/" rel="external noopener">
                Facebook
              </a>
              <a href="https://www.youtube.com/" rel="external noopener">
                YouTube
              </a>
            </div>
          </div>
        </div>
        <div className={styles.bottom}>
          <span>{`© ${layout.year} Vitrine Fashion LLP · ISO 9001 certified`}</span>
          <span>Prices inclusive of all taxes</span>
        </div>
      </div>
    </footer>
  )
}
