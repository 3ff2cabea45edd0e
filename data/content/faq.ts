/**
 * The FAQ (spec 001 §2, §9): 48 questions and answers in topics, the Track Order / Report Issue strip and nine
 * information cards. Plain data; the page filters it by question text.
 *
 * Free shipping: spec 001's FAQ text says above ₹499, while the footer, the announcement bar and the shipping
 * policy say ₹999. The shop keeps one constant, FREE_SHIPPING_THRESHOLD_RUPEES (999), so the FAQ agrees with the
 * rest of the shop and with checkout. Likewise the FAQ's 'India only' delivery would contradict the announced
 * worldwide shipping and the shipping policy, so the answers say India-wide delivery plus worldwide shipping.
 */
import { CONTENT_PATHS } from '../catalogue/paths'
import {
  CLICK_AND_COLLECT,
  COUPONS_PER_ORDER,
  DELIVERY_BUSINESS_DAYS,
  DISPATCH_DAYS,
  EDIT_OR_CANCEL_MINUTES,
  EXCHANGE_DIFFERENCE_REFUND_WORKING_DAYS,
  EXCHANGE_REPLACEMENT_WORKING_DAYS,
  FREE_SHIPPING_THRESHOLD_RUPEES,
  GIFT_CARD_MAX_RUPEES,
  GIFT_CARD_MIN_RUPEES,
  INTERNATIONAL_CONVENIENCE_FEE_PERCENT,
  MINIMUM_AGE,
  NOMINAL_SHIPPING_RUPEES,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  SUPPORT_EMAIL,
} from './shopFacts'

import type { FaqItem, FaqTopic } from './faqSearch'

export type { FaqItem, FaqTopic }

