import { CreditCard, Lock, type LucideIcon, RefreshCcw, ShieldCheck } from 'lucide-react'

const ASSURANCES: readonly { text: string; icon: LucideIcon }[] = [
  { text: '14-day money-back guarantee', icon: ShieldCheck },
  { text: 'Cancel anytime', icon: RefreshCcw },
  { text: 'Secure payment through PayPal', icon: CreditCard },
  { text: 'Your data is encrypted and never shared', icon: Lock },
]

/** The guarantees printed under the plans (spec section 1's marketing claims). */
export function PricingAssurances() {
  return (
    <ul className="mx-auto mt-16 grid max-w-5xl gap-x-8 gap-y-4 rounded-2xl border bg-background px-6 py-5 text-slate-700 text-sm shadow-sm sm:grid-cols-2 lg:grid-cols-4">
      {ASSURANCES.map(({ text, icon: Icon }) => (
        <li key={text} className="flex items-center gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          {text}
        </li>
      ))}
    </ul>
  )
}
