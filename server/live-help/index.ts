// What the rest of the server uses of live help: its routes (the route table lists them).
export { liveHelpRoutes } from './live-help-routes.js';
export { attendeeHasUnreadHelp } from './live-help-service.js';
