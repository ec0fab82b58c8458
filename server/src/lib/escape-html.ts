/**
 * Escapes text for HTML the server writes itself (e-mail bodies, the payment simulator's page):
 * safe inside element content and inside quoted attribute values, with either quote.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
