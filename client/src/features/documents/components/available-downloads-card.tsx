import type { UsageMeter } from '@common/contracts/billing'
import { TRIAL } from '@common/limits'
import { Download } from 'lucide-react'
import { SectionCard } from '@/components/section-card'
import { CardContent } from '@/components/ui/card'

/** What the user may download and import: the trial's counted downloads, or the plan's figures. */
export type DownloadAllowance =
  | { kind: 'trial'; downloadsLeft: number; expired: boolean }
  | { kind: 'plan'; planName: string; imports: UsageMeter | null }

function importsLine(imports: UsageMeter | null): string | null {
  if (!imports) return null
  if (imports.limit === null) return `Unlimited document imports (${imports.used} this month)`
  if (imports.limit === 0) return 'Document imports are not included in your plan'
  return `${imports.remaining ?? Math.max(0, imports.limit - imports.used)} of ${imports.limit} document imports left this month`
}

/** The sidebar's available-downloads info (spec section 2). */
export function AvailableDownloadsCard({ allowance }: { allowance: DownloadAllowance }) {
  return (
    <SectionCard id="downloads" title="Available Downloads" icon={Download} headerClassName="pb-3">
      <CardContent className="grid gap-1 text-sm">
        {allowance.kind === 'trial' ? (
          <>
            <p className="font-medium text-slate-900">
              {allowance.expired
                ? 'No public-record downloads: the trial has ended'
                : `${Math.max(0, allowance.downloadsLeft)} of ${TRIAL.downloads} downloads remaining`}
            </p>
            <p className="text-muted-foreground text-xs">
              Each public-record document you open uses one; your own uploads are free to download.
              Subscribe for unlimited downloads.
            </p>
          </>
        ) : (
          <>
            <p className="font-medium text-slate-900">
              Unlimited downloads on the {allowance.planName} plan
            </p>
            {importsLine(allowance.imports) && (
              <p className="text-muted-foreground text-xs">{importsLine(allowance.imports)}</p>
            )}
          </>
        )}
      </CardContent>
    </SectionCard>
  )
}
