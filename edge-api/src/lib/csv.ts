// CSV for spreadsheet exports (RFC 4180), safe to open in a spreadsheet: a cell that starts like a formula
// (= + - @, tab or CR) gets a leading apostrophe so it is shown as text, never evaluated.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRow = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;
