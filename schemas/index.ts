/**
 * The LIGHT public surface of schemas/, the shared domain core (docs/contracts.md): the schema vocabulary, block
 * types, versions and summaries, live events, error codes, the domain facts and rules both sides use (environments,
 * personas and their scopes, the current-phase rule, breakpoints, block groups), block-props migrations, and the one
 * PRNG and deep-equal. The generated API and entity types have their own surface, schemas/api-types.ts. Nothing here
 * pulls in the full schemas or the ajv validators: those are the HEAVY surface, schemas/validators.ts (editors, tools
 * and the server only).
 */
import type { BlockType } from './generated/block-types';
import { blockSummaries } from './generated/block-summaries';

export { blockSchemaVersions, blockTypes } from './generated/block-types';
export type { BlockType };
export { blockSummaries } from './generated/block-summaries';
export type { JsonSchema } from './json-schema';
export type { ValidationIssue, ValidationResult } from './validation';
export { blockGroups } from './block-groups';
export type { BlockGroup } from './block-groups';
export { interfaceGroups, schemaKeywords, schemaVocabulary, widgetNames } from './vocabulary';

// Domain facts and rules.
export { DEFAULT_ENVIRONMENT, ENVIRONMENTS, isEnvironment } from './domain/environments';
export { BLOCK_DEFAULTS_NAMESPACE, isTextDefault, textDefaultKey } from './domain/text-defaults';
export { htmlLangOf, PSEUDO_LANGUAGE, pseudoLocalize, pseudoPostProcessor } from './domain/pseudo-locale';
export type { Environment } from './domain/environments';
export {
  ATTENDEE_TYPES, PERSONAS, PERSONA_PROFILES, PERSONA_SCOPES, STAFF_TYPE, inferAttendeeType, isAttendeeType, isPersona, personaEmail, personaUserId,
} from './domain/personas';
export type { AttendeeType, Persona } from './domain/personas';
export { AUDIENCES, isAudience } from './domain/personas';
export type { Audience } from './domain/personas';
export { QA_BREAKPOINT_KEYS, QA_BREAKPOINTS, QA_LABELS, QA_STATES, isQaBreakpoint } from './domain/qa';
export type { QaBreakpoint, QaLabel, QaState } from './domain/qa';
export { effectiveNow, PREVIEW_DATE_HEADER, resolveCurrentPhase } from './domain/phases';
export type { EventPhase, PhaseStart } from './domain/phases';
export { BREAKPOINT_KEYS, BREAKPOINTS } from './domain/breakpoints';
export type { BreakpointKey } from './domain/breakpoints';
export { EMPTY_LAYOUT_HASH, EMPTY_SETTINGS_HASH } from './domain/content';
export { DEFAULT_FOOTER_LINKS } from './domain/footer';
// The session catalog's and directories' facts (page sizes, sorts, defaults, toggles, favorite kinds).
export {
  CATALOG_FLAGS,
  CATALOG_SORTS,
  CATALOG_TOGGLES,
  DAY_MINUTES,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  DIRECTORY_SORTS,
  FAVORITE_KIND,
  FAVORITE_KIND_NAMES,
  FULL_LIST_PAGE_SIZE,
  LAST_MINUTE,
  MAX_FILTER_LEVELS,
  PAGE_SIZES,
  SEARCH_SORT,
  favoriteKindName,
  isPageSize,
} from './domain/catalog';
export type { CatalogSort, CatalogToggle, DirectorySort, FavoriteKind, FavoriteKindName, PageSize } from './domain/catalog';
export { EARLY_INSTALL_OFFER, HYDRATED_ATTRIBUTE, PAGE_VIEWER_HEADER, SSR_STATE_ELEMENT_ID, viewerOfClaims } from './domain/page-render';
// The site's paths below the language and the page layout each renders (the shell's routes, the QA captures' URLs).
export { SITE_PATHS, layoutIdForPath, layoutNeedsId, layoutSitePath, layoutUrlPath } from './domain/site-paths';
export type { SitePath } from './domain/site-paths';
export type { PageRendererModule, PageRendererOptions, PageRenderRequest, RenderedPage, RenderedVisitor, RenderPage } from './domain/page-render';

// Live-update events and API error codes.
export { LIVE_EVENT_TYPES } from './live-events';
export type { LiveEvent, LiveEventType, LiveJoined } from './live-events';
export type { MeetingChange, SessionSeatsEvent, UserLiveEvent, UserLiveEventType } from './live-events';
export { MEETING_CHANGES, USER_LIVE_EVENT_TYPES } from './live-events';
export { errorCodes, errorCodeTable, isErrorCode } from './generated/error-codes';
export type { ErrorCode, ErrorCodeName } from './generated/error-codes';

// Block-props migrations.
export { currentBlockVersion, migrateBlock, migrateComponent, migratePageLayout } from './migrations/migrate';
export type { BlockMigration, BlockMigrations, MigratableBlock, MigratedProps } from './migrations/migrate';

