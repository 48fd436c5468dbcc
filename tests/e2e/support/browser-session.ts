// The setup every browser test file shares: one server and one Chromium page per describe block,
// the server's output and the page's state printed for a failed test, both closed at the end.
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startE2eServer, type E2eServer } from './server.ts';
import { failureEvidence } from './session.ts';

export interface BrowserSession {
  server: E2eServer;
  page: Page;
}

/**
 * Registers the hooks; `use` receives the session once it runs (before the block's own beforeAll
 * hooks, which run in the order they were registered). `env` goes to the server.
 */
export function browserSession(use: (session: BrowserSession) => void, env: Record<string, string> = {}): void {
  let server: E2eServer | undefined;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    server = await startE2eServer(env);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    use({ server, page });
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && page && server) console.log(await failureEvidence(page, server, context.task.name));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
