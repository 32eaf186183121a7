/** English defaults of the list kit's texts (namespace `shared-list`; texts from the API win). */
export const listNamespace = 'shared-list';
export const listStrings = {
  'translate.shared-list.pager.label': 'Pages',
  'translate.shared-list.pager.previous': 'Previous',
  'translate.shared-list.pager.next': 'Next',
  'translate.shared-list.pager.page': 'Page {{page}}',
  'translate.shared-list.pager.page-of': 'Page {{current}} of {{last}}',
  'translate.shared-list.page-size': 'Per page',
  'translate.shared-list.sort-by': 'Sort by',
} as const;
