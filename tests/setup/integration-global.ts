import { ensureTemplate } from './db';

export default async function globalSetup() {
  await ensureTemplate();
}
