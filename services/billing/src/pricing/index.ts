export * from './types.ts';
export {
  priceBooking,
  selectItemPrice,
  checkSelection,
  checkStock,
  type BookedResources,
} from './price-booking.ts';
export { selectTariff } from './tariff-selection.ts';
export { resourceTaxRate, itemTaxRate } from './tax-selection.ts';
export { rowAmounts, divideHalfUp } from './money.ts';
export { startedIntervals, localStart } from './intervals.ts';
