/**
 * The state foreclosure-consultant and equity-purchaser laws the composer shows, in ONE data
 * file with the statute cited per rule, so a lawyer can review it in one place
 * (docs/decisions/0025). Nothing here is legal advice, and the UI says so. A rule says what the
 * law requires of anyone who offers an owner in foreclosure to stop or postpone the sale, to
 * save the home, or to buy it: a written contract, the statutory notice, a cancellation period.
 *
 * Where a figure (a number of days) is not stated below, the summary points to the section
 * instead of guessing it: `reviewNote` says what a reviewer should confirm. `reviewedBy` stays
 * null until counsel has reviewed the file; the composer shows the citations either way.
 */

/** Who a rule regulates: an offer of help with the foreclosure, or an offer to buy the home. */
export type ForeclosureLawRole = 'consultant' | 'equity_purchaser'

export interface ForeclosureLawRule {
  id: string
  /** Two-letter state code. */
  state: string
  role: ForeclosureLawRole
  /** The act's short name. */
  act: string
  /** The statute, as a lawyer would cite it. */
  citation: string
  /** Who the law covers, in plain words. */
  appliesTo: string
  /** What it requires of that person, each with its own section where known. */
  requirements: readonly { text: string; citation: string }[]
  /** What a reviewer should confirm or complete; null when nothing is pending. */
  reviewNote: string | null
}

export interface ForeclosureLawFile {
  /** When this summary was last changed (YYYY-MM-DD). */
  updated: string
  /** Counsel who reviewed it and when; null while nobody has. */
  reviewedBy: { name: string; date: string } | null
  rules: readonly ForeclosureLawRule[]
}

