/**
 * The analytics module's public face (docs/decisions/0034): GET /api/analytics. It owns no
 * table: the figures come from the records, leads, outreach and contacts modules' faces.
 */
export { analyticsRoutes } from './analytics.routes'
