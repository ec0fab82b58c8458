/**
 * Searching social profiles from a lead: the dashboard link that opens the social-discovery tab
 * with the defendant's name and the property's city and state filled in (and the lead, so the
 * profiles found join its contact info), and reading them back.
 */
export interface SocialPrefill {
  name: string
  location: string
  leadId: string | null
}

export function socialSearchHref(options: {
  name: string
  city?: string | null
  state?: string | null
  leadId?: string | null
}): string {
  const params = new URLSearchParams({ tab: 'social-discovery', name: options.name })
  const location = [options.city, options.state].filter(Boolean).join(', ')
  if (location) params.set('location', location)
  if (options.leadId) params.set('lead', options.leadId)
  return `/dashboard?${params}`
}

export function socialPrefillFrom(params: URLSearchParams): SocialPrefill | null {
  const name = params.get('name')?.trim()
  if (!name) return null
  return {
    name: name.slice(0, 100),
    location: (params.get('location') ?? '').trim().slice(0, 100),
    leadId: /^[0-9a-f-]{36}$/i.test(params.get('lead') ?? '') ? params.get('lead') : null,
  }
}
