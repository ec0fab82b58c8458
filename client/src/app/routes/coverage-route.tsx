/** `/coverage`: where the records index has data, per state and county. A chunk of its own, loaded when the route is first visited. */
export { CoveragePage } from '@/features/coverage'
