// Remote builds in S3-compatible object storage (ARTEFACT_STORE=s3), for many BFFs: a
// release uploads each version once under remotes/<name>/<version>/… as immutable objects
// (never overwritten); browsers load them from ARTEFACT_PUBLIC_URL (the bucket or the CDN
// in front of it), and the BFF answers its own /remotes/… URLs with a redirect there.
// The BFF's ArtefactStore reads are synchronous (page assets are computed per request):
// the store keeps the live versions' manifests in memory, refreshed by `refresh`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts/core';
import { compareSemver, type ArtefactStore } from './artefacts';

export interface S3Settings {
  bucket: string;
  /** Where browsers fetch the objects: the CDN, or the bucket's own URL. */
  publicUrl: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, s3rver…); unset for AWS. */
  endpoint?: string;
}

export function s3Client(s: S3Settings): S3Client {
  return new S3Client({ region: s.region, ...(s.endpoint ? { endpoint: s.endpoint, forcePathStyle: true } : {}) });
}

export const objectKey = (remote: string, version: string, file: string) => `remotes/${remote}/${version}/${file}`;

export class S3ArtefactStore implements ArtefactStore {
  private readonly index = new Map<RemoteName, string[]>();
  private readonly manifests = new Map<string, Record<string, unknown>>();

  constructor(
    private readonly client: S3Client,
    private readonly settings: S3Settings,
  ) {}

  localRoot(): null {
    return null;
  }

  versions(remote: RemoteName): string[] {
    return this.index.get(remote) ?? [];
  }

  manifest(remote: RemoteName, version: string): Record<string, unknown> | null {
    return this.manifests.get(`${remote}@${version}`) ?? null;
  }

  /** The URL browsers load a file of a version from. */
  objectUrl(remote: string, version: string, file: string): string {
    return `${this.settings.publicUrl.replace(/\/+$/, '')}/${objectKey(remote, version, file)}`;
  }

  /** The object behind a /remotes/<name>/<version>/<file> URL (any origin), e.g. a server build. */
  async readRemoteFile(url: string): Promise<{ source: string; filename: string } | null> {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(url).pathname);
    } catch {
      return null;
    }
    const m = /\/remotes\/([a-z]+)\/([\w.-]+)\/([\w./-]+)$/.exec(pathname);
    if (!m || !REMOTE_NAMES.includes(m[1] as RemoteName) || m[3]!.split('/').includes('..')) return null;
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: objectKey(m[1]!, m[2]!, m[3]!) }));
      return { source: await res.Body!.transformToString(), filename: `s3://${this.settings.bucket}/${objectKey(m[1]!, m[2]!, m[3]!)}` };
    } catch {
      return null;
    }
  }

  /** Lists the versions in the bucket and loads the manifests of `live` not yet in memory. */
  async refresh(live: ReadonlyArray<{ name: string; version: string }>): Promise<void> {
    for (const remote of REMOTE_NAMES) {
      const out = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: `remotes/${remote}/`, Delimiter: '/' }));
      const versions = (out.CommonPrefixes ?? []).map((p) => (p.Prefix ?? '').split('/')[2] ?? '').filter(Boolean);
      this.index.set(remote, versions.sort(compareSemver));
    }
    for (const { name, version } of live) {
      const id = `${name}@${version}`;
      if (this.manifests.has(id)) continue;
      try {
        const res = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: objectKey(name, version, 'mf-manifest.json') }));
        this.manifests.set(id, JSON.parse(await res.Body!.transformToString()) as Record<string, unknown>);
      } catch {
        // Not uploaded (yet): the page links no CSS for it; the next refresh tries again.
      }
    }
  }
}

export class ObjectExistsError extends Error {
  constructor(
    readonly remote: string,
    readonly version: string,
  ) {
    super(`${remote} ${version} already exists in the object store; versions are immutable.`);
  }
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
};

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(path.join(dir, name)).isDirectory() ? filesUnder(path.join(dir, name), rel) : [rel];
  });
}

/**
 * Uploads a built version (a local folder) as immutable objects; refuses when anything
 * exists under the version already. The manifest goes last, so a version whose manifest
 * can be read is complete. The Node server build (server/) is uploaded too: the BFFs'
 * renderer loads it from there; browsers never need it.
 */
export async function uploadVersion(client: S3Client, bucket: string, remote: string, version: string, builtDir: string): Promise<string[]> {
  const existing = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `remotes/${remote}/${version}/` }));
  if ((existing.Contents ?? []).length > 0) throw new ObjectExistsError(remote, version);
  const files = filesUnder(builtDir).sort((a, b) => Number(a === 'mf-manifest.json') - Number(b === 'mf-manifest.json'));
  for (const file of files) {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey(remote, version, file),
        Body: readFileSync(path.join(builtDir, file)),
        ContentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }
  return files;
}
