import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  prerender: true,
  // Server routing: each page is a document of its own, pre-rendered and served from the CDN, and a link loads it.
  // vike-react's client router (some 95 kB, and the biggest task of a first visit on a phone: its start patches the
  // history and watches every link on the page) is not loaded at all. What outlives a page is kept in storage (state/);
  // the account shell routes its own screens (pages/account/+Page.tsx); links go through components/ui/openPage.ts.
  clientRouting: false,
  lang: 'en-IN',
  favicon: '/favicon.svg',
} satisfies Config
