import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { parseStorageConfig } from './config.js';

/** The storage settings as production reads them (its other rules are config.test.ts's). */
const inProduction = (env: NodeJS.ProcessEnv) =>
  parseStorageConfig(env, true, (message) => {
    throw new ConfigError(message);
  });
const r2 = {
  STORAGE_URL: 's3://dating-files/prod',
  S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
  S3_REGION: 'auto',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('storage configuration', () => {
  it('stores on local disk by default, and runs jobs', () => {
    const config = loadConfig({});
    expect(config.fileStorage).toEqual({ kind: 'local' });
    expect(config.jobs).toBe(true);
    expect(loadConfig({ JOBS: 'off' }).jobs).toBe(false);
    expect(() => loadConfig({ JOBS: 'maybe' })).toThrow(ConfigError);
  });

  it('reads STORAGE_URL=s3://bucket/prefix with its S3_* settings', () => {
    expect(inProduction(r2)).toEqual({
      kind: 's3',
      bucket: 'dating-files',
      prefix: 'prod',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      region: 'auto',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const minio = loadConfig({
      STORAGE_URL: 's3://files/',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    }).fileStorage;
    expect(minio).toMatchObject({ bucket: 'files', prefix: '', forcePathStyle: true });
    expect(minio).toMatchObject({ region: 'us-east-1', accessKeyId: undefined });
    // AWS with an instance role: no endpoint, no keys.
    const aws = { STORAGE_URL: 's3://files/a/b', S3_REGION: 'eu-west-1' };
    expect(inProduction(aws)).toMatchObject({ prefix: 'a/b', endpoint: undefined });
  });

  it('refuses S3 settings that cannot work', () => {
    const refused = [
      { S3_ENDPOINT: 'http://minio:9000' },
      { STORAGE_URL: 'https://bucket.example.org' },
      { STORAGE_URL: 's3://B' },
      { STORAGE_URL: 's3://files/../x' },
      { STORAGE_URL: 's3://files', S3_ENDPOINT: 'minio:9000' },
      { STORAGE_URL: 's3://files', S3_FORCE_PATH_STYLE: 'yes' },
      { STORAGE_URL: 's3://files', S3_ACCESS_KEY_ID: 'key' },
      { STORAGE_URL: 's3://files', S3_SECRET_ACCESS_KEY: 'secret' },
    ];
    for (const env of refused)
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
  });

  it('refuses half-configured S3 in production', () => {
    expect(() => inProduction({ ...r2, S3_REGION: '' })).toThrow(/S3_REGION/);
    expect(() => inProduction({ ...r2, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_ACCESS_KEY_ID/,
    );
    expect(() => inProduction({ S3_REGION: 'auto' })).toThrow(/STORAGE_URL/);
    // The same settings pass outside production (a local MinIO without a region).
    expect(loadConfig({ ...r2, S3_REGION: '' }).fileStorage).toMatchObject({ region: 'us-east-1' });
  });
});
