import type { FastifyError, FastifyRequest } from 'fastify';
import { AppError, validationError } from './errors.js';
import { NUL_MESSAGE } from './nul-refusal.js';

export type MultipartForm = {
  /** The first non-empty file of each field, in the order they came. */
  files: Map<string, Buffer>;
  /** The first value of each text field. */
  fields: Map<string, string>;
};

const MALFORMED_MESSAGE = 'The upload could not be read: the form data is malformed.';
const FIELD_TOO_LONG_MESSAGE = 'This field is too long.';

/**
 * Reads a multipart/form-data body whole: every upload route goes through here, so each refuses
 * a bad form alike. A file over the size limit is 413 FILE_TOO_LARGE; a malformed body (no or
 * wrong boundary, cut short, bad part headers) and a NUL in a text field are 400s. A request
 * that is not multipart reads as an empty form: the route says what is missing.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  const form: MultipartForm = { files: new Map(), fields: new Map() };
  if (!request.isMultipart()) return form;
  // The first refusal is kept while the rest of the body is still read (and dropped), so the
  // client gets its answer on a connection that stays usable.
  let refusal: AppError | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Every file part is read to the end, kept or not: the parser waits for it.
        const data = await part.toBuffer();
        // The plugin cuts a file at the limit. Its own error comes only with a chunk after the
        // cut, which never arrives when the cut falls at the end of one: check the flag itself.
        if (part.file.truncated) refusal ??= new AppError('FILE_TOO_LARGE');
        else if (data.length > 0 && !form.files.has(part.fieldname)) {
          form.files.set(part.fieldname, data);
        }
      } else {
        const value = String(part.value ?? '');
        if (value.includes('\u0000')) refusal ??= validationError(NUL_MESSAGE, part.fieldname);
        else if (part.valueTruncated) {
          refusal ??= validationError(FIELD_TOO_LONG_MESSAGE, part.fieldname);
        } else if (!form.fields.has(part.fieldname)) form.fields.set(part.fieldname, value);
      }
    }
  } catch (error) {
    throw refusal ?? asUploadError(error);
  }
  if (refusal) throw refusal;
  return form;
}

function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as Partial<FastifyError>;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('FILE_TOO_LARGE');
  // The plugin's other refusals (too many parts, a prototype key...) carry their own 4xx.
  if (statusCode && statusCode >= 400 && statusCode < 500) return error;
  // The parser's complaints have no status: the body is not a well-formed form.
  return validationError(MALFORMED_MESSAGE);
}
