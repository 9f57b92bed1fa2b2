import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { ReviewsSummary } from '@/features/reviews/components/reviews-summary';
import { renderWithApp } from '@/testing/render-app';

describe('review form', () => {
  it('needs a star and a text before it sends anything', async () => {
    const onSubmit = vi.fn(async () => true);
    renderWithApp(<ReviewForm onSubmit={onSubmit} isSubmitting={false} />);
    fireEvent.click(screen.getByTestId('review-submit'));
    expect(screen.getByTestId('review-rating-error').textContent).toBe(
      'Please choose a rating from 1 to 5 stars.',
    );
    expect(screen.getByTestId('review-text-error').textContent).toBe('Please write your review.');

    fireEvent.click(screen.getByTestId('review-star-4'));
    fireEvent.input(screen.getByTestId('review-text'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('review-submit'));
    expect(screen.queryByTestId('review-rating-error')).toBeNull();
    expect(screen.getByTestId('review-text-error')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the stars and the trimmed text, then empties the form', async () => {
    const onSubmit = vi.fn(async () => true);
    renderWithApp(<ReviewForm onSubmit={onSubmit} isSubmitting={false} />);
    fireEvent.click(screen.getByTestId('review-star-5'));
    fireEvent.click(screen.getByTestId('review-star-3'));
    expect(screen.getByTestId('review-star-3').getAttribute('aria-checked')).toBe('true');
    fireEvent.input(screen.getByTestId('review-text'), { target: { value: '  Sharp colours ' } });
    fireEvent.click(screen.getByTestId('review-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ rating: 3, review: 'Sharp colours' }),
    );
    await waitFor(() =>
      expect((screen.getByTestId('review-text') as HTMLTextAreaElement).value).toBe(''),
    );
    expect(screen.getByTestId('review-star-3').getAttribute('aria-checked')).toBe('false');
  });

  it('keeps what was typed when the server refuses it', async () => {
    const onSubmit = vi.fn(async () => false);
    renderWithApp(<ReviewForm onSubmit={onSubmit} isSubmitting={false} />);
    fireEvent.click(screen.getByTestId('review-star-2'));
    fireEvent.input(screen.getByTestId('review-text'), { target: { value: 'Late' } });
    fireEvent.click(screen.getByTestId('review-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((screen.getByTestId('review-text') as HTMLTextAreaElement).value).toBe('Late');
  });
});

describe('reviews summary', () => {
  it('shows the average, the total and a bar per star from 5 down to 1', () => {
    renderWithApp(
      <ReviewsSummary
        rating={4.3}
        totalReview={4}
        ratingReview={[
          { rating: 5, sum: 2 },
          { rating: 4, sum: 1 },
          { rating: 3, sum: 1 },
          { rating: 2, sum: 0 },
          { rating: 1, sum: 0 },
        ]}
      />,
    );
    expect(screen.getByTestId('reviews-average').textContent).toBe('4.3');
    expect(screen.getByTestId('reviews-total').textContent).toBe('Reviews: 4');
    const bars = screen.getAllByRole('meter');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual([
      '50',
      '25',
      '25',
      '0',
      '0',
    ]);
    expect(screen.getByTestId('reviews-bar-fill-5').style.inlineSize).toBe('50%');
    expect(screen.getByTestId('reviews-bar-1').getAttribute('data-sum')).toBe('0');
  });

  it('draws empty bars when nobody has reviewed yet', () => {
    renderWithApp(
      <ReviewsSummary
        rating={0}
        totalReview={0}
        ratingReview={[5, 4, 3, 2, 1].map((rating) => ({ rating, sum: 0 }))}
      />,
    );
    expect(screen.getByTestId('reviews-average').textContent).toBe('0.0');
    expect(
      screen.getAllByRole('meter').every((bar) => bar.getAttribute('aria-valuenow') === '0'),
    ).toBe(true);
  });
});
