import { type ComponentType, use, useEffect, useLayoutEffect, useState } from 'react'
import { PageLoading } from '@/components/layout/page-loading'
import { loadQueryProvider } from './lazy-query-provider'
import { loadToaster } from './lazy-toaster'

let firstRenderDone = false

/** Called once by the router: pages rendered after this point are reached by navigation. */
export function useMarkFirstRender(): void {
  useLayoutEffect(() => {
    firstRenderDone = true
  }, [])
}

/**
 * A page in a chunk of its own, downloaded (with the toast viewport, see loadToaster, and the
 * query client, see loadQueryProvider) when the route is first visited, and rendered inside the
 * query client's provider. The page a visitor opens first shows the loading page until its chunk
 * is here, as the data router's fallback did; it does not suspend, because React holds back the
 * reveal of a Suspense fallback for up to 300 ms. A page reached by navigation suspends instead,
 * and as navigations run in transitions the previous page stays until the next one is ready.
 */
export function lazyPage<M>(load: () => Promise<M>, name: keyof M): ComponentType {
  let page: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const preload = () => {
    loading ??= Promise.all([load(), loadQueryProvider(), loadToaster()]).then(
      ([module, QueryProvider]) => {
        const Content = module[name] as ComponentType
        page = function PageWithQueries() {
          return (
            <QueryProvider>
              <Content />
            </QueryProvider>
          )
        }
        return page
      },
    )
    return loading
  }

  return function LazyPage() {
    const [opensTheApp] = useState(() => !firstRenderDone)
    const [failure, setFailure] = useState<unknown>()
    const [, setLoaded] = useState(false)
    useEffect(() => {
      if (opensTheApp && !page) preload().then(() => setLoaded(true), setFailure)
    }, [opensTheApp])
    if (failure) throw failure
    const Page = page ?? (opensTheApp ? undefined : use(preload()))
    return Page ? <Page /> : <PageLoading />
  }
}
