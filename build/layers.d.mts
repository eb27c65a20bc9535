export declare const SRC_LAYERS: Record<string, string[]>;
export declare const SERVER_MAY_IMPORT: string[];
export declare const SHARED_WIDGET_FOLDER: string;
export declare function layerLintRules(): object[];
export interface ServerLayerRule {
  imports: string[];
  typesFrom?: string[];
  never?: string[];
}
export declare const SERVER_LAYERS: Record<string, ServerLayerRule>;
export declare const SERVER_TOP_FILES: Record<string, string[]>;
export declare function serverLayerOf(pathInServer: string): string | null;
