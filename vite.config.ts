import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import type { UserConfig } from 'vite'

export default {
  plugins: [react(), vike()],
  // The live API base the browser calls; '' is the same origin (`vitrine serve` serves pages and API together).
  define: { __VITRINE_API_URL__: JSON.stringify(process.env.VITRINE_API_URL ?? '') },
  build: {
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // The runtime every page loads stays one chunk. Left to itself, Rolldown regroups these modules whenever a
        // lazy screen or dialog reaches some of them and not others (a dialog that uses React but no store), and
        // each regrouping costs every page about half a kB of gzip.
        codeSplitting: {
          groups: [{ name: 'runtime', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|valtio|proxy-compare)[\\/]/ }],
        },
      },
    },
  },
} satisfies UserConfig
