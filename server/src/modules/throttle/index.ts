/**
 * The throttle module's public face: counters in PostgreSQL that every process sees (login and
 * reset attempts, search rate limits, the polite fetcher's pacing).
 */
export { addressKey } from './address-key'
export {
  hitThrottle,
  hitThrottleChain,
  hitThrottles,
  readThrottleHits,
  resetThrottle,
  resetThrottlesWithPrefix,
  restartThrottleWindow,
  type ThrottleChainVerdict,
  type ThrottleRule,
  type ThrottleVerdict,
  throttleRetryAfter,
} from './throttle.service'
