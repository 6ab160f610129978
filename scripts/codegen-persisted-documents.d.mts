import type { DocumentNode } from 'graphql';

/** Types for codegen.ts; the implementation and its reasons are in codegen-persisted-documents.mjs. */
export declare function persistedText(document: DocumentNode, options: { apollo: boolean }): string;
export declare function documentId(text: string): string;
export declare function apolloDocumentMeta(document: DocumentNode): { hash: string };
export declare function plainDocumentMeta(document: DocumentNode): { hash: string };
