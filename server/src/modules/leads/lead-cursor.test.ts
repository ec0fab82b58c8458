import { describe, expect, it } from 'vitest'
import { AppError } from '../../http/app-error'
import { decodeCursor, encodeCursor, queryFingerprint } from './lead-cursor'

const ID = '0190a3c2-7f4e-7b1a-9c3d-2e5f6a7b8c9d'
const print = queryFingerprint({ filters: { zip: '33130' }, sort: 'amount', order: 'desc' })

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).code).toBe('INVALID_CURSOR')
    expect((error as AppError).status).toBe(400)
    return (error as AppError).message
  }
  throw new Error('expected a refusal')
}

describe('lead list cursors', () => {
  it('read back what they hold, a missing sort value included', () => {
    for (const value of ['245000.00', '-1.50', null]) {
      const cursor = encodeCursor(print, { value, id: ID })
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(decodeCursor(cursor, print, 'amount')).toEqual({ value, id: ID })
    }
    const stamp = '2026-03-01T12:00:00.123456Z'
    const other = queryFingerprint({ filters: {}, sort: 'updatedAt', order: 'desc' })
    expect(decodeCursor(encodeCursor(other, { value: stamp, id: ID }), other, 'updatedAt')).toEqual(
      {
        value: stamp,
        id: ID,
      },
    )
  })

  it('depend on the filters, sort and order, in a stable way', () => {
    expect(queryFingerprint({ filters: { zip: '33130' }, sort: 'amount', order: 'desc' })).toBe(
      print,
    )
    expect(queryFingerprint({ filters: { zip: '33131' }, sort: 'amount', order: 'desc' })).not.toBe(
      print,
    )
    expect(queryFingerprint({ filters: { zip: '33130' }, sort: 'amount', order: 'asc' })).not.toBe(
      print,
    )
  })

  it('are refused when made for another query, or not made here', () => {
    const cursor = encodeCursor(print, { value: '1.00', id: ID })
    expect(refusal(() => decodeCursor(cursor, 'another', 'amount'))).toMatch(/other filters/)
    const forged = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url')
    for (const [text, sort] of [
      ['%%%', 'amount'],
      [forged({ id: ID }), 'amount'],
      [forged([1, print, '1.00']), 'amount'],
      [forged([1, print, '1.00', 'not-an-id']), 'amount'],
      [forged([1, print, 1, ID]), 'amount'],
      [forged([1, print, '1e3', ID]), 'amount'],
      [forged([1, print, '2026-02-30', ID]), 'filingDate'],
      [forged([1, print, '0000-01-01', ID]), 'filingDate'],
      [forged([1, print, '0000-01-01T00:00:00.000000Z', ID]), 'updatedAt'],
      [forged([1, print, '2026-2-3', ID]), 'saleDate'],
      [forged([1, print, '2026-03-01T12:00:00Z', ID]), 'updatedAt'],
      [forged([1, print, '2026-13-01T12:00:00.000000Z', ID]), 'updatedAt'],
      [forged([1, print, null, ID]), 'updatedAt'],
    ] as const) {
      expect(
        refusal(() => decodeCursor(text, print, sort)),
        text,
      ).toMatch(/not valid/)
    }
  })
})
