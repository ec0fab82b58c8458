import { outreachEndpoints } from '@common/api/endpoints/outreach'
import type { CreateOutreachRequest } from '@common/contracts/outreach'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/outreach: logs a message the user copied or marked as sent. */
function logOutreach(input: CreateOutreachRequest) {
  return call(outreachEndpoints.log, { body: input })
}

export function useLogOutreach() {
  return useInvalidatingMutation(logOutreach, queryKeys.outreach.all)
}
