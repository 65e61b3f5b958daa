/**
 * Prints a scrypt hash for ADMIN_PASSWORD_HASH. The password is read from standard input so it stays out
 * of the shell history:  npx tsx scripts/hash-password.ts  (type it, then Enter).
 */
import { createInterface } from 'node:readline/promises';
import { hashPassword } from '../lib/auth/password';

async function main() {
  const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  const password = (await prompt.question('Password: ')).replace(/\r?\n$/, '');
  prompt.close();
  if (password.length < 6) {
    console.error('Password must be at least 6 characters');
    process.exit(1);
  }
  console.log(await hashPassword(password));
}

void main();