// The schedule event type enum (docs/behaviour/schedule-and-rsvp.md), shared by server/schedule and the schedule blocks.
export { SCHEDULE_EVENT_TYPES } from './domain/schedule';
// The meeting facts: types, what each allows, meeting scopes, default capacity and location, the join window.
export {
  APPOINTMENT_TYPE, CREATABLE_MEETING_TYPES, DEFAULT_MEETING_CAPACITY, DEFAULT_MEETING_LOCATION, MEETING_JOIN_LEAD_MINUTES, MEETING_JOIN_TRAIL_MINUTES,
  MEETING_SCOPES, MEETING_TYPES, TYPES_WITHOUT_DETAILS,
  holdsMeetingScope, isEditableMeetingType, maxInvitees,
} from './domain/meetings';
export type { MeetingType } from './domain/meetings';

// Time-zone lists and names.
export {
  DEFAULT_EVENT_TIME_ZONE,
  DEFAULT_EVENT_TIME_ZONES,
  DEFAULT_TEST_TIME_ZONE,
  PROFILE_TIME_ZONES,
} from './domain/time-zones';
export type { TestTimeZone } from './domain/time-zones';
export { zoneCity, zonedDayKey, zonedParts } from './domain/zoned-time';
export { instantAtMinutes, instantToWallClock, nextDay, wallClockToInstant, zoneOffsetMs } from './domain/zoned-arithmetic';
export type { ZonedParts } from './domain/zoned-time';

// Small pure helpers with one home.
export { createRng, deriveSeed, seededRandom } from './util/prng';
export type { Rng } from './util/prng';
export { sameJson } from './util/same-json';
// The initials that stand for a person or company without a picture (the account button, list avatars).
export { initialsOf } from './util/initials';
export { lazyDateFormat, lazyListFormat, lazyNumberFormat, lazyRelativeTimeFormat } from './util/lazy-intl';
export type { DateFormat, Instant, ListFormat, NumberFormat, RelativeTimeFormat } from './util/lazy-intl';
export { adoptRememberedTexts, rememberedText, setTextRecorder } from './util/remembered-text';
// The one URL check for links and media (client and server), and the social links it governs.
export { OFF_SITE_LINK, cssImageUrl, safeLinkHref, safeMediaSrc, sameSitePath, stripUrl, vetLink, vetMedia } from './util/safe-url';
export type { VettedUrl } from './util/safe-url';
export { SOCIAL_NETWORKS, socialLinkHref, socialLinkProblem } from './util/social-links';
export type { SocialKey } from './util/social-links';

/**
 * Every block type has a summary: the check reads its keys, so code that only checks a type name (the editor) does
 * not carry the list of types and versions into every page's bundle.
 */
export function isBlockType(type: string): type is BlockType {
  return Object.prototype.hasOwnProperty.call(blockSummaries, type);
}

// A block's content as the server's merge and the editor's push to the next phase build it.
export { blockContentOf } from './domain/block-content';
export type { BlockContent, BlockContentSource } from './domain/block-content';
// Chat (server/chat, blocks/chatWidget): the room ids and the limits.
export { CHAT_LATEST_COUNT, CHAT_TEXT_MAX, chatRoomOf, COMMUNITY_ROOM, isChatRoomId, studioRoomOf } from './domain/chat';
// Live help (blocks/shared/liveHelp, the shell's room for its button): where the button shows.
export { HELP_DESK_PATH, liveHelpShown, type LiveHelpPlace } from './domain/live-help';
// Evaluations and surveys (server/evaluations, api-client/evaluations, the evaluation blocks): the form's
// rules, shared by the browser's live checks and the server's check of a submission.
export {
  EVALUATION_LABEL_DELIMITER,
  EVALUATION_MESSAGES,
  EVALUATION_TEXT_MAX,
  QUESTION_TYPES,
  checkSubmission,
  conditionHolds,
  evaluationErrors,
  isTextType,
  nonEmptyValues,
  optionOf,
  optionValue,
  orderedQuestions,
  questionError,
  questionLabel,
  questionStates,
  questionType,
  textValue,
} from './domain/evaluation-logic';
export type { EvaluationAnswers, QuestionState, QuestionType, ResponseValue, SubmissionProblem } from './domain/evaluation-logic';
export { BIO_LIST_LENGTH, autofillQuery, consentApplies, profileCompletion, readProfilePath, truncateBio } from './domain/attendees';
export { SOCIAL_NETWORK_NAMES } from './domain/social-networks';

// The notification area: channels, rule kinds and states, categories, send-before options, the attendee's defaults.
export {
  CHECK_IN_STATES, DEFAULT_NOTIFICATION_CATEGORIES, DEFAULT_NOTIFICATION_TYPES, MAX_RULE_INSTANCES, NOTIFICATION_CATEGORIES,
  NOTIFICATION_RELATIVE_DAYS, NOTIFICATION_SUB_TYPE, NOTIFICATION_TIME_STEP_MINUTES, NOTIFICATION_TYPE, NOTIFICATION_TYPES,
  NOTIFICATION_UNREAD_POLL_SECONDS, RULE_END_BEFORE_START, RULE_STATUS, RULE_STATUSES, SEND_BEFORE_MINUTES,
} from './domain/notifications';
export type { NotificationCategory, NotificationTypeName, NotificationTypeNumber, RuleStatusName } from './domain/notifications';
