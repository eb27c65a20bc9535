/** A file the import cannot read at all (not UTF-8, no header, an unknown format or column): no report, one reason. */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
}
