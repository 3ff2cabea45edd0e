import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import type { UserConfig } from 'vite'

export default {
  plugins: [react(), vike()],
  // The live API base the browser calls; '' is the same origin (`vitrine serve` serves pages and API together).
  define: { __VITRINE_API_URL__: JSON.stringify(process.env.VITRINE_API_URL ?? '') },
  build: { reportCompressedSize: false },
} satisfies UserConfig
