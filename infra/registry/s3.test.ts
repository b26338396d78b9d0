/**
 * @jest-environment node
 */
// Remote builds in S3-compatible storage, against s3rver started here: a release uploads
// immutable objects once (a second upload of the version is refused), and a BFF with
// ARTEFACT_STORE=s3 reads the live manifests from the bucket and sends browsers from its
// /remotes/… URLs to the objects.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { buildServer } from 'shell/server';
import { ObjectExistsError, s3Client, S3ArtefactStore, uploadVersion, type S3Settings } from 'shell/releases';
import { fakeRegistry, testConfig } from 'shell/server/testing';
import { freePort } from '../stack/ports';
import { uploadReleaseToS3 } from './s3Upload';
import { makeStoreRoot, writeVersion } from './testHelpers';

const BUCKET = 'myvalue-remotes';
let server: { run(): Promise<unknown>; close(): Promise<void> };
let settings: S3Settings;

beforeAll(async () => {
  // The SDK reads credentials from the environment; s3rver accepts these.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const port = await freePort('127.0.0.1');
  server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: mkdtempSync(path.join(os.tmpdir(), 'mv-s3-')), configureBuckets: [{ name: BUCKET }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  settings = { bucket: BUCKET, region: 'ap-southeast-3', endpoint, publicUrl: `${endpoint}/${BUCKET}` };
});
afterAll(() => server.close());

describe('artefacts in S3-compatible storage', () => {
  let root: string;
  beforeAll(() => {
    root = makeStoreRoot();
    writeVersion(root, 'catalog', '1.4.0', { ssr: { write: true } });
  });

  it('uploads a version as immutable objects, manifest last, and refuses to upload it again', async () => {
    const client = s3Client(settings);
    const dir = path.join(root, 'mf-catalog', 'dist', '1.4.0');
    const files = await uploadVersion(client, BUCKET, 'catalog', '1.4.0', dir);
    expect(files.at(-1)).toBe('mf-manifest.json');
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'remotes/catalog/1.4.0/mf-manifest.json' }));
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(head.ContentType).toBe('application/json');
    const again = await uploadVersion(client, BUCKET, 'catalog', '1.4.0', dir).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ObjectExistsError);
    const body = await (await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'remotes/catalog/1.4.0/mf-manifest.json' }))).Body!.transformToString();
    expect(JSON.parse(body)).toBeTruthy();
  });

  it('is what a release does when the environment says ARTEFACT_STORE=s3', async () => {
    writeVersion(root, 'events', '1.5.0');
    const env = { ARTEFACT_STORE: 's3', S3_BUCKET: BUCKET, S3_ENDPOINT: settings.endpoint };
    const done = await uploadReleaseToS3(env, 'events', '1.5.0', path.join(root, 'mf-events', 'dist', '1.5.0'));
    expect(done).toMatchObject({ bucket: BUCKET });
    expect(done!.files).toBeGreaterThan(1);
    expect(await uploadReleaseToS3({}, 'events', '1.5.1', path.join(root, 'mf-events', 'dist', '1.5.0'))).toBeNull();
  });

  it('lists versions and loads the live manifests for the BFF', async () => {
    const store = new S3ArtefactStore(s3Client(settings), settings);
    await store.refresh([{ name: 'catalog', version: '1.4.0' }]);
    expect(store.versions('catalog')).toEqual(['1.4.0']);
    expect(store.manifest('catalog', '1.4.0')).not.toBeNull();
    expect(store.manifest('catalog', '9.9.9')).toBeNull();
    // The server renderer reads a remote's server build from the bucket (browsers never get it).
    const server = await store.readRemoteFile('http://localhost:3999/remotes/catalog/1.4.0/server/remoteEntry.js');
    expect(server?.source).toContain('module.exports');
    expect(await store.readRemoteFile('http://localhost:3999/remotes/catalog/1.4.0/../../x')).toBeNull();
    expect(await store.readRemoteFile('http://localhost:3999/remotes/catalog/9.9.9/server/remoteEntry.js')).toBeNull();
  });

  describe('the BFF with ARTEFACT_STORE=s3', () => {
    let bff: FastifyInstance;
    beforeAll(async () => {
      bff = await buildServer(
        testConfig({ ARTEFACT_STORE: 's3', S3_BUCKET: BUCKET, S3_ENDPOINT: settings.endpoint!, ARTEFACT_PUBLIC_URL: settings.publicUrl }),
        { registry: fakeRegistry },
      );
    });
    afterAll(() => bff.close());

    it('sends its /remotes/… URLs to the immutable objects, which serve the file', async () => {
      const res = await bff.inject({ url: '/remotes/catalog/1.4.0/mf-manifest.json' });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`${settings.publicUrl}/remotes/catalog/1.4.0/mf-manifest.json`);
      const object = await fetch(String(res.headers.location));
      expect(object.status).toBe(200);
      expect(await object.json()).toBeTruthy();
    });

    it('never sends browsers to the server build or outside the version', async () => {
      expect((await bff.inject({ url: '/remotes/catalog/1.4.0/server/remoteEntry.js' })).statusCode).toBe(404);
      expect((await bff.inject({ url: '/remotes/catalog/1.4.0/a/../../x' })).statusCode).not.toBe(301);
    });
  });
});
