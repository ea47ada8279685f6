-- 028: e-mails of ratings and hidden ratings (decision 076). Keep src/platform/db/tables/ratings.ts
-- and tables/orders.ts in sync with this file.

-- A rating staff hid on reports (decision 076): kept (its author still reads it in their order's
-- panel), but off the seller's page, out of their average and histogram, and hidden from the
-- other party.
ALTER TABLE order_ratings ADD COLUMN hidden_at timestamptz;

-- When the rated party (the subject) was e-mailed that the rating became visible to them, once per
-- rating: at the second rating of the order (both in), else by the 'rating-mails' job once the
-- window has closed. NULL: not yet visible, or not yet mailed.
ALTER TABLE order_ratings ADD COLUMN subject_notified_at timestamptz;

-- Ratings already visible before this migration are not mailed now (their subjects have seen
-- them in their panels): both sides in, or the window (14 days of 24 hours) closed.
UPDATE order_ratings r SET subject_notified_at = now()
FROM orders o
WHERE o.id = r.order_id
  AND (EXISTS (SELECT 1 FROM order_ratings other WHERE other.order_id = r.order_id AND other.side <> r.side)
       OR o.delivered_at + 14 * 24 * interval '1 hour' < now());

-- The job's claim: ratings not yet mailed, by order.
CREATE INDEX order_ratings_unnotified_idx ON order_ratings (order_id) WHERE subject_notified_at IS NULL;

-- The one reminder to rate, RATING_REMINDER_AFTER_DAYS after delivery, to each side that has not
-- rated yet (decision 076).
ALTER TABLE orders ADD COLUMN rating_reminded_at timestamptz;

-- Orders delivered before this migration get no reminder (most are past the reminder's day).
UPDATE orders SET rating_reminded_at = now() WHERE delivered_at IS NOT NULL;

-- The reminder's claim: delivered orders not yet reminded, oldest delivery first.
CREATE INDEX orders_rating_reminder_idx ON orders (delivered_at)
  WHERE delivered_at IS NOT NULL AND rating_reminded_at IS NULL;
