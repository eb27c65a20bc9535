/** The bytes of an import file as text: UTF-8 only (with or without a byte order mark). */
import { ImportFileError } from './importFileError';

export function decodeImportFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(
      'the file is not UTF-8 text: export it as UTF-8 (Excel: "CSV UTF-8"), not in the Windows Turkish code page',
    );
  }
}
