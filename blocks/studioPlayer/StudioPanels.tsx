// The studio player's panels (docs/behaviour/live-and-video.md, Studio player): the Q&A panel (pubbleConfig) and the
// community conversation (showYammer). The third-party widgets those settings name are not loaded: both panels are
// the site's built-in chat (blocks/chatWidget's room), the Q&A in the room studio:<appId>, the community in the
// room `community`. The built-in chat has no reactions, so reactionsEnabled offers none; it asks for no consent, so
// bypassConsent changes nothing.
import { useSettings } from '../../api-client';
import { useTranslation } from '../../renderer';
import type { ChatWidgetProps, StudioPlayerProps } from '../../schemas/api-types';
import { BuiltInChat } from '../chatWidget/BuiltInChat';
import { widgetChatSettings } from '../chatWidget/chat-settings';
import { chatWidgetNamespace, chatWidgetStrings } from '../chatWidget/strings';
import '../chatWidget/chatWidget.css';
import { useOnSite } from '../shared/on-site';
import { panelRooms } from './qa-panel';
import { studioPlayerNamespace, studioPlayerStrings } from './strings';

type PubbleConfig = NonNullable<StudioPlayerProps['pubbleConfig']>;

export function StudioPanels({ componentId, pubble, community }: {
  componentId: string;
  pubble: PubbleConfig | undefined;
  community: boolean;
}) {
  const { t } = useTranslation(studioPlayerStrings, studioPlayerNamespace);
  const chatText = useTranslation(chatWidgetStrings, chatWidgetNamespace).t;
  const onSite = useOnSite({ router: false });
  const { qa: qaRoom, community: communityRoom } = panelRooms({ pubbleConfig: pubble, showYammer: community });
  if (!qaRoom && !communityRoom) return null;
  // Outside the site (a schema example, a story) there is no room to read: a note naming each room.
  if (!onSite) {
    return (
      <div className="blk-studio-player__panels">
        {[qaRoom, communityRoom].filter(Boolean).map((room) => (
          <p key={room} className="blk-chatWidget__muted">{chatText('translate.chatWidget.preview', { room })}</p>
        ))}
      </div>
    );
  }
  return (
    <div className="blk-studio-player__panels">
      {qaRoom ? (
        <Panel componentId={componentId} roomId={qaRoom} widgetType={pubble?.widgetType ?? 'chat'} appId={pubble?.appId ?? qaRoom} />
      ) : null}
      {communityRoom ? (
        <Panel componentId={componentId} roomId={communityRoom} widgetType="chat" appId={communityRoom} heading={t('translate.studioPlayer.community.heading')} />
      ) : null}
    </div>
  );
}

function Panel({ componentId, roomId, widgetType, appId, heading }: {
  componentId: string;
  roomId: string;
  widgetType: NonNullable<ChatWidgetProps['widgetType']>;
  appId: string;
  heading?: string;
}) {
  const { t } = useTranslation(chatWidgetStrings, chatWidgetNamespace);
  const settings = widgetChatSettings(useSettings().data?.data as Record<string, unknown> | undefined);
  if (!settings.enableChat) {
    return (
      <div className="blk-chatWidget blk-studio-player__panel">
        <p className="blk-chatWidget__muted">{t('translate.chatWidget.disabled')}</p>
      </div>
    );
  }
  return (
    <div className="blk-chatWidget blk-studio-player__panel" data-room={roomId}>
      <BuiltInChat componentId={componentId} roomId={roomId} props={{ appId, widgetType }} settings={settings} heading={heading} />
    </div>
  );
}
