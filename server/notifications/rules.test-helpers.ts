// A valid scheduled rule body for the notification tests, and a short way to call the API as a persona.
import type { FastifyInstance } from 'fastify';
import type { NotificationRule, NotificationRuleBody } from '../../schemas/api-types.js';
import { call, headersOf } from '../../test-support/evaluations-test-server.js';

export function scheduledRule(overrides: Partial<NotificationRule> = {}): NotificationRuleBody {
  return {
    notificationRuleDto: {
      notificationID: '',
      notificationName: 'Doors open',
      notificationTypes: [1, 2],
      notificationSubType: 1,
      attendeeRegistrationTypes: ['digital', 'inperson'],
      categories: ['Announcement'],
      title: 'Doors are open',
      body: 'Registration opens in hall A.',
      action1Name: 'Map',
      action1Link: '/en/map',
      startDate: '2026-11-20T12:00:00.000Z',
      endDate: null,
      instanceIntervals: null,
      ...overrides,
    },
  };
}

/** Calls the API as a persona (null: anonymous). */
export async function as<T = unknown>(
  app: FastifyInstance, persona: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown,
): Promise<{ status: number; body: T }> {
  const headers = persona ? await headersOf(app, persona) : {};
  return call<T>(app, method, url, { headers, ...(payload === undefined ? {} : { payload }) });
}
