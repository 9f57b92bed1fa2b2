import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema } from '@chapkhana/shared/fields';
import { PREVIEW_MAX_PAGES } from '@chapkhana/shared/print-rules';
import {
  artworkViewSchema,
  filePreviewSchema,
  printChoiceSchema,
  printJobResponseSchema,
  printJobsResponseSchema,
  proofChangesBodySchema,
  proofApprovalBodySchema,
} from '@chapkhana/shared/print';
import { errorResponses } from '../../lib/error-responses';
import { invalidInput } from '../../lib/http-errors';
import { sendPrivateFile } from '../../lib/private-files';
import { parseFormFields } from '../../lib/uploads';
import { fileViewerOf, signedInCustomer } from '../../plugins/auth';
import { announceJobChange } from './notify';
import {
  addLineArtwork,
  answerProof,
  artworkFileFor,
  customerJobs,
  jobOf,
  proofFileFor,
  removeArtwork,
  sweepExpiredArtwork,
  uploadArtwork,
} from './service';
import { filePreview, previewPage } from './previews';
import { customerUploadRoute, readPrintUpload } from './upload';
import { customerOwnOnly } from '../../plugins/console-access';

const errors = errorResponses(400, 401, 403, 404, 409);
const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 507);
const lineParamsSchema = z.object({ lineId: idSchema });
const previewErrors = errorResponses(404, 422, 503);
const pageParamsSchema = z.object({
  id: idSchema,
  page: z.coerce.number().int().min(1).max(PREVIEW_MAX_PAGES),
});

const artworkFormSchema = z.object({
  productId: idSchema,
  options: z.string({ error: 'is required' }),
});

/** The `options` form field: JSON of a PrintChoice. */
function choiceOf(text: string) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidInput('Invalid form: options must be JSON.', ['options']);
  }
  const parsed = printChoiceSchema.safeParse(value);
  if (!parsed.success) throw invalidInput('Invalid form: options are not valid.', ['options']);
  return parsed.data;
}

/** How often old unordered artwork is looked for (the query is cheap when there is none). */
const ARTWORK_SWEEP_EVERY_MS = 15 * 60 * 1000;

