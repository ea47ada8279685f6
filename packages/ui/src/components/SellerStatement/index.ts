export { SellerStatement, type SellerStatementProps } from './SellerStatement.tsx';
