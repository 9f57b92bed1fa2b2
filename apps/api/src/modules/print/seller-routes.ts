import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@chapkhana/shared/fields';
import { printJobResponseSchema, printJobsResponseSchema } from '@chapkhana/shared/print';
import { errorResponses } from '../../lib/error-responses';
import { parseFormFields } from '../../lib/uploads';
import { signedInSeller } from '../../plugins/auth';
import { sellerOnly } from '../../plugins/console-access';
import { announceJobChange } from './notify';
import { jobOf, sellerJobs, sellersPrintLine, uploadProof } from './service';
import { readPrintUpload } from './upload';

const errors = errorResponses(400, 401, 403, 404, 409);
const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 507);

const proofFormSchema = z.object({
  comment: z
    .string()
    .trim()
    .max(2000, { error: 'must be at most 2000 characters' })
    .optional()
    .default(''),
});

/** A seller's print jobs: the jobs of their own parts, and the proofs they send. */
export const sellerPrintRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/print/orders/:sellerOrderId',
    {
      ...sellerOnly(app, 'view'),
      schema: {
        params: z.object({ sellerOrderId: idSchema }),
        response: { 200: printJobsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      jobs: await sellerJobs(
        db(),
        signedInSeller(request).sellerId,
        request.params.sellerOrderId,
        app.clock.now(),
      ),
    }),
  );

  app.post(
    '/print/lines/:lineId/proofs',
    {
      ...sellerOnly(app, 'artwork'),
      schema: {
        consumes: ['multipart/form-data'],
        params: z.object({ lineId: idSchema }),
        response: { 200: printJobResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { sellerId, staff } = signedInSeller(request);
      // Another seller's line (or none) is refused before the file is read.
      await sellersPrintLine(db(), sellerId, request.params.lineId);
      const { file, fields } = await readPrintUpload(request);
      const form = parseFormFields(proofFormSchema, fields);
      const change = await uploadProof(db(), app.config.dataDir, {
        sellerId,
        staffUserId: staff.id,
        lineId: request.params.lineId,
        file,
        comment: form.comment,
        now: app.clock.now(),
      });
      await announceJobChange(app, change);
      return { job: await jobOf(db(), change.orderLineId, app.clock.now()) };
    },
  );
};
