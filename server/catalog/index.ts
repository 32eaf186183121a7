// What other server features use of the catalog: its paging rule, its SQL parameter list and the seat counters.
export { parsePaging } from './catalog-query.js';
export type { Paging } from './catalog-query.js';
export { SqlParams } from './sql.js';
export { availabilityCtes, SEATS_CHANNEL, syncSeatAvailability } from './seat-availability.js';
