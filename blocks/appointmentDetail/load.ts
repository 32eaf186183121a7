// The appointment page's server loader: the appointment of the route's appointmentId.
import { appointmentQueryOptions } from '../../api-client/meetings';
import type { BlockLoader } from '../../renderer';
import type { AppointmentDetailProps } from '../../schemas/api-types';
import { meetingViewerOf, paramOf } from '../shared/meetings/load';

export const loadAppointmentDetail: BlockLoader<AppointmentDetailProps> = async (_props, context) => {
  const viewer = meetingViewerOf(context);
  const id = paramOf(context, 'appointmentId');
  if (viewer && id) await context.queryClient.prefetchQuery(appointmentQueryOptions(viewer, id));
};
