// A chat from an external loader script (external-loader.ts): the widget adds the script, polls for its loader every
// 20 ms and mounts it into its own element with the widget's settings; until then a status, and the offline fallback
// (or a short notice) when the loader never comes.
import { useEffect, useRef, useState } from 'react';
import { SafeHtml, useRenderContext, useTranslation } from '../../renderer';
import type { ChatWidgetProps } from '../../schemas/api-types';
import { loadChatLoader } from './external-loader';
import { chatWidgetNamespace, chatWidgetStrings } from './strings';

export function ExternalChat({ scriptSrc, props }: { scriptSrc: string; props: ChatWidgetProps }) {
  const { t } = useTranslation(chatWidgetStrings, chatWidgetNamespace);
  const { language } = useRenderContext();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    const { loader, cancel } = loadChatLoader(window, scriptSrc, language);
    let unmount: void | (() => void);
    let active = true;
    void loader.then((found) => {
      if (!active) return;
      if (!found || !host.current) return setState('failed');
      const { appId, widgetType, kudos, requireAuthentication, cardFocus, reactionPosition, expanded, chatLayout } = props;
      unmount = found.mount(host.current, { appId, widgetType, kudos, requireAuthentication, cardFocus, reactionPosition, expanded, chatLayout, language });
      setState('ready');
    });
    return () => {
      active = false;
      cancel();
      if (typeof unmount === 'function') unmount();
    };
  }, [scriptSrc, language, props]);
  return (
    <>
      {state === 'loading' ? <p className="blk-chatWidget__muted" role="status">{t('translate.chatWidget.external-loading')}</p> : null}
      {state === 'failed' ? (
        props.offlineFallback ? <SafeHtml html={props.offlineFallback} /> : <p role="alert">{t('translate.chatWidget.external-failed')}</p>
      ) : null}
      <div ref={host} className="blk-chatWidget__external" hidden={state === 'failed'} />
    </>
  );
}
