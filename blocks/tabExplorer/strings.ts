/** English defaults of the tab explorer's texts (namespace `tabExplorer`; texts from the API win). */
export const tabExplorerNamespace = 'tabExplorer';
export const tabExplorerStrings = {
  'translate.tabExplorer.hidden-flag': '(hidden from visitors)',
} as const;
