/** The API keys of the public API (/api/v1). */
import type {
  CreateApiKeyRequest,
  CreateApiKeyResponse,
  ListApiKeysResponse,
} from '../../contracts/api-keys'
import { endpoint, typed } from '../endpoint'

export const apiKeysEndpoints = {
  list: endpoint('GET', '/api/api-keys', { reply: typed<ListApiKeysResponse>() }),
  create: endpoint('POST', '/api/api-keys', {
    body: typed<CreateApiKeyRequest>(),
    reply: typed<CreateApiKeyResponse>(),
  }),
  revoke: endpoint('DELETE', '/api/api-keys/:id'),
}
