// The reference server of bench/api: Debian's nginx (scripts/ensure-nginx.sh), one worker, started on a loopback port
// with a config written into a temp dir, serving a file's bytes as they are and its pre-compressed .br copy with
// `Content-Encoding: br` when the request accepts br (a rewrite on Accept-Encoding: no brotli module needed, so it
// runs offline with the plain package). Stopped by the PID of the process the bench started.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface RunningNginx {
  url: string;
  dir: string;
  pid: number;
  stop(): Promise<void>;
}

/** Installs nginx when missing (apt-get, once) and answers the binary's path. */
export function ensureNginx(): string {
  const res = spawnSync('bash', ['scripts/ensure-nginx.sh'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (res.status !== 0) throw new Error('scripts/ensure-nginx.sh failed');
  return res.stdout.trim().split('\n').pop() ?? '/usr/sbin/nginx';
}

/**
 * The start of a bench's nginx.conf, up to inside its http block: in the foreground, with its pid, log and temp files
 * in `dir` rather than the system's, no access log.
 */
export function nginxPreamble(dir: string, workers: number, connections: number): string {
  return `worker_processes ${workers};
daemon off;
master_process on;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${connections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  sendfile on;`;
}

function config(dir: string, port: number, file: string): string {
  return `${nginxPreamble(dir, 1, 4096)}
  tcp_nopush on;
  keepalive_requests 1000000;
  types { }
  default_type application/json;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location = /${file} {
      add_header Vary Accept-Encoding;
      add_header Cache-Control no-cache;
      if ($http_accept_encoding ~* "(^|[ ,])br($|[ ,;])") { rewrite ^ /${file}.br last; }
    }
    location = /${file}.br {
      internal;
      add_header Content-Encoding br;
      add_header Vary Accept-Encoding;
      add_header Cache-Control no-cache;
    }
  }
}
`;
}

/** Starts nginx in `dir` (its own directory: made world-readable) serving `plain` at /<file> and `br` (the same JSON, brotli) for requests that accept br. */
export async function startNginx(options: { binary: string; dir: string; port: number; file: string; plain: Buffer; br: Buffer }): Promise<RunningNginx> {
  const { binary, dir, port, file } = options;
  // Started as root, nginx's worker runs as nobody: it must be able to read the files (mkdtemp makes 0700 dirs).
  await chmod(dir, 0o755);
  await mkdir(join(dir, 'www'), { recursive: true, mode: 0o755 });
  await mkdir(join(dir, 'tmp'), { recursive: true });
  await writeFile(join(dir, 'www', file), options.plain);
  await writeFile(join(dir, 'www', `${file}.br`), options.br);
  const conf = join(dir, 'nginx.conf');
  await writeFile(conf, config(dir, port, file));
  const child: ChildProcess = spawn(binary, ['-c', conf, '-p', dir, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.pid === undefined) throw new Error('nginx did not start');
  const pid = child.pid;
  return {
    url: `http://127.0.0.1:${port}/${file}`,
    dir,
    pid,
    async stop() {
      // QUIT: graceful stop of the master and its worker.
      process.kill(pid, 'SIGQUIT');
      await exited;
    },
  };
}
