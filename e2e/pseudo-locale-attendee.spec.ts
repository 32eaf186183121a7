// Every route in the pseudo-locale as the attendee persona (e2e/support/pseudo-sweep.ts).
import { checkEveryRouteInPseudoLocale } from './support/pseudo-sweep';

checkEveryRouteInPseudoLocale('attendee');
