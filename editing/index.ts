// The editing room: UI shared by the two editing chunks (editor/ and site-settings/) only; attendee code never
// imports it (lint). Every export is named here.
export { Dialog, type DialogProps } from './Dialog';
export { Tabs, type TabsProps } from './Tabs';
export { copyToClipboard } from './clipboard';
