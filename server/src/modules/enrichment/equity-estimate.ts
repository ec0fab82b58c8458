/**
 * The equity estimate (docs/decisions/0035): market value less the amounts owed that the filing
 * shows. It is an estimate with its inputs and date, never a fact: the filing shows what it
 * shows (a judgment, a loan's principal, a tax lien), not every lien on the property, and an
 * assessor's market value is not a sale price. Null, saying which inputs are missing, when the
 * market value or every amount owed is unknown.
 */
import type { EquityEstimate, OwedKind } from '@common/contracts/enrichment'

/** What a lead's filing says is owed, by the kind of its amount (leads.amount_kind). */
const OWED_BY_AMOUNT_KIND: Record<string, OwedKind> = {
  judgment: 'judgment',
  loan: 'loan',
  tax: 'tax_lien',
}

export interface OwedAmount {
  kind: OwedKind
  amount: number
  source: string
}

/** The amount a lead's filing shows owed, or null (no amount, or one that is not a debt). */
export function owedFromFiling(filing: {
  loanAmount: string | null
  amountKind: string | null
}): OwedAmount | null {
  if (filing.loanAmount === null) return null
  const amount = Number(filing.loanAmount)
  if (!Number.isFinite(amount) || amount < 0) return null
  // A filing amount of an unnamed kind is the principal a foreclosure complaint names.
  const kind = filing.amountKind ? OWED_BY_AMOUNT_KIND[filing.amountKind] : 'loan'
  if (!kind) return null
  return { kind, amount, source: 'the filing' }
}

/** Works the estimate out; `asOf` is when its inputs were read. */
export function estimateEquity(input: {
  marketValue: number | null
  marketValueSource: string | null
  owed: readonly OwedAmount[]
  /** The filing's amount when it is not a debt (a minimum bid...), to say why it is left out. */
  unusableAmountKind?: string | null
  asOf: Date
}): EquityEstimate {
  const missing: string[] = []
  if (input.marketValue === null || !Number.isFinite(input.marketValue)) {
    missing.push('market value (no assessor data for this property)')
  }
  if (input.owed.length === 0) {
    missing.push(
      input.unusableAmountKind
        ? `amount owed (the filing gives a ${input.unusableAmountKind.replace('_', ' ')}, not a debt)`
        : 'amount owed (the filing shows no judgment, loan or lien amount)',
    )
  }
  const owedTotal = input.owed.reduce((sum, item) => sum + item.amount, 0)
  const amount =
    missing.length === 0 && input.marketValue !== null
      ? Math.round((input.marketValue - owedTotal) * 100) / 100
      : null
  return {
    label: 'estimate',
    amount,
    asOf: input.asOf.toISOString(),
    marketValue: input.marketValue,
    marketValueSource: input.marketValueSource,
    owed: input.owed.map((item) => ({ ...item })),
    missing,
  }
}
