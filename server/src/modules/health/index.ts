/** The health module's public face: `GET /api/health` (database and job queue). */
export { healthRoutes } from './health.routes'
