/**
 * Deletes spent or expired OAuth states of mailbox connections, so oauth_state_tokens does not
 * grow without bound. Idempotent: running it twice deletes nothing more.
 */
import { defineScheduledJob } from '../../../jobs/scheduled-job'
import { purgeSpentOAuthStates } from './oauth-state.queries'

export const purgeOAuthStatesJob = defineScheduledJob({
  id: 'maintenance.purge-oauth-states',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 300,
  schedule: '29 * * * *',
  async run({ runtime: { database }, log }) {
    const oauthStates = await purgeSpentOAuthStates(database.db)
    log.info({ oauthStates }, 'purged spent mailbox OAuth states')
  },
})
