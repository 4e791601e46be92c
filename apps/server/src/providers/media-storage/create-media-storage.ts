import os from "node:os";
import path from "node:path";
import { type Env, IN_MEMORY } from "../../env";
import { localDiskStorage } from "./local-disk";
import { s3Storage } from "./s3";
import type { MediaStorage } from "./types";

/** An S3-compatible bucket when S3_BUCKET is set, otherwise DATA_DIR/media (a temp folder for an in-memory database). */
export function createMediaStorage(env: Env): MediaStorage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
    return s3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  const root = env.dataDir === IN_MEMORY ? path.join(os.tmpdir(), "sitelens-media") : env.dataDir;
  return localDiskStorage(path.join(root, "media"));
}
