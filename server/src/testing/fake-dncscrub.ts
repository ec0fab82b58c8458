/**
 * startFakeDncScrub(): DNCScrub's Full Scrub API and litigator API on one loopback port.
 * - POST /app/main/rpc/scrub (header loginId; JSON { phoneList, version, output }) answers one row
 *   per number: { Phone, ResultCode, Reason, LineType, DoNotCallToday, IsWirelessOrVoIP, ... }
 *   with 'D' for a number on the DNC list, 'L' for a wireless number in a state that forbids
 *   solicitation calls to it, 'W' for other wireless numbers, 'C' otherwise.
 * - POST /v1.5/Scrub/litigator (header loginId; JSON { PhoneList }) answers [{ Phone, IsLitigator }].
 * A 401 without the right loginId, as the real API.
 */
import { randomUUID } from 'node:crypto'
import { type FakeHttpServer, type FakeRequest, startFakeHttpServer } from './fake-http-server'

export interface FakeDncScrub extends FakeHttpServer {
  loginId: string
  dnc: Set<string>
  litigators: Set<string>
  wireless: Set<string>
  wirelessRestricted: Set<string>
  /** Numbers scrubbed so far (each time one is sent). */
  scrubbed: string[]
}

export async function startFakeDncScrub(options: { loginId?: string } = {}): Promise<FakeDncScrub> {
  const state = {
    loginId: options.loginId ?? `fake-login-${randomUUID()}`,
    dnc: new Set<string>(),
    litigators: new Set<string>(),
    wireless: new Set<string>(),
    wirelessRestricted: new Set<string>(),
    scrubbed: [] as string[],
  } as FakeDncScrub

  const listOf = (request: FakeRequest, key: string): string[] => {
    const body = request.body as Record<string, unknown> | undefined
    const raw = body?.[key] ?? request.query.get(key) ?? ''
    return String(raw)
      .split(',')
      .map((part) => part.split('|')[0]!.trim())
      .filter(Boolean)
  }

  const route = (request: FakeRequest) => {
    if (request.headers.loginid !== state.loginId) {
      return { status: 401, body: { Message: 'Authorization has been denied for this request.' } }
    }
    if (request.path === '/app/main/rpc/scrub') {
      const numbers = listOf(request, 'phoneList')
      if (numbers.length === 0) return { status: 400, body: { Message: 'phoneList is required' } }
      state.scrubbed.push(...numbers)
      return {
        status: 200,
        body: numbers.map((phone) => {
          const wireless = state.wireless.has(phone) || state.wirelessRestricted.has(phone)
          const code = state.dnc.has(phone)
            ? 'D'
            : state.wirelessRestricted.has(phone)
              ? 'L'
              : wireless
                ? 'W'
                : 'C'
          return {
            Phone: phone,
            ResultCode: code,
            Reserved: '',
            Reason:
              code === 'D' ? 'National (USA) 2003-06-01;;;' : code === 'C' ? '' : `;;;${code}`,
            RegionAbbrev: 'OH',
            Country: 'US',
            Locale: 'Cincinnati',
            CarrierInfo: wireless ? '5820;WIRELESS;"Verizon Wireless"' : '9740;RBOC;"AT&T Ohio"',
            NewReassignedAreaCode: '',
            TZCode: '5',
            CallingWindow: code === 'D' ? '' : '8:00-21:00;8:00-21:00;8:00-21:00',
            UTCOffset: '-300',
            DoNotCallToday: code === 'D' ? '' : '0',
            CallingTimeRestrictions: '5',
            EBRType: '',
            IsWirelessOrVoIP: wireless ? '1' : '0',
            LineType: wireless ? 'Wireless' : 'AllOther',
          }
        }),
      }
    }
    if (request.path === '/v1.5/Scrub/litigator') {
      const numbers = listOf(request, 'PhoneList')
      if (numbers.length === 0) return { status: 400, body: { Message: 'PhoneList is required' } }
      return {
        status: 200,
        body: numbers.map((phone) => ({
          Phone: Number(phone),
          IsLitigator: state.litigators.has(phone),
        })),
      }
    }
    return { status: 404, body: { Message: 'No HTTP resource was found' } }
  }

  return startFakeHttpServer(route, state)
}
