/**
 * The pages of the fake county sheriff's site: a paginated listing of upcoming sheriff sales
 * and one detail page per sale, written the way county sites are (table layout, unclosed
 * cells, entities, a script that contains markup, a <br> inside the address). The people,
 * addresses and cases are made up.
 */
import { escapeHtml } from '../lib/escape-html'

export interface FakeSale {
  saleNumber: string
  caseNumber: string
  /** As the site prints it: 'Last, First'. */
  defendant: string
  plaintiff: string
  street: string
  city: string
  zip: string
  /** As printed: '$123,456.78'. */
  judgment: string
  /** YYYY-MM-DD. */
  filingDate: string
  /** YYYY-MM-DD. */
  saleDate: string
}

/** Eight made-up sales in fictional Fairview County, OH (3 + 3 + 2 per listing page). */
export const FAKE_SALES: readonly FakeSale[] = [
  [
    '2026-0101',
    'CV-2025-04417',
    'Marlowe, Trina',
    'First Federal Savings of Fairview',
    '1412 Birchwood Ln',
    'Marlow Heights',
    '45123',
    '$123,456.78',
    '2025-11-03',
    '2026-03-05',
  ],
  [
    '2026-0102',
    'CV-2025-04502',
    'Okafor, Desmond',
    'Lakeside Mortgage Trust',
    '87 Quarry Rd',
    'Fairview',
    '45120',
    '$98,210.00',
    '2025-11-10',
    '2026-03-05',
  ],
  [
    '2026-0103',
    'CV-2025-04588',
    "O'Brien, Maeve",
    'Hearthstone Bank, N.A.',
    '2203 Old Mill Dr',
    'Pike Crossing',
    '45127',
    '$212,004.15',
    '2025-11-14',
    '2026-03-12',
  ],
  [
    '2026-0104',
    'CV-2025-04610',
    'Castellanos, Ruben',
    'Fairview County Treasurer',
    '16 Sparrow Ct',
    'Fairview',
    '45120',
    '$14,377.62',
    '2025-11-21',
    '2026-03-12',
  ],
  [
    '2026-0105',
    'CV-2025-04733',
    'Lindqvist, Astrid',
    'Lakeside Mortgage Trust',
    '505 Tamarack Ave',
    'Harlan Falls',
    '45131',
    '$176,950.00',
    '2025-12-01',
    '2026-03-19',
  ],
  [
    '2026-0106',
    'CV-2025-04790',
    'Pemberton, Cole',
    'Riverbend Credit Union',
    '9 Ferris Wheel Way',
    'Marlow Heights',
    '45123',
    '$64,880.40',
    '2025-12-05',
    '2026-03-19',
  ],
  [
    '2026-0107',
    'CV-2025-04851',
    'Nakamura, Ellis',
    'First Federal Savings of Fairview',
    '3310 Kestrel Blvd',
    'Fairview',
    '45121',
    '$301,775.09',
    '2025-12-12',
    '2026-03-26',
  ],
  [
    '2026-0108',
    'CV-2025-04902',
    'Abernathy, June',
    'Hearthstone Bank, N.A.',
    '71 Lantern St',
    'Harlan Falls',
    '45131',
    '$45,100.00',
    '2025-12-19',
    '2026-03-26',
  ],
].map(
  ([
    saleNumber,
    caseNumber,
    defendant,
    plaintiff,
    street,
    city,
    zip,
    judgment,
    filingDate,
    saleDate,
  ]) => ({
    saleNumber: saleNumber!,
    caseNumber: caseNumber!,
    defendant: defendant!,
    plaintiff: plaintiff!,
    street: street!,
    city: city!,
    zip: zip!,
    judgment: judgment!,
    filingDate: filingDate!,
    saleDate: saleDate!,
  }),
)

export const SALES_PER_PAGE = 3

/** '2026-03-05' -> '03/05/2026'. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`

/** '2026-03-05' -> 'Thursday, March 5, 2026'. */
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

function layout(title: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} &ndash; Fairview County Sheriff&#39;s Office</title>
<link rel="stylesheet" href="/assets/site.css">
<script>
  window.dataLayer = window.dataLayer || [];
  // a template the page script fills in: "<tr><td>placeholder</td></tr>"
  var rowTemplate = '<tr class="sale-row"><td>0</td></tr>';
</script>
</head>
<body>
<header class="site-header"><a href="/" class="logo">Fairview County Sheriff</a>
<nav><ul><li><a href="/">Home</a><li><a href="/sheriff-sales">Sheriff Sales</a><li><a href="/contact">Contact</a></ul></nav>
</header>
<main id="content">
${main}
</main>
<!-- footer: last updated by the clerk's office -->
<footer><p>&copy; 2026 Fairview County, Ohio &middot; <a href="/terms">Terms of use</a></footer>
</body>
</html>`
}

/** Listing page `page` (1-based) of `pageCount`, with its sales. */
export function renderListingPage(
  sales: readonly FakeSale[],
  page: number,
  pageCount: number,
  detailPrefix: string,
): string {
  const rows = sales
    .map(
      (sale) => `
    <tr class="sale-row">
      <td class="sale-no">${sale.saleNumber}
      <td class="case"><a href="${detailPrefix}${sale.saleNumber}">${sale.caseNumber}</a>
      <td class="sale-date">${usDate(sale.saleDate)}
      <td>Scheduled`,
    )
    .join('')
  const previous =
    page > 1 ? `<a href="/sheriff-sales?page=${page - 1}" class="prev">&laquo; Previous</a>` : ''
  const next =
    page < pageCount
      ? `<a href="/sheriff-sales?page=${page + 1}" class="next">Next &raquo;</a>`
      : ''
  return layout(
    'Sheriff Sales',
    `<h1>Upcoming Sheriff Sales</h1>
<p class="notice">Sales are held at 10:00 a.m. in the lobby of the Justice Center. Listings are subject to change &mdash; <b>check again the day before the sale</b>.
<table id="sale-list" class="table striped">
  <thead><tr><th>Sale #<th>Case Number<th>Sale Date<th>Status</thead>
  <tbody>${rows}
  </tbody>
</table>
<div class="pagination">${previous} Page ${page} of ${pageCount} ${next}</div>`,
  )
}

/** The detail page of one sale. */
export function renderDetailPage(sale: FakeSale): string {
  return layout(
    `Sale ${sale.saleNumber}`,
    `<h1>Sheriff Sale ${sale.saleNumber}</h1>
<table class="case-details">
  <tr><th>Case Number:</th><td id="case-number">${sale.caseNumber}</td></tr>
  <tr><th>Plaintiff:</th><td class="plaintiff">${escapeHtml(sale.plaintiff)}</td></tr>
  <tr><th>Defendant(s):</th><td class="defendant">${escapeHtml(sale.defendant)}</td></tr>
  <tr><th>Property Address:</th><td class="address">${escapeHtml(sale.street)}<br>
      ${escapeHtml(sale.city)}, OH ${sale.zip}</td></tr>
  <tr><th>Judgment Amount:</th><td class="judgment">${sale.judgment}</td></tr>
  <tr><th>Filed:</th><td>${usDate(sale.filingDate)}</td></tr>
  <tr><th>Sale Date:</th><td class="sale-date">${longDate(sale.saleDate)} at 10:00&nbsp;AM</td></tr>
</table>
<p><a href="/sheriff-sales">&laquo; Back to the list</a></p>`,
  )
}
