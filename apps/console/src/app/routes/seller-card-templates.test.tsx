import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { CardTemplatesRoute } from '@/app/routes/seller-card-templates';
import { sampleTemplateProduct } from '@/features/card-templates/testing/sample-product';
import { renderWithProviders } from '@/testing/render';

const product = sampleTemplateProduct;

function serve({ templates = [] as unknown[], products = [product] as unknown[], fail = false }) {
  mockApi((url) => {
    if (fail) return { status: 500, body: apiError('server_error') };
    if (url.pathname === '/api/seller/card-templates') return { body: { templates } };
    if (url.pathname === '/api/seller/card-template-products') return { body: { products } };
    return undefined;
  });
}

beforeEach(() => window.localStorage.setItem('staffToken', 'tok'));

describe('the card templates list', () => {
  it('says what a template is for when there is none, with the way to make one', async () => {
    serve({});
    renderWithProviders(<CardTemplatesRoute />);
    expect((await screen.findByTestId('no-templates')).textContent).toMatch(/No templates yet/);
    expect(screen.getByTestId('new-template').getAttribute('href')).toBe(
      '/seller/card-templates/new',
    );
  });

  it('sends a shop without print products to make one first', async () => {
    serve({ products: [] });
    renderWithProviders(<CardTemplatesRoute />);
    expect(await screen.findByText(/Add one under Products first/)).toBeTruthy();
    expect(screen.queryByTestId('new-template')).toBeNull();
  });

  it('names each template in the reader’s language, with its product, size and sides', async () => {
    serve({
      templates: [
        {
          _id: '00000000-0000-4000-8000-0000000000b1',
          productId: product._id,
          name: { kr: 'ساکار', ar: 'بسيط', en: 'Plain' },
          published: false,
          updatedAt: '2026-11-30T10:00:00.000Z',
          template: {
            trim: { widthMm: 85, heightMm: 55 },
            bleedMm: 3,
            safeMm: 4,
            sides: [{ background: { kind: 'none' }, fields: [] }],
          },
        },
      ],
    });
    renderWithProviders(<CardTemplatesRoute />, { language: 'kr' });
    const item = (await screen.findByText('ساکار')).closest('li');
    expect(item?.textContent).toContain('کارتی بزنس');
    expect(item?.textContent).toContain('85 × 55 ملم');
    expect(item?.textContent).toContain('یەک ڕوو');
    expect(item?.textContent).toContain('ڕەشنووس');
  });

  it('says why the list could not be read, with a retry', async () => {
    serve({ fail: true });
    renderWithProviders(<CardTemplatesRoute />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
