import { CONTENT_PATHS } from '../../catalogue/paths'
import { GRIEVANCE_OFFICER, LEGAL_EMAIL, LEGAL_NAME, MINIMUM_AGE, POLICY_LAST_UPDATED, SUPPORT_EMAIL } from '../shopFacts'
import type { StaticPageContent } from '../types'

/**
 * Spec 001 §2 shows only the beginning of the terms (last updated 1 June 2025) and §6 the policy rules: 18 or over,
 * minors through a guardian, suspension for false information, removal of user content. The rest is what an
 * Indian online shop's terms ordinarily cover, consistent with the privacy policy.
 */
export const terms: StaticPageContent = {
  title: 'Terms of Use',
  eyebrow: 'Legal',
  summary: 'The terms that apply when you browse, create an account or buy on the Vitrine website.',
  lastUpdated: POLICY_LAST_UPDATED,
  numbered: true,
  intro: [
    `These terms of use govern your use of this website, operated by ${LEGAL_NAME} ("Vitrine", "we", "us"). Please read them with our [Privacy Policy](${CONTENT_PATHS.privacy}). By browsing, creating an account or placing an order you accept them; if you do not, please do not use the website.`,
  ],
  sections: [
    {
      id: 'eligibility',
      heading: 'Eligibility',
      blocks: [
        `You must be at least ${MINIMUM_AGE} years old and able to enter into a binding contract under Indian law to create an account or place an order. Minors may use the website only through a parent or guardian, who accepts these terms on their behalf.`,
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        'Membership is free. You are responsible for the information in your account, for keeping your password confidential and for everything done through your account.',
        'Please give true, current and complete information. We may suspend or close an account that carries false or misleading information, or that is used in breach of these terms.',
      ],
    },
    {
      id: 'products-and-prices',
      heading: 'Products and prices',
      blocks: [
        'We describe and photograph our products as accurately as we can. Colours can look slightly different on screen, and handmade products vary slightly from piece to piece; this is part of their character and not a defect.',
        'Prices are in Indian rupees and include all taxes. A price in US dollars is shown for convenience only; you are charged in rupees at checkout. Prices and availability may change without notice; an obvious pricing error entitles us to cancel the order and refund you in full.',
      ],
    },
    {
      id: 'orders-and-payment',
      heading: 'Orders and payment',
      blocks: [
        'Your order is an offer to buy. The contract is formed when we dispatch the products, and we may decline or cancel an order before then, for example if a product is out of stock or we suspect fraud; any amount paid is then refunded in full.',
        'You can pay cash on delivery or online through our payment gateways. Only one coupon can be used per order, and coupons have no cash value.',
      ],
    },
    {
      id: 'shipping-and-returns',
      heading: 'Shipping, returns and refunds',
      blocks: [
        `Delivery, returns, exchanges, cancellations and refunds follow our [Shipping Policy](${CONTENT_PATHS.shipping}), [Return, Exchange, Cancellation and Refund Policy](${CONTENT_PATHS.returns}) and [Click and Collect Policy](${CONTENT_PATHS.clickAndCollect}), which form part of these terms.`,
      ],
    },
    {
      id: 'user-content',
      heading: 'Reviews and other content you post',
      blocks: [
        'Reviews, ratings, photos and comments you post must be your own, honest and lawful. You grant us a free, worldwide, non-exclusive licence to publish them on the website and in our marketing.',
        'We may refuse or remove any content that is abusive, misleading, infringing, unrelated to the product or otherwise in breach of these terms, without notice.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        'The website, its design, text, photographs, logos and software belong to Vitrine or its licensors. You may view and print pages for your personal, non-commercial use; any other use requires our written permission.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        {
          list: [
            'Do not use the website for any unlawful purpose or to harm others.',
            'Do not try to gain unauthorised access to the website, other accounts or our systems, or interfere with their working.',
            'Do not scrape, copy or resell the website or its content by automated means without our permission.',
            'Do not place orders for resale or in quantities beyond personal use.',
          ],
        },
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Third-party websites',
      blocks: ['Links to other websites are given for convenience. We do not control them and are not responsible for their content or practices.'],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer of warranties',
      blocks: [
        'Apart from the guarantees the law gives you as a consumer, the website and its content are provided "as is" and "as available". We do not warrant that the website will always be available, uninterrupted or free of errors.',
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      blocks: [
        'You agree to indemnify Vitrine, its partners, employees and affiliates against any claim, loss or expense arising from your breach of these terms or your misuse of the website.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        'To the fullest extent the law allows, Vitrine is not liable for indirect, incidental, special or consequential damages, and our total liability for any order is limited to the amount you paid for it.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and jurisdiction',
      blocks: ['These terms are governed by the laws of India. The courts of Delhi have exclusive jurisdiction over any dispute arising from them.'],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: ['We may change these terms from time to time. The version on this page at the time of your order applies to it; the date at the top shows the last change.'],
    },
    {
      id: 'contact',
      heading: 'Contact and grievances',
      blocks: [
        `Questions about orders: ${SUPPORT_EMAIL}, or our [contact form](${CONTENT_PATHS.contact}). Legal notices: ${LEGAL_EMAIL}.`,
        `Grievance officer: ${GRIEVANCE_OFFICER.name}, ${GRIEVANCE_OFFICER.address.slice(1, 3).join(', ')}; ${GRIEVANCE_OFFICER.email}; ${GRIEVANCE_OFFICER.hours}.`,
      ],
    },
  ],
}
