import { execFileSync, spawnSync } from 'node:child_process';

function which(command: string): string | undefined {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  const path = result.stdout.trim();
  return result.status === 0 && path ? path : undefined;
}

/**
 * The machine's redis-server. When it is missing and we run as root on Debian, install Debian's
 * package (the same one CI uses); otherwise explain exactly what to do.
 */
export function findOrInstallRedis(say: (line: string) => void): string {
  const found = which('redis-server');
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && which('apt-get')) {
    say('redis-server is not installed; installing Debian package redis-server …');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'redis-server'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = which('redis-server');
    if (installed) return installed;
  }
  throw new Error(
    'redis-server was not found. Install Redis ≥ 7 (Debian/Ubuntu: `sudo apt-get install redis-server`, ' +
      'macOS: `brew install redis`) or set REDIS_URL to a running Redis with maxmemory-policy noeviction.',
  );
}
