import type { ImageView } from '@common/contracts/images'
import { Camera, Lock } from 'lucide-react'
import { PanelSection } from '@/components/panel-section'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useLeadImages } from '../api/get-lead-images'
import { imageCaption, upgradeHint } from '../lib/image-caption'

interface LeadPhotoProps {
  leadId: string
  /** Opens the plan chooser (the upgrade hint's button). */
  onUpgrade: () => void
}

function Photo({ image }: { image: ImageView }) {
  const { credit, details } = imageCaption(image)
  const kind = image.imageType === 'aerial' ? 'Aerial view' : 'Photo'
  return (
    <figure className="grid gap-1.5">
      <div className="relative overflow-hidden rounded-md border bg-muted">
        <img
          src={image.contentPath}
          alt={`${kind} of the property${image.isSample ? ' (sample image, not a photo)' : ''}`}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          loading="lazy"
          className="block h-auto w-full"
        />
        {image.isSample && (
          <Badge
            variant="outline"
            className="absolute top-2 left-2 border-violet-200 bg-violet-50 text-violet-800"
          >
            Sample image
          </Badge>
        )}
      </div>
      <figcaption className="grid gap-0.5 text-xs">
        <span className="font-medium text-slate-800">{credit}</span>
        <span className="text-muted-foreground">{details}</span>
      </figcaption>
    </figure>
  )
}

/**
 * The property's photos on the lead detail (docs/decisions/0036): each with its credit line and
 * licence under it; an upgrade hint when the property has photos the plan may not see (the
 * server sends only how many, never the photos).
 */
export function LeadPhoto({ leadId, onUpgrade }: LeadPhotoProps) {
  const { data, isPending, isError } = useLeadImages(leadId)
  const hint = data ? upgradeHint(data.hiddenCount, data.upgradeTier) : null
  return (
    <PanelSection
      headingId={`lead-photo-${leadId}`}
      icon={Camera}
      title="Property photo"
      className="grid gap-2 rounded-lg border p-4"
    >
      {isPending && <p className="text-muted-foreground text-sm">Looking for photos...</p>}
      {isError && <p className="text-destructive text-sm">The photos could not be loaded.</p>}
      {data?.status === 'no_address' && (
        <p className="text-muted-foreground text-sm">
          This lead has no street address to find a photo by.
        </p>
      )}
      {data?.status === 'ok' && data.images.length === 0 && !hint && (
        <p className="text-muted-foreground text-sm">No photo of this property is available.</p>
      )}
      {data && data.images.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          {data.images.map((image) => (
            <Photo key={image.id} image={image} />
          ))}
        </div>
      )}
      {hint && (
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
          <Lock className="size-3.5" aria-hidden="true" />
          {hint}
          <Button type="button" size="sm" variant="outline" onClick={onUpgrade}>
            Upgrade
          </Button>
        </p>
      )}
    </PanelSection>
  )
}
