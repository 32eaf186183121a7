// What the rest of the server uses of the chat: its routes (the route table lists them).
export { chatRoutes } from './chat-routes.js';
