import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: ~19 MiB, 2 passes.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Makes the dummy hash (once per process) so the first unknown username costs no extra hash. */
export function prepareBurnPasswordCheck(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}

/**
 * An argon2 verify of the same cost as a real one (same default parameters) against a dummy
 * hash, so an unknown username is not revealed by timing. Always false.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  await verifyPassword(await prepareBurnPasswordCheck(), password);
  return false;
}
