// The local provider's storage (local-provider.ts).
// oidc-provider's own in-memory adapter is shared by every provider in the process, evicts after 1,000 entries and
// warns on the console; this one belongs to one provider and is emptied by close().

export interface Stored {
  payload: Record<string, unknown>;
  expiresAt: number | undefined;
}

export function memoryAdapter(entries: Map<string, Stored>) {
  const grantable = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);
  const live = (key: string): Stored | undefined => {
    const entry = entries.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const put = (key: string, payload: Record<string, unknown>, expiresIn: number | undefined) => {
    entries.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
  };
  return class LocalAdapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      const key = this.key(id);
      if (this.model === 'Session' && typeof payload.uid === 'string') put(`sessionUid:${payload.uid}`, { id }, expiresIn);
      if (typeof payload.userCode === 'string') put(`userCode:${payload.userCode}`, { id }, expiresIn);
      if (grantable.has(this.model) && typeof payload.grantId === 'string') {
        const grantKey = `grant:${payload.grantId}`;
        const keys = (live(grantKey)?.payload.keys as string[] | undefined) ?? [];
        put(grantKey, { keys: [...keys, key] }, undefined);
      }
      put(key, payload, expiresIn);
    }

    async find(id: string) {
      return live(this.key(id))?.payload;
    }

    async findByUid(uid: string) {
      const id = live(`sessionUid:${uid}`)?.payload.id;
      return typeof id === 'string' ? this.find(id) : undefined;
    }

    async findByUserCode(userCode: string) {
      const id = live(`userCode:${userCode}`)?.payload.id;
      return typeof id === 'string' ? this.find(id) : undefined;
    }

    async consume(id: string) {
      const entry = live(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string) {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string) {
      const grantKey = `grant:${grantId}`;
      for (const key of (entries.get(grantKey)?.payload.keys as string[] | undefined) ?? []) entries.delete(key);
      entries.delete(grantKey);
    }
  };
}
