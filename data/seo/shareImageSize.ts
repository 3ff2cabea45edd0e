/**
 * The share image's size, apart from the card models (shareCards.ts): the drawing thread needs only these two
 * numbers, and the models' module brings the blog and its HTML sanitiser with it.
 */
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630
