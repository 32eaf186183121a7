/** English defaults of the simple video's texts (namespace `shared-simple-video`; texts from the API win). */
export const simpleVideoNamespace = 'shared-simple-video';
export const simpleVideoStrings = {
  /** The group of controls is named after the video. */
  'translate.shared-simple-video.controls': 'Video controls: {{name}}',
  'translate.shared-simple-video.play': 'Play',
  'translate.shared-simple-video.pause': 'Pause',
  'translate.shared-simple-video.stop': 'Stop',
  'translate.shared-simple-video.mute': 'Mute',
  'translate.shared-simple-video.progress': 'Progress',
  'translate.shared-simple-video.time': '{{current}} of {{duration}}',
  'translate.shared-simple-video.state.unfocused': 'Not started',
  'translate.shared-simple-video.state.playing': 'Playing',
  'translate.shared-simple-video.state.paused': 'Paused',
  'translate.shared-simple-video.state.stopped': 'Stopped',
} as const;
