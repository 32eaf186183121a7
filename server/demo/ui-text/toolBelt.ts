import type { UiText } from './types';

/** German and Japanese texts of the `toolBelt` namespace (blocks/toolBelt/strings.ts). */
export const toolBeltText: UiText = {
  de: {
    'translate.toolBelt.menu': 'Meine Tools',
    'translate.toolBelt.search': 'Suchen',
    'translate.toolBelt.badge.profile': '{{percent}} vollständig',
    'translate.toolBelt.badge.messages.one': '{{count}} ungelesen',
    'translate.toolBelt.badge.messages.other': '{{count}} ungelesen',
    'translate.toolBelt.badge.meetings.one': '{{count}} neu',
    'translate.toolBelt.badge.meetings.other': '{{count}} neu',
    'translate.toolBelt.badge.evaluations.one': '{{count}} offen',
    'translate.toolBelt.badge.evaluations.other': '{{count}} offen',
    'translate.toolBelt.badge.spoken': '({{badge}})',
    'translate.toolBelt.link-label': '{{label}} ({{badge}})',
  },
  ja: {
    'translate.toolBelt.menu': 'マイツール',
    'translate.toolBelt.search': '検索',
    'translate.toolBelt.badge.profile': '{{percent}} 完了',
    'translate.toolBelt.badge.messages.other': '未読 {{count}} 件',
    'translate.toolBelt.badge.meetings.other': '新着 {{count}} 件',
    'translate.toolBelt.badge.evaluations.other': '未回答 {{count}} 件',
    'translate.toolBelt.badge.spoken': '（{{badge}}）',
    'translate.toolBelt.link-label': '{{label}}（{{badge}}）',
  },
};
