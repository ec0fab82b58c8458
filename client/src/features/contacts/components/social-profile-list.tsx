import type { SocialProfileView } from '@common/contracts/social-profiles'
import { Check, ExternalLink, LoaderCircle, Trash2, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { safeHref } from '@/lib/safe-href'
import { toastOutcome } from '@/lib/toast-outcome'
import { cn } from '@/lib/utils'
import { useDeleteSocialProfile } from '../api/social-profiles'
import { REMOVE_FAILED } from '../lib/contacts-toast'
import { evidenceLines } from '../lib/match-level'
import { MatchBadge } from './match-badge'
import { SimulatedBadge } from './simulated-badge'

const PLATFORM_NAMES: Record<SocialProfileView['platform'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter / X',
  linkedin: 'LinkedIn',
  other: 'Other',
}

interface SocialProfileListProps {
  profiles: readonly SocialProfileView[]
  selectedId: string | null
  onSelect: (profile: SocialProfileView) => void
}

function ProfileItem({
  profile,
  selected,
  onSelect,
}: {
  profile: SocialProfileView
  selected: boolean
  onSelect: () => void
}) {
  const remove = useDeleteSocialProfile()
  const href = safeHref(profile.profileUrl)
  return (
    <li
      aria-label={`${PLATFORM_NAMES[profile.platform]} profile of ${profile.defendantName}`}
      className={cn(
        'grid gap-2 rounded-lg border bg-card p-3',
        selected && 'border-primary ring-1 ring-primary',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{PLATFORM_NAMES[profile.platform]}</span>
        <MatchBadge confidence={profile.confidence} />
        {profile.simulated && <SimulatedBadge />}
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground">Defendant: </span>
        {profile.defendantName}
      </p>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-1 break-all text-primary text-sm hover:underline"
        >
          {profile.username ?? profile.profileUrl}
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        </a>
      ) : (
        <span className="break-all text-sm">{profile.profileUrl}</span>
      )}
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label="Match evidence">
        {evidenceLines(profile.evidence).map((line) => (
          <li key={line.label} className="flex items-center gap-1">
            {line.matched ? (
              <Check className="size-3.5 text-emerald-700" aria-hidden="true" />
            ) : (
              <X className="size-3.5 text-red-700" aria-hidden="true" />
            )}
            {line.label} {line.matched ? 'matches' : 'does not match'}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant={selected ? 'default' : 'outline'}
          aria-pressed={selected}
          onClick={onSelect}
        >
          {selected ? 'Selected' : 'Select'}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(
              profile.id,
              toastOutcome(
                {
                  title: 'Profile Removed',
                  description: `The ${PLATFORM_NAMES[profile.platform]} profile was removed.`,
                },
                () => REMOVE_FAILED,
              ),
            )
          }
        >
          {remove.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Trash2 aria-hidden="true" />
          )}
          Remove
        </Button>
      </div>
    </li>
  )
}

/**
 * The found profiles (spec section 2) with the match badge (High, Medium, Low), the evidence of
 * the match, removal, and selection (the outreach composer writes to the selected profile).
 */
export function SocialProfileList({ profiles, selectedId, onSelect }: SocialProfileListProps) {
  if (profiles.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-muted-foreground text-sm">
        No profiles yet. Search a defendant&apos;s name to find their public profiles.
      </p>
    )
  }
  return (
    <ul aria-label="Found profiles" className="grid gap-3">
      {profiles.map((profile) => (
        <ProfileItem
          key={profile.id}
          profile={profile}
          selected={profile.id === selectedId}
          onSelect={() => onSelect(profile)}
        />
      ))}
    </ul>
  )
}
