// Every route in the pseudo-locale as the anonymous persona (e2e/support/pseudo-sweep.ts).
import { checkEveryRouteInPseudoLocale } from './support/pseudo-sweep';

checkEveryRouteInPseudoLocale('anonymous');
