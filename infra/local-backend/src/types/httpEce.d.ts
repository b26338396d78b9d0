// http_ece (Encrypted Content-Encoding for HTTP, RFC 8188) ships no types. It comes with
// web-push, which encrypts with it; the reminder tests decrypt with it as a browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface EceParams {
    version: 'aes128gcm' | 'aesgcm';
    /** The receiver's key pair (aes128gcm reads the sender's public key from the header). */
    privateKey?: ECDH;
    /** The subscription's auth secret (a Buffer or base64url). */
    authSecret?: Buffer | string;
  }

  export function decrypt(buffer: Buffer, params: EceParams): Buffer;
  export function encrypt(buffer: Buffer, params: EceParams): Buffer;
}
