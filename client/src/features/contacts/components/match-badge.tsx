import { cn } from '@/lib/utils'
import { type MatchLevel, matchLevel } from '../lib/match-level'

const TONES: Record<MatchLevel, string> = {
  High: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  Medium: 'border-amber-200 bg-amber-50 text-amber-900',
  Low: 'border-slate-200 bg-slate-100 text-slate-700',
}

/** The match badge of spec section 2: High (0.8+), Medium (0.6+), Low, with the confidence. */
export function MatchBadge({ confidence }: { confidence: string }) {
  const level = matchLevel(confidence)
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-semibold text-xs',
        TONES[level],
      )}
      title={`Confidence ${confidence}`}
    >
      {level}
      <span className="font-normal opacity-80">{confidence}</span>
    </span>
  )
}
