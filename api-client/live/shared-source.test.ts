import { describe, expect, it } from 'vitest';
import { connectLive } from './live-connection';
import { sharedEventSources, type SharingApis } from './shared-source';
import { ScriptedSource } from '../../test-support/scripted-event-source';

/** Web Locks as the browser grants them: one holder per name, the others in line, `ifAvailable` never waits. */
class Locks {
  private readonly holders = new Set<string>();
  private readonly lines = new Map<string, (() => void)[]>();
  async request(name: string, options: LockOptions, callback: (lock: Lock | null) => Promise<unknown>): Promise<unknown> {
    if (this.holders.has(name)) {
      if (options.ifAvailable) return callback(null);
      await new Promise<void>((granted, refused) => {
        const line = this.lines.get(name) ?? [];
        this.lines.set(name, line);
        line.push(granted);
        options.signal?.addEventListener('abort', () => {
          line.splice(line.indexOf(granted), 1);
          refused(new DOMException('aborted', 'AbortError'));
        });
      });
    }
    this.holders.add(name);
    try {
      return await callback({ name, mode: 'exclusive' } as Lock);
    } finally {
      const next = this.lines.get(name)?.shift();
      if (next) next();
      else this.holders.delete(name);
    }
  }
}

/** Every tab's BroadcastChannels: a message reaches the other channels of the name, a task later. */
function channels(): SharingApis['channel'] {
  const open = new Set<{ name: string; onmessage: ((m: MessageEvent) => void) | null }>();
  return (name) => {
    const channel = {
      name,
      onmessage: null as ((m: MessageEvent) => void) | null,
      postMessage(data: unknown) {
        for (const other of open) if (other !== channel && other.name === name) setTimeout(() => other.onmessage?.(new MessageEvent('message', { data })));
      },
      close() {
        open.delete(channel);
      },
    };
    open.add(channel);
    return channel as unknown as BroadcastChannel;
  };
}

const settle = () => new Promise((r) => setTimeout(r, 5));

function browser() {
  const sources: ScriptedSource[] = [];
  const apis: SharingApis = {
    locks: new Locks() as unknown as LockManager,
    channel: channels(),
    createEventSource: (url) => {
      const s = new ScriptedSource(url);
      sources.push(s);
      return s;
    },
  };
  const open = () => sources.filter((s) => !s.closed);
  return { apis, sources, open };
}

/** A tab's connection to the shared stream, recording what it hears. */
function tab(apis: SharingApis, scope = '') {
  const heard: string[] = [];
  const statuses: string[] = [];
  const connection = connectLive({
    languages: ['en'],
    onEvent: (e) => heard.push(e.type),
    onStatus: (s) => statuses.push(s),
    onJoined: () => heard.push('joined'),
    createEventSource: sharedEventSources(scope, apis),
  });
  return { heard, statuses, connection };
}

const joined = { type: 'joined', contentChangedAt: 1, now: 2 };

describe('one live stream shared by the tabs', () => {
  it('eight tabs hold one stream; each follower asks the server once for its join frame, then hears the leader', async () => {
    const { apis, sources, open } = browser();
    const tabs = [tab(apis)];
    await settle();
    sources[0]?.emit('joined', joined);
    tabs.push(...Array.from({ length: 7 }, () => tab(apis)));
    await settle();
    // The leader's stream and seven followers' streams until their join frames.
    expect(sources).toHaveLength(8);
    for (const s of sources.slice(1)) s.emit('joined', joined);
    expect(open()).toHaveLength(1);
    for (const t of tabs) expect(t.statuses.at(-1)).toBe('joined');

    open()[0]?.emit('onSettingsChanged', { type: 'onSettingsChanged' });
    await settle();
    for (const t of tabs) expect(t.heard).toEqual(['joined', 'onSettingsChanged']);
  });

  it('when the leader closes, the next tab opens the stream and its join frame reaches the others', async () => {
    const { apis, sources, open } = browser();
    const first = tab(apis);
    await settle();
    sources[0]?.emit('joined', joined);
    const [second, third] = [tab(apis), tab(apis)];
    await settle();
    for (const s of sources.slice(1)) s.emit('joined', joined);
    first.connection.close();
    await settle();
    expect(open()).toHaveLength(1);
    expect(sources).toHaveLength(4);
    open()[0]?.emit('joined', { ...joined, now: 3 });
    await settle();
    expect(second.heard).toEqual(['joined', 'joined']);
    expect(third.heard).toEqual(['joined', 'joined']);
    open()[0]?.emit('onCacheClear', { type: 'onCacheClear' });
    await settle();
    expect(third.heard.at(-1)).toBe('onCacheClear');
    expect(first.heard).toEqual(['joined']);
  });

  it("a failing stream is the leader's to retry; a follower keeps hearing whoever leads next", async () => {
    const { apis, sources, open } = browser();
    const leader = tab(apis);
    await settle();
    sources[0]?.emit('joined', joined);
    const follower = tab(apis);
    await settle();
    sources[1]?.emit('joined', joined);
    open()[0]?.fail();
    expect(leader.statuses.at(-1)).toBe('retrying');
    expect(follower.statuses.at(-1)).toBe('joined');
    await settle();
    // The follower took the lock and opened the stream.
    expect(open()).toHaveLength(1);
    open()[0]?.emit('joined', joined);
    open()[0]?.emit('onSettingsChanged', { type: 'onSettingsChanged' });
    await settle();
    expect(follower.heard.slice(-2)).toEqual(['joined', 'onSettingsChanged']);
    leader.connection.close();
    follower.connection.close();
    expect(open()).toHaveLength(0);
  });

  it('tabs of another signed-in user share a stream of their own', async () => {
    const { apis, sources } = browser();
    tab(apis, '');
    tab(apis, 'user-1');
    await settle();
    for (const s of sources) s.emit('joined', joined);
    expect(sources.filter((s) => !s.closed)).toHaveLength(2);
  });
});
