import { CreditCard, Lock, type LucideIcon, RefreshCcw, ShieldCheck } from 'lucide-react'

const ASSURANCES: readonly { text: string; icon: LucideIcon }[] = [
  { text: '14-day money-back guarantee', icon: ShieldCheck },
  { text: 'Secure payment via PayPal', icon: CreditCard },
  { text: 'Cancel anytime', icon: RefreshCcw },
  { text: 'Your data is encrypted and never shared', icon: Lock },
]

/** The footer block under the plans: guarantee, secure payment, cancel anytime, encryption. */
export function PlanChooserAssurances() {
  return (
    <ul className="grid gap-x-6 gap-y-2 rounded-xl border bg-muted/50 px-4 py-3 text-slate-700 text-sm sm:grid-cols-2 lg:grid-cols-4">
      {ASSURANCES.map(({ text, icon: Icon }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  )
}
