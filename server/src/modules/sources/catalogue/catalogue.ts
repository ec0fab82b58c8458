/** Every source preset the product ships, by id (docs/decisions/0031 lists how each was checked). */
import { njAtlanticCivilView, paMontgomeryCivilView } from './presets-civilview'
import { txHarrisForeclosureNotices } from './presets-harris'
import { ctJudicialPendingSales, paMontgomeryUpsetSale } from './presets-licensed'
import {
  ilCookRecorderForeclosures,
  mdPrinceGeorgesTaxSale,
  nyNycAcris,
  paPhiladelphiaSheriffDeeds,
} from './presets-open-data'
import { flPascoRealAuction, paButlerRealAuction } from './presets-realauction'
import type { SourcePreset } from './source-preset'

export const SOURCE_PRESETS: readonly SourcePreset[] = [
  paButlerRealAuction,
  flPascoRealAuction,
  paMontgomeryCivilView,
  njAtlanticCivilView,
  nyNycAcris,
  paMontgomeryUpsetSale,
  ctJudicialPendingSales,
  paPhiladelphiaSheriffDeeds,
  ilCookRecorderForeclosures,
  mdPrinceGeorgesTaxSale,
  txHarrisForeclosureNotices,
]

/** The preset with this id, or undefined. */
export function findSourcePreset(id: string): SourcePreset | undefined {
  return SOURCE_PRESETS.find((preset) => preset.id === id)
}
