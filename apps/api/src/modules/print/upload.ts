import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ARTWORK_UPLOAD_LIMIT, MAX_ARTWORK_BYTES } from '@chapkhana/shared/print-rules';
import { badRequest, httpError, HttpError, tooManyRequests } from '../../lib/http-errors';
import { signedInCustomer } from '../../plugins/auth';
import { customerOwnOnly } from '../../plugins/console-access';
import { safeFileName } from '../../lib/private-files';
import { isUnstorableText } from '../../lib/unstorable-text';
import type { UploadedFile } from './service';

const MEGABYTES = Math.round(MAX_ARTWORK_BYTES / (1024 * 1024));

/**
 * Reads a print upload: one file in the field `file` (at most MAX_ARTWORK_BYTES, read whole)
 * and a few short text fields. A larger file is 413 `artwork_too_large`, a missing one 400
 * `artwork_missing_file`; the file's own name is kept only once made safe.
 */
export async function readPrintUpload(
  request: FastifyRequest,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw httpError(415, 'multipart_required_in_field', { field: 'file' });
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    const parts: AsyncIterableIterator<Multipart> = request.parts({
      limits: { fileSize: MAX_ARTWORK_BYTES, files: 1, fields: 10, fieldSize: 4000, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') {
          file = { data, fileName: safeFileName(part.filename, 'artwork') };
        }
      } else if (typeof part.value === 'string') {
        if (isUnstorableText(part.value)) throw badRequest('unstorable_text', { part: 'form' });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file || file.data.length === 0) throw badRequest('artwork_missing_file');
  return { file, fields };
}

function uploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'artwork_too_large', { max: MEGABYTES }, { cause: error });
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'form_too_many_fields', undefined, { cause: error });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'multipart_required', undefined, { cause: error });
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new HttpError(400, 'form_unreadable', undefined, { cause: error });
    default:
      if (error instanceof Error && /multipart|boundary|terminated early/i.test(error.message)) {
        return new HttpError(400, 'form_unreadable', undefined, { cause: error });
      }
      return error;
  }
}

/**
 * What a customer's upload route declares: signed in, and each customer's uploads (artwork
 * before and after ordering, a designed card's logo) counted and limited, checked before the file
 * is read; a customer's files show nowhere public, so it invalidates nothing kept.
 */
export function customerUploadRoute(app: FastifyInstance) {
  const uploadLimit = app.createRateLimit({
    max: ARTWORK_UPLOAD_LIMIT.perCustomer,
    timeWindow: ARTWORK_UPLOAD_LIMIT.windowMs,
    keyGenerator: (request) => `artwork-upload:${signedInCustomer(request).id}`,
  });
  const { config, preHandler } = customerOwnOnly(app);
  return {
    config,
    preHandler: [
      preHandler,
      async (request: FastifyRequest) => {
        const result = await uploadLimit(request);
        if (!result.isAllowed && result.isExceeded) {
          throw tooManyRequests('too_many_uploads', {
            minutes: Math.max(1, Math.ceil(result.ttl / 60_000)),
          });
        }
      },
    ],
  };
}
