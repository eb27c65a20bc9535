/** The part of pngjs 7 the seed uses (the package ships no types). */
declare module 'pngjs' {
  export interface PNGOptions {
    width: number;
    height: number;
  }
  export class PNG {
    constructor(options: PNGOptions);
    width: number;
    height: number;
    data: Buffer;
    static sync: {
      write(
        png: PNG,
        options?: { colorType?: 0 | 2 | 4 | 6; filterType?: number; deflateLevel?: number },
      ): Buffer;
      read(buffer: Buffer): PNG;
    };
  }
}
