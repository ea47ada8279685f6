export {
  SimulatedCheckout,
  type SimulatedCheckoutProps,
  type SimulatedCardDetails,
  type SimulatedPayment,
} from './SimulatedCheckout.tsx';
export {
  TEST_CARDS,
  luhnValid,
  cardNumberProblem,
  expiryProblem,
  cvcProblem,
  formatCardNumber,
  formatExpiry,
} from './cardRules.ts';
