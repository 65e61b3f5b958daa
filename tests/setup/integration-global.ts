import { ensureTemplates } from './db';

export default async function globalSetup() {
  await ensureTemplates();
}
