/** English defaults of the announcement bar's texts (namespace `announcementBar`; texts from the API win). */
export const announcementBarNamespace = 'announcementBar';
export const announcementBarStrings = {
  'translate.announcementBar.label': 'Announcement',
} as const;
