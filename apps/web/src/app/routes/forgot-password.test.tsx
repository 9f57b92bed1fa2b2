import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

/** POST /api/auth/password-email answered by `answer`; the bodies sent are kept. */
function mockPasswordEmail(
  answer: () => { status?: number; body: unknown } = () => ({ body: { message: 'sent' } }),
) {
  const requests: unknown[] = [];
  mockApi(async (url, request) => {
    if (url.pathname !== '/api/auth/password-email') return undefined;
    requests.push(await request.json());
    return answer();
  });
  return requests;
}

async function askByEmail(email: string) {
  renderRoute('/forgot-password');
  fireEvent.click(await screen.findByTestId('forgot-by-email'));
  fireEvent.input(await screen.findByTestId('password-email'), { target: { value: email } });
  fireEvent.click(screen.getByTestId('password-email-submit'));
}

describe('/forgot-password by email', () => {
  it('mails a link and says where it went', async () => {
    const requests = mockPasswordEmail();
    await askByEmail('Reader@Example.com');
    expect((await screen.findByTestId('password-email-sent')).textContent).toContain(
      'reader@example.com',
    );
    expect(requests).toEqual([{ email: 'reader@example.com', lng: 'en' }]);
  });

  it('checks the address before asking the API', async () => {
    const requests = mockPasswordEmail();
    await askByEmail('not an email');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('shows a refusal by its code’s message, and no "sent"', async () => {
    mockPasswordEmail(() => ({ status: 429, body: apiError('link_daily_limit') }));
    await askByEmail('reader@example.com');
    expect(
      await screen.findByText('Daily verification limit reached. Try again tomorrow.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('password-email-sent')).toBeNull();
  });
});
