import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyIqdApi, useRate } from '@/features/catalogue/api/get-currency-iqd';
import { requestsOnThePage } from '@/testing/page-requests';
import { renderWithApp } from '@/testing/render-app';

/** Answers GET /api/get-currencyIQD with `rate`, counting the calls. */
function answerRate(rate: () => string) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ currencyIQD: rate() }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  requestsOnThePage();
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('useRate', () => {
  it('draws again when the rate changes, not when the same rate is read again', async () => {
    let current = '1310.0000';
    const fetchMock = answerRate(() => current);
    let renders = 0;
    function Price() {
      renders += 1;
      return <span>{useRate()}</span>;
    }
    const { store, findByText } = renderWithApp(<Price />, (s) =>
      s.dispatch(
        currencyIqdApi.util.upsertQueryEntries([
          { endpointName: 'getCurrencyIqd', arg: undefined, value: current },
        ]),
      ),
    );
    await findByText('1310.0000');
    const drawn = renders;

    // Read again (as the socket's connect does): fetching, then fetched with the same rate.
    const readAgain = () =>
      act(
        () =>
          void store.dispatch(
            currencyIqdApi.endpoints.getCurrencyIqd.initiate(undefined, { forceRefetch: true }),
          ),
      );
    readAgain();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(
        currencyIqdApi.endpoints.getCurrencyIqd.select(undefined)(store.getState()).status,
      ).toBe('fulfilled'),
    );
    expect(renders).toBe(drawn);

    current = '1320.0000';
    readAgain();
    await findByText('1320.0000');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
