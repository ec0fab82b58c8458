import { alertsEndpoints } from '@common/api/endpoints/alerts'
import type { SaveUrgencyAlertRequest } from '@common/contracts/alerts'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/alerts/urgency: the user's urgency alert (off by default) and whether the plan has it. */
function fetchUrgencyAlert() {
  return call(alertsEndpoints.urgency)
}

/** PUT /api/alerts/urgency: saves the threshold and channels (and turns it on). */
function saveUrgencyAlert(request: SaveUrgencyAlertRequest) {
  return call(alertsEndpoints.saveUrgency, { body: request })
}

/** DELETE /api/alerts/urgency: turns it off (the threshold is kept). */
function turnOffUrgencyAlert() {
  return call(alertsEndpoints.turnOffUrgency)
}

export function useUrgencyAlert() {
  return useQuery({ queryKey: queryKeys.urgencyAlert, queryFn: fetchUrgencyAlert })
}

export const useSaveUrgencyAlert = () =>
  useInvalidatingMutation(saveUrgencyAlert, queryKeys.urgencyAlert, 'settled')
export const useTurnOffUrgencyAlert = () =>
  useInvalidatingMutation(
    (_: undefined) => turnOffUrgencyAlert(),
    queryKeys.urgencyAlert,
    'settled',
  )
