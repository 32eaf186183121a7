// Live help's surface of api-client, apart from index.ts for the reason chat.ts is: what index.ts reaches lands in
// every attendee page's entry chunk, and live help loads with its own lazy chunks only.
export {
  liveHelpKeys, useLiveHelpDesk, useLiveHelpDeskThread, useLiveHelpThread, useMarkLiveHelpDeskRead, useMarkLiveHelpRead,
  usePostLiveHelpAnswer, usePostLiveHelpMessage,
} from './live-help/live-help-api';
