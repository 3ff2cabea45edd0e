/**
 * The product page's below-the-fold part (Customer Reviews), hydrated once it comes near the screen and its chunk has
 * loaded; `+data.ts` preloads it for the server render.
 */
import { hydrateLater } from '../../components/ui/hydrateLater'

export const { Component: BelowTheFold, preload: preloadBelowTheFold } = hydrateLater(() => import('./BelowTheFold'), { whenNear: true })
