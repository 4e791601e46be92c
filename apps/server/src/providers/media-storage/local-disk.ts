import fs from "node:fs/promises";
import path from "node:path";
import { MEDIA_KEY, type MediaStorage } from "./types";

/** Images as files under a folder (DATA_DIR/media), written atomically via a temporary name. */
export function localDiskStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    if (!MEDIA_KEY.test(key) || key.includes("..")) throw new Error(`invalid media key ${key}`);
    return path.join(root, key);
  };
  return {
    kind: "disk",
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}
