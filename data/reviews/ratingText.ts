/**
 * How ratings are written (spec 000 §9): 1 decimal on cards and near the title, 2 in the reviews section. A module
 * of its own so the top of the product page can use it without loading the review rules.
 */

/** The average in the reviews section: 2 decimals. */
export function formatAverage(average: number | null): string {
  return average === null ? '0.00' : average.toFixed(2)
}

/** The rating near the title and on cards: 1 decimal. */
export function formatRating(average: number): string {
  return average.toFixed(1)
}
