/**
 * What a plan works out from each product on its own: its card's hash, its reviews' hash, its share card's hash and
 * the key of its filter facets. Serialising and hashing ten thousand of each was most of a one-edit build's plan, for
 * values that, after an edit, are the last build's for all products but one. So the record cache keeps them beside
 * each product's raw hash (recordCache.ts), and the next plan takes them over for every record whose raw JSON is
 * byte-for-byte what it was, when what else they are made of is the same too:
 *
 * - the card: the summary (the raw record, by the same code), New In (judged against the build's date, so it is kept
 *   with the hash) and the rating, which comes from the reviews answer: kept while that answer is the same;
 * - the reviews: the reviews answer alone;
 * - the share card: the summary and the drawing code;
 * - the facets: the summary alone;
 * - the product page's hash: the record, the reviews answer, what every product page is made of besides (`pageKey`,
 *   routeInputs.ts) and the cards the page shows, its own and its Complete the Look's and related products': the
 *   plan says when one of those is not the earlier build's (`cardChanged`);
 * - and, for the whole catalogue, the media origins the reviews name: the reviews answer alone.
 *
 * Anything else is computed, and an earlier value is never used for other inputs than its own, so a plan with the
 * memo names every route and card exactly as one without it (tests/unit/productMemo.test.ts).
 */
import type { ProductSummary } from './productSummary'

/** What the earlier values were made with, besides each product's record: a mismatch drops the affected values. */
export interface MemoContext {
  /** The reviews answer's SHA-1, or null without one. */
  reviews: string | null
  /** The share cards' drawing code (shareImages.ts). */
  drawing: string
}

interface Entry {
  /** The earlier build's row of this very record, or -1. */
  row: number
  newIn: boolean
  card: string
  reviews: string
  share: string
  facets: string
  page: string
}

/**
 * The memo as the record cache keeps it: a column per value, a product a row, in the snapshot's order ('' where the
 * plan did not ask), and what the values were made with. Columns of plain strings are read back as they are.
 */
export interface KeptMemo {
  context: MemoContext
  /** '1' or '0' per product: whether its card was New In. */
  newIn: string
  card: string[]
  reviews: string[]
  share: string[]
  facets: string[]
  /** What the product pages' hashes were made of besides their records and cards (routeInputs.ts), and the hashes. */
  pageKey: string | null
  page: string[]
  /** The media origins the reviews name (the security policy's), found while the reviews answer is the same. */
  reviewOrigins: string[] | null
}

/** An earlier build's memo, and `at(id)`: the row of this product's very record (same raw JSON, same code), or -1. */
export interface EarlierMemo extends KeptMemo {
  at: (id: string) => number
}

export class ProductMemo {
  private readonly entries = new Map<string, Entry>()
  private readonly sameReviews: boolean
  private readonly sameDrawing: boolean
  private origins: string[] | null
  private pageKey: string | null = null

  constructor(
    readonly context: MemoContext,
    private readonly earlier?: EarlierMemo,
  ) {
    this.sameReviews = earlier !== undefined && earlier.context.reviews === context.reviews
    this.sameDrawing = earlier !== undefined && earlier.context.drawing === context.drawing
    this.origins = this.sameReviews ? earlier!.reviewOrigins : null
  }

  card(id: string, newIn: boolean, compute: () => string): string {
    const entry = this.entry(id)
    if (!entry.card || entry.newIn !== newIn) {
      entry.card = compute()
      entry.newIn = newIn
    }
    return entry.card
  }

  reviews(id: string, compute: () => string): string {
    const entry = this.entry(id)
    return entry.reviews || (entry.reviews = compute())
  }

  share(id: string, compute: () => string): string {
    const entry = this.entry(id)
    return entry.share || (entry.share = compute())
  }

  facets(id: string, compute: () => string): string {
    const entry = this.entry(id)
    return entry.facets || (entry.facets = compute())
  }

  /**
   * The product's card hash and facets key as this plan has them, for a card New In as given, or undefined when it
   * has not both: what a part of the card index is keyed by (scripts/steps/siteFiles.ts).
   */
  cardKey(id: string, newIn: boolean): string | undefined {
    const entry = this.entries.get(id)
    return entry?.card && entry.facets && entry.newIn === newIn ? `${entry.card} ${entry.facets}` : undefined
  }

  /** Whether this build's card for the product is not the one the earlier build worked out for this very record. */
  cardChanged(id: string): boolean {
    const entry = this.entry(id)
    return entry.row < 0 || entry.card !== this.earlier!.card[entry.row]
  }

  /** What every product page is made of besides its record, reviews and cards (see routeInputs.ts), once per plan. */
  usePageKey(key: string): void {
    this.pageKey = key
  }

  /**
   * The product page's hash, taken over when the caller knows that the cards it shows and its related picks are the
   * earlier build's (`shown`) and the rest it is made of is the same.
   */
  page(id: string, shown: boolean, compute: () => string): string {
    const entry = this.entry(id)
    const earlier = this.earlier
    if (!entry.page && shown && entry.row >= 0 && this.sameReviews && this.pageKey !== null && earlier!.pageKey === this.pageKey) entry.page = earlier!.page[entry.row]!
    return entry.page || (entry.page = compute())
  }

  reviewOrigins(compute: () => string[]): string[] {
    return this.origins ?? (this.origins = compute())
  }

  /** This build's values, as the record cache keeps them. */
  kept(summaries: readonly ProductSummary[]): KeptMemo {
    const rows = summaries.map((s) => this.entries.get(s._id))
    return {
      context: this.context,
      newIn: rows.map((e) => (e?.newIn ? '1' : '0')).join(''),
      card: rows.map((e) => e?.card ?? ''),
      reviews: rows.map((e) => e?.reviews ?? ''),
      share: rows.map((e) => e?.share ?? ''),
      facets: rows.map((e) => e?.facets ?? ''),
      pageKey: this.pageKey,
      page: rows.map((e) => e?.page ?? ''),
      reviewOrigins: this.origins,
    }
  }

  private entry(id: string): Entry {
    let entry = this.entries.get(id)
    if (!entry) {
      entry = this.taken(this.earlier ? this.earlier.at(id) : -1)
      this.entries.set(id, entry)
    }
    return entry
  }

  /** An earlier row, less what was made of inputs that have changed since. */
  private taken(row: number): Entry {
    const earlier = this.earlier
    if (!earlier || row < 0) return { row: -1, newIn: false, card: '', reviews: '', share: '', facets: '', page: '' }
    return {
      row,
      page: '',
      newIn: earlier.newIn[row] === '1',
      card: this.sameReviews ? earlier.card[row]! : '',
      reviews: this.sameReviews ? earlier.reviews[row]! : '',
      share: this.sameDrawing ? earlier.share[row]! : '',
      facets: earlier.facets[row]!,
    }
  }
}
