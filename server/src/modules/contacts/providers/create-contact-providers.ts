/**
 * The contact providers the environment asks for: each real adapter when its key is set, its
 * local simulator otherwise (or always, with CONTACT_PROVIDERS=simulator). Start-up says which.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../../config'
import { createBatchDataSkipTrace } from './batchdata-skip-trace'
import type { ContactProviders } from './contact-providers'
import { createDncScrubCompliance } from './dncscrub-compliance'
import { createPdlSocialProfiles } from './pdl-social-profiles'
import {
  createSimulatedPhoneCompliance,
  createSimulatedSkipTrace,
  createSimulatedSocialProfiles,
} from './simulators'

export type ContactProviderConfig = Pick<
  Config,
  | 'CONTACT_PROVIDERS'
  | 'CONTACT_PROVIDER_TIMEOUT_MS'
  | 'BATCHDATA_API_TOKEN'
  | 'BATCHDATA_API_BASE'
  | 'DNCSCRUB_LOGIN_ID'
  | 'DNCSCRUB_API_BASE'
  | 'DNCSCRUB_LITIGATOR_API_BASE'
  | 'PDL_API_KEY'
  | 'PDL_API_BASE'
>

/** Every provider on its local simulator (tests, and a server without keys). */
export function createSimulatedContactProviders(): ContactProviders {
  return {
    skipTrace: createSimulatedSkipTrace(),
    phoneCompliance: createSimulatedPhoneCompliance(),
    socialProfiles: createSimulatedSocialProfiles(),
  }
}

export function createContactProviders(
  config: ContactProviderConfig,
  log?: FastifyBaseLogger,
): ContactProviders {
  const providers = createSimulatedContactProviders()
  const http = { timeoutMs: config.CONTACT_PROVIDER_TIMEOUT_MS, log }
  if (config.CONTACT_PROVIDERS !== 'simulator') {
    if (config.BATCHDATA_API_TOKEN) {
      providers.skipTrace = createBatchDataSkipTrace({
        token: config.BATCHDATA_API_TOKEN,
        baseUrl: config.BATCHDATA_API_BASE,
        ...http,
      })
    }
    if (config.DNCSCRUB_LOGIN_ID) {
      providers.phoneCompliance = createDncScrubCompliance({
        loginId: config.DNCSCRUB_LOGIN_ID,
        baseUrl: config.DNCSCRUB_API_BASE,
        litigatorBaseUrl: config.DNCSCRUB_LITIGATOR_API_BASE,
        ...http,
      })
    }
    if (config.PDL_API_KEY) {
      providers.socialProfiles = createPdlSocialProfiles({
        apiKey: config.PDL_API_KEY,
        baseUrl: config.PDL_API_BASE,
        ...http,
      })
    }
  }
  const simulated = Object.entries(providers)
    .filter(([, provider]) => provider.simulated)
    .map(([name]) => name)
  if (simulated.length > 0) {
    log?.warn(
      `Contact discovery runs on local simulators for: ${simulated.join(', ')}. What they give is labelled "Simulated data" (set BATCHDATA_API_TOKEN, DNCSCRUB_LOGIN_ID, PDL_API_KEY for real data).`,
    )
  }
  return providers
}
