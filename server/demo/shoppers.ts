/**
 * The demo shop's people: reviewers (accounts that cannot log in: their password hash matches nothing) and one
 * demo shopper who can, so a fresh demo shows a customer-specific coupon and a pending review of one's own.
 * The demo shopper's password is public by design: it only exists in a seeded demo database.
 */

export const DEMO_SHOPPER = { name: 'Demo Shopper', email: 'demo@vitrine.test', phone_number: '9000000000', password: 'vitrine-demo' } as const
/** Not a scrypt hash, so no password matches it. */
export const NO_LOGIN_HASH = '!no-login'

export interface DemoShopper {
  _id: string
  name: string
  email: string
  phone_number: string
  /** Only the demo shopper has a usable password. */
  canLogIn: boolean
  created_at: string
}

const FIRST = ['Aarav', 'Ananya', 'Diya', 'Ishaan', 'Kavya', 'Meera', 'Nikhil', 'Priya', 'Rohan', 'Saanvi', 'Tanvi', 'Vihaan', 'Zara', 'Arjun', 'Neha', 'Farhan', 'Lakshmi', 'Gurpreet', 'Sneha', 'Rahul', 'Pooja', 'Joseph', 'Fatima', 'Harsh']
const LAST = ['S.', 'K.', 'M.', 'R.', 'P.', 'D.', 'N.', 'G.', 'B.', 'T.', 'V.', 'A.']

export function generateShoppers(since: Date, newId: (createdAt: Date) => string): DemoShopper[] {
  const created = since.toISOString()
  const reviewers = FIRST.map((first, i) => ({
    _id: newId(since),
    name: `${first} ${LAST[i % LAST.length]}`,
    email: `reviewer${String(i + 1).padStart(2, '0')}@demo.vitrine.test`,
    phone_number: `90000100${String(i + 1).padStart(2, '0')}`,
    canLogIn: false,
    created_at: created,
  }))
  return [{ _id: newId(since), name: DEMO_SHOPPER.name, email: DEMO_SHOPPER.email, phone_number: DEMO_SHOPPER.phone_number, canLogIn: true, created_at: created }, ...reviewers]
}
