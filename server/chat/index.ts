// What the rest of the server uses of the chat: its routes (the route table lists them), its settings and the
// message store live help keeps its conversations in (server/live-help).
export { chatRoutes } from './chat-routes.js';
export { chatSettingsOf } from './chat-settings.js';
export { postMessage, type NewMessage } from './chat-service.js';
