/** English defaults of the appointment page's texts (namespace `appointmentDetail`; texts from the API win). */
export const appointmentDetailNamespace = 'appointmentDetail';
export const appointmentDetailStrings = {
  'translate.appointmentDetail.back': 'My schedule',
  'translate.appointmentDetail.sign-in': 'Sign in to see this appointment.',
  'translate.appointmentDetail.not-found': 'Appointment not found',
  'translate.appointmentDetail.load-failed': 'The appointment could not be loaded.',
  'translate.appointmentDetail.retry': 'Try again',
  'translate.appointmentDetail.location': 'Location',
  'translate.appointmentDetail.about': 'About',
  'translate.appointmentDetail.edit': 'Edit appointment',
  'translate.appointmentDetail.remove': 'Remove appointment',
  'translate.appointmentDetail.remove-confirm': 'Yes, remove it',
  'translate.appointmentDetail.removed': 'The appointment was removed.',
  'translate.appointmentDetail.remove-failed': 'It could not be removed. Please try again.',
} as const;
