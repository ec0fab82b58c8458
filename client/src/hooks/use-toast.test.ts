// @vitest-environment node
import { TOAST } from '@common/limits'
import { describe, expect, it } from 'vitest'
import { type ToasterToast, toastReducer } from './use-toast'

const make = (id: string): ToasterToast => ({ id, title: `Toast ${id}`, open: true })

describe('toastReducer', () => {
  it(`keeps only the newest ${TOAST.limit} toast(s)`, () => {
    const one = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') })
    const two = toastReducer(one, { type: 'ADD_TOAST', toast: make('2') })
    expect(TOAST.limit).toBe(1)
    expect(two.toasts.map((t) => t.id)).toEqual(['2'])
  })

  it('closes a dismissed toast without removing it, then removes it', () => {
    const shown = { toasts: [make('1')] }
    const dismissed = toastReducer(shown, { type: 'DISMISS_TOAST', toastId: '1' })
    expect(dismissed.toasts).toEqual([{ ...make('1'), open: false }])
    expect(toastReducer(dismissed, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([])
  })

  it('updates only the toast with the given id', () => {
    const shown = { toasts: [make('1')] }
    const updated = toastReducer(shown, {
      type: 'UPDATE_TOAST',
      toast: { id: '1', title: 'Saved' },
    })
    expect(updated.toasts[0]?.title).toBe('Saved')
    expect(toastReducer(shown, { type: 'UPDATE_TOAST', toast: { id: '9', title: 'x' } })).toEqual(
      shown,
    )
  })
})
