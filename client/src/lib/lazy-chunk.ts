/**
 * A code chunk fetched once: `load()` starts the download, or returns the one under way;
 * `loaded()` is what it gave once it is here, so a first render need not wait for a promise.
 * A failed download is forgotten, so the next `load()` tries again.
 */
export function lazyChunk<T>(fetchChunk: () => Promise<T>) {
  let loaded: T | undefined
  let loading: Promise<T> | undefined
  return {
    load(): Promise<T> {
      loading ??= fetchChunk().then(
        (value) => {
          loaded = value
          return value
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
    loaded: (): T | undefined => loaded,
  }
}
