/**
 * The three contact provider fakes (BatchData, DNCScrub, People Data Labs) started together, with
 * the real adapters pointed at them: pass `providers` to buildTestApp so routes run the real
 * adapter code over HTTP.
 */
import { type ContactProviders, createContactProviders } from '../modules/contacts'
import { type FakeBatchData, startFakeBatchData } from './fake-batchdata'
import { type FakeDncScrub, startFakeDncScrub } from './fake-dncscrub'
import { type FakePdl, startFakePdl } from './fake-pdl'

export interface ContactFakes {
  batchData: FakeBatchData
  dncScrub: FakeDncScrub
  pdl: FakePdl
  providers: ContactProviders
  /** The environment that points the app at these fakes (for a whole server, e.g. e2e). */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startContactFakes(): Promise<ContactFakes> {
  const batchData = await startFakeBatchData()
  const dncScrub = await startFakeDncScrub()
  const pdl = await startFakePdl()
  const env = {
    CONTACT_PROVIDERS: 'auto',
    BATCHDATA_API_TOKEN: batchData.token,
    BATCHDATA_API_BASE: batchData.baseUrl,
    DNCSCRUB_LOGIN_ID: dncScrub.loginId,
    DNCSCRUB_API_BASE: dncScrub.baseUrl,
    DNCSCRUB_LITIGATOR_API_BASE: dncScrub.baseUrl,
    PDL_API_KEY: pdl.apiKey,
    PDL_API_BASE: pdl.baseUrl,
  }
  const providers = createContactProviders({
    CONTACT_PROVIDERS: 'auto',
    CONTACT_PROVIDER_TIMEOUT_MS: 5000,
    BATCHDATA_API_TOKEN: batchData.token,
    BATCHDATA_API_BASE: batchData.baseUrl,
    DNCSCRUB_LOGIN_ID: dncScrub.loginId,
    DNCSCRUB_API_BASE: dncScrub.baseUrl,
    DNCSCRUB_LITIGATOR_API_BASE: dncScrub.baseUrl,
    PDL_API_KEY: pdl.apiKey,
    PDL_API_BASE: pdl.baseUrl,
  })
  return {
    batchData,
    dncScrub,
    pdl,
    providers,
    env,
    async close() {
      await Promise.all([batchData.close(), dncScrub.close(), pdl.close()])
    },
  }
}
