// The front of bench/conference-day: Debian's nginx (scripts/ensure-nginx.sh), two workers, as a site runs in
// production behind a reverse proxy (README, TRUST_PROXY): requests go round robin to the two server processes over
// kept-alive connections, live-update streams pass unbuffered, and /floor/home.html serves the anonymous home page's
// bytes from disk, the floor for a cached page.
import { spawn } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nginxPreamble } from '../api/nginx';

export interface RunningBalancer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

function config(dir: string, port: number, upstreams: number[]): string {
  // worker_rlimit_nofile: 2,000 streams and their upstream connections, with room.
  return `worker_rlimit_nofile 20000;
${nginxPreamble(dir, 2, 8192)}
  keepalive_requests 1000000;
  types { text/html html; }
  upstream site {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 128;
  }
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location /floor/ {
      root ${dir}/www;
      add_header Cache-Control no-cache;
    }
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

export async function startBalancer(options: { binary: string; dir: string; port: number; upstreams: number[]; floorHome: Buffer }): Promise<RunningBalancer> {
  const { binary, dir, port } = options;
  // Started as root, nginx's workers run as nobody: they must be able to read the floor's file.
  await chmod(dir, 0o755);
  await mkdir(join(dir, 'www', 'floor'), { recursive: true, mode: 0o755 });
  await mkdir(join(dir, 'tmp'), { recursive: true });
  await writeFile(join(dir, 'www', 'floor', 'home.html'), options.floorHome);
  const conf = join(dir, 'nginx.conf');
  await writeFile(conf, config(dir, port, options.upstreams));
  const child = spawn(binary, ['-c', conf, '-p', dir, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (child.pid === undefined) throw new Error('nginx did not start');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid;
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    async stop() {
      process.kill(pid, 'SIGQUIT');
      await exited;
    },
  };
}
