/**
 * The two mailbox providers a user can connect by OAuth 2.0 (authorization code with PKCE, S256)
 * and send through: Google (Gmail API users.messages.send with the raw message) and Microsoft
 * (Graph /me/sendMail with the MIME message). Endpoints are configurable so tests run the real
 * adapter against local fakes.
 */
import type { MailboxProvider } from '@common/enums'

export type OAuthMailboxProvider = Exclude<MailboxProvider, 'smtp'>

export interface OAuthProviderConfig {
  provider: OAuthMailboxProvider
  clientId: string
  clientSecret: string
  authorizeUrl: string
  tokenUrl: string
  /** Where the signed-in address is read: Google's userinfo, Graph's /me. */
  profileUrl: string
  /** Gmail's messages/send, Graph's /me/sendMail. */
  sendUrl: string
  scopes: readonly string[]
  /** Extra parameters of the authorization request. */
  authorizeParams: Record<string, string>
}

export interface OAuthSettings {
  GOOGLE_OAUTH_CLIENT_ID?: string
  GOOGLE_OAUTH_CLIENT_SECRET?: string
  MICROSOFT_OAUTH_CLIENT_ID?: string
  MICROSOFT_OAUTH_CLIENT_SECRET?: string
  MICROSOFT_OAUTH_TENANT?: string
}

/** Where each provider's endpoints are; tests point these at their fakes. */
export interface OAuthEndpoints {
  google: { accounts: string; oauth2: string; openid: string; gmail: string }
  microsoft: { login: string; graph: string }
}

const REAL_OAUTH_ENDPOINTS: OAuthEndpoints = {
  google: {
    accounts: 'https://accounts.google.com',
    oauth2: 'https://oauth2.googleapis.com',
    openid: 'https://openidconnect.googleapis.com',
    gmail: 'https://gmail.googleapis.com',
  },
  microsoft: { login: 'https://login.microsoftonline.com', graph: 'https://graph.microsoft.com' },
}

/** The providers configured on this server (a provider without client credentials is off). */
export function oauthProviders(
  settings: OAuthSettings,
  endpoints: OAuthEndpoints = REAL_OAUTH_ENDPOINTS,
): Partial<Record<OAuthMailboxProvider, OAuthProviderConfig>> {
  const providers: Partial<Record<OAuthMailboxProvider, OAuthProviderConfig>> = {}
  if (settings.GOOGLE_OAUTH_CLIENT_ID && settings.GOOGLE_OAUTH_CLIENT_SECRET) {
    providers.google = {
      provider: 'google',
      clientId: settings.GOOGLE_OAUTH_CLIENT_ID,
      clientSecret: settings.GOOGLE_OAUTH_CLIENT_SECRET,
      authorizeUrl: `${endpoints.google.accounts}/o/oauth2/v2/auth`,
      tokenUrl: `${endpoints.google.oauth2}/token`,
      profileUrl: `${endpoints.google.openid}/v1/userinfo`,
      sendUrl: `${endpoints.google.gmail}/gmail/v1/users/me/messages/send`,
      scopes: ['openid', 'email', 'https://www.googleapis.com/auth/gmail.send'],
      // A refresh token, and the consent screen again so one is issued on a reconnect.
      authorizeParams: {
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
      },
    }
  }
  if (settings.MICROSOFT_OAUTH_CLIENT_ID && settings.MICROSOFT_OAUTH_CLIENT_SECRET) {
    const tenant = settings.MICROSOFT_OAUTH_TENANT ?? 'common'
    providers.microsoft = {
      provider: 'microsoft',
      clientId: settings.MICROSOFT_OAUTH_CLIENT_ID,
      clientSecret: settings.MICROSOFT_OAUTH_CLIENT_SECRET,
      authorizeUrl: `${endpoints.microsoft.login}/${tenant}/oauth2/v2.0/authorize`,
      tokenUrl: `${endpoints.microsoft.login}/${tenant}/oauth2/v2.0/token`,
      profileUrl: `${endpoints.microsoft.graph}/v1.0/me`,
      sendUrl: `${endpoints.microsoft.graph}/v1.0/me/sendMail`,
      scopes: ['offline_access', 'User.Read', 'Mail.Send'],
      authorizeParams: { response_mode: 'query' },
    }
  }
  return providers
}
