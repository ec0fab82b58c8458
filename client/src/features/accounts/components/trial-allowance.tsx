interface TrialAllowanceProps {
  label: string
  remaining: number | null
  of: number
}

/** One trial allowance, 'Searches: 2 of 2 remaining', with a bar of what is left. */
export function TrialAllowance({ label, remaining, of }: TrialAllowanceProps) {
  const left = Math.max(0, Math.min(remaining ?? 0, of))
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <dt className="text-muted-foreground">{label}</dt>
        <dd className="font-medium text-slate-900">
          {left} of {of} remaining
        </dd>
      </div>
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${(left / of) * 100}%` }}
        />
      </div>
    </div>
  )
}
