/**
 * What of a filing a user's browser receives. A masked result (trial beyond its 2 visible
 * results, or Basic past its monthly views) has its address, defendant, case number and
 * document left out entirely: they are not in the JSON at all, only nulls.
 */
import type { SearchResultDocument } from '@common/contracts/records'
import type { Filing } from '../../db/schema'
import { SAMPLE_SOURCE_DATABASE } from './sample-records'

export function presentResult(filing: Filing, accessible: boolean): SearchResultDocument {
  return {
    id: filing.id,
    documentType: filing.documentType,
    filingDate: filing.filingDate,
    propertyAddress: accessible ? filing.propertyAddress : null,
    city: filing.city,
    county: filing.county,
    state: filing.state,
    zipCode: filing.zipCode,
    defendantName: accessible ? filing.defendantName : null,
    caseNumber: accessible ? filing.caseNumber : null,
    court: filing.court,
    loanAmount: filing.loanAmount,
    documentUrl: accessible ? filing.documentUrl : null,
    isDocumentAvailable: accessible ? filing.isDocumentAvailable : false,
    isAccessibleInTrial: accessible,
    sourceDatabase: filing.sourceDatabase,
    sourceName: filing.isSample
      ? 'Sample records (generated, not real filings)'
      : filing.sourceDatabase,
    isSample: filing.isSample || filing.sourceDatabase === SAMPLE_SOURCE_DATABASE,
  }
}
