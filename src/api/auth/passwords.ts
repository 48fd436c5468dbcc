// Passwords are hashed with argon2id (the library's default algorithm).
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

// Verifying against a fixed hash when the user is unknown keeps the response time the same,
// so timing does not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('herdenblick-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
