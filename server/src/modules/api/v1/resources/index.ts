/**
 * The resources of /api/v1, in the order the reference lists them. A new resource is one file
 * beside these (a V1Resource: its routes with their scopes and zod contracts) and one line here.
 */
import type { V1Resource } from '../v1-resource'
import { alertsResource } from './alerts.v1'
import { documentsResource } from './documents.v1'
import { leadsResource } from './leads.v1'
import { searchResource } from './search.v1'

export const V1_RESOURCES: readonly V1Resource[] = [
  searchResource,
  leadsResource,
  documentsResource,
  alertsResource,
]
