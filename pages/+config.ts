import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  prerender: true,
  lang: 'en-IN',
  favicon: '/favicon.svg',
} satisfies Config
