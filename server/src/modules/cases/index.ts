/**
 * The cases module's public face: a foreclosure case's lifecycle as records, documents and leads
 * share it (issue 29). The rule that turns what a record says into case events (records' index
 * and users' uploads judge alike), the events an uploaded document records for its owner, a
 * case's stage and history as a user sees it (the index's filing merged with the user's own
 * uploads of the case), and the lead list's case state (the database function cases_lead_case_state,
 * lead-case-state-sql.ts).
 */
export {
  type CaseState,
  caseChanges,
} from './case-lifecycle'
export {
  type CaseStageOfFiling,
  caseStagesFor,
} from './case-stages.queries'
export { recordUploadCaseEvents, uploadCaseRecordsOf } from './record-upload-case-events'
export {
  type CaseOfLead,
  type CaseStateSqlRow,
  caseHistoryFor,
  caseStageFromRow,
  uploadCaseStagesFor,
  uploadRecordKey,
} from './upload-case-stages.queries'
