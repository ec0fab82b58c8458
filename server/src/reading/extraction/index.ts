/** Rule-based field extraction from foreclosure documents' text. */
export { filingFoundOf } from './dates'
export { extractFields } from './extract'
export type * from './types'
