/**
 * Where files are stored (docs/operations.md#object-storage): local disk under
 * `DATA_DIR/storage` by default, or S3-compatible object storage with `STORAGE_URL=s3://...`.
 */
export type S3StorageConfig = {
  kind: 's3';
  bucket: string;
  /** Key prefix inside the bucket, without slashes at either end; '' = the bucket's root. */
  prefix: string;
  /** undefined = AWS S3 of `region`. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither = the SDK's default credentials (e.g. an AWS instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, Ceph). */
  forcePathStyle: boolean;
};

export type StorageConfig = { kind: 'local' } | S3StorageConfig;

const S3_VARS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

// S3 bucket naming rules (3-63 characters, lowercase, digits, dots and hyphens).
const STORAGE_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/**
 * The storage settings from STORAGE_URL and S3_*. Refuses (in every mode) S3 settings that
 * cannot work: S3_* without an s3:// URL, one half of the key pair; production also needs an
 * explicit region, and keys for a non-AWS endpoint (they have no instance roles).
 */
export function parseStorageConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  fail: (message: string) => never,
): StorageConfig {
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const url = value('STORAGE_URL');
  if (url === undefined) {
    const stray = S3_VARS.filter((name) => value(name) !== undefined);
    if (stray.length > 0) {
      fail(`${stray.join(', ')} set, but STORAGE_URL is not an s3:// URL: set both, or neither.`);
    }
    return { kind: 'local' };
  }
  const match = STORAGE_URL.exec(url);
  const prefix = (match?.[2] ?? '').replace(/\/+$/, '');
  if (!match?.[1] || (prefix !== '' && !prefix.split('/').every((s) => PREFIX_SEGMENT.test(s)))) {
    fail('Invalid configuration: STORAGE_URL must be s3://bucket or s3://bucket/prefix.');
  }
  const endpoint = value('S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) {
    fail('Invalid configuration: S3_ENDPOINT must be an http(s) URL.');
  }
  const pathStyle = value('S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined && pathStyle !== 'true' && pathStyle !== 'false') {
    fail('Invalid configuration: S3_FORCE_PATH_STYLE must be true or false.');
  }
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    fail('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  }
  const region = value('S3_REGION');
  if (production) {
    if (!region) fail('Production with STORAGE_URL=s3://... needs S3_REGION (R2: auto).');
    if (endpoint && !accessKeyId) {
      fail('Production with S3_ENDPOINT needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
    }
  }
  return {
    kind: 's3',
    bucket: match[1],
    prefix,
    endpoint,
    region: region ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === 'true',
  };
}
