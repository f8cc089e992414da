// How the fake writes down each request it gets, for tests to compare with docs/spec.md section 7.
import { createHash } from 'node:crypto';
import { readFormBody, type FakeRequest } from './http';

export type RecordedBody =
  | null
  | { json: unknown }
  | { form: { fields: Record<string, string>; files: Record<string, RecordedFile> } }
  | { text: string };
export type RecordedFile = { name: string; type: string; size: number; sha256: string };
export type RecordedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: RecordedBody;
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function recordBody(request: FakeRequest): Promise<RecordedBody> {
  if (request.raw.length === 0) return null;
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) {
    try {
      return { json: JSON.parse(request.raw.toString('utf8')) };
    } catch {
      return { text: request.raw.toString('utf8') };
    }
  }
  if (type.startsWith('multipart/form-data')) {
    const form = await readFormBody(request).catch(() => null);
    if (!form) return { text: request.raw.toString('latin1') };
    const fields: Record<string, string> = {};
    const files: Record<string, RecordedFile> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else {
        const bytes = Buffer.from(await value.arrayBuffer());
        files[name] = {
          name: value.name,
          type: value.type,
          size: bytes.length,
          sha256: sha256(bytes),
        };
      }
    }
    return { form: { fields, files } };
  }
  return { text: request.raw.toString('utf8') };
}
