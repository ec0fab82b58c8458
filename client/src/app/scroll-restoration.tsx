import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

const STORAGE_KEY = 'scroll-positions'

/** Scroll offsets by history entry (location.key), kept across reloads in sessionStorage. */
let positions: Record<string, number> = {}
try {
  positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>
} catch {
  // no sessionStorage (privacy mode): positions last for this page load only
}

/**
 * What React Router's <ScrollRestoration> does in data-router mode, for the declarative
 * <BrowserRouter>: a new page starts at the top (or at its #hash), and going back or forward
 * returns to where that entry was scrolled, also after a reload.
 */
export function ScrollRestoration() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const currentKey = useRef(location.key)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const remember = () => {
      positions[currentKey.current] = window.scrollY
    }
    const persist = () => {
      remember()
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions))
      } catch {
        // storage full or unavailable: nothing to restore after a reload
      }
      window.history.scrollRestoration = 'auto'
    }
    window.addEventListener('scroll', remember, { passive: true })
    window.addEventListener('pagehide', persist)
    return () => {
      window.removeEventListener('scroll', remember)
      window.removeEventListener('pagehide', persist)
      window.history.scrollRestoration = 'auto'
    }
  }, [])

  useLayoutEffect(() => {
    currentKey.current = location.key
    const saved = navigationType === 'POP' ? positions[location.key] : undefined
    if (saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)))
        if (target) {
          target.scrollIntoView()
          return
        }
      } catch {
        // not a decodable id: fall through to the top
      }
    }
    window.scrollTo(0, 0)
  }, [location, navigationType])

  return null
}
