/**
 * The time zones offered for the daily digest: the US zones first (the product's users), then
 * the browser's own and the saved one when they are not among them.
 */
export const US_TIME_ZONES: readonly { zone: string; label: string }[] = [
  { zone: 'America/New_York', label: 'Eastern (New York)' },
  { zone: 'America/Chicago', label: 'Central (Chicago)' },
  { zone: 'America/Denver', label: 'Mountain (Denver)' },
  { zone: 'America/Phoenix', label: 'Mountain, no DST (Phoenix)' },
  { zone: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { zone: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
  { zone: 'UTC', label: 'UTC' },
]

export function timeZoneOptions(
  saved: string | undefined,
  browser: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
): { zone: string; label: string }[] {
  const options = [...US_TIME_ZONES]
  for (const zone of [browser, saved]) {
    if (zone && !options.some((option) => option.zone === zone)) {
      options.push({ zone, label: zone.replaceAll('_', ' ') })
    }
  }
  return options
}
