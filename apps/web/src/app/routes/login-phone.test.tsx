import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { customerToken } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';

const TOKEN = customerToken('Aram');
const PHONE = '+9647501234567';
const CODE = '482913';

/**
 * The phone-code API: `known` says whether the phone has an account; `whatsAppDown` makes a
 * WhatsApp send fail as a provider that is down does.
 */
function mockPhoneApi({ known, whatsAppDown = false }: { known: boolean; whatsAppDown?: boolean }) {
  return mockApi(async (url, request) => {
    const body = (await request.clone().json()) as Record<string, string>;
    if (url.pathname === '/api/auth/phone-code') {
      if (whatsAppDown && body.channel !== 'sms')
        return { status: 503, body: apiError('phone_code_not_sent') };
      return {
        body: {
          message: 'We sent you a code.',
          phone: PHONE,
          resendAfterSeconds: 30,
          expiresInSeconds: 300,
          channel: body.channel ?? 'whatsapp',
        },
      };
    }
    if (url.pathname === '/api/auth/phone-code/verify') {
      if (body.code !== CODE) return { status: 400, body: apiError('phone_code_wrong') };
      return {
        body: known
          ? { step: 'signed-in', token: TOKEN, message: 'Login Success' }
          : { step: 'register', ticket: 'ticket-1', phone: PHONE },
      };
    }
    if (url.pathname === '/api/auth/phone-register') {
      return { status: 201, body: { token: TOKEN, message: 'Register Success' } };
    }
    return undefined;
  });
}

async function sendCodeTo(phone: string) {
  fireEvent.input(await screen.findByTestId('phone-code-phone'), { target: { value: phone } });
  fireEvent.click(screen.getByTestId('phone-code-send'));
  await screen.findByTestId('phone-code-entry');
}

function enterCode(code: string) {
  fireEvent.input(screen.getByTestId('phone-code-code'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('phone-code-verify'));
}

const bodies = async (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  Promise.all(
    fetchMock.mock.calls
      .map(([request]) => request)
      .filter((request) => new URL(request.url).pathname === path)
      .map((request) => request.json()),
  );

describe('/login/phone', () => {
  it('sends the code, shows the phone left to right with the resend timer, and signs a known customer in', async () => {
    const fetchMock = mockPhoneApi({ known: true });
    const { router } = renderRoute('/login/phone');
    await sendCodeTo('٠٧٥٠ ١٢٣ ٤٥٦٧');
    const shown = screen.getByTestId('phone-code-sent-phone');
    expect(shown.textContent).toBe('0750 123 4567');
    expect(shown.getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('phone-code-timer').textContent).toMatch(/new code in\s*0:(30|29)/);
    expect((screen.getByTestId('phone-code-resend') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('phone-code-sms') as HTMLButtonElement).disabled).toBe(true);

    enterCode('000000');
    expect((await screen.findByTestId('phone-code-code-error')).textContent).toBe(
      'This code is not correct. Check it and try again.',
    );
    enterCode(' ٤٨٢٩١٣ ');
    await waitFor(() => expect(router.location().pathname).toBe('/'));
    expect(window.localStorage.getItem('customerToken')).toBe(TOKEN);
    expect(await bodies(fetchMock, '/api/auth/phone-code')).toEqual([
      { phone: PHONE, purpose: 'sign-in', channel: 'whatsapp', lng: 'en' },
    ]);
    expect((await bodies(fetchMock, '/api/auth/phone-code/verify')).at(-1)).toEqual({
      phone: PHONE,
      code: CODE,
      purpose: 'sign-in',
      lng: 'en',
    });
  });

  it('registers a new phone with a name only', async () => {
    const fetchMock = mockPhoneApi({ known: false });
    const { router } = renderRoute('/login/phone');
    await sendCodeTo('0750 123 4567');
    enterCode(CODE);
    await screen.findByTestId('phone-register-form');
    expect(screen.getByTestId('phone-register-phone').textContent).toBe('0750 123 4567');
    fireEvent.click(screen.getByTestId('phone-register-submit'));
    expect((await screen.findByTestId('phone-register-name-error')).textContent).toBe(
      'This field is required.',
    );
    fireEvent.input(screen.getByTestId('phone-register-name'), { target: { value: 'Dilan' } });
    fireEvent.click(screen.getByTestId('phone-register-submit'));
    await waitFor(() => expect(router.location().pathname).toBe('/'));
    expect(await bodies(fetchMock, '/api/auth/phone-register')).toEqual([
      { ticket: 'ticket-1', name: 'Dilan', userType: 'user', lng: 'en' },
    ]);
  });

  it('offers SMS when WhatsApp cannot send, and sends by SMS', async () => {
    const fetchMock = mockPhoneApi({ known: true, whatsAppDown: true });
    renderRoute('/login/phone');
    fireEvent.input(await screen.findByTestId('phone-code-phone'), {
      target: { value: '0750 123 4567' },
    });
    fireEvent.click(screen.getByTestId('phone-code-send'));
    expect((await screen.findByTestId('phone-code-error')).textContent).toContain(
      'Ask for it by SMS',
    );
    fireEvent.click(screen.getByTestId('phone-code-sms-offer'));
    expect((await screen.findByTestId('phone-code-sent')).textContent).toContain('by SMS');
    expect((await bodies(fetchMock, '/api/auth/phone-code')).map((b) => b.channel)).toEqual([
      'whatsapp',
      'sms',
    ]);
  });

  it('refuses a number that is not an Iraqi mobile before asking the API', async () => {
    const fetchMock = mockPhoneApi({ known: true });
    renderRoute('/login/phone');
    fireEvent.input(await screen.findByTestId('phone-code-phone'), {
      target: { value: '+1 202 555 0123' },
    });
    fireEvent.click(screen.getByTestId('phone-code-send'));
    await screen.findByTestId('phone-code-phone-error');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
