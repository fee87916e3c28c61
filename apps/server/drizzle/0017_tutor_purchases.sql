-- Paid tutoring sessions and tutor-matching requests fulfilled before fulfilment recorded every kind's
-- purchase (docs/decisions/360) never got their purchase row, so they were missing from the buyer's
-- purchases while their receipts were mailed. Every fulfilled order of these kinds without one gets the row
-- fulfilment writes today: the buyer, the kind, the item, the order, what was paid and when. An order
-- refunded after it was fulfilled keeps its fulfilled_at and gets its row too (its receipt says refunded),
-- as it would have had it been fulfilled now. Running it again inserts nothing.
INSERT INTO "purchases" ("user_id", "kind", "item_id", "order_id", "amount_minor", "currency", "purchased_at")
SELECT o."user_id", o."kind", o."item_ref"::uuid, o."id", o."amount_minor", o."currency", o."fulfilled_at"
FROM "orders" o
WHERE o."kind" IN ('tutor_session', 'tutor_request')
  AND o."fulfilled_at" IS NOT NULL
  AND o."item_ref" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  AND NOT EXISTS (SELECT 1 FROM "purchases" p WHERE p."order_id" = o."id")
ON CONFLICT DO NOTHING;
