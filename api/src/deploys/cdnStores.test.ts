// The CDN stores the API reaches: none without a remotes' store, a folder or a bucket as the
// configuration says, the shell's beside them when there is one.
import { FolderStore, S3Store } from '@glow/deploy';
import { loadConfig } from '../config';
import { closeCdnStores, createCdnStores, describeStores } from './cdnStores';

it('answers no stores when no remotes store is configured, even with a shell', () => {
  expect(createCdnStores(loadConfig({}).cdn)).toBeUndefined();
  expect(createCdnStores(loadConfig({ GLOW_SHELL_DIR: '/srv/shell' }).cdn)).toBeUndefined();
});

it('reaches folders, and no shell when none is configured', () => {
  const stores = createCdnStores(loadConfig({ GLOW_CDN_DIR: '/srv/glow/cdn' }).cdn);
  expect(stores?.remotes).toBeInstanceOf(FolderStore);
  expect(stores?.shell).toBeUndefined();
  expect(describeStores(stores!)).toEqual({ remotes: 'folder /srv/glow/cdn', shell: null });
});

it('reaches the buckets with their prefixes and endpoint', () => {
  const stores = createCdnStores(
    loadConfig({
      GLOW_CDN_S3_BUCKET: 'glow-cdn',
      GLOW_CDN_S3_PREFIX: 'remotes',
      GLOW_CDN_S3_ENDPOINT: 'http://127.0.0.1:8028',
      GLOW_SHELL_S3_BUCKET: 'glow-shell',
    }).cdn,
  );
  expect(stores?.remotes).toBeInstanceOf(S3Store);
  expect(stores?.shell).toBeInstanceOf(S3Store);
  expect(describeStores(stores!)).toEqual({
    remotes: 's3://glow-cdn/remotes at http://127.0.0.1:8028',
    shell: 's3://glow-shell at http://127.0.0.1:8028',
  });
  closeCdnStores(stores);
});
