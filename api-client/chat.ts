// The chat's surface of api-client, apart from index.ts for the reason catalog.ts is: what index.ts reaches lands in
// every attendee page's entry chunk, and the chat loads with its widget only.
export {
  CHAT_TOKEN_REFRESH_MS, chatKeys, chatMessagesQueryOptions, getChatMessages, getChatToken, hideChatMessage, postChatMessage,
  useAnonymousChatToken, useChatMessages, useHideChatMessage, usePostChatMessage,
} from './chat/chat-api';
