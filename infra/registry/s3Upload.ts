// The release's upload to S3-compatible storage when the environment uses it
// (ARTEFACT_STORE=s3, S3_BUCKET, S3_REGION, S3_ENDPOINT: the BFF's variables).
import type { RemoteName } from 'shared-contracts/core';
import { s3Client, uploadVersion } from 'shell/releases';

export async function uploadReleaseToS3(
  env: NodeJS.ProcessEnv,
  remote: RemoteName,
  version: string,
  builtDir: string,
): Promise<{ bucket: string; files: number } | null> {
  if (env.ARTEFACT_STORE !== 's3') return null;
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('ARTEFACT_STORE=s3 needs S3_BUCKET.');
  const client = s3Client({ bucket, region: env.S3_REGION ?? 'ap-southeast-3', endpoint: env.S3_ENDPOINT, publicUrl: env.ARTEFACT_PUBLIC_URL ?? '' });
  try {
    const files = await uploadVersion(client, bucket, remote, version, builtDir);
    return { bucket, files: files.length };
  } finally {
    client.destroy();
  }
}
