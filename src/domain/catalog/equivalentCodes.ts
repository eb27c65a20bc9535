/** The product's equivalentCode field ('Muadil Kodlar') as a list: comma or semicolon separated, blanks dropped, no repeats. */
export function equivalentCodes(field: string | null | undefined): string[] {
  const codes = (field ?? '')
    .split(/[,;]/)
    .map((code) => code.trim())
    .filter((code) => code !== '');
  return [...new Set(codes)];
}
