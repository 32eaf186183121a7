// What the rest of the server uses of the live-now ticker: its routes and its service.
export { tickerRoutes } from './ticker-routes.js';
export { createTickerService, type TickerService } from './ticker-service.js';
