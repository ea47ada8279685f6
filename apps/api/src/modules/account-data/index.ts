/**
 * The account-data module's public surface (decision 050): 'Your data' (decision 073), the
 * download of everything the shop holds about a user, section by section from each module's
 * index, and the deletion of an account by password and e-mailed link.
 */
export { accountDataRoutes } from './routes.ts';
export {
  ACCOUNT_DATA_SECTION_READERS,
  accountDataFile,
  type AccountDataSection,
  type SectionContext,
} from './sections.ts';
export { accountDeletionTokenFromSeed, deletionBlockers } from './deletion.ts';
