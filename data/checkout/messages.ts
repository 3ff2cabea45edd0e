/** What checkout tells the shopper (spec 001 §4, §5, §8), word for word. */
export const CHECKOUT_MESSAGES = {
  selectShipping: 'Please select a shipping address.',
  codPlaced: 'Order placed successfully with COD!',
  paid: 'Payment successful! Order placed.',
  popupClosed: 'Payment popup closed.',
  sdkFailed: 'Failed to load Razorpay SDK.',
  verifyFailed: 'Payment verification failed!',
  phonepeNoRedirect: 'PhonePe failed to return a redirect URL.',
  failed: 'Checkout failed. Please try again.',
  // Not in the spec, which leaves these choices unchecked: said before a call the server would refuse anyway.
  selectBilling: 'Please select a billing address.',
  selectGateway: 'Please choose a payment gateway.',
} as const
