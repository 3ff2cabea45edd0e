import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import type { UserConfig } from 'vite'

/**
 * Modules every page loads to hydrate, none with styles: React, valtio, the API client, money and the stores the
 * layout starts. Kept in one chunk of their own: left to the automatic split, they are cut into several small
 * chunks as soon as a lazily loaded part (a dialog, a below-the-fold section) shares some of them, and every page
 * then pays for the extra files and their weaker compression (bench:weight).
 */
const EVERY_PAGE =
  /node_modules[\\/](react|react-dom|scheduler|valtio|proxy-compare)[\\/]|[\\/]data[\\/]contract[\\/](calls|client)\.ts$|[\\/]data[\\/]catalogue[\\/]money\.ts$|[\\/]state[\\/](currency|toasts|session|cart|wishlist|buyNow|visitor)\.ts$/

export default {
  plugins: [react(), vike()],
  // The live API base the browser calls; '' is the same origin (`vitrine serve` serves pages and API together).
  define: { __VITRINE_API_URL__: JSON.stringify(process.env.VITRINE_API_URL ?? '') },
  build: {
    reportCompressedSize: false,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: EVERY_PAGE }] } } },
  },
} satisfies UserConfig
