/**
 * login(page, { tier }): a signed-in user without clicking through sign-up (epic-stack's
 * fixture). The user and a session are written straight into the database of the app under
 * test, with the server's own factory and session code, and the session cookie is set in the
 * page's browser context. Only the sign-up test registers through the form.
 */
import type { BrowserContext, Page } from 'playwright-core'
import type { NewUser, User } from '../../server/src/db/schema'
import {
  createSession,
  sessionCookieName,
  sessionSettingsFor,
} from '../../server/src/modules/accounts'
import { buildUser, FACTORY_PASSWORD, type FactoryTier } from '../../server/src/testing/factories'
import type { E2eApp } from './app'

export interface LoginOptions
  extends Partial<
    Pick<NewUser, 'email' | 'firstName' | 'lastName' | 'trialStartedAt' | 'operatorSince'>
  > {
  /** 'trial' (default): a trial started now; a paid tier: an active subscription to it. */
  tier?: FactoryTier
  password?: string
}

/** The user login() made, with the password it can sign in with. */
export type LoggedInUser = User & { password: string }

const apps = new WeakMap<BrowserContext, E2eApp>()

/** Tells login() which app a browser context's pages talk to (browser-session.ts calls it). */
export function bindAppToContext(context: BrowserContext, app: E2eApp): void {
  apps.set(context, app)
}

/**
 * Writes a user (a trial unless `tier` says otherwise) and a live session into the app's
 * database and gives the page's context the session cookie, exactly as POST /api/login would
 * set it. Navigate afterwards: the next page the browser opens is signed in.
 */
export async function login(page: Page, options: LoginOptions = {}): Promise<LoggedInUser> {
  const context = page.context()
  const app = apps.get(context)
  if (!app) throw new Error('login(): this page was not opened by setUpBrowserSession')
  const { password = FACTORY_PASSWORD, ...fields } = options
  const { db } = app.database
  const user = await buildUser(db, { ...fields, password })
  const settings = sessionSettingsFor(app.config)
  const token = await createSession(db, user.id, settings)
  // As session.plugin.ts sets it: Secure (and __Host-) only when the app is served over https.
  const secure = app.config.PUBLIC_URL.startsWith('https://')
  await context.addCookies([
    {
      name: sessionCookieName(secure),
      value: token,
      domain: new URL(app.baseUrl).hostname,
      path: '/',
      expires: Math.floor((Date.now() + settings.absoluteMs) / 1000),
      httpOnly: true,
      secure,
      sameSite: 'Lax',
    },
  ])
  return { ...user, password }
}
