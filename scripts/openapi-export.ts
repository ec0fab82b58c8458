/**
 * `npm run openapi:export`: writes the /api/v1 OpenAPI document (built from the routes' own zod
 * contracts, as the server serves it) to docs/api/openapi.json and its openapi-typescript types
 * to docs/api/v1.d.ts. `npm run lint` lints that document with Redocly and Spectral; a unit test
 * fails when either file is not what this script would write.
 */
import { writeFileSync } from 'node:fs'
import { buildOpenApiDocument } from '../server/src/modules/api'
import {
  documentText,
  OPENAPI_DOCUMENT_FILE,
  OPENAPI_EXPORT_URL,
  OPENAPI_TYPES_FILE,
  typesFromDocument,
} from './openapi-files'

const document = await buildOpenApiDocument(OPENAPI_EXPORT_URL)
writeFileSync(OPENAPI_DOCUMENT_FILE, documentText(document))
writeFileSync(OPENAPI_TYPES_FILE, await typesFromDocument(document))
console.log(`Wrote ${OPENAPI_DOCUMENT_FILE} and ${OPENAPI_TYPES_FILE}`)
