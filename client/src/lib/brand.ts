/** The product's name as the interface shows it (header, footer, page titles). */
export const PRODUCT_NAME = 'Foreclosure Leads'

/** Builds a browser-tab title for a page: 'Dashboard · Foreclosure Leads'. */
export function pageTitle(page: string): string {
  return `${page} · ${PRODUCT_NAME}`
}

/** Where customers write for help (subscription problems, refunds, questions). */
export const SUPPORT_EMAIL = 'support@foreclosureleads.example'
