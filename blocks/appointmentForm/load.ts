// The appointment form's server loader: the appointment being edited, so the form paints with its values.
import { appointmentQueryOptions } from '../../api-client/meetings';
import type { BlockLoader } from '../../renderer';
import type { AppointmentFormProps } from '../../schemas/api-types';
import { meetingViewerOf, paramOf } from '../shared/meetings/load';

export const loadAppointmentForm: BlockLoader<AppointmentFormProps> = async (_props, context) => {
  const viewer = meetingViewerOf(context);
  const id = paramOf(context, 'appointmentId');
  if (viewer && id) await context.queryClient.prefetchQuery(appointmentQueryOptions(viewer, id));
};
