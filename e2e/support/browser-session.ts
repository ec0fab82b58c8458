/**
 * The set-up every browser test file shares: the built app and Chromium once per file, a fresh
 * context and page per test (bound to the app, for login()), and the page's console and page
 * errors (CSP violations included) collected apart from the failed calls a file causes on purpose.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { type E2eApp, type StartAppOptions, startApp } from './app'
import { launchBrowser } from './browser'
import { bindAppToContext } from './login'

export interface BrowserSession {
  app: E2eApp
  browser: Browser
  context: BrowserContext
  page: Page
  /** Errors seen on the current page so far (a test asserts it stays empty). */
  errors: string[]
}

/** Console and page errors of `page`, apart from those matching `expected`. */
function watchErrors(page: Page, expected: readonly RegExp[]): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = `${message.text()} ${message.location().url}`
    if (!expected.some((pattern) => pattern.test(text))) seen.push(text)
  })
  page.on('pageerror', (error) => seen.push(error.message))
  return seen
}

/**
 * Registers the hooks; `onPage` runs after each new page is ready, so a file can keep its own
 * `page` variable.
 */
export function setUpBrowserSession(
  options: {
    expectedFailures?: readonly RegExp[]
    viewport?: { width: number; height: number }
    /** The app's environment, read when the file's app starts (after other beforeAll hooks). */
    app?: () => StartAppOptions
  },
  onPage: (session: BrowserSession) => void,
): BrowserSession {
  const session = {} as BrowserSession
  beforeAll(async () => {
    session.app = await startApp(options.app?.())
    session.browser = await launchBrowser()
  })
  afterAll(async () => {
    await session.browser?.close()
    await session.app?.close()
  })
  beforeEach(async () => {
    session.context = await session.browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 900 },
    })
    bindAppToContext(session.context, session.app)
    session.page = await session.context.newPage()
    session.errors = watchErrors(session.page, options.expectedFailures ?? [])
    onPage(session)
  })
  afterEach(async () => {
    await session.context?.close()
  })
  return session
}
