/**
 * An email address that wraps where a reader expects it to: after the @ and before each dot. Left to
 * `overflow-wrap: anywhere` alone, a long address on a phone broke in the middle of a name ("asha.raghunat|han@…").
 * The rule stays for a part too long for the line by itself.
 */
import { Fragment } from 'react'

export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/)
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  )
}
