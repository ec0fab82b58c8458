/**
 * What mailbox connections need from the configuration: the secret box that encrypts tokens at
 * rest and the OAuth providers this server is set up for.
 */

import type { Db } from '../../../db/client'
import { AppError } from '../../../http/app-error'
import { type SealingSettings, type SecretBox, sealingBoxFor } from '../../../lib/secret-box'
import {
  type OAuthEndpoints,
  type OAuthMailboxProvider,
  type OAuthProviderConfig,
  type OAuthSettings,
  oauthProviders,
} from './oauth-providers'

export const OAUTH_CALLBACK_PATH = '/api/mailboxes/oauth/callback'

export interface MailboxDeps {
  db: Db
  /** Null in production without SECRETS_SEALING_KEY: nothing can be stored, so nothing connects. */
  box: SecretBox | null
  publicUrl: string
  providers: Partial<Record<OAuthMailboxProvider, OAuthProviderConfig>>
  /** Users' SMTP servers on loopback or private addresses allowed (tests only; refused in production). */
  allowPrivateTargets: boolean
}

/** The secret box, or 503 when this server has no key to encrypt mailbox secrets with. */
export function requireBox(deps: MailboxDeps): SecretBox {
  if (!deps.box) {
    throw new AppError(
      'MAILBOX_PROVIDER_NOT_CONFIGURED',
      'Mailbox connections need SECRETS_SEALING_KEY on this server.',
      503,
    )
  }
  return deps.box
}

/** What the app and the workers need to connect and use mailboxes, from the configuration. */
export function createMailboxDeps(options: {
  db: Db
  settings: OAuthSettings &
    SealingSettings & { PUBLIC_URL: string; SMTP_MAILBOX_ALLOW_PRIVATE_TARGETS?: boolean }
  endpoints?: OAuthEndpoints
}): MailboxDeps {
  const { settings } = options
  const box = sealingBoxFor(settings)
  return {
    db: options.db,
    box,
    publicUrl: settings.PUBLIC_URL,
    providers: box ? oauthProviders(settings, options.endpoints) : {},
    allowPrivateTargets:
      settings.NODE_ENV !== 'production' && settings.SMTP_MAILBOX_ALLOW_PRIVATE_TARGETS === true,
  }
}

export function providerConfig(deps: MailboxDeps, provider: string): OAuthProviderConfig {
  const config = deps.providers[provider as OAuthMailboxProvider]
  if (!config) {
    throw new AppError(
      'MAILBOX_PROVIDER_NOT_CONFIGURED',
      `Connecting a ${provider === 'microsoft' ? 'Microsoft' : 'Google'} mailbox is not set up on this server.`,
      503,
    )
  }
  return config
}
