// What other server features may use of the schedule: the owner of the calendar feed's secret.
export { feedSecretOf } from './calendar.js';
