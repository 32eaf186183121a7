/**
 * AUTH_MODE=oidc-local: the site signs in through a real OpenID Connect provider started beside it on this machine
 * (local-provider.ts), with the demo personas as its users (e-mail `{persona}@nimbus.example`, password `demo`).
 * The server then runs exactly as with AUTH_MODE=oidc and a provider elsewhere: the same flow, cookies and checks.
 */
import { demoIdpUsers, startLocalIdp } from './local-provider.js';

export const LOCAL_CLIENT_ID = 'conference-site';

export interface LocalMode {
  /** The environment the server then reads its configuration from: AUTH_MODE=oidc and the OIDC_* of this provider. */
  env: NodeJS.ProcessEnv;
  issuer: string;
  close(): Promise<void>;
}

export async function startLocalMode(env: NodeJS.ProcessEnv): Promise<LocalMode> {
  const site = (env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`).replace(/\/$/, '');
  const redirectUri = `${site}/api/auth/oidc/callback`;
  const idp = await startLocalIdp({
    users: demoIdpUsers(),
    // A public client: the code flow is held by PKCE alone, as for a site without a client secret.
    clients: [{ client_id: LOCAL_CLIENT_ID, redirect_uris: [redirectUri], post_logout_redirect_uris: [`${site}/`] }],
    port: Number(env.OIDC_LOCAL_PORT ?? 0),
  });
  return {
    env: {
      ...env,
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: LOCAL_CLIENT_ID,
      OIDC_REDIRECT_URI: redirectUri,
      OIDC_POST_LOGOUT_REDIRECT_URI: `${site}/`,
    },
    issuer: idp.issuer,
    close: () => idp.close(),
  };
}
