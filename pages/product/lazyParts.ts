/** The product page's below-the-fold part, hydrated after its chunk loads; `+data.ts` preloads it for the server render. */
import { hydrateLater } from '../../components/ui/hydrateLater'

export const { Component: BelowTheFold, preload: preloadBelowTheFold } = hydrateLater(() => import('./BelowTheFold'))
