import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { isSafeKey, type Storage } from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle?: boolean;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2 …), through the official AWS SDK, for several servers sharing
 * files. The SDK is imported on first use only, so a server on the default local storage never loads it.
 */
export function createS3Storage(options: S3Options): Storage {
  let loaded: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
        // Plain bodies (no aws-chunked trailers), which every S3-compatible store accepts.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
      }),
    }));
    return loaded;
  };
  return {
    async putFile(key, path, { contentType, size }) {
      if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: createReadStream(path),
          ContentType: contentType,
          ContentLength: size,
        }),
      );
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async check() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket: options.bucket }));
    },
  };
}
