/**
 * The German and Japanese texts of every UI namespace (one file per namespace, except the shell's `common`, which
 * also holds the editor's and the site tools' words; the English defaults live beside the components that use them,
 * which app/ui-text-complete.test.ts holds these against).
 */
import { mergeUiTexts, type UiText } from './types';
import { agendaText } from './agenda';
import { announcementBarText } from './announcementBar';
import { appointmentDetailText } from './appointmentDetail';
import { appointmentFormText } from './appointmentForm';
import { attendeeDetailText } from './attendeeDetail';
import { attendeeDirectoryText } from './attendeeDirectory';
import { baseText } from './base';
import { blockDefaultsText } from './block-defaults';
import { blockTitlesText } from './block-titles';
import { cardScrollerText } from './cardScroller';
import { commonText } from './common';
import { companyDetailText } from './companyDetail';
import { companyDirectoryText } from './companyDirectory';
import { chatWidgetText } from './chatWidget';
import { sharedLiveHelpText } from './shared-liveHelp';
import { siteLiveHelpText } from './site-live-help';
import { countdownText } from './countdown';
import { drawerText } from './drawer';
import { editingWidgetsText } from './editing-widgets';
import { editorPushesText } from './editor-pushes';
import { editorToolsText } from './editor-tools';
import { editorViewsText } from './editor-views';
import { evaluationFormText } from './evaluationForm';
import { evaluationListText } from './evaluationList';
import { favoritesListText } from './favoritesList';
import { featuredSpeakersText } from './featuredSpeakers';
import { festivalCardsText } from './festivalCards';
import { gatedSurveyText } from './gatedSurvey';
import { happeningNowText } from './happeningNow';
import { heroImageBladeText } from './heroImageBlade';
import { inboxText } from './inbox';
import { interactiveMapText } from './interactiveMap';
import { meetingDetailText } from './meetingDetail';
import { meetingFormText } from './meetingForm';
import { myMeetingsText } from './myMeetings';
import { myScheduleText } from './mySchedule';
import { notificationBannerText } from './notificationBanner';
import { promotedSessionsText } from './promotedSessions';
import { randomizerText } from './randomizer';
import { sessionCatalogText } from './sessionCatalog';
import { sessionDetailText } from './sessionDetail';
import { sharedDirectoryText } from './shared-directory';
import { sharedEvaluationFormText } from './shared-evaluation-form';
import { sharedFavoritesText } from './shared-favorites';
import { sharedSimpleVideoText } from './shared-simple-video';
import { sharedOfflineWritesText } from './shared-offline-writes';
import { sharedListText } from './shared-list';
import { sharedMeetingsText } from './shared-meetings';
import { sharedMyEventPanelText } from './shared-myEventPanel';
import { sharedScheduleActionsText } from './shared-schedule-actions';
import { sharedSessionCardText } from './shared-session-card';
import { sharedText } from './shared';
import { siteNotificationRulesText } from './site-notification-rules';
import { siteTickerText } from './site-ticker';
import { siteToolsText } from './site-tools';
import { siteTranslationsQaText } from './site-translations-qa';
import { socialLinksText } from './socialLinks';
import { speakerDetailText } from './speakerDetail';
import { speakerDirectoryText } from './speakerDirectory';
import { sponsorShuffleText } from './sponsorShuffle';
import { studioPlayerText } from './studioPlayer';
import { tabExplorerText } from './tabExplorer';
import { toolBeltText } from './toolBelt';
import { userProfileText } from './userProfile';
import { videoHeroText } from './videoHero';

export const UI_TEXTS: Readonly<Record<string, UiText>> = {
  agenda: agendaText,
  announcementBar: announcementBarText,
  appointmentDetail: appointmentDetailText,
  appointmentForm: appointmentFormText,
  attendeeDetail: attendeeDetailText,
  attendeeDirectory: attendeeDirectoryText,
  base: baseText,
  'block-defaults': blockDefaultsText,
  cardScroller: cardScrollerText,
  // The editor and the site tools read their words without a namespace of their own: the shell's.
  common: mergeUiTexts(
    commonText,
    editorToolsText,
    editorViewsText,
    editorPushesText,
    editingWidgetsText,
    siteToolsText,
    siteTranslationsQaText,
    siteNotificationRulesText,
    siteTickerText,
    siteLiveHelpText,
    blockTitlesText,
  ),
  chatWidget: chatWidgetText,
  companyDetail: companyDetailText,
  companyDirectory: companyDirectoryText,
  countdown: countdownText,
  drawer: drawerText,
  evaluationForm: evaluationFormText,
  evaluationList: evaluationListText,
  favoritesList: favoritesListText,
  featuredSpeakers: featuredSpeakersText,
  festivalCards: festivalCardsText,
  gatedSurvey: gatedSurveyText,
  happeningNow: happeningNowText,
  heroImageBlade: heroImageBladeText,
  inbox: inboxText,
  interactiveMap: interactiveMapText,
  meetingDetail: meetingDetailText,
  meetingForm: meetingFormText,
  myMeetings: myMeetingsText,
  mySchedule: myScheduleText,
  notificationBanner: notificationBannerText,
  promotedSessions: promotedSessionsText,
  randomizer: randomizerText,
  sessionCatalog: sessionCatalogText,
  sessionDetail: sessionDetailText,
  'shared-directory': sharedDirectoryText,
  'shared-evaluation-form': sharedEvaluationFormText,
  'shared-favorites': sharedFavoritesText,
  'shared-simple-video': sharedSimpleVideoText,
  'shared-list': sharedListText,
  'shared-meetings': sharedMeetingsText,
  'shared-offline-writes': sharedOfflineWritesText,
  'shared-myEventPanel': sharedMyEventPanelText,
  'shared-liveHelp': sharedLiveHelpText,
  'shared-schedule-actions': sharedScheduleActionsText,
  'shared-session-card': sharedSessionCardText,
  shared: sharedText,
  socialLinks: socialLinksText,
  speakerDetail: speakerDetailText,
  speakerDirectory: speakerDirectoryText,
  sponsorShuffle: sponsorShuffleText,
  studioPlayer: studioPlayerText,
  tabExplorer: tabExplorerText,
  toolBelt: toolBeltText,
  userProfile: userProfileText,
  videoHero: videoHeroText,
};
