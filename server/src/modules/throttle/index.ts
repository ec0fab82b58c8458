/**
 * The throttle module's public face: counters in PostgreSQL that every process sees (login and
 * reset attempts, search rate limits, the polite fetcher's pacing), and the job that purges
 * finished windows.
 */
export { addressKey } from './address-key'
export { purgeExpiredThrottlesJob } from './purge-expired-throttles.job'
export {
  hitThrottle,
  hitThrottleChain,
  hitThrottles,
  readThrottleHits,
  readThrottleWindows,
  resetThrottle,
  resetThrottlesNaming,
  resetThrottlesWithPrefix,
  restartThrottleWindow,
  type ThrottleRule,
  undoThrottleHit,
} from './throttle.service'
