// Types of compile-catalogs.mjs (plain JavaScript so wrangler's build command runs on any Node).
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

type Language = 'en' | 'de' | 'fr';
/** 0: the message is its id; a string: plain text; else lingui's compiled tokens. */
export type PackedMessage = 0 | string | CompiledMessage;

export declare const LOCALES_DIR: string;
export declare const GENERATED_MODULE: string;
export declare function compileCatalogs(root?: string): { ids: string[]; catalogs: Record<Language, Record<string, CompiledMessage>> };
export declare function packCatalogs(root?: string): {
  ids: string[];
  packed: Record<Language, PackedMessage[]>;
  fingerprints: Record<Language, string>;
};
export declare function fingerprint(text: string): string;
export declare function catalogsModuleSource(root?: string): string;
export declare function writeCatalogsModule(root?: string): void;
