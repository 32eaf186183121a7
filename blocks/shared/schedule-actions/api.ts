// The schedule service's calls these buttons make, from its client (api-client/schedule.ts, owned by the schedule
// server's helper). One place names them.
export {
  useRsvp,
  usePutRsvp,
  useDeleteRsvp,
  useAddToSchedule,
  useRemoveFromSchedule,
  useNomination,
  useNominate,
  useCancelNomination,
  useScheduleViewer,
} from '../../../api-client/schedule';
