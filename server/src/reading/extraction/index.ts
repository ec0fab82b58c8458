/** Rule-based field extraction from foreclosure documents' text. */
export { extractFields } from './extract'
export type * from './types'
