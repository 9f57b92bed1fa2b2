import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { openedSockets } from '@/testing/fake-socket';
import { renderRoute } from '@/testing/render-route';
import { signInAs } from '@/testing/render-app';

const SELLER = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';
const friend = (fdId: string, name: string) => ({
  fdId,
  name,
  image: null,
  lastMessageAt: '2024-03-05T09:00:00Z',
});
const message = (id: string, senderId: string, receverId: string, text: string) => ({
  _id: id,
  senderId,
  receverId,
  senderName: senderId === OTHER ? 'Basra Print' : 'Hawler Print House',
  message: text,
  status: 'unseen' as const,
  createdAt: '2024-03-05T09:07:03Z',
});

function answerChat() {
  return mockApi(async (url, request) => {
    if (url.pathname === '/api/chat/customer/add-customer-friend') {
      return {
        body: {
          messages: [message('m1', SELLER, 'c1', 'Welcome')],
          currentFd: friend(SELLER, 'Hawler Print House'),
          MyFriends: [friend(SELLER, 'Hawler Print House'), friend(OTHER, 'Basra Print')],
        },
      };
    }
    if (url.pathname === '/api/chat/customer/send-message-to-seller') {
      const body = (await request.json()) as { text: string };
      return { status: 201, body: { message: message('m2', 'c1', SELLER, body.text) } };
    }
    return undefined;
  });
}

describe('chat', () => {
  beforeEach(() => {
    signInAs('Hemin');
  });

  it('opens the seller, sends a message, and never sends an empty one', async () => {
    const fetchMock = answerChat();
    renderRoute(`/dashboard/chat/${SELLER}`);
    expect((await screen.findAllByTestId('chat-message')).map((item) => item.textContent)).toEqual([
      expect.stringContaining('Welcome'),
    ]);
    expect(screen.getAllByTestId('chat-seller')).toHaveLength(2);

    fireEvent.input(screen.getByTestId('chat-input'), { target: { value: '   ' } });
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('chat-input'));
    const sends = () =>
      fetchMock.mock.calls.filter(([request]) => request.url.endsWith('send-message-to-seller'));
    expect(sends()).toHaveLength(0);

    fireEvent.input(screen.getByTestId('chat-input'), { target: { value: 'Do you print A3?' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(await screen.findByText('Message Send Success')).toBeTruthy();
    expect(sends()).toHaveLength(1);
    expect(screen.getAllByTestId('chat-message').at(-1)!.textContent).toContain('Do you print A3?');
    expect((screen.getByTestId('chat-input') as HTMLInputElement).value).toBe('');
  });

  it('appends a message from the open seller and announces one from another', async () => {
    answerChat();
    renderRoute(`/dashboard/chat/${SELLER}`);
    await screen.findAllByTestId('chat-message');
    const socket = openedSockets.at(-1)!;
    expect(socket.token).not.toBeNull();

    act(() => socket.serverEmit('seller_message', message('m3', SELLER, 'c1', 'Yes, we do')));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(screen.queryByText('Hawler Print House Send A message')).toBeNull();

    act(() => socket.serverEmit('seller_message', message('m4', OTHER, 'c1', 'Hi')));
    expect(await screen.findByText('Basra Print Send A message')).toBeTruthy();
    expect(screen.getAllByTestId('chat-message')).toHaveLength(2);

    // A shop's message names it in the reading language, whatever the name it was written with.
    const named = {
      ...message('m5', OTHER, 'c1', 'Ready'),
      senderName: 'Basra Print (as written)',
      senderNames: { enName: 'Basra Print Co', kuName: 'چاپی بەسرە', arName: 'مطبعة البصرة' },
    };
    act(() => socket.serverEmit('seller_message', named));
    expect(await screen.findByText('Basra Print Co Send A message')).toBeTruthy();

    act(() => socket.serverEmit('activeSeller', [{ sellerId: OTHER, name: 'Basra Print' }]));
    const online = screen
      .getAllByTestId('chat-seller')
      .filter((row) => within(row).queryByTestId('chat-online-dot'));
    expect(online.map((row) => row.getAttribute('data-seller-id'))).toEqual([OTHER]);
  });
});