/** The customer's print routes and the private file downloads (docs/design.md §13, PRINT_ROUTES). */
export const printRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart (artwork files) is parsed in this plugin only; limits are per request.
  await app.register(fastifyMultipart);
  const db = () => app.database.db;
  // A customer's print work takes no stock and shows nowhere public: it invalidates nothing kept.
  const customerOnly = customerOwnOnly(app);
  const customerUpload = customerUploadRoute(app);

  // Artwork no order uses goes after UNORDERED_ARTWORK_KEEP_DAYS; any copy may sweep.
  const sweep = setInterval(() => {
    app
      .inFlight(sweepExpiredArtwork(db(), app.config.dataDir, app.clock.now()))
      .then((removed) => {
        if (removed > 0) app.log.info(`Removed ${removed} artwork files no order used in time.`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'sweeping old artwork failed'));
  }, ARTWORK_SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.post(
    '/home/print/artwork',
    {
      ...customerUpload,
      schema: {
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ artwork: artworkViewSchema }), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const customer = signedInCustomer(request);
      const { file, fields } = await readPrintUpload(request);
      const form = parseFormFields(artworkFormSchema, fields);
      const artwork = await uploadArtwork(db(), app.config.dataDir, {
        customerId: customer.id,
        productId: form.productId,
        choice: choiceOf(form.options),
        file,
        now: app.clock.now(),
      });
      return reply.status(201).send({ artwork });
    },
  );

  app.delete(
    '/home/print/artwork/:id',
    {
      ...customerOnly,
      schema: {
        params: idParamsSchema,
        response: { 200: z.object({ artworkId: idSchema }), ...errors },
      },
    },
    async (request) => {
      await removeArtwork(db(), app.config.dataDir, {
        customerId: signedInCustomer(request).id,
        artworkId: request.params.id,
      });
      return { artworkId: request.params.id };
    },
  );

  app.get(
    '/print/artwork/:id/file',
    { config: { access: 'public' }, schema: { params: idParamsSchema, response: errors } },
    async (request, reply) => {
      const artwork = await artworkFileFor(
        db(),
        request.params.id,
        await fileViewerOf(app, request, reply),
      );
      return sendPrivateFile(reply, app.config.dataDir, artwork);
    },
  );

  app.get(
    '/print/proofs/:id/file',
    { config: { access: 'public' }, schema: { params: idParamsSchema, response: errors } },
    async (request, reply) => {
      const proof = await proofFileFor(
        db(),
        request.params.id,
        await fileViewerOf(app, request, reply),
      );
      return sendPrivateFile(reply, app.config.dataDir, proof);
    },
  );

  // Page thumbnails, to whoever may fetch the file (a stranger's 404 as above).
  const previewed = async (
    kind: 'artwork' | 'proofs',
    id: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const viewer = await fileViewerOf(app, request, reply);
    if (kind === 'artwork') {
      const artwork = await artworkFileFor(db(), id, viewer);
      return { file: artwork, spec: artwork.checkedFor?.spec ?? null };
    }
    const proof = await proofFileFor(db(), id, viewer);
    return { file: proof, spec: proof.spec };
  };
  for (const kind of ['artwork', 'proofs'] as const) {
    app.get(
      `/print/${kind}/:id/preview`,
      {
        config: { access: 'public' },
        schema: { params: idParamsSchema, response: { 200: filePreviewSchema, ...previewErrors } },
      },
      async (request, reply) => {
        const { file, spec } = await previewed(kind, request.params.id, request, reply);
        reply.header('cache-control', 'private, no-store');
        return filePreview(app.config.dataDir, file, spec);
      },
    );
    app.get(
      `/print/${kind}/:id/preview/:page`,
      {
        config: { access: 'public' },
        schema: { params: pageParamsSchema, response: previewErrors },
      },
      async (request, reply) => {
        const { file, spec } = await previewed(kind, request.params.id, request, reply);
        const image = await previewPage(app.config.dataDir, file, spec, request.params.page);
        return (reply as FastifyReply)
          .header('content-type', 'image/webp')
          .header('cache-control', 'private, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .send(image);
      },
    );
  }

  app.get(
    '/home/print/orders/:orderId',
    {
      ...customerOnly,
      schema: {
        params: z.object({ orderId: idSchema }),
        response: { 200: printJobsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      jobs: await customerJobs(
        db(),
        signedInCustomer(request).id,
        request.params.orderId,
        app.clock.now(),
      ),
    }),
  );

  app.post(
    '/home/print/lines/:lineId/artwork',
    {
      ...customerUpload,
      schema: {
        consumes: ['multipart/form-data'],
        params: lineParamsSchema,
        response: { 200: printJobResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const customerId = signedInCustomer(request).id;
      const { file } = await readPrintUpload(request);
      const change = await addLineArtwork(db(), app.config.dataDir, {
        customerId,
        lineId: request.params.lineId,
        file,
        now: app.clock.now(),
      });
      await announceJobChange(app, change);
      return { job: await jobOf(db(), change.orderLineId, app.clock.now()) };
    },
  );

  app.post(
    '/home/print/lines/:lineId/approve',
    {
      ...customerOnly,
      schema: {
        params: lineParamsSchema,
        body: proofApprovalBodySchema,
        response: { 200: printJobResponseSchema, ...errors },
      },
    },
    async (request) => {
      const change = await answerProof(db(), {
        customerId: signedInCustomer(request).id,
        lineId: request.params.lineId,
        proofId: request.body.proofId,
        decision: 'approved',
        comment: '',
        now: app.clock.now(),
      });
      await announceJobChange(app, change);
      return { job: await jobOf(db(), change.orderLineId, app.clock.now()) };
    },
  );

  app.post(
    '/home/print/lines/:lineId/changes',
    {
      ...customerOnly,
      schema: {
        params: lineParamsSchema,
        body: proofChangesBodySchema,
        response: { 200: printJobResponseSchema, ...errors },
      },
    },
    async (request) => {
      const change = await answerProof(db(), {
        customerId: signedInCustomer(request).id,
        lineId: request.params.lineId,
        proofId: request.body.proofId,
        decision: 'changes_requested',
        comment: request.body.comment,
        now: app.clock.now(),
      });
      await announceJobChange(app, change);
      return { job: await jobOf(db(), change.orderLineId, app.clock.now()) };
    },
  );
};
