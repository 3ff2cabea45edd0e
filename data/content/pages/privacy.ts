import { CONTENT_PATHS } from '../../catalogue/paths'
import { GRIEVANCE_OFFICER, LEGAL_EMAIL, LEGAL_NAME, MINIMUM_AGE, POLICY_LAST_UPDATED, SUPPORT_EMAIL } from '../shopFacts'
import type { StaticPageContent } from '../types'

const G = GRIEVANCE_OFFICER

/**
 * Spec 001 §2: 15 numbered sections over exactly the listed topics (the last two gather the further notices:
 * warranties, indemnity and damages; governing law and the legal contact), linking to the terms of use.
 */
export const privacy: StaticPageContent = {
  title: 'Privacy Policy',
  eyebrow: 'Legal',
  summary: 'How Vitrine collects, uses, shares and protects your personal information, and how to reach our grievance officer.',
  lastUpdated: POLICY_LAST_UPDATED,
  numbered: true,
  intro: [
    `${LEGAL_NAME} ("Vitrine", "we", "us") respects your privacy. This policy describes how we collect, use, share and protect the personal information of people who visit or buy from this website. It is part of our [Terms of Use](${CONTENT_PATHS.terms}); by using the website you agree to both. Please do not use the website if you do not agree.`,
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        'We collect the information you give us and information generated as you use the website:',
        {
          list: [
            'Transaction data: your name, e-mail address, phone number, shipping and billing addresses, the products you order and how you pay. Card and UPI details are handled by our payment gateways; we never store full card numbers.',
            'Public posts: reviews, ratings, questions and comments you publish on the website.',
            'Device data: the type of device, operating system, browser, IP address and app or browser identifiers.',
            'Usage data: the pages you visit, the products you view, search and add to your bag or wishlist, and how you arrived at the website.',
            'Location data: your approximate location from your IP address or pin code, and your precise location only if you allow it.',
            'Preferences: your sizes, currency, communication choices and interests.',
            'Social sign-in identifiers: if you sign in through a social network, the identifier and basic profile details it shares with us.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      blocks: [
        {
          list: [
            'To take, process, ship and track your orders, handle returns, exchanges and refunds, and answer your questions.',
            'To personalise the website: recommendations, sizes and offers that suit you.',
            'To show you relevant advertising on this website and elsewhere, and to measure how well it works.',
            'To prevent and detect fraud and abuse, and to run credit and identity checks where a payment method requires them.',
            'For research and analysis that helps us improve our products, services and website.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing of information',
      blocks: [
        'We do not sell your personal information. We share it only as follows:',
        {
          list: [
            'With our affiliates and group entities, who use it in line with this policy.',
            'With service providers who work for us: couriers, payment gateways, cloud hosting, customer-care, marketing and analytics partners, bound to use it only for the service they provide.',
            'With credit information companies and banks, where a payment or credit product requires a check.',
            'For legal purposes: when required by law, court order or a government authority, or to protect the rights, property and safety of Vitrine, our customers or others.',
            'With a successor, if all or part of our business is merged, acquired or reorganised; this policy will continue to apply to your information.',
          ],
        },
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links to other websites',
      blocks: [
        'The website may link to other websites and services, such as payment pages and social networks. Their privacy practices are their own; please read their policies before you share information with them.',
      ],
    },
    {
      id: 'anonymised-data',
      heading: 'Anonymised and aggregated data',
      blocks: [
        'We may turn personal information into anonymised or aggregated data that no longer identifies you, and use or share it freely, for example to report on trends in what our customers buy.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        'We use cookies and similar technologies to keep you signed in, remember your bag and currency, understand how the website is used and show relevant advertising. You can block or delete cookies in your browser settings; some parts of the website, such as sign-in and checkout, will not work without them.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'We protect your information with encryption in transit, hashed passwords, access controls and regular reviews of our systems. No method of transmission or storage is completely secure; please keep your password private and tell us at once if you suspect your account has been misused.',
      ],
    },
    {
      id: 'minimum-age',
      heading: 'Minimum age',
      blocks: [
        `You must be at least ${MINIMUM_AGE} years old to create an account or buy on this website. Younger people may use it only under the supervision of a parent or guardian. If we learn that an account belongs to someone under ${MINIMUM_AGE}, we will delete it.`,
      ],
    },
    {
      id: 'retention',
      heading: 'Retention and deletion',
      blocks: [
        'We keep your information for as long as your account is open and as long as the law requires afterwards, for example for tax and accounting records.',
        'You can close your account from your profile settings at any time. To have your personal information deleted, write to our grievance officer (section 13); we will delete it unless the law requires us to keep it.',
      ],
    },
    {
      id: 'job-applicants',
      heading: 'Job applicants',
      blocks: [
        'If you apply for a job with us, we use the information in your application only to assess it and, if you join us, for your employment. We keep the applications of unsuccessful candidates for up to one year in case a suitable role opens, unless you ask us to delete yours earlier.',
      ],
    },
    {
      id: 'consent',
      heading: 'Your consent',
      blocks: [
        'By using the website or giving us your information, you consent to its collection, use and sharing under this policy. You also consent to our contacting you by SMS, messaging apps, phone call and e-mail about your orders and account and, where you have opted in, about offers. This applies even if your number is registered on a do-not-disturb list. You can withdraw consent to marketing at any time through the unsubscribe link or by writing to us.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy from time to time. The date at the top shows when it last changed; significant changes will be announced on the website or by e-mail. Please check this page periodically.',
      ],
    },
    {
      id: 'grievance-officer',
      heading: 'Grievance officer',
      blocks: [
        'If you have a question or complaint about how your information is handled, please contact our grievance officer:',
        { list: [`${G.name}, ${G.title}`, ...G.address, `E-mail: ${G.email}`, `Hours: ${G.hours}`] },
        `For questions about orders, write to ${SUPPORT_EMAIL}.`,
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer of warranties, indemnity and limitation of damages',
      blocks: [
        'The website and its content are provided "as is" and "as available", without warranties of any kind to the fullest extent the law allows.',
        'You agree to indemnify and hold Vitrine, its partners, employees and affiliates harmless from any claim arising out of your breach of this policy or the terms of use, or your misuse of the website.',
        'To the fullest extent the law allows, Vitrine is not liable for any indirect, incidental, special or consequential damages arising from the use of the website or of your information as described in this policy.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and legal contact',
      blocks: [
        'This policy is governed by the laws of India. The courts of Delhi have exclusive jurisdiction over any dispute arising from it.',
        `Legal notices may be sent to ${LEGAL_NAME}, ${G.address.slice(1, 3).join(', ')}, or by e-mail to ${LEGAL_EMAIL}.`,
      ],
    },
  ],
}
