import { TOAST } from '@common/limits'
import { type ReactNode, useEffect, useState } from 'react'
import type { ToastActionElement, ToastProps } from '@/components/ui/toast'

/**
 * The app's toast queue (shadcn's pattern): a small store outside React, so any code, even a
 * mutation callback, can call `toast()`. Only `TOAST.limit` toasts show at once (the newest);
 * a dismissed toast stays in the store `TOAST.removeDelayMs` before it is dropped.
 */

/**
 * A toast as the screens choose it: plain strings, so each feature's catalogue of messages (by
 * the server's error code, spec section 8) stays a pure function that tests compare word for
 * word. `toast()` takes it as it is.
 */
export interface ToastMessage {
  title: string
  description: string
  variant?: 'destructive'
}

export type ToasterToast = ToastProps & {
  id: string
  title?: ReactNode
  description?: ReactNode
  action?: ToastActionElement
}

export type ToastState = { toasts: ToasterToast[] }

export type ToastStoreAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string }

let count = 0
function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  return count.toString()
}

const removalTimeouts = new Map<string, ReturnType<typeof setTimeout>>()

function scheduleRemoval(toastId: string): void {
  if (removalTimeouts.has(toastId)) return
  const timeout = setTimeout(() => {
    removalTimeouts.delete(toastId)
    dispatch({ type: 'REMOVE_TOAST', toastId })
  }, TOAST.removeDelayMs)
  removalTimeouts.set(toastId, timeout)
}

/** Pure state transitions of the queue (exported for its unit test). */
export function toastReducer(state: ToastState, action: ToastStoreAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST.limit) }
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      }
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      }
    case 'REMOVE_TOAST':
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      }
  }
}

const listeners = new Set<(state: ToastState) => void>()
let memoryState: ToastState = { toasts: [] }

function dispatch(action: ToastStoreAction): void {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId ? [action.toastId] : memoryState.toasts.map((t) => t.id)
    for (const id of ids) scheduleRemoval(id)
  }
  memoryState = toastReducer(memoryState, action)
  for (const listener of listeners) listener(memoryState)
}

export type ToastInput = Omit<ToasterToast, 'id'>

/** Shows a toast; returns handles to update or dismiss it. */
export function toast(props: ToastInput) {
  const id = nextId()
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id })
  const update = (next: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } })
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss()
      },
    },
  })
  return { id, dismiss, update }
}

/** The current toasts, for the Toaster, plus `toast` and `dismiss` for components. */
export function useToast() {
  const [state, setState] = useState(memoryState)
  useEffect(() => {
    listeners.add(setState)
    return () => {
      listeners.delete(setState)
    }
  }, [])
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
  }
}
