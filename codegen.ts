import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed resolvers for the BFF and typed documents for the client, from the same SDL.
// The output is committed; `npm test` runs `graphql-codegen --check` so it never goes stale.
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
        },
      },
    },
    'client/src/__generated__/': {
      preset: 'client',
      documents: ['client/src/**/*.{ts,tsx}', '!client/src/__generated__/**'],
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true },
    },
  },
};

export default config;
