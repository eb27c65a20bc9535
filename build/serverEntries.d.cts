export declare const SERVER_ENTRIES: Record<string, string>;
export declare const OUT_DIR: string;
