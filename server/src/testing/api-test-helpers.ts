import type { ApiScope } from '@common/api-access'
import { createApiKeyResponse } from '@common/contracts/api-keys'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { Db } from '../db/client'
import type { NewLead } from '../db/schema'
import { insertTestLead } from '../db/test-factories/leads'

export interface SessionClient {
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>
}

const ALL_SCOPES: ApiScope[] = [
  'records:read',
  'leads:read',
  'leads:write',
  'documents:read',
  'documents:write',
]

/** A new key of the signed-in user, made through POST /api/api-keys: its id and secret. */
export async function createKey(client: SessionClient, scopes: ApiScope[] = ALL_SCOPES) {
  const response = await client.post('/api/api-keys', { name: 'Test key', scopes })
  const body = await response.json()
  if (response.status !== 201) {
    throw new Error(`POST /api/api-keys answered ${response.status}: ${JSON.stringify(body)}`)
  }
  return createApiKeyResponse.parse(body)
}

/** fetch against the app with `Authorization: Bearer <key>` (and a JSON body when given). */
export function apiCall(
  baseUrl: string,
  key: string,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {},
): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...init.headers }
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  })
}

/** A one-page PDF with `text` on it. */
export async function makePdf(text = 'NOTICE OF LIS PENDENS'): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage().drawText(text, { x: 50, y: 700, font, size: 14 })
  return doc.save()
}

/** The multipart body of an upload (fetch picks a new boundary each time it sends one). */
export function uploadForm(bytes: Uint8Array, fields: Record<string, string> = {}): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'notice.pdf')
  return form
}

/** A kept lead of `userId` (without an amount), written straight into the database. */
export function buildLead(db: Db, overrides: Partial<NewLead> & { userId: string }) {
  return insertTestLead(db, { loanAmount: null, ...overrides })
}
