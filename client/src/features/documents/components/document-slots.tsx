/**
 * Places in the documents tab where another feature's panel is shown, filled in by the app
 * (client/src/app), since features do not import each other: the homeowner contacts of a
 * document or of one record of a list, and an action over all the records of a list.
 */
import type { KeepLeadsRequest } from '@common/contracts/leads'
import { createContext, type ReactNode, useContext } from 'react'

export interface DocumentSlots {
  /** The contacts of what `keep` keeps as a lead ('the defendants of record 12'). */
  contacts?: (target: { keep: KeepLeadsRequest; label: string }) => ReactNode
  /** An action over every record of a multi-record document (trace them all). */
  recordsAction?: (target: { documentId: string; count: number }) => ReactNode
}

const DocumentSlotsContext = createContext<DocumentSlots>({})

export const DocumentSlotsProvider = DocumentSlotsContext.Provider

export function useDocumentSlots(): DocumentSlots {
  return useContext(DocumentSlotsContext)
}
