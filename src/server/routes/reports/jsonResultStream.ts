import { Readable } from 'node:stream';

/**
 * A JSON reply `{ ...head, dataRes: { result: [rows…] } }` written as a stream, one piece per chunk of rows as the chunks arrive,
 * so a large export is never held as one string nor serialised in one go. `head` holds plain JSON values;
 * rows are written with JSON.stringify (undefined fields are left out, as the reply serializer does).
 */
export function jsonResultStream(head: Record<string, unknown>, chunks: AsyncIterable<readonly unknown[]>): Readable {
  async function* pieces(): AsyncGenerator<string> {
    const open = JSON.stringify(head).slice(0, -1);
    yield `${open}${open === '{' ? '' : ','}"dataRes":{"result":[`;
    let first = true;
    for await (const rows of chunks) {
      if (rows.length === 0) continue;
      yield `${first ? '' : ','}${rows.map((row) => JSON.stringify(row)).join(',')}`;
      first = false;
    }
    yield ']}}';
  }
  return Readable.from(pieces(), { objectMode: false });
}
