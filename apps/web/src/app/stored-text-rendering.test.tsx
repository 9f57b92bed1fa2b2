import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagePane } from '@/features/chat/components/message-pane';
import { ReviewItem } from '@/features/reviews/components/review-item';
import { renderWithApp } from '@/testing/render-app';

const MARKUP = '<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>';

describe('stored customer text', () => {
  it('shows markup in a review and a reviewer’s name as text, never as elements', () => {
    const { container } = renderWithApp(
      <ul>
        <ReviewItem
          review={{
            _id: 'r1',
            productId: 'p1',
            name: '<script>alert(3)</script>',
            rating: 4,
            review: MARKUP,
            verifiedPurchase: false,
            date: '2026-03-01T09:00:00.000Z',
            createdAt: '2026-03-01T09:00:00.000Z',
          }}
        />
      </ul>,
    );
    expect(screen.getByTestId('review-body').textContent).toBe(MARKUP);
    expect(screen.getByTestId('review-name').textContent).toBe('<script>alert(3)</script>');
    expect(container.querySelector('img, script, b')).toBeNull();
  });

  it('shows markup in a chat message as text, never as elements', () => {
    const { container } = renderWithApp(
      <MessagePane
        customerId="c1"
        sellerName="<b>Shop</b>"
        messages={[
          {
            _id: 'm1',
            senderId: 's1',
            receverId: 'c1',
            senderName: '<b>Shop</b>',
            message: MARKUP,
            status: 'unseen',
            createdAt: '2026-03-01T09:00:00.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByTestId('chat-message').textContent).toContain(MARKUP);
    expect(container.querySelector('img, script, b')).toBeNull();
  });
});
