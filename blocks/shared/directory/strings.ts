/** English defaults of the directories' shared texts (namespace `shared-directory`; texts from the API win). */
export const directoryNamespace = 'shared-directory';
export const directoryStrings = {
  'translate.shared-directory.sort.relevance': 'Best match',
  'translate.shared-directory.sort.name-asc': 'Name A–Z',
  'translate.shared-directory.sort.name-desc': 'Name Z–A',
  'translate.shared-directory.sort.last-name-asc': 'Last name A–Z',
  'translate.shared-directory.sort.last-name-desc': 'Last name Z–A',
  'translate.shared-directory.clear': 'Clear search and filters',
  'translate.shared-directory.back': 'Back',
  'translate.shared-directory.on-demand': 'On demand',
  'translate.shared-directory.about': 'About',
  // Participation types, by their codes (participation.ts).
  'translate.shared-directory.participation.inperson': 'In person',
  'translate.shared-directory.participation.digital': 'Digital',
  'translate.shared-directory.participation.exhibitor': 'Exhibitor',
  'translate.shared-directory.participation.speaker': 'Speaker',
} as const;

export type DirectoryKey = keyof typeof directoryStrings;
