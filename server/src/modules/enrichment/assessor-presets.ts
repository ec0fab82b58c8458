/**
 * The configured assessor sources (docs/decisions/0035). Each says, in its catalogue entry's
 * `verification`, what was confirmed and what is assumed: none was fetched live from this
 * machine (no internet), so field names come from the publishers' documentation or public code
 * that calls them, and the tests serve fixtures shaped as those documents say.
 */
import type { AssessorPreset } from './assessor-preset'

/** Cook County, IL: the Assessor's open data on the county's Socrata portal. */
export const ilCookAssessor: AssessorPreset = {
  protocol: 'socrata',
  state: 'IL',
  county: 'Cook',
  source: {
    id: 'il-cook-assessor',
    name: "Cook County Assessor's Office open data (Socrata)",
    state: 'IL',
    county: 'Cook',
    kind: 'assessor',
    baseUrl: 'https://datacatalog.cookcountyil.gov',
    tosUrl: 'https://datacatalog.cookcountyil.gov/stories/s/Terms-of-Use/xv3v-wruu',
    access: 'open',
    recordKinds: ['parcel address and mailing address', 'assessed values by year'],
    connector: null,
    notRunnable: 'an enrichment source: read per lead by the enrichment jobs, not ingested',
    rateLimit: { window: 'minute', quota: 60 },
    updateEveryHours: 24 * 30,
    verification: {
      level: 'documentation',
      recorded: [],
      confirmed: [
        'Parcel Addresses columns pin, year, prop_address_full, prop_address_city_name, prop_address_zipcode_1, mail_address_name, mail_address_full, mail_address_city_name, mail_address_state, mail_address_zipcode_1 (the CCAO view that feeds the dataset, ccao-data on GitHub)',
        'assessed values come in three stages (mailed, certified, Board of Review) per PIN and year, and are assessed, not market, values (the dataset documentation)',
      ],
      assumed: [
        'dataset ids 3723-97qp (Parcel Addresses) and uzyt-m557 (Assessed Values), and the values columns board_tot, board_land, board_bldg',
        "market value = Board of Review total / 10% (Cook's residential level of assessment): wrong for commercial classes",
        'mail_address_name is the taxpayer of record, used as the owner of record',
      ],
    },
  },
  byAddress: {
    path: '/resource/3723-97qp.json',
    addressField: 'prop_address_full',
    zipField: 'prop_address_zipcode_1',
    order: 'year DESC',
    fields: { parcelId: 'pin', ownerName: 'mail_address_name' },
    mailingFields: [
      'mail_address_full',
      'mail_address_city_name',
      'mail_address_state',
      'mail_address_zipcode_1',
    ],
    situsFields: ['prop_address_full', 'prop_address_city_name', 'prop_address_zipcode_1'],
  },
  byParcel: {
    path: '/resource/uzyt-m557.json',
    parcelField: 'pin',
    order: 'year DESC',
    fields: { assessedValue: 'board_tot', landValue: 'board_land', buildingValue: 'board_bldg' },
  },
  levelOfAssessment: 0.1,
}

/**
 * Hillsborough County, FL: the Florida DOR parcel roll as the Southwest Florida Water Management
 * District publishes it on ArcGIS Server (layer 71 of LocationInfo).
 */
export const flHillsboroughAssessor: AssessorPreset = {
  protocol: 'arcgis',
  state: 'FL',
  county: 'Hillsborough',
  source: {
    id: 'fl-hillsborough-parcels-swfwmd',
    name: 'Hillsborough County parcels, Florida DOR roll (SWFWMD ArcGIS)',
    state: 'FL',
    county: 'Hillsborough',
    kind: 'assessor',
    baseUrl: 'https://www25.swfwmd.state.fl.us',
    tosUrl: 'https://www.swfwmd.state.fl.us/disclaimer',
    access: 'open',
    recordKinds: [
      'owner and mailing address',
      'just (market) value',
      'land and building values',
      'year built',
      'last sale',
    ],
    connector: null,
    notRunnable: 'an enrichment source: read per lead by the enrichment jobs, not ingested',
    rateLimit: { window: 'minute', quota: 30 },
    updateEveryHours: 24 * 30,
    verification: {
      level: 'documentation',
      recorded: [],
      confirmed: [
        'the ArcGIS REST query protocol: where, outFields, returnGeometry=false, f=json; features[].attributes; errors as HTTP 200 with {"error":{"code","message"}} (Esri REST API reference)',
      ],
      assumed: [
        'layer path /arcgiswmis/rest/services/r27/LocationInfo/MapServer/71 and its fields SITEADD, SZIP, OWNNAME, FOLIONUM, MAILADD, MCITY, MSTATE, MZIP, PARVAL, LANDVAL, IMPROVVAL, YRBLT_ACT, SALE1_AMT, SALE1_DATE (public code that queries the layer, not a recorded response)',
        'PARVAL is the just (market) value of the Florida roll',
        'SALE1_DATE as epoch milliseconds (ArcGIS date fields) or text',
      ],
    },
  },
  byAddress: {
    path: '/arcgiswmis/rest/services/r27/LocationInfo/MapServer/71/query',
    addressField: 'SITEADD',
    zipField: 'SZIP',
    fields: {
      parcelId: 'FOLIONUM',
      ownerName: 'OWNNAME',
      marketValue: 'PARVAL',
      landValue: 'LANDVAL',
      buildingValue: 'IMPROVVAL',
      yearBuilt: 'YRBLT_ACT',
      lastSalePrice: 'SALE1_AMT',
      lastSaleDate: 'SALE1_DATE',
    },
    mailingFields: ['MAILADD', 'MCITY', 'MSTATE', 'MZIP'],
    situsFields: ['SITEADD', 'SCITY', 'SZIP'],
  },
}

export const ASSESSOR_PRESETS: readonly AssessorPreset[] = [ilCookAssessor, flHillsboroughAssessor]
