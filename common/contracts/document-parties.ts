/**
 * The parties a document names, each with its role (issue 34): the plaintiff, an owner (the
 * lead's defendant), a lienholder named as a defendant, a government named as a junior
 * lienholder, an occupant placeholder ('Unknown Tenants', 'John Doe').
 */
import { z } from 'zod'

const PARTY_ROLES = ['plaintiff', 'owner', 'lienholder', 'government', 'occupant'] as const
export type PartyRoleView = (typeof PARTY_ROLES)[number]

export const namedPartyView = z.object({ name: z.string(), role: z.enum(PARTY_ROLES) })
export type NamedPartyView = z.infer<typeof namedPartyView>
