/**
 * What a report writer prints on every page that is no part of the records: the page number
 * ('Page 3 of 25', '- 3 -') and the print stamp ('Printed: 01/27/2025 7:42:18 AM', 'Run Date:
 * 01/27/2025'). A list's records must not take them in (a page number read as a case number, a
 * print date as the sale date).
 */
const PAGE_NUMBER = /^(?:page\s*\d+(?:\s*(?:of|\/)\s*\d+)?|-\s*\d+\s*-|\d+\s*(?:of|\/)\s*\d+)$/i
const PRINT_STAMP =
  /^(?:printed(?:\s+on)?|print(?:ed)?\s+date|run\s+(?:date|time)|report\s+date|date\s+printed|as\s+of)\s*:?\s*\d{1,2}[/-]\d{1,2}[/-]\d{2,4}(?:\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AP]\.?M\.?)?)?$/i

/** True when `text` (a phrase of a line) is a page number or a print stamp. */
export function isPageChrome(text: string): boolean {
  const flat = text.replace(/\s+/g, ' ').trim()
  return PAGE_NUMBER.test(flat) || PRINT_STAMP.test(flat)
}
