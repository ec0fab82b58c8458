/**
 * The leads module's public face (the lead workspace, docs/decisions/0017-leads.md): its routes,
 * and the services other modules call to keep a lead or read a user's leads. Nothing else in this
 * folder is imported from outside.
 */
export { keepLeads } from './keep-leads.service'
export { leadsRoutes } from './leads.routes'
export { findLeadsForUser, listLeads } from './leads.service'
