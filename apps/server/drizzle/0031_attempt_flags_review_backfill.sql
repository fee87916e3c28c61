ALTER TABLE "quiz_attempts" ADD COLUMN "flagged" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- hand-written
-- Review deck backfill (docs/decisions/651): answers given before the deck existed left no card. Each question
-- whose last answer was weak (wrong, or right but unsure: rated Again or Hard, decision 520) and that has no
-- card gets one as ts-fsrs's createEmptyCard(now) makes it: due now, state 0 (new), every figure 0, never
-- reviewed. Its next answer schedules it as any other card; a right-and-sure answer needs no backfill.
INSERT INTO "review_cards" ("user_id", "question_id", "due", "stability", "difficulty", "elapsed_days",
  "scheduled_days", "learning_steps", "reps", "lapses", "state", "last_review", "created_at")
SELECT lq."user_id", lq."question_id", now(), 0, 0, 0, 0, 0, 0, 0, 0, NULL, now()
FROM "learner_questions" lq
WHERE (lq."last_correct" = false OR lq."last_confidence" = 'unsure')
  AND NOT EXISTS (
    SELECT 1 FROM "review_cards" rc WHERE rc."user_id" = lq."user_id" AND rc."question_id" = lq."question_id"
  )
ON CONFLICT ("user_id", "question_id") DO NOTHING;
