import type {
  ArtworkView,
  ChosenOption,
  PrintJob,
  ProductPrint,
  ProofView,
} from '@chapkhana/shared/print';

/**
 * Business cards printed to order: paper (350 g as is, 400 g × 1.25), turnaround (rush adds
 * 10 USD once), three tiers from 100 pieces, 85 × 55 mm with 3 mm bleed, two sides.
 */
export function samplePrint(overrides: Partial<ProductPrint> = {}): ProductPrint {
  return {
    options: [
      {
        id: 'paper',
        kind: 'paper',
        enName: 'Paper',
        kuName: 'کاغەز',
        arName: 'الورق',
        values: [
          {
            id: 'silk-350',
            enName: '350 g silk',
            kuName: 'سیلکی ٣٥٠ گرام',
            arName: 'حرير 350 غ',
            effect: { kind: 'per_unit', amount: '0' },
          },
          {
            id: 'silk-400',
            enName: '400 g silk',
            kuName: 'سیلکی ٤٠٠ گرام',
            arName: 'حرير 400 غ',
            effect: { kind: 'multiply', amount: '1.25' },
          },
        ],
      },
      {
        id: 'turnaround',
        kind: 'turnaround',
        enName: 'Turnaround',
        kuName: 'ماوەی ئامادەکردن',
        arName: 'مدة التنفيذ',
        values: [
          {
            id: 'standard',
            enName: 'Standard',
            kuName: 'ئاسایی',
            arName: 'عادي',
            effect: { kind: 'per_job', amount: '0' },
          },
          {
            id: 'rush',
            enName: 'Rush',
            kuName: 'خێرا',
            arName: 'مستعجل',
            effect: { kind: 'per_job', amount: '10' },
          },
        ],
      },
    ],
    tiers: [
      { minQuantity: 100, unitPrice: '0.10' },
      { minQuantity: 250, unitPrice: '0.08' },
      { minQuantity: 500, unitPrice: '0.06' },
    ],
    artwork: { required: false, trim: { widthMm: 85, heightMm: 55 }, bleedMm: 3, sides: 2 },
    ...overrides,
  };
}

/** An accepted design file with one warning. */
export function sampleArtwork(id: string, overrides: Partial<ArtworkView> = {}): ArtworkView {
  return {
    _id: id,
    fileName: `card-${id}.pdf`,
    mimeType: 'application/pdf',
    bytes: 120_000,
    pages: 2,
    findings: [
      { code: 'colour_rgb', severity: 'warning', params: {} },
      { code: 'page_size_ok', severity: 'info', params: { widthMm: 91, heightMm: 61 } },
    ],
    // Checked for samplePrint's artwork: 85 × 55 mm, 3 mm bleed, two sides.
    checkedFor: { spec: { trim: { widthMm: 85, heightMm: 55 }, bleedMm: 3, sides: 2 } },
    approvedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The chosen options of a print line: 400 g silk, rush. */
export const sampleChosenOptions: ChosenOption[] = [
  {
    groupId: 'paper',
    group: { enName: 'Paper', kuName: 'کاغەز', arName: 'الورق' },
    valueId: 'silk-400',
    value: { enName: '400 g silk', kuName: 'سیلکی ٤٠٠ گرام', arName: 'حرير 400 غ' },
    effect: { kind: 'multiply', amount: '1.25' },
  },
  {
    groupId: 'turnaround',
    group: { enName: 'Turnaround', kuName: 'ماوەی ئامادەکردن', arName: 'مدة التنفيذ' },
    valueId: 'rush',
    value: { enName: 'Rush', kuName: 'خێرا', arName: 'مستعجل' },
    effect: { kind: 'per_job', amount: '10' },
  },
];

export function sampleProof(
  id: string,
  version: number,
  overrides: Partial<ProofView> = {},
): ProofView {
  return {
    _id: id,
    version,
    fileName: `proof-v${version}.pdf`,
    mimeType: 'application/pdf',
    status: 'pending',
    createdAt: '2026-11-21T09:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** An ordered print line waiting for the customer's answer on its second proof. */
export function samplePrintJob(overrides: Partial<PrintJob> = {}): PrintJob {
  return {
    orderLineId: 'line-1',
    orderId: 'order-1',
    sellerOrderId: 'seller-order-1',
    product: {
      _id: 'product-1',
      slug: 'matte-card-1',
      enName: 'Business cards',
      kuName: 'کارتی بازرگانی',
      arName: 'بطاقات عمل',
    },
    quantity: 250,
    options: sampleChosenOptions,
    needsArtwork: true,
    spec: { trim: { widthMm: 85, heightMm: 55 }, bleedMm: 3, sides: 2 },
    dueDate: null,
    promisedReadyDate: null,
    promisedDoorDate: null,
    startedAt: null,
    late: false,
    expectedReadyDate: null,
    redatings: [],
    state: 'awaiting_approval',
    artwork: [sampleArtwork('art-1')],
    proofs: [sampleProof('proof-1', 1, { status: 'superseded' }), sampleProof('proof-2', 2)],
    messages: [
      {
        _id: 'm1',
        author: 'customer',
        kind: 'artwork_added',
        body: '',
        proofId: null,
        artworkId: 'art-1',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
      {
        _id: 'm2',
        author: 'seller',
        kind: 'proof_uploaded',
        body: 'Please check the <b>logo</b>',
        proofId: 'proof-2',
        artworkId: null,
        createdAt: '2026-11-21T09:00:00.000Z',
      },
    ],
    reusedProof: null,
    approvedInDesigner: false,
    ...overrides,
  };
}
