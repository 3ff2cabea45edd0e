import type { Config } from 'vike/types'

/** The account area renders in the browser only: it is per-visitor and routed by react-router-dom inside. */
export default {
  ssr: false,
} satisfies Config
