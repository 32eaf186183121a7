/** English defaults of the notification banner's texts (namespace `notificationBanner`; texts from the API win). */
export const notificationBannerNamespace = 'notificationBanner';
export const notificationBannerStrings = {
  'translate.notificationBanner.label': 'Notification',
  'translate.notificationBanner.dismiss': 'Dismiss notification',
} as const;
