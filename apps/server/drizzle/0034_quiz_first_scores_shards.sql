-- hand-written (docs/decisions/679): each score's count is split over 8 shards by learner, so that first submits
-- with the same score write different rows and do not queue on one row lock; readers sum the shards.
ALTER TABLE "quiz_first_scores" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_first_scores" DROP CONSTRAINT "quiz_first_scores_quiz_id_percent_pk";--> statement-breakpoint
ALTER TABLE "quiz_first_scores" ADD CONSTRAINT "quiz_first_scores_quiz_id_percent_shard_pk" PRIMARY KEY("quiz_id","percent","shard");--> statement-breakpoint
CREATE OR REPLACE FUNCTION quiz_first_scores_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  the_user uuid;
  the_quiz uuid;
  the_id uuid;
  other_no integer;
  other_percent double precision;
  before_no integer;
  before_percent double precision;
  after_no integer;
  after_percent double precision;
  the_shard smallint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    the_user := OLD.user_id; the_quiz := OLD.quiz_id; the_id := OLD.id;
  ELSE
    the_user := NEW.user_id; the_quiz := NEW.quiz_id; the_id := NEW.id;
  END IF;
  IF NOT ((TG_OP <> 'INSERT' AND OLD.status = 'submitted') OR (TG_OP <> 'DELETE' AND NEW.status = 'submitted')) THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  SELECT a.attempt_no, coalesce(a.percent, 0) INTO other_no, other_percent
    FROM quiz_attempts a
    WHERE a.user_id = the_user AND a.quiz_id = the_quiz AND a.status = 'submitted' AND a.id <> the_id
    ORDER BY a.attempt_no LIMIT 1;
  before_no := other_no; before_percent := other_percent;
  IF TG_OP <> 'INSERT' AND OLD.status = 'submitted' AND (before_no IS NULL OR OLD.attempt_no < before_no) THEN
    before_no := OLD.attempt_no; before_percent := coalesce(OLD.percent, 0);
  END IF;
  after_no := other_no; after_percent := other_percent;
  IF TG_OP <> 'DELETE' AND NEW.status = 'submitted' AND (after_no IS NULL OR NEW.attempt_no < after_no) THEN
    after_no := NEW.attempt_no; after_percent := coalesce(NEW.percent, 0);
  END IF;
  IF before_no IS NOT DISTINCT FROM after_no AND before_percent IS NOT DISTINCT FROM after_percent THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  -- The learner's own counter of the score: the last byte of the user id, modulo the 8 shards. The same learner
  -- always counts in the same shard, so a first attempt counted up here is counted down in the same row.
  the_shard := get_byte(uuid_send(the_user), 15) % 8;
  IF before_no IS NOT NULL THEN
    UPDATE quiz_first_scores SET attempts = attempts - 1
      WHERE quiz_id = the_quiz AND percent = before_percent AND shard = the_shard;
  END IF;
  IF after_no IS NOT NULL THEN
    INSERT INTO quiz_first_scores (quiz_id, percent, shard, attempts)
      SELECT the_quiz, after_percent, the_shard, 1 WHERE EXISTS (SELECT 1 FROM quizzes WHERE id = the_quiz)
      ON CONFLICT (quiz_id, percent, shard) DO UPDATE SET attempts = quiz_first_scores.attempts + 1;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;
--> statement-breakpoint
-- hand-written: the counters again, each first attempt in its learner's shard.
DELETE FROM quiz_first_scores;--> statement-breakpoint
INSERT INTO quiz_first_scores (quiz_id, percent, shard, attempts)
  SELECT f.quiz_id, f.percent, get_byte(uuid_send(f.user_id), 15) % 8, count(*)::integer
  FROM (
    SELECT DISTINCT ON (a.user_id, a.quiz_id) a.user_id, a.quiz_id, coalesce(a.percent, 0) AS percent
    FROM quiz_attempts a
    WHERE a.status = 'submitted'
    ORDER BY a.user_id, a.quiz_id, a.attempt_no
  ) f
  GROUP BY 1, 2, 3;
