import type { UiText } from './types';

/** German and Japanese texts of the `shared-simple-video` namespace (blocks/shared/simple-video/strings.ts). */
export const sharedSimpleVideoText: UiText = {
  de: {
    'translate.shared-simple-video.controls': 'Videosteuerung: {{name}}',
    'translate.shared-simple-video.play': 'Abspielen',
    'translate.shared-simple-video.pause': 'Pause',
    'translate.shared-simple-video.stop': 'Stopp',
    'translate.shared-simple-video.mute': 'Stumm',
    'translate.shared-simple-video.progress': 'Fortschritt',
    'translate.shared-simple-video.time': '{{current}} von {{duration}}',
    'translate.shared-simple-video.state.unfocused': 'Nicht gestartet',
    'translate.shared-simple-video.state.playing': 'Läuft',
    'translate.shared-simple-video.state.paused': 'Pausiert',
    'translate.shared-simple-video.state.stopped': 'Gestoppt',
  },
  ja: {
    'translate.shared-simple-video.controls': '動画の操作: {{name}}',
    'translate.shared-simple-video.play': '再生',
    'translate.shared-simple-video.pause': '一時停止',
    'translate.shared-simple-video.stop': '停止',
    'translate.shared-simple-video.mute': 'ミュート',
    'translate.shared-simple-video.progress': '再生位置',
    'translate.shared-simple-video.time': '{{current}} / {{duration}}',
    'translate.shared-simple-video.state.unfocused': '未再生',
    'translate.shared-simple-video.state.playing': '再生中',
    'translate.shared-simple-video.state.paused': '一時停止中',
    'translate.shared-simple-video.state.stopped': '停止済み',
  },
};
