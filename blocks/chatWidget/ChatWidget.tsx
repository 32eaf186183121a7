// The chat widget (docs/behaviour/live-and-video.md, Chat): the built-in chat of the room its appId names (`global`,
// `session:<id>`), or, when the widget or the site names a loader script, that external chat
// instead. With chat turned off in the settings it shows its offline fallback, or a short notice.
import { useSettings } from '../../api-client';
import { SafeHtml, useTranslation, type BlockComponentProps } from '../../renderer';
import { chatRoomOf } from '../../schemas';
import type { ChatWidgetProps } from '../../schemas/api-types';
import { useOnSite } from '../shared/on-site';
import '../shared/visually-hidden.css';
import { BuiltInChat } from './BuiltInChat';
import { externalLoaderOf, widgetChatSettings } from './chat-settings';
import { ExternalChat } from './ExternalChat';
import { chatWidgetNamespace, chatWidgetStrings } from './strings';
import '../shared/thread/thread.css';
import './chatWidget.css';

export default function ChatWidget(block: BlockComponentProps<ChatWidgetProps>) {
  const { t } = useTranslation(chatWidgetStrings, chatWidgetNamespace);
  // Outside the site (a schema example, a story) there is no room to read: a note naming the room.
  if (!useOnSite({ router: false })) {
    return <p className="ui-page blk-chatWidget blk-chatWidget__muted">{t('translate.chatWidget.preview', { room: chatRoomOf(block.props.appId) })}</p>;
  }
  return <Chat {...block} />;
}

function Chat({ componentId, props }: BlockComponentProps<ChatWidgetProps>) {
  const { t } = useTranslation(chatWidgetStrings, chatWidgetNamespace);
  const settings = widgetChatSettings(useSettings().data?.data as Record<string, unknown> | undefined);
  const external = externalLoaderOf(props.scriptSrc, settings);
  // Not the renderer's classNames: importing it here split it into a chunk of its own that every page then loaded.
  const className = [
    'ui-page blk-chatWidget',
    props.chatLayout ? `blk-chatWidget--${props.chatLayout}` : '',
    props.isFixed ? 'blk-chatWidget--fixed' : '',
    props.onChatOnlyPage ? 'blk-chatWidget--page' : '',
  ].filter(Boolean).join(' ');
  if (!settings.enableChat) {
    return (
      <div className={className}>
        {props.offlineFallback ? <SafeHtml html={props.offlineFallback} /> : <p className="blk-chatWidget__muted">{t('translate.chatWidget.disabled')}</p>}
      </div>
    );
  }
  return (
    <div className={className}>
      {external ? (
        <ExternalChat scriptSrc={external} props={props} />
      ) : (
        <BuiltInChat componentId={componentId} roomId={chatRoomOf(props.appId)} props={props} settings={settings} />
      )}
    </div>
  );
}
