/**
 * The signed-in shopper's links (spec 001 §2 Header): the header's user menu and the mobile drawer list the same
 * ones, in this order, with Logout after them.
 */
export const ACCOUNT_LINKS = [
  { label: 'Wishlist', href: '/wishlist' },
  { label: 'Orders', href: '/profile?tab=orders' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'Addresses', href: '/profile?tab=addresses' },
  { label: 'Edit Profile', href: '/profile?tab=profile' },
] as const

/** The user record may carry the phone as `phone_number` or `phone` (spec 001 §3). */
export function shopperPhone(user: { phone_number?: string | null; phone?: unknown }): string | null {
  const phone = user.phone_number ?? (typeof user.phone === 'string' ? user.phone : null)
  return phone ? phone : null
}
