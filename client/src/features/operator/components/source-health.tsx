import type { OperatorSource } from '@common/contracts/operator'
import { cn } from '@/lib/utils'
import { healthLines } from '../lib/source-words'

const TONES = { bad: 'font-medium text-destructive', warn: 'text-amber-800', plain: '' }

/** A source's health, line by line, the most urgent first; nothing for a source that is off. */
export function SourceHealth({ source }: { source: OperatorSource }) {
  const lines = healthLines(source)
  if (lines.length === 0) return <span className="text-muted-foreground">-</span>
  return (
    <ul className="grid gap-0.5">
      {lines.map((line) => (
        <li key={line.text} className={cn('wrap-anywhere', TONES[line.tone])}>
          {line.text}
        </li>
      ))}
    </ul>
  )
}
