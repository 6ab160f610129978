import type { CodegenConfig } from '@graphql-codegen/cli';
import { apolloDocumentMeta, plainDocumentMeta } from './scripts/codegen-persisted-documents.mjs';

// Typed resolvers for the BFF and typed documents for the client, from the same SDL.
// The output is committed; `npm test` runs `graphql-codegen --check` so it never goes stale.
const clientDocuments = ['client/src/**/*.{ts,tsx}', '!client/src/__generated__/**', '!client/src/features/owner/__generated__/**'];
// The owner area has its own output (below): its operations are plain strings sent with fetch, no Apollo.
const ownerDocuments = ['client/src/features/owner/**/*.{ts,tsx}', '!client/src/features/owner/__generated__/**'];
// Trusted documents (docs/decisions/016): each operation's id, the SHA-256 of the text the BFF runs for it, is embedded in
// its generated document as `__meta__.hash` (the client sends the id, not the text), and the manifest of every id and
// its text is written for the BFF; one function makes both (scripts/codegen-persisted-documents.mjs).
const persistedDocuments = { plugins: ['./scripts/codegen-persisted-documents.mjs'], plainDocuments: ['client/src/features/owner/'] };

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  overwrite: true,
  ignoreNoDocuments: true,
  generates: {
    'bff/src/graphql/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../../context.js#GraphQLContext',
        useIndexSignature: true,
        enumsAsTypes: true,
        useTypeImports: true,
        mappers: {
          Viewer: '../../domain/customer.js#ViewerModel',
          Membership: '../../domain/membership.js#MembershipModel',
          Claim: '../../domain/decisions.js#ClaimModel',
          PointsRequest: '../../domain/decisions.js#PointsRequestModel',
          HistoryItem: '../../domain/membership.js#HistoryItemModel',
          HistoryPage: '../../domain/membership.js#HistoryPageModel',
          StaffQueue: '../../domain/staff.js#StaffQueueModel',
          StaffClaim: '../../domain/staff.js#StaffClaimModel',
          StaffPointsRequest: '../../domain/staff.js#StaffPointsRequestModel',
          OwnerRestaurant: '../../domain/owner.js#OwnerRestaurantModel',
          RestaurantDashboard: '../../domain/owner.js#RestaurantDashboardModel',
          ActivityPage: '../../domain/owner.js#ActivityPageModel',
        },
      },
    },
    'client/src/__generated__/': {
      preset: 'client',
      documents: [...clientDocuments, '!client/src/features/owner/**'],
      // Off: components are typed by their fragment's result type (e.g. RestaurantTab_MembershipFragment) and
      // read it straight from the query's result. Masking would also mask the data Apollo's cache updates and
      // the tests' typed fixtures read, for a check the fragment types already give.
      presetConfig: { fragmentMasking: false, onExecutableDocumentNode: apolloDocumentMeta },
      config: { enumsAsTypes: true, useTypeImports: true },
    },
    // The owner area (features/owner): no Apollo and no graphql-js in its chunks. Its operations are generated as
    // strings (documentMode 'string': TypedDocumentString, the fragments appended) that its fetch helper
    // (features/owner/owner-graphql.ts) posts as they are; the result and variables types come with them.
    'client/src/features/owner/__generated__/': {
      preset: 'client',
      documents: ownerDocuments,
      presetConfig: { fragmentMasking: false, onExecutableDocumentNode: plainDocumentMeta },
      config: { enumsAsTypes: true, useTypeImports: true, documentMode: 'string' },
    },
    // The manifest of every client operation, `{ "<id>": "<text>" }`: in production the BFF runs these and nothing else
    // (bff/src/graphql/trusted-documents.ts). In the shared package, beside the SDL, so the BFF reads it wherever it runs.
    'schema/src/__generated__/persisted-documents.json': {
      documents: clientDocuments,
      plugins: persistedDocuments.plugins,
      config: { plainDocuments: persistedDocuments.plainDocuments },
    },
    // The ids of the route query and the live subscription that app/route-prefetch.ts sends itself at start, as plain
    // strings: the start chunk gets neither the documents nor graphql's printer. The BFF runs the same route query
    // (by this id, from the manifest) when it serves the page, and inlines the answer (bff/src/http/route-data.ts).
    'schema/src/__generated__/operation-ids.ts': {
      documents: clientDocuments,
      plugins: persistedDocuments.plugins,
      config: { plainDocuments: persistedDocuments.plainDocuments, ids: ['RestaurantRouteQuery', 'LiveMembership'] },
    },
  },
};

export default config;
