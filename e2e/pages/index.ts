// Page objects for the e2e specs (STYLE.md: roles and labels first, test ids where no role fits).
export { DataModal } from './data-modal';
export { InsertDialog } from './insert-dialog';
export { PropertyBrowser } from './property-browser';
export { PagePushes, PushConfirmation } from './push-dialog';
export { SettingsEditor } from './settings-editor';
export { SitePage } from './site-page';
export { BlockToolbar, Toolbar } from './toolbar';
export { SanitizerLab } from './sanitizer-lab';
export { RouteAudit } from './route-audit';
export { ServerHtml } from './server-html';
export { SessionCards, SponsorShuffle } from './data-blocks';
export { SessionDetailPage } from './session-detail';
export { FavoritesPage, favoriteButton } from './favorites';
export { CatalogPage } from './catalog';
export { DirectoryBlock, DirectoryDetailPage } from './directories';
export { MyEventPanel, SchedulePage } from './schedule';
export { AttendeeDetailPage, AttendeeDirectoryPage, ProfilePage } from './attendees';
export { InboxPage, MeetingDetailPage, MeetingFormPage, MeetingsPage } from './meetings';
