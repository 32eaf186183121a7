/** English defaults of the agenda's texts (namespace `agenda`; texts from the API win). */
export const agendaNamespace = 'agenda';
export const agendaStrings = {
  'translate.agenda.region': 'Agenda',
  'translate.agenda.tabs': 'Agenda days',
  'translate.agenda.column.time': 'Time',
  'translate.agenda.column.session': 'Session',
  'translate.agenda.column.speaker': 'Speaker',
  'translate.agenda.group.other': 'Other',
  'translate.agenda.caption': '{{title}}: {{group}}',
  'translate.agenda.day-and-time': '{{day}}, {{time}}',
} as const;
