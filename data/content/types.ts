/**
 * The shape of the shop's written pages (about and policies): plain data, rendered by one component. Text may
 * carry inline links as `[label](/path)`; nothing else is interpreted, so content never becomes HTML.
 */
export type ContentBlock = string | { list: string[]; ordered?: boolean } | { note: string }

export interface ContentSection {
  /** The anchor of the section in the table of contents. */
  id: string
  heading: string
  blocks: ContentBlock[]
}

export interface StaticPageContent {
  title: string
  /** Short text for the meta description and the page's lead. */
  summary: string
  eyebrow: string
  /** ISO date (yyyy-mm-dd) shown as 'Last updated'. */
  lastUpdated?: string
  intro: ContentBlock[]
  sections: ContentSection[]
  /** Short facts shown as a strip under the title (the about page's promises). */
  highlights?: { title: string; text: string }[]
  /** Number the sections (1., 2., ...) in the headings and the table of contents. */
  numbered?: boolean
}
