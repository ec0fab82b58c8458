/**
 * The record of a document's corrections (document_field_corrections): written with the
 * correction, read newest first. Owner-scoped like every user row.
 */
import type { CorrectionView } from '@common/contracts/corrections'
import type { EvidenceLocation } from '@common/contracts/documents'
import type { CorrectionField } from '@common/field-corrections'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type DocumentFieldCorrection, documentFieldCorrections } from '../../../db/schema'

export interface NewCorrection {
  documentId: string
  userId: string
  field: CorrectionField
  value: string
  previousValue: string | null
  evidence: { text: string; location: EvidenceLocation | null } | null
  correctedBy: { userId: string; name: string }
}

function toCorrectionView(row: DocumentFieldCorrection): CorrectionView {
  const location =
    row.evidencePage !== null && row.evidenceBoxes
      ? { page: row.evidencePage, boxes: row.evidenceBoxes }
      : null
  return {
    id: row.id,
    field: row.field as CorrectionField,
    value: row.value,
    previousValue: row.previousValue,
    evidence: row.evidenceText === null ? null : { text: row.evidenceText, location },
    correctedBy: { userId: row.correctedBy ?? '', name: row.correctedByName },
    correctedAt: row.createdAt.toISOString(),
  }
}

export async function insertCorrection(
  db: Pick<Db, 'insert'>,
  correction: NewCorrection,
  at: Date,
): Promise<CorrectionView> {
  const [row] = await db
    .insert(documentFieldCorrections)
    .values({
      documentId: correction.documentId,
      userId: correction.userId,
      field: correction.field,
      value: correction.value,
      previousValue: correction.previousValue,
      evidenceText: correction.evidence?.text ?? null,
      evidencePage: correction.evidence?.location?.page ?? null,
      evidenceBoxes: correction.evidence?.location?.boxes ?? null,
      correctedBy: correction.correctedBy.userId,
      correctedByName: correction.correctedBy.name,
      createdAt: at,
    })
    .returning()
  return toCorrectionView(row!)
}

/** The owner's document's corrections, newest first. */
export async function selectCorrections(
  db: Pick<Db, 'select'>,
  scope: { userId: string; documentId: string },
): Promise<CorrectionView[]> {
  const rows = await db
    .select()
    .from(documentFieldCorrections)
    .where(
      and(
        eq(documentFieldCorrections.documentId, scope.documentId),
        eq(documentFieldCorrections.userId, scope.userId),
      ),
    )
    .orderBy(desc(documentFieldCorrections.createdAt), desc(documentFieldCorrections.id))
  return rows.map(toCorrectionView)
}
