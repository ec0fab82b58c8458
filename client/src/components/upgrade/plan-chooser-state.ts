/**
 * The navigation state an upgrade link ('Unlock', 'Upgrade Now') carries to `/`: the spec sends
 * them to `/`, and arriving with it opens the plan chooser there (app/open-plans-on-arrival.ts
 * reads it once), so the user is not left on the dashboard wondering what to do.
 */
export const PLAN_CHOOSER_STATE = { openPlanChooser: true } as const

/** Whether a location's state asks for the plan chooser (PLAN_CHOOSER_STATE). */
export function asksForPlanChooser(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { openPlanChooser?: unknown }).openPlanChooser === true
  )
}
