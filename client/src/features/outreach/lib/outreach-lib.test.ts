import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { composerChecks } from './composer-checks'
import { clipboardText, messagePreview } from './message-preview'
import { outreachErrorToast, placeholdersUnfilledToast } from './outreach-toasts'

const lead = {
  id: 'l1',
  defendantName: 'MARIA GARCIA',
  propertyAddress: '12 Oak St',
  city: 'Fresno',
  state: 'CA',
  zipCode: '93701',
  caseNumber: '24CV-1',
  filingType: 'Lis Pendens',
  saleDate: null,
  saleStatus: null,
  status: 'new',
  isSample: false,
}

describe('messagePreview', () => {
  it('keeps 100 characters and marks the cut', () => {
    expect(messagePreview('a'.repeat(100))).toBe('a'.repeat(100))
    expect(messagePreview('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`)
    expect(messagePreview(`${'😀'.repeat(101)}`)).toBe(`${'😀'.repeat(100)}...`)
  })

  it('puts the subject above the body when there is one', () => {
    expect(clipboardText('  Hello ', 'Body')).toBe('Subject: Hello\n\nBody')
    expect(clipboardText('', 'Body')).toBe('Body')
  })
})

describe('composerChecks', () => {
  it('shows the California rules and asks to acknowledge consultant wording', () => {
    const checks = composerChecks({ subject: '', body: 'I can stop your foreclosure' }, lead)
    expect(checks.flags.map((flag) => flag.label)).toEqual(['stop your foreclosure'])
    expect(checks.stateRules.map((rule) => rule.state)).toEqual(['CA', 'CA'])
    expect(checks.rulesInPlay.map((rule) => rule.citation)).toEqual([
      'Cal. Civ. Code §§ 2945-2945.11',
    ])
  })

  it('needs nothing for neutral wording or a state without such a law', () => {
    expect(composerChecks({ subject: '', body: 'Hello' }, lead).rulesInPlay).toEqual([])
    const texas = composerChecks({ subject: '', body: 'save your home' }, { ...lead, state: 'TX' })
    expect(texas.flags).toHaveLength(1)
    expect(texas.rulesInPlay).toEqual([])
    expect(composerChecks({ subject: '', body: 'x' }, null).caseStatus.needsConfirmation).toBe(
      false,
    )
  })

  it('asks to confirm when the sale date has passed', () => {
    const checks = composerChecks(
      { subject: '', body: 'x' },
      { ...lead, saleDate: '2026-01-01' },
      '2026-11-28',
    )
    expect(checks.caseStatus.reasons).toEqual(['sale_date_passed'])
  })

  it('asks to confirm when the record says the sale was cancelled, sold or stayed', () => {
    for (const [saleStatus, reason] of [
      ['cancelled', 'sale_cancelled'],
      ['sold', 'sale_sold'],
      ['stayed', 'sale_stayed'],
    ] as const) {
      const checks = composerChecks({ subject: '', body: 'x' }, { ...lead, saleStatus })
      expect(checks.caseStatus).toEqual({ needsConfirmation: true, reasons: [reason] })
    }
    expect(
      composerChecks({ subject: '', body: 'x' }, { ...lead, saleStatus: 'scheduled' }).caseStatus
        .needsConfirmation,
    ).toBe(false)
  })
})

describe('outreachErrorToast', () => {
  it('is the spec’s Error / Failed to process message for a failure', () => {
    expect(outreachErrorToast(new ApiError(500, '{"code":"INTERNAL","message":"x"}'))).toEqual({
      title: 'Error',
      description: 'Failed to process message',
      variant: 'destructive',
    })
    expect(outreachErrorToast(new TypeError('Failed to fetch')).title).toBe('Error')
    expect(
      outreachErrorToast(new ApiError(400, '{"code":"COMPLIANCE_NOT_ACKNOWLEDGED","message":"m"}'))
        .title,
    ).toBe('Compliance Confirmation Required')
  })
})

describe('placeholdersUnfilledToast', () => {
  it('asks to choose a lead only when none is chosen', () => {
    expect(placeholdersUnfilledToast(['[Case Number]']).description).toContain(
      'choose the lead this message is about',
    )
    const chosen = placeholdersUnfilledToast(['[Case Number]'], true).description
    expect(chosen).not.toMatch(/choose the lead/i)
    expect(chosen).toContain(
      '[Case Number]: the chosen lead has none on record; write the words in.',
    )
  })
})
