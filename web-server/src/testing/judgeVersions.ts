// Two versions of remote-judge on a CDN store, for the preview tests: one live (switched in
// remotes.json), one only uploaded (what a browser may preview).
import { publishRemote, type CdnStore } from '@glow/deploy';
import { writeFixtureBuild } from '@glow/deploy/testing';
import { join } from 'node:path';

export async function publishJudgeVersions(
  store: CdnStore,
  work: string,
  origins: string[],
): Promise<{ live: string; uploaded: string }> {
  const publish = (variant: string, uploadOnly: boolean) =>
    publishRemote({
      store,
      name: 'glow_judge',
      distDir: writeFixtureBuild(join(work, variant), 'glow_judge', { variant }).dir,
      packageVersion: '0.1.0',
      origins,
      uploadOnly,
    });
  const live = (await publish('live', false)).listing.version;
  const uploaded = (await publish('next', true)).listing.version;
  return { live, uploaded };
}
