/**
 * The statement module's public surface (decision 050): a seller's statement, its CSV and weekly
 * earnings (decision 063), read from the ledger.
 */
export { statementRoutes } from './routes.ts';
