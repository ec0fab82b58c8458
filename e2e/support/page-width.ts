/**
 * Whether a page scrolls sideways, and if it does, which elements stick out past the window's
 * right edge: the widest first, so a failure names what to fix rather than only "too wide".
 */
import type { Page } from 'playwright-core'

export interface PageWidth {
  scrollWidth: number
  innerWidth: number
  /** The elements whose right edge is past the window, widest first (at most five). */
  offenders: string[]
}

/** Measures the page as it is now (see PageWidth). */
function measurePageWidth(page: Page): Promise<PageWidth> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth
    // Inside a box that scrolls or clips on its own, an element past the window's edge does not
    // widen the page: only what overflows into the page itself counts.
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true
      }
      return false
    }
    const depth = (element: Element) => {
      let n = 0
      for (let up = element.parentElement; up; up = up.parentElement) n++
      return n
    }
    const describe = (element: Element, right: number) => {
      const id = element.id ? `#${element.id}` : ''
      const className = typeof element.className === 'string' ? element.className : ''
      const classes = className ? `.${className.trim().split(/\s+/).slice(0, 6).join('.')}` : ''
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
      return `${element.tagName.toLowerCase()}${id}${classes} right=${Math.round(right)} "${text}"`
    }
    const offenders = [...document.body.querySelectorAll('*')]
      .map((element) => ({
        element,
        // In the page's coordinates: the page may have been scrolled sideways already.
        right: element.getBoundingClientRect().right + window.scrollX,
      }))
      .filter(({ element, right }) => right > innerWidth + 0.5 && !clipped(element))
      .sort((a, b) => b.right - a.right || depth(b.element) - depth(a.element))
      .slice(0, 5)
      .map(({ element, right }) => describe(element, right))
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, offenders }
  })
}

/**
 * The page's width once it has stopped changing (lazy chunks, queries and fonts land after the
 * heading): measured until two readings 300 ms apart agree, or for 3 s at most.
 */
export async function settledPageWidth(page: Page): Promise<PageWidth> {
  let last = await measurePageWidth(page)
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(300)
    const now = await measurePageWidth(page)
    if (now.scrollWidth === last.scrollWidth) return now
    last = now
  }
  return last
}

/** "" when the page fits its window, else what a failure should say about `name`. */
export function widthProblem(name: string, width: PageWidth): string {
  if (width.scrollWidth <= width.innerWidth) return ''
  return `${name}: ${width.scrollWidth} px wide in a ${width.innerWidth} px window; widest: ${
    width.offenders.join(' | ') || '(no element found past the edge)'
  }`
}
