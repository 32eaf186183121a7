/** English defaults of the drawer's texts (namespace `drawer`; texts from the API win). */
export const drawerNamespace = 'drawer';
export const drawerStrings = {
  'translate.drawer.title': 'More',
} as const;
