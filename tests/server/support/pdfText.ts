import { spawn } from 'node:child_process';

/**
 * The text of a PDF as poppler's `pdftotext` reads it, in reading order or (layout) as laid out on the page (the bytes go in on stdin, the text comes back on stdout).
 * Tests use it to check what a document says, not only that it is a PDF. Needs poppler-utils (`apt-get install poppler-utils`):
 * without it the call fails with a message saying so instead of passing or failing on something else.
 */
export function pdfText(bytes: Buffer, layout = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', '-', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT'
        ? new Error('pdfText: the pdftotext command was not found. Install poppler-utils (Debian/Ubuntu: apt-get install poppler-utils) to run the document text tests.')
        : new Error(`pdfText: could not run pdftotext: ${error.message}`));
    });
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`pdfText: pdftotext exited with code ${code}: ${Buffer.concat(err).toString('utf8').trim()}`));
    });
    // A reader that exits early (broken PDF) closes stdin; the error is reported by the exit code above.
    child.stdin.on('error', () => undefined);
    child.stdin.end(bytes);
  });
}
