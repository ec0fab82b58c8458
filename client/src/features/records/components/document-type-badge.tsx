import { FileText, Gavel, Scale } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import { type DocumentTypeTone, documentTypeTone } from '../lib/records-labels'

const TONES: Record<DocumentTypeTone, { icon: typeof FileText; iconBox: string; badge: string }> = {
  'lis-pendens': {
    icon: FileText,
    iconBox: 'bg-orange-100 text-orange-700',
    badge: 'border-orange-200 bg-orange-100 text-orange-800',
  },
  'verified-complaint': {
    icon: Scale,
    iconBox: 'bg-red-100 text-red-700',
    badge: 'border-red-200 bg-red-100 text-red-800',
  },
  neutral: {
    icon: Gavel,
    iconBox: 'bg-slate-100 text-slate-600',
    badge: 'border-slate-200 bg-slate-100 text-slate-700',
  },
}

/** The filing's type icon and badge: Lis Pendens orange, Verified Complaint red, others neutral. */
export function DocumentTypeBadge({ documentType }: { documentType: string }) {
  const tone = TONES[documentTypeTone(documentType)]
  const Icon = tone.icon
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', tone.iconBox)}
      >
        <Icon className="size-4" />
      </span>
      <Badge variant="outline" className={tone.badge}>
        {documentType}
      </Badge>
    </span>
  )
}
