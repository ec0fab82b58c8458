/**
 * Deletes spent or expired OAuth states of mailbox connections, so oauth_state_tokens does not
 * grow without bound. Idempotent: running it twice deletes nothing more.
 */
import { definePurgeJob } from '../../../jobs/purge-job'
import { purgeSpentOAuthStates } from './oauth-state.queries'

export const purgeOAuthStatesJob = definePurgeJob({
  id: 'maintenance.purge-oauth-states',
  schedule: '29 * * * *',
  purge: async (db) => ({ oauthStates: await purgeSpentOAuthStates(db) }),
  message: 'purged spent mailbox OAuth states',
})
