import { FREE_SHIPPING_THRESHOLD_RUPEES, LEGAL_NAME, RETURN_WINDOW_DAYS, SUPPORT_EMAIL } from '../shopFacts'
import type { StaticPageContent } from '../types'

/** Spec 001 §2 Static pages: mission, why choose us, sustainability, community, newsletter and social following. */
export const about: StaticPageContent = {
  title: 'About Us',
  eyebrow: 'Our story',
  summary: 'Vitrine brings Indian craft to everyday wardrobes: better quality at a better price, ethically sourced and made to last.',
  intro: [
    `Vitrine began with a simple belief: the hand block-prints, handlooms and embroideries of India deserve a place in everyday wardrobes, not only on festive days. ${LEGAL_NAME} is an Indian limited liability partnership with an ISO 9001 certified quality process, working directly with ateliers, weavers and small workshops across the country.`,
  ],
  highlights: [
    { title: 'Made in India', text: 'Direct from ateliers, weavers and small workshops.' },
    { title: `Free shipping above ₹${FREE_SHIPPING_THRESHOLD_RUPEES}`, text: 'Anywhere in India; worldwide shipping too.' },
    { title: `${RETURN_WINDOW_DAYS}-day free returns`, text: 'Doorstep pickup across most of India.' },
    { title: 'ISO 9001 certified', text: 'Every piece quality checked twice.' },
  ],
  sections: [
    {
      id: 'mission',
      heading: 'Our mission',
      blocks: [
        'Better quality at a better price. We buy directly from the people who make our clothes, cut out the layers in between and spend the difference on better fabric, better finishing and fair pay.',
        'Every piece we sell is one we would wear ourselves: comfortable in an Indian summer, easy to care for and made to outlast the season it was bought for.',
      ],
    },
    {
      id: 'why-choose-us',
      heading: 'Why choose us',
      blocks: [
        {
          list: [
            'Quality checked twice: once at the atelier, once at our warehouse before it is packed for you.',
            `Free shipping on orders above ₹${FREE_SHIPPING_THRESHOLD_RUPEES} within India, and worldwide shipping for our customers abroad.`,
            `Free returns within ${RETURN_WINDOW_DAYS} days of delivery, with doorstep pickup across most of India.`,
            'Secure payments: cash on delivery, cards, UPI and net banking through trusted gateways.',
            'Honest prices, inclusive of all taxes, and sizes that follow a published size chart.',
          ],
        },
      ],
    },
    {
      id: 'sustainability',
      heading: 'Sustainability and ethical sourcing',
      blocks: [
        'We favour natural fibres (cotton, linen, silk and wool) and natural or low-impact dyes wherever the craft allows. Our cotton is pre-washed so it keeps its size and shape, and our packaging is recyclable paper without single-use plastic.',
        'We visit the workshops we buy from, pay on agreed terms and do not work with suppliers who employ children or deny workers a safe place to work. Small batches mean less dead stock and fewer clothes burnt or dumped at the end of a season.',
      ],
    },
    {
      id: 'community',
      heading: 'Our community',
      blocks: [
        'Behind every kurta and saree is a family of artisans: block-carvers, printers, dyers, weavers and tailors. Our journal tells their stories, and a part of every sale goes back into training and tools for the clusters we work with.',
        'Membership is free: create an account to save addresses, follow your orders, keep a wishlist and share it with friends and family.',
      ],
    },
    {
      id: 'stay-in-touch',
      heading: 'Newsletter and social',
      blocks: [
        'Subscribe to our newsletter at the foot of any page for new collections, festive edits and private sales, before anyone else. Follow us on Instagram, Facebook and YouTube for styling ideas and behind-the-scenes visits to our ateliers.',
        `Questions, ideas or a collaboration in mind? Write to us at ${SUPPORT_EMAIL} or use our [contact form](/contact); we answer every message.`,
      ],
    },
  ],
}
