import type { UiText } from './types';

/** German and Japanese texts of the `agenda` namespace (blocks/agenda/strings.ts). */
export const agendaText: UiText = {
  de: {
    'translate.agenda.region': 'Programm',
    'translate.agenda.tabs': 'Programmtage',
    'translate.agenda.column.time': 'Zeit',
    'translate.agenda.column.session': 'Session',
    'translate.agenda.column.speaker': 'Sprecher',
    'translate.agenda.group.other': 'Sonstiges',
    'translate.agenda.caption': '{{title}}: {{group}}',
    'translate.agenda.day-and-time': '{{day}}, {{time}}',
  },
  ja: {
    'translate.agenda.region': 'アジェンダ',
    'translate.agenda.tabs': 'アジェンダの日程',
    'translate.agenda.column.time': '時間',
    'translate.agenda.column.session': 'セッション',
    'translate.agenda.column.speaker': 'スピーカー',
    'translate.agenda.group.other': 'その他',
    'translate.agenda.caption': '{{title}}：{{group}}',
    'translate.agenda.day-and-time': '{{day}} {{time}}',
  },
};
