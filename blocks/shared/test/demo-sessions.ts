// The demo catalog's session cards as the schedule tests read them (GET /session, in time order), for a persona.
import type { RealApi } from '../../../test-support/real-api';

type Persona = Parameters<RealApi['signIn']>[0];

/** The fields of a catalog card the schedule tests pick sessions by. */
export interface DemoSessionCard {
  sessionId: string;
  title: string;
  startDateTime: string | null;
  canBeScheduled: boolean;
  isCapacityControlled: boolean;
  roomHasCapacity: boolean;
  sessionType: { logicalValue: string };
}

export async function demoSessionCards(api: RealApi, persona: Persona): Promise<DemoSessionCard[]> {
  const { body } = await api.call<{ items: DemoSessionCard[] }>(
    'GET',
    '/session?pageSize=96&sortBy=chronological',
    {
      persona,
    },
  );
  return body.items;
}
