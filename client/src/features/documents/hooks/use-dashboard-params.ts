import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { type ZipFilter, zipFilterFrom } from '../lib/zip-filter'

const DASHBOARD_TABS = ['documents', 'social-discovery'] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]

function tabFrom(value: string | null): DashboardTab {
  return value === 'social-discovery' ? 'social-discovery' : 'documents'
}

/**
 * The dashboard's ZIP filter and tab, kept in the URL (`?zip=45202&tab=social-discovery`) so
 * the sidebar filter and the list agree, and a reload or a shared link shows the same view.
 */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams()
  const zip = zipFilterFrom(params.get('zip'))
  const tab = tabFrom(params.get('tab'))

  const update = useCallback(
    (key: 'zip' | 'tab', value: string | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (value === null) next.delete(key)
          else next.set(key, value)
          return next
        },
        { replace: true },
      )
    },
    [setParams],
  )

  const setZip = useCallback(
    (value: ZipFilter) => update('zip', value === 'all' ? null : value),
    [update],
  )
  const setTab = useCallback(
    (value: string) => update('tab', tabFrom(value) === 'documents' ? null : 'social-discovery'),
    [update],
  )
  return { zip, tab, setZip, setTab }
}