const ORDERS = '/profile?tab=orders'
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`

export const FAQ_TOPICS: FaqTopic[] = [
  {
    id: 'orders',
    title: 'Orders',
    items: [
      { id: 'place-order', question: 'How do I place an order?', answer: 'Choose your size and colour on a product page, tap ADD TO BAG, then open your bag and proceed to checkout. Sign in, pick or add a shipping address, choose how to pay and confirm.' },
      { id: 'order-without-account', question: 'Do I need an account to order?', answer: 'Yes: an account keeps your addresses, orders and returns in one place. Membership is free and takes a minute to [create](/signup).' },
      { id: 'edit-order', question: 'Can I change my order after placing it?', answer: `You can edit an order within ${EDIT_OR_CANCEL_MINUTES} minutes of placing it, from [Orders & Returns](${ORDERS}). After that it is being packed; cancel it before dispatch and place a new one instead.` },
      { id: 'cancel-order', question: 'How do I cancel an order?', answer: `Open [Orders & Returns](${ORDERS}) and choose Cancel on the order. You can cancel within ${EDIT_OR_CANCEL_MINUTES} minutes of ordering and in any case until it is dispatched; after dispatch, return it once delivered.` },
      { id: 'order-confirmation', question: 'How will I know my order is confirmed?', answer: 'You see a confirmation page as soon as the order is placed, and we send an e-mail and an SMS with your order number.' },
      { id: 'track-order', question: 'How do I track my order?', answer: `Open [Orders & Returns](${ORDERS}) and choose View Details: the tracker shows when the order is confirmed, on its way, out for delivery and delivered, with the courier's tracking number.` },
      { id: 'partial-delivery', question: 'Why did I receive only part of my order?', answer: 'Products from different warehouses or ateliers can travel in separate parcels. The tracker shows each one; you never pay shipping twice for the same order.' },
      { id: 'out-of-stock-after-order', question: 'What if a product goes out of stock after I order?', answer: `Rarely, the last piece sells at the same moment. We will tell you at once, cancel that product and refund it to your original payment mode in ${REFUND_BUSINESS_DAYS} business days.` },
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping and delivery',
    items: [
      { id: 'free-shipping', question: 'Is shipping free?', answer: `Shipping is free on orders above ${rupees(FREE_SHIPPING_THRESHOLD_RUPEES)} anywhere in India. Smaller orders carry a nominal charge of ${rupees(NOMINAL_SHIPPING_RUPEES)}, shown in your bag before you pay.` },
      { id: 'delivery-time', question: 'How long does delivery take?', answer: `Most orders are delivered in ${DELIVERY_BUSINESS_DAYS} business days after dispatch. Ready-to-ship products leave us within 2 days; made-to-order pieces can take up to 14 days, as their page says.` },
      { id: 'dispatch-time', question: 'When will my order be dispatched?', answer: `Within ${DISPATCH_DAYS} days of ordering, depending on the product. You get the courier name and tracking number by e-mail and SMS as soon as it leaves.` },
      { id: 'where-deliver', question: 'Where do you deliver?', answer: `To every serviceable pin code in India, and worldwide. International orders carry a ${INTERNATIONAL_CONVENIENCE_FEE_PERCENT}% convenience fee, and import duties are paid by the customer. See our [Shipping Policy](${CONTENT_PATHS.shipping}).` },
      { id: 'change-address', question: 'Can I change my delivery address?', answer: `Yes, within ${EDIT_OR_CANCEL_MINUTES} minutes of ordering. Once a parcel has left our warehouse the courier cannot redirect it.` },
      { id: 'missed-delivery', question: 'What happens if I miss the delivery?', answer: 'The courier tries up to three times and calls the phone number on the address. If all attempts fail, the parcel returns to us and a prepaid order is refunded less the shipping charge.' },
      { id: 'click-and-collect', question: 'Can I pick up my order from a store?', answer: `Yes, with Click and Collect. It is free above ${rupees(FREE_SHIPPING_THRESHOLD_RUPEES)} and your order waits for you for ${CLICK_AND_COLLECT.pickupWindowDays} days from the ready-for-pickup notice. See the [Click and Collect Policy](${CONTENT_PATHS.clickAndCollect}).` },
      { id: 'damaged-parcel', question: 'My parcel arrived damaged. What should I do?', answer: `Please refuse a parcel that looks opened or damaged. If you find damage after opening it, write to ${SUPPORT_EMAIL} within 48 hours with photos and we will replace or refund it.` },
    ],
  },
  {
    id: 'returns',
    title: 'Returns and exchanges',
    items: [
      { id: 'return-window', question: 'What is your return policy?', answer: `You can return most products within ${RETURN_WINDOW_DAYS} days of delivery, unused, unwashed and with their tags. Returns are free. See our [returns policy](${CONTENT_PATHS.returns}).` },
      { id: 'start-return', question: 'How do I return a product?', answer: `Open [Orders & Returns](${ORDERS}) once the order shows as Delivered and choose Return. We arrange a doorstep pickup where couriers serve your pin code.` },
      { id: 'self-ship', question: 'What if pickup is not available at my pin code?', answer: 'Self-ship the product to the address we send you. We reimburse reasonable courier charges as store credit once the return passes its quality check.' },
      { id: 'non-returnable', question: 'Which products cannot be returned?', answer: 'Innerwear, swimwear and socks; opened beauty and fragrance products; jewellery with a broken seal; customised products and gift cards; and anything marked non-returnable on its page.' },
      { id: 'exchange', question: 'Can I exchange for another size or colour?', answer: `Yes, within ${RETURN_WINDOW_DAYS} days of delivery. The replacement is delivered and the original picked up at the same visit, and ships within ${EXCHANGE_REPLACEMENT_WORKING_DAYS} working days of the pickup.` },
      { id: 'exchange-price-difference', question: 'What if my exchange costs less or more?', answer: `If the replacement costs less, we refund the difference within ${EXCHANGE_DIFFERENCE_REFUND_WORKING_DAYS} working days of the pickup. If it costs more, you pay the difference before it ships.` },
      { id: 'quality-check', question: 'What happens after my return is picked up?', answer: 'It is quality checked at our warehouse. If it passes, the refund starts straight away; if not, we ship the product back to you and tell you why.' },
      { id: 'wrong-product', question: 'I received the wrong product. What now?', answer: `We are sorry! Tell us within 48 hours through the [contact form](${CONTENT_PATHS.contact}) with your order number and a photo; we will collect it and send the right one, or refund you in full.` },
    ],
  },
  {
    id: 'refunds',
    title: 'Refunds',
    items: [
      { id: 'refund-time', question: 'How long do refunds take?', answer: `Refunds reach your original payment mode in ${REFUND_BUSINESS_DAYS} business days after the return passes its quality check. Your bank may take a little longer to show it.` },
      { id: 'refund-cod', question: 'How are cash-on-delivery orders refunded?', answer: 'By bank transfer to the account you give us, or as store credit if you prefer.' },
      { id: 'refund-shipping', question: 'Is the shipping charge refunded?', answer: 'Shipping charges and international convenience fees are refunded only if the product was damaged, defective or not what you ordered.' },
      { id: 'refund-cancelled', question: 'When is a cancelled order refunded?', answer: `Straight away: the refund is started the moment the order is cancelled and arrives in ${REFUND_BUSINESS_DAYS} business days.` },
      { id: 'refund-status', question: 'How can I check the status of my refund?', answer: `Open the order in [Orders & Returns](${ORDERS}). If a refund is late, [contact us](${CONTENT_PATHS.contact}) with the order number.` },
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    items: [
      { id: 'payment-methods', question: 'Which payment methods do you accept?', answer: 'Cash on delivery, and online payment by credit and debit cards, UPI, net banking and wallets through our payment gateway.' },
      { id: 'payment-safe', question: 'Is it safe to pay online?', answer: 'Yes. Payments are handled by certified payment gateways over encrypted connections; we never see or store your full card number.' },
      { id: 'cod-limit', question: 'Is cash on delivery available everywhere?', answer: 'Cash on delivery is available at most pin codes in India. If it is not offered at checkout for your address, please pay online.' },
      { id: 'payment-failed', question: 'My payment failed but money was deducted. What now?', answer: `Don't worry: a failed payment is reversed to your account by your bank, usually within ${REFUND_BUSINESS_DAYS} business days. If it is not, [contact us](${CONTENT_PATHS.contact}) with the transaction reference.` },
      { id: 'currency', question: 'Can I see prices in US dollars?', answer: 'Yes, switch the currency to USD in the header. Dollar prices are shown for convenience; you are charged in rupees at checkout.' },
      { id: 'invoice', question: 'Will I get an invoice?', answer: 'Yes, a tax invoice is sent by e-mail when your order is dispatched, and a printed copy is in the parcel.' },
    ],
  },
  {
    id: 'offers',
    title: 'Coupons and gift cards',
    items: [
      { id: 'apply-coupon', question: 'How do I use a coupon?', answer: 'In your bag, choose Apply Coupon, pick one of the coupons available to you or type its code, and apply it. The discount shows in the order summary.' },
      { id: 'coupons-per-order', question: 'Can I use more than one coupon?', answer: `No: only ${COUPONS_PER_ORDER === 1 ? 'one coupon' : `${COUPONS_PER_ORDER} coupons`} can be used per order. Choose the one that saves you most.` },
      { id: 'coupon-not-working', question: 'Why is my coupon not working?', answer: 'A coupon can have a minimum purchase amount, an expiry date or be meant for specific customers. The coupon list in your bag shows the conditions of each one.' },
      { id: 'gift-cards', question: 'Do you sell gift cards?', answer: `Yes, digital gift cards from ${rupees(GIFT_CARD_MIN_RUPEES)} to ${rupees(GIFT_CARD_MAX_RUPEES)}, delivered by e-mail. They can be used on any product and cannot be exchanged for cash.` },
      { id: 'gift-wrap', question: 'Can you gift-wrap my order?', answer: 'Every order is packed in our recyclable gift box, ready to give. For a surprise, a gift card sent by e-mail lets them choose for themselves.' },
    ],
  },
  {
    id: 'account',
    title: 'Account and wishlist',
    items: [
      { id: 'create-account', question: 'How do I create an account?', answer: 'Choose Sign Up in the header, enter your name, e-mail, 10-digit phone number and a password. Membership is free.' },
      { id: 'forgot-password', question: 'I forgot my password. How do I reset it?', answer: 'Choose Forgot Password on the [sign-in page](/login) and enter your e-mail. We send a link to set a new password.' },
      { id: 'manage-addresses', question: 'How do I manage my addresses?', answer: 'Open Addresses in your [profile](/profile?tab=addresses) to add, edit or delete shipping and billing addresses. You can also add one at checkout.' },
      { id: 'wishlist', question: 'How does the wishlist work?', answer: 'Tap the heart on any product to save it. Your [wishlist](/wishlist) lets you move items to the bag, and Share Wishlist copies a link you can send to friends and family.' },
      { id: 'age', question: 'Is there a minimum age to shop?', answer: `Yes, you must be ${MINIMUM_AGE} or older to create an account. Younger shoppers can buy through a parent or guardian.` },
    ],
  },
  {
    id: 'products',
    title: 'Products and sizing',
    items: [
      { id: 'size-guide', question: 'How do I find my size?', answer: 'Open Size Chart on the product page: it lists the garment measurements in inches and centimetres. If you are between sizes, choose the larger one.' },
      { id: 'handmade-variation', question: 'Why does my product look slightly different from the photo?', answer: 'Hand block-printed, hand-dyed and handloom pieces vary slightly from one to the next, and screens show colours differently. These small differences are the mark of handwork, not defects.' },
      { id: 'product-care', question: 'How should I care for my purchase?', answer: 'Follow the care label: most cottons can be hand washed cold and dried in shade, while silks and embellished pieces should be dry cleaned. Iron on the reverse.' },
    ],
  },
]

