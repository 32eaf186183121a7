// Starts the product's server for the benches as `npm start` runs it (node scripts/start.mjs: the compiled server,
// compiled again first when a server source is newer; SITE_DIR must hold an index.html or it builds the site).
// Stopped by its PID.
import { spawn } from 'node:child_process';

export interface RunningServer {
  url: string;
  pid: number;
  /** How the server was started (printed beside the figures). */
  command: string;
  stop(): Promise<void>;
}

export function serverArgs(): string[] {
  return ['scripts/start.mjs'];
}

export function startServer(options: { port: number; env: Record<string, string> }): RunningServer {
  const args = serverArgs();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', DATABASE_URL: '', ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (child.pid === undefined) throw new Error('server did not start');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${options.port}`,
    pid: child.pid,
    command: `node ${args.join(' ')}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Ports for the bench's servers: BENCH_PORTS="8212,8213" or free ones from the OS. */
export async function benchPorts(count: number): Promise<number[]> {
  const given = (process.env.BENCH_PORTS ?? '').split(',').filter(Boolean).map(Number);
  if (given.length >= count) return given.slice(0, count);
  const { createServer } = await import('node:net');
  const one = () =>
    new Promise<number>((resolve, reject) => {
      const srv = createServer();
      srv.listen(0, '127.0.0.1', () => {
        const address = srv.address();
        srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
      });
    });
  const ports: number[] = [];
  while (ports.length < count) ports.push(await one());
  return ports;
}
