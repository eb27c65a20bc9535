export declare const SRC_LAYERS: Record<string, string[]>;
export declare const SERVER_MAY_IMPORT: string[];
export declare const SHARED_WIDGET_FOLDER: string;
export declare function layerLintRules(): object[];