export const FAQ_ITEMS: FaqItem[] = FAQ_TOPICS.flatMap((topic) => topic.items)

export interface InfoCard {
  id: string
  title: string
  text: string
  href: string
  cta: string
}

/** The nine information cards below the questions. */
export const FAQ_INFO_CARDS: InfoCard[] = [
  { id: 'shipping', title: 'Free shipping', text: `On orders above ${rupees(FREE_SHIPPING_THRESHOLD_RUPEES)} across India; delivery in ${DELIVERY_BUSINESS_DAYS} business days.`, href: CONTENT_PATHS.shipping, cta: 'Shipping policy' },
  { id: 'returns', title: `${RETURN_WINDOW_DAYS}-day returns`, text: 'Free doorstep pickup, quality check, then your refund.', href: CONTENT_PATHS.returns, cta: 'Returns policy' },
  { id: 'refunds', title: 'Quick refunds', text: `Back to your original payment mode in ${REFUND_BUSINESS_DAYS} business days.`, href: CONTENT_PATHS.returns, cta: 'How refunds work' },
  { id: 'cancel', title: 'Changed your mind?', text: `Edit or cancel within ${EDIT_OR_CANCEL_MINUTES} minutes, and until dispatch.`, href: ORDERS, cta: 'My orders' },
  { id: 'payments', title: 'Secure payments', text: 'Cash on delivery, cards, UPI and net banking through certified gateways.', href: CONTENT_PATHS.terms, cta: 'Terms of use' },
  { id: 'gift-cards', title: 'Gift cards', text: `From ${rupees(GIFT_CARD_MIN_RUPEES)} to ${rupees(GIFT_CARD_MAX_RUPEES)}, delivered by e-mail.`, href: '/product/all', cta: 'Shop now' },
  { id: 'click-and-collect', title: 'Click and Collect', text: `Order online, pick up in store within ${CLICK_AND_COLLECT.pickupWindowDays} days.`, href: CONTENT_PATHS.clickAndCollect, cta: 'How it works' },
  { id: 'privacy', title: 'Your privacy', text: 'What we collect, why, and how to reach our grievance officer.', href: CONTENT_PATHS.privacy, cta: 'Privacy policy' },
  { id: 'contact', title: 'Still need help?', text: `Write to ${SUPPORT_EMAIL} or send us a message; we reply within a working day.`, href: CONTENT_PATHS.contact, cta: 'Contact us' },
]
