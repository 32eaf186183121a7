import type { UiText } from './types';

/**
 * German and Japanese texts of the block props' text defaults (namespace `block-defaults`; the English is each
 * block schema's `default`, schemas/domain/text-defaults.ts).
 */
export const blockDefaultsText: UiText = {
  de: {
    'translate.block-defaults.agenda.timeColumnHeading': 'Uhrzeit',
    'translate.block-defaults.agenda.descriptionColumnHeading': 'Session',
    'translate.block-defaults.agenda.speakerColumnHeading': 'Sprecher',
    'translate.block-defaults.appointmentDetail.backLabel': 'Mein Zeitplan',
    'translate.block-defaults.appointmentForm.newHeading': 'Neuer Termin',
    'translate.block-defaults.appointmentForm.editHeading': 'Termin bearbeiten',
    'translate.block-defaults.cardScroller.previousButtonLabel': 'Vorherige Karten',
    'translate.block-defaults.cardScroller.nextButtonLabel': 'Nächste Karten',
    'translate.block-defaults.evaluationForm.thanksText': 'Vielen Dank für Ihr Feedback!',
    'translate.block-defaults.evaluationList.emptyText':
      'Noch nichts zu bewerten. Speichern Sie Sessions als Favoriten oder fügen Sie sie Ihrem Zeitplan hinzu und bewerten Sie sie, sobald sie begonnen haben.',
    'translate.block-defaults.favoritesList.emptyText':
      'Sie haben noch keine Favoriten. Tippen Sie auf das Herz bei einer Session, einem Sprecher oder einem Sponsor, um ihn hier zu behalten.',
    'translate.block-defaults.gatedSurvey.buttonLabel': 'Zur Umfrage',
    'translate.block-defaults.inbox.heading': 'Nachrichten',
    'translate.block-defaults.inbox.emptyText': 'Noch keine Nachrichten. Unterhaltungen beginnen in einem Meeting.',
    'translate.block-defaults.interactiveMap.mapAltText': 'Lageplan mit einer nummerierten Markierung für jeden Raum und jeden Service',
    'translate.block-defaults.meetingDetail.backLabel': 'Meine Meetings',
    'translate.block-defaults.meetingForm.newHeading': 'Neues Meeting',
    'translate.block-defaults.meetingForm.editHeading': 'Meeting bearbeiten',
    'translate.block-defaults.myMeetings.heading': 'Meine Meetings',
    'translate.block-defaults.myMeetings.emptyText':
      'Sie haben noch keine Meetings. Finden Sie jemanden im Teilnehmerverzeichnis oder starten Sie ein neues Meeting.',
    'translate.block-defaults.mySchedule.heading': 'Mein Zeitplan',
    'translate.block-defaults.mySchedule.emptyText':
      'Ihr Zeitplan ist noch leer. Stöbern Sie im Sessionkatalog und fügen Sie die Sessions hinzu, an denen Sie teilnehmen möchten.',
    'translate.block-defaults.notificationBanner.dismissButtonAriaLabel': 'Hinweis schließen',
    'translate.block-defaults.sessionCatalog.heading': 'Sessionkatalog',
    'translate.block-defaults.sessionDetail.backLabel': 'Alle Sessions',
    'translate.block-defaults.speakerDetail.sessionsHeading': 'Sessions',
    'translate.block-defaults.sponsorShuffle.shuffleButtonText': 'Mischen',
    'translate.block-defaults.sponsorShuffle.viewAllSponsorsText': 'Alle Sponsoren ansehen',
    'translate.block-defaults.studioPlayer.title': 'Live-Studio-Stream',
    'translate.block-defaults.toolBelt.mobileMenuLabel': 'Meine Werkzeuge',
    'translate.block-defaults.videoHero.playText': 'Video abspielen',
  },
  ja: {
    'translate.block-defaults.agenda.timeColumnHeading': '時間',
    'translate.block-defaults.agenda.descriptionColumnHeading': 'セッション',
    'translate.block-defaults.agenda.speakerColumnHeading': 'スピーカー',
    'translate.block-defaults.appointmentDetail.backLabel': 'マイスケジュール',
    'translate.block-defaults.appointmentForm.newHeading': '新しい予定',
    'translate.block-defaults.appointmentForm.editHeading': '予定を編集',
    'translate.block-defaults.cardScroller.previousButtonLabel': '前のカード',
    'translate.block-defaults.cardScroller.nextButtonLabel': '次のカード',
    'translate.block-defaults.evaluationForm.thanksText': 'フィードバックをありがとうございます。',
    'translate.block-defaults.evaluationList.emptyText':
      '評価できるものはまだありません。セッションをお気に入りに保存するかスケジュールに追加し、開始後に評価してください。',
    'translate.block-defaults.favoritesList.emptyText':
      'お気に入りはまだありません。セッション、スピーカー、スポンサーのハートをタップすると、ここに保存されます。',
    'translate.block-defaults.gatedSurvey.buttonLabel': 'アンケートに回答する',
    'translate.block-defaults.inbox.heading': 'メッセージ',
    'translate.block-defaults.inbox.emptyText': 'メッセージはまだありません。会話はミーティングから始まります。',
    'translate.block-defaults.interactiveMap.mapAltText': '各部屋とサービスに番号付きのピンがある会場図',
    'translate.block-defaults.meetingDetail.backLabel': 'マイミーティング',
    'translate.block-defaults.meetingForm.newHeading': '新しいミーティング',
    'translate.block-defaults.meetingForm.editHeading': 'ミーティングを編集',
    'translate.block-defaults.myMeetings.heading': 'マイミーティング',
    'translate.block-defaults.myMeetings.emptyText':
      'ミーティングはまだありません。参加者ディレクトリで相手を探すか、新しいミーティングを始めてください。',
    'translate.block-defaults.mySchedule.heading': 'マイスケジュール',
    'translate.block-defaults.mySchedule.emptyText':
      'スケジュールにはまだ何もありません。セッションを探して、参加したいものを追加してください。',
    'translate.block-defaults.notificationBanner.dismissButtonAriaLabel': 'お知らせを閉じる',
    'translate.block-defaults.sessionCatalog.heading': 'セッションカタログ',
    'translate.block-defaults.sessionDetail.backLabel': 'すべてのセッション',
    'translate.block-defaults.speakerDetail.sessionsHeading': 'セッション',
    'translate.block-defaults.sponsorShuffle.shuffleButtonText': 'シャッフル',
    'translate.block-defaults.sponsorShuffle.viewAllSponsorsText': 'すべてのスポンサーを見る',
    'translate.block-defaults.studioPlayer.title': 'ライブスタジオ配信',
    'translate.block-defaults.toolBelt.mobileMenuLabel': 'マイツール',
    'translate.block-defaults.videoHero.playText': '動画を再生',
  },
};
