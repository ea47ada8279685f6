/**
 * The estimated delivery dates of a product (decision 047), one rule for the product page and
 * anything else that states them: the order is dispatched within the seller's `dispatchDays`
 * working days, then the carrier takes CARRIER_TRANSIT_DAYS working days. Working days are Monday
 * to Friday (date-fns addBusinessDays); UK bank holidays are not counted (a known limit). An order
 * placed on a Saturday or Sunday counts from the next Monday, as addBusinessDays does.
 */
import { addBusinessDays } from 'date-fns';
import { CARRIER_TRANSIT_DAYS, DEFAULT_DISPATCH_DAYS, MAX_DISPATCH_DAYS } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** The first and last day a parcel ordered now may arrive (local dates, time of day kept). */
export interface DeliveryWindow {
  earliest: Date;
  latest: Date;
}

/**
 * The delivery window of an order placed at `orderedAt` for a product the seller dispatches
 * within `dispatchDays` working days (a bad or missing value counts as DEFAULT_DISPATCH_DAYS; at
 * most MAX_DISPATCH_DAYS): earliest = dispatchDays + CARRIER_TRANSIT_DAYS.min working days later,
 * latest = dispatchDays + CARRIER_TRANSIT_DAYS.max. Pure: the caller gives the clock.
 */
export function estimatedDelivery(orderedAt: Date, dispatchDays: number | undefined): DeliveryWindow {
  const days =
    dispatchDays !== undefined && Number.isInteger(dispatchDays) && dispatchDays >= 0
      ? Math.min(dispatchDays, MAX_DISPATCH_DAYS)
      : DEFAULT_DISPATCH_DAYS;
  return {
    earliest: addBusinessDays(orderedAt, days + CARRIER_TRANSIT_DAYS.min),
    latest: addBusinessDays(orderedAt, days + CARRIER_TRANSIT_DAYS.max),
  };
}

/** The shop's time zone: delivery dates count from the shop's calendar day (decision 047). */
export const SHOP_TIME_ZONE = 'Europe/London';

const shopDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The shop's calendar day at `now` (in SHOP_TIME_ZONE), as a Date at local midnight of that day:
 * the server's render and the browser's hydration give the same delivery dates whatever their own
 * time zones, so the product page hydrates without a second render (decision 047).
 */
export function shopToday(now: Date = new Date()): Date {
  const [year = 1970, month = 1, day = 1] = shopDayFormat.format(now).split('-').map(Number);
  return new Date(year, month - 1, day);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

/** A delivery date as the shop writes it, e.g. 'Tue 3 Dec' (en-GB, the viewer's time zone). */
export function deliveryDateText(date: Date): string {
  return dayFormat.format(date).replace(',', '');
}

/** 'Estimated delivery: Tue 3 Dec – Thu 5 Dec' for a DeliveryWindow (MESSAGES.stock.estimatedDelivery). */
export function estimatedDeliveryText(window: DeliveryWindow): string {
  return MESSAGES.stock.estimatedDelivery
    .replace('{from}', deliveryDateText(window.earliest))
    .replace('{to}', deliveryDateText(window.latest));
}
