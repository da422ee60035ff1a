import { CSV_EXPORT_REQUEST } from '@opsdeck/contracts';

/**
 * The file an export writes, as its bytes arrive: loose chunks are folded into Blobs every few MiB
 * (the browser keeps Blob data out of the script's heap), so a long export never holds its rows.
 */
export class CsvFileParts {
  bytes = 0;
  private folded: Blob[] = [];
  private loose: Uint8Array[] = [];
  private looseBytes = 0;
  private encoder: TextEncoder | undefined;

  add(chunk: Uint8Array): void {
    this.loose.push(chunk);
    this.looseBytes += chunk.byteLength;
    this.bytes += chunk.byteLength;
    if (this.looseBytes >= CSV_EXPORT_REQUEST.foldBytes) {
      this.folded.push(new Blob(this.loose as BlobPart[]));
      this.loose = [];
      this.looseBytes = 0;
    }
  }

  addText(text: string): void {
    this.encoder ??= new TextEncoder();
    this.add(this.encoder.encode(text));
  }

  toBlob(): Blob {
    return new Blob([...this.folded, ...this.loose] as BlobPart[], { type: 'text/csv;charset=utf-8' });
  }
}
