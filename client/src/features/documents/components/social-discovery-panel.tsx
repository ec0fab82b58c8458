import { Users } from 'lucide-react'

/**
 * The social-discovery tab until it is built: it says plainly what is coming and shows no
 * made-up profiles or history.
 */
export function SocialDiscoveryPanel() {
  return (
    <section
      aria-labelledby="social-discovery-heading"
      className="grid justify-items-start gap-3 rounded-xl border border-dashed bg-card p-6"
    >
      <Users className="size-7 text-slate-400" aria-hidden="true" />
      <h2 id="social-discovery-heading" className="font-semibold text-lg text-slate-900">
        Social discovery is coming soon
      </h2>
      <p className="max-w-prose text-muted-foreground text-sm">
        Here you will search public profiles of a defendant by name and location, see how well each
        profile matches, write outreach messages from templates and keep a history of what you sent.
        It is not available yet, so nothing is shown here rather than example data.
      </p>
      <p className="font-medium text-amber-800 text-sm">
        This part of the dashboard is being built.
      </p>
    </section>
  )
}
