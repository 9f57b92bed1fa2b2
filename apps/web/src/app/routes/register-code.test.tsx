import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

function ask(email: string) {
  fireEvent.input(screen.getByTestId('register-code-email'), { target: { value: email } });
  fireEvent.click(screen.getByTestId('register-code-submit'));
}

describe('/registerCode', () => {
  it('sends the link in the reading language and says to check the inbox', async () => {
    const fetchMock = mockApi(() => ({
      body: { message: 'Verification link sent to your email!' },
    }));
    renderRoute('/registerCode');
    await screen.findByTestId('register-code-email');
    ask('  Reader@Example.com ');
    expect((await screen.findByTestId('register-code-sent')).textContent).toContain(
      'reader@example.com',
    );
    expect(await screen.findByText('Verification link sent to your email!')).toBeTruthy();
    const [request] = fetchMock.mock.calls[0]!;
    expect(await request.json()).toEqual({ email: 'reader@example.com', lng: 'en' });
  });

  it('checks the email before asking the API', async () => {
    const fetchMock = mockApi(() => undefined);
    renderRoute('/registerCode');
    await screen.findByTestId('register-code-email');
    ask('not an email');
    expect((await screen.findByTestId('register-code-email-error')).textContent).toBe(
      'Enter a valid email address.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the 15-minute block with the minutes left once, under the field', async () => {
    mockApi(() => ({
      status: 429,
      body: apiError('link_resend_blocked', { count: 14 }),
    }));
    renderRoute('/registerCode');
    await screen.findByTestId('register-code-email');
    ask('reader@example.com');
    expect((await screen.findByTestId('register-code-error')).textContent).toBe(
      'Please wait 14 minutes before requesting another link.',
    );
    expect(
      screen.getAllByText('Please wait 14 minutes before requesting another link.'),
    ).toHaveLength(1);
    expect(screen.queryByTestId('register-code-sent')).toBeNull();
  });

  it('shows the daily limit translated', async () => {
    mockApi(() => ({
      status: 429,
      body: apiError('link_daily_limit'),
    }));
    renderRoute('/registerCode');
    await screen.findByTestId('register-code-email');
    ask('reader@example.com');
    expect((await screen.findByTestId('register-code-error')).textContent).toBe(
      'Daily verification limit reached. Try again tomorrow.',
    );
  });
});
