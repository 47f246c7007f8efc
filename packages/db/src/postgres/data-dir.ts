import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** True when every existing ancestor of `dir` can be traversed by any user (mode o+x). */
async function reachableByOthers(dir: string): Promise<boolean> {
  let current = path.dirname(dir);
  for (;;) {
    try {
      const info = await stat(current);
      if ((info.mode & 0o001) === 0) return false;
    } catch {
      // A folder that does not exist yet will be created with mode 0755.
    }
    const up = path.dirname(current);
    if (up === current) return true;
    current = up;
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must reach the data folder. When the wanted
 * folder sits under a private one (such as /root), use a folder under /var/lib/talento named after it.
 */
export async function dataDirForRoot(wanted: string): Promise<string> {
  if (await reachableByOthers(wanted)) return wanted;
  const hash = createHash('sha256').update(wanted).digest('hex').slice(0, 12);
  return path.join('/var/lib/talento', hash, path.basename(wanted));
}
