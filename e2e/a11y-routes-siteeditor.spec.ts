// Axe and overflow on every spec route as the siteeditor persona (e2e/support/a11y-sweep.ts).
import { auditEveryRoute } from './support/a11y-sweep';

auditEveryRoute('siteeditor');
