import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3Config } from '../config.ts';

/** The little of s3rver's API used here (the package ships no types). */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

export interface TestS3 {
  config: S3Config;
  /** `http://S3RVER:S3RVER@127.0.0.1:PORT/BUCKET`, as S3_URL. */
  url: string;
  /** Keys of the objects in the bucket (what s3rver holds on disk), sorted. */
  keys(): string[];
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, storing in a temp dir, with one bucket created:
 * the S3 driver is tested against the protocol, not a mock.
 */
export async function startTestS3(bucket = 'chorus-test'): Promise<TestS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    // s3rver accepts the S3RVER/S3RVER key pair and checks the signature.
    config: { endpoint, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    keys: () => listObjectKeys(path.join(directory, bucket)),
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

// s3rver's filesystem store keeps an object KEY as `KEY._S3rver_object` (plus metadata files) under the bucket dir.
function listObjectKeys(bucketDir: string): string[] {
  if (!fs.existsSync(bucketDir)) return [];
  const suffix = '._S3rver_object';
  return (fs.readdirSync(bucketDir, { recursive: true }) as string[])
    .filter((f) => f.endsWith(suffix))
    .map((f) => f.slice(0, -suffix.length).split(path.sep).join('/'))
    .sort();
}
