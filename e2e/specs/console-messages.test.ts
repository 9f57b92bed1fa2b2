import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchBrowser, openContext, type Language } from '../support/browser';
import { capture, SIZES } from '../support/screens';
import { startShop, type RunningShop } from '../support/server';
import { ownNetwork } from '../support/customers';
import { consoleText } from '../support/translations';

// Issue 37: the console's outbox of WhatsApp and SMS messages, on a shop of its own that sends
// through the look-alike Graph API and OTPIQ (MESSAGES_LOOKALIKE), so the rows carry real
// delivery states: read, failed with WhatsApp's reason and sent again by SMS, still sent.

const ADMIN = { login: 'admin@chapkhana.example', password: 'chapkhana-demo' };
const SELLER = { login: 'erbil@chapkhana.example', password: 'chapkhana-demo' };

let shop: RunningShop;
let browser: Browser;
const tokens: Record<string, string> = {};

interface OutboxRow {
  phone: string;
  channel: string;
  state: string;
}

async function signIn(who: { login: string; password: string }): Promise<string> {
  const response = await fetch(`${shop.baseUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function outbox(): Promise<OutboxRow[]> {
  const response = await fetch(`${shop.baseUrl}/api/admin/messages?perPage=50`, {
    headers: { Authorization: `Bearer ${tokens.admin}` },
  });
  return ((await response.json()) as { items: OutboxRow[] }).items;
}

/** A sign-in code to `phone`, asked for from a network of its own (the per-network limit). */
async function askCode(phone: string, network: string) {
  const response = await fetch(`${shop.baseUrl}/api/auth/phone-code`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': network },
    body: JSON.stringify({ phone, purpose: 'sign-in' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([
    startShop({ MESSAGES_LOOKALIKE: 'true', MESSAGES_DELIVERY_WAIT_MS: '600000' }),
    launchBrowser(),
  ]);
  tokens.admin = await signIn(ADMIN);
  tokens.seller = await signIn(SELLER);
  await askCode('0770 123 4567', ownNetwork());
  await askCode('0750 222 0001', ownNetwork());
  await askCode('0780 333 0003', ownNetwork());
  // Read; failed at once (131026) and delivered by SMS; accepted and never heard of.
  await vi.waitFor(
    async () =>
      expect(
        (await outbox()).map((row) => `${row.phone} ${row.channel} ${row.state}`).sort(),
      ).toEqual(
        [
          '+9647502220001 sms delivered',
          '+9647502220001 whatsapp failed',
          '+9647701234567 whatsapp read',
          '+9647803330003 whatsapp sent',
        ].sort(),
      ),
    { timeout: 120_000, interval: 200 },
  );
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function openOutbox(
  side: 'admin' | 'seller',
  language: Language,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await openContext(browser, { language, viewport, baseUrl: shop.baseUrl });
  await context.addInitScript((token) => localStorage.setItem('staffToken', token), tokens[side]!);
  const page = await context.newPage();
  await page.goto(`/console/${side}/messages`);
  return page;
}

describe('the console outbox', () => {
  it('shows the admin every message with its channel, state and failure reason, filtered by state', async () => {
    const page = await openOutbox('admin', 'kr', SIZES[1][1]);
    try {
      const rows = page.locator('[data-testid^="outbox-"]:not([data-testid="outbox-empty"])');
      await expect.poll(() => rows.count()).toBe(4);
      const failed = rows.filter({ hasText: '131026' });
      await expect.poll(() => failed.count()).toBe(1);
      expect(await failed.innerText()).toContain(consoleText('kr', 'messages.state.failed'));
      expect(await failed.innerText()).toContain('0750 222 0001');
      const fallback = rows.filter({ hasText: consoleText('kr', 'messages.fallback') });
      expect(await fallback.innerText()).toContain(consoleText('kr', 'messages.state.delivered'));
      await page.getByLabel(consoleText('kr', 'messages.stateFilter')).selectOption('failed');
      await expect.poll(() => rows.count()).toBe(1);
      await page.getByLabel(consoleText('kr', 'messages.stateFilter')).selectOption('');
      await expect.poll(() => rows.count()).toBe(4);
    } finally {
      await page.context().close();
    }
  });

  it('is drawn in Kurdish, Arabic and English on a phone and a desktop', async () => {
    for (const language of ['kr', 'ar', 'en'] as const) {
      for (const [size, viewport] of SIZES) {
        const admin = await openOutbox('admin', language, viewport);
        try {
          await admin.getByText('131026', { exact: false }).first().waitFor();
          await capture(admin, 'messages', 'admin-outbox', language, size);
        } finally {
          await admin.context().close();
        }
        // A seller's own outbox: no message was about this seller.
        const seller = await openOutbox('seller', language, viewport);
        try {
          await seller.getByTestId('outbox-empty').waitFor();
          expect(await seller.getByTestId('outbox-empty').innerText()).toBe(
            consoleText(language, 'messages.none'),
          );
          await capture(seller, 'messages', 'seller-outbox', language, size);
        } finally {
          await seller.context().close();
        }
      }
    }
    // Twelve pages on a shared two-core machine.
  }, 300_000);
});
