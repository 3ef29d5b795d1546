import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import {
  createS3Client,
  createS3Storage,
  type S3StorageConfig,
  type Storage,
} from '../infra/storage/index.js';

export type TestS3 = {
  /** The settings a server would read from STORAGE_URL and S3_* for this bucket. */
  config: S3StorageConfig;
  client: S3Client;
  /** An S3 storage on the test bucket, under `prefix` (default: the configured one). */
  storage(prefix?: string): Storage;
  close(): Promise<void>;
};

/**
 * A real S3-protocol server (s3rver, files in a temporary folder) on a random local port, with a
 * fresh bucket made through the S3 API. Close it in afterAll.
 */
export async function startTestS3(prefix = 'app'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const config: S3StorageConfig = {
    kind: 's3',
    bucket: `test-${randomBytes(4).toString('hex')}`,
    prefix,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = createS3Client(config);
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  return {
    config,
    client,
    storage: (other = prefix) => createS3Storage({ ...config, prefix: other }, client),
    close: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
