/**
 * The checkout module's public surface (decision 050): what the app and other modules use.
 */
export {
  CARD_MESSAGES,
  DECLINED_TEST_CARDS,
  SUCCESS_TEST_CARD,
  checkCard,
  luhnValid,
  parseExpiry,
} from './card.ts';
export { paymentProviderFor, paymentRoutes } from './routes.ts';
