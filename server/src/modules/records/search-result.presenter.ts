/**
 * What of a filing a user's browser receives. A masked result (trial beyond its 2 visible
 * results, or Basic past its monthly views) has its address, defendant, case number and
 * document left out entirely: the keys are not in the JSON at all.
 */
import type { SearchResultDocument } from '@common/contracts/records'
import type { Filing } from '../../db/schema'
import { SAMPLE_SOURCE_DATABASE } from './sample-records'

export function presentResult(filing: Filing, accessible: boolean): SearchResultDocument {
  const hidden = accessible
    ? {
        propertyAddress: filing.propertyAddress,
        defendantName: filing.defendantName,
        caseNumber: filing.caseNumber,
        documentUrl: filing.documentUrl,
      }
    : {}
  return {
    ...hidden,
    id: filing.id,
    documentType: filing.documentType,
    filingDate: filing.filingDate,
    city: filing.city,
    county: filing.county,
    state: filing.state,
    zipCode: filing.zipCode,
    court: filing.court,
    loanAmount: filing.loanAmount,
    isDocumentAvailable: accessible ? filing.isDocumentAvailable : false,
    isAccessibleInTrial: accessible,
    sourceDatabase: filing.sourceDatabase,
    sourceName: filing.isSample
      ? 'Sample records (generated, not real filings)'
      : filing.sourceDatabase,
    isSample: filing.isSample || filing.sourceDatabase === SAMPLE_SOURCE_DATABASE,
  }
}
