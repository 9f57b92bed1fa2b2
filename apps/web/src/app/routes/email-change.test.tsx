import type { CustomerProfile } from '@chapkhana/shared/accounts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { signInAs } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';

const profile: CustomerProfile = {
  _id: 'c1',
  name: 'Aram',
  email: null,
  phone: '+9647501234567',
  userType: 'user',
  address: null,
  printHouseName: null,
  discount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The dashboard's API; `answerEmail` answers POST /api/customer/email, `requests` records bodies. */
function mockDashboardApi(
  answerEmail: () => { status?: number; body: unknown } = () => ({
    body: { message: 'Confirmation link sent to the new email' },
  }),
  email: string | null = null,
) {
  const requests: unknown[] = [];
  const fetchMock = mockApi(async (url, request) => {
    if (url.pathname === '/api/get-customer/c1') {
      return { body: { customerProfile: { ...profile, email } } };
    }
    if (url.pathname === '/api/customer/message-choices') {
      return { body: { choices: { whatsapp: true, sms: true } } };
    }
    if (url.pathname === '/api/customer/email') {
      requests.push(await request.json());
      return answerEmail();
    }
    return undefined;
  });
  return { fetchMock, requests };
}

function typeEmail(value: string) {
  fireEvent.input(screen.getByTestId('email-change-input'), { target: { value } });
  fireEvent.click(screen.getByTestId('email-change-submit'));
}

describe('the dashboard’s email (issue 37)', () => {
  it('says a phone-only customer has no email yet, and sends a link to the new one', async () => {
    signInAs('Aram');
    const { requests } = mockDashboardApi();
    renderRoute('/dashboard');
    expect((await screen.findByTestId('email-change-none')).textContent).toBe('No email yet');
    typeEmail('Aram@Example.com ');
    expect((await screen.findByTestId('email-change-sent')).getAttribute('role')).toBe('status');
    expect(screen.getByTestId('email-change-sent-to').textContent).toBe('aram@example.com');
    expect(screen.getByTestId('email-change-sent').textContent).toContain(
      'Open it on this phone to confirm.',
    );
    expect(requests).toEqual([{ email: 'aram@example.com', lng: 'en' }]);
    // The email stays as it is until the link is opened.
    expect(screen.getByTestId('email-change-none')).toBeTruthy();
    fireEvent.click(screen.getByTestId('email-change-another'));
    expect(await screen.findByTestId('email-change-input')).toBeTruthy();
  });

  it('shows the current email, isolated left-to-right', async () => {
    signInAs('Aram');
    mockDashboardApi(undefined, 'aram@example.com');
    renderRoute('/dashboard');
    const current = await screen.findByTestId('email-change-current');
    expect(current.textContent).toBe('aram@example.com');
    expect(current.getAttribute('dir')).toBe('ltr');
  });

  it('checks the address before asking the API', async () => {
    signInAs('Aram');
    const { requests } = mockDashboardApi();
    renderRoute('/dashboard');
    await screen.findByTestId('email-change-input');
    typeEmail('not an email');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('shows a refusal by its code’s message', async () => {
    signInAs('Aram');
    mockDashboardApi(() => ({ status: 429, body: apiError('link_daily_limit') }));
    renderRoute('/dashboard');
    await screen.findByTestId('email-change-input');
    typeEmail('reader@example.com');
    expect(
      await screen.findByText('Daily verification limit reached. Try again tomorrow.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('email-change-sent')).toBeNull();
  });
});

describe('/dashboard/email (the mailed link)', () => {
  it('confirms the link and shows the new email', async () => {
    signInAs('Aram');
    const bodies: unknown[] = [];
    mockApi(async (url, request) => {
      if (url.pathname !== '/api/customer/email/confirm') return undefined;
      bodies.push(await request.json());
      return { body: { email: 'new@example.com', message: 'Email changed' } };
    });
    renderRoute('/dashboard/email?token=abc');
    expect((await screen.findByTestId('email-change-confirmed-email')).textContent).toBe(
      'new@example.com',
    );
    expect(screen.getByTestId('email-change-confirmed').textContent).toBe(
      'Your email is now:new@example.com',
    );
    // Once, although strict mode mounts the page twice.
    await waitFor(() => expect(bodies).toEqual([{ token: 'abc' }]));
  });

  it('says when another account took the email meanwhile', async () => {
    signInAs('Aram');
    mockApi((url) =>
      url.pathname === '/api/customer/email/confirm'
        ? { status: 409, body: apiError('email_change_taken') }
        : undefined,
    );
    renderRoute('/dashboard/email?token=abc');
    expect((await screen.findByTestId('email-change-problem')).textContent).toContain(
      'This email now belongs to another account, so it was not added to yours.',
    );
  });

  it('asks for the mailed link when the address has none', async () => {
    signInAs('Aram');
    mockApi(() => undefined);
    renderRoute('/dashboard/email');
    expect((await screen.findByTestId('email-change-problem')).textContent).toContain(
      'This page needs the link from the email we sent you.',
    );
  });
});
