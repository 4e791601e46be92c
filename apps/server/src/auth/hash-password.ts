import { type Algorithm, hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id; the package ships it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

// OWASP's argon2id minimum (19 MiB, 2 passes); ≈ 30 ms here, cheap enough for login bursts on 2 cores.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  return verify(stored, password);
}
