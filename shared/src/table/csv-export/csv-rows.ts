const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts the rows of a CSV answer as its bytes arrive: line feeds outside double-quoted fields (a
 * quoted field may hold line breaks; a doubled quote inside one flips the state twice). The
 * header line ends with the first counted line feed and each row starts with one, so the count
 * is the rows after the header.
 */
export class CsvRowCounter {
  rows = 0;
  private quoted = false;

  add(chunk: Uint8Array): void {
    let { rows, quoted } = this;
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LINE_FEED && !quoted) rows += 1;
    }
    this.rows = rows;
    this.quoted = quoted;
  }
}
