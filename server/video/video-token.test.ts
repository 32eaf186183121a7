import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { openTestServer } from '../test-app.js';

const server = openTestServer();

async function attendeeToken(): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona: 'attendee' } });
  return (res.json() as { token: string }).token;
}

describe('GET /api/video/token', () => {
  it('signs a token for the video host naming the viewer and the one video, valid for two hours', async () => {
    const token = await attendeeToken();
    const url = 'https://video.example/live/key101?quality=hd';
    const res = await server.app.inject({ url: `/api/video/token?url=${encodeURIComponent(url)}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answer = res.json() as { value: string; expiry: string };
    expect(decodeProtectedHeader(answer.value).alg).toBe('HS256');
    const claims = decodeJwt(answer.value);
    expect(claims.url).toBe(url);
    expect(claims.aud).toBe('conference-video');
    expect(claims.sub).toBeTruthy();
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(2 * 60 * 60);
    expect(new Date(answer.expiry).getTime()).toBe((claims.exp ?? 0) * 1000);
  });

  it('is never a bearer token for the API', async () => {
    const token = await attendeeToken();
    const res = await server.app.inject({ url: '/api/video/token?url=https%3A%2F%2Fvideo.example%2Fv', headers: { authorization: `Bearer ${token}` } });
    const videoToken = (res.json() as { value: string }).value;
    const me = await server.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${videoToken}` } });
    expect(me.statusCode).toBe(401);
  });

  it('needs a signed-in visitor and an https video URL', async () => {
    expect((await server.app.inject({ url: '/api/video/token?url=https%3A%2F%2Fvideo.example%2Fv' })).statusCode).toBe(401);
    const token = await attendeeToken();
    for (const bad of ['', '?url=http%3A%2F%2Fvideo.example%2Fv', '?url=javascript%3Aalert(1)', `?url=https%3A%2F%2F${'a'.repeat(2100)}`]) {
      const res = await server.app.inject({ url: `/api/video/token${bad}`, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(400);
    }
  });
});
