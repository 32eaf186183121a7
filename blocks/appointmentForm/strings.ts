/** English defaults of the appointment form's texts (namespace `appointmentForm`; texts from the API win). */
export const appointmentFormNamespace = 'appointmentForm';
export const appointmentFormStrings = {
  'translate.appointmentForm.sign-in': 'Sign in to add appointments.',
  'translate.appointmentForm.not-found': 'Appointment not found',
  'translate.appointmentForm.back': 'My schedule',
  'translate.appointmentForm.new-heading': 'New appointment',
  'translate.appointmentForm.edit-heading': 'Edit appointment',
  'translate.appointmentForm.add': 'Add appointment',
  'translate.appointmentForm.save': 'Save changes',
  'translate.appointmentForm.added': 'The appointment was added to your schedule.',
  'translate.appointmentForm.save-failed': 'The appointment could not be saved. Please try again.',
  'translate.appointmentForm.error.name': 'Give the appointment a name.',
  'translate.appointmentForm.error.start': 'Choose when it starts.',
  'translate.appointmentForm.error.end': 'It must end after it starts.',
  'translate.appointmentForm.name': 'Name',
  'translate.appointmentForm.location': 'Location',
  'translate.appointmentForm.description': 'Description',
} as const;
