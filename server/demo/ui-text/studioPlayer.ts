import type { UiText } from './types';

/** German and Japanese texts of the `studioPlayer` namespace (blocks/studioPlayer/strings.ts). */
export const studioPlayerText: UiText = {
  de: {
    'translate.studioPlayer.title': 'Live-Studio-Stream',
    'translate.studioPlayer.signed-in-only': 'Der Livestream ist für angemeldete Teilnehmende.',
    'translate.studioPlayer.sign-in': 'Zum Ansehen anmelden',
    'translate.studioPlayer.preparing': 'Das Video wird vorbereitet …',
    'translate.studioPlayer.medius-token-generation-error': 'Das Video konnte nicht gestartet werden. Bitte laden Sie die Seite neu oder versuchen Sie es später erneut.',
    'translate.studioPlayer.unavailable': 'Der Livestream ist nicht verfügbar.',
    'translate.studioPlayer.ticker.label': 'Jetzt live',
    'translate.studioPlayer.community.heading': 'Community-Gespräch',
  },
  ja: {
    'translate.studioPlayer.title': 'ライブスタジオ配信',
    'translate.studioPlayer.signed-in-only': 'ライブ配信はサインインした参加者向けです。',
    'translate.studioPlayer.sign-in': 'サインインして視聴',
    'translate.studioPlayer.preparing': '動画を準備しています…',
    'translate.studioPlayer.medius-token-generation-error': '動画を開始できませんでした。ページを再読み込みするか、後でもう一度お試しください。',
    'translate.studioPlayer.unavailable': 'ライブ配信は利用できません。',
    'translate.studioPlayer.ticker.label': 'ライブ中',
    'translate.studioPlayer.community.heading': 'コミュニティの会話',
  },
};
