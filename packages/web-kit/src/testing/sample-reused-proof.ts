import type { ReusedProof } from '@chapkhana/shared/print';

/** A reordered job's proof: version 3, approved on an earlier order (both front ends' tests). */
export const sampleReusedProof: ReusedProof = {
  _id: 'proof-9',
  version: 3,
  fileName: 'card-v3.pdf',
  orderId: 'order-0',
  decidedAt: '2026-11-01T09:00:00.000Z',
};
