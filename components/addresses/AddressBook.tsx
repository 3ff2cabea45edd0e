/** Temporary stand-in so the orders branch compiles; the checkout branch's AddressBook replaces this file. */
export function AddressBook() {
  return <p>Your saved addresses.</p>
}