export const FORECLOSURE_CONSULTANT_LAWS: ForeclosureLawFile = {
  updated: '2026-11-28',
  reviewedBy: null,
  rules: [
    {
      id: 'ca-mortgage-foreclosure-consultants-act',
      state: 'CA',
      role: 'consultant',
      act: 'Mortgage Foreclosure Consultants Act',
      citation: 'Cal. Civ. Code §§ 2945-2945.11',
      appliesTo:
        'Anyone who solicits or offers an owner of a residence in foreclosure, for pay, to stop or postpone the foreclosure sale, obtain forbearance or an extension, help reinstate the loan, or save the residence from foreclosure (§ 2945.1).',
      requirements: [
        {
          text: 'A written contract, in the language in which it was negotiated, with the terms the statute lists and a notice of the right to cancel next to the signature.',
          citation: 'Cal. Civ. Code § 2945.3',
        },
        {
          text: 'The owner may cancel until midnight of the fifth business day after signing.',
          citation: 'Cal. Civ. Code § 2945.2',
        },
        {
          text: 'No fee may be claimed or collected before every promised service has been performed, and the consultant may not take any interest in the residence or a lien on it.',
          citation: 'Cal. Civ. Code § 2945.4',
        },
        {
          text: 'Registration with the Department of Justice and a surety bond.',
          citation: 'Cal. Civ. Code § 2945.45',
        },
      ],
      reviewNote: null,
    },
    {
      id: 'ca-home-equity-sales-contracts-act',
      state: 'CA',
      role: 'equity_purchaser',
      act: 'Home Equity Sales Contracts Act',
      citation: 'Cal. Civ. Code §§ 1695-1695.17',
      appliesTo:
        'Anyone who buys a residence in foreclosure (a notice of default recorded) from its owner-occupant, other than for their own home (§ 1695.1).',
      requirements: [
        {
          text: 'A written contract with the terms the statute lists and the notice it prescribes, in the size of type it prescribes.',
          citation: 'Cal. Civ. Code § 1695.3',
        },
        {
          text: 'The seller may cancel until midnight of the fifth business day after signing, or until 8:00 a.m. on the day of the sale, whichever comes first.',
          citation: 'Cal. Civ. Code § 1695.4',
        },
        {
          text: 'A completed notice-of-cancellation form given with the contract.',
          citation: 'Cal. Civ. Code § 1695.5',
        },
        {
          text: 'No recording, transfer or encumbrance of the property, and no misrepresentation, during the cancellation period.',
          citation: 'Cal. Civ. Code § 1695.6',
        },
      ],
      reviewNote: null,
    },
    {
      id: 'md-phifa-consultants',
      state: 'MD',
      role: 'consultant',
      act: 'Protection of Homeowners in Foreclosure Act (PHIFA)',
      citation: 'Md. Code, Real Prop. §§ 7-301 to 7-321',
      appliesTo:
        'Anyone who offers a homeowner in default or foreclosure, for pay, to stop or postpone a foreclosure sale or otherwise to save the residence (§ 7-301).',
      requirements: [
        {
          text: 'A written foreclosure consulting contract with the terms and the notice of the right to rescind the Act prescribes.',
          citation: 'Md. Code, Real Prop. § 7-306',
        },
        {
          text: 'The homeowner may rescind within the period the Act sets after signing.',
          citation: 'Md. Code, Real Prop. § 7-306',
        },
        {
          text: 'No fee before the services are fully performed, and no interest in the residence taken.',
          citation: 'Md. Code, Real Prop. § 7-307',
        },
      ],
      reviewNote:
        'Confirm the rescission period and the section numbers of the consultant provisions against the current Act.',
    },
    {
      id: 'md-phifa-foreclosure-purchasers',
      state: 'MD',
      role: 'equity_purchaser',
      act: 'Protection of Homeowners in Foreclosure Act (PHIFA)',
      citation: 'Md. Code, Real Prop. §§ 7-301 to 7-321',
      appliesTo:
        'Anyone who buys, or arranges a sale-leaseback or reconveyance of, a residence in default or foreclosure (a foreclosure purchaser).',
      requirements: [
        {
          text: 'A written contract with the terms, notices and the homeowner’s right to rescind the Act prescribes, before any transfer.',
          citation: 'Md. Code, Real Prop. §§ 7-301 to 7-321',
        },
      ],
      reviewNote:
        'Name the sections of the foreclosure-purchaser provisions and the rescission period; violations are also criminal under the Act.',
    },
    {
      id: 'fl-foreclosure-rescue-consultants',
      state: 'FL',
      role: 'consultant',
      act: 'Foreclosure Rescue Fraud Prevention Act',
      citation: 'Fla. Stat. § 501.1377',
      appliesTo:
        'Foreclosure-rescue consultants: anyone who offers a homeowner, for pay, any service to stop, avoid or delay foreclosure proceedings on residential property, or to cure the default on the mortgage loan (§ 501.1377(2)).',
      requirements: [
        {
          text: 'A written agreement, signed by both parties, before any foreclosure-related rescue service is begun, printed in at least 12-point uppercase type, with the consultant’s name and address, each service in detail, the total charges and their terms, and the date.',
          citation: 'Fla. Stat. § 501.1377(3)-(4)',
        },
        {
          text: 'A copy of the agreement given to the homeowner at least 1 business day before signing.',
          citation: 'Fla. Stat. § 501.1377(4)',
        },
        {
          text: 'The homeowner may cancel without penalty within 3 business days after signing, with the statutory notice of that right; the right may not be waived.',
          citation: 'Fla. Stat. § 501.1377(4)',
        },
        {
          text: 'No payment solicited, charged or collected before every service in the agreement has been performed.',
          citation: 'Fla. Stat. § 501.1377(3)',
        },
      ],
      reviewNote:
        'Confirm the subsection numbers against the current text; a violation is an unfair and deceptive trade practice (FDUTPA).',
    },
    {
      id: 'fl-foreclosure-rescue-transactions',
      state: 'FL',
      role: 'equity_purchaser',
      act: 'Foreclosure Rescue Fraud Prevention Act',
      citation: 'Fla. Stat. § 501.1377',
      appliesTo:
        'Equity purchasers: anyone who acquires an interest in a home in foreclosure in a foreclosure-rescue transaction, where the homeowner keeps an interest (a lease option, a right to buy back) and the transaction is meant to avert or delay the foreclosure (§ 501.1377(2)).',
      requirements: [
        {
          text: 'A written agreement with the terms and the notice of the homeowner’s right to cancel the statute prescribes; the right may not be waived.',
          citation: 'Fla. Stat. § 501.1377(5)',
        },
        {
          text: 'Liens on the home assumed or discharged, the homeowner’s ability to make the payments of a repurchase agreement verified, and the repurchase price within the statute’s limits.',
          citation: 'Fla. Stat. § 501.1377(5)',
        },
      ],
      reviewNote:
        'Name the paragraphs of subsection (5) and the cancellation period for foreclosure-rescue transactions.',
    },
    {
      id: 'il-mortgage-rescue-fraud-act',
      state: 'IL',
      role: 'consultant',
      act: 'Mortgage Rescue Fraud Act',
      citation: '765 ILCS 940',
      appliesTo:
        'Distressed property consultants: anyone who offers an owner of a distressed residence to stop or postpone a foreclosure, save the property, or arrange a transfer of it.',
      requirements: [
        {
          text: 'A written contract with the terms, the statutory notice and the owner’s right to cancel the Act prescribes.',
          citation: '765 ILCS 940',
        },
        {
          text: 'The practices the Act forbids, among them fees before full performance and taking an interest in the property.',
          citation: '765 ILCS 940',
        },
      ],
      reviewNote:
        'Confirm the cancellation period and the section numbers (contract requirements, prohibited practices, distressed-property conveyances).',
    },
    {
      id: 'mn-foreclosure-consultants',
      state: 'MN',
      role: 'consultant',
      act: 'Foreclosure Consultants (Minn. Stat. ch. 325N)',
      citation: 'Minn. Stat. §§ 325N.01-325N.09',
      appliesTo:
        'Anyone who offers an owner, for pay, to stop or postpone a foreclosure sale, obtain forbearance, or save the residence from foreclosure (§ 325N.01).',
      requirements: [
        {
          text: 'A written contract with the terms and the notice the chapter prescribes, and the owner’s right to cancel.',
          citation: 'Minn. Stat. §§ 325N.02-325N.03',
        },
        {
          text: 'No fee before every service is performed, and no interest in the residence taken.',
          citation: 'Minn. Stat. § 325N.04',
        },
      ],
      reviewNote: 'Confirm the cancellation period and the section numbers.',
    },
    {
      id: 'mn-foreclosure-purchasers',
      state: 'MN',
      role: 'equity_purchaser',
      act: 'Foreclosure Purchasers (Minn. Stat. ch. 325N)',
      citation: 'Minn. Stat. §§ 325N.10-325N.18',
      appliesTo:
        'Anyone who buys a residence in foreclosure from its owner-occupant, including a sale-leaseback (foreclosure reconveyance).',
      requirements: [
        {
          text: 'A written contract with the terms, notices and the owner’s right to cancel the chapter prescribes.',
          citation: 'Minn. Stat. §§ 325N.11-325N.14',
        },
      ],
      reviewNote: 'Confirm the cancellation period and the section numbers.',
    },
    {
      id: 'ny-home-equity-theft-prevention-act',
      state: 'NY',
      role: 'equity_purchaser',
      act: 'Home Equity Theft Prevention Act',
      citation: 'N.Y. Real Prop. Law § 265-a',
      appliesTo:
        'Anyone who buys a residence in foreclosure, or in default on its mortgage, from its owner (an equity purchaser).',
      requirements: [
        {
          text: 'A written contract in the form, size of type and language the statute prescribes, with the notice "NOTICE REQUIRED BY NEW YORK STATE LAW".',
          citation: 'N.Y. Real Prop. Law § 265-a',
        },
        {
          text: 'The seller may cancel until midnight of the fifth business day after signing, with a notice-of-cancellation form given with the contract.',
          citation: 'N.Y. Real Prop. Law § 265-a',
        },
      ],
      reviewNote:
        'Confirm the subdivisions (contract, cancellation, prohibited practices) against the current text.',
    },
  ],
}

/** The rules of a state (empty for a state without one, or no state). */
export function foreclosureLawRulesFor(state: string | null | undefined): ForeclosureLawRule[] {
  if (!state) return []
  const code = state.trim().toUpperCase()
  return FORECLOSURE_CONSULTANT_LAWS.rules.filter((rule) => rule.state === code)
}
