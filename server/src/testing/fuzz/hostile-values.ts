/**
 * fast-check arbitraries for what a hostile or careless client sends: wrong types, huge
 * strings, deep nesting, NUL and other control characters, any unicode, prototype keys and
 * SQL-ish text, mixed into objects whose keys are the fields the API really reads.
 */
import fc from 'fast-check'

/** Field names the routes read, so fuzzed bodies get past "unknown body" and into the code. */
const FIELD_NAMES = [
  'email',
  'password',
  'firstName',
  'lastName',
  'state',
  'zipCode',
  'city',
  'county',
  'token',
  'PayerID',
  'payerId',
  'subscription_id',
  'ba_token',
  'tier',
  'subscriptionTier',
  'newPassword',
  'confirmPassword',
  'zip',
  'id',
  'event_type',
  'resource',
] as const

const SQLISH = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1) UNION SELECT password_hash FROM users --',
  '%',
  '_',
  '\\',
  '$1',
  '::text',
]

const CONTROL = fc
  .array(fc.integer({ min: 0, max: 31 }), { minLength: 1, maxLength: 8 })
  .map((codes) => String.fromCharCode(...codes))

/** A string of the kinds that break things. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(...SQLISH),
  fc.tuple(fc.string({ maxLength: 5 }), CONTROL).map(([a, b]) => a + b),
  fc.constant('a\u0000b'),
  fc.constantFrom('\u0000', '\uFFFF', '\uD800', '\u202E', '𝕏', '\r\n\r\n', '07102\u0000'),
  fc.integer({ min: 1, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('NJ', 'OH', 'FL', '45202', '07102', 'basic', 'pro', 'elite', 'SIM-aaaaaaa'),
  fc.emailAddress(),
)

/** Any JSON-ish value, including wrong types and prototype-polluting keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value

/** JSON text nested `depth` levels deep, objects and arrays alternating. */
function deeplyNestedJson(depth: number): string {
  let open = ''
  let close = ''
  for (let level = 0; level < depth; level++) {
    open += level % 2 ? '[' : '{"email":'
    close = (level % 2 ? ']' : '}') + close
  }
  return `${open}"bottom"${close}`
}

/** A request body: an object of real field names with hostile values, or something else entirely. */
export const hostileBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { minKeys: 1, maxKeys: 6 }),
  hostileValue,
)

/** Raw body text: not (quite) JSON, prototype keys, or nested thousands of levels deep. */
export const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 50, max: 20_000 }).map(deeplyNestedJson),
  fc.constantFrom(
    '',
    '{',
    '{"email":',
    'null',
    '[]',
    '"x"',
    '\u0000',
    '{"__proto__":{"isAdmin":true},"email":"a@b.co","password":"longpassword1"}',
    '{"constructor":{"prototype":{"isAdmin":true}},"state":"NJ","zipCode":"07102"}',
    '{"state":"NJ","zipCode":"07102","city":"a\\u0000"}',
  ),
  fc.string(),
)
